// The `spmd` sharding dialect, defined with IRDL so that MLIR itself parses,
// prints and structurally verifies it, and so that upstream tools read our
// output: `mlir-opt --irdl-file=dialect/spmd.irdl.mlir`.
//
// IRDL gives attributes and ops their generic spelling only, so a sharding reads
//
//   #spmd.sharding<@mesh, ["S(0)", "R", "P(sum)"]>
//
// with one DTensor placement per axis of the `shard.grid @mesh`:
//   "S(d)"  Shard(d): tensor dim d is split over that mesh axis
//   "R"     Replicate
//   "P(op)" Partial(op), op one of sum | avg | max | min
// IRDL checks the structure (a symbol and an array); the `spmd-verify` pass
// checks the content (mesh exists, one placement per axis, dims in range, ...).
//
// Attributes that are not defined here but named by the dialect prefix:
//   func argument / result: spmd.sharding = #spmd.sharding<...>
//                           spmd.role = "param" | "state" | "input"
//   any op:                 spmd.shardings = [#spmd.sharding<...>, ...]
//                           (one per result, written by propagation)
//   shard.grid:             spmd.axis_names = ["dp", "tp"]
irdl.dialect @spmd {
  // A DTensor placement per mesh axis of the grid named by `mesh`.
  irdl.attribute @sharding {
    %mesh = irdl.base "#builtin.symbol_ref"
    %placements = irdl.base "#builtin.array"
    irdl.parameters(mesh: %mesh, placements: %placements)
  }

  // A sharding constraint the user writes between ops: the result is the
  // operand, required to have the given sharding.
  //   %1 = "spmd.annotate"(%0) {sharding = #spmd.sharding<@mesh, ["S(0)"]>}
  //          : (tensor<8x16xf32>) -> tensor<8x16xf32>
  irdl.operation @annotate {
    %tensor = irdl.base "!builtin.tensor"
    %sharding = irdl.base @spmd::@sharding
    irdl.operands(input: %tensor)
    irdl.results(result: %tensor)
    irdl.attributes { "sharding" = %sharding }
  }
}
