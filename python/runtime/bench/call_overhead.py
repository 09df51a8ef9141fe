"""What calling a step from Python costs next to `spmd-exec` on the same
executable, measured side by side in one run (CPU backend, every rank in
one process, one thread per rank):

- a training step: `Trainer.step(batch)` against `spmd-exec train`'s
  per-step time (both write the batch's pieces, run, feed the updates
  back; Python also converts the arrays and reads the loss);
- a call: `step(*arrays)` (every argument converted and written, the
  global results assembled and converted back) against `spmd-exec
  --iterations` (the run alone, inputs written once).

    cargo build --release -p spmd-python -p spmd-runtime -p spmd-tools
    python python/runtime/bench/call_overhead.py [--steps 2000] [--bin target/release]

The package's extension is target/release's (put into the package as
python/tests/run.py does with the debug one).

Prints microseconds per step for each side, the difference and the ratio.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "python", "runtime"))
sys.path.insert(0, os.path.join(ROOT, "python", "tests"))
from run import stage_extension  # noqa: E402

stage_extension(os.path.join(ROOT, "target", "release", "lib_native.so"))
import spmd  # noqa: E402

STEPS = {
    "mlp_adam_train (FSDP on 2)": ("examples/lm/mlp_adam_train", "spmd-data-parallel{style=fully-shard mesh=2}"),
    "gpt2_sgd_train (DDP on 2)": ("examples/lm/gpt2_sgd_train", "spmd-data-parallel{style=replicate mesh=2}"),
}


def per_step_of_exec_train(tool, executable, io, data, steps):
    out = subprocess.run([tool, "train", executable, "--steps", str(steps), "--init", io,
                          "--data", data, "--threads", "1"],
                         capture_output=True, text=True, check=True).stdout
    return float(re.search(r"([0-9.]+) ms per step", out).group(1)) * 1e3


def per_run_of_exec(tool, executable, io, steps):
    out = subprocess.run([tool, executable, "--inputs", io, "--iterations", str(steps),
                          "--stats", "--threads", "1"], capture_output=True, text=True,
                         check=True).stdout
    match = re.search(r"time per step: ([0-9.]+) (us|ms)", out)
    scale = 1e3 if match.group(2) == "ms" else 1.0
    return float(match.group(1)) * scale


def timed(function, steps):
    function()  # warm
    began = time.perf_counter()
    for _ in range(steps):
        function()
    return (time.perf_counter() - began) / steps * 1e6


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=2000)
    parser.add_argument("--bin", default=os.path.join(ROOT, "target", "release"))
    args = parser.parse_args()
    tool = os.path.join(args.bin, "spmd-exec")
    print(f"{'step':32} {'what':10} {'spmd-exec us':>13} {'Python us':>10} {'more us':>8} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as scratch:
        for title, (stem, pipeline) in STEPS.items():
            mlir, io = os.path.join(ROOT, stem + ".linalg.mlir"), os.path.join(ROOT, stem + ".io")
            executable = spmd.compile(mlir, pipeline, os.path.join(scratch, "step.spmdx"),
                                      bin_dir=args.bin)
            step = spmd.load(executable, threads=1)
            arrays = [np.load(os.path.join(io, f"arg{a['index']}.npy")) for a in step.arguments]
            data = os.path.join(scratch, "data")
            os.makedirs(data, exist_ok=True)
            batch = {}
            for a, array in zip(step.arguments, arrays):
                if a["role"] == "input":
                    np.save(os.path.join(data, f"arg{a['index']}.npy"), array)
                    batch[a["name"]] = array
            ours_call = timed(lambda: step(*arrays), args.steps // 4)
            init = {a["name"]: v for a, v in zip(step.arguments, arrays) if a["role"] != "input"}
            trainer = spmd.Trainer(executable, init=init, threads=1)
            ours_train = timed(lambda: trainer.step(batch), args.steps)
            theirs_train = per_step_of_exec_train(tool, executable, io, data, args.steps)
            theirs_run = per_run_of_exec(tool, executable, io, args.steps)
            for what, theirs, ours in (("train step", theirs_train, ours_train),
                                       ("call", theirs_run, ours_call)):
                print(f"{title:32} {what:10} {theirs:13.1f} {ours:10.1f} {ours - theirs:8.1f} "
                      f"{ours / theirs:6.2f}")


if __name__ == "__main__":
    main()
