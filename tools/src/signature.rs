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
    pub fn read(function: OperationRef) -> Result<Signature, String> {
        let function_type = function
            .attribute("function_type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .and_then(|a| FunctionType::try_from(a.value()).ok())
            .ok_or("the function has no function type")?;
        let partitioned = function.has_attribute(PARTITIONED_ATTR);
        let mut mesh = None;
        let mut ports = |side: SignatureSide, types: Vec<Type>| -> Result<Vec<Port>, String> {
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
                    let attribute = |name: &str| -> Result<Attribute, String> {
                        dictionaries
                            .get(index)
                            .and_then(|d| d.element_by_name(name))
                            .ok_or_else(|| {
                                format!("{side} #{index} of a partitioned function has no '{name}'")
                            })
                    };
                    let sharding = Sharding::from_attribute(attribute(SHARDING_ATTR)?)
                        .map_err(|error| format!("{side} #{index}: {error}"))?;
                    let global = TypeAttribute::try_from(attribute(GLOBAL_TYPE_ATTR)?)
                        .map_err(|_| {
                            format!("{side} #{index}: '{GLOBAL_TYPE_ATTR}' must be a type")
                        })?
                        .value();
                    let found = Mesh::lookup(function, &sharding.mesh)
                        .map_err(|error| format!("{side} #{index}: {error}"))?;
                    match &mesh {
                        Some(known) if *known != found => {
                            return Err(format!(
                                "{side} #{index} is on mesh {found}, other values on {known}"
                            ));
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
            return Err(
                "a partitioned function needs at least one sharded argument or result".into(),
            );
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
) -> Result<OperationRef<'c, 'a>, String> {
    spmd_dialect::ir::find_function(module.body(), name)
        .map_err(|missing| format!("{missing}; use --function"))
}
