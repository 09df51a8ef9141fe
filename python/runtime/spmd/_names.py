"""Arguments found by name (`spmd.name`), with the closest names offered
where one is not found."""

import difflib

from ._native import SpmdError


def label(signature):
    """How messages name an argument: `argument #3 (lm_head.weight)`."""
    name = signature["name"]
    index = signature["index"]
    return f"argument #{index} ({name})" if name else f"argument #{index}"


def find(signatures, name, what="argument"):
    """The signature named `name`, or an error naming the closest ones."""
    for signature in signatures:
        if signature["name"] == name:
            return signature
    names = [s["name"] for s in signatures if s["name"]]
    close = difflib.get_close_matches(name, names, n=3)
    hint = f"; closest: {', '.join(close)}" if close else (
        f"; the step's: {', '.join(names[:8])}{' ...' if len(names) > 8 else ''}" if names else
        "; the step names none (export it with spmd_export to give names)")
    raise SpmdError(f"no {what} named {name!r}{hint}")


def ordered(signatures, positional, by_name, what):
    """The values for `signatures` in order: `positional` first, then
    `by_name` (each name once, every signature given)."""
    if len(positional) > len(signatures):
        raise SpmdError(f"the step takes {len(signatures)} {what}s, given {len(positional)}")
    values = list(positional) + [None] * (len(signatures) - len(positional))
    for name, value in by_name.items():
        signature = find(signatures, name, what)
        slot = signatures.index(signature)
        if values[slot] is not None:
            raise SpmdError(f"{label(signature)} given twice (by position and by name)")
        values[slot] = value
    missing = [label(s) for s, v in zip(signatures, values) if v is None]
    if missing:
        raise SpmdError(f"missing {what}s: {', '.join(missing)}")
    return values
