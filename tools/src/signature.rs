//! What `spmd-run` needs from a function's signature: the global type of
//! every argument and result, and for a partitioned function the sharding
//! that maps it to the ranks' local pieces.

use melior::ir::{
    Attribute, Module, Type,
    attribute::TypeAttribute,
    operation::{OperationLike, OperationRef},
    r#type::FunctionType,
};
use spmd_dialect::ShardingAttribute;
use spmd_dialect::{
    GLOBAL_TYPE_ATTR, Mesh, PARTITIONED_ATTR, SHARDING_ATTR, Sharding, SignatureSide,
    signature_attributes,
};

/// One argument or result.
pub struct Port {
    /// The global shape (the local one in a single-device function).
    pub global_shape: Vec<usize>,
    /// How the global value is spread over the ranks (partitioned functions).
    pub sharding: Option<Sharding>,
}

pub struct Signature {
    pub arguments: Vec<Port>,
    pub results: Vec<Port>,
    /// The mesh of a partitioned function; `None` for a single-device one.
    pub mesh: Option<Mesh>,
}

fn shape_of(value_type: Type) -> Vec<usize> {
    spmd_dialect::types::static_tensor(value_type)
        .map(|(shape, _)| shape)
        .unwrap_or_default()
}

impl Signature {
    pub fn read(function: OperationRef) -> Result<Signature, SignatureError> {
        let function_type = function
            .attribute("function_type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .and_then(|a| FunctionType::try_from(a.value()).ok())
            .ok_or(SignatureError::NoFunctionType)?;
        let partitioned = function.has_attribute(PARTITIONED_ATTR);
        let mut mesh: Option<Mesh> = None;
        let mut ports =
            |side: SignatureSide, types: Vec<Type>| -> Result<Vec<Port>, SignatureError> {
                let dictionaries = signature_attributes(function, side);
                (0..types.len())
                    .map(|index| {
                        let local_type = types[index];
                        if !partitioned {
                            return Ok(Port {
                                global_shape: shape_of(local_type),
                                sharding: None,
                            });
                        }
                        let at = |reason: String| SignatureError::Port {
                            side,
                            index,
                            reason,
                        };
                        let attribute = |name: &'static str| -> Result<Attribute, SignatureError> {
                            dictionaries
                                .get(index)
                                .and_then(|d| d.element_by_name(name))
                                .ok_or(SignatureError::Missing { side, index, name })
                        };
                        let sharding = Sharding::from_attribute(attribute(SHARDING_ATTR)?)
                            .map_err(|error| at(error.to_string()))?;
                        let global = TypeAttribute::try_from(attribute(GLOBAL_TYPE_ATTR)?)
                            .map_err(|_| at(format!("'{GLOBAL_TYPE_ATTR}' must be a type")))?
                            .value();
                        let found = Mesh::lookup(function, &sharding.mesh)
                            .map_err(|error| at(error.to_string()))?;
                        match &mesh {
                            Some(known) if *known != found => {
                                return Err(SignatureError::MeshesDiffer {
                                    side,
                                    index,
                                    found: found.to_string(),
                                    known: known.to_string(),
                                });
                            }
                            _ => mesh = Some(found),
                        }
                        Ok(Port {
                            global_shape: shape_of(global),
                            sharding: Some(sharding),
                        })
                    })
                    .collect()
            };
        let inputs = (0..function_type.input_count())
            .filter_map(|i| function_type.input(i).ok())
            .collect();
        let outputs = (0..function_type.result_count())
            .filter_map(|i| function_type.result(i).ok())
            .collect();
        let arguments = ports(SignatureSide::Argument, inputs)?;
        let results = ports(SignatureSide::Result, outputs)?;
        if partitioned && mesh.is_none() {
            return Err(SignatureError::NothingSharded);
        }
        Ok(Signature {
            arguments,
            results,
            mesh,
        })
    }
}

/// The named function of `module`, else its only one with a body, else
/// @main (see [`spmd_dialect::ir::find_function`]), for a tool's
/// `--function`.
pub fn find_function<'c, 'a>(
    module: &'a Module<'c>,
    name: Option<&str>,
) -> Result<OperationRef<'c, 'a>, NoFunction> {
    spmd_dialect::ir::find_function(module.body(), name).map_err(NoFunction)
}

/// No function a tool can run: `--function` names the one.
#[derive(Debug, thiserror::Error)]
#[error("{0}; use --function")]
pub struct NoFunction(spmd_dialect::ir::MissingFunction);

/// A function whose signature a tool cannot read.
#[derive(Debug, thiserror::Error)]
pub enum SignatureError {
    #[error("the function has no function type")]
    NoFunctionType,
    #[error("{side} #{index} of a partitioned function has no '{name}'")]
    Missing {
        side: SignatureSide,
        index: usize,
        name: &'static str,
    },
    #[error("{side} #{index}: {reason}")]
    Port {
        side: SignatureSide,
        index: usize,
        reason: String,
    },
    #[error("{side} #{index} is on mesh {found}, other values on {known}")]
    MeshesDiffer {
        side: SignatureSide,
        index: usize,
        found: String,
        known: String,
    },
    #[error("a partitioned function needs at least one sharded argument or result")]
    NothingSharded,
}
