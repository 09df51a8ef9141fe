// Every op family and element type the executor supports, on constants,
// against hand-computed results.
// RUN: spmd-run %s --function expected --out %t.ref > /dev/null
// RUN: spmd-run %s --function computed --expect %t.ref | FileCheck %s
// CHECK-COUNT-16: worst relative error 0.000e0 (rtol 1e-4): ok
// CHECK-NOT: MISMATCH

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @expected() -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x4xf32>,
                          tensor<4x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>,
                          tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi32>, tensor<2xi64>, tensor<3xf32>) {
  %transpose = arith.constant dense<[[1.0, 4.0], [2.0, 5.0], [3.0, 6.0]]> : tensor<3x2xf32>
  %broadcast = arith.constant dense<[[1.0, 1.0, 1.0], [2.0, 2.0, 2.0]]> : tensor<2x3xf32>
  %reduce = arith.constant dense<[6.0, 15.0]> : tensor<2xf32>
  %matmul = arith.constant dense<[[14.0, 32.0], [32.0, 77.0]]> : tensor<2x2xf32>
  %pad = arith.constant dense<[[9.0, 1.0, 2.0, 3.0], [9.0, 4.0, 5.0, 6.0], [9.0, 9.0, 9.0, 9.0]]> : tensor<3x4xf32>
  %concat = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<4x3xf32>
  %extract = arith.constant dense<[[2.0, 3.0], [5.0, 6.0]]> : tensor<2x2xf32>
  %insert = arith.constant dense<[[1.0, 2.0, 3.0], [7.0, 8.0, 6.0]]> : tensor<2x3xf32>
  %reshape = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %index = arith.constant dense<[[0.0, 1.0, 2.0], [10.0, 11.0, 12.0]]> : tensor<2x3xf32>
  %f16 = arith.constant dense<[0.75, 1.5]> : tensor<2xf16>
  %bf16 = arith.constant dense<[4.5, -3.0]> : tensor<2xbf16>
  %i1 = arith.constant dense<[false, true, false]> : tensor<3xi1>
  %i32 = arith.constant dense<[-2147483648, 42]> : tensor<2xi32>
  %i64 = arith.constant dense<[2147483648, -7]> : tensor<2xi64>
  %select = arith.constant dense<[-1.0, 5.0, -3.0]> : tensor<3xf32>
  return %transpose, %broadcast, %reduce, %matmul, %pad, %concat, %extract, %insert, %reshape, %index,
         %f16, %bf16, %i1, %i32, %i64, %select
      : tensor<3x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x4xf32>,
        tensor<4x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>,
        tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi32>, tensor<2xi64>, tensor<3xf32>
}

func.func @computed() -> (tensor<3x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x4xf32>,
                          tensor<4x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>,
                          tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi32>, tensor<2xi64>, tensor<3xf32>) {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %zero = arith.constant 0.0 : f32
  %nine = arith.constant 9.0 : f32
  %e32 = tensor.empty() : tensor<3x2xf32>
  %transpose = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e32 : tensor<3x2xf32>) permutation = [1, 0]
  %e23 = tensor.empty() : tensor<2x3xf32>
  %broadcast = linalg.broadcast ins(%v : tensor<2xf32>) outs(%e23 : tensor<2x3xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2xf32>) -> tensor<2xf32>
  %reduce = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%z2 : tensor<2xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %s = arith.addf %in, %acc : f32
      linalg.yield %s : f32
    }
  %e22 = tensor.empty() : tensor<2x2xf32>
  %z22 = linalg.fill ins(%zero : f32) outs(%e22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %matmul = linalg.matmul ins(%a, %transpose : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z22 : tensor<2x2xf32>) -> tensor<2x2xf32>
  %pad = tensor.pad %a low[0, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %nine : f32
  } : tensor<2x3xf32> to tensor<3x4xf32>
  %concat = tensor.concat dim(0) %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %extract = tensor.extract_slice %a[0, 1] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
  %row = arith.constant dense<[[7.0, 8.0]]> : tensor<1x2xf32>
  %insert = tensor.insert_slice %row into %a[1, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<2x3xf32>
  %flat = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %reshape = tensor.expand_shape %flat [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %index = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e23 : tensor<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c10 = arith.constant 10 : index
    %ten_i = arith.muli %i, %c10 : index
    %ij = arith.addi %ten_i, %j : index
    %as_int = arith.index_cast %ij : index to i64
    %as_float = arith.sitofp %as_int : i64 to f32
    linalg.yield %as_float : f32
  } -> tensor<2x3xf32>
  %h = arith.constant dense<[0.5, 1.0]> : tensor<2xf16>
  %h2 = arith.constant dense<[0.25, 0.5]> : tensor<2xf16>
  %f16 = arith.addf %h, %h2 : tensor<2xf16>
  %b = arith.constant dense<[3.0, -2.0]> : tensor<2xbf16>
  %b2 = arith.constant dense<1.5> : tensor<2xbf16>
  %bf16 = arith.mulf %b, %b2 : tensor<2xbf16>
  %x = arith.constant dense<[-1.0, 5.0, -3.0]> : tensor<3xf32>
  %zeros = arith.constant dense<0.0> : tensor<3xf32>
  %i1 = arith.cmpf ogt, %x, %zeros : tensor<3xf32>
  %select = arith.select %i1, %x, %x : tensor<3xi1>, tensor<3xf32>
  %big = arith.constant dense<[2147483647, 40]> : tensor<2xi32>
  %one = arith.constant dense<[1, 2]> : tensor<2xi32>
  %i32 = arith.addi %big, %one : tensor<2xi32>
  %w = arith.constant dense<[2147483647, -8]> : tensor<2xi64>
  %one64 = arith.constant dense<1> : tensor<2xi64>
  %i64 = arith.addi %w, %one64 : tensor<2xi64>
  return %transpose, %broadcast, %reduce, %matmul, %pad, %concat, %extract, %insert, %reshape, %index,
         %f16, %bf16, %i1, %i32, %i64, %select
      : tensor<3x2xf32>, tensor<2x3xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<3x4xf32>,
        tensor<4x3xf32>, tensor<2x2xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>,
        tensor<2xf16>, tensor<2xbf16>, tensor<3xi1>, tensor<2xi32>, tensor<2xi64>, tensor<3xf32>
}
