//! `spmd-zigzag-sequence`: the load-balanced order of context
//! parallelism (Megatron's and torchtitan's): with the sequence split
//! over `N` devices, device `r` holds chunks `r` and `2N - 1 - r` of `2N`,
//! so that under a causal mask every device has as many unmasked scores
//! as any other (a contiguous split leaves the last device all of its
//! blocks and the first one only its own).
//!
//! The program is made to compute on its tokens in that order: each
//! argument with a sequence dim is reordered where the function starts
//! (chunks cut and concatenated, then constrained to the argument's own
//! sharding, so the split that follows is the zigzag one), each result
//! with one is put back in order before it returns, and every position
//! a payload reads (`linalg.index` of a sequence dim: causal masks,
//! rotary positions) is mapped from its place in the new order to the
//! token's position. In between, every op treats positions alike
//! (`sequence_dims` checks it), so results equal the program's. The
//! reordering costs a gather of each such argument where it starts. With
//! `arguments=zigzag` the caller's data loader writes the sequence in
//! that order (Megatron's `get_batch_on_this_cp_rank`): nothing is
//! reordered, and results with a sequence dim come back in that order;
//! positions are mapped all the same.
//!
//! Reads: a function whose arguments are sharded (`spmd-shard-args`; run
//! before `spmd-propagate`) and the mesh axis the sequence is split over
//! (`mesh-axis`). Writes: the reorderings above, `spmd.zigzag_positions`
//! on the generics whose positions it maps, and `spmd.zigzag` on the
//! function (the axis and the sequence's length) for the ring.

use melior::ir::{
    Attribute, BlockLike, Value, ValueLike,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use spmd_dialect::{
    PARTITIONED_ATTR, Placement, ShardingAttribute,
    access::FunctionShardings,
    ir::{first_block, producer, uses},
    types::static_tensor,
};

use super::sequence_dims::sequence_dims;
use crate::pass::{
    FUNCTION, Failure, Functions, ModulePass, OptionError, OptionInfo, PassOptions, declare_pass,
    rewrite_selected, template::Template,
};
use crate::training::step_target::mesh_axis;

/// Function attribute: `{axis = a, length = S}`, the mesh axis whose
/// devices hold the sequence in zigzag order and the sequence's length.
pub const ZIGZAG_ATTR: &str = "spmd.zigzag";
/// Generic attribute: its payload's sequence positions are zigzag ones.
pub const ZIGZAG_POSITIONS_ATTR: &str = "spmd.zigzag_positions";
/// Payload op attribute: the op's result is a token's position.
pub const POSITION_ATTR: &str = "spmd.position";

const ARGUMENTS: OptionInfo = OptionInfo {
    name: "arguments",
    value: "natural|zigzag",
    default: "natural",
    description: "the order the arguments' sequence arrives in: natural (reordered where the function starts, each result with a sequence dim put back where it returns; a gather of each) or zigzag (the caller's data loader wrote it so, as Megatron's does: nothing reordered, results with a sequence dim returned in that order)",
};
const MESH_AXIS: OptionInfo = OptionInfo {
    name: "mesh-axis",
    value: "axis",
    default: "0",
    description: "the mesh axis the sequence is split over (context parallelism), by index or name",
};

declare_pass! {
    /// The `spmd-zigzag-sequence` pass.
    pub fn zigzag_sequence_pass(settings: ZigzagSettings) = "spmd-zigzag-sequence" as "SpmdZigzagSequence" {
        summary: "Reorder a sequence split over a mesh axis so that device r holds chunks r and 2N-1-r (load-balanced causal context parallelism; after spmd-shard-args, before spmd-propagate)",
        options: &[MESH_AXIS, ARGUMENTS, FUNCTION],
        create: |options| Ok(zigzag_sequence_pass(ZigzagSettings::from_options(options)?)),
        run: ModulePass {
            settings,
            run: |module, settings| {
                rewrite_selected(module, &settings.functions, |function| {
                    zigzag(function, &settings.axis, settings.arguments)
                })
            },
        },
    }
}

/// The options of `spmd-zigzag-sequence`.
#[derive(Clone, Debug, PartialEq)]
pub struct ZigzagSettings {
    pub functions: Functions,
    /// The mesh axis, by index or name.
    pub axis: String,
    pub arguments: Arrival,
}

/// The order the arguments' sequence arrives in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// As the program reads it: reordered where the function starts.
    Natural,
    /// In zigzag order already (the caller's data loader's).
    Zigzag,
}

impl ZigzagSettings {
    fn from_options(options: &PassOptions) -> Result<ZigzagSettings, OptionError> {
        let arguments = match options.text(&ARGUMENTS) {
            "natural" => Arrival::Natural,
            "zigzag" => Arrival::Zigzag,
            other => {
                return Err(OptionError::bad_value(
                    &ARGUMENTS,
                    "natural or zigzag",
                    other,
                ));
            }
        };
        Ok(ZigzagSettings {
            functions: Functions::from_options(options),
            axis: options.text(&MESH_AXIS).to_owned(),
            arguments,
        })
    }
}

/// Puts `function`'s sequence, split over mesh axis `axis` (by index or
/// name), in the zigzag order (see the module's doc); arguments arriving
/// in that order already are read as they are.
pub(crate) fn zigzag<'c>(
    function: OperationRef<'c, '_>,
    axis: &str,
    arguments: Arrival,
) -> Result<(), Failure<'c>> {
    let Some(body) = first_block(function) else {
        return Ok(());
    };
    let at = function.location();
    let fail = |message: String| (at, format!("spmd-zigzag-sequence: {message}"));
    if function.has_attribute(ZIGZAG_ATTR) {
        return Err(fail("the sequence is in the zigzag order already".into()));
    }
    if function.has_attribute(PARTITIONED_ATTR) {
        return Err(fail(
            "the function is partitioned already; run the pass before spmd-propagate".into(),
        ));
    }
    let shardings = FunctionShardings::read(function)?;
    let mesh = shardings.mesh.clone().ok_or_else(|| {
        fail("the function has no sharding; split the sequence first (spmd-shard-args)".into())
    })?;
    let axis =
        mesh_axis(&mesh, axis).ok_or_else(|| fail(format!("mesh {mesh} has no axis '{axis}'")))?;
    let mut seeds = Vec::new();
    let mut constraints = Vec::new();
    for (index, written) in shardings.arguments.iter().enumerate() {
        let Some(written) = written else { continue };
        let argument: Value = body.argument(index).expect("an argument").into();
        if let Placement::Shard(dim) = written.sharding.placements[axis] {
            seeds.push((argument, dim));
        }
        constraints.push((argument, written.sharding.clone()));
    }
    if seeds.is_empty() {
        return Err(fail(format!(
            "no argument is split over mesh axis {}",
            mesh.axis_label(axis)
        )));
    }
    let found = sequence_dims(body, seeds)?;
    let chunks = 2 * mesh.shape[axis];
    let mut length = None;
    for (value, dims) in &found.values {
        let shape = static_tensor(value.r#type())
            .map(|(s, _)| s)
            .unwrap_or_default();
        for dim in dims {
            let size = shape.get(*dim).copied().unwrap_or(0);
            if length.is_some_and(|l| l != size) || !size.is_multiple_of(chunks) || size == 0 {
                return Err(fail(format!(
                    "the sequence dims must all have one length that {chunks} chunks divide; found {size}{}",
                    length.map(|l| format!(" and {l}")).unwrap_or_default()
                )));
            }
            length = Some(size);
        }
    }
    let length = length.expect("the seeds are sequence dims");
    let chunk = length / chunks;
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    for (generic, reads) in &found.positions {
        for read in reads {
            map_position(*read, chunk, chunks)?;
        }
        let mut generic = unsafe { OperationRefMut::from_raw(generic.to_raw()) };
        generic.set_attribute(ZIGZAG_POSITIONS_ATTR, Attribute::unit(context));
    }
    if arguments == Arrival::Zigzag {
        return mark(function, axis, length);
    }
    // Results first: a returned argument is put back in order from its
    // reordering.
    let terminator = body.terminator().expect("a body has a terminator");
    for (value, dims) in &found.values {
        for (reader, index) in uses(*value) {
            if reader == terminator {
                let restored = reorder(*value, dims, chunk, Order::Natural, None, terminator)?;
                let mut terminator = unsafe { OperationRefMut::from_raw(terminator.to_raw()) };
                terminator.set_operand(index, restored);
            }
        }
    }
    let first = body.first_operation().expect("a body has a terminator");
    for (value, dims) in &found.values {
        // Values without an op here are the function's arguments.
        if producer(*value).is_some() {
            continue;
        }
        let readers = uses(*value);
        let constraint = constraints
            .iter()
            .find(|(argument, _)| argument == value)
            .map(|(_, sharding)| sharding.to_attribute(context).to_string());
        let reordered = reorder(*value, dims, chunk, Order::Zigzag, constraint, first)?;
        for (reader, index) in readers {
            let mut reader = unsafe { OperationRefMut::from_raw(reader.to_raw()) };
            reader.set_operand(index, reordered);
        }
    }
    mark(function, axis, length)
}

/// Marks `function`'s sequence (`length` long) as in zigzag order over
/// mesh axis `axis`, for the ring.
fn mark<'c>(function: OperationRef<'c, '_>, axis: usize, length: usize) -> Result<(), Failure<'c>> {
    let context_ref = function.context();
    let context = unsafe { context_ref.to_ref() };
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    let marker = Attribute::parse(
        context,
        &format!("{{axis = {axis} : i64, length = {length} : i64}}"),
    )
    .expect("a dictionary parses");
    function.set_attribute(ZIGZAG_ATTR, marker);
    Ok(())
}

/// Which way a reordering goes.
#[derive(Clone, Copy, PartialEq)]
enum Order {
    /// Natural order to zigzag: place `k` holds chunk `zigzag_chunk(k)`.
    Zigzag,
    /// Back: chunk `m` comes from its place.
    Natural,
}

/// The chunk at place `place` of the zigzag order of `chunks` chunks:
/// device `place / 2` holds chunks `place / 2` and `chunks - 1 - place / 2`.
fn zigzag_chunk(place: usize, chunks: usize) -> usize {
    let device = place / 2;
    if place.is_multiple_of(2) {
        device
    } else {
        chunks - 1 - device
    }
}

/// `value` reordered along each of `dims` (chunks of `chunk`), made
/// before `before`; constrained to `constraint` (a sharding) where given.
fn reorder<'c, 'a>(
    value: Value<'c, 'a>,
    dims: &[usize],
    chunk: usize,
    order: Order,
    constraint: Option<String>,
    before: OperationRef<'c, 'a>,
) -> Result<Value<'c, 'a>, Failure<'c>> {
    let (shape, element) = static_tensor(value.r#type()).expect("a static tensor");
    let tensor = value.r#type().to_string();
    let mut lines = Vec::new();
    let mut current = "%x".to_owned();
    for (step, &dim) in dims.iter().enumerate() {
        let chunks = shape[dim] / chunk;
        let mut piece_shape = shape.clone();
        piece_shape[dim] = chunk;
        let piece = format!(
            "tensor<{}x{element}>",
            piece_shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("x")
        );
        let mut pieces = Vec::new();
        for place in 0..chunks {
            let source = match order {
                Order::Zigzag => zigzag_chunk(place, chunks),
                Order::Natural => (0..chunks)
                    .find(|&p| zigzag_chunk(p, chunks) == place)
                    .expect("a permutation"),
            };
            let offsets: Vec<String> = (0..shape.len())
                .map(|d| {
                    if d == dim {
                        (source * chunk).to_string()
                    } else {
                        "0".into()
                    }
                })
                .collect();
            let sizes: Vec<String> = piece_shape.iter().map(|d| d.to_string()).collect();
            let strides = vec!["1"; shape.len()].join(", ");
            lines.push(format!(
                "%p{step}_{place} = tensor.extract_slice {current}[{}] [{}] [{strides}] : {tensor} to {piece}",
                offsets.join(", "),
                sizes.join(", ")
            ));
            pieces.push(format!("%p{step}_{place}"));
        }
        lines.push(format!(
            "%r{step} = tensor.concat dim({dim}) {} : ({}) -> {tensor}",
            pieces.join(", "),
            vec![piece.as_str(); chunks].join(", ")
        ));
        current = format!("%r{step}");
    }
    if let Some(sharding) = constraint {
        lines.push(format!(
            "%c = \"spmd.annotate\"({current}) {{sharding = {sharding}}} : ({tensor}) -> {tensor}"
        ));
        current = "%c".into();
    }
    let text = format!(
        "func.func @reorder(%x: {tensor}) -> {tensor} {{\n{}\nreturn {current} : {tensor}\n}}",
        lines.join("\n")
    );
    let context_ref = before.context();
    let context = unsafe { context_ref.to_ref() };
    let template = Template::parse(context, &text, "zigzag reordering", before.location())?;
    Ok(template.instantiate(before, &[value], before.location())[0])
}

/// Makes the payload's `read` (a `linalg.index` of a sequence dim) the
/// position of the token at that place of the zigzag order.
fn map_position<'c>(
    read: OperationRef<'c, '_>,
    chunk: usize,
    chunks: usize,
) -> Result<(), Failure<'c>> {
    let next = read
        .next_in_block()
        .expect("an index is read before the yield");
    let text = format!(
        "func.func @position(%i: index) -> index {{\n\
         %chunk = arith.constant {chunk} : index\n\
         %two = arith.constant 2 : index\n\
         %zero = arith.constant 0 : index\n\
         %last = arith.constant {last} : index\n\
         %place = arith.divui %i, %chunk : index\n\
         %within = arith.remui %i, %chunk : index\n\
         %device = arith.divui %place, %two : index\n\
         %half = arith.remui %place, %two : index\n\
         %first = arith.cmpi eq, %half, %zero : index\n\
         %mirror = arith.subi %last, %device : index\n\
         %which = arith.select %first, %device, %mirror : index\n\
         %start = arith.muli %which, %chunk : index\n\
         %position = arith.addi %start, %within {{{POSITION_ATTR}}} : index\n\
         return %position : index\n}}",
        last = chunks - 1
    );
    let context_ref = read.context();
    let context = unsafe { context_ref.to_ref() };
    let template = Template::parse(context, &text, "zigzag position", read.location())?;
    let index: Value = read.result(0).expect("an index").into();
    let readers = uses(index);
    let position = template.instantiate(next, &[index], read.location())[0];
    for (reader, operand) in readers {
        let mut reader = unsafe { OperationRefMut::from_raw(reader.to_raw()) };
        reader.set_operand(operand, position);
    }
    Ok(())
}
