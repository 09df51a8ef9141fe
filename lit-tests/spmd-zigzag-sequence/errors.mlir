// What spmd-zigzag-sequence cannot reorder is a located error, and the
// pass fails: a slice of the sequence (a shift of the labels), a length
// that 2N chunks do not divide, a function with no sharding, a mesh axis
// the mesh does not have.
// RUN: spmd-opt --verify-diagnostics --split-input-file --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence)' %s -o /dev/null
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-zigzag-sequence)' %S/positions.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNSHARDED
// UNSHARDED: positions.mlir:{{[0-9]+}}:1: error: spmd-zigzag-sequence: the function has no sharding; split the sequence first (spmd-shard-args)
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence{mesh-axis=cp})' %S/positions.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: positions.mlir:{{[0-9]+}}:1: error: spmd-zigzag-sequence: mesh @mesh (2) has no axis 'cp'
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence{arguments=sideways})' %S/positions.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARRIVAL
// ARRIVAL: error: spmd-zigzag-sequence: option 'arguments' expects natural or zigzag, got 'sideways'
// Twice would reorder the reordered sequence; after the partition, the
// pieces are no longer the program's.
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-zigzag-sequence,spmd-zigzag-sequence)' %S/positions.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: positions.mlir:{{[0-9]+}}:1: error: spmd-zigzag-sequence: the sequence is in the zigzag order already
// RUN: not spmd-opt --pass-pipeline='builtin.module(spmd-shard-args{mesh=2 args="0=S(0)"},spmd-propagate,spmd-partition,spmd-zigzag-sequence)' %S/positions.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PARTITIONED
// PARTITIONED: positions.mlir:{{[0-9]+}}:1: error: spmd-zigzag-sequence: the function is partitioned already; run the pass before spmd-propagate

func.func @shifted(%x: tensor<8x4xf32>) -> tensor<7x4xf32> {
  // expected-error @+1 {{spmd-zigzag-sequence: cannot reorder the sequence through 'tensor.extract_slice': takes part of the sequence (a slice, pad or concatenation)}}
  %s = tensor.extract_slice %x[1, 0] [7, 4] [1, 1] : tensor<8x4xf32> to tensor<7x4xf32>
  return %s : tensor<7x4xf32>
}

// -----

// expected-error @+1 {{spmd-zigzag-sequence: the sequence dims must all have one length that 4 chunks divide; found 6}}
func.func @uneven(%x: tensor<6x4xf32>) -> tensor<6x4xf32> {
  return %x : tensor<6x4xf32>
}
