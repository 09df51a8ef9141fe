"""Times JAX's own jit (XLA:CPU, one device) of the programs spmd-bench exec
runs, on the same shapes: the fixtures' JAX functions (../shared/fixtures/
export.py) and the 4-layer Llama SGD step.

    python3 bench/xla_cpu.py FIXTURES_DIR ITERATIONS NAME...

Prints one line per program: `NAME MICROSECONDS_PER_STEP`, the median of
5 batches of ITERATIONS steps after a warm-up.
"""
import statistics
import sys
import time

import jax
import jax.numpy as jnp

sys.path.insert(0, sys.argv[1])
import export  # noqa: E402  (the fixtures' JAX functions)


def programs():
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


def main():
    iterations = int(sys.argv[2])
    table = programs()
    for name in sys.argv[3:]:
        fn, args = table[name]
        leaves, tree = jax.tree.flatten(args)
        key = jax.random.PRNGKey(0)
        args = jax.tree.unflatten(tree, [0.1 * jax.random.normal(jax.random.fold_in(key, i), l.shape, l.dtype)
                                         for i, l in enumerate(leaves)])
        step = jax.jit(fn)
        jax.block_until_ready(step(*args))
        samples = []
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(iterations):
                out = step(*args)
            jax.block_until_ready(out)
            samples.append((time.perf_counter() - start) / iterations * 1e6)
        print(f"{name} {statistics.median(samples):.1f}", flush=True)


if __name__ == "__main__":
    main()
