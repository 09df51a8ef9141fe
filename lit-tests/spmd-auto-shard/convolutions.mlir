// spmd-auto-shard costs convolutions by their loop nests (flops: two per
// point of n, f, oh, ow, c, kh, kw): a convolution and its weight gradient
// over a large batch are split on the batch, the gradient's partial sums
// all-reduced (its bytes are small next to the flops saved); over a small
// batch the same step stays whole on every device (an all_reduce costs
// more than it saves). One large image into one channel splits on its
// rows, the padded rows' halos exchanged (two 128 KB shifts, costed in the
// plan): no batch or output channel to split, and splitting the input
// channels would all-reduce the 16 MB output.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4 function=large})' %s 2>&1 | FileCheck %s --check-prefix=LARGE
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4 function=small})' %s 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-auto-shard{mesh=4 function=rows})' %s 2>&1 | FileCheck %s --check-prefix=ROWS

// LARGE: spmd-auto-shard: plan 'ilp' on mesh @mesh (4)
// LARGE-LABEL: func.func @large
// LARGE: linalg.conv_2d_nchw_fchw {{.*}} ins(%arg0, %arg1 : tensor<16x128x34x34xf32>, tensor<128x128x3x3xf32>)
// LARGE: shard.all_reduce {{.*}} : tensor<128x128x3x3xf32>

// SMALL: spmd-auto-shard: plan 'ilp' on mesh @mesh (4)
// SMALL-LABEL: func.func @small
// SMALL-NOT: shard.all
// SMALL: linalg.conv_2d_nchw_fchw {{.*}} ins(%arg0, %arg1 : tensor<4x2x34x34xf32>, tensor<2x2x3x3xf32>)
// SMALL-NOT: shard.all
// SMALL: return

// ROWS: spmd-auto-shard: plan 'ilp' on mesh @mesh (4)
// ROWS: argument #0 (input): #spmd.sharding<@mesh, ["S(2)"]>
// ROWS-LABEL: func.func @rows
// ROWS-NOT: shard.all
// ROWS: shard.shift %{{.*}} offset = 1 : tensor<1x16x1x2048xf32>
// ROWS: shard.shift %{{.*}} offset = -1 : tensor<1x16x1x2048xf32>
// ROWS-NOT: shard.all
// ROWS: linalg.conv_2d_nchw_fchw {{.*}} -> tensor<1x1x512x2048xf32>
// ROWS-NOT: shard.all
// ROWS: return

func.func @large(%x: tensor<64x128x34x34xf32>, %w: tensor<128x128x3x3xf32>) -> (tensor<128x128x3x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x128x32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<64x128x32x32xf32>) -> tensor<64x128x32x32xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<64x128x34x34xf32>, tensor<128x128x3x3xf32>) outs(%f : tensor<64x128x32x32xf32>) -> tensor<64x128x32x32xf32>
  %ew = tensor.empty() : tensor<128x128x3x3xf32>
  %fw = linalg.fill ins(%zero : f32) outs(%ew : tensor<128x128x3x3xf32>) -> tensor<128x128x3x3xf32>
  %g = linalg.generic {indexing_maps = [
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, c, oh + kh, ow + kw)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, f, oh, ow)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (f, c, kh, kw)>],
        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %y : tensor<64x128x34x34xf32>, tensor<64x128x32x32xf32>) outs(%fw : tensor<128x128x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<128x128x3x3xf32>
  return %g : tensor<128x128x3x3xf32>
}
func.func @small(%x: tensor<4x2x34x34xf32>, %w: tensor<2x2x3x3xf32>) -> (tensor<2x2x3x3xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R"]>}) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x2x32x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x2x32x32xf32>) -> tensor<4x2x32x32xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%x, %w : tensor<4x2x34x34xf32>, tensor<2x2x3x3xf32>) outs(%f : tensor<4x2x32x32xf32>) -> tensor<4x2x32x32xf32>
  %ew = tensor.empty() : tensor<2x2x3x3xf32>
  %fw = linalg.fill ins(%zero : f32) outs(%ew : tensor<2x2x3x3xf32>) -> tensor<2x2x3x3xf32>
  %g = linalg.generic {indexing_maps = [
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, c, oh + kh, ow + kw)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (n, f, oh, ow)>,
          affine_map<(f, c, kh, kw, n, oh, ow) -> (f, c, kh, kw)>],
        iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%x, %y : tensor<4x2x34x34xf32>, tensor<4x2x32x32xf32>) outs(%fw : tensor<2x2x3x3xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2x3x3xf32>
  return %g : tensor<2x2x3x3xf32>
}

func.func @rows(%x: tensor<1x16x2048x2048xf32>, %w: tensor<1x16x3x3xf32>) -> tensor<1x1x2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x16x2048x2048xf32> to tensor<1x16x2050x2050xf32>
  %e = tensor.empty() : tensor<1x1x2048x2048xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x2048x2048xf32>) -> tensor<1x1x2048x2048xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%padded, %w : tensor<1x16x2050x2050xf32>, tensor<1x16x3x3xf32>) outs(%f : tensor<1x1x2048x2048xf32>) -> tensor<1x1x2048x2048xf32>
  return %c : tensor<1x1x2048x2048xf32>
}
