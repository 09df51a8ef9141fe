//! The host's C++ compiler, run at load time on the kernels' source (as
//! the CUDA backend runs NVRTC, and as torch.compile's CPU backend runs
//! the system compiler), with a cache of the built libraries.

use crate::Error;
use std::{
    hash::{Hash, Hasher},
    path::{Path, PathBuf},
    process::Command,
    time::{Duration, Instant},
};

/// How long a process waits for another's build of a library it needs.
const BUILD_WAIT: Duration = Duration::from_secs(300);

/// The flags every kernel library is built with: vectorised for this
/// machine's processor, IEEE arithmetic kept (no fused multiply-adds, no
/// reassociation: the same products and sums as the interpreter, but for
/// the reductions' partial values).
const FLAGS: &[&str] = &[
    "-std=c++17",
    "-O3",
    "-march=native",
    "-fPIC",
    "-shared",
    "-ffp-contract=off",
    "-fno-math-errno",
    "-fno-trapping-math",
    "-w",
];

/// GCC's flags besides [`FLAGS`] (Clang does not take them): no identical
/// code folding. GCC 12 (Debian 12's compiler) with `-march=native` made
/// the second of two identical kernels a bare `ret` instead of a jump to
/// the first, so a program computing one expression twice (a ring's
/// backward recomputing its scores per step) skipped the second
/// (`lit-tests/spmd-exec/native-ring-backward.test`); each kernel keeps
/// its own body.
const GCC_FLAGS: &[&str] = &["-fno-ipa-icf"];

/// A C++ compiler and the folder its libraries are kept in.
pub struct Compiler {
    program: PathBuf,
    /// `--version`'s first line (part of every cache key).
    version: String,
    cache: PathBuf,
}

impl Compiler {
    /// `$SPMD_CXX`, else `c++`, if it runs; libraries are kept in
    /// `$SPMD_CPU_KERNEL_CACHE`, else `$XDG_CACHE_HOME/spmd/cpu-kernels`,
    /// else `~/.cache/spmd/cpu-kernels`, else the temporary folder's.
    pub fn find() -> Result<Compiler, Error> {
        let program = PathBuf::from(std::env::var_os("SPMD_CXX").unwrap_or_else(|| "c++".into()));
        let output = Command::new(&program)
            .arg("--version")
            .output()
            .map_err(|e| Error::Device(format!("no C++ compiler '{}': {e}", program.display())))?;
        if !output.status.success() {
            return Err(Error::Device(format!(
                "'{} --version' failed",
                program.display()
            )));
        }
        let version = String::from_utf8_lossy(&output.stdout)
            .lines()
            .next()
            .unwrap_or_default()
            .to_owned();
        Ok(Compiler {
            program,
            version,
            cache: cache_folder(),
        })
    }

    /// The flags its libraries are built with.
    fn flags(&self) -> Vec<&'static str> {
        let gcc = !self.version.contains("clang");
        let extra = if gcc { GCC_FLAGS } else { &[] };
        FLAGS.iter().chain(extra).copied().collect()
    }

    /// Whether the library of `source` is cached already.
    pub fn cached(&self, source: &str) -> bool {
        self.library_path(source).is_file()
    }

    /// Where the library of `source` is kept: its key is a hash of the
    /// source, this compiler, the flags and the processor.
    fn library_path(&self, source: &str) -> PathBuf {
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (source, &self.version, self.flags(), processor()).hash(&mut hasher);
        self.cache
            .join(format!("{:016x}-{}.so", hasher.finish(), source.len()))
    }

    /// The shared library built from `source`: the cached one when this
    /// compiler built the same source for this processor before. The
    /// source is kept beside it (`KEY.cpp`, `KEY.so`).
    pub fn library(&self, source: &str) -> Result<PathBuf, Error> {
        let library = self.library_path(source);
        let key = library
            .file_stem()
            .expect("a library name")
            .to_string_lossy()
            .into_owned();
        if library.is_file() {
            return Ok(library);
        }
        std::fs::create_dir_all(&self.cache)
            .map_err(|e| Error::Device(format!("creating {}: {e}", self.cache.display())))?;
        // One process builds a library; others that need it meanwhile (the
        // ranks of a job on one node) wait for it. The lock names its
        // builder: one of this machine that is gone (killed mid-build) is
        // not waited for; another machine's at most `BUILD_WAIT`.
        let lock = self.cache.join(format!("{key}.lock"));
        let builder = format!("{} {}", host(), std::process::id());
        let locked = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&lock)
            .and_then(|mut file| std::io::Write::write_all(&mut file, builder.as_bytes()));
        match locked {
            Ok(()) => {
                let built = self.build(source, &key, &library);
                std::fs::remove_file(&lock).ok();
                built
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
                let began = Instant::now();
                while began.elapsed() < BUILD_WAIT && lock.exists() && !abandoned(&lock) {
                    if library.is_file() {
                        return Ok(library);
                    }
                    std::thread::sleep(Duration::from_millis(20));
                }
                if library.is_file() {
                    return Ok(library);
                }
                let built = self.build(source, &key, &library);
                std::fs::remove_file(&lock).ok();
                built
            }
            Err(e) => Err(Error::Device(format!("creating {}: {e}", lock.display()))),
        }
    }

    /// Builds `source` into `library` (named `key`).
    fn build(&self, source: &str, key: &str, library: &Path) -> Result<PathBuf, Error> {
        // Built under a name of this process's, then renamed, so a reader
        // never sees a part of a library.
        let unique = format!("{key}.{}", std::process::id());
        let cpp = self.cache.join(format!("{unique}.cpp"));
        let building = self.cache.join(format!("{unique}.so"));
        std::fs::write(&cpp, source)
            .map_err(|e| Error::Device(format!("writing {}: {e}", cpp.display())))?;
        let output = Command::new(&self.program)
            .args(self.flags())
            .arg("-o")
            .arg(&building)
            .arg(&cpp)
            .output()
            .map_err(|e| Error::Device(format!("running {}: {e}", self.program.display())))?;
        if !output.status.success() {
            std::fs::remove_file(&cpp).ok();
            let stderr = String::from_utf8_lossy(&output.stderr);
            let first: Vec<&str> = stderr.lines().take(8).collect();
            return Err(Error::Device(format!(
                "{} failed on the kernels' source:\n{}",
                self.program.display(),
                first.join("\n")
            )));
        }
        // The source stays beside its library, to be read.
        let kept = self.cache.join(format!("{key}.cpp"));
        std::fs::rename(&cpp, &kept)
            .map_err(|e| Error::Device(format!("keeping {}: {e}", kept.display())))?;
        std::fs::rename(&building, library)
            .map_err(|e| Error::Device(format!("keeping {}: {e}", library.display())))?;
        Ok(library.to_path_buf())
    }
}

fn host() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .unwrap_or_default()
        .trim()
        .to_owned()
}

/// Whether the build `lock` names is of this machine and its process is
/// gone (or dead: a zombie).
fn abandoned(lock: &Path) -> bool {
    let Ok(text) = std::fs::read_to_string(lock) else {
        return false;
    };
    match text.rsplit_once(' ') {
        Some((builder_host, pid)) if builder_host == host() && !pid.is_empty() => {
            // Gone, or a zombie: dead, not yet reaped.
            let stat = std::fs::read_to_string(Path::new("/proc").join(pid).join("stat"));
            stat.map_or(true, |stat| {
                stat.rsplit_once(") ")
                    .is_some_and(|(_, fields)| fields.starts_with('Z'))
            })
        }
        _ => false,
    }
}

fn cache_folder() -> PathBuf {
    let env = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
    if let Some(folder) = env("SPMD_CPU_KERNEL_CACHE") {
        return PathBuf::from(folder);
    }
    let base = env("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| env("HOME").map(|home| Path::new(&home).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("spmd").join("cpu-kernels")
}

/// What `-march=native` builds for: the processor's model and features
/// (a cache folder shared by machines must not hand one's library to
/// another).
fn processor() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    info.lines()
        .filter(|line| line.starts_with("model name") || line.starts_with("flags"))
        .take(2)
        .collect::<Vec<_>>()
        .join("\n")
}
