//! A flat call done by copies between the ranks' staged buffers, as
//! `--simulate-mesh` runs it on one GPU.

use super::{FlatCall, FlatOp, NcclReduction, shift_peers};
use spmd_executable::grid::DeviceGrid;

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
    /// Block `to` zeroed (a shift's end, where nothing arrives).
    Zero { to: usize },
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
        FlatOp::Shift { offset, rotate } => {
            match shift_peers(members.len(), me, offset, rotate).1 {
                Some(source) => vec![Move::Copy {
                    member: members[source],
                    block: 0,
                    to: 0,
                }],
                None => vec![Move::Zero { to: 0 }],
            }
        }
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
