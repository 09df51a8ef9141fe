"""Times PyTorch itself on the export folders' PyTorch programs (examples/lm
as `lm/NAME`, examples/vision as `vision/NAME`): the very functions spmd's
frontend exported (`spmd_export.forward_program` / `train_step_program`,
built as each folder's export.py `torch_examples()` builds them), eager
and under `torch.compile`, on the inputs recorded in FOLDER/NAME.io (a
warning goes to stderr where the outputs differ from resultN.npy), with
THREADS intra-op threads (0: PyTorch's default).

    python3 bench/torch_cpu.py PREFIX=FOLDER[,...] ITERATIONS THREADS NAME...

Prints one line per program it has: `NAME EAGER_US COMPILED_US`, each the
median of 5 batches of ITERATIONS steps after a warm-up.
"""
import importlib.util
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "python"))
import spmd_export  # noqa: E402
from timing import median_us  # noqa: E402


def load_export(prefix, folder):
    spec = importlib.util.spec_from_file_location(f"{prefix}_export", os.path.join(folder, "export.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def time_step(step, arguments, iterations):
    """Microseconds per step (`timing.median_us`), without autograd."""
    with torch.no_grad():
        return median_us(lambda: step(*arguments), iterations)


def check(name, io, outputs):
    for i, value in enumerate(outputs):
        expected = np.load(os.path.join(io, f"result{i}.npy"))
        got = value.detach().numpy()
        if not np.allclose(got, expected, rtol=1e-4, atol=1e-5):
            print(f"warning: {name}: result{i} differs from {io} "
                  f"(max abs diff {np.max(np.abs(got - expected)):.3e})", file=sys.stderr)


def main():
    folders = dict(entry.split("=", 1) for entry in sys.argv[1].split(","))
    iterations, threads = int(sys.argv[2]), int(sys.argv[3])
    if threads > 0:
        torch.set_num_threads(threads)
    for prefix, folder in folders.items():
        names = [n.removeprefix(f"{prefix}/") for n in sys.argv[4:] if n.startswith(f"{prefix}/")]
        if not names:
            continue
        export = load_export(prefix, folder)
        for name, (kind, arguments, options) in export.torch_examples(set(names)).items():
            build = spmd_export.forward_program if kind == "forward" else spmd_export.train_step_program
            program = build(*arguments, **options)
            io = os.path.join(folder, f"{name}.io")
            recorded = [torch.from_numpy(np.load(os.path.join(io, f"arg{i}.npy")))
                        for i in range(len(program.arguments))]
            with torch.no_grad():
                check(f"{prefix}/{name}", io, program.function(*recorded))
            eager = time_step(program.function, recorded, iterations)
            compiled = time_step(torch.compile(program.function), recorded, iterations)
            print(f"{prefix}/{name} {eager:.1f} {compiled:.1f}", flush=True)


if __name__ == "__main__":
    main()
