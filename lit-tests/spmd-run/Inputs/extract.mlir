func.func @main(%a: tensor<4xf32>) -> f32 {
  %c7 = arith.constant 7 : index
  %x = tensor.extract %a[%c7] : tensor<4xf32>
  return %x : f32
}
