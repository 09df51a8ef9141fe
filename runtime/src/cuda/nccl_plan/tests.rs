//! Every rank's plan run on the host with NCCL's semantics, compared with
//! the CPU mesh's collectives; what NCCL lacks, refused.

use super::*;
use rand::{Rng, SeedableRng};
use spmd_executable::{
    shard_op::ShardOp,
    tensor::{Data, Tensor, multi_indices},
};

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
fn emulate(op: &ShardOp, grid: &DeviceGrid, inputs: &[Tensor], output: &[usize]) -> Vec<Vec<f64>> {
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
        let block = |member: usize, index: usize| &sent[member][index * count..(index + 1) * count];
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
                Move::Zero { to } => target[to * count..(to + 1) * count].fill(0.0),
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
                    // A shift runs along one axis, both ways, at the
                    // ends zeros or wrapped around.
                    let shifts = (axes.len() == 1).then(|| {
                        [(1, false), (-1, false), (1, true), (-2, true)].map(|(offset, rotate)| {
                            ShardOp::Shift {
                                axis: axes[0],
                                offset,
                                rotate,
                            }
                        })
                    });
                    for op in ops.into_iter().chain(shifts.into_iter().flatten()) {
                        compare(op, &grid, &tensor, &mut rng);
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 400, "{checked} cases");
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
    let send = ShardOp::Send {
        axes: vec![0],
        destination: vec![1],
    };
    assert_eq!(
        plan(&send, &[4], &[4], ElementType::F32, &grid, 0),
        Err(NotNccl::Op("send"))
    );
}
