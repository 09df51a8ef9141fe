//! The spmd passes for other MLIR tools: an MLIR pass plugin
//! (`mlir-opt-22 --load-pass-plugin=libspmd_plugin.so`; `plugin.cpp`
//! registers one MLIR pass per spmd pass or pipeline) and the C API of
//! `include/spmd-c/Passes.h`, both over these functions. The library links
//! MLIR as the host does (`libMLIR.so`, see `scripts/setup`), so the passes
//! run on the host's IR, in its context, its diagnostics theirs.

use std::{
    ffi::{CStr, CString, c_char, c_int},
    sync::OnceLock,
};

use mlir_sys::{MlirContext, MlirPass, MlirStringCallback, MlirStringRef};

/// What an MLIR tool asks a pass plugin for (`mlir::PassPluginLibraryInfo`).
#[repr(C)]
pub struct PassPluginLibraryInfo {
    api_version: u32,
    plugin_name: *const c_char,
    plugin_version: *const c_char,
    register_pass_registry_callbacks: unsafe extern "C" fn(),
}

unsafe extern "C" {
    // plugin.cpp
    fn spmd_plugin_info() -> PassPluginLibraryInfo;
    fn spmd_plugin_register();
    fn spmd_plugin_pass(
        argument: *const c_char,
        options: *const c_char,
        error: *mut *mut c_char,
    ) -> MlirPass;
}

/// The entry point `mlir-opt --load-pass-plugin` calls: the plugin API
/// version, the name, the LLVM version built against, and the callback
/// that registers every spmd pass and pipeline.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    unsafe { spmd_plugin_info() }
}

/// `spmdRegisterPasses()` (include/spmd-c/Passes.h): every spmd pass and
/// pipeline in MLIR's pass registry, once.
#[unsafe(no_mangle)]
pub extern "C" fn spmdRegisterPasses() {
    unsafe { spmd_plugin_register() }
}

/// `mlirCreateSpmdPass(argument, options, onError, userData)`
/// (include/spmd-c/Passes.h): one pass running the spmd pass or pipeline
/// `argument` with `options`; a null pass, the reason given to `on_error`
/// (if any), where either is bad.
///
/// # Safety
///
/// The string refs are valid; `on_error`, if given, takes `user_data`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mlirCreateSpmdPass(
    argument: MlirStringRef,
    options: MlirStringRef,
    on_error: MlirStringCallback,
    user_data: *mut std::ffi::c_void,
) -> MlirPass {
    let owned = |text: MlirStringRef| {
        let bytes = unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) };
        CString::new(bytes.to_vec()).unwrap_or_default()
    };
    let mut error: *mut c_char = std::ptr::null_mut();
    let pass = unsafe {
        spmd_plugin_pass(
            owned(argument).as_ptr(),
            owned(options).as_ptr(),
            &mut error,
        )
    };
    if !error.is_null() {
        if let Some(callback) = on_error {
            let message = unsafe { CStr::from_ptr(error) };
            let text = MlirStringRef {
                data: message.as_ptr(),
                length: message.to_bytes().len(),
            };
            unsafe { callback(text, user_data) };
        }
        unsafe { libc_free(error.cast()) };
    }
    pass
}

unsafe extern "C" {
    #[link_name = "free"]
    fn libc_free(pointer: *mut std::ffi::c_void);
}

/// One C function per spmd pass and pipeline, each the pass with its
/// default options (null where it has required ones: use
/// `mlirCreateSpmdPass`).
macro_rules! pass_constructors {
    ($($function:ident = $argument:literal,)*) => {
        $(
            #[doc = concat!("`", $argument, "` with its default options.")]
            #[unsafe(no_mangle)]
            pub extern "C" fn $function() -> MlirPass {
                let mut error: *mut c_char = std::ptr::null_mut();
                let pass = unsafe { spmd_plugin_pass(concat!($argument, "\0").as_ptr().cast(), c"".as_ptr(), &mut error) };
                if !error.is_null() {
                    unsafe { libc_free(error.cast()) };
                }
                pass
            }
        )*
    };
}

pass_constructors! {
    mlirCreateSpmdExpandBatchDims = "spmd-expand-batch-dims",
    mlirCreateSpmdExpandTokenDims = "spmd-expand-token-dims",
    mlirCreateSpmdVerify = "spmd-verify",
    mlirCreateSpmdShardArgs = "spmd-shard-args",
    mlirCreateSpmdZigzagSequence = "spmd-zigzag-sequence",
    mlirCreateSpmdRoles = "spmd-roles",
    mlirCreateSpmdBatchDimAnalysis = "spmd-batch-dim-analysis",
    mlirCreateSpmdDataParallel = "spmd-data-parallel",
    mlirCreateSpmdDataParallelShardings = "spmd-data-parallel-shardings",
    mlirCreateSpmdMicrobatch = "spmd-microbatch",
    mlirCreateSpmdAutoShard = "spmd-auto-shard",
    mlirCreateSpmdAutoShardPlan = "spmd-auto-shard-plan",
    mlirCreateSpmdPropagate = "spmd-propagate",
    mlirCreateSpmdPlaceLoopGradients = "spmd-place-loop-gradients",
    mlirCreateSpmdPartition = "spmd-partition",
    mlirCreateSpmdRingAttention = "spmd-ring-attention",
    mlirCreateSpmdPipeline = "spmd-pipeline",
    mlirCreateSpmdReshardAfterForward = "spmd-reshard-after-forward",
    mlirCreateSpmdRemat = "spmd-remat",
    mlirCreateSpmdBucketCollectives = "spmd-bucket-collectives",
    mlirCreateSpmdRedistribute = "spmd-redistribute",
    mlirCreateSpmdReport = "spmd-report",
    mlirCreateSpmdPrintRules = "spmd-print-rules",
    mlirCreateSpmdLowerToRuntime = "spmd-lower-to-runtime",
}

/// Every spmd pass and pipeline: its argument and summary, as C strings
/// that live as long as the library.
fn names() -> &'static [(CString, CString)] {
    static NAMES: OnceLock<Vec<(CString, CString)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        spmd_passes::registered_passes()
            .iter()
            .map(|info| {
                (
                    CString::new(info.argument).expect("no NUL in a pass name"),
                    CString::new(info.summary).expect("no NUL in a summary"),
                )
            })
            .collect()
    })
}

/// How many spmd passes and pipelines there are.
#[unsafe(no_mangle)]
pub extern "C" fn spmd_plugin_pass_count() -> usize {
    names().len()
}

/// The pipeline argument of pass `index` (`spmd-propagate`); null past
/// the last.
#[unsafe(no_mangle)]
pub extern "C" fn spmd_plugin_pass_argument(index: usize) -> *const c_char {
    names()
        .get(index)
        .map_or(std::ptr::null(), |(a, _)| a.as_ptr())
}

/// The one-line summary of pass `index`; null past the last.
#[unsafe(no_mangle)]
pub extern "C" fn spmd_plugin_pass_summary(index: usize) -> *const c_char {
    names()
        .get(index)
        .map_or(std::ptr::null(), |(_, s)| s.as_ptr())
}

/// Creates the pass `argument` with `options` (MLIR's option syntax,
/// `mesh=2x4 algo=megatron`): writes it to `out` (owned by the caller)
/// and returns 0; or returns -1 with `*error` set to a message the caller
/// frees with `spmd_plugin_free`.
///
/// # Safety
///
/// `argument` and `options` are NUL-terminated; `out` and `error` are
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn spmd_plugin_create(
    argument: *const c_char,
    options: *const c_char,
    out: *mut MlirPass,
    error: *mut *mut c_char,
) -> c_int {
    let text = |pointer: *const c_char| unsafe { CStr::from_ptr(pointer) }.to_string_lossy();
    let fail = |message: String| {
        let message = CString::new(message.replace('\0', " ")).expect("NULs replaced");
        unsafe { *error = message.into_raw() };
        -1
    };
    match spmd_passes::create_pass(&text(argument), &text(options)) {
        Err(reason) => fail(reason.to_string()),
        Ok(pass) => {
            unsafe { *out = pass.to_raw() };
            0
        }
    }
}

/// Frees a message `spmd_plugin_create` wrote.
///
/// # Safety
///
/// `text` came from `spmd_plugin_create`, or is null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn spmd_plugin_free(text: *mut c_char) {
    if !text.is_null() {
        drop(unsafe { CString::from_raw(text) });
    }
}

/// `spmdLoadDialect(context)` (include/spmd-c/Passes.h): the spmd dialect
/// (its IRDL definition, bundled) loaded into `context`, so that programs
/// with spmd attributes parse there; the passes load it themselves.
///
/// # Safety
///
/// `context` is a live MLIR context.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn spmdLoadDialect(context: MlirContext) {
    let context = unsafe { melior::ContextRef::from_raw(context) };
    spmd_dialect::load_spmd_dialect(unsafe { context.to_ref() });
}
