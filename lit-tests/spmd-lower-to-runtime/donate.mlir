// donate-updates: a param's update is made in its argument's buffer when
// nothing reads the argument after it (here the element-wise update reads
// it last, in place); when the argument is read after its update is made,
// the update gets its own buffer. Without the option, never.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-lower-to-runtime{donate-updates=true})' --split-input-file %s | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-lower-to-runtime)' --split-input-file %s | FileCheck %s --check-prefix=KEPT
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-lower-to-runtime{donate-updates=maybe})' --split-input-file %s 2>&1 | FileCheck %s --check-prefix=OPTION

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @sgd
// CHECK-SAME: spmd.argument_buffers = array<i64: [[W:[0-9]+]], {{[0-9]+}}>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]{{.*}}spmd.buffers = array<i64: [[W]]>
// KEPT-LABEL: func.func @sgd
// KEPT-SAME: spmd.argument_buffers = array<i64: [[W:[0-9]+]], {{[0-9]+}}>
// KEPT: linalg.generic {{.*}}iterator_types = ["parallel"]
// KEPT-NOT: spmd.buffers = array<i64: [[W]]>
// KEPT-SAME: spmd.step = "kernel"
func.func @sgd(%w: tensor<64xf32> {spmd.role = "param"}, %x: tensor<64xf32> {spmd.role = "input"}) -> (tensor<f32>, tensor<64xf32>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #sum], iterator_types = ["reduction"]}
      ins(%w, %x : tensor<64xf32>, tensor<64xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %s, %m : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %empty = tensor.empty() : tensor<64xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<64xf32>, tensor<64xf32>) outs(%empty : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64xf32>
  return %loss, %new : tensor<f32>, tensor<64xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#sum = affine_map<(d0) -> ()>
// The loss reads %w after its update is made: no donation.
// CHECK-LABEL: func.func @read_after
// CHECK-SAME: spmd.argument_buffers = array<i64: [[W:[0-9]+]], {{[0-9]+}}>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK-NOT: spmd.buffers = array<i64: [[W]]>
// CHECK-SAME: spmd.step = "kernel"
func.func @read_after(%w: tensor<64xf32> {spmd.role = "param"}, %x: tensor<64xf32> {spmd.role = "input"}) -> (tensor<64xf32>, tensor<f32>) {
  %empty = tensor.empty() : tensor<64xf32>
  %new = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %x : tensor<64xf32>, tensor<64xf32>) outs(%empty : tensor<64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<64xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<f32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<f32>) -> tensor<f32>
  %loss = linalg.generic {indexing_maps = [#id, #id, #sum], iterator_types = ["reduction"]}
      ins(%w, %new : tensor<64xf32>, tensor<64xf32>) outs(%acc : tensor<f32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %m = arith.mulf %a, %b : f32
    %t = arith.addf %s, %m : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %new, %loss : tensor<64xf32>, tensor<f32>
}

// OPTION: error: {{.*}}donate-updates{{.*}}maybe
