//! What the passes that rewrite one `func.func` at a time share: the pass
//! itself (running on every function of a module, reporting located
//! failures) and keying values.
//!
//! Reads: every `func.func` under the op a pass runs on. Writes: what the
//! rewrite writes, and located errors.

use std::sync::Arc;

use melior::{
    ContextRef,
    ir::{
        BlockRef, Location, RegionLike, Value,
        operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
        r#type::TypeId,
    },
    pass::{ExternalPass, Pass, RunExternalPass, create_external},
};
use spmd_dialect::{emit_error, scope::PassScope};

use super::{OptionInfo, PassInfo, PassOptions};

pub(crate) use spmd_dialect::Failure;

/// A value's identity, for maps keyed by value.
pub(crate) type Key = spmd_dialect::ir::ValueKey;

/// An I/O error's reason without Rust's `(os error N)`.
pub(crate) fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.split_once(" (os error") {
        Some((reason, _)) => reason.to_owned(),
        None => text,
    }
}

pub(crate) fn key(value: Value) -> Key {
    Key::of(value)
}

/// An op's identity, for sets and maps keyed by op.
pub(crate) fn operation_key(operation: OperationRef) -> usize {
    operation.to_raw().ptr as usize
}

/// The body of `module`, which must be a `builtin.module`.
pub(crate) fn module_body<'c, 'a>(
    module: OperationRef<'c, 'a>,
) -> Result<BlockRef<'c, 'a>, Failure<'c>> {
    module
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .filter(|_| module.name().as_string_ref().as_str() == Ok("builtin.module"))
        .ok_or((module.location(), "must run on a builtin.module".to_owned()))
}

/// The function of a module `body` that `name` selects (the named one,
/// else the only one with a body, else @main), or an error at `location`
/// saying how to name one.
pub(crate) fn selected_function<'c, 'a>(
    body: BlockRef<'c, 'a>,
    name: Option<&str>,
    location: Location<'c>,
) -> Result<OperationRef<'c, 'a>, Failure<'c>> {
    spmd_dialect::ir::find_function(body, name)
        .map_err(|missing| (location, format!("{missing}; name one with function=...")))
}

/// Every `func.func` under `operation`, found before any is rewritten.
pub(crate) fn functions_in<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut functions = Vec::new();
    operation.walk(WalkOrder::PreOrder, |op| {
        spmd_dialect::work::add(spmd_dialect::work::Work::OperationsVisited, 1);
        if op.name().as_string_ref().as_str() == Ok("func.func") {
            functions.push(op.to_raw());
        }
        WalkResult::Advance
    });
    functions
        .into_iter()
        .map(|raw| unsafe { OperationRef::from_raw(raw) })
        .collect()
}

/// Runs `rewrite` on the functions of `module` that `functions` selects;
/// each failure is reported at its location and fails the pass.
pub(crate) fn rewrite_selected<'c>(
    module: OperationRef<'c, '_>,
    functions: &Functions,
    mut rewrite: impl FnMut(OperationRef<'c, '_>) -> Result<(), Failure<'c>>,
) -> Result<(), PassFailure<'c>> {
    let selected = match functions {
        Functions::Every => functions_in(module),
        Functions::Step(name) => vec![selected_function(
            module_body(module)?,
            name.as_deref(),
            module.location(),
        )?],
    };
    let mut failed = false;
    for function in selected {
        if let Err((location, message)) = rewrite(function) {
            emit_error(location, &message);
            failed = true;
        }
    }
    if failed {
        Err(PassFailure::Reported)
    } else {
        Ok(())
    }
}

/// A pass's identity for MLIR: the address of its own static (not zero
/// sized, so that no two passes share one).
#[repr(align(8))]
pub(crate) struct PassId {
    _unique: u8,
}

impl PassId {
    pub(crate) const fn new() -> Self {
        PassId { _unique: 0 }
    }
}

/// Rewrites one function, or says where and why it cannot.
pub(crate) type Rewrite = for<'c, 'a> fn(OperationRef<'c, 'a>) -> Result<(), Failure<'c>>;

/// Which functions a [`FunctionPass`] rewrites.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Functions {
    /// Every function under the op the pass runs on.
    Every,
    /// One function of the module: the one named, else the only one with
    /// a body, else @main (as `function=` selects a training step).
    Step(Option<String>),
}

impl Functions {
    /// The `function` option of a function pass: empty for every function.
    pub(crate) fn from_options(options: &PassOptions) -> Functions {
        match options.text(&FUNCTION) {
            "" => Functions::Every,
            name => Functions::Step(Some(name.to_owned())),
        }
    }
}

/// The `function` option of a pass that rewrites functions.
pub(crate) const FUNCTION: OptionInfo = OptionInfo {
    name: "function",
    value: "name",
    default: "",
    description: "only this function (default: every function)",
};

/// The [`PassScope`] of a pass's run on `operation`.
fn pass_scope(operation: OperationRef) -> PassScope {
    let context = operation.context();
    // SAFETY: the context outlives the pass's run, and the scope ends with it.
    PassScope::enter(unsafe { context.to_ref() })
}

/// A pass that applies a [`Rewrite`] to the functions `functions` selects.
#[derive(Clone)]
pub(crate) struct FunctionPass {
    pub rewrite: Rewrite,
    pub functions: Functions,
}

impl Stage for FunctionPass {
    fn apply<'c>(&self, operation: OperationRef<'c, '_>) -> Result<(), PassFailure<'c>> {
        rewrite_selected(operation, &self.functions, self.rewrite)
    }
}

/// Why a module pass failed: at a location, or already reported (a
/// verifier that emits one error per problem).
pub(crate) enum PassFailure<'c> {
    At(Failure<'c>),
    Reported,
}

impl PassFailure<'_> {
    /// What went wrong, for a message that goes on (a failure already
    /// reported says so).
    pub(crate) fn reason(&self) -> &str {
        match self {
            PassFailure::At((_, message)) => message,
            PassFailure::Reported => "see the errors above",
        }
    }
}

impl<'c> From<Failure<'c>> for PassFailure<'c> {
    fn from(failure: Failure<'c>) -> Self {
        PassFailure::At(failure)
    }
}

/// Runs once on the op the pass is scheduled on (a module), with the
/// pass's settings.
pub(crate) type ModuleRun<S> =
    for<'c, 'a> fn(OperationRef<'c, 'a>, &S) -> Result<(), PassFailure<'c>>;

/// A pass with settings that runs a [`ModuleRun`].
#[derive(Clone)]
pub(crate) struct ModulePass<S: Clone> {
    pub settings: S,
    pub run: ModuleRun<S>,
}

impl<S: Clone> Stage for ModulePass<S> {
    fn apply<'c>(&self, operation: OperationRef<'c, '_>) -> Result<(), PassFailure<'c>> {
        (self.run)(operation, &self.settings)
    }
}

/// One pass's work on the op it is scheduled on, apart from MLIR's pass
/// machinery: what a pass runs, and what a pipeline made one pass
/// ([`Stages`]) runs in turn.
pub(crate) trait Stage {
    fn apply<'c>(&self, operation: OperationRef<'c, '_>) -> Result<(), PassFailure<'c>>;
}

/// A pass: its stages in order on the op it is scheduled on (one, or a
/// registered pipeline's run as one pass), up to the first that fails,
/// in one [`PassScope`]; a failure is reported at its location and fails
/// the pass. MLIR verifies the IR once, after the last stage, not after
/// each (on a 52k-op module a verifier run costs about what a pass does).
#[derive(Clone)]
pub(crate) struct Stages(pub Vec<Arc<dyn Stage>>);

impl<'c> RunExternalPass<'c> for Stages {
    fn initialize(&mut self, _context: ContextRef<'c>) {}

    fn run(&mut self, operation: OperationRef<'c, '_>, pass: ExternalPass<'_>) {
        let _scope = pass_scope(operation);
        match self.0.iter().try_for_each(|stage| stage.apply(operation)) {
            Ok(()) => {}
            Err(PassFailure::At((location, message))) => {
                emit_error(location, &message);
                pass.signal_failure();
            }
            Err(PassFailure::Reported) => pass.signal_failure(),
        }
    }
}

/// `stages` as the melior external pass `info` (its pipeline name and
/// summary); `name` is its C++-style class name, `id` its own static.
pub(crate) fn external_pass(
    stages: Stages,
    id: &'static PassId,
    name: &str,
    info: &PassInfo,
) -> Pass {
    create_external(
        stages,
        TypeId::create(id),
        name,
        info.argument,
        info.summary,
        "",
        &[],
    )
}
