//! A step within one rank: kernels (native where compiled, else
//! interpreted; a row group's members one after another), GEMMs, fills,
//! copies, host scalar steps, scatters and scans.

use super::{Rank, fill, gemm, indexed, kernel, kernel::KernelPlan, native};
use crate::Error;
use crate::host::{
    copy,
    scalars::{host_scalar_step, scalar_register},
};
use spmd_executable::{Executable, Step};

/// What kind of time a step's run counts as.
pub(super) enum Kind {
    Kernel,
    Gemm,
    Other,
}

/// Runs `step` (not a `shard` or loop step: those run across ranks) on
/// `rank`.
pub(super) fn run_local_step(
    executable: &Executable,
    plans: &[KernelPlan],
    native: Option<&native::NativeKernels>,
    step: &Step,
    rank: &mut Rank,
) -> Result<Kind, Error> {
    Ok(match step {
        Step::Kernel(k) => {
            run_kernel(executable, plans, native, *k, rank)?;
            Kind::Kernel
        }
        // One after another: what a row group computes (the order a
        // backend that runs them row by row keeps within each row).
        Step::Rows { kernels, .. } => {
            for &k in kernels {
                run_kernel(executable, plans, native, k, rank)?;
            }
            Kind::Kernel
        }
        Step::Gemm(g) => {
            let team = rank.team.as_ref();
            gemm::run(executable, &executable.gemms[*g], &mut rank.arena, team);
            Kind::Gemm
        }
        Step::Fill { target, value } => {
            fill::fill(executable, *target, *value, &mut rank.arena);
            Kind::Other
        }
        Step::Copy { source, target } => {
            copy::whole(executable, *source, *target, &mut rank.arena);
            Kind::Other
        }
        Step::CopyRegion { .. } => {
            copy::region(executable, step, &rank.scalars, &mut rank.arena)?;
            Kind::Other
        }
        Step::Scalar { .. } | Step::ScalarConstant { .. } => {
            host_scalar_step(executable, step, &mut rank.scalars);
            Kind::Other
        }
        Step::Extract {
            source,
            indices,
            result,
        } => {
            let value = copy::extract(executable, *source, indices, &rank.scalars, &rank.arena)?;
            rank.scalars[scalar_register(executable, *result)] = value;
            Kind::Other
        }
        Step::Scatter { .. } | Step::Scan { .. } => {
            indexed::run(executable, step, &mut rank.arena)?;
            Kind::Other
        }
        Step::Shard { .. } | Step::LoopBegin { .. } | Step::LoopEnd { .. } => {
            unreachable!("shard and loop steps run across ranks")
        }
    })
}

/// Runs kernel `k` natively where it was compiled, else interpreted.
fn run_kernel(
    executable: &Executable,
    plans: &[KernelPlan],
    native: Option<&native::NativeKernels>,
    k: usize,
    rank: &mut Rank,
) -> Result<(), Error> {
    let ran = native.and_then(|native| {
        rank.integers.clear();
        rank.integers.extend(rank.scalars.iter().map(|s| s.i()));
        rank.floats.clear();
        rank.floats.extend(rank.scalars.iter().map(|s| s.f()));
        native.run(
            executable,
            k,
            rank.arena.bytes_mut(),
            &rank.integers,
            &rank.floats,
            rank.team.as_ref(),
        )
    });
    if ran == Some(Ok(())) {
        return Ok(());
    }
    // Interpreted; or run again after a native fault, for the
    // interpreter's error, which names the index.
    kernel::run(
        executable,
        &plans[k],
        &mut rank.arena,
        &rank.scalars,
        &mut rank.scratch,
        rank.team.as_ref(),
    )?;
    if let Some(Err(code)) = ran {
        return Err(Error::Fault(crate::kernel_c::fault_message(
            executable, code,
        )));
    }
    Ok(())
}
