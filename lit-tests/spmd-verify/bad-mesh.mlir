// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

// expected-error@+1 {{mesh @mesh has 1 axis name for 2 axes}}
shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp"]}

// -----

// expected-error@+1 {{mesh @mesh names two axes 'dp'}}
shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "dp"]}

// -----

// expected-error@+1 {{mesh @mesh: 'spmd.axis_names' must be an array of strings}}
shard.grid @mesh(shape = 2x4) {spmd.axis_names = "dp,tp"}

// -----

// expected-error@+1 {{mesh @mesh has a dynamic axis size; spmd needs a static mesh shape}}
shard.grid @mesh(shape = 2x?)
