func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %a) -> (tensor<4xf32>) {
    scf.yield %acc : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
