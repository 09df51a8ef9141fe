//! What each op of a function becomes at run time: a fused kernel (or a
//! producer inlined into kernels), a GEMM, a view of another buffer, a
//! copy, a collective, a host scalar step or a constant.
//!
//! Reads: a function's ops and their loop structures. Writes: nothing in the
//! IR; the pass writes the steps decided here.

use melior::ir::{
    BlockLike, BlockRef, RegionLike, ValueLike,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef},
    r#type::TypeLike,
};
use spmd_dialect::ir::{ArgumentAt, Positional};
use spmd_dialect::ir::{inputs, operation_name};
use spmd_dialect::read;
use std::collections::{BTreeSet, HashMap};

use super::{
    buffers::bytes_of,
    gemm::{
        GemmShape, gemm_shape, gemm_shape_in, reshaped_layout, transposed_layout, written_layout,
        yields_its_input,
    },
    structure::{Structure, body_operations, structure},
};
use crate::pass::{Failure, Key, key};

/// The decision for one op.
#[derive(Clone, Debug)]
pub enum StepKind {
    /// The root of kernel `id`: its results are materialised.
    Kernel {
        id: usize,
        structure: Structure,
    },
    /// Inlined into the kernels (or GEMM inits) listed, never materialised.
    Fused {
        into: BTreeSet<usize>,
    },
    Gemm {
        shape: GemmShape,
    },
    /// A view of operand 0's buffer, `offset` bytes in.
    View {
        offset: usize,
    },
    Copy,
    /// A scatter (`tm_tensor.scatter`, `iree_linalg_ext.scatter`).
    Scatter,
    /// A scan (`tm_tensor.scan`).
    Scan,
    Collective,
    Scalar,
    Constant,
    /// `tensor.empty`: storage only if something reads it.
    Empty {
        needs_storage: bool,
    },
    /// An `scf.for`: its body's steps follow it, up to its `scf.yield`.
    Loop,
    /// An `scf.yield`, the end of a loop's body.
    Yield,
    Return,
}

impl StepKind {
    pub fn name(&self) -> &'static str {
        match self {
            StepKind::Kernel { .. } => "kernel",
            StepKind::Fused { .. } => "fused",
            StepKind::Gemm { .. } => "gemm",
            StepKind::View { .. } => "view",
            StepKind::Copy => "copy",
            StepKind::Scatter => "scatter",
            StepKind::Scan => "scan",
            StepKind::Collective => "collective",
            StepKind::Scalar => "scalar",
            StepKind::Constant => "constant",
            StepKind::Empty { .. } => "empty",
            StepKind::Loop => "loop",
            StepKind::Yield => "yield",
            StepKind::Return => "return",
        }
    }
}

pub struct Step<'c, 'a> {
    pub operation: OperationRef<'c, 'a>,
    pub kind: StepKind,
}

/// The ops of a single-block body, in order, each `scf.for` followed by
/// its body's ops up to and including its `scf.yield` (recursively): the
/// order steps run in, a loop's body once per iteration.
pub fn operations<'c, 'a>(body: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut operations = Vec::new();
    for op in spmd_dialect::ir::block_operations(&body) {
        operations.push(op);
        if let Some(body) = loop_body(op) {
            operations.extend(self::operations(body));
        }
    }
    operations
}

/// The body of an `scf.for`.
pub fn loop_body<'c, 'a>(operation: OperationRef<'c, 'a>) -> Option<BlockRef<'c, 'a>> {
    (operation_name(operation) == "scf.for")
        .then(|| operation.region_at(0)?.first_block())
        .flatten()
}

/// What a step reads: an op's operands and the tensors its payload
/// captures; a loop reads only its bounds and initial values (its body's
/// steps read the rest, once per iteration).
pub fn step_inputs<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<melior::ir::Value<'c, 'a>> {
    if loop_body(operation).is_some() {
        operation.operands().collect()
    } else {
        inputs(operation)
    }
}

/// Whether the payload of a loop-nest op reads an output's block argument.
pub fn reads_outputs(operation: OperationRef, structure: &Structure) -> bool {
    let name = operation_name(operation);
    if name != "linalg.generic" {
        return name == "linalg.matmul" || name == "linalg.batch_matmul";
    }
    let Some(block) = spmd_dialect::ir::first_block(operation) else {
        return false;
    };
    let outputs: Vec<Key> = (structure.inputs..block.argument_count())
        .filter_map(|i| block.argument_at(i).map(|a| key(a.into())))
        .collect();
    body_operations(operation)
        .iter()
        .any(|op| op.operands().any(|v| outputs.contains(&key(v))))
}

/// A splat `arith.constant` tensor or a `linalg.fill`: one value everywhere.
pub fn is_splat(operation: OperationRef) -> bool {
    match operation_name(operation) {
        "arith.constant" => spmd_dialect::ir::splat_element(operation).is_some(),
        _ => splat_constant(operation).is_some(),
    }
}

/// The `arith.constant` a fill repeats: a `linalg.fill` of a constant, or
/// the `linalg.generic` that `linalg-generalize-named-ops` makes of one
/// (yielding its one scalar input).
pub fn splat_constant<'c, 'a>(operation: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let fill = match operation_name(operation) {
        "linalg.fill" => true,
        "linalg.generic" => {
            operation.operand_count() == 2
                && operation
                    .operand_at(0)
                    .is_some_and(|v| !v.r#type().is_tensor())
                && yields_its_input(operation)
        }
        _ => false,
    };
    let scalar = operation.operand_at(0).filter(|_| fill)?;
    spmd_dialect::ir::producer(scalar).filter(|op| operation_name(*op) == "arith.constant")
}

/// The layouts of a GEMM's operands 0 and 1 in the buffers it reads (a
/// transpose already folded into it, else its own row-major layout) and of
/// its result in the buffer it writes (the layout of the transpose that is
/// a view of it, else row-major).
pub fn folded_layouts(gemm: OperationRef) -> [Option<Vec<i64>>; 3] {
    let [a, b] = [0, 1].map(|i| folded_operand(gemm, i).map(|(_, layout)| layout));
    let result = gemm.result_at(0).and_then(|r| {
        spmd_dialect::ir::single_user(r)
            .filter(|op| step_is(op, "view"))
            .and_then(written_layout)
    });
    [a, b, result]
}

fn step_is(op: &OperationRef, step: &str) -> bool {
    op.attribute(super::STEP_ATTR)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .is_some_and(|a| a.value() == step)
}

fn is_reshape(op: OperationRef) -> bool {
    matches!(
        operation_name(op),
        "tensor.collapse_shape" | "tensor.expand_shape"
    )
}

/// A GEMM operand (0 or 1) read through a folded transpose, or through a
/// folded reshape of one: the buffer the GEMM reads (the transpose's
/// source) and the operand's dims' strides in it.
pub fn folded_operand<'c, 'a>(
    gemm: OperationRef<'c, 'a>,
    operand: usize,
) -> Option<(melior::ir::Value<'c, 'a>, Vec<i64>)> {
    let fused = |value: melior::ir::Value<'c, 'a>| {
        spmd_dialect::ir::producer(value).filter(|op| step_is(op, "fused"))
    };
    let producer = fused(gemm.operand_at(operand)?)?;
    if let Some(layout) = transposed_layout(producer) {
        return Some((producer.operand_at(0)?, layout));
    }
    if !is_reshape(producer) {
        return None;
    }
    let transpose = fused(producer.operand_at(0)?)?;
    let layout = reshaped_layout(producer, &transposed_layout(transpose)?)?;
    Some((transpose.operand_at(0)?, layout))
}

/// Whether a GEMM's `outs` start as a splat fill or an unread empty tensor
/// (not another tensor's elements, which a GEMM writing a transposed
/// layout could not take as they are).
fn starts_from_splat(gemm: OperationRef) -> bool {
    gemm.operand(2)
        .ok()
        .and_then(spmd_dialect::ir::producer)
        .is_some_and(|op| is_splat(op) || operation_name(op) == "tensor.empty")
}

/// Whether the op's payload holds a transcendental op, a division or a
/// lookup, too costly to recompute in several kernels.
fn is_expensive(operation: OperationRef) -> bool {
    // A lookup (`tensor.extract` in a payload) costs a bounds check and a
    // gather per point: HF's causal mask looks positions up four times.
    const EXPENSIVE: [&str; 17] = [
        "tensor.extract",
        "math.exp",
        "math.exp2",
        "math.expm1",
        "math.log",
        "math.log1p",
        "math.log2",
        "math.tanh",
        "math.erf",
        "math.powf",
        "math.sin",
        "math.cos",
        "math.atan",
        "math.sqrt",
        "math.rsqrt",
        "arith.divf",
        "math.atan2",
    ];
    let name = operation_name(operation);
    EXPENSIVE.contains(&name)
        || body_operations(operation)
            .iter()
            .any(|op| EXPENSIVE.contains(&operation_name(*op)))
}

/// Whether recomputing element-wise `operation` (with `inputs` operands)
/// in each of `kernels` kernels reads no more bytes than writing its
/// result once and reading it in each: XLA's fusion merger's rule, which
/// keeps a chain of adds (a residual stream) from being recomputed from
/// every branch in every later kernel. An operand read twice is read
/// once; `read_bytes` says what reading an operand costs.
fn cheaper_recomputed<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    inputs: usize,
    kernels: usize,
    read_bytes: impl Fn(melior::ir::Value<'c, 'a>) -> usize,
) -> bool {
    let mut operands: Vec<melior::ir::Value<'c, 'a>> = Vec::new();
    for value in (0..inputs).filter_map(|i| operation.operand_at(i)) {
        if !operands.contains(&value) {
            operands.push(value);
        }
    }
    let read: usize = operands.into_iter().map(read_bytes).sum();
    let written = operation.result(0).map_or(0, |r| bytes_of(r.into()));
    kernels * read <= (kernels + 1) * written
}

/// Byte offset of a contiguous static `tensor.extract_slice`, if it is one.
fn contiguous_slice_offset(operation: OperationRef) -> Option<usize> {
    let offsets = read::i64_array(operation, "static_offsets").ok()?;
    let sizes = read::i64_array(operation, "static_sizes").ok()?;
    let strides = read::i64_array(operation, "static_strides").ok()?;
    if operation.operand_count() != 1 || strides.iter().any(|&s| s != 1) {
        return None;
    }
    let source = read::static_shape(operation.operand_at(0)?.r#type()).ok()?;
    let element = read::element_type(operation.operand_at(0)?.r#type()).ok()?;
    // Contiguous: after the first dim taken partially (size > 1), every dim is whole.
    let first_partial = (0..source.len()).find(|&d| sizes[d] > 1 && sizes[d] as usize != source[d]);
    let outer = (0..source.len())
        .find(|&d| sizes[d] > 1)
        .unwrap_or(source.len());
    let whole_after =
        |from: usize| (from + 1..source.len()).all(|d| sizes[d] as usize == source[d]);
    let contiguous = match first_partial {
        None => whole_after(outer),
        Some(d) => d == outer && whole_after(d),
    };
    if !contiguous {
        return None;
    }
    let strides_of = spmd_executable::tensor::strides(&source);
    let flat: i64 = offsets
        .iter()
        .zip(&strides_of)
        .map(|(&o, &s)| o * s as i64)
        .sum();
    Some(flat as usize * element.bytes())
}

/// Decides every op of `body`.
pub fn plan<'c, 'a>(body: BlockRef<'c, 'a>) -> Result<Vec<Step<'c, 'a>>, Failure<'c>> {
    let operations = operations(body);
    let mut kinds: Vec<Option<StepKind>> = vec![None; operations.len()];
    let mut structures: Vec<Option<Structure>> = Vec::with_capacity(operations.len());
    // First: classify every op on its own.
    for (i, &operation) in operations.iter().enumerate() {
        let location = operation.location();
        let name = operation_name(operation);
        let structure = structure(operation).map_err(|m| (location, format!("'{name}': {m}")))?;
        let kind = match (&structure, name) {
            (Some(s), _) => gemm_shape(operation, s).map(|shape| StepKind::Gemm { shape }),
            (None, "func.return") => Some(StepKind::Return),
            (None, "scf.for") => {
                if operation.results().any(|r| !r.r#type().is_tensor()) {
                    return Err((
                        location,
                        "'scf.for' carrying a scalar is not supported by spmd-lower-to-runtime: only tensors may be loop-carried".into(),
                    ));
                }
                Some(StepKind::Loop)
            }
            (None, "scf.yield") => Some(StepKind::Yield),
            (
                None,
                "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" | "spmd.annotate",
            ) => Some(StepKind::View { offset: 0 }),
            (None, "tensor.extract_slice") => Some(match contiguous_slice_offset(operation) {
                Some(offset) => StepKind::View { offset },
                None => StepKind::Copy,
            }),
            (None, "tensor.insert_slice" | "tensor.pad" | "tensor.concat") => Some(StepKind::Copy),
            (None, "tm_tensor.scatter" | "iree_linalg_ext.scatter" | "tm_tensor.scan") => {
                super::combine_of(operation).map_err(|m| (location, m))?;
                Some(if name == "tm_tensor.scan" {
                    StepKind::Scan
                } else {
                    StepKind::Scatter
                })
            }
            (None, "tensor.empty") => Some(StepKind::Empty {
                needs_storage: false,
            }),
            (None, "arith.constant")
                if operation
                    .result_at(0)
                    .is_some_and(|r| r.r#type().is_tensor()) =>
            {
                Some(StepKind::Constant)
            }
            (None, _) if name.starts_with("shard.") => {
                Some(if operation.results().any(|r| r.r#type().is_tensor()) {
                    StepKind::Collective
                } else {
                    StepKind::Scalar
                })
            }
            (None, _)
                if operation.results().all(|r| !r.r#type().is_tensor())
                    && (name.starts_with("arith.")
                        || name.starts_with("math.")
                        || name == "tensor.extract") =>
            {
                Some(StepKind::Scalar)
            }
            (None, _) if name.starts_with("linalg.") => {
                return Err((
                    location,
                    format!(
                        "'{name}' is not supported by spmd-lower-to-runtime; run func.func(linalg-generalize-named-ops) before it"
                    ),
                ));
            }
            (None, _) => {
                return Err((
                    location,
                    format!("'{name}' is not supported by spmd-lower-to-runtime"),
                ));
            }
        };
        if let Some(kind) = kind {
            kinds[i] = Some(kind);
        }
        structures.push(structure);
    }
    // Users of every op result: (user position, operand index); a tensor
    // an op's payload captures (a gather's table) is read after the
    // operands, never at the op's loop point, so it is not fused into it.
    let mut users: HashMap<Key, Vec<(usize, usize)>> = HashMap::new();
    for (i, operation) in operations.iter().enumerate() {
        for (operand_index, value) in step_inputs(*operation).into_iter().enumerate() {
            users
                .entry(key(value))
                .or_default()
                .push((i, operand_index));
        }
    }
    // Transposes that only feed GEMM operands (directly, or through a
    // reshape that is still a strided view of their source) are folded
    // into the GEMMs' strides: the GEMMs read the transpose's source.
    let mut fused = vec![false; operations.len()];
    let mut folded = vec![false; operations.len()];
    let mut gemm_layouts: HashMap<usize, [Option<Vec<i64>>; 2]> = HashMap::new();
    for i in 0..operations.len() {
        let Some(layout) = transposed_layout(operations[i]) else {
            continue;
        };
        let uses = users
            .get(&key(operations[i].result(0).expect("one result").into()))
            .cloned()
            .unwrap_or_default();
        // Each use a GEMM operand, or a reshape view (still a strided
        // view of the source) read only as GEMM operands.
        let is_gemm_operand = |&(user, operand): &(usize, usize)| {
            matches!(kinds[user], Some(StepKind::Gemm { .. })) && operand < 2
        };
        let mut targets: Vec<(usize, usize, Vec<i64>)> = Vec::new();
        let mut reshapes = Vec::new();
        let all_gemm_operands = !uses.is_empty()
            && uses.iter().all(|&(user, operand)| {
                if is_gemm_operand(&(user, operand)) {
                    targets.push((user, operand, layout.clone()));
                    return true;
                }
                if !is_reshape(operations[user]) || operand != 0 {
                    return false;
                }
                let Some(reshaped) = reshaped_layout(operations[user], &layout) else {
                    return false;
                };
                let reshape_uses = users
                    .get(&key(operations[user].result(0).expect("one result").into()))
                    .cloned()
                    .unwrap_or_default();
                if reshape_uses.is_empty() || !reshape_uses.iter().all(is_gemm_operand) {
                    return false;
                }
                targets.extend(reshape_uses.iter().map(|&(g, o)| (g, o, reshaped.clone())));
                reshapes.push(user);
                true
            });
        // Every GEMM must still be one with its operands' new strides.
        let mut shapes: HashMap<usize, [Option<Vec<i64>>; 2]> = HashMap::new();
        for (user, operand, layout) in &targets {
            let layouts = shapes
                .entry(*user)
                .or_insert_with(|| gemm_layouts.get(user).cloned().unwrap_or([None, None]));
            layouts[*operand] = Some(layout.clone());
        }
        let still_gemms = shapes.iter().all(|(&user, [a, b])| {
            let structure = structures[user].as_ref().expect("GEMMs have a structure");
            gemm_shape_in(operations[user], structure, [a.clone(), b.clone(), None]).is_some()
        });
        if !all_gemm_operands || !still_gemms {
            continue;
        }
        for folded_op in std::iter::once(i).chain(reshapes) {
            fused[folded_op] = true;
            folded[folded_op] = true;
            kinds[folded_op] = Some(StepKind::Fused {
                into: BTreeSet::new(),
            });
        }
        for (user, operand, layout) in targets {
            let layouts = gemm_layouts.entry(user).or_insert([None, None]);
            layouts[operand] = Some(layout);
            let structure = structures[user].as_ref().expect("GEMMs have a structure");
            let [a, b] = layouts.clone();
            match gemm_shape_in(operations[user], structure, [a, b, None]) {
                Some(shape) => kinds[user] = Some(StepKind::Gemm { shape }),
                None => {
                    return Err((
                        operations[user].location(),
                        "internal error: a folded transpose breaks a GEMM".into(),
                    ));
                }
            }
        }
    }
    // A GEMM result read only by a transpose is written in the transpose's
    // layout (C's strides permuted) and the transpose is a view of it: its
    // readers (an SGD or Adam kernel reading a weight gradient made as its
    // transpose) read rows, not columns.
    for i in 0..operations.len() {
        if !matches!(kinds[i], Some(StepKind::Gemm { .. })) || !starts_from_splat(operations[i]) {
            continue;
        }
        let result = operations[i].result(0).expect("GEMMs have a result");
        let [(reader, 0)] = users
            .get(&key(result.into()))
            .map_or(&[][..], Vec::as_slice)
        else {
            continue;
        };
        if kinds[*reader].is_some() || operations[*reader].result_count() != 1 {
            continue;
        }
        let Some(layout) = written_layout(operations[*reader]) else {
            continue;
        };
        let [a, b] = gemm_layouts.get(&i).cloned().unwrap_or([None, None]);
        let structure = structures[i].as_ref().expect("GEMMs have a structure");
        if let Some(shape) = gemm_shape_in(operations[i], structure, [a, b, Some(layout)]) {
            kinds[i] = Some(StepKind::Gemm { shape });
            kinds[*reader] = Some(StepKind::View { offset: 0 });
        }
    }
    // Then fusion, consumers first: a loop-nest op (or splat constant) whose
    // every use is an input of a kernel op (or, for splats, any operand of
    // a kernel or GEMM) is inlined there; anything else is a kernel root.
    let is_candidate = |i: usize, kinds: &[Option<StepKind>]| {
        structures[i].is_some()
            && !matches!(
                kinds[i],
                Some(StepKind::Gemm { .. } | StepKind::View { .. })
            )
    };
    // What a kernel reads of a value once the single-input element-wise
    // ops making it (broadcasts, conversions) are inlined: their source
    // (a splat nothing).
    let position: HashMap<Key, usize> = operations
        .iter()
        .enumerate()
        .flat_map(|(i, op)| op.results().map(move |r| (key(r.into()), i)))
        .collect();
    let read_bytes = |mut value: melior::ir::Value<'c, 'a>| {
        while let Some(&p) = position.get(&key(value)) {
            let producer = operations[p];
            if is_splat(producer) {
                return 0;
            }
            match &structures[p] {
                Some(s)
                    if s.is_elementwise()
                        && s.inputs == 1
                        && !reads_outputs(producer, s)
                        && !is_expensive(producer) =>
                {
                    value = producer.operand(0).expect("one input");
                }
                _ => break,
            }
        }
        bytes_of(value)
    };
    let mut next_kernel = 0;
    let mut roots_of: Vec<BTreeSet<usize>> = vec![BTreeSet::new(); operations.len()];
    for i in (0..operations.len()).rev() {
        if fused[i] {
            continue;
        }
        let operation = operations[i];
        let splat = is_splat(operation);
        let elementwise = structures[i]
            .as_ref()
            .is_some_and(|s| s.is_elementwise() && !reads_outputs(operation, s));
        let fusible =
            (is_candidate(i, &kinds) && elementwise && operation.result_count() == 1) || splat;
        let uses = operation
            .results()
            .flat_map(|r| users.get(&key(r.into())).cloned().unwrap_or_default())
            .collect::<Vec<_>>();
        let absorbed = fusible
            && !uses.is_empty()
            && uses.iter().all(|&(user, operand)| {
                // A folded transpose's source is read by GEMMs: it is materialised.
                let into_kernel = is_candidate(user, &kinds)
                    && !folded[user]
                    && structures[user].as_ref().is_some_and(|s| {
                        operand < s.inputs || (splat && operand < operations[user].operand_count())
                    });
                let into_gemm_init =
                    splat && matches!(kinds[user], Some(StepKind::Gemm { .. })) && operand == 2;
                into_kernel || into_gemm_init
            });
        let mut roots = BTreeSet::new();
        for &(user, _) in &uses {
            if fused[user] {
                roots.extend(roots_of[user].iter().copied());
            } else {
                roots.insert(user);
            }
        }
        // As XLA does, an expensive op is not recomputed in several
        // kernels, nor one that would make them read more than it moves.
        let duplicated_at_a_cost = roots.len() > 1
            && (is_expensive(operation)
                || structures[i].as_ref().is_some_and(|s| {
                    !cheaper_recomputed(operation, s.inputs, roots.len(), read_bytes)
                }));
        if absorbed && !duplicated_at_a_cost {
            roots_of[i] = roots;
            fused[i] = true;
        } else if is_candidate(i, &kinds) {
            kinds[i] = Some(StepKind::Kernel {
                id: 0,
                structure: structures[i].clone().expect("candidates have a structure"),
            });
        } else if kinds[i].is_none() {
            kinds[i] = Some(StepKind::Constant);
        }
    }
    // Number kernels in program order; fused ops name the kernels (or GEMMs,
    // by their own numbering below) they are inlined into.
    let mut kernel_ids: HashMap<usize, usize> = HashMap::new();
    for i in 0..operations.len() {
        if let Some(StepKind::Kernel { id, .. }) = &mut kinds[i] {
            *id = next_kernel;
            kernel_ids.insert(i, next_kernel);
            next_kernel += 1;
        }
    }
    for i in 0..operations.len() {
        if fused[i] {
            let into = roots_of[i]
                .iter()
                .filter_map(|root| kernel_ids.get(root).copied())
                .collect();
            kinds[i] = Some(StepKind::Fused { into });
        }
    }
    // Empty tensors need storage when read as something other than an
    // output that is never read.
    for i in 0..operations.len() {
        if let Some(StepKind::Empty { .. }) = &kinds[i] {
            let result = operations[i].result(0).expect("tensor.empty has a result");
            let needed = users.get(&key(result.into())).is_some_and(|uses| {
                uses.iter().any(|&(user, operand)| match &structures[user] {
                    Some(s) => operand < s.inputs || reads_outputs(operations[user], s),
                    None => true,
                })
            });
            kinds[i] = Some(StepKind::Empty {
                needs_storage: needed,
            });
        }
    }
    Ok(operations
        .into_iter()
        .zip(kinds)
        .map(|(operation, kind)| Step {
            operation,
            kind: kind.expect("every op is decided"),
        })
        .collect())
}
