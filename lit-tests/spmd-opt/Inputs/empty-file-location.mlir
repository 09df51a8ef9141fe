func.func @main(%x: tensor<4xf32>, %s: tensor<1xi64>) -> tensor<4xf32> {
  %y = tensor.reshape %x(%s) : (tensor<4xf32>, tensor<1xi64>) -> tensor<4xf32> loc("":3:4)
  return %y : tensor<4xf32>
}
