"""mlirCreateSpmdPass and mlirCreateSpmd<Pass> through ctypes: a pass for a
good name and options, null with the reason through the callback for a
bad name or option."""
import ctypes
import sys


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


Pass = type("Pass", (ctypes.Structure,), {"_fields_": [("ptr", ctypes.c_void_p)]})
Callback = ctypes.CFUNCTYPE(None, StringRef, ctypes.c_void_p)
ctypes.CDLL("/usr/lib/llvm-22/lib/libMLIR-C.so", mode=ctypes.RTLD_GLOBAL)
plugin = ctypes.CDLL(sys.argv[1])
create = plugin.mlirCreateSpmdPass
create.restype, create.argtypes = Pass, [StringRef, StringRef, Callback, ctypes.c_void_p]
report = Callback(lambda text, _: print("error:", text.data[:text.length].decode()))
for argument, options in [("spmd-propagate", ""), ("spmd-auto-shard", "mesh=2x4 algo=megatron"),
                          ("spmd-nope", ""), ("spmd-auto-shard", "algo=x")]:
    a, o = argument.encode(), options.encode()
    made = create(StringRef(a, len(a)), StringRef(o, len(o)), report, None)
    print(argument, options, "->", "pass" if made.ptr else "null")
plugin.mlirCreateSpmdVerify.restype = Pass
print("mlirCreateSpmdVerify ->", "pass" if plugin.mlirCreateSpmdVerify().ptr else "null")
