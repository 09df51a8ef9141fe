// torch-mlir's and IREE's own ops (tm_tensor, iree_linalg_ext) in custom
// syntax parse only in spmd-opt (it rewrites them to generic syntax), not
// in mlir-opt, which lacks their dialects.
// UNSUPPORTED: plugin-driver
// Cross-entropy's one-hot gradient: the first index component is the
// row's own index (a generic's `linalg.index 0` modulo the rows, inserted
// as column 0), so the scatter's rows are the original's rows, and the
// labels the generic looks up at that row are read by the same loop.
// Split on the batch, each device scatters its own rows from its own
// labels: no collective (before: the labels were all-gathered). It
// equals the single-device program.
// RUN: spmd-opt --spmd-print-rules %S/Inputs/one-hot-gradient.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=RULE
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %S/Inputs/one-hot-gradient.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-run %S/Inputs/one-hot-gradient.mlir --out %t.ref > /dev/null
// RUN: spmd-run %t.mlir --expect %t.ref | FileCheck %s --check-prefix=NUMERICS
// NUMERICS: worst relative error {{.*}}: ok

// The generic reads the labels' rows by its loop (through the remainder).
// RULE: 'linalg.generic' ([i, _], [i, _], [i, j]) -> ([i, _], [i, _]) {i=8, j=1} whole={j} inits=2 captured=1
// RULE: 'tm_tensor.scatter' ([i], [i, j], [i, k]) -> ([i, k]) {i=8, j=2, k=10} whole={j} inits=1 even={i}

// CHECK-LABEL: func.func @main
// CHECK-NOT: shard.all
// CHECK-NOT: shard.reduce_scatter
// CHECK: "tm_tensor.scatter"
// CHECK: : (tensor<2xf32>, tensor<2x2xi64>, tensor<3x10xf32>) -> tensor<3x10xf32>
// CHECK-NOT: shard.all
// CHECK-NOT: shard.reduce_scatter
// CHECK: return
