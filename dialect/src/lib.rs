//! The `spmd` sharding dialect.
//!
//! The dialect itself is IRDL (`spmd.irdl.mlir`, loaded into every context by
//! [`create_context`]); this crate gives it Rust types: [`Mesh`] (an upstream
//! `shard.grid`), [`Placement`] (DTensor's `Shard(d)` / `Replicate` /
//! `Partial(op)`), [`Sharding`] (one placement per mesh axis, the
//! `#spmd.sharding` attribute), argument [`Role`]s, and the conversion to and
//! from upstream `shard.sharding` in [`upstream`].

pub mod access;
mod annotations;
mod attribute_parameters;
mod context;
mod diagnostics;
pub mod foreign;
pub mod ir;
mod mesh;
pub mod read;
pub mod redistribution;
pub mod rules;
pub mod scope;
mod sharding;
mod text;
pub mod types;
pub mod upstream;
pub mod work;

pub use annotations::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, ARGUMENT_ATTRS, AXIS_NAMES_ATTR, GLOBAL_TYPE_ATTR,
    GRID_OP, NAME_ATTR, PARTITIONED_ATTR, RESULT_SHARDINGS_ATTR, ROLE_ATTR, Role, SHARDING_ATTR,
    SignatureSide, UnknownRole, refresh_function_type, set_signature_attributes,
    signature_attributes, signature_label, signature_names, with_entries,
};
pub use context::{IRDL_SOURCE, create_context, load_spmd_dialect};
pub use diagnostics::{
    Failure, emit_error, emit_remark, emit_warning, file_line_col, line_and_column, located,
    name_parsed_input, quietly, source_position, verifies_quietly,
};
pub use mesh::{Mesh, MeshError};
pub use sharding::{Sharding, ShardingAttribute, ShardingError};
pub use spmd_layout::{Placement, PlacementParseError, ReduceOp, layout};

#[cfg(test)]
mod tests;
