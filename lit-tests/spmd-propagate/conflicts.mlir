// Two arguments whose user shardings cannot meet at one op (found by
// fuzzing: these were refused) are legal: the op follows one of them (a
// result's, else the larger operand's) and the other is resharded where the
// op reads it, with a remark saying which. The partitioned program equals
// the single-device one.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-propagate,spmd-partition)' %s -o %t.mlir 2>&1 | FileCheck --check-prefix=REMARK %s
// RUN: FileCheck --input-file=%t.mlir %s
// RUN: spmd-run %s --out %t.ref && spmd-run %t.mlir --expect %t.ref | FileCheck --check-prefix=NUMERICS %s

// REMARK: {{(line |.*:)}}[[#@LINE+11]]:8: remark: user shardings meet at 'linalg.matmul' on mesh axis 0: it follows operand #1 (#spmd.sharding<@mesh, ["S(1)"]>, set at {{(line |.*:)}}[[#@LINE+7]]:89) and reshards operand #0 (#spmd.sharding<@mesh, ["S(1)"]>, set at {{(line |.*:)}}[[#@LINE+7]]:17)
// REMARK-NOT: remark
// CHECK-LABEL: func.func @main
// CHECK: shard.all_gather
// CHECK: linalg.matmul
// NUMERICS: result 0: {{.*}}: ok
shard.grid @mesh(shape = 2)
func.func @main(%x: tensor<8x16xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}, %w: tensor<16x32xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(1)"]>}) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%z : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}
