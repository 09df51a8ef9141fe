"""JAX functions through StableHLO and IREE's input conversion, with every
pytree leaf of the arguments an argument named by its path."""

import inspect
import os

from .io import save_io
from .signature import ROLES, annotate, check_unique, dotted


def jax_function(fn, *example_args, path, io=None, roles=None):
    """Writes `jax.jit(fn)` on `example_args` as linalg-on-tensors to
    `path`. Every leaf is an argument named `<parameter>.<pytree path>`
    (`params.blocks.0.wq`; a lone array by its parameter's name). Roles,
    per top-level argument: `roles={"params": "param", ...}` where given;
    otherwise an argument the function returns updated (an output of the
    same tree, shapes and dtypes) is `param` (the first) or `state` (the
    later ones), another tree of arrays `param`, a lone array `input`.
    Results are named `new:<leaf name>` where they update an argument,
    `loss` for the scalar of a step that updates any, else
    `output.<path>`. Example arguments may be arrays or
    `jax.ShapeDtypeStruct`s (then `io` is not written)."""
    import jax

    parameters = _parameter_names(fn, len(example_args))
    jitted = jax.jit(fn, keep_unused=True)
    abstract = any(isinstance(leaf, jax.ShapeDtypeStruct) for leaf in jax.tree.leaves(example_args))
    outputs = jax.eval_shape(fn, *example_args)
    top_outputs = list(outputs) if isinstance(outputs, (tuple, list)) else [outputs]
    updates = _updates(example_args, top_outputs)
    argument_roles = _roles(parameters, example_args, updates, roles or {})
    # An input is never a value the function updates, whatever its shape.
    updates = [None if u is not None and argument_roles[u] == "input" else u for u in updates]

    arguments, leaf_names = [], []
    for name, value, role in zip(parameters, example_args, argument_roles):
        names = _leaf_names(name, value)
        leaf_names.append(names)
        arguments += [(n, role) for n in names]
    results = _result_names(top_outputs, updates, leaf_names, single=not isinstance(outputs, (tuple, list)))
    check_unique([n for n, _ in arguments], "arguments")
    check_unique(results, "results")

    text = _linalg(jitted.lower(*example_args).as_text(), arguments, results)
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)
    if io is not None:
        if abstract:
            raise ValueError("io needs example arrays, not jax.ShapeDtypeStruct")
        save_io(io, jax.tree.leaves(example_args), jax.tree.leaves(jitted(*example_args)))


def _parameter_names(fn, count):
    try:
        parameters = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        parameters = []
    positional = [p.name for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    names = [positional[i] if i < len(positional) else f"arg{i}" for i in range(count)]
    check_unique(names, "parameters")
    return names


def _signature(tree):
    import jax

    leaves, treedef = jax.tree.flatten(tree)
    return treedef, [(tuple(leaf.shape), str(leaf.dtype)) for leaf in leaves]


def _is_float_tree(tree):
    import jax
    import jax.numpy as jnp

    leaves = jax.tree.leaves(tree)
    return bool(leaves) and all(jnp.issubdtype(leaf.dtype, jnp.floating) for leaf in leaves)


def _updates(args, outputs):
    """For each top-level output, the argument it is the new value of
    (the first float argument of the same tree, shapes and dtypes not yet
    taken), or None."""
    taken, updates = set(), []
    for output in outputs:
        match = None
        if _is_float_tree(output) and _signature(output)[1]:
            for i, arg in enumerate(args):
                if i not in taken and _is_float_tree(arg) and _signature(arg) == _signature(output):
                    match = i
                    break
        if match is not None:
            taken.add(match)
        updates.append(match)
    return updates


def _roles(parameters, args, updates, given):
    import jax

    unknown = set(given) - set(parameters)
    if unknown:
        raise ValueError(f"roles name no parameter: {', '.join(sorted(unknown))}; "
                         f"the parameters: {', '.join(parameters)}")
    updated = sorted(i for i in updates if i is not None)
    roles = []
    for i, (name, arg) in enumerate(zip(parameters, args)):
        if name in given:
            role = given[name]
        elif i in updated:
            role = "param" if i == updated[0] else "state"
        else:
            role = "param" if jax.tree.structure(arg).num_leaves > 1 or not hasattr(arg, "shape") \
                else "input"
        if role not in ROLES:
            raise ValueError(f"unknown role {role!r} for {name}; expected one of {', '.join(ROLES)}")
        roles.append(role)
    return roles


def _leaf_names(prefix, tree):
    import jax

    paths = jax.tree_util.tree_flatten_with_path(tree)[0]
    return [dotted(prefix, path) for path, _ in paths]


def _result_names(outputs, updates, leaf_names, single):
    names, loss_named = [], False
    steps = any(u is not None for u in updates)
    for k, (output, update) in enumerate(zip(outputs, updates)):
        if update is not None:
            names += [f"new:{n}" for n in leaf_names[update]]
        elif steps and not loss_named and getattr(output, "shape", None) == ():
            names.append("loss")
            loss_named = True
        else:
            names += _leaf_names("output" if single else f"output.{k}", output)
    return names


def _linalg(stablehlo, arguments, results):
    """StableHLO through IREE's input conversion, annotated, with IREE's
    `util` functions renamed to `func`."""
    from iree.compiler import ir
    from iree.compiler.tools import compile_str

    converted = compile_str(stablehlo, input_type="stablehlo", extra_args=["--compile-to=input"])
    with ir.Context():
        module = ir.Module.parse(converted.decode() if isinstance(converted, bytes) else converted)
        annotate(module, ir, "main", arguments, results)
        text = str(module)
    for old, new in [("util.func public", "func.func"), ("util.func private", "func.func private"),
                     ("util.return", "func.return")]:
        text = text.replace(old, new)
    return text
