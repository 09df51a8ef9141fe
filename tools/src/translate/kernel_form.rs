//! A composed kernel put in the form backends run best: adjacent loops
//! every access walks as one merged, and a split reduction's combining op
//! found.

use spmd_executable::{
    Instr, Kernel,
    scalar::{IntOp, ScalarOp},
};

/// The combining op of `kernel` if its one accumulated output (besides
/// those written at every point) is `op(acc, x)` with `x` independent of
/// `acc` and `op` associative and commutative.
pub(super) fn combiner(kernel: &Kernel) -> Option<ScalarOp> {
    let [accumulated] = kernel.accumulated_outputs()[..] else {
        return None;
    };
    if !kernel.reduction.contains(&true) {
        return None;
    }
    let depends = kernel.acc_dependent();
    let Instr::Apply { op, arguments, .. } = &kernel.body[kernel.yields[accumulated]] else {
        return None;
    };
    let associative = matches!(
        op,
        ScalarOp::Float(
            spmd_executable::scalar::FloatOp::Add
                | spmd_executable::scalar::FloatOp::Mul
                | spmd_executable::scalar::FloatOp::Max
                | spmd_executable::scalar::FloatOp::Min
        ) | ScalarOp::Int(
            IntOp::Add
                | IntOp::Mul
                | IntOp::MaxS
                | IntOp::MinS
                | IntOp::And
                | IntOp::Or
                | IntOp::Xor
        )
    );
    let acc_once = matches!(arguments.as_slice(),
        [a, b] if (matches!(kernel.body[*a], Instr::Acc { .. }) && !depends[*b])
            || (matches!(kernel.body[*b], Instr::Acc { .. }) && !depends[*a]));
    (associative && acc_once).then_some(*op)
}

/// Merges adjacent loops of the same kind that every access walks as one
/// ([`Kernel::walks_as_one`]) and that no `Index` reads: an element-wise
/// kernel over contiguous tensors becomes one long loop, so a backend gets
/// long contiguous runs.
pub(super) fn collapse_loops(kernel: &mut Kernel) {
    let mut outer = 0;
    while outer + 1 < kernel.dims.len() {
        let inner = outer + 1;
        let indexed = kernel
            .body
            .iter()
            .any(|i| matches!(i, Instr::Index { dim } if *dim == outer || *dim == inner));
        if indexed || !kernel.walks_as_one(outer) {
            outer += 1;
            continue;
        }
        kernel.merge_dims(outer);
        for instr in &mut kernel.body {
            if let Instr::Index { dim } = instr
                && *dim > inner
            {
                *dim -= 1;
            }
        }
    }
}
