// The loop of loop-buffers.mlir that writes a slice into a carried stack.
func.func @write_into_carried(%x: tensor<4x8xf32>, %w: tensor<3x8x8xf32>) -> (tensor<4x8xf32>, tensor<3x4x8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c0_i32 = arith.constant 0 : i32
  %c1_i32 = arith.constant 1 : i32
  %c3_i32 = arith.constant 3 : i32
  %zero = arith.constant 0.000000e+00 : f32
  %acts = arith.constant dense<0.000000e+00> : tensor<3x4x8xf32>
  %r:2 = scf.for %i = %c0_i32 to %c3_i32 step %c1_i32 iter_args(%h = %x, %saved = %acts) -> (tensor<4x8xf32>, tensor<3x4x8xf32>) : i32 {
    %ii = arith.index_cast %i : i32 to index
    %lo = arith.maxsi %ii, %c0 : index
    %at = arith.minsi %lo, %c2 : index
    %ws = tensor.extract_slice %w[%at, 0, 0] [1, 8, 8] [1, 1, 1] : tensor<3x8x8xf32> to tensor<1x8x8xf32>
    %wl = tensor.collapse_shape %ws [[0, 1], [2]] : tensor<1x8x8xf32> into tensor<8x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
    %up = linalg.matmul ins(%h, %wl : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z : tensor<4x8xf32>) -> tensor<4x8xf32>
    %one = tensor.expand_shape %up [[0, 1], [2]] output_shape [1, 4, 8] : tensor<4x8xf32> into tensor<1x4x8xf32>
    %kept = tensor.insert_slice %one into %saved[%at, 0, 0] [1, 4, 8] [1, 1, 1] : tensor<1x4x8xf32> into tensor<3x4x8xf32>
    scf.yield %up, %kept : tensor<4x8xf32>, tensor<3x4x8xf32>
  }
  return %r#0, %r#1 : tensor<4x8xf32>, tensor<3x4x8xf32>
}
