//! The library calls an executable needs on the CUDA backend, planned for
//! every GEMM ([`cublas_plan`]) and every collective of every rank
//! ([`nccl_plan`]) when it is loaded, so that a program the backend cannot
//! run is refused before anything starts, naming the step.
//!
//! Reads: the executable. Writes nothing.

use crate::Error;
use std::collections::{BTreeMap, BTreeSet};

use super::{
    cublas_plan::{self, StridedBatchedCall},
    nccl_plan::{self, CollectivePlan},
};
use spmd_executable::{Executable, Step, grid::DeviceGrid};

/// An executable's cuBLAS and NCCL calls.
#[derive(Debug)]
pub struct LibraryCalls {
    /// Per GEMM of the executable, its cuBLAS calls.
    pub gemms: Vec<Vec<StridedBatchedCall>>,
    /// Per collective step (by step index), every rank's plan.
    pub collectives: BTreeMap<usize, Vec<CollectivePlan>>,
    /// The mesh axis sets that need a communicator.
    pub communicators: BTreeSet<Vec<usize>>,
}

impl LibraryCalls {
    /// The cuBLAS calls a step makes: one per GEMM planned as one strided
    /// call or several (those run as one pointer-batched call).
    pub fn cublas_calls(&self) -> usize {
        self.gemms.iter().filter(|calls| !calls.is_empty()).count()
    }
}

/// Plans every GEMM and collective of `executable`; `Err` names the first
/// one the CUDA backend cannot run.
pub fn plan(executable: &Executable) -> Result<LibraryCalls, Error> {
    let gemms = executable
        .gemms
        .iter()
        .map(|gemm| {
            cublas_plan::plan(gemm).map_err(|e| Error::Device(format!("GEMM '{}': {e}", gemm.name)))
        })
        .collect::<Result<_, _>>()?;
    let grid = DeviceGrid::new(&executable.mesh.shape);
    let mut collectives = BTreeMap::new();
    let mut communicators = BTreeSet::new();
    for (index, step) in executable.steps.iter().enumerate() {
        let Step::Shard {
            op,
            input: Some(input),
            outputs,
        } = step
        else {
            continue;
        };
        if !op.is_collective() {
            continue;
        }
        let Some(&output) = outputs.first() else {
            continue;
        };
        let (input, output) = (executable.tensor(*input), executable.tensor(output));
        let plans = (0..grid.size())
            .map(|rank| {
                nccl_plan::plan(op, &input.shape, &output.shape, input.element, &grid, rank)
            })
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Error::Device(format!("step {index} ('shard.{}'): {e}", op.name())))?;
        if let Some(call) = plans.first().and_then(|p| p.call.as_ref()) {
            communicators.insert(call.axes.clone());
        }
        collectives.insert(index, plans);
    }
    Ok(LibraryCalls {
        gemms,
        collectives,
        communicators,
    })
}
