// spmd-place-loop-gradients alone, after the shardings and propagation:
// with after-loop, a scanned step's stacked gradient is carried through
// its loop as a partial sum on the data-parallel axis; with in-loop,
// propagation's per-iteration plan is left as it is.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel-shardings{mesh=4},spmd-propagate,spmd-place-loop-gradients{loop-gradients=after-loop})' %S/../spmd-data-parallel/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=AFTER
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel-shardings{mesh=4},spmd-propagate,spmd-place-loop-gradients{loop-gradients=in-loop})' %S/../spmd-data-parallel/Inputs/scanned-step.mlir | FileCheck %s --check-prefix=IN-LOOP
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-place-loop-gradients{loop-gradients=sometimes})' %S/../spmd-data-parallel/Inputs/scanned-step.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: option 'loop-gradients' expects auto, in-loop or after-loop, got 'sometimes'

// The loop's result: a partial sum after the loop, or already reduced.
// AFTER: scf.for
// AFTER: } {spmd.batch = ["P(sum)"], spmd.gradient_of = 0 : i64, spmd.shardings = [#spmd.sharding<@mesh, ["P(sum)"]>]}
// IN-LOOP: scf.for
// IN-LOOP: } {spmd.batch = ["P(sum)"], spmd.gradient_of = 0 : i64, spmd.shardings = [#spmd.sharding<@mesh, ["R"]>]}
