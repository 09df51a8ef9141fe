func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %r = scf.while (%acc = %a) : (tensor<4xf32>) -> tensor<4xf32> {
    %go = arith.constant false
    scf.condition(%go) %acc : tensor<4xf32>
  } do {
  ^bb0(%acc: tensor<4xf32>):
    scf.yield %acc : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
