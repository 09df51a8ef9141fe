// spmd-report of the DDP and FSDP steps: per-device bytes by role (DDP
// stores w and b whole, 112 bytes; FSDP 2 of w's padded rows and 1 of b's,
// 36 bytes) and collectives, gradient traffic apart.
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=replicate mesh=4},spmd-report)' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DDP
// RUN: spmd-opt --pass-pipeline='builtin.module(spmd-data-parallel{style=fully-shard mesh=4},spmd-report{format=json})' %S/Inputs/step.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FSDP

// DDP: spmd-report: @sgd per device
// DDP: input 96 bytes
// DDP: param 112 bytes
// DDP: state 0 bytes
// DDP: collective count bytes gradient count gradient bytes
// DDP-NEXT: all_reduce 3 116 2 112

// FSDP: {"bytes_per_device":{"input":96,"intermediate":{{[0-9]+}},"other argument":0,"param":36,"state":0},"collectives":{"all_gather":{"bytes":36,"count":2,"gradient_bytes":0,"gradient_count":0},"all_reduce":{"bytes":4,"count":1,"gradient_bytes":0,"gradient_count":0},"reduce_scatter":{"bytes":144,"count":2,"gradient_bytes":144,"gradient_count":2}},"function":"sgd"}
