"""Times JAX's own jit (XLA:CPU, one device) of the programs spmd-bench exec
runs, on the same shapes: the fixtures' JAX functions (../shared/fixtures/
export.py), the 4-layer Llama SGD step, and the JAX programs of the export
folders (each folder's export.py `jax_programs()`: examples/lm's GPT as
`lm/NAME`, examples/vision's CNN as `vision/NAME`).

    python3 bench/xla_cpu.py FIXTURES_DIR PREFIX=FOLDER[,...] ITERATIONS NAME...

The fixtures run on random inputs; `PREFIX/NAME` runs on the inputs recorded
in FOLDER/NAME.io (argN.npy, in the exported argument order), and a warning
goes to stderr where its outputs differ from the recorded resultN.npy.
Programs without a JAX function (the PyTorch exports) are skipped.

Prints one line per program: `NAME MICROSECONDS_PER_STEP`, the median of
5 batches of ITERATIONS steps after a warm-up.
"""
import importlib.util
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np

from timing import median_us

sys.path.insert(0, sys.argv[1])
import export  # noqa: E402  (the fixtures' JAX functions)


def programs():
    """The fixtures' steps by name, with zero arguments of their shapes."""
    z, D = jnp.zeros, 64
    mlp = {"w1": z((64, 256)), "b1": z((256,)), "w2": z((256, 64))}

    def block():
        return {"g1": z(D), "wq": z((D, D)), "wk": z((D, D)), "wv": z((D, D)), "wo": z((D, D)),
                "g2": z(D), "w_gate": z((D, 4 * D)), "w_up": z((D, 4 * D)), "w_down": z((4 * D, D))}

    x = z((4, 16, D))
    return {
        "mlp_adam_train": (export.mlp_adam_step, (mlp, mlp, mlp, z((32, 64)), z((32, 64)))),
        "llama_block_fwd": (export.llama_block, (block(), x)),
        "llama_block_sgd_train": (export.llama_sgd_step, (block(), x, x)),
        "llama_train_L4": (export.llama_stack_sgd_step, ([block() for _ in range(4)], x, x)),
    }


def export_programs(prefix, folder):
    """The JAX programs of an export folder as `PREFIX/NAME`, with the
    arguments its export.py exported them with (whose leaves NAME.io
    records)."""
    # export.py exports through spmd's frontend (imported, not used here).
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
    spec = importlib.util.spec_from_file_location(f"{prefix}_export", os.path.join(folder, "export.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {f"{prefix}/{name}": program for name, program in module.jax_programs().items()}


def random_like(args):
    """`args` with every leaf drawn from a normal distribution (scale 0.1)."""
    leaves, tree = jax.tree.flatten(args)
    key = jax.random.PRNGKey(0)
    return jax.tree.unflatten(tree, [0.1 * jax.random.normal(jax.random.fold_in(key, i), l.shape, l.dtype)
                                     for i, l in enumerate(leaves)])


def recorded(io, args):
    """`args` with its leaves read from io/argN.npy, in flattening order
    (the order export.py saved them in)."""
    leaves, tree = jax.tree.flatten(args)
    return jax.tree.unflatten(tree, [jnp.asarray(np.load(os.path.join(io, f"arg{i}.npy")))
                                     for i in range(len(leaves))])


def check(name, io, out):
    """Warns on stderr where `out`'s leaves differ from io/resultN.npy."""
    for i, value in enumerate(jax.tree.leaves(out)):
        expected = np.load(os.path.join(io, f"result{i}.npy"))
        if not np.allclose(np.asarray(value), expected, rtol=1e-4, atol=1e-5):
            worst = np.max(np.abs(np.asarray(value) - expected))
            print(f"warning: {name}: result{i} differs from {io} (max abs diff {worst:.3e})",
                  file=sys.stderr)


def main():
    folders = dict(entry.split("=", 1) for entry in sys.argv[2].split(","))
    iterations = int(sys.argv[3])
    names = sys.argv[4:]
    table = programs()
    for prefix, folder in folders.items():
        if any(name.startswith(f"{prefix}/") for name in names):
            table.update(export_programs(prefix, folder))
    for name in names:
        if name not in table:
            continue
        fn, args = table[name]
        step = jax.jit(fn)
        prefix, _, short = name.partition("/")
        if prefix in folders:
            io = os.path.join(folders[prefix], short + ".io")
            args = recorded(io, args)
            check(name, io, step(*args))
        else:
            args = random_like(args)
        print(f"{name} {median_us(lambda: step(*args), iterations, jax.block_until_ready):.1f}", flush=True)


if __name__ == "__main__":
    main()
