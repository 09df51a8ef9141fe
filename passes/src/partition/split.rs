//! Which split an op computes with: the one its recorded result sharding
//! says (`Rule::exact_split`), or, on a mesh axis where that split leaves
//! the op unsplit while an operand arrives split on one of the op's
//! reduction factors, that reduction split: the op then computes partial
//! results and its users reduce them, where that moves fewer bytes than
//! gathering the operand (a row sum over vocab-split logits is reduced as
//! a `[rows]` partial sum, not computed on gathered `[rows, vocab]`, at
//! any size: bytes decide, not the latency-bound time of a toy size).
//!
//! Reads: the op's rule, the operands' current shardings, the recorded
//! result sharding. Writes nothing.

use spmd_dialect::{
    Placement, Sharding,
    redistribution::{AxisLink, CommModel, plan},
    rules::{Rule, Slot, Split},
    types::element_bytes,
};

use super::values::Partitioner;
use crate::pass::key;

impl<'c, 'a> Partitioner<'c, 'a> {
    /// `split` with the reduction splits that are cheaper than gathering
    /// (see the module doc); `inputs` are the op's operands and captures,
    /// `recorded` its first result's sharding.
    pub(super) fn cheaper_split(
        &self,
        rule: &Rule,
        split: &Split,
        inputs: &[melior::ir::Value<'c, 'a>],
        result_global: &[usize],
        result_element: usize,
        recorded: &Sharding,
    ) -> Split {
        let mut chosen = split.clone();
        // Bytes moved decide (bandwidth alone: no launch or latency term),
        // so that the choice is the same at every size.
        let model = CommModel {
            launch_s: 0.0,
            axes: vec![
                AxisLink {
                    latency_s: 0.0,
                    bandwidth_bytes_per_s: 1.0,
                };
                self.mesh.shape.len()
            ],
            ..CommModel::uniform(self.mesh.shape.len())
        };
        let sharding =
            |placements: Vec<Placement>| Sharding::new(self.mesh.name.clone(), placements);
        for axis in 0..chosen.len() {
            if chosen[axis].is_some() {
                continue;
            }
            for (index, input) in inputs.iter().enumerate() {
                if rule.is_init(index) {
                    continue;
                }
                let Some(local) = self.values.get(&key(*input)) else {
                    continue;
                };
                let Placement::Shard(dim) = local.sharding.placements[axis] else {
                    continue;
                };
                let Some(factor) = rule.factor_of_dim(Slot::Operand(index), dim) else {
                    continue;
                };
                let mut candidate = chosen.clone();
                candidate[axis] = Some(factor);
                let usable = rule.reduction(factor).is_some()
                    && !chosen.contains(&Some(factor))
                    && rule.exact_split(
                        &rule
                            .placements(Slot::Result(0), &candidate, &self.mesh.shape)
                            .unwrap_or_default(),
                        |_| None,
                        &self.mesh.shape,
                    ) == candidate;
                if !usable {
                    continue;
                }
                let bytes = element_bytes(local.element);
                let cost = |split: &Split| -> Option<f64> {
                    let needed =
                        sharding(rule.placements(Slot::Operand(index), split, &self.mesh.shape)?);
                    let produced =
                        sharding(rule.placements(Slot::Result(0), split, &self.mesh.shape)?);
                    let gather = plan(
                        &local.global,
                        bytes,
                        &self.mesh.shape,
                        &local.sharding,
                        &needed,
                        &model,
                    )?
                    .cost;
                    let reduce = plan(
                        result_global,
                        result_element,
                        &self.mesh.shape,
                        &produced,
                        recorded,
                        &model,
                    )?
                    .cost;
                    Some(gather + reduce)
                };
                if let (Some(now), Some(then)) = (cost(&chosen), cost(&candidate))
                    && then < now
                {
                    chosen = candidate;
                    break;
                }
            }
        }
        chosen
    }
}
