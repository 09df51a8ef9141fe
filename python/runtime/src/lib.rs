//! `spmd._native`: the runtime inside a Python process. An executable
//! written by `spmd-translate` is opened on this process's ranks (every
//! rank of the mesh, or this process's rank of a torchrun / mpirun /
//! SLURM job, as `spmd-exec` does) and called on global arrays, or driven
//! as a training loop whose params and states stay on the ranks. The
//! Python package `spmd` wraps it; no compiler is inside.

mod arrays;

use arrays::{Given, Returned, dtype_name, piece_for, returned, tensor_for};
use pyo3::{create_exception, exceptions::PyRuntimeError, prelude::*, types::PyDict};
use self_cell::self_cell;
use spmd_executable::{Executable, Signature};
use spmd_runtime::{
    host::{backend::Backend, results::read_globals},
    launch::World,
    open::{self, Options},
    train::{Checkpointing, Init, Trainer, injected_kill},
};
use std::{fmt::Display, path::PathBuf, time::Duration};

create_exception!(
    spmd,
    SpmdError,
    PyRuntimeError,
    "An error of the spmd runtime: a bad argument, a malformed executable or checkpoint, a failed rank."
);

fn failed(error: impl Display) -> PyErr {
    SpmdError::new_err(error.to_string())
}

type BackendOf<'e> = Box<dyn Backend<'e> + 'e>;

self_cell!(
    /// An executable and the backend running it on this process's ranks.
    struct Opened {
        owner: Executable,
        #[not_covariant]
        dependent: BackendOf,
    }
);

/// An executable loaded on this process's ranks, called on global arrays
/// or trained.
#[pyclass(unsendable, module = "spmd._native")]
struct Loaded {
    opened: Opened,
    world: Option<World>,
    /// CRC-32 of the executable's file, recorded in checkpoints.
    crc: u32,
    /// The training loop, once one began; the step is then called only
    /// through it (a plain call would overwrite the params it keeps).
    trainer: Option<Trainer>,
}

/// A signature as Python reads it: index, name, role, shape, dtype.
fn signature_dict<'py>(
    py: Python<'py>,
    index: usize,
    signature: &Signature,
) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    dict.set_item("index", index)?;
    dict.set_item("name", signature.name.clone())?;
    dict.set_item("role", signature.role.map(|r| r.keyword()))?;
    dict.set_item("shape", signature.global.shape.clone())?;
    dict.set_item("dtype", dtype_name(signature.global.element))?;
    Ok(dict)
}

/// One of the runtime's named choices (`BackendKind`, `CpuKernels`), by
/// the name the command line gives it, or an error listing them.
fn parse_choice<T: clap::ValueEnum>(what: &str, text: &str) -> PyResult<T> {
    T::from_str(text, false).map_err(|_| {
        let names: Vec<String> = T::value_variants()
            .iter()
            .filter_map(|v| v.to_possible_value())
            .map(|v| format!("{:?}", v.get_name()))
            .collect();
        failed(format!("{what} {text:?}: expected {}", names.join(" or ")))
    })
}

impl Loaded {
    fn executable(&self) -> &Executable {
        self.opened.borrow_owner()
    }

    /// The tensors Python gave for `indices` (arguments of the executable),
    /// checked and labelled by name.
    fn tensors_for(
        &self,
        indices: impl Iterator<Item = usize>,
        given: &[Given],
    ) -> PyResult<Vec<spmd_executable::tensor::Tensor>> {
        let executable = self.executable();
        indices
            .zip(given)
            .map(|(index, array)| {
                let signature = &executable.arguments[index];
                tensor_for(signature, &signature.label("argument", index), array)
            })
            .collect()
    }

    fn trainer(&mut self) -> PyResult<&mut Trainer> {
        self.trainer
            .as_mut()
            .ok_or_else(|| failed("no training loop began on this executable"))
    }

    /// A training loop begun by `start` (refused if one already runs).
    fn begin_training(
        &mut self,
        start: impl FnOnce(&mut Trainer, &mut dyn Backend<'_>) -> Result<(), spmd_runtime::Error>,
    ) -> PyResult<()> {
        if self.trainer.is_some() {
            return Err(failed("a training loop already runs on this executable"));
        }
        let crc = self.crc;
        let rank = self.world.as_ref().map_or(0, |w| w.rank);
        let trainer = self.opened.with_dependent_mut(|_, backend| {
            let mut trainer = Trainer::new(backend.as_ref(), crc)?;
            trainer.inject(injected_kill(rank)?);
            start(&mut trainer, backend.as_mut()).inspect_err(|e| backend.fail(&e.to_string()))?;
            Ok::<_, spmd_runtime::Error>(trainer)
        });
        self.trainer = Some(trainer.map_err(failed)?);
        Ok(())
    }

    /// The global values of `signatures` on every rank, for Python.
    fn read<'py>(
        &mut self,
        py: Python<'py>,
        pick: impl Fn(&Executable) -> Vec<Signature>,
    ) -> PyResult<Vec<Returned<'py>>> {
        let globals = self.opened.with_dependent_mut(|executable, backend| {
            read_globals(backend.as_mut(), &pick(executable))
                .inspect_err(|e| backend.fail(&e.to_string()))
        });
        Ok(globals
            .map_err(failed)?
            .iter()
            .map(|t| returned(py, t))
            .collect())
    }
}

#[pymethods]
impl Loaded {
    #[new]
    #[pyo3(signature = (path, backend="cpu", threads=None, cpu_kernels="native", rendezvous_timeout=60.0, simulate_mesh=false))]
    fn new(
        path: PathBuf,
        backend: &str,
        threads: Option<usize>,
        cpu_kernels: &str,
        rendezvous_timeout: f64,
        simulate_mesh: bool,
    ) -> PyResult<Self> {
        let bytes = std::fs::read(&path).map_err(|e| failed(format!("{}: {e}", path.display())))?;
        let executable = Executable::from_bytes(&bytes)
            .map_err(|e| failed(format!("{}: {e}", path.display())))?;
        if threads == Some(0) {
            return Err(failed("threads must be at least 1"));
        }
        let options = Options {
            backend: parse_choice("backend", backend)?,
            threads,
            cpu_kernels: parse_choice("cpu_kernels", cpu_kernels)?,
            simulate_mesh,
            rendezvous_timeout: Duration::from_secs_f64(rendezvous_timeout.max(0.0)),
            ..Options::default()
        };
        let (world, group) = open::join(&executable, options.rendezvous_timeout).map_err(failed)?;
        let opened = Opened::try_new(executable, |executable| {
            open::backend(executable, world.as_ref(), group, &options)
        })
        .map_err(failed)?;
        Ok(Loaded {
            opened,
            world,
            crc: crc32fast::hash(&bytes),
            trainer: None,
        })
    }

    /// Every argument: index, name, role, shape, dtype.
    fn arguments<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let executable = self.executable();
        let arguments = executable.arguments.iter().enumerate();
        arguments
            .map(|(index, s)| signature_dict(py, index, s))
            .collect()
    }

    /// Every result: index, name, shape, dtype.
    fn results<'py>(&self, py: Python<'py>) -> PyResult<Vec<Bound<'py, PyDict>>> {
        let executable = self.executable();
        let results = executable.results.iter().enumerate();
        results
            .map(|(index, s)| signature_dict(py, index, s))
            .collect()
    }

    /// The mesh: its shape and axis names.
    #[getter]
    fn mesh(&self) -> (Vec<usize>, Vec<String>) {
        let mesh = &self.executable().mesh;
        (mesh.shape.clone(), mesh.axis_names.clone())
    }

    /// This process's rank in its job, `None` outside one (every rank here).
    #[getter]
    fn rank(&self) -> Option<usize> {
        self.world.as_ref().map(|w| w.rank)
    }

    /// The mesh ranks this process holds.
    #[getter]
    fn ranks_here(&self) -> Vec<usize> {
        self.opened
            .with_dependent(|_, backend| backend.owned().to_vec())
    }

    /// Runs the step on global inputs (one per argument, in order), each
    /// rank taking its piece.
    fn run<'py>(&mut self, inputs: Vec<Given<'py>>) -> PyResult<()> {
        if self.trainer.is_some() {
            return Err(failed(
                "this executable is driven by a Trainer, whose params a call would overwrite; load it again to call it",
            ));
        }
        let count = self.executable().arguments.len();
        if inputs.len() != count {
            return Err(failed(format!(
                "the step takes {count} arguments, given {}",
                inputs.len()
            )));
        }
        let globals = self.tensors_for(0..count, &inputs)?;
        self.opened
            .with_dependent_mut(|_, backend| {
                backend.set_inputs(&globals)?;
                backend.run()
            })
            .map_err(failed)
    }

    /// The last run's global results, on every rank.
    fn read_results<'py>(&mut self, py: Python<'py>) -> PyResult<Vec<Returned<'py>>> {
        self.read(py, |executable| executable.results.clone())
    }

    /// The last run's results as the ranks here hold them: per rank here
    /// (`ranks_here`), its local (padded) pieces.
    fn read_local_results<'py>(&mut self, py: Python<'py>) -> PyResult<Vec<Vec<Returned<'py>>>> {
        let pieces = self.opened.with_dependent_mut(|executable, backend| {
            (0..backend.owned().len())
                .map(|slot| {
                    executable
                        .results
                        .iter()
                        .map(|result| backend.read_local(slot, result.value))
                        .collect::<Result<Vec<_>, _>>()
                })
                .collect::<Result<Vec<_>, _>>()
        });
        Ok(pieces
            .map_err(failed)?
            .iter()
            .map(|rank| rank.iter().map(|t| returned(py, t)).collect())
            .collect())
    }

    /// The global values of the arguments `indices` as the ranks hold them
    /// now (a trainer's params and states), on every rank.
    fn read_arguments<'py>(
        &mut self,
        py: Python<'py>,
        indices: Vec<usize>,
    ) -> PyResult<Vec<Returned<'py>>> {
        let count = self.executable().arguments.len();
        if let Some(bad) = indices.iter().find(|&&i| i >= count) {
            return Err(failed(format!("no argument #{bad}: the step has {count}")));
        }
        self.read(py, |executable| {
            indices
                .iter()
                .map(|&i| executable.arguments[i].clone())
                .collect()
        })
    }

    /// Begins a training loop from seeded params and states.
    fn train_seeded(&mut self, seed: u64) -> PyResult<()> {
        self.begin_training(|trainer, backend| trainer.initialise(backend, Init::Seeded(seed)))
    }

    /// Begins a training loop from `argN.npy` files in `dir`.
    fn train_from_files(&mut self, dir: PathBuf) -> PyResult<()> {
        self.begin_training(|trainer, backend| trainer.initialise(backend, Init::Files(&dir)))
    }

    /// Begins a training loop from global values: (argument index, array)
    /// for every param and state.
    fn train_from_values<'py>(&mut self, values: Vec<(usize, Given<'py>)>) -> PyResult<()> {
        let indices: Vec<usize> = values.iter().map(|(i, _)| *i).collect();
        let arrays: Vec<Given<'py>> = values.into_iter().map(|(_, a)| a).collect();
        let count = self.executable().arguments.len();
        if let Some(bad) = indices.iter().find(|&&i| i >= count) {
            return Err(failed(format!("no argument #{bad}: the step has {count}")));
        }
        let tensors = self.tensors_for(indices.iter().copied(), &arrays)?;
        let given: Vec<_> = indices.into_iter().zip(tensors).collect();
        self.begin_training(|trainer, backend| trainer.initialise(backend, Init::Globals(&given)))
    }

    /// Begins a training loop from a checkpoint (a `step-N` folder, or a
    /// folder of them whose newest is taken); returns its step.
    fn train_resume(&mut self, checkpoint: PathBuf) -> PyResult<usize> {
        self.begin_training(|trainer, backend| trainer.resume(backend, &checkpoint).map(|_| ()))?;
        Ok(self.trainer()?.steps_done())
    }

    /// The params and states (argument indices) and the per-step inputs.
    fn train_arguments(&mut self) -> PyResult<(Vec<usize>, Vec<usize>)> {
        let trainer = self.trainer()?;
        Ok((trainer.stored().to_vec(), trainer.inputs().collect()))
    }

    /// One training step on a batch (in the order of `train_arguments`'
    /// inputs): global arrays, or with `local` this rank's examples (its
    /// box of each input); returns the loss where the step has a
    /// replicated one.
    #[pyo3(signature = (inputs, local=false))]
    fn train_step<'py>(&mut self, inputs: Vec<Given<'py>>, local: bool) -> PyResult<Option<f64>> {
        let indices: Vec<usize> = self.trainer()?.inputs().collect();
        if inputs.len() != indices.len() {
            return Err(failed(format!(
                "the step takes {} inputs per batch, given {}",
                indices.len(),
                inputs.len()
            )));
        }
        let tensors = if local {
            let executable = self.executable();
            indices
                .iter()
                .zip(&inputs)
                .map(|(&index, array)| {
                    let signature = &executable.arguments[index];
                    piece_for(signature, &signature.label("argument", index), array)
                })
                .collect::<PyResult<Vec<_>>>()?
        } else {
            self.tensors_for(indices.into_iter(), &inputs)?
        };
        let mut trainer = self.trainer.take().expect("checked above");
        let outcome = self.opened.with_dependent_mut(|_, backend| {
            let batch = if local {
                trainer.batch_of_pieces(&tensors)?
            } else {
                trainer.batch_of(&tensors)?
            };
            trainer.step(backend.as_mut(), &batch)?;
            trainer.loss(backend.as_mut())
        });
        self.trainer = Some(trainer);
        outcome.map_err(failed)
    }

    /// Steps done since training began (a resumed loop counts the
    /// checkpoint's).
    #[getter]
    fn steps_done(&self) -> Option<usize> {
        self.trainer.as_ref().map(Trainer::steps_done)
    }

    /// Writes a checkpoint of the loop into `dir` (the format `spmd-exec
    /// train` writes and resumes), keeping the newest `keep`; returns its
    /// folder.
    fn train_save(&mut self, dir: PathBuf, keep: usize) -> PyResult<String> {
        if keep == 0 {
            return Err(failed("keep must be at least 1"));
        }
        std::fs::create_dir_all(&dir).map_err(|e| failed(format!("{}: {e}", dir.display())))?;
        let trainer = self
            .trainer
            .take()
            .ok_or_else(|| failed("no training loop began on this executable"))?;
        let settings = Checkpointing {
            dir,
            every: 1,
            keep,
        };
        let saved = self
            .opened
            .with_dependent_mut(|_, backend| trainer.save(backend.as_mut(), &settings));
        self.trainer = Some(trainer);
        Ok(saved.map_err(failed)?.display().to_string())
    }
}

#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<Loaded>()?;
    module.add("SpmdError", module.py().get_type::<SpmdError>())?;
    Ok(())
}
