"""Exports PyTorch modules and JAX functions as linalg-on-tensors MLIR that
spmd's tools take as is, keeping what the exporters drop: every argument
gets `spmd.name` (a parameter's qualified name, an input's name, a pytree
path) and `spmd.role` (`param`, `state` or `input`), every result a name
(`loss`, `new:<param>`, ...). With `io=DIR`, the framework's own inputs
and outputs are written beside it as `argN.npy` / `resultN.npy`.

    torch_forward(module, example_inputs, path, io=None)
    torch_train_step(module, loss_fn, example_batch, path, optimizer="sgd", lr=0.1, io=None)
    jax_function(fn, *example_args, path, io=None, roles=None)

PyTorch goes through torch-mlir's FX importer, JAX through StableHLO and
IREE's input conversion; the frameworks are imported only when used.
`forward_program` / `train_step_program` give the PyTorch function an
export writes, with its arguments, to run in PyTorch itself;
`examples.main` is the command line of the examples folders' export.py.
"""

from . import examples
from .jax_frontend import jax_function
from .torch_frontend import forward_program, torch_forward, torch_train_step, train_step_program

__all__ = ["forward_program", "jax_function", "torch_forward", "torch_train_step",
           "train_step_program"]
