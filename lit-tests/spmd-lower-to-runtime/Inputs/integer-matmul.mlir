// Found by fuzzing: an integer contraction (not a GEMM) became a kernel
// whose body the translation could not read.
func.func @main(%a: tensor<2x5xi32>, %b: tensor<5x6xi32>) -> tensor<2x6xi32> {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x6xi32>
  %z = linalg.fill ins(%zero : i32) outs(%e : tensor<2x6xi32>) -> tensor<2x6xi32>
  %c = linalg.matmul ins(%a, %b : tensor<2x5xi32>, tensor<5x6xi32>) outs(%z : tensor<2x6xi32>) -> tensor<2x6xi32>
  return %c : tensor<2x6xi32>
}
