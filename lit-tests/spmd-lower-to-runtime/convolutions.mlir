// Convolutions run as GEMMs (im2col): the windows a convolution reads are
// copied into a tensor whose dims are the loops they read, in the loops'
// order (a kernel), and the contraction reads that copy as one GEMM. A
// weight gradient, whose other operand's reduced dims do not nest, copies
// that operand into the loops' order too; a loop of one (a grouped
// convolution's single channel) is no GEMM dim. A max pool is no contraction and
// stays one kernel. Each executable equals the interpreter.
// RUN: spmd-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops),spmd-lower-to-runtime)' %S/Inputs/convolutions.mlir -o %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: spmd-translate --spmd-to-executable %t.mlir --function nchw -o %t.nchw.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function nchw --out %t.nchw > /dev/null
// RUN: spmd-exec %t.nchw.spmdx --expect %t.nchw | FileCheck %s --check-prefix=EXEC
// RUN: spmd-translate --spmd-to-executable %t.mlir --function nhwc -o %t.nhwc.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function nhwc --out %t.nhwc > /dev/null
// RUN: spmd-exec %t.nhwc.spmdx --expect %t.nhwc | FileCheck %s --check-prefix=EXEC
// RUN: spmd-translate --spmd-to-executable %t.mlir --function depthwise -o %t.depthwise.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function depthwise --out %t.depthwise > /dev/null
// RUN: spmd-exec %t.depthwise.spmdx --expect %t.depthwise | FileCheck %s --check-prefix=EXEC
// RUN: spmd-translate --spmd-to-executable %t.mlir --function pool -o %t.pool.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function pool --out %t.pool > /dev/null
// RUN: spmd-exec %t.pool.spmdx --expect %t.pool | FileCheck %s --check-prefix=EXEC
// RUN: spmd-translate --spmd-to-executable %t.mlir --function weight_gradient -o %t.weight_gradient.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function weight_gradient --out %t.weight_gradient > /dev/null
// RUN: spmd-exec %t.weight_gradient.spmdx --expect %t.weight_gradient | FileCheck %s --check-prefix=EXEC
// RUN: spmd-translate --spmd-to-executable %t.mlir --function grouped_dilated -o %t.grouped_dilated.spmdx
// RUN: spmd-run %S/Inputs/convolutions.mlir --function grouped_dilated --out %t.grouped_dilated > /dev/null
// RUN: spmd-exec %t.grouped_dilated.spmdx --expect %t.grouped_dilated | FileCheck %s --check-prefix=EXEC
// EXEC: result 0: {{.*}}: ok

// The padded input's windows: [n, oh, ow, c, kh, kw].
// CHECK-LABEL: func.func @nchw
// CHECK: %[[COL:.*]] = linalg.generic {{.*}} ins(%padded : tensor<2x3x11x11xf32>) outs(%{{.*}} : tensor<2x5x5x3x3x3xf32>) attrs = {{.*}}spmd.step = "kernel"
// CHECK: linalg.generic {{.*}} ins(%[[COL]], %arg1 : {{.*}}spmd.gemm = "batch=[2] m=25 n=4 k=27 a=N b=T c=T", spmd.step = "gemm"

// NHWC: every image's pixels are one m.
// CHECK-LABEL: func.func @nhwc
// CHECK: spmd.gemm = "batch=[] m=72 n=4 k=27 a=N b=N", spmd.step = "gemm"

// Depthwise: the channels are a batch of GEMMs.
// CHECK-LABEL: func.func @depthwise
// CHECK: spmd.gemm = "batch=[3] m=18 n=1 k=9 a=N b=N", spmd.step = "gemm"

// CHECK-LABEL: func.func @pool
// CHECK-NOT: spmd.gemm
// CHECK: ins(%arg0, %{{.*}} : tensor<2x3x8x8xf32>, tensor<2x2xf32>) {{.*}}spmd.step = "kernel"
// CHECK-NOT: spmd.gemm
// CHECK: return

// dY [n, f, oh, ow] copied to [f, n, oh, ow].
// CHECK-LABEL: func.func @weight_gradient
// CHECK: ins(%arg1 : tensor<2x4x6x6xf32>) outs(%{{.*}} : tensor<4x2x6x6xf32>)
// CHECK: spmd.gemm = "batch=[] m=27 n=4 k=72 a=N b=T c=T", spmd.step = "gemm"

// Windows [n, g, oh, ow, c, kh, kw]; the images and groups a batch of GEMMs.
// CHECK-LABEL: func.func @grouped_dilated
// CHECK: outs(%{{.*}} : tensor<2x4x4x4x1x4x4xf32>)
// CHECK: spmd.gemm = "batch=[4,2] m=16 n=3 k=16 a=N b=T c=T"
