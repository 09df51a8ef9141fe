//! The on-disk framing of an executable, and the checks that make a loaded
//! one safe to run: a file from another version, a corrupt or truncated
//! one, or one whose indices do not hold together is refused with a clear
//! error, never a panic.
//!
//! Layout (all integers little-endian):
//!
//! | bytes | what |
//! | --- | --- |
//! | 8 | [`MAGIC`] |
//! | 4 | format version ([`FORMAT_VERSION`]) |
//! | 8 | payload length |
//! | 4 | CRC-32 of the payload |
//! | n | payload: the [`Executable`] in `postcard` encoding |

use std::path::Path;

use super::{Access, Executable, Init, Instr, Step, Storage, ValueId};
use crate::indexed::IndexError;

/// The first bytes of every executable.
pub const MAGIC: &[u8; 8] = b"SPMDX\0\r\n";
/// Bumped whenever the encoding of [`Executable`] changes.
pub const FORMAT_VERSION: u32 = 6;
const HEADER_BYTES: usize = 8 + 4 + 8 + 4;

#[derive(Debug, thiserror::Error)]
pub enum LoadError {
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "not an spmd executable (no SPMDX header); write one with spmd-translate --spmd-to-executable"
    )]
    NotAnExecutable,
    #[error(
        "executable format version {found}, but this spmd-exec reads version {FORMAT_VERSION}; translate the program again with the matching spmd-translate"
    )]
    Version { found: u32 },
    #[error("the executable is truncated: {expected} payload bytes announced, {found} present")]
    Truncated { expected: u64, found: usize },
    #[error("the executable is corrupt: its checksum does not match")]
    Checksum,
    #[error("the executable is corrupt: {0}")]
    Decode(String),
    #[error("the executable is inconsistent: {0}")]
    Invalid(Inconsistent),
}

/// A rule of the format an executable breaks ([`Executable::validate`]).
#[derive(Debug, thiserror::Error)]
pub enum Inconsistent {
    #[error("{0}")]
    Rule(String),
    #[error(transparent)]
    Indexed(#[from] IndexError),
}

impl Inconsistent {
    fn new(rule: impl Into<String>) -> Inconsistent {
        Inconsistent::Rule(rule.into())
    }
}

impl Executable {
    /// The file's bytes: header and payload.
    pub fn to_bytes(&self) -> Vec<u8> {
        let payload = postcard::to_stdvec(self).expect("executables always serialise");
        let mut bytes = Vec::with_capacity(HEADER_BYTES + payload.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        bytes.extend_from_slice(&(payload.len() as u64).to_le_bytes());
        bytes.extend_from_slice(&crc32fast::hash(&payload).to_le_bytes());
        bytes.extend_from_slice(&payload);
        bytes
    }

    /// Reads and checks an executable from its bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Executable, LoadError> {
        if bytes.len() < MAGIC.len() || &bytes[..MAGIC.len()] != MAGIC {
            return Err(LoadError::NotAnExecutable);
        }
        if bytes.len() < HEADER_BYTES {
            return Err(LoadError::Truncated {
                expected: 0,
                found: 0,
            });
        }
        let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4 bytes"));
        let version = word(8);
        if version != FORMAT_VERSION {
            return Err(LoadError::Version { found: version });
        }
        let length = u64::from_le_bytes(bytes[12..20].try_into().expect("8 bytes"));
        let payload = &bytes[HEADER_BYTES..];
        if payload.len() as u64 != length {
            return Err(LoadError::Truncated {
                expected: length,
                found: payload.len(),
            });
        }
        if crc32fast::hash(payload) != word(20) {
            return Err(LoadError::Checksum);
        }
        let executable: Executable =
            postcard::from_bytes(payload).map_err(|error| LoadError::Decode(error.to_string()))?;
        executable.validate().map_err(LoadError::Invalid)?;
        Ok(executable)
    }

    pub fn write(&self, path: &Path) -> std::io::Result<()> {
        std::fs::write(path, self.to_bytes())
    }

    pub fn read(path: &Path) -> Result<Executable, LoadError> {
        let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Executable::from_bytes(&bytes)
    }

    /// Checks every index and extent, so that running cannot go out of bounds.
    pub fn validate(&self) -> Result<(), Inconsistent> {
        let buffer = |value: ValueId| -> Result<usize, Inconsistent> {
            match self.values.get(value) {
                Some(Storage::Buffer { ty, .. }) => Ok(ty.numel()),
                Some(Storage::Scalar { .. }) => Err(Inconsistent::new(format!(
                    "value {value} is a scalar, a tensor is needed"
                ))),
                None => Err(Inconsistent::new(format!("value {value} does not exist"))),
            }
        };
        let scalar = |value: ValueId| -> Result<(), Inconsistent> {
            match self.values.get(value) {
                Some(Storage::Scalar { .. }) => Ok(()),
                _ => Err(Inconsistent::new(format!(
                    "value {value} is not a host scalar"
                ))),
            }
        };
        if self.mesh.shape.is_empty() || self.mesh.shape.contains(&0) {
            return Err(Inconsistent::new(format!(
                "mesh shape {:?} is empty",
                self.mesh.shape
            )));
        }
        for (value, storage) in self.values.iter().enumerate() {
            match storage {
                Storage::Buffer { offset, ty } => {
                    let end = offset.checked_add(ty.bytes());
                    if end.is_none_or(|end| end > self.arena_bytes) {
                        return Err(Inconsistent::new(format!(
                            "value {value} lies outside the arena"
                        )));
                    }
                }
                Storage::Scalar { register, .. } if *register >= self.scalar_registers => {
                    return Err(Inconsistent::new(format!(
                        "value {value} uses a missing scalar register"
                    )));
                }
                Storage::Scalar { .. } => {}
            }
        }
        for signature in self.arguments.iter().chain(&self.results) {
            if buffer(signature.value)? != signature.local.numel()
                || self.tensor(signature.value) != &signature.local
                || signature.sharding.placements.len() != self.mesh.shape.len()
            {
                return Err(Inconsistent::new(format!(
                    "signature of value {} does not match its buffer",
                    signature.value
                )));
            }
        }
        for &(result, argument) in &self.updates {
            let (Some(result), Some(argument)) =
                (self.results.get(result), self.arguments.get(argument))
            else {
                return Err(Inconsistent::new(format!(
                    "update of argument {argument} by result {result}: no such argument or result"
                )));
            };
            if result.local != argument.local || result.sharding != argument.sharding {
                return Err(Inconsistent::new(format!(
                    "result {} updates argument {} of another local type or sharding",
                    result.value, argument.value
                )));
            }
        }
        if self.loss.is_some_and(|loss| loss >= self.results.len()) {
            return Err(Inconsistent::new("the loss is not a result"));
        }
        for constant in &self.constants {
            if buffer(constant.value)? * self.tensor(constant.value).element.bytes()
                != constant.bytes.len()
            {
                return Err(Inconsistent::new(format!(
                    "constant for value {} has the wrong size",
                    constant.value
                )));
            }
        }
        let access = |access: &Access, dims: &[usize]| -> Result<(), Inconsistent> {
            let numel = buffer(access.value)? as i64;
            if access.coefficients.len() != dims.len() {
                return Err(Inconsistent::new(
                    "an access has the wrong number of loop coefficients",
                ));
            }
            let (mut low, mut high) = (access.constant, access.constant);
            for (&c, &extent) in access.coefficients.iter().zip(dims) {
                let span = c
                    .checked_mul(extent.saturating_sub(1) as i64)
                    .ok_or(Inconsistent::new("access overflows"))?;
                if span < 0 { low += span } else { high += span }
            }
            if low < 0 || (high >= numel && dims.iter().all(|&d| d > 0)) {
                return Err(Inconsistent::new(format!(
                    "an access of value {} leaves its buffer",
                    access.value
                )));
            }
            Ok(())
        };
        for kernel in &self.kernels {
            let dims = &kernel.dims;
            if kernel.reduction.len() != dims.len()
                || kernel.outputs.len() != kernel.yields.len()
                || kernel.inits.len() != kernel.outputs.len()
            {
                return Err(Inconsistent::new(format!(
                    "kernel {} is malformed",
                    kernel.name
                )));
            }
            for a in kernel.inputs.iter().chain(&kernel.outputs) {
                access(a, dims)?;
            }
            for init in &kernel.inits {
                if let Init::Value(a) = init {
                    access(a, dims)?;
                }
            }
            for (index, instr) in kernel.body.iter().enumerate() {
                let ok = match instr {
                    Instr::Load { input } => *input < kernel.inputs.len(),
                    Instr::Acc { output } => *output < kernel.outputs.len(),
                    Instr::Index { dim } => *dim < dims.len(),
                    Instr::Capture { value } => scalar(*value).is_ok(),
                    Instr::Apply { arguments, op, .. } => {
                        arguments.len() == op.arity() && arguments.iter().all(|&a| a < index)
                    }
                    Instr::Constant { .. } => true,
                    Instr::Gather { value, indices, .. } => {
                        buffer(*value).is_ok()
                            && indices.len() == self.tensor(*value).shape.len()
                            && indices.iter().all(|&r| r < index)
                    }
                    Instr::Assert { condition, .. } => *condition < index,
                };
                if !ok {
                    return Err(Inconsistent::new(format!(
                        "kernel {} instruction {index} is malformed",
                        kernel.name
                    )));
                }
            }
            if kernel.yields.iter().any(|&y| y >= kernel.body.len()) {
                return Err(Inconsistent::new(format!(
                    "kernel {} yields a missing register",
                    kernel.name
                )));
            }
            let depends = kernel.acc_dependent();
            let accumulated_per_point = (0..kernel.outputs.len()).any(|o| {
                kernel.written_per_point(o)
                    && (kernel.inits[o] != Init::None
                        || depends[kernel.yields[o]]
                        || kernel
                            .body
                            .iter()
                            .any(|i| matches!(i, Instr::Acc { output } if *output == o)))
            });
            if accumulated_per_point {
                return Err(Inconsistent::new(format!(
                    "kernel {} accumulates an output it writes at every point",
                    kernel.name
                )));
            }
        }
        for gemm in &self.gemms {
            for (operand, rows, columns) in [
                (&gemm.a, gemm.m, gemm.k),
                (&gemm.b, gemm.k, gemm.n),
                (&gemm.c, gemm.m, gemm.n),
            ] {
                let mut dims = gemm.batch.clone();
                dims.extend([rows, columns]);
                let mut coefficients: Vec<i64> =
                    operand.batch_strides.iter().map(|&s| s as i64).collect();
                coefficients.extend([operand.row_stride as i64, operand.column_stride as i64]);
                access(
                    &Access {
                        value: operand.value,
                        coefficients,
                        constant: operand.offset as i64,
                    },
                    &dims,
                )?;
            }
            if !gemm.scale.is_finite() {
                return Err(Inconsistent::new(format!(
                    "gemm {} has a scale that is not finite",
                    gemm.name
                )));
            }
            if let Init::Value(a) = &gemm.init
                && buffer(a.value)? != buffer(gemm.c.value)?
            {
                return Err(Inconsistent::new(format!(
                    "gemm {} init has the wrong size",
                    gemm.name
                )));
            }
        }
        for (index, step) in self.steps.iter().enumerate() {
            match step {
                Step::Kernel(k) if *k >= self.kernels.len() => {
                    return Err(Inconsistent::new("missing kernel"));
                }
                Step::Rows { kernels, rows } => {
                    if kernels.iter().any(|&k| k >= self.kernels.len()) {
                        return Err(Inconsistent::new("missing kernel"));
                    }
                    if let Some(why) = self.row_group_error(kernels, *rows) {
                        return Err(Inconsistent::new(format!(
                            "row group at step {index}: {why}"
                        )));
                    }
                }
                Step::LoopBegin {
                    lower,
                    upper,
                    step,
                    induction,
                    carried,
                    end,
                } => {
                    scalar(*induction)?;
                    for bound in [lower, upper, step] {
                        if let super::IndexValue::Dynamic(v) = bound {
                            scalar(*v)?;
                        }
                    }
                    let matching = match self.steps.get(*end) {
                        Some(Step::LoopEnd {
                            begin,
                            carried: yielded,
                        }) => {
                            *begin == index
                                && yielded.len() == carried.len()
                                && yielded.iter().zip(carried).all(|(y, c)| y.1 == c.1)
                        }
                        _ => false,
                    };
                    if !matching {
                        return Err(Inconsistent::new(format!(
                            "loop at step {index} has no matching end"
                        )));
                    }
                    for (from, to) in carried {
                        if buffer(*from)? != buffer(*to)? {
                            return Err(Inconsistent::new("a carried value of another size"));
                        }
                    }
                }
                Step::LoopEnd { begin, carried } => {
                    if !matches!(self.steps.get(*begin), Some(Step::LoopBegin { end, .. }) if *end == index)
                    {
                        return Err(Inconsistent::new(format!(
                            "loop end at step {index} has no matching head"
                        )));
                    }
                    for (from, to) in carried {
                        if buffer(*from)? != buffer(*to)? {
                            return Err(Inconsistent::new("a yielded value of another size"));
                        }
                    }
                }
                Step::Gemm(g) if *g >= self.gemms.len() => {
                    return Err(Inconsistent::new("missing gemm"));
                }
                Step::Fill { target, .. } => {
                    buffer(*target)?;
                }
                Step::Copy { source, target } => {
                    if buffer(*source)? != buffer(*target)? {
                        return Err(Inconsistent::new(
                            "a copy between buffers of different sizes",
                        ));
                    }
                }
                Step::CopyRegion {
                    source,
                    target,
                    sizes,
                    source_offsets,
                    target_offsets,
                    source_strides,
                    target_strides,
                } => {
                    for (value, offsets, strides) in [
                        (source, source_offsets, source_strides),
                        (target, target_offsets, target_strides),
                    ] {
                        buffer(*value)?;
                        let rank = self.tensor(*value).shape.len();
                        if offsets.len() != rank || strides.len() != rank || sizes.len() != rank {
                            return Err(Inconsistent::new("a region copy of the wrong rank"));
                        }
                        for offset in offsets {
                            if let super::IndexValue::Dynamic(v) = offset {
                                scalar(*v)?;
                            }
                        }
                    }
                }
                Step::Shard { input, outputs, .. } => {
                    if let Some(input) = input {
                        buffer(*input)?;
                    }
                    for &output in outputs {
                        if self.values.get(output).is_none() {
                            return Err(Inconsistent::new(format!(
                                "value {output} does not exist"
                            )));
                        }
                    }
                }
                Step::Scalar {
                    arguments, result, ..
                } => {
                    for &a in arguments {
                        scalar(a)?;
                    }
                    scalar(*result)?;
                }
                Step::ScalarConstant { result, .. } => scalar(*result)?,
                Step::Extract {
                    source,
                    indices,
                    result,
                } => {
                    buffer(*source)?;
                    scalar(*result)?;
                    if indices.len() != self.tensor(*source).shape.len() {
                        return Err(Inconsistent::new("an extract of the wrong rank"));
                    }
                }
                Step::Scatter {
                    updates,
                    indices,
                    original,
                    target,
                    shape,
                    ..
                } => {
                    for value in [updates, indices, original, target] {
                        buffer(*value)?;
                    }
                    shape.check()?;
                    let fits = self.tensor(*updates).shape == shape.updates
                        && self.tensor(*indices).shape == shape.indices
                        && self.tensor(*original).shape == shape.original
                        && self.tensor(*target).shape == shape.original
                        && !self.tensor(*indices).element.is_float();
                    if !fits {
                        return Err(Inconsistent::new(
                            "a scatter whose buffers do not fit its shape",
                        ));
                    }
                }
                Step::Scan {
                    input,
                    accumulator,
                    output,
                    last,
                    shape,
                    ..
                } => {
                    for value in [input, accumulator, output, last] {
                        buffer(*value)?;
                    }
                    let mut lanes = shape.dims.clone();
                    if shape.dimension < lanes.len() {
                        lanes.remove(shape.dimension);
                    }
                    let fits = shape.dimension < shape.dims.len()
                        && self.tensor(*input).shape == shape.dims
                        && self.tensor(*output).shape == shape.dims
                        && self.tensor(*accumulator).numel() == lanes.iter().product::<usize>()
                        && self.tensor(*last).numel() == lanes.iter().product::<usize>();
                    if !fits {
                        return Err(Inconsistent::new(
                            "a scan whose buffers do not fit its shape",
                        ));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}
