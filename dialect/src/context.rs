//! MLIR contexts with every upstream dialect and the spmd dialect loaded.

use melior::{
    Context,
    dialect::DialectRegistry,
    ir::Module,
    utility::{load_irdl_dialects, register_all_dialects},
};

/// The IRDL definition of the dialect (also usable as `mlir-opt --irdl-file`).
pub const IRDL_SOURCE: &str = include_str!("../spmd.irdl.mlir");

/// Loads the spmd dialect from its IRDL definition into `context`, which must
/// have the `irdl` dialect registered and must not have spmd loaded yet.
pub fn load_spmd_dialect(context: &Context) {
    let definition =
        Module::parse(context, IRDL_SOURCE).expect("the bundled spmd.irdl.mlir parses");
    assert!(
        load_irdl_dialects(&definition),
        "the bundled spmd.irdl.mlir loads"
    );
}

/// A context with all upstream dialects (linalg, tensor, shard, ...) and the
/// spmd dialect loaded: what `spmd-opt` and the tests parse programs in.
/// Ops of dialects it does not know parse in generic syntax: the
/// exporters' own ops (`tm_tensor`, `iree_linalg_ext`, see
/// [`crate::foreign`]) reach MLIR that way.
pub fn create_context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new();
    context.append_dialect_registry(&registry);
    context.load_all_available_dialects();
    load_spmd_dialect(&context);
    context.set_allow_unregistered_dialects(true);
    context
}
