//! The spmd passes by name: what `spmd-opt --help` lists, what pipeline text
//! and per-pass flags refer to, and how another Rust program gets a pass.
//!
//! Reads: pass names and option text. Writes: nothing in the IR; passes.

use melior::pass::Pass;

use super::options::{OptionError, OptionInfo, PassOptions};
use crate::{
    annotate::{roles, shard_args, verify},
    auto_shard,
    inspect::{print_rules, report},
    lower,
    memory::remat,
    partition,
    partition::redistribute,
    prepare, propagation,
    training::{
        batch_dims, bucketing, data_parallel, data_parallel_shardings, loop_gradients, microbatch,
        reshard_after_forward,
    },
};

/// One spmd pass, or a registered pipeline of them: its name,
/// documentation and constructor.
pub struct PassInfo {
    /// The name in a pipeline (`spmd-verify`) and as an `spmd-opt` flag.
    pub argument: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    pub options: &'static [OptionInfo],
    /// For a pipeline, the passes it may run, in order (which ones its
    /// options choose); empty for a pass.
    pub pipeline: &'static [&'static str],
    pub(crate) create: fn(&PassOptions) -> Result<Pass, OptionError>,
}

/// A pass could not be created from its name and options.
#[derive(Debug, thiserror::Error)]
pub enum PassError {
    #[error("unknown spmd pass '{name}'; the spmd passes are: {known}")]
    Unknown { name: String, known: String },
    #[error("{pass}: {source}")]
    Options {
        pass: &'static str,
        source: OptionError,
    },
}

/// Every spmd pass, in pipeline order.
pub fn registered_passes() -> &'static [PassInfo] {
    static PASSES: [PassInfo; 24] = [
        prepare::INFO,
        prepare::expand_token_dims::INFO,
        verify::INFO,
        shard_args::INFO,
        prepare::zigzag_sequence::INFO,
        roles::INFO,
        batch_dims::INFO,
        data_parallel::INFO,
        data_parallel_shardings::INFO,
        microbatch::INFO,
        auto_shard::PIPELINE_INFO,
        auto_shard::INFO,
        propagation::INFO,
        loop_gradients::INFO,
        partition::INFO,
        partition::ring_attention::INFO,
        partition::pipeline::INFO,
        reshard_after_forward::INFO,
        remat::INFO,
        bucketing::INFO,
        redistribute::INFO,
        report::INFO,
        print_rules::INFO,
        lower::INFO,
    ];
    &PASSES
}

/// Whether `name` is in the spmd passes' namespace (known or not).
pub fn is_spmd_pass_name(name: &str) -> bool {
    name.starts_with("spmd-")
}

/// Creates the spmd pass `name` (a registered pipeline too: one pass that
/// runs its stages) with `options` in MLIR's option syntax
/// (`"require-complete=true"`), ready for `PassManager::add_pass`.
pub fn create_pass(name: &str, options: &str) -> Result<Pass, PassError> {
    let info = registered_passes()
        .iter()
        .find(|info| info.argument == name)
        .ok_or_else(|| {
            let known: Vec<&str> = registered_passes()
                .iter()
                .map(|info| info.argument)
                .collect();
            PassError::Unknown {
                name: name.to_owned(),
                known: known.join(", "),
            }
        })?;
    PassOptions::parse(options, info.options)
        .and_then(|options| (info.create)(&options))
        .map_err(|source| PassError::Options {
            pass: info.argument,
            source,
        })
}
