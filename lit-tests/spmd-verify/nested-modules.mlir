// Meshes are found as symbols are: in the nearest enclosing module that
// defines them; a sibling module's mesh is not visible.
// RUN: spmd-opt --spmd-verify --split-input-file --verify-diagnostics %s

module @outer {
  shard.grid @mesh(shape = 2)
  module @inner {
    shard.grid @mesh(shape = 2x2)
    // The inner @mesh (two axes) shadows the outer one.
    func.func @uses_inner(%a: tensor<8x8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)", "S(1)"]>}) {
      return
    }
  }
  module @other {
    // The outer @mesh (one axis) is visible here.
    func.func @uses_outer(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@mesh, ["S(0)"]>}) {
      return
    }
  }
}

// -----

module @outer {
  module @a {
    shard.grid @private_mesh(shape = 4)
  }
  module @b {
    // expected-error@+1 {{argument #0: unknown mesh @private_mesh: no 'shard.grid @private_mesh' in an enclosing module}}
    func.func @f(%a: tensor<8xf32> {spmd.sharding = #spmd.sharding<@private_mesh, ["S(0)"]>}) {
      return
    }
  }
}
