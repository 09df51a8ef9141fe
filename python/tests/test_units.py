"""Tests of spmd_export's framework-free parts (NumPy only): pytree paths
as dotted names, the uniqueness check on names, the `.npy` files beside an
export, and the SGD update. They run wherever Python and NumPy do."""

import os
import tempfile
import unittest

import numpy as np

from spmd_export import io, optim, signature


class SequenceKey:
    """A pytree key the way JAX and PyTorch spell a list index."""

    def __init__(self, idx):
        self.idx = idx


class DictKey:
    def __init__(self, key):
        self.key = key


class GetAttrKey:
    def __init__(self, name):
        self.name = name


class Dotted(unittest.TestCase):
    def test_each_key_kind_joins_with_dots(self):
        path = (DictKey("blocks"), SequenceKey(0), GetAttrKey("wq"))
        self.assertEqual(signature.dotted("params", path), "params.blocks.0.wq")

    def test_no_prefix_and_plain_keys(self):
        self.assertEqual(signature.dotted("", (DictKey("x"),)), "x")
        self.assertEqual(signature.dotted("", ("raw", 3)), "raw.3")
        self.assertEqual(signature.dotted("loss", ()), "loss")


class Unique(unittest.TestCase):
    def test_distinct_names_pass(self):
        signature.check_unique(["a", "b", "a.b"], "arguments")

    def test_a_repeated_name_is_refused_by_name(self):
        with self.assertRaisesRegex(ValueError, "two arguments are both named 'w'"):
            signature.check_unique(["w", "b", "w"], "arguments")


class SavedIo(unittest.TestCase):
    def test_arguments_and_results_as_npy_replacing_old_ones(self):
        with tempfile.TemporaryDirectory() as folder:
            np.save(os.path.join(folder, "arg7.npy"), np.zeros(1))
            io.save_io(folder, [np.arange(3), [[1.0, 2.0]]], [np.float32(5)])
            self.assertEqual(sorted(os.listdir(folder)), ["arg0.npy", "arg1.npy", "result0.npy"])
            np.testing.assert_array_equal(np.load(os.path.join(folder, "arg1.npy")),
                                          [[1.0, 2.0]])
            self.assertEqual(np.load(os.path.join(folder, "result0.npy")).dtype, np.float32)


class Optimizers(unittest.TestCase):
    def test_sgd_has_no_state_and_steps_against_the_gradient(self):
        self.assertEqual(optim.Sgd.initial(["w"], [np.ones(2)]), ([], []))
        params, states = optim.Sgd.apply([np.array([1.0, 2.0])], [np.array([10.0, -10.0])],
                                         [], lr=0.1)
        np.testing.assert_allclose(params[0], [0.0, 3.0])
        self.assertEqual(states, [])

    def test_known_optimizers(self):
        self.assertEqual(sorted(optim.OPTIMIZERS), ["adam", "sgd"])


if __name__ == "__main__":
    unittest.main()
