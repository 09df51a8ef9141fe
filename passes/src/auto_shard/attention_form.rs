//! How a plan's attention split on the sequence runs, chosen by the cost
//! model: with its keys and values all-gathered, as `spmd-partition`
//! leaves it (all-gather context parallelism, as Llama 3 was trained and
//! torchtitan's `allgather` rotation does it), or as a ring
//! (`spmd-ring-attention`: the same bytes in `N - 1` shifts per pass, and
//! no device holding the whole keys and values or a `[s, S]` score
//! block). A trial measures both forms on its copy; the gathered form is
//! kept where its true peak fits the memory limit and its collectives and
//! contractions take no longer than the ring's, the ring otherwise (a
//! ring over a sequence in zigzag order skips what a causal mask hides;
//! gathered, every device scores every key).
//!
//! Reads: both forms' buffer-plan peaks, written collectives and
//! contractions. Writes:
//! nothing; the plan marks a function that keeps the gathers with
//! [`GATHERED_ATTENTION_ATTR`], which the ring pass honours.

use std::collections::BTreeMap;

use melior::ir::{
    attribute::StringAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use serde_json::{Value as Json, json};
use spmd_dialect::ir::set_integer_attribute;

use super::{report::Traffic, written::Contractions};
use crate::partition::ring_attention::{GATHERED_ATTENTION_ATTR, KEY_BLOCK_ATTR};

/// Marks `function` for the ring pass to keep its attention gathered.
pub fn mark_gathered(function: OperationRef) {
    let context = function.context();
    // SAFETY: the function is the pass's own, held by no other reference
    // while the attribute is set.
    let mut marked = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    marked.set_attribute(
        GATHERED_ATTENTION_ATTR,
        StringAttribute::new(unsafe { context.to_ref() }, "gathered").into(),
    );
}

/// Marks `function` for the ring pass to score `keys` keys at a time.
pub fn mark_key_block(function: OperationRef, keys: usize) {
    set_integer_attribute(function, KEY_BLOCK_ATTR, keys as i64);
}

/// The keys a ring scores at a time: the `key-block` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyBlock {
    /// A device's whole block where the plan fits so, else the largest
    /// tile (a halving of the block, down to [`SMALLEST_TILE`] keys) that
    /// makes it fit.
    Auto,
    /// This many keys (0: the whole block).
    Keys(usize),
}

/// The fewest keys `KeyBlock::Auto` scores at a time: smaller tiles add
/// more temporaries than they save (a 32k-token step's peak grew from
/// 6.5 GB at 1,024 keys to 9.7 GB at 512).
pub const SMALLEST_TILE: usize = 128;

impl KeyBlock {
    pub fn parse(text: &str) -> Option<KeyBlock> {
        match text {
            "auto" => Some(KeyBlock::Auto),
            keys => keys.parse().ok().map(KeyBlock::Keys),
        }
    }

    /// The tile a ring is built with first: a given one, else whole blocks.
    pub fn first(self) -> usize {
        match self {
            KeyBlock::Auto => 0,
            KeyBlock::Keys(keys) => keys,
        }
    }

    /// The tiles `Auto` tries where whole blocks do not fit, largest first:
    /// halvings of `block` dividing every attention's block.
    pub fn tiles(self, blocks: &[usize]) -> Vec<usize> {
        let (KeyBlock::Auto, Some(&block)) = (self, blocks.iter().min()) else {
            return Vec::new();
        };
        std::iter::successors(Some(block / 2), |tile| Some(tile / 2))
            .take_while(|&tile| tile >= SMALLEST_TILE)
            .filter(|&tile| blocks.iter().all(|b| b.is_multiple_of(tile)))
            .collect()
    }
}

/// The two forms of a plan's attention, measured, and the one chosen.
#[derive(Clone, Debug, PartialEq)]
pub struct AttentionForm {
    /// Whether the ring is chosen.
    pub ring: bool,
    pub gathered_peak: usize,
    pub ring_peak: usize,
    /// Each form's collectives in all, by the mesh model.
    pub gathered_seconds: f64,
    pub ring_seconds: f64,
    /// Each form's contractions, as written (`written_contractions`).
    pub gathered_contractions: Contractions,
    pub ring_contractions: Contractions,
    /// The memory limit it was chosen under, bytes per device.
    pub limit: f64,
    /// The keys the ring scores at a time (0: a device's whole block).
    pub key_block: usize,
    /// The ring's collectives as written: the report's where it is chosen
    /// (the strategy graph counts the gathers it replaces).
    pub ring_collectives: BTreeMap<&'static str, Traffic>,
}

impl AttentionForm {
    /// The form a plan's attention takes under a memory `limit` (bytes per
    /// device): gathered where that fits and costs no more, else the ring.
    pub fn choose(
        (gathered_peak, gathered_collectives, gathered_contractions): (
            usize,
            &BTreeMap<&'static str, Traffic>,
            Contractions,
        ),
        (ring_peak, ring_collectives, ring_contractions): (
            usize,
            BTreeMap<&'static str, Traffic>,
            Contractions,
        ),
        limit: f64,
    ) -> AttentionForm {
        let seconds = |collectives: &BTreeMap<&'static str, Traffic>| {
            collectives
                .values()
                .map(|traffic| traffic.seconds)
                .sum::<f64>()
        };
        let (gathered_seconds, ring_seconds) =
            (seconds(gathered_collectives), seconds(&ring_collectives));
        let gathered_fits = gathered_peak as f64 <= limit;
        let ring_cheaper = ring_seconds + ring_contractions.seconds
            < gathered_seconds + gathered_contractions.seconds;
        AttentionForm {
            ring: !gathered_fits || ring_cheaper,
            gathered_peak,
            ring_peak,
            gathered_seconds,
            ring_seconds,
            gathered_contractions,
            ring_contractions,
            limit,
            key_block: 0,
            ring_collectives,
        }
    }

    /// The chosen form's true peak.
    pub fn peak(&self) -> usize {
        if self.ring {
            self.ring_peak
        } else {
            self.gathered_peak
        }
    }

    /// The report's line: the form and why.
    pub fn text(&self) -> String {
        let mut other = format!(
            "gathered: peak {} bytes, collectives {:.3} us; ring: peak {} bytes, collectives {:.3} us",
            self.gathered_peak,
            self.gathered_seconds * 1e6,
            self.ring_peak,
            self.ring_seconds * 1e6
        );
        let skipped = self.ring_contractions.points < self.gathered_contractions.points;
        if skipped {
            other += &format!(
                "; contractions {:.3} us gathered, {:.3} us as a ring (the ring skips what a causal mask hides)",
                self.gathered_contractions.seconds * 1e6,
                self.ring_contractions.seconds * 1e6
            );
        }
        let why = if !self.ring {
            "it fits and costs no more than the ring"
        } else if self.gathered_peak as f64 > self.limit {
            "gathered, the peak would be over the limit"
        } else if skipped {
            "its shifts and contractions cost less than the gathered form's"
        } else {
            "its shifts cost less than the gathers"
        };
        let form = match (self.ring, self.key_block) {
            (false, _) => "keys and values gathered".to_owned(),
            (true, 0) => "a ring (spmd-ring-attention)".to_owned(),
            (true, keys) => format!(
                "a ring (spmd-ring-attention) scoring {keys} keys at a time (whole blocks would be over the limit)"
            ),
        };
        format!("  attention: {form}: {why} ({other})\n")
    }

    pub fn json(&self) -> Json {
        json!({
            "form": if self.ring { "ring" } else { "gathered" },
            "gathered_peak_bytes": self.gathered_peak,
            "ring_peak_bytes": self.ring_peak,
            "key_block": self.key_block,
            "gathered_collective_seconds": self.gathered_seconds,
            "ring_collective_seconds": self.ring_seconds,
            "gathered_contraction_seconds": self.gathered_contractions.seconds,
            "ring_contraction_seconds": self.ring_contractions.seconds,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn collectives(seconds: f64) -> BTreeMap<&'static str, Traffic> {
        BTreeMap::from([("shift", Traffic { count: 1, seconds })])
    }

    fn work(points: usize) -> Contractions {
        Contractions {
            points,
            seconds: points as f64,
        }
    }

    #[test]
    fn the_gathered_form_is_kept_where_it_fits_and_costs_no_more() {
        let form = AttentionForm::choose(
            (100, &collectives(1.0), work(4)),
            (60, collectives(2.0), work(4)),
            100.0,
        );
        assert!(!form.ring);
        assert_eq!(form.peak(), 100);
    }

    #[test]
    fn the_ring_is_chosen_over_the_limit_or_where_it_is_cheaper() {
        let over = AttentionForm::choose(
            (101, &collectives(1.0), work(4)),
            (60, collectives(2.0), work(4)),
            100.0,
        );
        assert!(over.ring);
        assert_eq!(over.peak(), 60);
        assert!(over.text().contains("over the limit"));
        let cheaper = AttentionForm::choose(
            (50, &collectives(2.0), work(4)),
            (40, collectives(1.0), work(4)),
            100.0,
        );
        assert!(cheaper.ring);
        assert!(cheaper.text().contains("shifts cost less"));
    }

    /// A ring that skips blocks a causal mask hides (a sequence in zigzag
    /// order) wins where its work saved outweighs its dearer shifts.
    #[test]
    fn skipped_work_counts_for_the_ring() {
        let skipping = AttentionForm::choose(
            (50, &collectives(1.0), work(8)),
            (40, collectives(2.0), work(5)),
            100.0,
        );
        assert!(skipping.ring);
        assert!(
            skipping
                .text()
                .contains("shifts and contractions cost less")
        );
        assert!(skipping.text().contains("skips what a causal mask hides"));
    }
}
