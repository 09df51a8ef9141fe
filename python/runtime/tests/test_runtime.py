"""The spmd package on the CPU backend: loading, calling, training,
checkpoints shared with `spmd-exec train`, jobs of processes, errors.
NumPy only, except the classes named for torch and JAX. The executables
are compiled from the PyTorch MLP Adam step in examples/lm (its recorded
PyTorch inputs and outputs beside it) by the spmd tools in $SPMD_BIN
(python/tests/run.py points it at cargo's target/debug)."""

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import textwrap
import unittest

import numpy as np

import spmd

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
STEP = os.path.join(ROOT, "examples", "lm", "mlp_adam_train.linalg.mlir")
IO = os.path.join(ROOT, "examples", "lm", "mlp_adam_train.io")
FSDP = "spmd-data-parallel{style=fully-shard mesh=2}"
DDP = "spmd-data-parallel{style=replicate mesh=4}"


def recorded(kind, index):
    return np.load(os.path.join(IO, f"{kind}{index}.npy"))


class Compiled:
    """The MLP step compiled once per test run, FSDP on 2 and DDP on 4."""
    folder = None

    @classmethod
    def path(cls, pipeline):
        if cls.folder is None:
            cls.folder = tempfile.mkdtemp(prefix="spmd-python-")
        name = "fsdp2" if pipeline == FSDP else "ddp4"
        out = os.path.join(cls.folder, name + ".spmdx")
        if not os.path.exists(out):
            spmd.compile(STEP, pipeline, out)
        return out


def initial(step):
    """The recorded params and states by name, and the recorded batch."""
    init = {a["name"]: recorded("arg", a["index"]) for a in step.arguments
            if a["role"] in ("param", "state")}
    batch = {a["name"]: recorded("arg", a["index"]) for a in step.arguments
             if a["role"] == "input"}
    return init, batch


def spmd_exec(*args):
    tool = os.path.join(os.environ.get("SPMD_BIN", ""), "spmd-exec")
    done = subprocess.run([tool if os.path.exists(tool) else "spmd-exec", *args],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise AssertionError(f"spmd-exec {' '.join(args)} failed:\n{done.stderr}")
    return done.stdout


class Load(unittest.TestCase):
    def setUp(self):
        self.step = spmd.load(Compiled.path(FSDP))

    def test_signature_names_roles_and_mesh(self):
        names = [a["name"] for a in self.step.arguments]
        self.assertEqual(names[:2], ["fc1.weight", "fc1.bias"])
        self.assertEqual(names[-2:], ["features", "labels"])
        self.assertEqual([a["role"] for a in self.step.arguments][-3:], ["state", "input", "input"])
        self.assertEqual(self.step.arguments[-1]["dtype"], "int64")
        self.assertEqual(self.step.results[0]["name"], "loss")
        self.assertEqual(self.step.mesh[0], [2])
        self.assertIsNone(self.step.rank)
        self.assertEqual(self.step.ranks_here, [0, 1])

    def test_call_equals_pytorch(self):
        args = [recorded("arg", i) for i in range(len(self.step.arguments))]
        outs = self.step(*args)
        self.assertEqual(len(outs), len(self.step.results))
        for index, out in enumerate(outs):
            expected = recorded("result", index)
            self.assertEqual(out.shape, expected.shape)
            self.assertEqual(out.dtype, expected.dtype)
            np.testing.assert_allclose(out, expected, rtol=1e-5, atol=1e-6,
                                       err_msg=self.step.results[index]["name"])

    def test_by_name_equals_by_position(self):
        args = [recorded("arg", i) for i in range(len(self.step.arguments))]
        by_position = self.step(*args)
        names = [a["name"] for a in self.step.arguments]
        by_name = self.step(*args[:5], **dict(zip(names[5:], args[5:])))
        for a, b in zip(by_position, by_name):
            np.testing.assert_array_equal(a, b)

    def test_local_pieces_make_the_global_result(self):
        args = [recorded("arg", i) for i in range(len(self.step.arguments))]
        whole = self.step(*args)
        per_rank = self.step(*args, local=True)
        self.assertEqual(len(per_rank), 2)
        # FSDP keeps each updated weight split on its rows.
        weight = [a["name"] for a in self.step.results].index("new:fc1.weight")
        pieces = [rank[weight] for rank in per_rank]
        self.assertEqual(pieces[0].shape, (16, 16))
        np.testing.assert_array_equal(np.concatenate(pieces), whole[weight])
        np.testing.assert_array_equal(per_rank[0][0], whole[0])


class Errors(unittest.TestCase):
    def setUp(self):
        self.step = spmd.load(Compiled.path(FSDP))
        self.args = [recorded("arg", i) for i in range(len(self.step.arguments))]

    def test_a_bad_shape_names_the_argument_and_both_shapes(self):
        args = list(self.args)
        args[13] = np.zeros((4, 16), np.float32)
        with self.assertRaisesRegex(spmd.SpmdError, r"argument #13 \(features\): given \[4, 16\] "
                                                    r"float32, the step takes \[8, 16\] float32"):
            self.step(*args)

    def test_floats_for_integer_labels_are_refused(self):
        args = list(self.args)
        args[14] = args[14].astype(np.float32)
        with self.assertRaisesRegex(spmd.SpmdError, r"\(labels\): given \[8\] float32, the step "
                                                    r"takes \[8\] int64"):
            self.step(*args)

    def test_names_missing_unknown_and_twice(self):
        with self.assertRaisesRegex(spmd.SpmdError, r"missing arguments: argument #14 \(labels\)"):
            self.step(*self.args[:14])
        with self.assertRaisesRegex(spmd.SpmdError, r"no argument named 'label'; closest: labels"):
            self.step(*self.args[:14], label=self.args[14])
        with self.assertRaisesRegex(spmd.SpmdError, r"\(fc1.weight\) given twice"):
            self.step(*self.args, **{"fc1.weight": self.args[0]})
        with self.assertRaisesRegex(spmd.SpmdError, "takes 15 arguments, given 16"):
            self.step(*self.args, self.args[0])

    def test_bad_files_and_options(self):
        with self.assertRaisesRegex(spmd.SpmdError, "no-such.spmdx: No such file"):
            spmd.load("no-such.spmdx")
        with tempfile.NamedTemporaryFile(suffix=".spmdx") as junk:
            junk.write(b"not an executable")
            junk.flush()
            with self.assertRaisesRegex(spmd.SpmdError, junk.name):
                spmd.load(junk.name)
        with self.assertRaisesRegex(spmd.SpmdError, 'backend "tpu": expected "cpu" or "cuda"'):
            spmd.load(Compiled.path(FSDP), backend="tpu")
        with self.assertRaisesRegex(spmd.SpmdError, r"like='tensorflow'"):
            self.step(*self.args, like="tensorflow")

    def test_a_trained_step_is_not_called_directly(self):
        init, _ = initial(self.step)
        spmd.Trainer(self.step, init=init)
        with self.assertRaisesRegex(spmd.SpmdError, "driven by a Trainer"):
            self.step(*self.args)

    def test_init_must_give_every_param(self):
        init, _ = initial(self.step)
        del init["fc2.bias"]
        with self.assertRaisesRegex(spmd.SpmdError, r"no value for argument #3 \(fc2.bias\)"):
            spmd.Trainer(self.step, init=init)
        init, _ = initial(self.step)
        init["adam.exp_avg.fc1.weigth"] = init.pop("adam.exp_avg.fc1.weight")
        with self.assertRaisesRegex(spmd.SpmdError, r"given 'adam.exp_avg.fc1.weigth'\?"):
            spmd.Trainer(Compiled.path(FSDP), init=init)

    def test_compile_errors_carry_the_compiler_message(self):
        with self.assertRaisesRegex(spmd.SpmdError, r"spmd-opt failed[\s\S]*no-such-pass"):
            spmd.compile(STEP, "no-such-pass", os.path.join(Compiled.folder, "bad.spmdx"))


class Train(unittest.TestCase):
    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="spmd-train-")
        self.addCleanup(shutil.rmtree, self.scratch)

    def trained(self, pipeline, steps, init=None):
        trainer = spmd.Trainer(Compiled.path(pipeline), init=init)
        _, batch = initial(trainer._step)
        return trainer, [trainer.step(batch) for _ in range(steps)], batch

    def test_first_step_equals_pytorch_and_states_start_at_zero(self):
        step = spmd.load(Compiled.path(FSDP))
        init, batch = initial(step)
        # The recorded Adam states are zero: left out, they start there.
        init = {k: v for k, v in init.items() if not k.startswith("adam.")}
        trainer = spmd.Trainer(step, init=init)
        loss = trainer.step(batch)
        self.assertAlmostEqual(loss, float(recorded("result", 0)), delta=1e-6)
        names = [r["name"] for r in step.results]
        params = trainer.params()
        self.assertEqual(list(params), ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"])
        for name, value in params.items():
            np.testing.assert_allclose(value, recorded("result", names.index("new:" + name)),
                                       rtol=1e-5, atol=1e-7)
        self.assertEqual(float(trainer.param("adam.step")), 1.0)
        self.assertEqual(trainer.steps_done, 1)

    def test_resume_equals_an_uninterrupted_loop_bitwise(self):
        init, _ = initial(spmd.load(Compiled.path(FSDP)))
        straight, losses, batch = self.trained(FSDP, 4, init)
        first, _, _ = self.trained(FSDP, 2, init)
        saved = first.save(self.scratch)
        self.assertTrue(saved.endswith("step-00000002"))
        resumed = spmd.resume(self.scratch, Compiled.path(FSDP))
        self.assertEqual(resumed.steps_done, 2)
        self.assertEqual([resumed.step(batch) for _ in range(2)], losses[2:])
        for name, value in straight.params(states=True).items():
            np.testing.assert_array_equal(resumed.param(name), value, err_msg=name)

    def test_checkpoints_are_shared_with_spmd_exec_train_both_ways(self):
        init, _ = initial(spmd.load(Compiled.path(FSDP)))
        straight, losses, batch = self.trained(FSDP, 3, init)
        data = os.path.join(self.scratch, "data")
        os.makedirs(data)
        for name, value in batch.items():
            index = [a["name"] for a in straight._step.arguments].index(name)
            np.save(os.path.join(data, f"arg{index}.npy"), value)
        # spmd-exec train's checkpoint after 2 steps, resumed here, on
        # another partitioning (DDP on 4).
        by_exec = os.path.join(self.scratch, "by-exec")
        spmd_exec("train", Compiled.path(FSDP), "--steps", "2", "--init", IO, "--data", data,
                  "--checkpoint", by_exec)
        resumed = spmd.resume(by_exec, Compiled.path(DDP))
        self.assertAlmostEqual(resumed.step(batch), losses[2], delta=1e-6)
        # This package's checkpoint after 2 steps, resumed by spmd-exec train.
        here, _, _ = self.trained(FSDP, 2, init)
        by_here = os.path.join(self.scratch, "by-here")
        here.save(by_here)
        spmd_exec("train", Compiled.path(FSDP), "--steps", "3", "--data", data,
                  "--checkpoint", by_here, "--resume")
        exported = os.path.join(self.scratch, "exported")
        spmd_exec("checkpoint", "export", by_here, "--out", exported)
        for signature in straight._stored:
            value = np.load(os.path.join(exported, f"arg{signature['index']}.npy"))
            np.testing.assert_array_equal(value, straight.param(signature["name"]),
                                          err_msg=signature["name"])

    def test_batches_by_position_and_seeded_starts(self):
        a = spmd.Trainer(Compiled.path(FSDP), seed=3)
        b = spmd.Trainer(Compiled.path(FSDP), seed=3)
        _, batch = initial(a._step)
        self.assertEqual([i["name"] for i in a.inputs], ["features", "labels"])
        self.assertEqual(a.step(batch), b.step([batch["features"], batch["labels"]]))
        with self.assertRaisesRegex(spmd.SpmdError, "the step takes 2 inputs, given 3"):
            a.step([batch["features"], batch["labels"], batch["labels"]])
        with self.assertRaisesRegex(spmd.SpmdError, "needs one rank per process; this one runs 2"):
            a.step(batch, local=True)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


RANK_SCRIPT = textwrap.dedent("""
    import json, os, sys
    import numpy as np
    import spmd
    path, io, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    die, local = mode == "die", mode in ("local", "whole")
    step = spmd.load(path, threads=1, rendezvous_timeout=20)
    init = {a["name"]: np.load(f"{io}/arg{a['index']}.npy") for a in step.arguments
            if a["role"] in ("param", "state")}
    batch = {a["name"]: np.load(f"{io}/arg{a['index']}.npy") for a in step.arguments
             if a["role"] == "input"}
    trainer = spmd.Trainer(step, init=init)
    if die and step.rank == 1:
        os._exit(3)
    if mode == "local":  # this rank's half of the examples
        batch = {k: np.array_split(v, 2)[step.rank] for k, v in batch.items()}
    try:
        losses = [trainer.step(batch, local=local) for _ in range(2)]
        weight = trainer.param("fc1.weight")
        print(json.dumps({"rank": step.rank, "here": step.ranks_here, "losses": losses,
                          "weight": float(np.abs(weight).sum())}))
    except spmd.SpmdError as error:
        print(json.dumps({"rank": step.rank, "error": str(error)}))
""")


class Job(unittest.TestCase):
    """Two processes with torchrun's variables, one rank each."""

    def ranks(self, mode="live"):
        port = free_port()
        processes = []
        for rank in range(2):
            package = os.path.dirname(os.path.dirname(os.path.abspath(spmd.__file__)))
            path = os.pathsep.join([package, os.environ.get("PYTHONPATH", "")])
            env = dict(os.environ, RANK=str(rank), WORLD_SIZE="2", LOCAL_RANK=str(rank),
                       LOCAL_WORLD_SIZE="2", MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port),
                       PYTHONPATH=path)
            processes.append(subprocess.Popen(
                [sys.executable, "-c", RANK_SCRIPT, Compiled.path(FSDP), IO, mode], env=env, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True))
        import json
        outcomes = []
        for process in processes:
            out, err = process.communicate(timeout=120)
            lines = [line for line in out.splitlines() if line.startswith("{")]
            outcomes.append(json.loads(lines[-1]) if lines else {"exit": process.returncode,
                                                                 "stderr": err})
        return outcomes

    def test_every_rank_gets_the_loss_and_global_params(self):
        rank0, rank1 = self.ranks()
        self.assertEqual((rank0["here"], rank1["here"]), ([0], [1]))
        self.assertEqual(rank0["losses"], rank1["losses"])
        self.assertEqual(rank0["weight"], rank1["weight"])
        # The same as every rank in one process.
        init, batch = initial(spmd.load(Compiled.path(FSDP)))
        trainer = spmd.Trainer(Compiled.path(FSDP), init=init)
        self.assertEqual([trainer.step(batch) for _ in range(2)], rank0["losses"])

    def test_each_rank_fed_its_own_examples(self):
        global_batch, = self.ranks()[:1]
        rank0, rank1 = self.ranks("local")
        self.assertEqual(rank0["losses"], rank1["losses"])
        self.assertEqual(rank0["losses"], global_batch["losses"])
        self.assertEqual(rank0["weight"], global_batch["weight"])

    def test_a_rank_given_the_whole_batch_as_its_own_is_told(self):
        rank0, _ = self.ranks("whole")
        self.assertRegex(rank0["error"], r"argument #13 \(features\): rank 0's examples are "
                                         r"\[4, 16\] of the global \[8, 16\].*given \[8, 16\]")

    def test_a_dead_rank_raises_on_the_others(self):
        rank0, rank1 = self.ranks("die")
        self.assertEqual(rank1.get("exit"), 3)
        self.assertRegex(rank0["error"], "rank 1 ended without finishing")


COMPILE_SCRIPT = textwrap.dedent("""
    import os, sys
    import spmd
    try:
        out = spmd.compile(sys.argv[1], sys.argv[2], sys.argv[3], timeout=60)
        print("compiled" if os.path.getsize(out) > 0 else "empty")
    except spmd.SpmdError as error:
        print("error:", str(error).splitlines()[0])
""")


class CompileInJob(unittest.TestCase):
    """In a job, rank 0 compiles and the others wait for its output."""

    def compile_on_two_ranks(self, pipeline):
        with tempfile.TemporaryDirectory() as folder:
            out = os.path.join(folder, "step.spmdx")
            package = os.path.dirname(os.path.dirname(os.path.abspath(spmd.__file__)))
            processes = []
            for rank in (1, 0):  # the waiting rank first
                env = dict(os.environ, RANK=str(rank), WORLD_SIZE="2",
                           TORCHELASTIC_RUN_ID=f"test-{os.getpid()}-{pipeline}",
                           PYTHONPATH=os.pathsep.join([package, os.environ.get("PYTHONPATH", "")]))
                processes.append(subprocess.Popen(
                    [sys.executable, "-c", COMPILE_SCRIPT, STEP, pipeline, out], env=env,
                    stdout=subprocess.PIPE, text=True))
            return [p.communicate(timeout=120)[0].strip() for p in processes]

    def test_the_other_ranks_wait_for_rank_0(self):
        self.assertEqual(self.compile_on_two_ranks(FSDP), ["compiled", "compiled"])

    def test_a_failed_compile_fails_every_rank(self):
        rank1, rank0 = self.compile_on_two_ranks("no-such-pass")
        self.assertEqual(rank1, "error: rank 0 failed to compile " + rank1.split()[-1])
        self.assertTrue(rank0.startswith("error: spmd-opt failed"), rank0)


def have(module):
    try:
        __import__(module)
        return True
    except ImportError:
        return False


@unittest.skipUnless(have("torch"), "PyTorch is not installed")
class TorchArrays(unittest.TestCase):
    def test_torch_tensors_in_and_out(self):
        import torch
        step = spmd.load(Compiled.path(FSDP))
        args = [torch.from_numpy(recorded("arg", i)) for i in range(len(step.arguments))]
        outs = step(*args, like="torch")
        self.assertIsInstance(outs[0], torch.Tensor)
        self.assertEqual(outs[1].dtype, torch.float32)
        torch.testing.assert_close(outs[1], torch.from_numpy(recorded("result", 1)))
        # bf16 tensors are taken (as their float32 values).
        args[13] = args[13].to(torch.bfloat16)
        step(*args)


@unittest.skipUnless(have("jax"), "JAX is not installed")
class JaxArrays(unittest.TestCase):
    def test_jax_arrays_in_and_out(self):
        import jax
        import jax.numpy as jnp
        step = spmd.load(Compiled.path(FSDP))
        args = [jnp.asarray(recorded("arg", i)) for i in range(len(step.arguments))]
        outs = step(*args, like="jax")
        self.assertIsInstance(outs[1], jax.Array)
        np.testing.assert_allclose(np.asarray(outs[1]), recorded("result", 1), rtol=1e-5,
                                   atol=1e-7)


if __name__ == "__main__":
    unittest.main()
