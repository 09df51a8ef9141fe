//! The mark by which a plan asks for stages before the partition
//! (`spmd.stages` on a function): written by `spmd-auto-shard` where it
//! chooses stages, read by the partition's reshards (which then move
//! nothing over the stages' axis) and by `spmd-auto-shard`'s stage pass.
//!
//! Reads and writes: the function attribute.

use melior::ir::{
    Attribute, BlockLike, BlockRef,
    attribute::{DictionaryAttribute, IntegerAttribute, StringAttribute},
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::ir::operation_name;

use super::Schedule;

/// The function attribute by which a plan asks for stages before the
/// partition: `{axis = N : i64, schedule = "1f1b" | "gpipe"}`. The
/// partition then moves nothing over that axis (a reshard there would be a
/// collective between stages running different layers), and
/// `spmd-auto-shard`'s pipeline splits the function as it says.
pub(crate) const STAGES_ATTR: &str = "spmd.stages";

/// Sets `function`'s [`STAGES_ATTR`] (`None`: removes it).
pub(crate) fn set_mark(function: OperationRef, mark: Option<(usize, Schedule)>) {
    // SAFETY: the pass's own function, held by no other mutable reference.
    let mut marked = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    let Some((axis, schedule)) = mark else {
        let _ = marked.remove_attribute(STAGES_ATTR);
        return;
    };
    let text = format!(
        "{{axis = {axis} : i64, schedule = \"{}\"}}",
        schedule.name()
    );
    let context = function.context();
    let attribute =
        Attribute::parse(unsafe { context.to_ref() }, &text).expect("a dictionary attribute");
    marked.set_attribute(STAGES_ATTR, attribute);
}

/// The stages' axis and schedule `function`'s [`STAGES_ATTR`] asks for;
/// `None` without one; a message where it is malformed.
pub(crate) fn marked_stages(function: OperationRef) -> Option<Result<(usize, Schedule), String>> {
    let mark = function.attribute(STAGES_ATTR).ok()?;
    let fields = DictionaryAttribute::try_from(mark).ok().and_then(|mark| {
        let axis = mark
            .element_by_name("axis")
            .and_then(|a| IntegerAttribute::try_from(a).ok())
            .and_then(|a| usize::try_from(a.value()).ok())?;
        let schedule = mark
            .element_by_name("schedule")
            .and_then(|a| StringAttribute::try_from(a).ok())
            .and_then(|a| Schedule::parse(a.value()))?;
        Some((axis, schedule))
    });
    Some(fields.ok_or_else(|| {
        format!("{STAGES_ATTR} must be {{axis = N : i64, schedule = \"gpipe\" or \"1f1b\"}}")
    }))
}

/// The mesh axis the function holding `block` keeps for stages (its
/// [`STAGES_ATTR`]), which the partition's reshards leave alone.
pub(crate) fn reserved_axis(block: BlockRef) -> Option<usize> {
    let mut owner = block.parent_operation();
    while let Some(operation) = owner {
        if operation_name(operation) == "func.func" {
            return marked_stages(operation)
                .and_then(Result::ok)
                .map(|(axis, _)| axis);
        }
        owner = operation.parent_operation();
    }
    None
}
