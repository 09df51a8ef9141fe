//! CUDA C for the scatter and scan steps (`spmd_executable::indexed`): one
//! `__global__` function per step, over the rank's arena.
//!
//! A scatter that adds floats runs one thread per update element with
//! `atomicAdd` (the order of additions into one element is not fixed, as
//! in PyTorch's and XLA's GPU scatters); any other combine runs the
//! updates in order on one thread, which is what its sequential semantics
//! require. The original is copied into the target before the launch. An
//! index outside the original writes the step's fault code (`codegen`'s
//! fault word) and skips the update. A scan runs one thread per lane
//! (every position but the scanned dim), in order along the dim.

use std::fmt::Write;

use crate::kernel_c::{
    CodegenError,
    scalar::{self as scalar_c, arena_element, load_element, register_type, store_element},
};
use spmd_executable::{
    Executable, Step, Storage, ValueId,
    indexed::Combine,
    scalar::{FloatOp, ScalarOp},
    tensor::ElementType,
};

/// The C function name of step `index`.
pub fn step_symbol(index: usize) -> String {
    format!("spmd_step_{index}")
}

/// The fault word's value for step `index` (kernels use the low words of
/// their own index; steps set the top bit).
pub fn step_fault_code(index: usize) -> u64 {
    (1 << 63) | index as u64
}

/// Whether the scatter runs one thread per update (an `atomicAdd` of
/// floats) rather than in order on one thread.
pub fn is_parallel_scatter(combine: &Combine, element: ElementType) -> bool {
    matches!(
        combine,
        Combine::Apply {
            op: ScalarOp::Float(FloatOp::Add),
            ..
        }
    ) && matches!(element, ElementType::F32 | ElementType::F64)
}

fn fail(step: usize, reason: impl Into<String>) -> CodegenError {
    CodegenError {
        kernel: step_symbol(step),
        reason: reason.into(),
    }
}

fn buffer(
    executable: &Executable,
    step: usize,
    value: ValueId,
) -> Result<(usize, ElementType), CodegenError> {
    match executable.values.get(value) {
        Some(Storage::Buffer { offset, ty }) => Ok((*offset, ty.element)),
        _ => Err(fail(step, format!("value {value} is not a buffer"))),
    }
}

/// `combine(first, second)` as a C expression of `element`.
fn combined(
    combine: &Combine,
    first: &str,
    second: &str,
    element: ElementType,
    step: usize,
) -> Result<String, CodegenError> {
    match combine {
        Combine::First => Ok(first.to_owned()),
        Combine::Second => Ok(second.to_owned()),
        Combine::Apply { op, swapped } => {
            let (a, b) = if *swapped {
                (second, first)
            } else {
                (first, second)
            };
            scalar_c::apply(*op, &[a.to_owned(), b.to_owned()], element, element)
                .ok_or_else(|| fail(step, format!("{op:?} does not combine two values")))
        }
    }
}

/// The `__global__` function of step `index` (a scatter or a scan).
pub fn step_function(executable: &Executable, index: usize) -> Result<String, CodegenError> {
    let mut text = String::new();
    writeln!(
        text,
        "\nextern \"C\" __global__ void {}(unsigned char *__restrict__ arena) {{",
        step_symbol(index)
    )
    .expect("string");
    let fault = format!(
        "spmd_fail((volatile ULL *)(arena + {}), {}ULL)",
        executable.fault_word_offset(),
        step_fault_code(index)
    );
    match executable.steps.get(index) {
        Some(Step::Scatter {
            updates,
            indices,
            target,
            shape,
            combine,
            ..
        }) => {
            let (updates_at, updates_element) = buffer(executable, index, *updates)?;
            let (indices_at, indices_element) = buffer(executable, index, *indices)?;
            let (target_at, element) = buffer(executable, index, *target)?;
            shape.check().map_err(|e| fail(index, e.to_string()))?;
            let batch_rank = shape.indices.len() - 1;
            let depth = shape.indices[batch_rank];
            let slice = &shape.updates[batch_rank..];
            let lead = shape.original.len() - slice.len();
            let slice_count: usize = slice.iter().product();
            let count: usize = shape.updates.iter().product();
            let parallel = is_parallel_scatter(combine, element);
            if parallel {
                writeln!(text, "  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < {count}LL; p += (LL)gridDim.x * blockDim.x) {{").expect("string");
            } else {
                writeln!(text, "  if (blockIdx.x != 0 || threadIdx.x != 0) return;\n  for (LL p = 0; p < {count}LL; ++p) {{").expect("string");
            }
            writeln!(
                text,
                "    const LL b = p / {slice_count}LL; LL s = p % {slice_count}LL;"
            )
            .expect("string");
            for (d, &size) in slice.iter().enumerate().rev() {
                writeln!(text, "    const LL s{d} = s % {size}LL; s /= {size}LL;").expect("string");
            }
            let mut at = "0LL".to_owned();
            let mut inside = Vec::new();
            for (d, &size) in shape.original.iter().enumerate() {
                let within = if d >= lead {
                    format!("s{}", d - lead)
                } else {
                    "0LL".to_owned()
                };
                let coordinate = match shape.dimension_map.iter().position(|&m| m == d) {
                    Some(k) => {
                        let component = load_element(
                            indices_element,
                            &arena_element(
                                indices_element,
                                indices_at,
                                &format!("b * {depth}LL + {k}LL"),
                            ),
                        );
                        format!("({component} + {within})")
                    }
                    None => within,
                };
                writeln!(text, "    const LL c{d} = {coordinate};").expect("string");
                inside.push(format!("c{d} >= 0 && c{d} < {size}LL"));
                at = format!("({at}) * {size}LL + c{d}");
            }
            writeln!(
                text,
                "    if (!({})) {{ {fault}; continue; }}",
                inside.join(" && ")
            )
            .expect("string");
            let ty = register_type(element);
            let update = load_element(
                updates_element,
                &arena_element(updates_element, updates_at, "p"),
            );
            let place = arena_element(element, target_at, &at);
            if parallel {
                writeln!(text, "    atomicAdd(&{place}, ({ty}){update});").expect("string");
            } else {
                let current = load_element(element, &place);
                let value = combined(
                    combine,
                    &format!("({ty}){update}"),
                    &current,
                    element,
                    index,
                )?;
                writeln!(text, "    {}", store_element(element, &place, &value)).expect("string");
            }
            writeln!(text, "  }}\n}}").expect("string");
        }
        Some(Step::Scan {
            input,
            accumulator,
            output,
            last,
            shape,
            combine,
        }) => {
            let (input_at, input_element) = buffer(executable, index, *input)?;
            let (start_at, start_element) = buffer(executable, index, *accumulator)?;
            let (output_at, element) = buffer(executable, index, *output)?;
            let (last_at, last_element) = buffer(executable, index, *last)?;
            if shape.dimension >= shape.dims.len() {
                return Err(fail(index, "a scan dimension out of range"));
            }
            let length = shape.dims[shape.dimension];
            let inner: usize = shape.dims[shape.dimension + 1..].iter().product();
            let lanes: usize = shape.dims.iter().product::<usize>() / length.max(1);
            let ty = register_type(element);
            writeln!(text, "  for (LL lane = blockIdx.x * (LL)blockDim.x + threadIdx.x; lane < {lanes}LL; lane += (LL)gridDim.x * blockDim.x) {{").expect("string");
            writeln!(
                text,
                "    const LL o = lane / {inner}LL, i = lane % {inner}LL;"
            )
            .expect("string");
            let start = load_element(
                start_element,
                &arena_element(start_element, start_at, "lane"),
            );
            writeln!(text, "    {ty} running = ({ty}){start};").expect("string");
            writeln!(text, "    for (LL n = 0; n < {length}LL; ++n) {{").expect("string");
            writeln!(
                text,
                "      const LL at = (o * {length}LL + n) * {inner}LL + i;"
            )
            .expect("string");
            let value = load_element(input_element, &arena_element(input_element, input_at, "at"));
            let next = combined(
                combine,
                "running",
                &format!("({ty}){value}"),
                element,
                index,
            )?;
            let out = arena_element(element, output_at, "at");
            if shape.inclusive {
                writeln!(
                    text,
                    "      running = n == 0 ? ({ty}){value} : {next};\n      {}",
                    store_element(element, &out, "running")
                )
                .expect("string");
            } else {
                writeln!(
                    text,
                    "      {}\n      running = {next};",
                    store_element(element, &out, "running")
                )
                .expect("string");
            }
            writeln!(text, "    }}").expect("string");
            if length > 0 {
                writeln!(
                    text,
                    "    {}",
                    store_element(
                        last_element,
                        &arena_element(last_element, last_at, "lane"),
                        "running"
                    )
                )
                .expect("string");
            }
            writeln!(text, "  }}\n}}").expect("string");
        }
        _ => return Err(fail(index, "not a scatter or a scan")),
    }
    Ok(text)
}

/// The threads a step's function runs on (blocks of `codegen::BLOCK`).
pub fn step_threads(executable: &Executable, index: usize) -> usize {
    match executable.steps.get(index) {
        Some(Step::Scatter {
            target,
            shape,
            combine,
            ..
        }) => {
            let element = executable.tensor(*target).element;
            if is_parallel_scatter(combine, element) {
                shape.updates.iter().product()
            } else {
                1
            }
        }
        Some(Step::Scan { shape, .. }) => {
            let length = shape.dims.get(shape.dimension).copied().unwrap_or(1).max(1);
            shape.dims.iter().product::<usize>() / length
        }
        _ => 0,
    }
}
