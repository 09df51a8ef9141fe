"""The command line of an examples folder's `export.py` (`examples/lm`,
`examples/vision`): `[--out DIR] [NAME ...]` exports the named programs
(all by default) as NAME.linalg.mlir with the framework's own inputs and
outputs in NAME.io, the PyTorch ones through `torch_forward` /
`torch_train_step`, the JAX ones (named `jax_*`) through `jax_function`.
"""

import argparse
import os


def main(doc, folder, programs, torch_examples, jax_programs):
    """Runs the command line of an export.py whose docstring is `doc`,
    writing into `folder` unless `--out` says otherwise. `torch_examples(
    wanted)` gives NAME -> (`"forward"` or `"train_step"`, the frontend's
    positional arguments, its options); `jax_programs()` gives NAME ->
    (function, its positional arguments)."""
    from .jax_frontend import jax_function
    from .torch_frontend import torch_forward, torch_train_step

    parser = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    parser.add_argument("--out", default=folder, help="where to write (default: this folder)")
    parser.add_argument("programs", nargs="*", metavar="NAME",
                        help=f"programs to export (default: all): {', '.join(programs)}")
    options = parser.parse_args()
    wanted = set(options.programs) or set(programs)
    unknown = wanted - set(programs)
    if unknown:
        parser.error(f"unknown programs: {', '.join(sorted(unknown))}; known: {', '.join(programs)}")

    def paths(name):
        return (os.path.join(options.out, f"{name}.linalg.mlir"),
                os.path.join(options.out, f"{name}.io"))

    torch_wanted = {name for name in wanted if not name.startswith("jax")}
    if torch_wanted:
        for name, (kind, arguments, settings) in torch_examples(torch_wanted).items():
            path, io = paths(name)
            export = torch_forward if kind == "forward" else torch_train_step
            export(*arguments, path, io=io, **settings)
    if wanted - torch_wanted:
        for name, (function, arguments) in jax_programs().items():
            if name in wanted:
                path, io = paths(name)
                jax_function(function, *arguments, path=path, io=io)
