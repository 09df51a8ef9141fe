// The generic form of every spmd construct (what IRDL gives ops and
// attributes), and that it parses back.
// RUN: spmd-opt --mlir-print-op-generic %s | FileCheck %s
// RUN: spmd-opt --mlir-print-op-generic %s | spmd-opt --mlir-print-op-generic | FileCheck %s

// CHECK: "shard.grid"() <{shape = array<i64: 4>, sym_name = "mesh"}> {spmd.axis_names = ["dp"]} : () -> ()
shard.grid @mesh(shape = 4) {spmd.axis_names = ["dp"]}

// CHECK: "func.func"() <{arg_attrs = [{spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}]
// CHECK-SAME: res_attrs = [{spmd.sharding = #spmd.sharding<@mesh, ["P(avg)"]>}]
func.func @g(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>})
    -> (tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["P(avg)"]>}) {
  // CHECK: "spmd.annotate"(%{{.*}}) {sharding = #spmd.sharding<@mesh, ["P(avg)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  %0 = "spmd.annotate"(%a) {sharding = #spmd.sharding<@mesh, ["P(avg)"]>} : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
