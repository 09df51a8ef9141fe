//! A `shard` collective as NCCL runs it, for one rank.
//!
//! NCCL's collectives work on flat buffers over a communicator: an
//! all-gather concatenates the members' buffers in communicator-rank
//! order, a reduce-scatter hands member `i` the `i`-th block of the
//! reduction, an all-to-all sends block `j` to member `j`. The `shard`
//! ops gather, scatter and split along any tensor dim, so a dim that is
//! not the outermost (with more than one element outside it) takes block
//! copies: the send buffer packed from the input (one box per member),
//! or the output unpacked from the receive buffer. The communicator of a
//! collective over mesh axes `axes` is the group of ranks sharing the
//! coordinates outside them, ranked by their coordinates on `axes`
//! ([`DeviceGrid::group`]'s order, so that NCCL's order is the CPU
//! mesh's). `all_slice` moves no data between ranks: one box copy.
//!
//! Pure: no CUDA here. The CUDA backend makes the copies and the NCCL
//! calls (`--simulate-mesh` emulates the calls with device copies); the
//! tests run the plans of every rank with NCCL's semantics on the host
//! and compare with the CPU mesh's collectives.

use spmd_executable::{
    collectives::Reduction,
    grid::DeviceGrid,
    shard_op::ShardOp,
    tensor::{ElementType, strides},
};

/// NCCL's reduction ops (`ncclRedOp_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclReduction {
    Sum,
    Prod,
    Max,
    Min,
    Avg,
}

/// NCCL's element types (`ncclDataType_t`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NcclType {
    Int8,
    Uint8,
    Int32,
    Int64,
    Float16,
    Bfloat16,
    Float32,
    Float64,
}

impl NcclType {
    /// Bytes of one element.
    pub fn bytes(self) -> usize {
        match self {
            NcclType::Int8 | NcclType::Uint8 => 1,
            NcclType::Float16 | NcclType::Bfloat16 => 2,
            NcclType::Int32 | NcclType::Float32 => 4,
            NcclType::Int64 | NcclType::Float64 => 8,
        }
    }
}

/// A flat collective over the communicator of `axes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatOp {
    /// Every member gets the reduction of all `count`-element buffers.
    AllReduce(NcclReduction),
    /// Every member gets all members' `count` elements, in member order.
    AllGather,
    /// Member `i` gets the reduction of block `i` (`count` elements) of
    /// every member's buffer.
    ReduceScatter(NcclReduction),
    /// Member `i` gets block `i` of every member's buffer, in member order
    /// (`ncclAlltoAll` from NCCL 2.28, else grouped send / receive).
    AllToAll,
    /// Every member gets the buffer of the member at `root` (its position).
    Broadcast { root: usize },
}

/// One of the buffers a collective touches on a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Buffer {
    Input,
    Output,
    /// Scratch the send side is packed into.
    Send,
    /// Scratch NCCL receives into, unpacked to the output.
    Receive,
}

/// A box of `sizes` elements from `from` (at `from_offset`, step
/// `from_strides`) to `to` (at `to_offset`, step `to_strides`), in
/// elements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoxCopy {
    pub sizes: Vec<usize>,
    pub from: Buffer,
    pub from_offset: usize,
    pub from_strides: Vec<usize>,
    pub to: Buffer,
    pub to_offset: usize,
    pub to_strides: Vec<usize>,
}

/// The NCCL call: `count` elements per member block, sent from `send`
/// (the input or the packed scratch) and received into `receive`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlatCall {
    pub op: FlatOp,
    pub axes: Vec<usize>,
    pub count: usize,
    pub element: NcclType,
    pub send: Buffer,
    pub receive: Buffer,
}

/// One rank's part of a collective: copies into the send scratch, the NCCL
/// call (none for `all_slice`), copies out of the receive scratch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectivePlan {
    pub pack: Vec<BoxCopy>,
    pub call: Option<FlatCall>,
    pub unpack: Vec<BoxCopy>,
    /// Elements of the scratch buffers (0 where unused).
    pub send_elements: usize,
    pub receive_elements: usize,
}

/// Why a collective has no NCCL form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotNccl {
    #[error("NCCL has no {0:?} elements")]
    Element(ElementType),
    #[error("NCCL has no '{0}' reduction")]
    Reduction(&'static str),
    #[error("'shard.{0}' is not run by the CUDA backend yet")]
    Op(&'static str),
}

fn nccl_type(element: ElementType) -> Result<NcclType, NotNccl> {
    Ok(match element {
        ElementType::F32 => NcclType::Float32,
        ElementType::F16 => NcclType::Float16,
        ElementType::BF16 => NcclType::Bfloat16,
        ElementType::F64 => NcclType::Float64,
        ElementType::I64 | ElementType::Index => NcclType::Int64,
        ElementType::I32 => NcclType::Int32,
        ElementType::I8 => NcclType::Int8,
        ElementType::I1 => NcclType::Uint8,
        ElementType::I16 => return Err(NotNccl::Element(element)),
    })
}

/// NCCL's reduction of `element`s that computes `reduction` as the CPU
/// mesh does. Booleans (one byte each) wrap to 1 bit there: their sum is
/// a parity NCCL has no reduction for, their product NCCL's `min`.
fn nccl_reduction(reduction: Reduction, element: ElementType) -> Result<NcclReduction, NotNccl> {
    if element == ElementType::I1 {
        return match reduction {
            Reduction::Product | Reduction::Min => Ok(NcclReduction::Min),
            Reduction::Max => Ok(NcclReduction::Max),
            Reduction::Sum | Reduction::Average => Err(NotNccl::Reduction("sum of i1")),
            other => Err(NotNccl::Reduction(other.keyword())),
        };
    }
    Ok(match reduction {
        Reduction::Sum => NcclReduction::Sum,
        Reduction::Product => NcclReduction::Prod,
        Reduction::Max => NcclReduction::Max,
        Reduction::Min => NcclReduction::Min,
        Reduction::Average => NcclReduction::Avg,
        other => return Err(NotNccl::Reduction(other.keyword())),
    })
}

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

/// One step of a flat call done by copies (`--simulate-mesh`), on one
/// rank: blocks are `count` elements; `member` is a mesh rank whose send
/// side was staged (copied aside) before any rank received.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    /// Block `block` of `member`'s staged send into block `to` of the
    /// receive side.
    Copy {
        member: usize,
        block: usize,
        to: usize,
    },
    /// The same, combined by `op` with what block `to` holds.
    Combine {
        member: usize,
        block: usize,
        to: usize,
        op: NcclReduction,
    },
    /// Block `to` divided by `divisor` (an average, after its sum).
    Divide { to: usize, divisor: usize },
}

/// What `call` writes on rank `rank`'s receive side, as moves from its
/// group's staged sends: the flat call's meaning (see [`FlatOp`]).
pub fn simulated_moves(call: &FlatCall, grid: &DeviceGrid, rank: usize) -> Vec<Move> {
    let (members, me) = grid.group(rank, &call.axes);
    match call.op {
        FlatOp::AllGather => (members.iter().enumerate())
            .map(|(to, &member)| Move::Copy {
                member,
                block: 0,
                to,
            })
            .collect(),
        FlatOp::AllToAll => (members.iter().enumerate())
            .map(|(to, &member)| Move::Copy {
                member,
                block: me,
                to,
            })
            .collect(),
        FlatOp::Broadcast { root } => vec![Move::Copy {
            member: members[root],
            block: 0,
            to: 0,
        }],
        FlatOp::AllReduce(op) | FlatOp::ReduceScatter(op) => {
            let block = if matches!(call.op, FlatOp::ReduceScatter(_)) {
                me
            } else {
                0
            };
            let mut moves = vec![Move::Copy {
                member: members[0],
                block,
                to: 0,
            }];
            moves.extend(members[1..].iter().map(|&member| Move::Combine {
                member,
                block,
                to: 0,
                op,
            }));
            if op == NcclReduction::Avg {
                moves.push(Move::Divide {
                    to: 0,
                    divisor: members.len(),
                });
            }
            moves
        }
    }
}

/// Rank `rank`'s place among the communicators over `axes`, as
/// `ncclCommSplit` takes it: the color names its group (its coordinates on
/// the other axes, row-major), the key its position in the group
/// ([`DeviceGrid::group`]'s order).
pub fn communicator(grid: &DeviceGrid, rank: usize, axes: &[usize]) -> (usize, usize) {
    let coordinates = grid.coordinates(rank);
    let color = (0..grid.shape.len())
        .filter(|axis| !axes.contains(axis))
        .fold(0, |color, axis| {
            color * grid.shape[axis] + coordinates[axis]
        });
    (color, grid.group(rank, axes).1)
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
        other => Err(NotNccl::Op(other.name())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use spmd_executable::tensor::{Data, Tensor, multi_indices};

    /// One rank's buffers while its plan runs.
    struct Buffers {
        input: Vec<f64>,
        output: Vec<f64>,
        send: Vec<f64>,
        receive: Vec<f64>,
    }

    impl Buffers {
        fn get(&mut self, buffer: Buffer) -> &mut Vec<f64> {
            match buffer {
                Buffer::Input => &mut self.input,
                Buffer::Output => &mut self.output,
                Buffer::Send => &mut self.send,
                Buffer::Receive => &mut self.receive,
            }
        }
    }

    fn copy(buffers: &mut Buffers, copy: &BoxCopy) {
        for index in multi_indices(&copy.sizes) {
            let at = |offset: usize, strides: &[usize]| {
                offset + index.iter().zip(strides).map(|(i, s)| i * s).sum::<usize>()
            };
            let value = buffers.get(copy.from)[at(copy.from_offset, &copy.from_strides)];
            buffers.get(copy.to)[at(copy.to_offset, &copy.to_strides)] = value;
        }
    }

    fn combine(a: f64, b: f64, op: NcclReduction) -> f64 {
        match op {
            NcclReduction::Sum | NcclReduction::Avg => a + b,
            NcclReduction::Prod => a * b,
            NcclReduction::Max => a.max(b),
            NcclReduction::Min => a.min(b),
        }
    }

    /// Every rank's plan run on the host: the copies, and the flat call
    /// by [`simulated_moves`] (what `--simulate-mesh` does on a GPU).
    fn emulate(
        op: &ShardOp,
        grid: &DeviceGrid,
        inputs: &[Tensor],
        output: &[usize],
    ) -> Vec<Vec<f64>> {
        let plans: Vec<CollectivePlan> = (0..grid.size())
            .map(|rank| {
                plan(
                    op,
                    &inputs[rank].shape,
                    output,
                    ElementType::F32,
                    grid,
                    rank,
                )
                .expect("an NCCL form")
            })
            .collect();
        let mut ranks: Vec<Buffers> = inputs
            .iter()
            .zip(&plans)
            .map(|(input, plan)| Buffers {
                input: (0..input.numel()).map(|i| input.data.get_f64(i)).collect(),
                output: vec![f64::NAN; output.iter().product()],
                send: vec![f64::NAN; plan.send_elements],
                receive: vec![f64::NAN; plan.receive_elements],
            })
            .collect();
        for (buffers, plan) in ranks.iter_mut().zip(&plans) {
            plan.pack.iter().for_each(|c| copy(buffers, c));
        }
        let sent: Vec<Vec<f64>> = ranks
            .iter_mut()
            .zip(&plans)
            .map(|(buffers, plan)| {
                plan.call
                    .as_ref()
                    .map_or_else(Vec::new, |call| buffers.get(call.send).clone())
            })
            .collect();
        for (rank, (buffers, plan)) in ranks.iter_mut().zip(&plans).enumerate() {
            let Some(call) = &plan.call else { continue };
            let count = call.count;
            let block =
                |member: usize, index: usize| &sent[member][index * count..(index + 1) * count];
            let target = buffers.get(call.receive);
            for step in simulated_moves(call, grid, rank) {
                match step {
                    Move::Copy {
                        member,
                        block: b,
                        to,
                    } => {
                        target[to * count..(to + 1) * count].copy_from_slice(block(member, b));
                    }
                    Move::Combine {
                        member,
                        block: b,
                        to,
                        op,
                    } => {
                        for (acc, x) in target[to * count..].iter_mut().zip(block(member, b)) {
                            *acc = combine(*acc, *x, op);
                        }
                    }
                    Move::Divide { to, divisor } => {
                        for acc in &mut target[to * count..(to + 1) * count] {
                            *acc /= divisor as f64;
                        }
                    }
                }
            }
        }
        for (buffers, plan) in ranks.iter_mut().zip(&plans) {
            plan.unpack.iter().for_each(|c| copy(buffers, c));
        }
        ranks.into_iter().map(|b| b.output).collect()
    }

    fn random_tensor(rng: &mut impl Rng, shape: &[usize]) -> Tensor {
        let numel = shape.iter().product();
        let values = (0..numel).map(|_| rng.random_range(-8..8) as f64).collect();
        Tensor::from_f64(ElementType::F32, shape, values)
    }

    /// The CPU mesh's result of `op`, and NCCL's by the plans, on random
    /// inputs of `shape`.
    fn compare(op: ShardOp, grid: &DeviceGrid, shape: &[usize], rng: &mut impl Rng) {
        let inputs: Vec<Tensor> = (0..grid.size())
            .map(|_| random_tensor(rng, shape))
            .collect();
        let expected = op
            .run(grid, &inputs, &mut Vec::new())
            .expect("the CPU mesh runs it");
        let output = expected[0][0].shape.clone();
        let got = emulate(&op, grid, &inputs, &output);
        for (rank, (expected, got)) in expected.iter().zip(&got).enumerate() {
            let Data::Float(expected) = &expected[0].data else {
                panic!("floats")
            };
            assert_eq!(
                got, expected,
                "{op:?} on {:?}, rank {rank}, input {shape:?}",
                grid.shape
            );
        }
    }

    #[test]
    fn plans_run_with_nccls_semantics_equal_the_cpu_mesh() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let grids = [vec![4], vec![2, 2], vec![2, 4], vec![2, 2, 2]];
        let axis_sets: [&[usize]; 5] = [&[0], &[1], &[0, 1], &[1, 0], &[2]];
        let mut checked = 0;
        for shape in &grids {
            let grid = DeviceGrid::new(shape);
            for axes in axis_sets
                .iter()
                .filter(|axes| axes.iter().all(|&a| a < shape.len()))
            {
                let axes = axes.to_vec();
                let parts: usize = axes.iter().map(|&a| shape[a]).product();
                for rank in 1..=3 {
                    for dim in 0..rank {
                        let mut tensor: Vec<usize> =
                            (0..rank).map(|_| rng.random_range(1..4)).collect();
                        tensor[dim] *= parts;
                        let concat = rng.random_range(0..rank);
                        let ops = [
                            ShardOp::AllGather {
                                axes: axes.clone(),
                                axis: dim,
                            },
                            ShardOp::AllReduce {
                                axes: axes.clone(),
                                reduction: Reduction::Sum,
                            },
                            ShardOp::AllReduce {
                                axes: axes.clone(),
                                reduction: Reduction::Max,
                            },
                            ShardOp::ReduceScatter {
                                axes: axes.clone(),
                                reduction: Reduction::Sum,
                                axis: dim,
                            },
                            ShardOp::AllToAll {
                                axes: axes.clone(),
                                split: dim,
                                concat,
                            },
                            ShardOp::AllSlice {
                                axes: axes.clone(),
                                axis: dim,
                            },
                            ShardOp::Broadcast {
                                axes: axes.clone(),
                                root: axes.iter().map(|&a| shape[a] - 1).collect(),
                            },
                        ];
                        for op in ops {
                            compare(op, &grid, &tensor, &mut rng);
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 300, "{checked} cases");
    }

    #[test]
    fn communicator_colors_and_keys_are_the_groups_of_the_cpu_mesh() {
        let grid = DeviceGrid::new(&[2, 2, 2]);
        for axes in [vec![0], vec![2], vec![0, 2], vec![2, 0], vec![0, 1, 2]] {
            for rank in 0..grid.size() {
                let (members, position) = grid.group(rank, &axes);
                let (color, key) = communicator(&grid, rank, &axes);
                assert_eq!(key, position);
                let same_color: Vec<usize> = (0..grid.size())
                    .filter(|&other| communicator(&grid, other, &axes).0 == color)
                    .collect();
                let mut sorted = members.clone();
                sorted.sort_unstable();
                assert_eq!(same_color, sorted, "axes {axes:?}, rank {rank}");
            }
        }
    }

    #[test]
    fn gathers_along_the_outermost_dim_need_no_copies() {
        let grid = DeviceGrid::new(&[2, 4]);
        let gather = ShardOp::AllGather {
            axes: vec![1],
            axis: 0,
        };
        let plan = plan(&gather, &[1, 3, 8], &[1, 12, 8], ElementType::F32, &grid, 5)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(plan.pack.is_empty() && plan.unpack.is_empty(), "{plan:?}");
        let inner = ShardOp::AllGather {
            axes: vec![1],
            axis: 1,
        };
        let plan = super::plan(&inner, &[2, 3], &[2, 12], ElementType::F32, &grid, 5)
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((plan.unpack.len(), plan.receive_elements), (4, 24));
    }

    #[test]
    fn what_nccl_lacks_is_refused() {
        let grid = DeviceGrid::new(&[2]);
        let bitwise = ShardOp::AllReduce {
            axes: vec![0],
            reduction: Reduction::BitwiseOr,
        };
        assert_eq!(
            plan(&bitwise, &[4], &[4], ElementType::I32, &grid, 0),
            Err(NotNccl::Reduction("bitwise_or"))
        );
        let sum = ShardOp::AllReduce {
            axes: vec![0],
            reduction: Reduction::Sum,
        };
        assert_eq!(
            plan(&sum, &[4], &[4], ElementType::I16, &grid, 0),
            Err(NotNccl::Element(ElementType::I16))
        );
        // NCCL would add booleans as bytes (1 + 1 = 2); the CPU mesh
        // wraps them to their parity.
        assert_eq!(
            plan(&sum, &[4], &[4], ElementType::I1, &grid, 0),
            Err(NotNccl::Reduction("sum of i1"))
        );
        let all = ShardOp::AllReduce {
            axes: vec![0],
            reduction: Reduction::Product,
        };
        let call = plan(&all, &[4], &[4], ElementType::I1, &grid, 0)
            .expect("a boolean product")
            .call
            .expect("a call");
        assert_eq!(call.op, FlatOp::AllReduce(NcclReduction::Min));
        let shift = ShardOp::Shift {
            axis: 0,
            offset: 1,
            rotate: true,
        };
        assert_eq!(
            plan(&shift, &[4], &[4], ElementType::F32, &grid, 0),
            Err(NotNccl::Op("shift"))
        );
    }
}
