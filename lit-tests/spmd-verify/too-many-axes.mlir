// A mesh of more axes than a collective's axis set can name is a located
// error, not a crash.
// RUN: spmd-opt --verify-diagnostics --spmd-verify %s

// expected-error@+1 {{mesh @mesh has 17 axes; spmd handles meshes of at most 16 axes}}
shard.grid @mesh(shape = 1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1)
