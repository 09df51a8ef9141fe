//! Global tensors to per-device pieces and back, by a sharding
//! (see `spmd_layout::layout` for where each piece lies).

use spmd_layout::{Placement, ReduceOp, Sharding, layout};

use crate::{
    Error,
    collectives::{Reduction, reduce_tensors},
    grid::DeviceGrid,
    tensor::Tensor,
};

/// Each device's piece of `global`: its extent, zero-padded to the local
/// shape. A `P(sum)` axis puts the value on its first device and zeros on
/// the others; `avg`, `max` and `min` axes keep it everywhere.
pub fn distribute(global: &Tensor, sharding: &Sharding, grid: &DeviceGrid) -> Vec<Tensor> {
    let local_shape = layout::local_shape(&global.shape, sharding, &grid.shape);
    (0..grid.size())
        .map(|rank| {
            let device = grid.coordinates(rank);
            let extents = layout::local_extents(&global.shape, sharding, &grid.shape, &device);
            let offsets: Vec<usize> = extents.iter().map(|e| e.offset).collect();
            let sizes: Vec<usize> = extents.iter().map(|e| e.valid).collect();
            let mut local = Tensor::zeros(global.element, &local_shape);
            local.insert(
                &global.slice(&offsets, &sizes),
                &vec![0; global.rank()],
                &vec![1; global.rank()],
            );
            let zeroed = sharding
                .placements
                .iter()
                .enumerate()
                .any(|(axis, placement)| {
                    *placement == Placement::Partial(ReduceOp::Sum) && device[axis] != 0
                });
            if zeroed {
                Tensor::zeros(global.element, &local_shape)
            } else {
                local
            }
        })
        .collect()
}

/// The global tensor the pieces stand for: Partial axes reduced (inner axes
/// first), then each device's valid extent placed. Fails if two devices that
/// should hold the same elements disagree.
pub fn assemble(
    locals: &[Tensor],
    sharding: &Sharding,
    grid: &DeviceGrid,
    global_shape: &[usize],
) -> Result<Tensor, Error> {
    let mut reduced = locals.to_vec();
    for (axis, op) in layout::partial_axes(sharding).into_iter().rev() {
        reduced = (0..grid.size())
            .map(|rank| {
                let (members, _) = grid.group(rank, &[axis]);
                reduce_tensors(
                    &members.iter().map(|&m| &reduced[m]).collect::<Vec<_>>(),
                    Reduction::from(op),
                )
            })
            .collect();
    }
    let element = locals[0].element;
    let mut global = Tensor::zeros(element, global_shape);
    let mut written: Vec<Option<usize>> = vec![None; global.numel()];
    let strides = global.strides();
    for (rank, local) in reduced.iter().enumerate() {
        let extents =
            layout::local_extents(global_shape, sharding, &grid.shape, &grid.coordinates(rank));
        let sizes: Vec<usize> = extents.iter().map(|e| e.valid).collect();
        let piece = local.slice(&vec![0; sizes.len()], &sizes);
        for (position, index) in crate::tensor::multi_indices(&sizes).enumerate() {
            let target: usize = index
                .iter()
                .zip(&extents)
                .zip(&strides)
                .map(|((i, e), s)| (e.offset + i) * s)
                .sum();
            let value = piece.data.get_f64(position);
            match written[target] {
                Some(first) if global.data.get_f64(target).to_bits() != value.to_bits() => {
                    return Err(Error::Disagree {
                        first,
                        second: rank,
                        first_value: global.data.get_f64(target),
                        second_value: value,
                    });
                }
                Some(_) => {}
                None => {
                    global.data.set_f64(target, value);
                    written[target] = Some(rank);
                }
            }
        }
    }
    Ok(global)
}
