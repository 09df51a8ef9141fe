// An op without a rule is a located error (every such op is reported).
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null --verify-diagnostics

func.func @main(%x: tensor<8xf32>, %shape: tensor<2xi64>, %at: index, %m: tensor<2x8xf32>) {
  // expected-error @+1 {{no sharding rule for 'tensor.reshape': spmd does not know how this op can be sharded}}
  %0 = tensor.reshape %x(%shape) : (tensor<8xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  // expected-error @+1 {{no sharding rule for 'tensor.extract_slice': needs static sizes and strides}}
  %1 = tensor.extract_slice %x[0] [%at] [1] : tensor<8xf32> to tensor<?xf32>
  // A linalg op that is not a structured op has no indexing maps to read.
  // expected-error @+1 {{no sharding rule for 'linalg.softmax': not a structured linalg op (it has no indexing maps)}}
  %2 = linalg.softmax dimension(1) ins(%m : tensor<2x8xf32>) outs(%m : tensor<2x8xf32>) -> tensor<2x8xf32>
  return
}
