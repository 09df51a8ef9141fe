//! Compiling kernel sources with NVRTC (loaded at run time through
//! `cudarc`, so nothing of CUDA is needed to build or to run the CPU
//! backend) to a cubin for one GPU architecture, cached on disk by
//! source and options.
//!
//! NVRTC is found where `scripts/setup` installs it (PyPI's
//! `nvidia-cuda-nvrtc`, in `.cuda/` of the checkout the binary was built
//! in, or of any folder above the binary), in `SPMD_NVRTC_DIR`, or on the
//! system's library path.

use crate::Error;
use std::{
    ffi::CString,
    path::{Path, PathBuf},
    sync::{
        Mutex, OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
};

use cudarc::nvrtc::{result, sys};

/// Where NVRTC's libraries are, if not on the system's path.
fn nvrtc_dir() -> Option<PathBuf> {
    let has_nvrtc = |dir: &Path| dir.join("libnvrtc.so.13").is_file();
    if let Some(dir) = std::env::var_os("SPMD_NVRTC_DIR").map(PathBuf::from) {
        return has_nvrtc(&dir).then_some(dir);
    }
    let exe = std::env::current_exe().ok()?;
    exe.ancestors()
        .skip(1)
        .map(|dir| dir.join(".cuda/nvidia/cu13/lib"))
        .find(|dir| has_nvrtc(dir))
}

/// NVRTC's builtins in `dir`: `libnvrtc-builtins.so.13.N`, the highest
/// minor `N` there (NVRTC 13.x looks for its own by name).
fn builtins_in(dir: &Path) -> Option<PathBuf> {
    const PREFIX: &str = "libnvrtc-builtins.so.13.";
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let minor: u32 = name.strip_prefix(PREFIX)?.parse().ok()?;
            Some((minor, dir.join(name)))
        })
        .max_by_key(|(minor, _)| *minor)
        .map(|(_, path)| path)
}

/// Loads NVRTC once (its builtins first, globally, so that NVRTC and
/// cudarc find them by name); `Err` says where it looked.
pub fn load() -> Result<(), Error> {
    // The first attempt's answer is every later caller's: why it failed,
    // kept as text.
    static FAILED: OnceLock<Option<String>> = OnceLock::new();
    match FAILED.get_or_init(|| load_libraries().err().map(|e| e.to_string())) {
        None => Ok(()),
        Some(reason) => Err(Error::Device(reason.clone())),
    }
}

fn load_libraries() -> Result<(), Error> {
    if let Some(dir) = nvrtc_dir() {
        let builtins = builtins_in(&dir).ok_or_else(|| {
            Error::Device(format!(
                "no libnvrtc-builtins.so.13.* next to NVRTC in {}",
                dir.display()
            ))
        })?;
        for path in [builtins, dir.join("libnvrtc.so.13")] {
            let library = unsafe {
                libloading::os::unix::Library::open(
                    Some(&path),
                    libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL,
                )
            }
            .map_err(|e| Error::Device(format!("cannot load {}: {e}", path.display())))?;
            // Loaded for the life of the process.
            std::mem::forget(library);
        }
    }
    if unsafe { sys::is_culib_present() } {
        Ok(())
    } else {
        Err(Error::Device("NVRTC (libnvrtc.so.13) not found: run `bash scripts/setup` (it installs PyPI's nvidia-cuda-nvrtc into .cuda/), set SPMD_NVRTC_DIR to its lib folder, or install the CUDA toolkit".to_owned()))
    }
}

/// NVRTC's options for `arch` (`sm_90`): exact IEEE arithmetic, since
/// results are checked against the CPU backend.
fn options(arch: &str) -> Vec<String> {
    vec![
        format!("--gpu-architecture={arch}"),
        "--fmad=false".to_owned(),
        "--std=c++17".to_owned(),
        "--device-as-default-execution-space".to_owned(),
        // An unused register (a split reduction's accumulator) is fine.
        "--diag-suppress=177".to_owned(),
    ]
}

/// Where compiled kernels are kept.
#[derive(Clone, Debug)]
pub enum Cache {
    /// `$SPMD_CUBIN_CACHE`, else `$XDG_CACHE_HOME/spmd/cubin`, else
    /// `~/.cache/spmd/cubin`.
    Default,
    At(PathBuf),
    /// Compile every time.
    Off,
}

impl Cache {
    fn dir(&self) -> Option<PathBuf> {
        match self {
            Cache::Default => default_cache_dir(),
            Cache::At(dir) => Some(dir.clone()),
            Cache::Off => None,
        }
    }
}

fn default_cache_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("SPMD_CUBIN_CACHE") {
        return Some(PathBuf::from(dir));
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    Some(base.join("spmd/cubin"))
}

/// A key of source and options: two independent hashes (and the cache
/// keeps the source, compared on a hit, so a collision cannot load the
/// wrong code).
fn cache_key(source: &str, options: &[String]) -> String {
    use std::hash::{Hash, Hasher};
    let text = format!("{}\n{source}", options.join(" "));
    let mut hasher = std::hash::DefaultHasher::new();
    text.hash(&mut hasher);
    format!(
        "{:016x}{:08x}",
        hasher.finish(),
        crc32fast::hash(text.as_bytes())
    )
}

/// A compiled kernel and whether it came from the cache.
pub struct Compiled {
    pub cubin: Vec<u8>,
    pub cached: bool,
}

/// Compiles `source` for `arch` to a cubin, or takes it from `cache`
/// (NVRTC is loaded only to compile).
pub fn compile(source: &str, arch: &str, cache: &Cache) -> Result<Compiled, Error> {
    let options = options(arch);
    let cache = cache.dir().map(|dir| {
        let key = cache_key(source, &options);
        (
            dir.join(format!("{key}.cu")),
            dir.join(format!("{key}.cubin")),
        )
    });
    if let Some((cu, cubin)) = &cache
        && std::fs::read_to_string(cu).is_ok_and(|cached| cached == source)
        && let Ok(bytes) = std::fs::read(cubin)
    {
        return Ok(Compiled {
            cubin: bytes,
            cached: true,
        });
    }
    load()?;
    let cubin = compile_uncached(source, &options)?;
    if let Some((cu, path)) = &cache
        && let Some(dir) = cu.parent()
        && std::fs::create_dir_all(dir).is_ok()
    {
        // The cache is an optimisation: a failed write is not an error.
        let _ = std::fs::write(path, &cubin).and_then(|()| std::fs::write(cu, source));
    }
    Ok(Compiled {
        cubin,
        cached: false,
    })
}

/// [`compile`] for each of `sources`, side by side on the machine's cores
/// (NVRTC compiles separate programs concurrently); the results in the
/// sources' order.
pub fn compile_each(sources: &[String], arch: &str, cache: &Cache) -> Vec<Result<Compiled, Error>> {
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(sources.len())
        .max(1);
    let next = AtomicUsize::new(0);
    let slots: Vec<Mutex<Option<Result<Compiled, Error>>>> =
        sources.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(source) = sources.get(index) else {
                        break;
                    };
                    let compiled = compile(source, arch, cache);
                    *slots[index].lock().expect("no compile panicked") = Some(compiled);
                }
            });
        }
    });
    slots
        .into_iter()
        .map(|slot| {
            slot.into_inner()
                .expect("no compile panicked")
                .expect("every source was compiled")
        })
        .collect()
}

fn compile_uncached(source: &str, options: &[String]) -> Result<Vec<u8>, Error> {
    let source = CString::new(source)
        .map_err(|_| Error::Device("kernel source holds a NUL byte".to_owned()))?;
    let program =
        result::create_program(&source, None).map_err(|e| Error::Device(e.to_string()))?;
    let outcome = unsafe { result::compile_program(program, options) };
    let log = unsafe { result::get_program_log(program) }
        .map(|log| {
            let bytes: Vec<u8> = log
                .iter()
                .map(|&c| c as u8)
                .take_while(|&c| c != 0)
                .collect();
            String::from_utf8_lossy(&bytes).into_owned()
        })
        .unwrap_or_default();
    let cubin = outcome
        .map_err(|e| Error::Device(format!("NVRTC: {e}\n{log}")))
        .and_then(|()| {
            let mut size = 0usize;
            unsafe { sys::nvrtcGetCUBINSize(program, &mut size) }
                .result()
                .map_err(|e| Error::Device(e.to_string()))?;
            let mut cubin = vec![0u8; size];
            unsafe { sys::nvrtcGetCUBIN(program, cubin.as_mut_ptr().cast()) }
                .result()
                .map_err(|e| Error::Device(e.to_string()))?;
            Ok(cubin)
        });
    let _ = unsafe { result::destroy_program(program) };
    cubin
}

#[cfg(test)]
mod tests {
    use super::builtins_in;

    #[test]
    fn the_builtins_are_any_13_minor_the_highest_first() {
        let dir = std::env::temp_dir().join(format!("spmd-nvrtc-builtins-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        assert_eq!(builtins_in(&dir), None);
        for name in [
            "libnvrtc-builtins.so.13.0",
            "libnvrtc-builtins.so.13.2",
            "libnvrtc-builtins.so.12.9",
            "libnvrtc-builtins.so.13.x",
            "libnvrtc.so.13",
        ] {
            std::fs::write(dir.join(name), b"").expect("a file");
        }
        assert_eq!(
            builtins_in(&dir),
            Some(dir.join("libnvrtc-builtins.so.13.2"))
        );
        std::fs::remove_dir_all(&dir).expect("removed");
    }
}
