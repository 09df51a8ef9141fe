//! `spmd-shard-args`: shards an exported function without editing it.
//!
//! Reads: its options, inline or from a sidecar file in the same syntax:
//!
//!   spmd-shard-args{mesh=2x4 axis-names=dp,tp args="0=S(0),R 9=R,S(1)" results="0=S(0),R"}
//!   spmd-shard-args{mesh=2x4 args="input_ids=S(0),R transformer.h.*.attn.c_attn.weight=R,S(1)"}
//!
//! Writes: the mesh (`shard.grid @mesh`, created if the module has none, its
//! shape checked if it has one) and `spmd.sharding` on the chosen function's
//! arguments and results, by position or by glob patterns over their
//! `spmd.name` (`targets.rs`). A sharding the IR already has is kept when
//! it agrees and is a located error when it does not; so are a pattern
//! that matches nothing (with the closest names) and two entries giving
//! one argument different shardings (naming both).

use melior::ir::{
    Attribute, BlockLike, Identifier, RegionLike,
    attribute::{DenseI64ArrayAttribute, StringAttribute},
    operation::{OperationBuilder, OperationLike, OperationRef},
};
use spmd_dialect::ir::ArgumentAt;
use spmd_dialect::{
    AXIS_NAMES_ATTR, GRID_OP, Mesh, MeshError, Placement, SHARDING_ATTR, Sharding, SignatureSide,
    ir::symbol_name, set_signature_attributes, signature_attributes, signature_label,
    signature_names, types::static_tensor, with_entries,
};
use spmd_dialect::{ShardingAttribute, located};

use super::targets::{self, Target};
use crate::{
    pass::{Failure, ModulePass, PassFailure, declare_pass, module_body, selected_function},
    pass::{OptionError, OptionInfo, PassOptions},
};

const MESH: OptionInfo = OptionInfo {
    name: "mesh",
    value: "shape",
    default: "",
    description: "the mesh shape, e.g. 2x4 (required)",
};
const MESH_NAME: OptionInfo = OptionInfo {
    name: "mesh-name",
    value: "name",
    default: "mesh",
    description: "the shard.grid symbol",
};
const AXIS_NAMES: OptionInfo = OptionInfo {
    name: "axis-names",
    value: "names",
    default: "",
    description: "one name per mesh axis, e.g. dp,tp",
};
const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the function to shard (default: the only one with a body, else main)",
};
const ARGS: OptionInfo = OptionInfo {
    name: "args",
    value: "list",
    default: "",
    description: "\"target=placement,... ...\", a target a position or a glob over spmd.name, e.g. \"0=S(0),R transformer.h.*.attn.c_attn.weight=R,S(1)\"",
};
const RESULTS: OptionInfo = OptionInfo {
    name: "results",
    value: "list",
    default: "",
    description: "the results, like args",
};
const FILE: OptionInfo = OptionInfo {
    name: "file",
    value: "path",
    default: "",
    description: "read these options from a file (inline ones override it)",
};
const OPTIONS: [OptionInfo; 7] = [MESH, MESH_NAME, AXIS_NAMES, FUNCTION, ARGS, RESULTS, FILE];

declare_pass! {
    /// The `spmd-shard-args` pass.
    pub fn shard_args_pass(settings: ShardArgs) = "spmd-shard-args" as "SpmdShardArgs" {
        summary: "Shard a function's arguments and results by position or name (from options or a sidecar file), creating the mesh",
        options: &OPTIONS,
        create: |options| Ok(shard_args_pass(ShardArgs::from_options(options)?)),
        run: ModulePass { settings, run: annotate },
    }
}

/// What to annotate.
#[derive(Clone, Debug, PartialEq)]
pub struct ShardArgs {
    pub mesh: Mesh,
    pub function: Option<String>,
    pub arguments: Vec<Entry>,
    pub results: Vec<Entry>,
}

/// One `target=placements` entry, with its text for messages.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub target: Target,
    pub placements: Vec<Placement>,
    pub text: String,
}

impl ShardArgs {
    /// Reads the options (and the file they name), checking every value.
    pub fn from_options(inline: &PassOptions) -> Result<ShardArgs, OptionError> {
        let options = match inline.text(&FILE) {
            "" => inline.clone(),
            path => {
                let text = std::fs::read_to_string(path).map_err(|error| {
                    OptionError::bad_value(
                        &FILE,
                        "a readable options file",
                        &format!("{path}: {error}"),
                    )
                })?;
                let uncommented: Vec<&str> = text
                    .lines()
                    .map(|line| line.split('#').next().unwrap_or_default())
                    .collect();
                PassOptions::parse(&uncommented.join(" "), &OPTIONS)?.overridden_by(inline)
            }
        };
        let shape = options
            .mesh_shape(&MESH)?
            .ok_or_else(|| OptionError::bad_value(&MESH, "a mesh shape like 4 or 2x4", ""))?;
        let axis_names: Vec<String> = match options.text(&AXIS_NAMES) {
            "" => Vec::new(),
            names => names.split(',').map(str::to_owned).collect(),
        };
        if !axis_names.is_empty() && axis_names.len() != shape.len() {
            return Err(OptionError::bad_value(
                &AXIS_NAMES,
                "one name per mesh axis",
                options.text(&AXIS_NAMES),
            ));
        }
        let function = Some(options.text(&FUNCTION).to_owned()).filter(|name| !name.is_empty());
        Ok(ShardArgs {
            mesh: Mesh {
                name: options.text(&MESH_NAME).to_owned(),
                shape: shape.clone(),
                axis_names,
            },
            function,
            arguments: positions(&ARGS, options.text(&ARGS), shape.len())?,
            results: positions(&RESULTS, options.text(&RESULTS), shape.len())?,
        })
    }
}

/// `"0=S(0),R w.*=R,S(1)"` as entries, one placement per mesh axis.
fn positions(option: &OptionInfo, text: &str, axes: usize) -> Result<Vec<Entry>, OptionError> {
    const EXPECTED: &str =
        "entries like 0=S(0),R or name.*=S(0),R with one placement per mesh axis";
    text.split_whitespace()
        .map(|entry| {
            let (key, placements) = entry
                .split_once('=')
                .ok_or_else(|| OptionError::bad_value(option, EXPECTED, entry))?;
            let target = Target::parse(key)
                .ok_or_else(|| OptionError::bad_value(option, EXPECTED, entry))?;
            let placements = placements
                .split(',')
                .map(|p| p.parse::<Placement>())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| OptionError::bad_value(option, EXPECTED, entry))?;
            if placements.len() != axes {
                return Err(OptionError::bad_value(option, EXPECTED, entry));
            }
            Ok(Entry {
                target,
                placements,
                text: entry.to_owned(),
            })
        })
        .collect()
}

/// Writes the mesh and the shardings; errors say which pass they come from.
fn annotate<'c>(module: OperationRef<'c, '_>, settings: &ShardArgs) -> Result<(), PassFailure<'c>> {
    shard(module, settings).map_err(|(location, message)| {
        PassFailure::At((location, format!("spmd-shard-args: {message}")))
    })
}

fn shard<'c>(module: OperationRef<'c, '_>, settings: &ShardArgs) -> Result<(), Failure<'c>> {
    let location = module.location();
    let body = module_body(module)?;
    let context_ref = module.context();
    let context = unsafe { context_ref.to_ref() };
    let mesh = &settings.mesh;
    ensure_mesh(module, mesh)?;
    let function = selected_function(body, settings.function.as_deref(), location)?;
    for (side, entries) in [
        (SignatureSide::Argument, &settings.arguments),
        (SignatureSide::Result, &settings.results),
    ] {
        annotate_side(context, function, side, entries, mesh)?;
    }
    Ok(())
}

/// Makes sure `module` has `mesh`: creates its `shard.grid` if missing, and
/// is an error if a grid of that name has another shape.
pub(crate) fn ensure_mesh<'c>(
    module: OperationRef<'c, '_>,
    mesh: &Mesh,
) -> Result<(), Failure<'c>> {
    let location = module.location();
    let body = module_body(module)?;
    let context_ref = module.context();
    let context = unsafe { context_ref.to_ref() };
    match Mesh::lookup(module, &mesh.name) {
        Ok(existing) if existing.shape != mesh.shape => {
            let grid = find_grid(body, &mesh.name).map_or(location, |grid| grid.location());
            return Err((
                grid,
                format!(
                    "mesh @{} is {existing} in the IR, but the options ask for shape {}",
                    mesh.name,
                    shape_text(&mesh.shape)
                ),
            ));
        }
        Ok(_) => {}
        Err(MeshError::NotFound { .. }) => {
            let mut attributes = vec![
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, &mesh.name).into(),
                ),
                (
                    Identifier::new(context, "shape"),
                    DenseI64ArrayAttribute::new(
                        context,
                        &mesh.shape.iter().map(|&d| d as i64).collect::<Vec<_>>(),
                    )
                    .into(),
                ),
            ];
            if !mesh.axis_names.is_empty() {
                let names = mesh
                    .axis_names
                    .iter()
                    .map(|n| format!("{n:?}"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let names = Attribute::parse(context, &format!("[{names}]"))
                    .expect("a list of strings parses");
                attributes.push((Identifier::new(context, AXIS_NAMES_ATTR), names));
            }
            let grid = OperationBuilder::new(GRID_OP, location)
                .add_attributes(&attributes)
                .build()
                .map_err(|error| (location, error.to_string()))?;
            body.insert_operation(0, grid);
        }
        Err(error) => return Err((location, error.to_string())),
    }
    Ok(())
}

fn annotate_side<'c>(
    context: &'c melior::Context,
    function: OperationRef<'c, '_>,
    side: SignatureSide,
    entries: &[Entry],
    mesh: &Mesh,
) -> Result<(), Failure<'c>> {
    let location = function.location();
    let types = signature_types(function, side);
    let existing = signature_attributes(function, side);
    let names = signature_names(function, side);
    let called = |index: usize| signature_label(side, index, &names);
    // Every entry's positions; two entries may not disagree on one.
    let mut chosen: Vec<(usize, &Entry)> = Vec::new();
    for entry in entries {
        let matched = targets::positions(&entry.target, &names, &side.to_string())
            .map_err(located(location))?;
        for index in matched {
            match chosen.iter().find(|(i, _)| *i == index) {
                Some((_, other)) if other.placements != entry.placements => {
                    return Err((
                        location,
                        format!(
                            "{} is given two shardings: '{}' and '{}'",
                            called(index),
                            other.text,
                            entry.text
                        ),
                    ));
                }
                Some(_) => {}
                None => chosen.push((index, entry)),
            }
        }
    }
    let mut dictionaries: Vec<Attribute> = (0..types.len())
        .map(|i| {
            existing
                .get(i)
                .map_or_else(|| with_entries(context, None, &[]), |d| (*d).into())
        })
        .collect();
    let entry_block = function
        .region(0)
        .ok()
        .and_then(|region| region.first_block());
    for (index, entry) in chosen {
        let (index, placements) = (&index, &entry.placements);
        let value_type = *types.get(*index).ok_or_else(|| {
            (
                location,
                format!(
                    "{side} #{index} does not exist; the function has {}",
                    types.len()
                ),
            )
        })?;
        // Point at the argument itself where the function has a body.
        let location = match side {
            SignatureSide::Argument => entry_block
                .and_then(|block| block.argument_at(*index))
                .map_or(location, |argument| {
                    melior::ir::ValueLike::location(&argument)
                }),
            SignatureSide::Result => location,
        };
        let rank = static_tensor(value_type).map_or(0, |(shape, _)| shape.len());
        let sharding = Sharding::new(mesh.name.clone(), placements.clone());
        sharding
            .check(mesh, rank)
            .map_err(|error| (location, format!("{}: {error}", called(*index))))?;
        let dictionary = existing.get(*index).copied();
        if let Some(present) = dictionary.and_then(|d| d.element_by_name(SHARDING_ATTR))
            && Sharding::from_attribute(present).ok().as_ref() != Some(&sharding)
        {
            return Err((
                location,
                format!(
                    "{} is sharded {present} in the IR, but the options give {sharding}",
                    called(*index)
                ),
            ));
        }
        dictionaries[*index] = with_entries(
            context,
            dictionary,
            &[(SHARDING_ATTR, sharding.to_attribute(context))],
        );
    }
    set_signature_attributes(context, function, side, &dictionaries);
    Ok(())
}

fn signature_types<'c>(
    function: OperationRef<'c, '_>,
    side: SignatureSide,
) -> Vec<melior::ir::Type<'c>> {
    let Some(function_type) = function
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .and_then(|a| melior::ir::r#type::FunctionType::try_from(a.value()).ok())
    else {
        return Vec::new();
    };
    match side {
        SignatureSide::Argument => (0..function_type.input_count())
            .filter_map(|i| function_type.input(i).ok())
            .collect(),
        SignatureSide::Result => (0..function_type.result_count())
            .filter_map(|i| function_type.result(i).ok())
            .collect(),
    }
}

fn shape_text(shape: &[usize]) -> String {
    shape
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join("x")
}

fn top_level<'c, 'a>(
    body: melior::ir::BlockRef<'c, 'a>,
) -> impl Iterator<Item = OperationRef<'c, 'a>> {
    std::iter::successors(body.first_operation(), |op| op.next_in_block())
}

fn find_grid<'c, 'a>(
    body: melior::ir::BlockRef<'c, 'a>,
    name: &str,
) -> Option<OperationRef<'c, 'a>> {
    top_level(body).find(|op| {
        op.name().as_string_ref().as_str() == Ok(GRID_OP)
            && symbol_name(*op).as_deref() == Some(name)
    })
}
