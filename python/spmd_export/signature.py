"""Names and roles on a function's signature: pytree paths as dotted
names, and the `spmd.name` / `spmd.role` attributes written onto the
exported `func.func` through the exporter's own MLIR Python bindings."""

NAME_ATTR = "spmd.name"
ROLE_ATTR = "spmd.role"
ROLES = ("param", "state", "input")


def dotted(prefix, key_path):
    """`prefix` followed by a pytree key path (PyTorch's or JAX's key
    classes: sequence indices, dict keys, attribute names), dot-separated:
    `params.blocks.0.wq`."""
    parts = [prefix] if prefix else []
    for key in key_path:
        for field in ("idx", "key", "name"):
            if hasattr(key, field):
                parts.append(str(getattr(key, field)))
                break
        else:
            parts.append(str(key))
    return ".".join(parts)


def annotate(module, ir, function, arguments, results):
    """Adds `spmd.name` and `spmd.role` to the arguments of the function
    named `function` in `module` (`arguments`: one `(name, role)` per
    argument) and `spmd.name` to its results (`results`: one name each),
    keeping the attributes the exporter wrote. `ir` is the bindings'
    `ir` module the module was built with."""
    op = _function(module, function)
    argument_count = len(op.regions[0].blocks[0].arguments)
    if argument_count != len(arguments):
        raise ValueError(f"@{function} has {argument_count} arguments, but {len(arguments)} "
                         f"names were made for the example's leaves")
    result_count = len(ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value).results)
    if result_count != len(results):
        raise ValueError(f"@{function} has {result_count} results, but {len(results)} "
                         f"names were made for the outputs")
    with module.context:
        for role in (role for _, role in arguments):
            if role not in ROLES:
                raise ValueError(f"unknown role {role!r}; expected one of {', '.join(ROLES)}")
        op.attributes["arg_attrs"] = _dictionaries(ir, op, "arg_attrs", [
            {NAME_ATTR: name, ROLE_ATTR: role} for name, role in arguments])
        op.attributes["res_attrs"] = _dictionaries(ir, op, "res_attrs", [
            {NAME_ATTR: name} for name in results])


def _function(module, name):
    for op in module.body.operations:
        if op.operation.name.endswith(".func") and \
                "sym_name" in op.attributes and str(op.attributes["sym_name"]) == f'"{name}"':
            return op.operation
    raise ValueError(f"the exported module has no function @{name}")


def _dictionaries(ir, op, attribute, added):
    old = [ir.DictAttr(a) for a in ir.ArrayAttr(op.attributes[attribute])] \
        if attribute in op.attributes else [ir.DictAttr.get({}) for _ in added]
    merged = []
    for dictionary, strings in zip(old, added):
        entries = {named.name: named.attr for named in dictionary}
        entries.update({key: ir.StringAttr.get(value) for key, value in strings.items()})
        merged.append(ir.DictAttr.get(entries))
    return ir.ArrayAttr.get(merged)


def check_unique(names, what):
    """Names must tell arguments apart: shardings are given by them."""
    seen = set()
    for name in names:
        if name in seen:
            raise ValueError(f"two {what} are both named {name!r}")
        seen.add(name)
