//! Named linalg ops: the registry of their loop factors, written out from
//! each op's definition; an op that carries an `indexing_maps` attribute
//! (transposed matmul variants) is read from it instead. Named ops outside
//! the registry (convolutions, pools) are read from the indexing maps
//! their definitions give through the C API ([`structured_factors`]).

use super::unreadable::Unreadable;
use crate::ir::operation_name;
use melior::ir::{
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationRef},
};

use super::factors::{FactorKind, Factors, combiner, indexing_maps};
use crate::{ReduceOp, types::static_tensor};
use FactorKind::Reduction as R;

const NAMED: [&str; 9] = [
    "linalg.matmul",
    "linalg.batch_matmul",
    "linalg.matvec",
    "linalg.vecmat",
    "linalg.dot",
    "linalg.fill",
    "linalg.transpose",
    "linalg.broadcast",
    "linalg.reduce",
];

pub(crate) fn is_named(name: &str) -> bool {
    NAMED.contains(&name)
}

fn dims(list: &[usize]) -> Vec<Option<usize>> {
    list.iter().copied().map(Some).collect()
}

fn i64_list(operation: OperationRef, name: &str) -> Result<Vec<usize>, Unreadable> {
    let attribute = operation
        .attribute(name)
        .map_err(|_| Unreadable::Missing(name.to_owned()))?;
    let list = DenseI64ArrayAttribute::try_from(attribute)
        .map_err(|_| Unreadable::NotI64Array(name.to_owned()))?;
    Ok((0..list.len())
        .filter_map(|i| list.element(i).ok())
        .map(|v| v as usize)
        .collect())
}

fn rank_of(operation: OperationRef, operand: usize) -> Result<usize, Unreadable> {
    let value = operation
        .operand(operand)
        .map_err(|e| Unreadable::Mlir(e.to_string()))?;
    static_tensor(melior::ir::ValueLike::r#type(&value))
        .map(|(shape, _)| shape.len())
        .ok_or(Unreadable::Malformed("needs static tensors"))
}

/// The factors of a named linalg op outside the registry whose definition
/// gives indexing maps: convolutions (`conv_2d_nchw_fchw`, grouped,
/// depthwise, 1-D and 3-D) and pools. A loop the outputs index is
/// parallel, the others reduce by the payload's combiner (a convolution's
/// input channels: `Partial(sum)`; a max pool's window: `Partial(max)`),
/// and the loops of a window are never split ([`FactorKind::Whole`])
/// unless the window tiles its dim.
pub(crate) fn structured_factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    let maps = indexing_maps(operation)?;
    let outputs = &maps.dims[maps.dims.len() - operation.result_count()..];
    let reduction = R(combiner(operation));
    let kinds = (0..maps.loops)
        .map(|factor| {
            if outputs.iter().any(|map| map.contains(&Some(factor))) {
                FactorKind::Parallel
            } else {
                reduction
            }
        })
        .collect();
    Ok(Factors::with_windows(operation, maps, kinds))
}

/// The factors of a named linalg op in the registry.
pub(crate) fn factors(operation: OperationRef) -> Result<Factors, Unreadable> {
    use FactorKind::Parallel as P;
    let sum = R(Some(ReduceOp::Sum));
    let name = operation_name(operation);
    let contraction =
        |default: Vec<Vec<Option<usize>>>, kinds: Vec<FactorKind>| -> Result<Factors, Unreadable> {
            let maps = if operation.has_attribute("indexing_maps") {
                indexing_maps(operation)?.dims
            } else {
                default
            };
            Ok(Factors::from_maps(operation, maps, kinds))
        };
    match name {
        // C[m, n] += A[m, k] * B[k, n]; factors m, n, k
        "linalg.matmul" => contraction(
            vec![dims(&[0, 2]), dims(&[2, 1]), dims(&[0, 1])],
            vec![P, P, sum],
        ),
        // C[b, m, n] += A[b, m, k] * B[b, k, n]; factors b, m, n, k
        "linalg.batch_matmul" => contraction(
            vec![dims(&[0, 1, 3]), dims(&[0, 3, 2]), dims(&[0, 1, 2])],
            vec![P, P, P, sum],
        ),
        // y[m] += A[m, k] * x[k]; factors m, k
        "linalg.matvec" => contraction(vec![dims(&[0, 1]), dims(&[1]), dims(&[0])], vec![P, sum]),
        // y[n] += x[k] * A[k, n]; factors n, k
        "linalg.vecmat" => contraction(vec![dims(&[1]), dims(&[1, 0]), dims(&[0])], vec![P, sum]),
        // r += x[k] * y[k]; factor k
        "linalg.dot" => contraction(vec![dims(&[0]), dims(&[0]), Vec::new()], vec![sum]),
        // out[i...] = scalar
        "linalg.fill" => {
            let rank = rank_of(operation, 1)?;
            let identity = dims(&(0..rank).collect::<Vec<_>>());
            Ok(Factors::from_maps(
                operation,
                vec![Vec::new(), identity],
                vec![P; rank],
            ))
        }
        // out[i] = in[permutation[i]]; factors: the output dims
        "linalg.transpose" => {
            let permutation = i64_list(operation, "permutation")?;
            let mut input = vec![None; permutation.len()];
            for (out_dim, &in_dim) in permutation.iter().enumerate() {
                *input
                    .get_mut(in_dim)
                    .ok_or(Unreadable::Malformed("permutation out of range"))? = Some(out_dim);
            }
            let output = dims(&(0..permutation.len()).collect::<Vec<_>>());
            Ok(Factors::from_maps(
                operation,
                vec![input, output],
                vec![P; permutation.len()],
            ))
        }
        // out[i] = in[i without `dimensions`]; factors: the output dims
        "linalg.broadcast" => {
            let added = i64_list(operation, "dimensions")?;
            let rank = rank_of(operation, 1)?;
            let input = (0..rank).filter(|d| !added.contains(d)).map(Some).collect();
            Ok(Factors::from_maps(
                operation,
                vec![input, dims(&(0..rank).collect::<Vec<_>>())],
                vec![P; rank],
            ))
        }
        // out[i without `dimensions`] = combine(in[i]); factors: the input dims
        "linalg.reduce" => {
            let reduced = i64_list(operation, "dimensions")?;
            let rank = rank_of(operation, 0)?;
            let inputs = operation.operand_count() - operation.result_count();
            let kind = R(combiner(operation));
            let kinds = (0..rank)
                .map(|d| if reduced.contains(&d) { kind } else { P })
                .collect();
            let kept: Vec<Option<usize>> = (0..rank)
                .filter(|d| !reduced.contains(d))
                .map(Some)
                .collect();
            let mut maps = vec![dims(&(0..rank).collect::<Vec<_>>()); inputs];
            maps.extend(std::iter::repeat_n(kept, operation.result_count()));
            Ok(Factors::from_maps(operation, maps, kinds))
        }
        _ => Err(Unreadable::Malformed("not in the named-op registry")),
    }
}
