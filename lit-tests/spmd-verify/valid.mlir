// RUN: spmd-opt --spmd-verify %s | FileCheck %s
// RUN: spmd-opt --spmd-verify %examples/mlp_megatron.mlir | FileCheck %s --check-prefix=EXAMPLE

// Every annotation form, valid: the pass reports nothing and changes nothing.

// CHECK: shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
// CHECK: shard.grid @cube(shape = 2x2x2)
shard.grid @cube(shape = 2x2x2)

// CHECK-LABEL: func.func @all_forms
// CHECK-SAME: spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>
// CHECK-SAME: spmd.role = "state", spmd.sharding = #spmd.sharding<@cube, ["R", "S(1)", "S(2)"]>
// CHECK-SAME: spmd.role = "input"
// CHECK-SAME: spmd.sharding = #spmd.sharding<@mesh, ["P(avg)", "P(max)"]>
func.func @all_forms(%a: tensor<8x16xf32> {spmd.role = "param", spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(0)"]>},
                     %b: tensor<2x4x8xf32> {spmd.role = "state", spmd.sharding = #spmd.sharding<@cube, ["R", "S(1)", "S(2)"]>},
                     %c: f32 {spmd.role = "input"})
    -> (f32 {spmd.sharding = #spmd.sharding<@mesh, ["P(avg)", "P(max)"]>}) {
  // CHECK: "spmd.annotate"(%{{.*}}) {sharding = #spmd.sharding<@mesh, ["P(min)", "P(sum)"]>}
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["P(min)", "P(sum)"]>} : (tensor<8x16xf32>) -> tensor<8x16xf32>
  // CHECK: arith.addf {{.*}} {spmd.shardings = [#spmd.sharding<@mesh, ["R", "S(1)"]>]}
  %1 = arith.addf %0, %0 {spmd.shardings = [#spmd.sharding<@mesh, ["R", "S(1)"]>]} : tensor<8x16xf32>
  return %c : f32
}

// EXAMPLE: func.func @mlp
// EXAMPLE: "spmd.annotate"{{.*}}["S(0)", "P(sum)"]
