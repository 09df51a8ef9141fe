"""PyTorch modules through torch-mlir's FX importer, with the module's
parameters as function arguments (`torch.func.functional_call`) named by
their qualified names."""

import contextlib
import inspect
import os
import sys

from .io import save_io
from .optim import OPTIMIZERS
from .signature import annotate, check_unique, dotted


class TorchProgram:
    """What an export writes: `function` of `arguments` (tensors, params
    first), each argument's `(name, role)`, and the names of the tensors
    `function` returns (a tuple). Benchmarks time `function` in PyTorch
    itself (eager or `torch.compile`)."""

    def __init__(self, function, arguments, signature, output_names):
        self.function = function
        self.arguments = arguments
        self.signature = signature
        self.output_names = output_names


def forward_program(module, example_inputs, kwargs=None):
    """The program `torch_forward` exports (see there)."""
    import torch

    kwargs = dict(kwargs or {})
    names, params = _parameters(module)
    input_names, inputs, call = _inputs(module.forward, example_inputs, skip=0)
    hidden = [module]  # not an attribute: torch.export must not see it as the wrapper's

    def forward_leaves(*args):
        model = _functional(hidden[0], names, args[:len(names)], kwargs)
        return _flatten(call(model, (), args[len(names):]))

    with torch.no_grad():
        output_names, _ = forward_leaves(*params, *inputs)
    signature = [(n, "param") for n in names] + [(n, "input") for n in input_names]
    return TorchProgram(lambda *args: tuple(forward_leaves(*args)[1]), params + inputs,
                        signature, output_names)


def torch_forward(module, example_inputs, path, io=None, kwargs=None):
    """Writes `module`'s forward on `example_inputs` (a tuple of tensors,
    passed by position, or a dict, passed by name) as linalg-on-tensors to
    `path`: the parameters first (`spmd.role = "param"`, named by
    `named_parameters()`), then the inputs (`"input"`, named by the
    forward's parameter names or the dict's keys). Results are the
    output's tensors, named by their path in it (`logits`, `output.0`,
    or `output` for a lone tensor). `kwargs`: constant keyword arguments
    (`use_cache=False`). Buffers become constants."""
    import torch

    program = forward_program(module, example_inputs, kwargs)

    class Forward(torch.nn.Module):
        def forward(self, *args):
            return program.function(*args)

    _export(Forward(), program.arguments, program.signature, program.output_names, path)
    if io is not None:
        with torch.no_grad():
            outputs = program.function(*program.arguments)
        save_io(io, _numpy(program.arguments), _numpy(outputs))


def train_step_program(module, loss_fn, example_batch, optimizer="sgd", lr=0.1,
                       **hyperparameters):
    """The program `torch_train_step` exports (see there)."""
    from torch.func import grad_and_value

    update = OPTIMIZERS.get(optimizer)
    if update is None:
        raise ValueError(f"unknown optimizer {optimizer!r}; expected one of {', '.join(OPTIMIZERS)}")
    names, params = _parameters(module)
    state_names, states = update.initial(names, params)
    input_names, batch, call = _inputs(loss_fn, example_batch, skip=1)
    buffer_names, buffers = _mutated_buffers(module, names, params, loss_fn, call, batch)
    hidden = [module]
    counts = (len(names), len(states), len(buffers))
    # lr="input": the learning rate is the step's last input, a 0-d
    # float32 tensor named "lr", given per step (a schedule); 1e-3 in the
    # example arguments.
    lr_input = isinstance(lr, str)
    if lr_input and lr != "input":
        raise ValueError(f"lr={lr!r}: expected a number, or \"input\" to make it an input")
    extra = [torch_scalar(1e-3)] if lr_input else []

    def step(*args):
        params = args[:counts[0]]
        states = args[counts[0]:counts[0] + counts[1]]
        buffers = args[counts[0] + counts[1]:sum(counts)]
        batch = args[sum(counts):len(args) - len(extra)]
        rate = args[-1] if lr_input else lr

        def loss(params):
            # The forward updates its buffers in place: on copies, returned.
            updated = [b.clone() for b in buffers]
            model = _functional(hidden[0], names + buffer_names, [*params, *updated], {})
            return call(loss_fn, (model,), batch), tuple(updated)

        grads, (value, updated) = grad_and_value(loss, has_aux=True)(tuple(params))
        new_params, new_states = update.apply(params, grads, states, lr=rate, **hyperparameters)
        return (value, *new_params, *new_states, *updated)

    signature = ([(n, "param") for n in names]
                 + [(n, "state") for n in state_names + buffer_names]
                 + [(n, "input") for n in input_names + ["lr"] * len(extra)])
    output_names = ["loss"] + [f"new:{n}" for n in names + state_names + buffer_names]
    return TorchProgram(step, params + states + buffers + batch + extra, signature, output_names)


def torch_scalar(value):
    """A 0-d float32 tensor."""
    import torch

    return torch.tensor(value, dtype=torch.float32)


def torch_train_step(module, loss_fn, example_batch, path, optimizer="sgd", lr=0.1, io=None,
                     **hyperparameters):
    """Writes one training step of `module` as linalg-on-tensors to
    `path`: the loss `loss_fn(model, *batch)` (or `**batch` for a dict),
    where `model` calls `module` with the step's parameters; its
    gradients by `torch.func.grad_and_value`; and the optimizer's update
    (`"sgd"`: `p - lr * g`; `"adam"`: `torch.optim.Adam`'s, with
    `betas`, `eps`). Arguments: the parameters (`param`), the optimizer's
    states (`state`: `adam.exp_avg.<param>`, `adam.exp_avg_sq.<param>`,
    `adam.step`, all zero in the example), the buffers the forward writes
    (`state`, by their qualified names: batch norm's `running_mean`,
    `running_var`, `num_batches_tracked` in training mode), the batch
    (`input`). Results: `loss`, then `new:<argument>` for every parameter
    and state. `lr="input"` makes the learning rate the step's last input
    (`lr`, a 0-d float32 tensor) instead of a constant, for a schedule."""
    program = train_step_program(module, loss_fn, example_batch, optimizer, lr,
                                 **hyperparameters)
    _export(_Traced(program.function, program.arguments), program.arguments,
            program.signature, program.output_names, path)
    if io is not None:
        outputs = program.function(*program.arguments)
        save_io(io, _numpy(program.arguments), _numpy(outputs))


def _parameters(module):
    """Qualified names and detached copies of the module's parameters
    (tied ones once, as `named_parameters()` gives them)."""
    named = list(module.named_parameters())
    return [n for n, _ in named], [p.detach().clone() for _, p in named]


def _mutated_buffers(module, names, params, loss_fn, call, batch):
    """The qualified names and detached copies of the buffers one loss of
    the example batch writes in place (batch norm's running statistics and
    its count of batches, in training mode): states of the step. Buffers
    it only reads (rotary frequencies) stay constants."""
    import torch

    named = list(module.named_buffers())
    copies = [b.detach().clone() for _, b in named]
    versions = [b._version for b in copies]
    with torch.no_grad():
        model = _functional(module, names + [n for n, _ in named], [*params, *copies], {})
        call(loss_fn, (model,), batch)
    # An in-place kernel may write without counting a version (batch norm's
    # running statistics): a changed value counts too.
    written = [i for i, (b, (_, original)) in enumerate(zip(copies, named))
               if b._version != versions[i] or not torch.equal(b, original)]
    return [named[i][0] for i in written], [named[i][1].detach().clone() for i in written]


def _functional(module, names, params, kwargs):
    """`module` as a function of the given parameters."""
    from torch.func import functional_call

    table = dict(zip(names, params))

    def model(*args, **more):
        return functional_call(module, table, args, kwargs={**kwargs, **more})
    return model


def _inputs(fn, example, skip):
    """The example's tensors, their names, and how to call a function on
    them after some leading arguments (`call(callee, lead, values)`): by
    position for a tuple, named by `fn`'s parameters after the first
    `skip`; by name for a dict."""
    if isinstance(example, dict):
        keys = list(example)
        return keys, list(example.values()), \
            lambda callee, lead, values: callee(*lead, **dict(zip(keys, values)))
    example = list(example) if isinstance(example, (tuple, list)) else [example]
    positional = [p.name for p in inspect.signature(fn).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)][skip:]
    names = [positional[i] if i < len(positional) else f"input{i}" for i in range(len(example))]
    check_unique(names, "inputs")
    return names, example, lambda callee, lead, values: callee(*lead, *values)


def _flatten(output):
    """The output's tensors and their names, by path (`None` and
    non-tensor leaves dropped)."""
    import torch
    from torch.utils import _pytree

    if isinstance(output, torch.Tensor):
        return ["output"], [output]
    leaves, _ = _pytree.tree_flatten_with_path(output)
    named = [(dotted("" if _is_mapping(output) else "output", path), leaf)
             for path, leaf in leaves if isinstance(leaf, torch.Tensor)]
    return [n for n, _ in named], [t for _, t in named]


def _is_mapping(output):
    return hasattr(output, "keys") and hasattr(output, "values")


class _Traced:
    """A step traced into one graph of aten ops by `make_fx` (torch.export
    cannot trace torch.func's gradients), as a module torch-mlir imports."""

    def __new__(cls, step, example):
        import torch
        from torch.fx.experimental.proxy_tensor import make_fx

        with _hf_tracing():
            graph_module = make_fx(step)(*example)
        # Constants the trace captured (rotary `inv_freq`) as buffers,
        # which torch-mlir's importer maps to constants.
        for node in graph_module.graph.nodes:
            if node.op == "get_attr":
                value = getattr(graph_module, node.target)
                delattr(graph_module, node.target)
                graph_module.register_buffer(node.target, value)

        class Step(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.graph_module = graph_module

            def forward(self, *args):
                return tuple(self.graph_module(*args))
        return Step()


@contextlib.contextmanager
def _hf_tracing():
    """Hugging Face skips data-dependent mask checks when it sees a
    tracer; `make_fx` is one it does not recognise."""
    masking = sys.modules.get("transformers.masking_utils")
    if masking is None:
        yield
        return
    is_tracing = masking.is_tracing
    masking.is_tracing = lambda tensor=None: True
    try:
        yield
    finally:
        masking.is_tracing = is_tracing


def _export(module, example, arguments, output_names, path):
    from torch_mlir import fx, ir

    check_unique([n for n, _ in arguments], "arguments")
    check_unique(output_names, "results")
    exported = fx.export_and_import(module, *example, output_type="linalg-on-tensors",
                                    func_name="main")
    annotate(exported, ir, "main", arguments, output_names)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        f.write(str(exported))


def _numpy(tensors):
    return [t.detach().numpy() for t in tensors]
