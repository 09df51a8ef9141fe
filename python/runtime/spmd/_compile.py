"""`spmd.compile`: an MLIR step through `spmd-opt` and `spmd-translate`
into an executable, by the installed tools (the compiler is not part of
this package, as the runtime needs none)."""

import os
import shutil
import subprocess
import tempfile
import time

from ._native import SpmdError

LOWERING = "func.func(linalg-generalize-named-ops),spmd-lower-to-runtime{donate-updates=true}"


def _tool(name, bin_dir):
    for folder in (bin_dir, os.environ.get("SPMD_BIN")):
        if folder:
            path = os.path.join(folder, name)
            if os.access(path, os.X_OK):
                return path
    found = shutil.which(name)
    if found is None:
        raise SpmdError(f"{name} not found: put the spmd tools on PATH (cargo build puts them in "
                        f"target/debug), or give bin_dir= or $SPMD_BIN")
    return found


def _job():
    """This process's rank and its job's id, under a launcher."""
    for rank_variable, job_variables in (("RANK", ("TORCHELASTIC_RUN_ID",)),
                                         ("OMPI_COMM_WORLD_RANK", ("OMPI_MCA_ess_base_jobid",)),
                                         ("SLURM_PROCID", ("SLURM_JOB_ID",))):
        if rank_variable in os.environ:
            job = next((os.environ[v] for v in job_variables if v in os.environ), None)
            job = job or f"{os.environ.get('MASTER_ADDR')}:{os.environ.get('MASTER_PORT')}"
            return int(os.environ[rank_variable]), job
    return None, None


def compile(mlir, pipeline, out=None, *, lower=True, bin_dir=None, timeout=1800.0):
    """Compiles `mlir` (a file of linalg-on-tensors, e.g. from
    `spmd_export`) with the pass pipeline `pipeline` (what goes inside
    `builtin.module(...)`, e.g. `"spmd-data-parallel{style=fully-shard
    mesh=2}"`), followed by the lowering where `lower` (and the pipeline
    does not lower already), into the executable `out` (default: `mlir`
    with the suffix `.spmdx`); returns its path.

    In a job (torchrun, mpirun, SLURM) rank 0 compiles and the other ranks
    wait for its output, so that one script serves every rank.
    """
    mlir = os.fspath(mlir)
    out = os.fspath(out) if out is not None else os.path.splitext(mlir)[0] + ".spmdx"
    rank, job = _job()
    stamp = out + ".job"
    if rank not in (None, 0):
        return _wait_for(out, stamp, job, timeout)
    if lower and "spmd-lower-to-runtime" not in pipeline:
        pipeline = f"{pipeline},{LOWERING}" if pipeline else LOWERING
    folder = os.path.dirname(os.path.abspath(out))
    os.makedirs(folder, exist_ok=True)
    try:
        with tempfile.TemporaryDirectory(dir=folder) as scratch:
            lowered = os.path.join(scratch, "lowered.mlir")
            built = os.path.join(scratch, "step.spmdx")
            _run([_tool("spmd-opt", bin_dir), f"--pass-pipeline=builtin.module({pipeline})",
                  mlir, "-o", lowered], "spmd-opt")
            _run([_tool("spmd-translate", bin_dir), "--spmd-to-executable", lowered, "-o",
                  built], "spmd-translate")
            os.replace(built, out)
    except BaseException:
        _stamp(stamp, job, FAILED)
        raise
    _stamp(stamp, job, "")
    return out


FAILED = "failed "


def _stamp(stamp, job, outcome):
    """Tells the job's other ranks that rank 0 is done (or failed)."""
    if job is None:
        return
    with open(stamp + ".tmp", "w") as f:
        f.write(outcome + job)
    os.replace(stamp + ".tmp", stamp)


def _run(command, name):
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise SpmdError(f"{name} failed (exit {done.returncode}):\n{done.stderr.strip()}")


def _wait_for(out, stamp, job, timeout):
    """Waits until rank 0 of this job has written `out`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(stamp) as f:
                written = f.read()
            if written == job:
                return out
            if written == FAILED + job:
                raise SpmdError(f"rank 0 failed to compile {out}")
        except FileNotFoundError:
            pass
        time.sleep(0.1)
    raise SpmdError(f"rank 0 did not compile {out} within {timeout:.0f} s")
