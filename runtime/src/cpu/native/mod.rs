//! Native kernels: every fused kernel of an executable written as C++
//! ([`codegen`]), built once at load by the host's compiler
//! ([`compiler`], cached) into a shared library, and called in place of
//! the interpreter (`cpu::kernel`). A kernel the generator declines, or
//! every kernel when no compiler is found, stays interpreted.
//!
//! A lookup outside its table or a failed assertion sets the fault word;
//! the kernel is then run again by the interpreter, whose error names the
//! index and the source location.

use crate::Error;
pub mod codegen;
mod compiler;

use libloading::Library;

use super::team::Team;
use crate::kernel_c::scalar::PRELUDE;
pub use compiler::Compiler;
use spmd_executable::Executable;

/// `(arena, integer scalars, float scalars, lo, hi)`: the points whose
/// split dim is in `[lo, hi)` (`codegen::split_extent`).
type KernelFunction = unsafe extern "C" fn(*mut u8, *const i64, *const f64, i64, i64);

/// The fewest kernels a library is built for when a program's kernels are
/// built in parts (one per core).
const KERNELS_PER_LIBRARY: usize = 16;

/// Kernels with at least this many points times instructions are split
/// across the rank's threads.
const PARALLEL_WORK: usize = 1 << 18;

/// An executable's kernels built for this machine.
pub struct NativeKernels {
    functions: Vec<Option<KernelFunction>>,
    /// Why each kernel left to the interpreter is.
    pub declined: Vec<(String, String)>,
    /// Keep `functions` valid.
    _libraries: Vec<Library>,
}

impl NativeKernels {
    /// Writes and builds `executable`'s kernels with `compiler`: in up to
    /// one library per core (a part of at least [`KERNELS_PER_LIBRARY`]
    /// kernels each), built side by side. `building` is called with the
    /// number of kernels before any library is built (none when all are
    /// cached).
    pub fn build(
        executable: &Executable,
        compiler: &Compiler,
        building: impl FnOnce(usize),
    ) -> Result<NativeKernels, Error> {
        let mut written = Vec::new();
        let mut declined = Vec::new();
        for (index, kernel) in executable.kernels.iter().enumerate() {
            match codegen::kernel_function(executable, index) {
                Ok(function) => written.push((index, function)),
                Err(error) => declined.push((kernel.name.clone(), error.reason)),
            }
        }
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        let parts = written.len().div_ceil(KERNELS_PER_LIBRARY).clamp(1, cores);
        let chunks: Vec<&[(usize, String)]> = written
            .chunks(written.len().div_ceil(parts).max(1))
            .collect();
        let sources: Vec<String> = chunks
            .iter()
            .map(|chunk| {
                let mut source = format!(
                    "{}{}{PRELUDE}",
                    codegen::HOST_PRELUDE,
                    codegen::HOST_BIT_CASTS
                );
                chunk
                    .iter()
                    .for_each(|(_, function)| source.push_str(function));
                source
            })
            .collect();
        if !sources.iter().all(|source| compiler.cached(source)) {
            building(written.len());
        }
        let paths: Vec<Result<std::path::PathBuf, Error>> = std::thread::scope(|scope| {
            let handles: Vec<_> = sources
                .iter()
                .map(|source| scope.spawn(|| compiler.library(source)))
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join()
                        .unwrap_or_else(|_| Err(Error::Device("a build thread panicked".into())))
                })
                .collect()
        });
        let mut functions = vec![None; executable.kernels.len()];
        let mut libraries = Vec::with_capacity(paths.len());
        for (chunk, path) in chunks.iter().zip(paths) {
            let path = path?;
            // SAFETY: the library is ours, built from the source above; its
            // initialisers are the C++ runtime's.
            let library = unsafe { Library::new(&path) }
                .map_err(|e| Error::Device(format!("loading {}: {e}", path.display())))?;
            for (index, _) in chunk.iter() {
                let name = codegen::symbol(*index);
                // SAFETY: the symbol is a function of `KernelFunction`'s
                // signature (`codegen::kernel_function`).
                let function = unsafe { library.get::<KernelFunction>(name.as_bytes()) }
                    .map_err(|e| Error::Device(format!("{} has no {name}: {e}", path.display())))?;
                functions[*index] = Some(*function);
            }
            libraries.push(library);
        }
        Ok(NativeKernels {
            functions,
            declined,
            _libraries: libraries,
        })
    }

    /// How many kernels run natively.
    pub fn count(&self) -> usize {
        self.functions.iter().flatten().count()
    }

    /// Runs kernel `index` on `memory` (the rank's arena, its fault word
    /// included) if it was built: `Some(Err(code))` when it faulted (the
    /// fault word's code, `kernel_c::fault_code`; the word is cleared
    /// again), `None` when the kernel is the interpreter's.
    pub fn run(
        &self,
        executable: &Executable,
        index: usize,
        memory: &mut [u8],
        integers: &[i64],
        floats: &[f64],
        team: Option<&Team>,
    ) -> Option<Result<(), u64>> {
        let function = (*self.functions.get(index)?)?;
        let kernel = &executable.kernels[index];
        let extent = codegen::split_extent(kernel);
        let work = kernel.dims.iter().product::<usize>() * kernel.body.len();
        let parts = match team {
            Some(team) if work >= PARALLEL_WORK => team.threads().min(extent),
            _ => 1,
        };
        let fault = executable.fault_word_offset();
        assert!(
            memory.len() >= fault + 8,
            "a rank's memory holds its fault word"
        );
        let base = memory.as_mut_ptr() as usize;
        let call = |part: usize| {
            let lo = extent * part / parts;
            let hi = extent * (part + 1) / parts;
            // SAFETY: `base` is the rank's memory, as long as the buffer
            // plan's offsets need (`Executable::rank_memory_bytes`), held
            // exclusively for this call; parts split the first parallel
            // dim, so each writes only its own output elements and reads
            // an output only at its own points (as the interpreter's
            // parts); the fault word is written with a store of the first
            // failing code only (`spmd_fail`).
            unsafe {
                function(
                    base as *mut u8,
                    integers.as_ptr(),
                    floats.as_ptr(),
                    lo as i64,
                    hi as i64,
                )
            }
        };
        match team.filter(|_| parts > 1) {
            Some(team) => team.run(parts, &call),
            None => call(0),
        }
        let word = &mut memory[fault..fault + 8];
        let code = u64::from_ne_bytes(word.try_into().expect("8 bytes"));
        word.fill(0);
        Some(if code == 0 { Ok(()) } else { Err(code) })
    }
}
