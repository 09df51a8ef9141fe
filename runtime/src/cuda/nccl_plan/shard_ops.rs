//! Each `shard` op as one rank's NCCL plan: the flat call, and the box
//! copies that pack its send side or unpack its receive side when the op
//! splits or gathers along a dim that is not the outermost.

use super::{
    BoxCopy, Buffer, CollectivePlan, FlatCall, FlatOp, NotNccl, nccl_reduction, nccl_type,
};
use spmd_executable::{
    grid::DeviceGrid,
    shard_op::ShardOp,
    tensor::{ElementType, strides},
};

/// Whether the blocks of `shape` split along `dim` are contiguous and in
/// order (nothing outside `dim` but size-1 dims).
fn outermost(shape: &[usize], dim: usize) -> bool {
    shape[..dim].iter().product::<usize>() == 1
}

/// Routes the call's `side` (the send or the receive scratch) through
/// scratch: `parts` boxes of `block` elements between the scratch's
/// contiguous slots and their places along `dim` of the tensor of `shape`
/// (packed from the input before the call, or unpacked into the output
/// after it).
fn stage(
    plan: &mut CollectivePlan,
    side: Buffer,
    block: &[usize],
    shape: &[usize],
    dim: usize,
    parts: usize,
) {
    let (block_strides, shape_strides) = (strides(block), strides(shape));
    let numel: usize = block.iter().product();
    let packing = side == Buffer::Send;
    let tensor = if packing {
        Buffer::Input
    } else {
        Buffer::Output
    };
    let boxes = (0..parts).map(|part| {
        let scratch_side = (side, part * numel, block_strides.clone());
        let tensor_side = (
            tensor,
            part * block[dim] * shape_strides[dim],
            shape_strides.clone(),
        );
        let ((from, from_offset, from_strides), (to, to_offset, to_strides)) = if packing {
            (tensor_side, scratch_side)
        } else {
            (scratch_side, tensor_side)
        };
        BoxCopy {
            sizes: block.to_vec(),
            from,
            from_offset,
            from_strides,
            to,
            to_offset,
            to_strides,
        }
    });
    let call = plan.call.as_mut().expect("a staged plan has a call");
    if packing {
        plan.pack = boxes.collect();
        plan.send_elements = parts * numel;
        call.send = side;
    } else {
        plan.unpack = boxes.collect();
        plan.receive_elements = parts * numel;
        call.receive = side;
    }
}
/// Rank `rank`'s plan for `op` reading a local tensor of `input` shape and
/// writing one of `output` shape, of `element`s, on `grid`.
pub fn plan(
    op: &ShardOp,
    input: &[usize],
    output: &[usize],
    element: ElementType,
    grid: &DeviceGrid,
    rank: usize,
) -> Result<CollectivePlan, NotNccl> {
    let numel = |shape: &[usize]| shape.iter().product::<usize>();
    let direct = |op: FlatOp, axes: &[usize], count: usize| -> Result<CollectivePlan, NotNccl> {
        Ok(CollectivePlan {
            pack: Vec::new(),
            call: Some(FlatCall {
                op,
                axes: axes.to_vec(),
                count,
                element: nccl_type(element)?,
                send: Buffer::Input,
                receive: Buffer::Output,
            }),
            unpack: Vec::new(),
            send_elements: 0,
            receive_elements: 0,
        })
    };
    match op {
        ShardOp::AllReduce { axes, reduction } => direct(
            FlatOp::AllReduce(nccl_reduction(*reduction, element)?),
            axes,
            numel(input),
        ),
        ShardOp::Broadcast { axes, root } => {
            let sizes: Vec<usize> = axes.iter().map(|&a| grid.shape[a]).collect();
            let root = root.iter().zip(&sizes).fold(0, |p, (&c, &s)| p * s + c);
            direct(FlatOp::Broadcast { root }, axes, numel(input))
        }
        ShardOp::AllGather { axes, axis } => {
            let mut plan = direct(FlatOp::AllGather, axes, numel(input))?;
            if !outermost(input, *axis) {
                stage(
                    &mut plan,
                    Buffer::Receive,
                    input,
                    output,
                    *axis,
                    grid.group_size(axes),
                );
            }
            Ok(plan)
        }
        ShardOp::ReduceScatter {
            axes,
            reduction,
            axis,
        } => {
            let op = FlatOp::ReduceScatter(nccl_reduction(*reduction, element)?);
            let mut plan = direct(op, axes, numel(output))?;
            if !outermost(input, *axis) {
                stage(
                    &mut plan,
                    Buffer::Send,
                    output,
                    input,
                    *axis,
                    grid.group_size(axes),
                );
            }
            Ok(plan)
        }
        ShardOp::AllToAll {
            axes,
            split,
            concat,
        } => {
            let parts = grid.group_size(axes);
            let mut block = input.to_vec();
            block[*split] /= parts;
            let mut plan = direct(FlatOp::AllToAll, axes, numel(&block))?;
            if !outermost(input, *split) {
                stage(&mut plan, Buffer::Send, &block, input, *split, parts);
            }
            if !outermost(output, *concat) {
                stage(&mut plan, Buffer::Receive, &block, output, *concat, parts);
            }
            Ok(plan)
        }
        ShardOp::AllSlice { axes, axis } => {
            let position = grid.group(rank, axes).1;
            let (input_strides, output_strides) = (strides(input), strides(output));
            Ok(CollectivePlan {
                pack: vec![BoxCopy {
                    sizes: output.to_vec(),
                    from: Buffer::Input,
                    from_offset: position * output[*axis] * input_strides[*axis],
                    from_strides: input_strides,
                    to: Buffer::Output,
                    to_offset: 0,
                    to_strides: output_strides,
                }],
                call: None,
                unpack: Vec::new(),
                send_elements: 0,
                receive_elements: 0,
            })
        }
        ShardOp::Shift {
            axis,
            offset,
            rotate,
        } => direct(
            FlatOp::Shift {
                offset: *offset,
                rotate: *rotate,
            },
            &[*axis],
            numel(input),
        ),
        other => Err(NotNccl::Op(other.name())),
    }
}
