// A mesh with an axis of size 0 (found by fuzzing: it divided by zero) is
// a located error.
// RUN: spmd-opt --verify-diagnostics --spmd-verify %s

// expected-error@+1 {{mesh @mesh has an axis of size 0}}
shard.grid @mesh(shape = 0x3)
