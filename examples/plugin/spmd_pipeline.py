"""Runs upstream canonicalisation, spmd's passes and upstream bufferisation
in one MLIR pass manager from Python, through MLIR's C API (libMLIR-C.so,
which scripts/setup links) and spmd's (include/spmd-c/Passes.h, in
libspmd_plugin.so), on a program as torch-mlir exports it; prints the
per-device program. Nothing but ctypes: the passes run in this process's
MLIR, the one mlir-opt-22 links.

    python3 examples/plugin/spmd_pipeline.py examples/lm/mlp_adam_train.linalg.mlir
    python3 examples/plugin/spmd_pipeline.py FILE --pipeline 'builtin.module(...)' [--plugin PATH]
"""

import argparse
import ctypes
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PIPELINE = ("builtin.module(canonicalize,spmd-data-parallel{style=fully-shard mesh=2},"
            "one-shot-bufferize{allow-unknown-ops bufferize-function-boundaries},canonicalize)")


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, text):
        data = text.encode()
        return cls(data, len(data))


def handle(name):
    """An MLIR C API handle: a struct holding one pointer."""
    return type(name, (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})


Context, Registry, Module, Operation = (handle(n) for n in ("Context", "Registry", "Module",
                                                            "Operation"))
PassManager, OpPassManager = handle("PassManager"), handle("OpPassManager")
LogicalResult = type("LogicalResult", (ctypes.Structure,), {"_fields_": [("value", ctypes.c_int8)]})
Callback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)


def declare(library, name, result, *arguments):
    function = getattr(library, name)
    function.restype, function.argtypes = result, list(arguments)
    return function


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("input", help="a .mlir file (linalg on tensors)")
    parser.add_argument("--pipeline", default=PIPELINE)
    parser.add_argument("--plugin", default=os.path.join(ROOT, "target", "debug",
                                                         "libspmd_plugin.so"))
    parser.add_argument("--mlir-c", default="/usr/lib/llvm-22/lib/libMLIR-C.so")
    args = parser.parse_args()

    mlir = ctypes.CDLL(args.mlir_c, mode=ctypes.RTLD_GLOBAL)
    spmd = ctypes.CDLL(args.plugin)
    c = {name: declare(mlir, name, *types) for name, types in {
        "mlirDialectRegistryCreate": (Registry,),
        "mlirRegisterAllDialects": (None, Registry),
        "mlirRegisterAllPasses": (None,),
        "mlirContextCreate": (Context,),
        "mlirContextAppendDialectRegistry": (None, Context, Registry),
        "mlirContextLoadAllAvailableDialects": (None, Context),
        "mlirContextSetAllowUnregisteredDialects": (None, Context, ctypes.c_bool),
        "mlirModuleCreateParse": (Module, Context, StringRef),
        "mlirModuleGetOperation": (Operation, Module),
        "mlirPassManagerCreate": (PassManager, Context),
        "mlirPassManagerGetAsOpPassManager": (OpPassManager, PassManager),
        "mlirParsePassPipeline": (LogicalResult, OpPassManager, StringRef, Callback,
                                  ctypes.c_void_p),
        "mlirPassManagerRunOnOp": (LogicalResult, PassManager, Operation),
        "mlirOperationPrint": (None, Operation, Callback, ctypes.c_void_p),
    }.items()}
    declare(spmd, "spmdRegisterPasses", None)
    declare(spmd, "spmdLoadDialect", None, Context)

    registry = c["mlirDialectRegistryCreate"]()
    c["mlirRegisterAllDialects"](registry)
    context = c["mlirContextCreate"]()
    c["mlirContextAppendDialectRegistry"](context, registry)
    c["mlirContextLoadAllAvailableDialects"](context)
    # torch-mlir's own ops (tm_tensor) parse generically, as in spmd-opt.
    c["mlirContextSetAllowUnregisteredDialects"](context, True)
    c["mlirRegisterAllPasses"]()
    spmd.spmdRegisterPasses()
    spmd.spmdLoadDialect(context)

    with open(args.input) as f:
        module = c["mlirModuleCreateParse"](context, StringRef.of(f.read()))
    if not module.ptr:
        sys.exit(f"{args.input}: does not parse (MLIR's message above)")
    errors = []
    collect = Callback(lambda text, _: errors.append(text.data[:text.length].decode()))
    manager = c["mlirPassManagerCreate"](context)
    parsed = c["mlirParsePassPipeline"](c["mlirPassManagerGetAsOpPassManager"](manager),
                                        StringRef.of(args.pipeline), collect, None)
    if not parsed.value:
        sys.exit("".join(errors))
    if not c["mlirPassManagerRunOnOp"](manager, c["mlirModuleGetOperation"](module)).value:
        sys.exit("the pipeline failed (MLIR's diagnostics above)")
    out = []
    c["mlirOperationPrint"](c["mlirModuleGetOperation"](module),
                            Callback(lambda text, _: out.append(text.data[:text.length].decode())),
                            None)
    print("".join(out))


if __name__ == "__main__":
    main()
