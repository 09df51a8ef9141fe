// Partial values: R -> P(sum) keeps the value on the first device of the
// axis and zeros elsewhere (exact, no division); P(sum) -> P(avg) scales;
// a 2x3 mesh with uneven dims; every result equal to the single-device one.
// RUN: spmd-opt --spmd-redistribute %s | FileCheck %s
// RUN: spmd-opt --spmd-redistribute %s -o %t.mlir
// RUN: spmd-run %s --function to_partial --out %t.ref1 > /dev/null
// RUN: spmd-run %t.mlir --function to_partial --expect %t.ref1 | FileCheck %s --check-prefix=NUMERICS
// RUN: spmd-run %s --function mixed --out %t.ref2 > /dev/null
// RUN: spmd-run %t.mlir --function mixed --expect %t.ref2 | FileCheck %s --check-prefix=NUMERICS

shard.grid @mesh(shape = 2x3)

// CHECK-LABEL: func.func @to_partial
// CHECK: %[[INDEX:.*]] = shard.process_multi_index on @mesh axes = [1] : index
// CHECK: %[[LEAD:.*]] = arith.cmpi eq, %[[INDEX]], %{{.*}} : index
// CHECK: arith.select %[[LEAD]], %arg0, %{{.*}} : tensor<7x5xf32>
func.func @to_partial(%a: tensor<7x5xf32>) -> (tensor<7x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "P(sum)"]>}) {
  return %a : tensor<7x5xf32>
}

// CHECK-LABEL: func.func @mixed
// CHECK-SAME: %arg0: tensor<4x2xf32>
func.func @mixed(%a: tensor<7x5xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>}) -> tensor<7x5xf32> {
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["P(sum)", "S(0)"]>} : (tensor<7x5xf32>) -> tensor<7x5xf32>
  %1 = "spmd.annotate"(%0) {sharding = #spmd.sharding<@mesh, ["P(avg)", "P(max)"]>} : (tensor<7x5xf32>) -> tensor<7x5xf32>
  %2 = "spmd.annotate"(%1) {sharding = #spmd.sharding<@mesh, ["S(1)", "R"]>} : (tensor<7x5xf32>) -> tensor<7x5xf32>
  return %2 : tensor<7x5xf32>
}

// NUMERICS: result 0: shape [7, 5], worst relative error {{.*}}: ok
