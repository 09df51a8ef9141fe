//! Gradient bucketing, as PyTorch DDP does it: consecutive gradient
//! collectives of one kind (the same op, mesh axes and reduction) become one
//! collective on a flat buffer of at most `bucket_bytes` (a single gradient
//! larger than that is a bucket of its own).
//!
//! `spmd-bucket-collectives{bucket-mb=N}`, the last pass of
//! `spmd-data-parallel` when `bucket-mb` is given, after `spmd-partition`.
//!
//! Reads: a partitioned function whose gradient-producing ops carry
//! `spmd.gradient_of` (see `batch_dims`). Writes: each bucket as flatten +
//! `tensor.concat`, one `shard.all_reduce` (or `shard.reduce_scatter` over
//! a `[devices, elements]` view, so each device's pieces stay contiguous),
//! and slices reshaped back, placed where the bucket's last collective was;
//! whatever used an earlier member's result before that place (the
//! optimizer update of its param) moves after it. A collective whose input
//! is computed from a member's result starts a new bucket. Values are
//! unchanged.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, RegionLike, Value, ValueLike,
        attribute::{DenseI64ArrayAttribute, IntegerAttribute},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::IntegerType,
    },
};
use rustc_hash::FxHashSet;
use spmd_dialect::ir::Positional;
use spmd_dialect::{
    Mesh,
    ir::{erase, operation_name, replace_uses},
    types::element_bytes,
    types::static_tensor,
};

use super::step_target::{FUNCTION, Found, MESH_AXIS, MESH_NAME, StepTarget};
use crate::{
    partition::emit::Emitter,
    pass::{Failure, Key, ModulePass, OptionError, OptionInfo, PassOptions, declare_pass, key},
    shared::step::is_gradient,
};

pub(crate) const BUCKET_MB: OptionInfo = OptionInfo {
    name: "bucket-mb",
    value: "number",
    default: "0",
    description: "fuse consecutive gradient collectives into buckets of at most this many MB (0: no bucketing)",
};
const OPTIONS: [OptionInfo; 4] = [BUCKET_MB, MESH_NAME, MESH_AXIS, FUNCTION];

declare_pass! {
    /// The `spmd-bucket-collectives` pass.
    pub fn bucket_collectives_pass(settings: Bucketing) = "spmd-bucket-collectives" as "SpmdBucketCollectives" {
        summary: "Fuse consecutive gradient collectives of one kind into buckets of at most bucket-mb MB, as DDP does (after spmd-partition)",
        options: &OPTIONS,
        create: |options| Ok(bucket_collectives_pass(Bucketing {
            bucket_bytes: bucket_bytes(options)?,
            target: StepTarget::from_options(options),
        })),
        run: ModulePass {
            settings,
            run: |module, settings| {
                if settings.bucket_bytes == 0 {
                    return Ok(());
                }
                let Found { function, mesh, .. } = settings.target.find(module)?;
                let context_ref = function.context();
                let context = unsafe { context_ref.to_ref() };
                Ok(bucket_collectives(context, function, &mesh, settings.bucket_bytes)?)
            },
        },
    }
}

/// The options of `spmd-bucket-collectives`.
#[derive(Clone, Debug, PartialEq)]
pub struct Bucketing {
    pub bucket_bytes: usize,
    pub target: StepTarget,
}

/// The `bucket-mb` option, in bytes.
pub(crate) fn bucket_bytes(options: &PassOptions) -> Result<usize, OptionError> {
    let text = options.text(&BUCKET_MB);
    let megabytes: f64 = text
        .parse()
        .ok()
        .filter(|mb: &f64| *mb >= 0.0 && mb.is_finite())
        .ok_or_else(|| OptionError::bad_value(&BUCKET_MB, "a size in MB, 0 or more", text))?;
    Ok((megabytes * 1e6) as usize)
}

/// One gradient collective: the op, its input's shape and size.
struct Collective<'c, 'a> {
    operation: OperationRef<'c, 'a>,
    /// What must match to share a bucket: op name and attributes.
    kind: String,
    input_shape: Vec<usize>,
    result_shape: Vec<usize>,
    bytes: usize,
}

/// Fuses the gradient collectives of `function` into buckets.
pub(crate) fn bucket_collectives<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    mesh: &Mesh,
    bucket_bytes: usize,
) -> Result<(), Failure<'c>> {
    let Some(block) = function
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
    else {
        return Ok(());
    };
    let collectives = gradient_collectives(block);
    let mut bucket: Vec<&Collective> = Vec::new();
    let mut size = 0;
    for collective in &collectives {
        let fits = bucket.first().is_some_and(|first| {
            first.kind == collective.kind
                && size + collective.bytes <= bucket_bytes
                && !depends_on(&bucket, collective.operation)
        });
        if !fits {
            fuse(context, block, mesh, &bucket)?;
            bucket.clear();
            size = 0;
        }
        bucket.push(collective);
        size += collective.bytes;
    }
    fuse(context, block, mesh, &bucket)
}

/// The ops after the bucket's first member, up to `until`, that use a
/// member's result, directly or not (the members excluded).
fn dependents<'c, 'a>(
    bucket: &[&Collective<'c, 'a>],
    until: OperationRef<'c, 'a>,
) -> Vec<OperationRef<'c, 'a>> {
    let members: FxHashSet<usize> = bucket
        .iter()
        .map(|m| m.operation.to_raw().ptr as usize)
        .collect();
    let mut tainted: FxHashSet<Key> = bucket
        .iter()
        .map(|m| key(m.operation.result(0).expect("a result").into()))
        .collect();
    let mut found = Vec::new();
    let Some(first) = bucket.first() else {
        return found;
    };
    let mut next = first.operation.next_in_block();
    while let Some(operation) = next {
        if operation.to_raw().ptr == until.to_raw().ptr {
            break;
        }
        let is_member = members.contains(&(operation.to_raw().ptr as usize));
        if !is_member && operation.operands().any(|v| tainted.contains(&key(v))) {
            tainted.extend(operation.results().map(|r| key(r.into())));
            found.push(operation);
        }
        next = operation.next_in_block();
    }
    found
}

/// Whether `candidate`'s input is computed from a member's result.
fn depends_on(bucket: &[&Collective], candidate: OperationRef) -> bool {
    let input = candidate.operand(0).expect("a collective has an input");
    dependents(bucket, candidate)
        .iter()
        .any(|op| op.results().any(|r| key(r.into()) == key(input)))
        || bucket
            .iter()
            .any(|m| key(m.operation.result(0).expect("a result").into()) == key(input))
}

fn gradient_collectives<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<Collective<'c, 'a>> {
    std::iter::successors(block.first_operation(), |op| op.next_in_block())
        .filter(|op| {
            matches!(
                operation_name(*op),
                "shard.all_reduce" | "shard.reduce_scatter"
            )
        })
        .filter(|op| op.operand_at(0).is_some_and(is_gradient))
        .filter(|op| {
            // Buckets scatter along dim 0 only.
            op.attribute("scatter_axis")
                .map_or(true, |a| a.to_string().starts_with("0 "))
        })
        .filter_map(|op| {
            let (input_shape, element) = static_tensor(op.operand_at(0)?.r#type())?;
            let (result_shape, _) = static_tensor(op.result_at(0)?.r#type())?;
            let kind = format!(
                "{} {} {} {} {}",
                operation_name(op),
                op.attribute("grid").ok()?,
                op.attribute("grid_axes").ok()?,
                op.attribute("reduction")
                    .map(|a| a.to_string())
                    .unwrap_or_default(),
                element
            );
            let bytes = input_shape.iter().product::<usize>() * element_bytes(element);
            Some(Collective {
                operation: op,
                kind,
                input_shape,
                result_shape,
                bytes,
            })
        })
        .collect()
}

/// Replaces a bucket of two or more collectives by one.
fn fuse<'c>(
    context: &'c Context,
    block: BlockRef<'c, '_>,
    mesh: &Mesh,
    bucket: &[&Collective<'c, '_>],
) -> Result<(), Failure<'c>> {
    let (Some(first), Some(last)) = (bucket.first(), bucket.last()) else {
        return Ok(());
    };
    if bucket.len() < 2 {
        return Ok(());
    }
    let dependents = dependents(bucket, last.operation);
    let emitter = Emitter {
        context,
        block,
        before: last.operation,
        location: last.operation.location(),
        mesh,
    };
    let element = static_tensor(first.operation.operand(0).expect("input").r#type())
        .expect("a static tensor")
        .1;
    let scatter = operation_name(first.operation) == "shard.reduce_scatter";
    // Rows: 1 for all_reduce; the devices of the scattered axes for reduce_scatter.
    let rows = if scatter {
        first.input_shape[0] / first.result_shape[0].max(1)
    } else {
        1
    };
    let pieces: Vec<Value> = bucket
        .iter()
        .map(|member| {
            let input = member.operation.operand(0).expect("input");
            let count: usize = member.input_shape.iter().product();
            reshape(
                &emitter,
                input,
                &member.input_shape,
                &[rows, count / rows],
                element,
            )
        })
        .collect();
    let columns: Vec<usize> = bucket
        .iter()
        .map(|m| m.input_shape.iter().product::<usize>() / rows)
        .collect();
    let total: usize = columns.iter().sum();
    let i64_type = IntegerType::new(context, 64).into();
    let fused = emitter.build(
        "tensor.concat",
        &pieces,
        emitter.tensor_type(&[rows, total], element),
        &[("dim", IntegerAttribute::new(i64_type, 1).into())],
    );
    let attributes: Vec<(String, Attribute)> = first
        .operation
        .attributes()
        .map(|(name, value)| (spmd_dialect::ir::identifier_text(name), value))
        .collect();
    let attributes: Vec<(&str, Attribute)> =
        attributes.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let out_rows = if scatter { 1 } else { rows };
    let reduced = emitter.build(
        operation_name(first.operation),
        &[fused],
        emitter.tensor_type(&[out_rows, total], element),
        &attributes,
    );
    let mut offset = 0;
    for (member, width) in bucket.iter().zip(&columns) {
        let slice = emitter.build(
            "tensor.extract_slice",
            &[reduced],
            emitter.tensor_type(&[out_rows, *width], element),
            &[
                (
                    "static_offsets",
                    DenseI64ArrayAttribute::new(context, &[0, offset as i64]).into(),
                ),
                (
                    "static_sizes",
                    DenseI64ArrayAttribute::new(context, &[out_rows as i64, *width as i64]).into(),
                ),
                (
                    "static_strides",
                    DenseI64ArrayAttribute::new(context, &[1, 1]).into(),
                ),
                (
                    "operandSegmentSizes",
                    emitter.attribute("array<i32: 1, 0, 0, 0>"),
                ),
            ],
        );
        offset += width;
        let value = reshape(
            &emitter,
            slice,
            &[out_rows, *width],
            &member.result_shape,
            element,
        );
        let result = member
            .operation
            .result(0)
            .expect("a collective has a result");
        replace_uses(result, value);
    }
    // What used the earlier members now waits for the bucket.
    for dependent in dependents {
        let mut dependent = unsafe { OperationRefMut::from_raw(dependent.to_raw()) };
        dependent.move_before(last.operation);
    }
    for member in bucket {
        erase(member.operation);
    }
    Ok(())
}

/// `value` of shape `from` viewed as `to` (same element count): collapsed
/// to one dim, then expanded.
fn reshape<'c, 'a>(
    emitter: &Emitter<'c, 'a, '_>,
    value: Value<'c, 'a>,
    from: &[usize],
    to: &[usize],
    element: melior::ir::Type<'c>,
) -> Value<'c, 'a> {
    if from == to {
        return value;
    }
    let count: usize = from.iter().product();
    let group = |rank: usize| {
        let dims: Vec<String> = (0..rank).map(|d| d.to_string()).collect();
        if rank == 0 {
            "[]".to_owned()
        } else {
            format!("[[{}]]", dims.join(", "))
        }
    };
    let flat = if from.len() == 1 {
        value
    } else if from.is_empty() {
        emitter.build(
            "tensor.expand_shape",
            &[value],
            emitter.tensor_type(&[1], element),
            &[
                ("reassociation", emitter.attribute("[]")),
                (
                    "static_output_shape",
                    DenseI64ArrayAttribute::new(emitter.context, &[1]).into(),
                ),
            ],
        )
    } else {
        emitter.build(
            "tensor.collapse_shape",
            &[value],
            emitter.tensor_type(&[count], element),
            &[("reassociation", emitter.attribute(&group(from.len())))],
        )
    };
    match to.len() {
        1 => flat,
        0 => emitter.build(
            "tensor.collapse_shape",
            &[flat],
            emitter.tensor_type(&[], element),
            &[("reassociation", emitter.attribute("[]"))],
        ),
        rank => emitter.build(
            "tensor.expand_shape",
            &[flat],
            emitter.tensor_type(to, element),
            &[
                ("reassociation", emitter.attribute(&group(rank))),
                (
                    "static_output_shape",
                    DenseI64ArrayAttribute::new(
                        emitter.context,
                        &to.iter().map(|&d| d as i64).collect::<Vec<_>>(),
                    )
                    .into(),
                ),
            ],
        ),
    }
}
