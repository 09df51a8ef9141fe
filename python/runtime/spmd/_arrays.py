"""Arrays between Python and the runtime: NumPy arrays, torch tensors and
JAX arrays in (on the host), the kind the caller asks for out. The native
module takes and gives elements widened to 8 bytes (float64 or int64);
bf16, which NumPy lacks, travels as float32 and is given back to torch and
JAX as their bfloat16."""

import numpy as np

from ._native import SpmdError

LIKES = ("numpy", "torch", "jax")


def to_numpy(value):
    """`value` as a NumPy array and the dtype name it had (torch and JAX
    bf16 become float32 arrays named `bfloat16`)."""
    module = type(value).__module__.split(".")[0]
    if module == "torch":
        tensor = value.detach().cpu()
        name = str(tensor.dtype).replace("torch.", "")
        if name == "bfloat16":
            tensor = tensor.float()
        return tensor.numpy(), name
    array = np.asarray(value)
    name = array.dtype.name
    if name == "bfloat16":  # JAX's (ml_dtypes) bf16
        array = array.astype(np.float32)
    return array, name


def given(value, label):
    """The native module's form of `value`: dtype name, shape, float64 or
    int64 bytes."""
    array, name = to_numpy(value)
    kind = array.dtype.kind
    if kind == "f":
        wide = np.ascontiguousarray(array, dtype=np.float64)
    elif kind in "iub":
        wide = np.ascontiguousarray(array, dtype=np.int64)
    else:
        raise SpmdError(f"{label}: a {name} array is not a tensor of numbers")
    return name, list(array.shape), wide.tobytes()


def returned(item, dtype, like):
    """An array the native module gave back, as `like` says; `dtype`: the
    step's dtype for it (bf16 given back as bf16 to torch and JAX)."""
    numpy_dtype, shape, data, is_float = item
    array = np.frombuffer(data, dtype=np.float64 if is_float else np.int64)
    array = array.reshape(shape).astype(numpy_dtype)
    if like == "numpy":
        return array
    if like == "torch":
        import torch
        tensor = torch.from_numpy(array)
        return tensor.to(torch.bfloat16) if dtype == "bfloat16" else tensor
    if like == "jax":
        import jax.numpy as jnp
        return jnp.asarray(array, dtype=jnp.bfloat16 if dtype == "bfloat16" else None)
    raise SpmdError(f"like={like!r}: expected one of {', '.join(LIKES)}")
