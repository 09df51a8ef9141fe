// A batch statistic (a column mean) that the step subtracts from every
// example and folds into a running mean, and the spread around it: with
// local batch statistics on 2 ranks, each rank's half of the batch has
// its own mean; the spread is the sum of both halves' and the running
// mean is rank 0's. @reference computes that on one device.
func.func @step(%rm: tensor<4xf32> {spmd.role = "state"}, %x: tensor<8x4xf32> {spmd.role = "input"}) -> (tensor<f32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant dense<8.0> : tensor<4xf32>
  %keep = arith.constant dense<0.9> : tensor<4xf32>
  %take = arith.constant dense<0.1> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%x : tensor<8x4xf32>) outs(%f : tensor<4xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %mean = arith.divf %sum, %count : tensor<4xf32>
  %eb = tensor.empty() : tensor<8x4xf32>
  %b = linalg.broadcast ins(%mean : tensor<4xf32>) outs(%eb : tensor<8x4xf32>) dimensions = [0]
  %centered = arith.subf %x, %b : tensor<8x4xf32>
  %squared = arith.mulf %centered, %centered : tensor<8x4xf32>
  %es = tensor.empty() : tensor<f32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %spread = linalg.reduce ins(%squared : tensor<8x4xf32>) outs(%fs : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %old = arith.mulf %rm, %keep : tensor<4xf32>
  %new = arith.mulf %mean, %take : tensor<4xf32>
  %updated = arith.addf %old, %new : tensor<4xf32>
  return %spread, %updated : tensor<f32>, tensor<4xf32>
}

func.func @reference(%rm: tensor<4xf32>, %x: tensor<8x4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %first = tensor.extract_slice %x[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %second = tensor.extract_slice %x[4, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %spread0, %mean0 = call @half(%first) : (tensor<4x4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %spread1, %mean1 = call @half(%second) : (tensor<4x4xf32>) -> (tensor<f32>, tensor<4xf32>)
  %spread = arith.addf %spread0, %spread1 : tensor<f32>
  %keep = arith.constant dense<0.9> : tensor<4xf32>
  %take = arith.constant dense<0.1> : tensor<4xf32>
  %old = arith.mulf %rm, %keep : tensor<4xf32>
  %new = arith.mulf %mean0, %take : tensor<4xf32>
  %updated = arith.addf %old, %new : tensor<4xf32>
  return %spread, %updated : tensor<f32>, tensor<4xf32>
}

func.func private @half(%x: tensor<4x4xf32>) -> (tensor<f32>, tensor<4xf32>) {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant dense<4.0> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.reduce ins(%x : tensor<4x4xf32>) outs(%f : tensor<4xf32>) dimensions = [0]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  %mean = arith.divf %sum, %count : tensor<4xf32>
  %eb = tensor.empty() : tensor<4x4xf32>
  %b = linalg.broadcast ins(%mean : tensor<4xf32>) outs(%eb : tensor<4x4xf32>) dimensions = [0]
  %centered = arith.subf %x, %b : tensor<4x4xf32>
  %squared = arith.mulf %centered, %centered : tensor<4x4xf32>
  %es = tensor.empty() : tensor<f32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<f32>) -> tensor<f32>
  %spread = linalg.reduce ins(%squared : tensor<4x4xf32>) outs(%fs : tensor<f32>) dimensions = [0, 1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %spread, %mean : tensor<f32>, tensor<4xf32>
}
