// What spmd-remat cannot do is a located error, never a crash: the peak it
// brings down is the lowering's buffer plan, so a function the lowering
// refuses is refused, with the lowering's reason; and bad options.
// RUN: spmd-opt --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spmd-remat)' %s
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-remat{memory-gb=lots})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-remat{memory-gb=-1})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-remat{function=nowhere})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUNCTION
// OPTION: spmd-remat: option 'memory-gb' expects a number of GB, 0 or more
// FUNCTION: error: no function @nowhere

// expected-error@+1 {{spmd-remat: the lowering cannot plan this function, so its peak is unknown: 'scf.for' carrying a scalar is not supported by spmd-lower-to-runtime: only tensors may be loop-carried}}
func.func @loop(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> f32 {
    %b = arith.addf %a, %a : f32
    scf.yield %b : f32
  }
  return %r : f32
}
