// spmd-report of the DDP and FSDP steps: per-device bytes by role (DDP
// stores w and b whole, 112 bytes; FSDP 2 of w's padded rows and 1 of b's,
// 36 bytes), the peak by the buffer plan spmd-lower-to-runtime makes (the
// arena the runtime allocates, with what is live then and the op where it
// is reached), and collectives, gradient traffic apart. Without
// linalg-generalize-named-ops first the lowering (and so the peak) refuses
// the step's named transposes, and the report says why.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4},spmd-report)' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4},func.func(linalg-generalize-named-ops),spmd-report,spmd-lower-to-runtime)' %S/Inputs/step.mlir 2>&1 | FileCheck %s --check-prefix=PEAK
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4},func.func(linalg-generalize-named-ops),spmd-report{format=json})' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FSDP
// Named ops as exported: the peak is planned on a generalized copy, the
// same as after generalizing.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4},func.func(linalg-generalize-named-ops),spmd-report)' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4},spmd-report)' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED

// DDP: spmd-report: @sgd per device
// DDP: input 96 bytes
// DDP: param 112 bytes
// DDP: state 0 bytes
// DDP: collective count bytes gradient count gradient bytes
// DDP-NEXT: all_reduce 3 116 2 112

// The peak is the arena the lowering then plans.
// PEAK: peak [[PEAK:[0-9]+]] bytes at 'linalg.generic' ({{(line |.*:)}}{{[0-9]+}}:{{[0-9]+}}), live then:
// PEAK-NEXT: activation {{[0-9]+}} bytes
// PEAK-NEXT: gradient {{[0-9]+}} bytes
// PEAK-NEXT: input 256 bytes
// PEAK-NEXT: param 512 bytes
// PEAK: spmd.arena_bytes = [[PEAK]] : i64

// FSDP: {"bytes_per_device":{"input":96,"other argument":0,"param":36,"state":0},"collectives":{"all_gather":{"bytes":36,"count":2,"gradient_bytes":0,"gradient_count":0},"all_reduce":{"bytes":4,"count":1,"gradient_bytes":0,"gradient_count":0},"reduce_scatter":{"bytes":144,"count":2,{{.*}}}},"function":"sgd","largest_arguments":[{"bytes":{{[0-9]+}},"index":{{[0-9]+}},"name":null,"role":"input"},{{.*}}],"peak":{"at":{"location":"{{(line |.*:)}}{{[0-9]+}}:{{[0-9]+}}","op":"{{[a-z.]+}}"},"bytes":{{[0-9]+}},"live":{"activation":{{[0-9]+}},{{.*}}"param":{{[0-9]+}}}}}

// NAMED: peak 2048 bytes at 'arith.mulf' ({{(line |.*step.mlir:)}}27:9), live then:
