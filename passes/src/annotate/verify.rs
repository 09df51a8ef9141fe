//! `spmd-verify`: checks every spmd annotation in the IR.
//!
//! Reads: `shard.grid` meshes and their `spmd.axis_names`; `spmd.sharding` and
//! `spmd.role` on function arguments and results; `spmd.annotate` ops; the
//! per-result `spmd.shardings` that propagation writes; the `spmd.global_type`
//! of a partitioned function's arguments and results (the local type must be
//! the sharded piece of it).
//! Writes: nothing. Every problem is a located error, and the pass fails if
//! there is one. With `require-complete`, every tensor value must also carry a
//! sharding (what partitioning needs).

use melior::ir::{
    Attribute, Location, RegionLike, Type, ValueLike,
    attribute::{StringAttribute, TypeAttribute},
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
    r#type::{FunctionType, RankedTensorType, ShapedTypeLike, TypeLike},
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::ir::AttributeText;
use spmd_dialect::ir::{ArgumentAt, Positional};
use spmd_dialect::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, ARGUMENT_ATTRS, GLOBAL_TYPE_ATTR, GRID_OP, Mesh,
    NAME_ATTR, RESULT_SHARDINGS_ATTR, ROLE_ATTR, Role, SHARDING_ATTR, Sharding, SignatureSide,
    access::op_sharding_attributes, emit_error, signature_attributes, signature_label,
    signature_names, types::static_tensor,
};

use crate::pass::{ModulePass, OptionInfo, PassFailure, declare_pass};

const REQUIRE_COMPLETE: OptionInfo = OptionInfo {
    name: "require-complete",
    value: "bool",
    default: "false",
    description: "also require a sharding on every tensor argument, result and op result",
};

declare_pass! {
    /// The `spmd-verify` pass.
    pub fn verify_pass(require_complete: bool) = "spmd-verify" as "SpmdVerify" {
        summary: "Check every spmd annotation: mesh exists, one placement per axis, dims in range, known reductions and roles",
        options: &[REQUIRE_COMPLETE],
        create: |options| Ok(verify_pass(options.bool(&REQUIRE_COMPLETE)?)),
        run: ModulePass {
            settings: require_complete,
            run: |operation, &require_complete| {
                if verify_annotations(operation, require_complete) {
                    Ok(())
                } else {
                    Err(PassFailure::Reported)
                }
            },
        },
    }
}

/// Checks every annotation in `operation` (emitting an error for each bad
/// one, as `spmd-verify` does); whether all are good.
pub(crate) fn verify_annotations(operation: OperationRef, require_complete: bool) -> bool {
    let mut verifier = Verifier {
        require_complete,
        ..Verifier::default()
    };
    operation.walk(WalkOrder::PreOrder, |operation| {
        verifier.check_operation(operation);
        WalkResult::Advance
    });
    !verifier.failed
}

#[derive(Default)]
struct Verifier {
    require_complete: bool,
    failed: bool,
}

impl Verifier {
    fn error(&mut self, location: Location, message: &str) {
        emit_error(location, message);
        self.failed = true;
    }

    fn check_operation(&mut self, operation: OperationRef) {
        let name = operation.name();
        match spmd_dialect::ir::identifier_text(name).as_str() {
            GRID_OP => {
                if let Err(error) = Mesh::from_grid_op(operation) {
                    self.error(operation.location(), &error.to_string());
                }
            }
            "func.func" => self.check_function(operation),
            ANNOTATE_OP => self.check_annotate(operation),
            _ => {}
        }
        self.check_result_shardings(operation);
    }

    /// Checks `attribute` as the sharding of a value of type `value_type`;
    /// `what` names the value in messages.
    fn check_sharding(
        &mut self,
        anchor: OperationRef,
        attribute: Attribute,
        value_type: Type,
        location: Location,
        what: &str,
    ) {
        let sharding = match Sharding::from_attribute(attribute) {
            Ok(sharding) => sharding,
            Err(error) => return self.error(location, &format!("{what}: {error}")),
        };
        let mesh = match Mesh::lookup(anchor, &sharding.mesh) {
            Ok(mesh) => mesh,
            Err(error) => return self.error(location, &format!("{what}: {error}")),
        };
        let rank = match tensor_rank(value_type) {
            Ok(rank) => rank,
            Err(message) => return self.error(location, &format!("{what}: {message}")),
        };
        if let Err(error) = sharding.check(&mesh, rank) {
            self.error(location, &format!("{what}: {error}"));
        }
    }

    fn check_function(&mut self, function: OperationRef) {
        let Some(function_type) = function
            .attribute("function_type")
            .ok()
            .and_then(|attribute| TypeAttribute::try_from(attribute).ok())
            .and_then(|attribute| FunctionType::try_from(attribute.value()).ok())
        else {
            return;
        };
        let entry_block = function.region_at(0).and_then(|body| body.first_block());
        for side in [SignatureSide::Argument, SignatureSide::Result] {
            let dictionaries = signature_attributes(function, side);
            let names = signature_names(function, side);
            let count = match side {
                SignatureSide::Argument => function_type.input_count(),
                SignatureSide::Result => function_type.result_count(),
            };
            for index in 0..count {
                let (value_type, location) = match side {
                    SignatureSide::Argument => (
                        function_type.input(index).expect("index < input_count"),
                        entry_block
                            .and_then(|block| block.argument_at(index))
                            .map_or(function.location(), |argument| argument.location()),
                    ),
                    SignatureSide::Result => (
                        function_type.result(index).expect("index < result_count"),
                        function.location(),
                    ),
                };
                let what = signature_label(side, index, &names);
                let mut has_sharding = false;
                if let Some(dictionary) = dictionaries.get(index) {
                    for entry in 0..dictionary.len() {
                        let Ok((name, attribute)) = dictionary.element(entry) else {
                            continue;
                        };
                        let name = spmd_dialect::ir::identifier_text(name);
                        has_sharding |= name == SHARDING_ATTR;
                        self.check_signature_attribute(
                            function, side, &name, attribute, value_type, location, &what,
                        );
                    }
                    if let Some(global) = dictionary.element_by_name(GLOBAL_TYPE_ATTR) {
                        let sharding = dictionary.element_by_name(SHARDING_ATTR);
                        self.check_global_type(
                            function, global, sharding, value_type, location, &what,
                        );
                    }
                }
                if self.require_complete && !has_sharding && is_tensor(value_type) {
                    self.error(
                        location,
                        &format!("{what} has no '{SHARDING_ATTR}' (require-complete)"),
                    );
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn check_signature_attribute(
        &mut self,
        function: OperationRef,
        side: SignatureSide,
        name: &str,
        attribute: Attribute,
        value_type: Type,
        location: Location,
        what: &str,
    ) {
        match name {
            SHARDING_ATTR => self.check_sharding(function, attribute, value_type, location, what),
            GLOBAL_TYPE_ATTR => {} // checked with the sharding, in check_global_type
            NAME_ATTR if StringAttribute::try_from(attribute).is_err() => self.error(
                location,
                &format!("{what}: '{NAME_ATTR}' must be a string, got {attribute}"),
            ),
            NAME_ATTR => {}
            ROLE_ATTR if side == SignatureSide::Result => self.error(
                location,
                &format!("{what}: '{ROLE_ATTR}' applies to function arguments only"),
            ),
            ROLE_ATTR => {
                let role = StringAttribute::try_from(attribute)
                    .map_err(|_| format!("'{ROLE_ATTR}' must be a string, got {attribute}"))
                    .and_then(|role| {
                        role.text()
                            .parse::<Role>()
                            .map_err(|error| error.to_string())
                    });
                if let Err(message) = role {
                    self.error(location, &format!("{what}: {message}"));
                }
            }
            name if name.starts_with("spmd.") => self.error(
                location,
                &format!(
                    "{what}: unknown attribute '{name}'; spmd knows {}",
                    ARGUMENT_ATTRS.join(", ")
                ),
            ),
            _ => {}
        }
    }

    /// A local piece (`value_type`) must be what `sharding` makes of the
    /// global type on its mesh.
    fn check_global_type(
        &mut self,
        anchor: OperationRef,
        global: Attribute,
        sharding: Option<Attribute>,
        value_type: Type,
        location: Location,
        what: &str,
    ) {
        let global_type = TypeAttribute::try_from(global).ok().map(|t| t.value());
        let (Some((global_shape, global_element)), Some((local_shape, local_element))) = (
            global_type.and_then(static_tensor),
            static_tensor(value_type),
        ) else {
            return self.error(
                location,
                &format!(
                    "{what}: '{GLOBAL_TYPE_ATTR}' must be a static tensor type, like the value's"
                ),
            );
        };
        if global_element != local_element || global_shape.len() != local_shape.len() {
            return self.error(location, &format!("{what}: '{GLOBAL_TYPE_ATTR}' {global} does not match the value type {value_type}"));
        }
        let Some(sharding) = sharding.and_then(|s| Sharding::from_attribute(s).ok()) else {
            return;
        };
        let Ok(mesh) = Mesh::lookup(anchor, &sharding.mesh) else {
            return;
        };
        if sharding.check(&mesh, global_shape.len()).is_err() {
            return;
        }
        let expected = spmd_dialect::layout::local_shape(&global_shape, &sharding, &mesh.shape);
        if expected != local_shape {
            let dims: Vec<String> = expected.iter().map(usize::to_string).collect();
            self.error(
                location,
                &format!(
                    "{what}: {value_type} is not the local piece of {global} under {sharding}; expected tensor<{}x{global_element}>",
                    dims.join("x")
                ),
            );
        }
    }

    fn check_annotate(&mut self, annotate: OperationRef) {
        // IRDL has checked the structure: a ranked tensor operand, the same
        // type for the result, and a `#spmd.sharding` attribute.
        let Ok(input) = annotate.operand(0) else {
            return;
        };
        if let Ok(attribute) = annotate.attribute(ANNOTATE_SHARDING_ATTR) {
            self.check_sharding(
                annotate,
                attribute,
                input.r#type(),
                annotate.location(),
                "annotation",
            );
        }
    }

    fn check_result_shardings(&mut self, operation: OperationRef) {
        if !operation.has_attribute(RESULT_SHARDINGS_ATTR) {
            let unannotated_tensor = operation.results().any(|result| is_tensor(result.r#type()));
            let exempt = operation.name().as_string_ref().as_str() == Ok(ANNOTATE_OP);
            if self.require_complete && unannotated_tensor && !exempt {
                self.error(
                    operation.location(),
                    &format!(
                        "op has tensor results but no '{RESULT_SHARDINGS_ATTR}' (require-complete)"
                    ),
                );
            }
            return;
        }
        let shardings = match op_sharding_attributes(operation) {
            Ok(Some(shardings)) => shardings,
            Ok(None) => return,
            Err((location, message)) => return self.error(location, &message),
        };
        for (index, result) in operation.results().enumerate() {
            let sharding = shardings[index];
            self.check_sharding(
                operation,
                sharding,
                result.r#type(),
                operation.location(),
                &format!("result #{index}"),
            );
        }
    }
}

fn is_tensor(value_type: Type) -> bool {
    value_type.is_ranked_tensor() || value_type.is_unranked_tensor()
}

/// The rank a sharding of a value of this type refers to: a ranked tensor's
/// rank, 0 for a scalar.
fn tensor_rank(value_type: Type) -> Result<usize, Unshardable> {
    if let Ok(tensor) = RankedTensorType::try_from(value_type) {
        Ok(tensor.rank())
    } else if value_type.is_unranked_tensor() {
        Err(Unshardable::Unranked(value_type.to_string()))
    } else if value_type.is_integer() || value_type.is_index() || value_type.is_float() {
        Ok(0)
    } else {
        Err(Unshardable::Type(value_type.to_string()))
    }
}

/// A value whose type no sharding can refer to.
#[derive(Debug, thiserror::Error)]
enum Unshardable {
    #[error("cannot shard {0}: spmd needs ranked tensors")]
    Unranked(String),
    #[error("cannot shard a value of type {0}")]
    Type(String),
}
