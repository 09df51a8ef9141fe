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

impl Block {
    fn overlaps(&self, other: &Block) -> bool {
        self.first <= other.last && other.first <= self.last
    }
}

/// Offsets of `blocks` (in their order) and the arena's size.
pub fn place(blocks: &[Block]) -> (Vec<usize>, usize) {
    let mut order: Vec<usize> = (0..blocks.len()).collect();
    order.sort_by_key(|&b| (std::cmp::Reverse(blocks[b].size), blocks[b].first, b));
    let mut offsets = vec![0; blocks.len()];
    let mut placed: Vec<usize> = Vec::with_capacity(blocks.len());
    let mut arena = 0;
    for &block in &order {
        let size = blocks[block].size;
        // The ranges taken while this block is live, by offset.
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
            assert!(arena >= busiest);
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
