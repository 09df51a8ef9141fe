"""Steps and trainers: an executable loaded on this process's ranks,
called on global arrays or trained from the caller's own loop."""

import os

from . import _arrays, _names
from ._native import Loaded, SpmdError


class Step:
    """An executable loaded on this process's ranks (`spmd.load`).

    Outside a job every rank of the mesh runs here; under torchrun,
    mpirun or SLURM (their RANK / WORLD_SIZE variables, MASTER_ADDR and
    MASTER_PORT) this process runs its own rank, as `spmd-exec` does, and
    every rank must make the same calls. `step(*arrays, **by_name)` runs
    it on global arrays (each rank taking its piece) and gives back the
    global results, on every rank, as NumPy arrays or `like="torch"` /
    `like="jax"`; `local=True` gives this process's pieces instead.
    """

    def __init__(self, path, *, backend="cpu", threads=None, cpu_kernels="native",
                 rendezvous_timeout=60.0, simulate_mesh=False):
        self.path = os.fspath(path)
        self._loaded = Loaded(self.path, backend=backend, threads=threads,
                              cpu_kernels=cpu_kernels, rendezvous_timeout=rendezvous_timeout,
                              simulate_mesh=simulate_mesh)
        self.arguments = self._loaded.arguments()
        self.results = self._loaded.results()

    @property
    def mesh(self):
        """The mesh: `(shape, axis names)`."""
        return self._loaded.mesh

    @property
    def rank(self):
        """This process's rank in its job; `None` outside one."""
        return self._loaded.rank

    @property
    def ranks_here(self):
        """The mesh ranks this process runs."""
        return self._loaded.ranks_here

    def __repr__(self):
        shape = "x".join(map(str, self.mesh[0]))
        return (f"<spmd.Step {self.path!r} on a {shape} mesh: {len(self.arguments)} arguments, "
                f"{len(self.results)} results>")

    def __call__(self, *args, like="numpy", local=False, **by_name):
        values = _names.ordered(self.arguments, args, by_name, "argument")
        self._loaded.run([_arrays.given(v, _names.label(s))
                          for s, v in zip(self.arguments, values)])
        if local:
            pieces = self._loaded.read_local_results()
            per_rank = [tuple(_arrays.returned(p, s["dtype"], like)
                              for p, s in zip(rank, self.results)) for rank in pieces]
            return per_rank[0] if self.rank is not None else per_rank
        outs = tuple(_arrays.returned(r, s["dtype"], like)
                     for r, s in zip(self._loaded.read_results(), self.results))
        return outs[0] if len(outs) == 1 else outs


def load(path, backend="cpu", **options):
    """Loads an executable (`spmd-translate --spmd-to-executable`, or
    `spmd.compile`) on this process's ranks: see `Step`."""
    return Step(path, backend=backend, **options)


class Trainer:
    """A training step's loop, its params and optimizer states resident on
    the ranks from step to step.

        trainer = spmd.Trainer("step.spmdx", init={"fc.weight": w, ...})
        for batch in loader:
            loss = trainer.step(batch)

    `init`: a mapping from every param's name (and state's: those left
    out start at zero, as an optimizer's moments do) to its initial global
    value, such as a torch `state_dict()` (names the step does not take
    are ignored); a folder of `argN.npy`; or `None` for seeded values
    (`seed`). A batch is a mapping
    by input name, a sequence in the inputs' order, or one array for a
    step with one input; it is global, every rank given the same one
    (each takes its piece). `save(dir)` writes the checkpoint format of
    `spmd-exec train`, which `spmd.resume(dir, ...)` and `spmd-exec train
    --resume` read back.
    """

    def __init__(self, executable, *, init=None, seed=0, _resume=None, **options):
        self._step = executable if isinstance(executable, Step) else Step(executable, **options)
        loaded = self._step._loaded
        if _resume is not None:
            loaded.train_resume(os.fspath(_resume))
        elif init is None:
            loaded.train_seeded(seed)
        elif isinstance(init, (str, os.PathLike)):
            loaded.train_from_files(os.fspath(init))
        else:
            loaded.train_from_values(self._initial_values(init))
        stored, inputs = loaded.train_arguments()
        arguments = self._step.arguments
        self._stored = [arguments[i] for i in stored]
        self._inputs = [arguments[i] for i in inputs]

    def _initial_values(self, init):
        """(index, array) for every param and state from `init` by name;
        states it leaves out start at zero, as torch.optim starts an
        optimizer's moments and step count; other names (a
        `state_dict()`'s buffers the step does not take) are ignored."""
        import difflib

        import numpy as np

        stored = [a for a in self._step.arguments if a["role"] in ("param", "state")]
        if not all(s["name"] for s in stored):
            raise SpmdError("the step's params and states have no names (export it with "
                            "spmd_export), so init cannot be given by name: give a folder of argN.npy")
        given = dict(init)
        values, missing = [], []
        for signature in stored:
            name = signature["name"]
            label = _names.label(signature)
            if name in given:
                values.append((signature["index"], _arrays.given(given[name], label)))
                continue
            near = difflib.get_close_matches(name, [k for k in given if k not in
                                                    {s["name"] for s in stored}], n=1, cutoff=0.9)
            if signature["role"] == "param" or near:
                missing.append(label + (f" (given {near[0]!r}?)" if near else ""))
                continue
            dtype = "float32" if signature["dtype"] == "bfloat16" else signature["dtype"]
            values.append((signature["index"],
                           _arrays.given(np.zeros(signature["shape"], dtype=dtype), label)))
        if missing:
            raise SpmdError(f"init gives no value for {', '.join(missing)}")
        return values

    @property
    def steps_done(self):
        """Steps done since training began (a resumed loop counts the
        checkpoint's)."""
        return self._loaded.steps_done

    @property
    def _loaded(self):
        return self._step._loaded

    @property
    def inputs(self):
        """The inputs a batch gives, in order."""
        return list(self._inputs)

    def step(self, batch, local=False):
        """One step on `batch`; returns the loss (a float) where the step
        returns a replicated one, else `None`. With `local=True` (one rank
        per process) the batch is this rank's examples, each input the box
        of the global batch the rank holds (what a `DistributedSampler`
        gives it, in blocks: rank r of n the r-th n-th of the batch)."""
        if isinstance(batch, dict) or hasattr(batch, "keys"):
            values = _names.ordered(self._inputs, (), dict(batch), "input")
        elif isinstance(batch, (list, tuple)):
            values = _names.ordered(self._inputs, tuple(batch), {}, "input")
        else:
            values = _names.ordered(self._inputs, (batch,), {}, "input")
        return self._loaded.train_step([_arrays.given(v, _names.label(s))
                                        for s, v in zip(self._inputs, values)], local)

    def save(self, dir, keep=2):
        """Writes a checkpoint of the steps done into `dir` (a `step-N`
        folder, committed atomically), keeping the newest `keep`; returns
        its path. Every rank of a job must call it."""
        return self._loaded.train_save(os.fspath(dir), keep)

    def params(self, like="numpy", states=False):
        """The params (with `states=True`, the optimizer states too) by
        name, as global arrays on every rank."""
        chosen = [s for s in self._stored if s["role"] == "param" or states]
        values = self._loaded.read_arguments([s["index"] for s in chosen])
        return {(s["name"] or f"arg{s['index']}"): _arrays.returned(v, s["dtype"], like)
                for s, v in zip(chosen, values)}

    def param(self, name, like="numpy"):
        """One param or state by name, a global array on every rank."""
        signature = _names.find(self._stored, name, "param or state")
        value, = self._loaded.read_arguments([signature["index"]])
        return _arrays.returned(value, signature["dtype"], like)


def resume(checkpoint, executable, **options):
    """A `Trainer` of `executable` continuing from `checkpoint` (a
    `step-N` folder, or a folder of them whose newest is taken), also one
    that `spmd-exec train` or another partitioning of the same step
    wrote."""
    return Trainer(executable, _resume=checkpoint, **options)
