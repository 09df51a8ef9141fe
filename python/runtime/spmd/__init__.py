"""spmd from Python: executables compiled by spmd's passes, run and
trained from the caller's own loop, on the CPU backend (the mesh
simulated in this process, or one rank per process under torchrun,
mpirun or SLURM) or on CUDA.

    import spmd
    path = spmd.compile("step.mlir", "spmd-data-parallel{style=fully-shard mesh=2}")
    step = spmd.load(path)                # every rank here, or this rank of a job
    outs = step(x, w)                     # global arrays in and out (NumPy, torch, JAX)
    trainer = spmd.Trainer(path, init=model.state_dict())
    for batch in loader:
        loss = trainer.step(batch)
    trainer.save("ckpt")                  # spmd-exec train's checkpoint format
    trainer = spmd.resume("ckpt", path)

Errors are `spmd.SpmdError`, with the runtime's message.
"""

from ._compile import compile
from ._native import SpmdError
from ._runtime import Step, Trainer, load, resume

__all__ = ["SpmdError", "Step", "Trainer", "compile", "load", "resume"]
