//! `spmd-auto-shard`'s options: their names, defaults and help, and the
//! settings they parse into.
//!
//! Reads: the pass options. Writes: nothing.

use super::{Algo, ZigzagChoice, attention_form::KeyBlock, ilp, stages::PipelineChoice};
use crate::pass::{OptionError, OptionInfo, PassOptions};

const MESH: OptionInfo = OptionInfo {
    name: "mesh",
    value: "shape",
    default: "",
    description: "the mesh shape, e.g. 4 or 2x4 (default: the module's mesh @mesh)",
};
const ALGO: OptionInfo = OptionInfo {
    name: "algo",
    value: "ilp|megatron|megatron-sp|dp|cp",
    default: "ilp",
    description: "ilp: optimise every sharding; megatron: tensor parallel on the last axis, data parallel on the others; megatron-sp: megatron with sequence parallelism (the inputs' dim 1 split on the tensor-parallel axis too); dp: pure data parallel; cp: context parallel (the inputs' batch split as dp, their sequence over the axes left, matmuls over flattened tokens expanded as spmd-expand-token-dims does, attention a ring, or its keys and values gathered where that fits and costs less) (the baselines shard the arguments, propagation the rest, costed by the same model)",
};
const MODEL: OptionInfo = OptionInfo {
    name: "model",
    value: "preset|file",
    default: "h100",
    description: "the machine: h100, h200 or a100 (nodes of 8 on NVLink as the last mesh axis, InfiniBand on the others; dense peaks by element type: bf16/f16, TF32 for f32, f32 for the rest), or a JSON file (preset, peak_tflops: number or {half, tf32, f32}, f32_matmul: tf32|ieee, memory_gb, memory_bandwidth_gb_per_s, axes: [{bandwidth_gb_per_s, latency_us}])",
};
const MEMORY_GB: OptionInfo = OptionInfo {
    name: "memory-gb",
    value: "number",
    default: "0",
    description: "device memory limit for the peak of live values, in GB (0: the model's); given, activations are recomputed (spmd-remat) where no sharding fits without it",
};
const TIME_LIMIT: OptionInfo = OptionInfo {
    name: "time-limit",
    value: "seconds",
    default: "60",
    description: "the solver's time limit (the best plan found by then is used)",
};
const MIP_GAP: OptionInfo = OptionInfo {
    name: "mip-gap",
    value: "number",
    default: "0",
    description: "the relative MIP gap at which the solver stops",
};
const TIE_REPEATS: OptionInfo = OptionInfo {
    name: "tie-repeats",
    value: "bool",
    default: "true",
    description: "solve repeated structure (a model's identical layers) once: alike ops take one strategy",
};
const EXPORT_SOLUTION: OptionInfo = OptionInfo {
    name: "export-solution",
    value: "file",
    default: "",
    description: "write the chosen shardings, keyed by op location and result index",
};
const IMPORT_SOLUTION: OptionInfo = OptionInfo {
    name: "import-solution",
    value: "file",
    default: "",
    description: "apply shardings an export wrote instead of solving (refused if the program differs)",
};
const REPORT: OptionInfo = OptionInfo {
    name: "report",
    value: "file",
    default: "",
    description: "write the plan's estimate as JSON (step time by compute and collective kind, memory, argument shardings)",
};
pub(super) const ZIGZAG: OptionInfo = OptionInfo {
    name: "zigzag",
    value: "auto|given|off",
    default: "auto",
    description: "the sequence's order under algo=cp (spmd-zigzag-sequence: device r holds chunks r and 2N-1-r of 2N): auto: zigzag where a trial on a copy shows the ring then skipping what a causal mask hides, evenly on every device (the inputs gathered once to be reordered); given: the inputs arrive in zigzag order (the data loader's, as Megatron's): nothing reordered, results with a sequence dim returned in that order (needs algo=cp); off: the order as it comes",
};
const KEY_BLOCK: OptionInfo = OptionInfo {
    name: "key-block",
    value: "auto|tokens",
    default: "auto",
    description: "the keys a ring scores at a time (spmd-ring-attention's key-block): auto: a device's whole block where the plan fits so, else the largest halving of it (128 keys or more) that makes it fit; a number: that many (0: whole blocks)",
};
const PIPELINE: OptionInfo = OptionInfo {
    name: "pipeline",
    value: "off|fallback|auto",
    default: "fallback",
    description: "pipeline stages on a scanned step (spmd-pipeline, 1F1B), Alpa's inter-operator choice on one axis: the mesh's slowest axis as its size in stages, over micro-batches a multiple of the stages, the other axes planned with it replicated; each candidate pipelined on a copy, its step time the plan's over the stages stretched by the bubble plus the stage boundary's shifts, its peak the copy's buffer plan. fallback: only where no plan fits memory-gb otherwise (after recomputation and micro-batches); auto: also where it is estimated faster than the plan over the whole mesh; off: never",
};
const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "the function (default: the only one with a body, else main)",
};
pub(super) const OPTIONS: [OptionInfo; 14] = [
    MESH,
    ALGO,
    MODEL,
    MEMORY_GB,
    TIME_LIMIT,
    MIP_GAP,
    TIE_REPEATS,
    EXPORT_SOLUTION,
    IMPORT_SOLUTION,
    REPORT,
    ZIGZAG,
    KEY_BLOCK,
    PIPELINE,
    FUNCTION,
];

/// The options of `spmd-auto-shard`.
#[derive(Clone, Debug, PartialEq)]
pub struct AutoShard {
    pub mesh_shape: Option<Vec<usize>>,
    pub algo: Algo,
    /// A preset's name or a JSON file.
    pub model: String,
    pub memory_bytes: Option<f64>,
    pub solve: ilp::SolveOptions,
    pub tie_repeats: bool,
    pub export_solution: Option<String>,
    pub import_solution: Option<String>,
    pub report: Option<String>,
    /// The sequence's order under `algo=cp`.
    pub zigzag: ZigzagChoice,
    /// The keys a ring scores at a time.
    pub key_block: KeyBlock,
    /// Whether pipeline stages are considered.
    pub pipeline: PipelineChoice,
    /// Not an option: the mesh axis every strategy leaves replicated,
    /// where a pipeline's stages are to go (set while stages are tried).
    pub(super) stage_axis: Option<usize>,
    pub function: Option<String>,
}

fn number(options: &PassOptions, option: &OptionInfo) -> Result<f64, OptionError> {
    options
        .text(option)
        .parse::<f64>()
        .ok()
        .filter(|v| *v >= 0.0 && v.is_finite())
        .ok_or_else(|| OptionError::BadValue {
            option: option.name.to_owned(),
            expected: "a number, 0 or more",
            value: options.text(option).to_owned(),
        })
}

fn path(options: &PassOptions, option: &OptionInfo) -> Option<String> {
    Some(options.text(option).to_owned()).filter(|p| !p.is_empty())
}

impl AutoShard {
    pub fn from_options(options: &PassOptions) -> Result<AutoShard, OptionError> {
        let mesh_shape = options.mesh_shape(&MESH)?;
        let algo = Algo::parse(options.text(&ALGO)).ok_or_else(|| OptionError::BadValue {
            option: ALGO.name.to_owned(),
            expected: Algo::KEYWORDS,
            value: options.text(&ALGO).to_owned(),
        })?;
        let memory = number(options, &MEMORY_GB)?;
        Ok(AutoShard {
            mesh_shape,
            algo,
            model: options.text(&MODEL).to_owned(),
            memory_bytes: (memory > 0.0).then_some(memory * 1e9),
            solve: ilp::SolveOptions {
                time_limit_seconds: number(options, &TIME_LIMIT)?,
                mip_relative_gap: number(options, &MIP_GAP)? as f32,
            },
            tie_repeats: options.bool(&TIE_REPEATS)?,
            export_solution: path(options, &EXPORT_SOLUTION),
            import_solution: path(options, &IMPORT_SOLUTION),
            report: path(options, &REPORT),
            zigzag: ZigzagChoice::from_options(options, algo)?,
            key_block: KeyBlock::parse(options.text(&KEY_BLOCK)).ok_or_else(|| {
                OptionError::bad_value(
                    &KEY_BLOCK,
                    "auto or a number of tokens",
                    options.text(&KEY_BLOCK),
                )
            })?,
            pipeline: PipelineChoice::parse(options.text(&PIPELINE)).ok_or_else(|| {
                OptionError::bad_value(&PIPELINE, "off, fallback or auto", options.text(&PIPELINE))
            })?,
            stage_axis: None,
            function: path(options, &FUNCTION),
        })
    }

    /// Whether a plan the ILP chose as the `cp` baseline is planned again
    /// as `algo=cp`, which tries the zigzag order.
    pub(super) fn may_replan_in_zigzag(&self) -> bool {
        self.algo == Algo::Ilp
            && self.zigzag == ZigzagChoice::Auto
            && self.import_solution.is_none()
    }

    pub(super) fn algo_name(&self) -> &'static str {
        if self.import_solution.is_some() {
            return "imported";
        }
        match self.algo {
            Algo::Ilp => "ilp",
            Algo::Megatron => "megatron",
            Algo::MegatronSequence => "megatron-sp",
            Algo::DataParallel => "dp",
            Algo::Context => "cp",
        }
    }
}
