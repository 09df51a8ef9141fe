"""Runs spmd_export's tests; a skipped test fails the run unless its class
is declared with --allow-skip (the frameworks an environment leaves out on
purpose). Ends with one line, 'Ran N: P passed, F failed, S skipped
(declared)', that scripts/test counts.

    python python/tests/run.py [--allow-skip TorchModule,HuggingFace]
"""

import argparse
import os
import sys
import unittest


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--allow-skip", default="",
                        help="comma-separated test classes that may skip (declared skips)")
    args = parser.parse_args()
    allowed = {name for name in args.allow_skip.split(",") if name}
    here = os.path.dirname(os.path.abspath(__file__))
    sys.path.insert(0, os.path.dirname(here))
    suite = unittest.defaultTestLoader.discover(here, pattern="test_*.py")
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
