//! Where buffers go in the arena once their lifetimes are known: XLA's
//! global decreasing-size best fit. The biggest buffer is placed first;
//! each next one goes into the smallest gap, among the buffers already
//! placed whose lifetimes overlap its own, that holds it (else above them
//! all). Placing offline, knowing every lifetime, leaves less unusable
//! space than allocating in program order.
//!
//! Reads: sizes and lifetimes. Writes: nothing.

/// A buffer: its bytes and the steps it is live at, both ends included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Block {
    pub size: usize,
    pub first: usize,
    pub last: usize,
}

#[cfg(test)]
impl Block {
    fn overlaps(&self, other: &Block) -> bool {
        self.first <= other.last && other.first <= self.last
    }
}

/// Offsets of `blocks` (in their order) and the arena's size. Sizes are
/// positive (whole `ALIGNMENT`s): touching runs merge in [`Occupancy`],
/// which only a zero-byte block could tell apart.
pub fn place(blocks: &[Block]) -> (Vec<usize>, usize) {
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|&b| (std::cmp::Reverse(blocks[b].size), blocks[b].first, b));
    let steps = blocks.iter().map(|b| b.last + 1).max().unwrap_or(0);
    let mut occupancy = Occupancy::new(steps);
    let mut offsets = vec![0; blocks.len()];
    let mut arena = 0;
    for &block in &order {
        let Block { size, first, last } = blocks[block];
        // The ranges taken while this block is live, by offset.
        let mut best: Option<(usize, usize)> = None;
        let mut top = 0;
        for (start, end) in occupancy.taken(first, last) {
            if start >= top + size && best.is_none_or(|(_, gap)| start - top < gap) {
                best = Some((top, start - top));
            }
            top = top.max(end);
        }
        offsets[block] = best.map_or(top, |(offset, _)| offset);
        arena = arena.max(offsets[block] + size);
        occupancy.take(first, last, offsets[block], offsets[block] + size);
    }
    (offsets, arena)
}

/// The bytes of `blocks` live at the busiest step: no placement fits in
/// fewer (blocks live at a common step never share bytes).
pub fn busiest(blocks: &[Block]) -> usize {
    let steps = blocks.iter().map(|b| b.last + 2).max().unwrap_or(0);
    let mut change = vec![0isize; steps];
    for block in blocks {
        change[block.first] += block.size as isize;
        change[block.last + 1] -= block.size as isize;
    }
    let (mut live, mut most) = (0isize, 0isize);
    for delta in change {
        live += delta;
        most = most.max(live);
    }
    most as usize
}

/// Disjoint offset ranges `(start, end)` by start, touching ones merged:
/// the bytes a set of buffers takes, in as few runs as they allow (a
/// handful per node: a sorted vector beats a tree there).
#[derive(Default)]
struct Runs(Vec<(usize, usize)>);

impl Runs {
    fn insert(&mut self, mut start: usize, mut end: usize) {
        // The first run that ends at or after `start` is the first that
        // may touch; every run from it that starts at or before `end` does.
        let first = self.0.partition_point(|&(_, reach)| reach < start);
        let mut last = first;
        while let Some(&(next, reach)) = self.0.get(last)
            && next <= end
        {
            start = start.min(next);
            end = end.max(reach);
            last += 1;
        }
        self.0.splice(first..last, [(start, end)]);
    }
}

/// The offset ranges that placed buffers take, step by step, asked for a
/// span of steps without visiting every buffer placed (the span's buffers
/// grow with a program's depth; their merged runs do not): a segment tree
/// over steps. Each node keeps the runs of the buffers whose span covers
/// its steps whole and splits no further (`covering`), and of every buffer
/// split into it or a node below it (`below`). The buffers live at some
/// step of a span are those in `below` of the span's nodes and in
/// `covering` of the nodes that overlap the span only in part (the split
/// nodes' ancestors).
struct Occupancy {
    leaves: usize,
    covering: Vec<Runs>,
    below: Vec<Runs>,
}

impl Occupancy {
    fn new(steps: usize) -> Self {
        let leaves = steps.max(1).next_power_of_two();
        Occupancy {
            leaves,
            covering: (0..2 * leaves).map(|_| Runs::default()).collect(),
            below: (0..2 * leaves).map(|_| Runs::default()).collect(),
        }
    }

    /// The nodes whose steps make up `first..=last` (the span's split).
    fn split(&self, first: usize, last: usize) -> Vec<usize> {
        let mut nodes = Vec::new();
        let (mut low, mut high) = (first + self.leaves, last + self.leaves + 1);
        while low < high {
            if low & 1 == 1 {
                nodes.push(low);
                low += 1;
            }
            if high & 1 == 1 {
                high -= 1;
                nodes.push(high);
            }
            low >>= 1;
            high >>= 1;
        }
        nodes
    }

    /// The nodes whose steps overlap `first..=last` in part: exactly the
    /// ancestors of the span's split nodes (the split is maximal), all on
    /// the paths from the span's two end leaves to the root.
    fn partly_overlapping(&self, first: usize, last: usize) -> Vec<usize> {
        let depth = self.leaves.trailing_zeros();
        let within = |node: usize| {
            let height = depth - node.ilog2();
            let low = (node << height) - self.leaves;
            let high = ((node + 1) << height) - self.leaves - 1;
            first <= low && high <= last
        };
        let mut nodes = Vec::new();
        let (mut left, mut right) = (first + self.leaves, last + self.leaves);
        while left >= 1 {
            for node in [left, right] {
                if !within(node) && nodes.last() != Some(&node) {
                    nodes.push(node);
                }
            }
            left >>= 1;
            right >>= 1;
        }
        nodes
    }

    /// Records `start..end` as taken at steps `first..=last`.
    fn take(&mut self, first: usize, last: usize, start: usize, end: usize) {
        for node in self.split(first, last) {
            self.covering[node].insert(start, end);
            self.below[node].insert(start, end);
        }
        for node in self.partly_overlapping(first, last) {
            self.below[node].insert(start, end);
        }
    }

    /// The ranges taken at some step of `first..=last`, by start (they may
    /// overlap: runs of different nodes are not merged).
    fn taken(&self, first: usize, last: usize) -> Vec<(usize, usize)> {
        let mut taken: Vec<(usize, usize)> = self
            .split(first, last)
            .into_iter()
            .flat_map(|node| self.below[node].0.iter().copied())
            .chain(
                self.partly_overlapping(first, last)
                    .into_iter()
                    .flat_map(|node| self.covering[node].0.iter().copied()),
            )
            .collect();
        spmd_dialect::work::add(spmd_dialect::work::Work::IntervalsCompared, taken.len());
        taken.sort_unstable();
        taken
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// No two blocks live at once share a byte, and the arena holds them.
    fn check(blocks: &[Block], offsets: &[usize], arena: usize) {
        for (a, block) in blocks.iter().enumerate() {
            assert!(offsets[a] + block.size <= arena);
            for (b, other) in blocks.iter().enumerate().skip(a + 1) {
                let apart =
                    offsets[a] + block.size <= offsets[b] || offsets[b] + other.size <= offsets[a];
                assert!(!block.overlaps(other) || apart, "{block:?} and {other:?}");
            }
        }
    }

    #[test]
    fn blocks_live_at_once_never_share_bytes() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        for _ in 0..200 {
            let blocks: Vec<Block> = (0..rng.random_range(1..40))
                .map(|_| {
                    let first = rng.random_range(0..30);
                    Block {
                        size: rng.random_range(1..8) * 256,
                        first,
                        last: first + rng.random_range(0..10),
                    }
                })
                .collect();
            let (offsets, arena) = place(&blocks);
            check(&blocks, &offsets, arena);
            // Never less than what is live at the busiest step.
            let busiest = (0..40)
                .map(|step| {
                    blocks
                        .iter()
                        .filter(|b| b.first <= step && step <= b.last)
                        .map(|b| b.size)
                        .sum::<usize>()
                })
                .max()
                .unwrap_or(0);
            assert_eq!(super::busiest(&blocks), busiest);
            assert!(arena >= busiest);
        }
    }

    /// The best fit as first written: every placed buffer compared with
    /// each new one (quadratic in the buffers); `place` must agree exactly.
    fn place_by_scanning(blocks: &[Block]) -> (Vec<usize>, usize) {
        let mut order: Vec<usize> = (0..blocks.len()).collect();
        order.sort_by_key(|&b| (std::cmp::Reverse(blocks[b].size), blocks[b].first, b));
        let mut offsets = vec![0; blocks.len()];
        let mut placed: Vec<usize> = Vec::new();
        let mut arena = 0;
        for &block in &order {
            let size = blocks[block].size;
            let mut taken: Vec<(usize, usize)> = placed
                .iter()
                .filter(|&&other| blocks[other].overlaps(&blocks[block]))
                .map(|&other| (offsets[other], offsets[other] + blocks[other].size))
                .collect();
            taken.sort_unstable();
            let mut best: Option<(usize, usize)> = None;
            let mut top = 0;
            for (start, end) in taken {
                if start >= top + size && best.is_none_or(|(_, gap)| start - top < gap) {
                    best = Some((top, start - top));
                }
                top = top.max(end);
            }
            offsets[block] = best.map_or(top, |(offset, _)| offset);
            arena = arena.max(offsets[block] + size);
            placed.push(block);
        }
        (offsets, arena)
    }

    #[test]
    fn the_segment_tree_places_as_scanning_every_buffer_does() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        for _ in 0..300 {
            let steps = rng.random_range(1..200);
            let blocks: Vec<Block> = (0..rng.random_range(1..120))
                .map(|_| {
                    let first = rng.random_range(0..steps);
                    let long = rng.random_bool(0.1);
                    Block {
                        size: rng.random_range(1..16) * 256,
                        first: if long { 0 } else { first },
                        last: if long {
                            steps
                        } else {
                            (first + rng.random_range(0..20)).min(steps)
                        },
                    }
                })
                .collect();
            assert_eq!(place(&blocks), place_by_scanning(&blocks));
        }
    }

    /// Program order would put the big late buffer above the small early
    /// one still live; placing the big one first fits both in the space
    /// the busiest step needs.
    #[test]
    fn the_biggest_buffer_goes_first() {
        let blocks = [
            Block {
                size: 256,
                first: 0,
                last: 1,
            },
            Block {
                size: 512,
                first: 0,
                last: 0,
            },
            Block {
                size: 768,
                first: 1,
                last: 2,
            },
        ];
        let (offsets, arena) = place(&blocks);
        check(&blocks, &offsets, arena);
        assert_eq!(arena, 1024);
    }
}
