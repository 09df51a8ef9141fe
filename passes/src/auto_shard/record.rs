//! Writes a chosen plan into the IR for `spmd-partition`: arguments' and
//! results' `spmd.sharding`, ops' `spmd.shardings`.
//!
//! Reads: the strategy graph and the chosen strategy per node. Writes: the
//! attributes above.

use super::error::PlanError;
use melior::ir::{
    Attribute, BlockLike, RegionLike, ValueLike,
    operation::{OperationLike, OperationRef},
};
use mlir_sys::MlirOperation;
use spmd_dialect::ShardingAttribute;
use spmd_dialect::access::ShardingWriter;
use spmd_dialect::{
    ANNOTATE_OP, Mesh, RESULT_SHARDINGS_ATTR, SHARDING_ATTR, Sharding, SignatureSide,
    set_signature_attributes, signature_attributes, types::static_tensor, with_entries,
};

use super::graph::{Graph, Site};

/// Sets `operation`'s result shardings (an annotation keeps its own).
fn record_results(writer: &mut ShardingWriter, operation: OperationRef, shardings: &[Sharding]) {
    if operation.name().as_string_ref().as_str() != Ok(ANNOTATE_OP) {
        writer.set_result_shardings(operation, shardings);
    }
}

/// Writes the chosen shardings: arguments' `spmd.sharding`, ops'
/// `spmd.shardings` (replicated for what the graph rebuilds anywhere).
pub fn write_choice(function: OperationRef, graph: &Graph, choice: &[usize], mesh: &Mesh) {
    write_choice_onto(function, graph, choice, mesh, |operation| {
        Some(operation.to_raw())
    })
    .expect("every op is its own counterpart");
}

/// As [`write_choice`], onto `function`, which is the function the graph
/// was built from or a copy of it: `counterpart` gives the op of
/// `function` that stands for one of the graph's ops. Fails, having
/// written part of the choice, on an op without a counterpart.
pub fn write_choice_onto(
    function: OperationRef,
    graph: &Graph,
    choice: &[usize],
    mesh: &Mesh,
    counterpart: impl Fn(OperationRef) -> Option<MlirOperation>,
) -> Result<(), PlanError> {
    let counterpart = |operation: &OperationRef| {
        counterpart(*operation)
            .map(|raw| unsafe { OperationRef::from_raw(raw) })
            .ok_or(PlanError::Internal("an op of the plan has no counterpart"))
    };
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let mut writer = ShardingWriter::new(context);
    let replicated = Sharding::replicated(mesh);
    let existing = signature_attributes(function, SignatureSide::Argument);
    let body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked");
    let mut arguments: Vec<Attribute> = (0..body.argument_count())
        .map(|i| with_entries(context, existing.get(i).copied(), &[]))
        .collect();
    // A loop's carried values are one node each; the loop records them all.
    let mut loops: Vec<(OperationRef, Vec<Sharding>)> = Vec::new();
    for (node, &chosen) in graph.nodes.iter().zip(choice) {
        let strategy = &node.strategies[chosen];
        match &node.site {
            Site::Carried { operation, .. } => {
                let operation = counterpart(operation)?;
                match loops.last_mut() {
                    Some((head, carried)) if *head == operation => {
                        carried.push(strategy.results[0].clone())
                    }
                    _ => loops.push((operation, vec![strategy.results[0].clone()])),
                }
            }
            Site::Argument(index) => {
                arguments[*index] = with_entries(
                    context,
                    existing.get(*index).copied(),
                    &[(SHARDING_ATTR, writer.attribute(&strategy.results[0]))],
                );
            }
            Site::Operation(operation) => {
                record_results(&mut writer, counterpart(operation)?, &strategy.results);
            }
        }
    }
    for (operation, carried) in &loops {
        record_results(&mut writer, *operation, carried);
    }
    set_signature_attributes(context, function, SignatureSide::Argument, &arguments);
    let existing = signature_attributes(function, SignatureSide::Result);
    let result_count = body.terminator().map_or(0, |t| t.operand_count());
    let mut results: Vec<Attribute> = (0..result_count)
        .map(|i| with_entries(context, existing.get(i).copied(), &[]))
        .collect();
    for returned in &graph.returns {
        let produced =
            &graph.nodes[returned.node].strategies[choice[returned.node]].results[returned.result];
        results[returned.position] = with_entries(
            context,
            existing.get(returned.position).copied(),
            &[(
                SHARDING_ATTR,
                writer.attribute(&returned.sharding(produced, graph, choice)),
            )],
        );
    }
    set_signature_attributes(context, function, SignatureSide::Result, &results);
    // Values made from nothing: replicated where defined, rebuilt where used.
    for operation in spmd_dialect::ir::program_operations(body) {
        let tensor_results = operation
            .results()
            .any(|r| static_tensor(r.r#type()).is_some());
        if tensor_results && !operation.has_attribute(RESULT_SHARDINGS_ATTR) {
            let shardings = vec![replicated.clone(); operation.result_count()];
            record_results(&mut writer, operation, &shardings);
        }
    }
    Ok(())
}
