// Convolutions and pools, named or generalized, are read from the indexing
// maps their definitions give: batch, output channels and groups are
// parallel factors, input channels reduce into Partial(sum) (a max pool's
// window would reduce into Partial(max)), and every loop a window reads
// (`oh * stride + kh`: the output's spatial dims and the kernel's) is
// whole: a split piece would read its neighbour's rows. Unless the windows
// tile the dim (the window is the stride, as in a patch embedding, a 2x2
// pool of stride 2 or a 1x1 convolution): the dim is then the two loops
// flattened (`k*n`), and a split of the outer one reads only its rows.
// RUN: spmd-opt --spmd-print-rules %s -o /dev/null 2>&1 | FileCheck %s
// RUN: spmd-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-print-rules)' %s -o /dev/null 2>&1 | FileCheck %s

func.func @main(%x: tensor<2x4x9x9xf32>, %w: tensor<6x4x3x3xf32>, %o: tensor<2x6x4x4xf32>,
                %xh: tensor<2x9x9x4xf32>, %wh: tensor<3x3x4x6xf32>, %oh: tensor<2x7x7x6xf32>,
                %xg: tensor<2x2x4x9x9xf32>, %wg: tensor<2x3x4x3x3xf32>, %og: tensor<2x2x3x7x7xf32>,
                %wd: tensor<3x3x4xf32>, %od: tensor<2x7x7x4xf32>,
                %x1: tensor<2x9x4xf32>, %w1: tensor<3x4x6xf32>, %o1: tensor<2x7x6xf32>,
                %x3: tensor<2x5x5x5x4xf32>, %w3: tensor<3x3x3x4x6xf32>, %o3: tensor<2x3x3x3x6xf32>,
                %win: tensor<3x3xf32>, %pool: tensor<2x4x4x4xf32>,
                %img: tensor<2x3x16x16xf32>, %wp: tensor<8x3x4x4xf32>, %op: tensor<2x8x4x4xf32>,
                %win2: tensor<2x2xf32>, %pool2: tensor<2x3x8x8xf32>,
                %wpoint: tensor<8x3x1x1xf32>, %o1x1: tensor<2x8x16x16xf32>)
    -> (tensor<2x6x4x4xf32>, tensor<2x7x7x6xf32>, tensor<2x2x3x7x7xf32>, tensor<2x7x7x4xf32>,
        tensor<2x7x6xf32>, tensor<2x3x3x3x6xf32>, tensor<2x4x4x4xf32>,
        tensor<2x8x4x4xf32>, tensor<2x3x8x8xf32>, tensor<2x8x16x16xf32>) {
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_2d_nchw_fchw|generic}}' ([i, m, _, _], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=6, k=4, l=4, m=4, n=3, o=3} reduction={m:sum} whole={k, l, n, o} inits=1{{$}}
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %w : tensor<2x4x9x9xf32>, tensor<6x4x3x3xf32>) outs(%o : tensor<2x6x4x4xf32>) -> tensor<2x6x4x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_2d_nhwc_hwcf|generic}}' ([i, _, _, o], [m, n, o, l], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=7, k=7, l=6, m=3, n=3, o=4} reduction={o:sum} whole={j, k, m, n} inits=1{{$}}
  %1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%xh, %wh : tensor<2x9x9x4xf32>, tensor<3x3x4x6xf32>) outs(%oh : tensor<2x7x7x6xf32>) -> tensor<2x7x7x6xf32>
  // Grouped: the group is parallel on all three.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_2d_ngchw_gfchw|generic}}' ([i, j, n, _, _], [j, k, n, o, p], [i, j, k, l, m]) -> ([i, j, k, l, m]) {i=2, j=2, k=3, l=7, m=7, n=4, o=3, p=3} reduction={n:sum} whole={l, m, o, p} inits=1{{$}}
  %2 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%xg, %wg : tensor<2x2x4x9x9xf32>, tensor<2x3x4x3x3xf32>) outs(%og : tensor<2x2x3x7x7xf32>) -> tensor<2x2x3x7x7xf32>
  // Depthwise: channels are parallel, nothing reduces but the window.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{depthwise_conv_2d_nhwc_hwc|generic}}' ([i, _, _, l], [m, n, l], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=7, k=7, l=4, m=3, n=3} whole={j, k, m, n} inits=1{{$}}
  %3 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%xh, %wd : tensor<2x9x9x4xf32>, tensor<3x3x4xf32>) outs(%od : tensor<2x7x7x4xf32>) -> tensor<2x7x7x4xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_1d_nwc_wcf|generic}}' ([i, _, m], [l, m, k], [i, j, k]) -> ([i, j, k]) {i=2, j=7, k=6, l=3, m=4} reduction={m:sum} whole={j, l} inits=1{{$}}
  %4 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
         ins(%x1, %w1 : tensor<2x9x4xf32>, tensor<3x4x6xf32>) outs(%o1 : tensor<2x7x6xf32>) -> tensor<2x7x6xf32>
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_3d_ndhwc_dhwcf|generic}}' ([i, _, _, _, q], [n, o, p, q, m], [i, j, k, l, m]) -> ([i, j, k, l, m]) {i=2, j=3, k=3, l=3, m=6, n=3, o=3, p=3, q=4} reduction={q:sum} whole={j, k, l, n, o, p} inits=1{{$}}
  %5 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
         ins(%x3, %w3 : tensor<2x5x5x5x4xf32>, tensor<3x3x3x4x6xf32>) outs(%o3 : tensor<2x3x3x3x6xf32>) -> tensor<2x3x3x3x6xf32>
  // A pool's window operand gives only its shape.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{pooling_nchw_max|generic}}' ([i, j, _, _], [m, n], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=4, k=4, l=4, m=3, n=3} whole={k, l, m, n} inits=1{{$}}
  %6 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%x, %win : tensor<2x4x9x9xf32>, tensor<3x3xf32>) outs(%pool : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  // A patch embedding (4x4, stride 4): the rows are k*n, the columns l*o.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_2d_nchw_fchw|generic}}' ([i, m, k*n, l*o], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=8, k=4, l=4, m=3, n=4, o=4} reduction={m:sum, n:sum, o:sum} inits=1 even={k, n, l, o}{{$}}
  %7 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<4> : vector<2xi64>}
         ins(%img, %wp : tensor<2x3x16x16xf32>, tensor<8x3x4x4xf32>) outs(%op : tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
  // A 2x2 max pool of stride 2.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{pooling_nchw_max|generic}}' ([i, j, k*m, l*n], [m, n], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=3, k=8, l=8, m=2, n=2} reduction={m:max, n:max} inits=1 even={k, m, l, n}{{$}}
  %8 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
         ins(%img, %win2 : tensor<2x3x16x16xf32>, tensor<2x2xf32>) outs(%pool2 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
  // A 1x1 convolution of stride 1.
  // CHECK: {{(line |.*:)}}[[#@LINE+1]]:8: remark: 'linalg.{{conv_2d_nchw_fchw|generic}}' ([i, m, k*n, l*o], [j, m, n, o], [i, j, k, l]) -> ([i, j, k, l]) {i=2, j=8, k=16, l=16, m=3, n=1, o=1} reduction={m:sum, n:sum, o:sum} inits=1 even={k, n, l, o}{{$}}
  %9 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
         ins(%img, %wpoint : tensor<2x3x16x16xf32>, tensor<8x3x1x1xf32>) outs(%o1x1 : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<2x6x4x4xf32>, tensor<2x7x7x6xf32>, tensor<2x2x3x7x7xf32>,
         tensor<2x7x7x4xf32>, tensor<2x7x6xf32>, tensor<2x3x3x3x6xf32>, tensor<2x4x4x4xf32>,
         tensor<2x8x4x4xf32>, tensor<2x3x8x8xf32>, tensor<2x8x16x16xf32>
}
