"""The framework's own inputs and outputs beside an export, as
`spmd-run --inputs / --expect` read them."""

import os

import numpy as np


def save_io(folder, arguments, results):
    """Writes `argN.npy` for every argument and `resultN.npy` for every
    result into `folder` (created; `.npy` files already there removed)."""
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        if old.endswith(".npy"):
            os.remove(os.path.join(folder, old))
    for i, array in enumerate(arguments):
        np.save(os.path.join(folder, f"arg{i}.npy"), np.asarray(array))
    for i, array in enumerate(results):
        np.save(os.path.join(folder, f"result{i}.npy"), np.asarray(array))
