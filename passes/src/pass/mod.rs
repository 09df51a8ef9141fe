//! The pass machinery every spmd pass shares: one declaration per pass
//! ([`declare_pass!`]), the registry of passes by name, their options, the
//! textual pipeline builder, and running a rewrite on every function.
//!
//! Reads and writes nothing itself.

mod function;
mod options;
mod pipeline;
mod registry;
pub(crate) mod template;

pub use function::Functions;
pub(crate) use function::{
    FUNCTION, Failure, FunctionPass, Key, ModulePass, PassFailure, PassId, Stage, Stages,
    external_pass, functions_in, io_reason, key, module_body, operation_key, rewrite_selected,
    selected_function,
};
pub use options::{OptionError, OptionInfo, PassOptions};
pub use pipeline::{PipelineError, add_pipeline};
pub use registry::{PassError, PassInfo, create_pass, is_spmd_pass_name, registered_passes};

/// Declares one spmd pass: its registry entry (`INFO`, what `spmd-opt
/// --help` lists and pipelines name) and its public constructor.
///
/// A pass that rewrites every function with `rewrite` and has no options:
///
/// ```ignore
/// declare_pass! {
///     /// The `spmd-propagate` pass.
///     pub fn propagate_pass() = "spmd-propagate" as "SpmdPropagate" {
///         summary: "Give every tensor value a sharding ...",
///         rewrite: propagate_function,
///     }
/// }
/// ```
///
/// A pass with options: `options` lists them, `create` builds the pass
/// from their parsed values, `run` is the [`Stage`] the constructor's
/// parameters make (a [`ModulePass`] of the settings and the function
/// that runs on the module). Besides the constructor, the module gets
/// `stage`, the same work for a pipeline that runs as one pass.
macro_rules! declare_pass {
    (
        $(#[$doc:meta])*
        pub fn $constructor:ident() = $argument:literal as $class:literal {
            summary: $summary:literal,
            rewrite: $rewrite:expr $(,)?
        }
    ) => {
        $crate::pass::declare_pass! {
            $(#[$doc])*
            pub fn $constructor() = $argument as $class {
                summary: $summary,
                options: &[],
                create: |_| Ok($constructor()),
                run: $crate::pass::FunctionPass {
                    rewrite: $rewrite,
                    functions: $crate::pass::Functions::Every,
                },
            }
        }
    };
    (
        $(#[$doc:meta])*
        pub fn $constructor:ident($($parameter:ident: $type:ty),*) = $argument:literal as $class:literal {
            summary: $summary:literal,
            options: $options:expr,
            create: $create:expr,
            run: $run:expr $(,)?
        }
    ) => {
        pub(crate) const INFO: $crate::pass::PassInfo = $crate::pass::PassInfo {
            argument: $argument,
            summary: $summary,
            options: $options,
            pipeline: &[],
            create: |options| {
                let create: fn(
                    &$crate::pass::PassOptions,
                ) -> Result<melior::pass::Pass, $crate::pass::OptionError> = $create;
                create(options)
            },
        };

        /// This pass's work, as one stage of a pipeline run as one pass.
        pub(crate) fn stage($($parameter: $type),*) -> std::sync::Arc<dyn $crate::pass::Stage> {
            std::sync::Arc::new($run)
        }

        $(#[$doc])*
        pub fn $constructor($($parameter: $type),*) -> melior::pass::Pass {
            static ID: $crate::pass::PassId = $crate::pass::PassId::new();
            $crate::pass::external_pass(
                $crate::pass::Stages(vec![stage($($parameter),*)]),
                &ID,
                $class,
                &INFO,
            )
        }
    };
}
pub(crate) use declare_pass;
