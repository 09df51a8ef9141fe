// A function option naming no function is a located error.
// RUN: spmd-opt --verify-diagnostics --spmd-ring-attention=function=step %s

// expected-error@+1 {{no function @step (functions with a body: main); name one with function=...}}
module {
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
