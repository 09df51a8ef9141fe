//! The collectives a partitioned function holds as written, costed by the
//! mesh model: what the report gives for a plan whose attention became a
//! ring on the trial's copy, where the strategy graph's estimate still
//! counts the gathers of keys and values that the ring replaced by
//! `shard.shift`s.
//!
//! Also the work of its contractions as written: a ring that skips what a
//! causal mask hides does less of it than the graph's estimate counts.
//!
//! Reads: the function's `shard` ops and contractions, in loops once per
//! iteration where the trip count is constant. Writes: nothing.

use std::collections::BTreeMap;

use melior::ir::{TypeLike, ValueLike, operation::OperationLike, operation::OperationRef};
use spmd_dialect::{
    Mesh,
    ir::{integer_attribute, operation_name, trip_count},
    read::i16_array,
    redistribution::Axes,
    types::{element_bytes, static_tensor},
};

use super::{model::MeshModel, report::Traffic};
use crate::lower::{bytes_of, structure::structure};

/// Each kind of collective in `function` (its count and seconds).
pub fn written_collectives(
    function: OperationRef,
    mesh: &Mesh,
    model: &MeshModel,
) -> BTreeMap<&'static str, Traffic> {
    let mut collectives: BTreeMap<&'static str, Traffic> = BTreeMap::new();
    let comm = &model.comm;
    for operation in spmd_dialect::ir::nested_operations(function) {
        let kind = match operation_name(operation) {
            "shard.all_gather" => "all_gather",
            "shard.all_reduce" => "all_reduce",
            "shard.reduce_scatter" => "reduce_scatter",
            "shard.all_to_all" => "all_to_all",
            "shard.shift" => "shift",
            "shard.all_slice" => "local",
            _ => continue,
        };
        let axes = i16_array(operation, "grid_axes");
        let (Some(&first), Ok(input)) = (axes.first(), operation.operand(0)) else {
            continue;
        };
        let bytes = bytes_of(input) as f64;
        let group = Axes::of(&axes);
        let seconds = match kind {
            "all_gather" => comm.all_gather(group, &mesh.shape, bytes),
            "all_reduce" => comm.all_reduce(group, &mesh.shape, bytes),
            "reduce_scatter" => comm.reduce_scatter(group, &mesh.shape, bytes),
            "all_to_all" => comm.all_to_all(group, &mesh.shape, bytes),
            // `shift_axis` is a mesh axis, one of the group's.
            "shift" => comm.shift(
                integer_attribute(operation, "shift_axis").map_or(first, |axis| axis as usize),
                bytes,
            ),
            _ => comm.local(bytes),
        };
        let repeats = repeats(operation);
        let traffic = collectives.entry(kind).or_default();
        traffic.count += repeats;
        traffic.seconds += seconds * repeats as f64;
    }
    collectives
}

/// The contractions (loop nests with a reduction) in the partitioned
/// `function`, each as often as it runs a step: their loop points, and
/// their time at the model's peak for the element type they read (two
/// FLOPs a point).
pub fn written_contractions(function: OperationRef, model: &MeshModel) -> Contractions {
    let mut contractions = Contractions::default();
    for operation in spmd_dialect::ir::nested_operations(function) {
        let Ok(Some(loops)) = structure(operation) else {
            continue;
        };
        if !loops.reduction.contains(&true) {
            continue;
        }
        let points = loops.dims.iter().product::<usize>() * repeats(operation);
        let peak = operation
            .operand(0)
            .ok()
            .and_then(|input| static_tensor(input.r#type()))
            .map_or(model.flops.f32, |(_, element)| {
                model.peak(element_bytes(element), element.is_float())
            });
        contractions.points += points;
        contractions.seconds += 2.0 * points as f64 / peak;
    }
    contractions
}

/// A function's contraction work, as written.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Contractions {
    pub points: usize,
    pub seconds: f64,
}

/// How many times `operation` runs a step: the constant trip counts of
/// the loops around it multiplied (1 where one is not constant).
fn repeats(operation: OperationRef) -> usize {
    let mut repeats = 1;
    let mut current = operation.parent_operation();
    while let Some(parent) = current {
        if operation_name(parent) == "scf.for" {
            repeats *= trip_count(parent).unwrap_or(1);
        }
        current = parent.parent_operation();
    }
    repeats
}
