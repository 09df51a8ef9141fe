"""Runs the Python tests: spmd_export's (python/tests) and the spmd
runtime package's (python/runtime/tests). A skipped test fails the run
unless its class is declared with --allow-skip (the frameworks an
environment leaves out on purpose). Ends with one line, 'Ran N: P passed,
F failed, S skipped (declared)', that scripts/test counts.

The runtime package's extension is the one cargo built (target/debug,
`cargo build -p spmd-python`), put into the package as `maturin develop`
would; the spmd tools its tests call are target/debug's unless $SPMD_BIN
names others.

    python python/tests/run.py [--allow-skip TorchModule,HuggingFace]
"""

import argparse
import os
import shutil
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RUNTIME = os.path.join(ROOT, "python", "runtime")


def stage_extension(built):
    """Puts cargo's build of the extension into the runtime package."""
    if not os.path.exists(built):
        sys.exit(f"{built} is missing: build it with 'cargo build -p spmd-python'")
    shutil.copyfile(built, os.path.join(RUNTIME, "spmd", "_native.abi3.so"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--allow-skip", default="",
                        help="comma-separated test classes that may skip (declared skips)")
    parser.add_argument("--extension", default=os.path.join(ROOT, "target", "debug", "lib_native.so"),
                        help="the runtime extension cargo built (default: target/debug's)")
    args = parser.parse_args()
    allowed = {name for name in args.allow_skip.split(",") if name}
    stage_extension(args.extension)
    os.environ.setdefault("SPMD_BIN", os.path.join(ROOT, "target", "debug"))
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.dirname(here))
    sys.path.insert(0, RUNTIME)
    suite = unittest.TestSuite([
        unittest.TestLoader().discover(folder, pattern="test_*.py")
        for folder in (here, os.path.join(RUNTIME, "tests"))])
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    undeclared = [(test, reason) for test, reason in result.skipped
                  if type(test).__name__ not in allowed]
    for test, reason in undeclared:
        print(f"undeclared skip: {test.id()}: {reason}")
    failed = len(result.failures) + len(result.errors) + len(undeclared)
    skipped = len(result.skipped) - len(undeclared)
    passed = result.testsRun - len(result.failures) - len(result.errors) - len(result.skipped)
    print(f"Ran {result.testsRun}: {passed} passed, {failed} failed, {skipped} skipped (declared)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
