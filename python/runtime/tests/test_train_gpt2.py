"""examples/train_gpt2.py under torchrun on 2 ranks (FSDP, CPU backend)
against the same loop in PyTorch eager: the first steps' losses within
1e-5 relative; a rank killed mid-run ends the other with an error naming
it, and `--resume` continues bit for bit. Needs PyTorch, torch-mlir and
transformers (target/lm-venv)."""

import csv
import os
import subprocess
import sys
import tempfile
import unittest

import spmd

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
EXAMPLE = os.path.join(ROOT, "examples", "train_gpt2.py")
STEPS = 8


def have(*modules):
    try:
        for module in modules:
            __import__(module)
        return True
    except ImportError:
        return False


def losses(path):
    with open(path) as f:
        return [float(row["loss"]) for row in csv.DictReader(f)]


@unittest.skipUnless(have("torch", "torch_mlir", "transformers"),
                     "PyTorch, torch-mlir and transformers are not all installed")
class TrainGPT2(unittest.TestCase):
    def run_example(self, launcher, out, *options, kill=None):
        """The example's losses, run by `launcher` with `options`; with
        `kill` (SPMD_TRAIN_KILL), the failed run's error output."""
        package = os.path.dirname(os.path.dirname(os.path.abspath(spmd.__file__)))
        path = os.pathsep.join([package, os.path.join(ROOT, "python"),
                                os.environ.get("PYTHONPATH", "")])
        env = dict(os.environ, PYTHONPATH=path)
        for name in ("RANK", "WORLD_SIZE", "LOCAL_RANK", "MASTER_ADDR", "MASTER_PORT",
                     "SPMD_TRAIN_KILL"):
            env.pop(name, None)
        if kill is not None:
            env["SPMD_TRAIN_KILL"] = kill
        done = subprocess.run([sys.executable, *launcher, EXAMPLE, "--steps", str(STEPS),
                               "--every", "4", "--out", out, *options],
                              env=env, capture_output=True, text=True, timeout=900)
        if kill is not None:
            self.assertNotEqual(done.returncode, 0)
            return done.stderr
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        name = "reference_losses.csv" if "--reference" in options else "losses.csv"
        return losses(os.path.join(out, name))

    def test_torchrun_fsdp_equals_pytorch_eager_and_resumes_bitwise(self):
        torchrun = ["-m", "torch.distributed.run", "--nproc-per-node", "2"]
        with tempfile.TemporaryDirectory() as out, tempfile.TemporaryDirectory() as failed, \
                tempfile.TemporaryDirectory() as alone:
            job = self.run_example(torchrun, out)
            in_process = self.run_example([], alone, "--ranks", "2")
            eager = self.run_example([], out, "--reference")
            # Rank 1 killed before step 7; the run resumed from step 4.
            error = self.run_example(torchrun, failed, kill="1:6")
            self.assertIn("spmd.SpmdError: rank 1 ended without finishing", error)
            resumed = self.run_example(torchrun, failed, "--resume")
            self.assertEqual(resumed, job)
            tool = os.path.join(os.environ.get("SPMD_BIN", ""), "spmd-exec")
            compared = subprocess.run([tool, "checkpoint", "compare", os.path.join(out, "ckpt"),
                                       os.path.join(failed, "ckpt")], capture_output=True,
                                      text=True)
            self.assertEqual(compared.returncode, 0, compared.stdout + compared.stderr)
        self.assertEqual(len(job), STEPS)
        # One process per rank or every rank in one: the same collectives.
        self.assertEqual(job, in_process)
        for step, (ours, theirs) in enumerate(zip(job, eager), 1):
            self.assertLessEqual(abs(ours - theirs) / abs(theirs), 1e-5,
                                 f"step {step}: {ours} vs {theirs}")
        self.assertLess(job[-1], job[0])


if __name__ == "__main__":
    unittest.main()
