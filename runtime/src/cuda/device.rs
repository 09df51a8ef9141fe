//! The CUDA driver as the backend uses it: one context and one stream on
//! a GPU, device memory, modules and launches, copies, events and graphs.
//! Thin owners over `cudarc::driver::result` that free what they hold and
//! turn the driver's errors into messages. Everything runs on the one
//! stream, in order.

use std::{
    ffi::{CString, c_void},
    sync::Arc,
};

use cudarc::driver::{CudaContext, CudaStream, DriverError, result, sys};

use crate::Error;

fn failed(what: &str) -> impl Fn(DriverError) -> Error + '_ {
    move |error| Error::Device(format!("CUDA: {what}: {error:?}"))
}

/// One GPU: its context, bound to the calling thread, and a stream.
pub struct Gpu {
    context: Arc<CudaContext>,
    stream: Arc<CudaStream>,
    /// `sm_XY`, for NVRTC.
    pub arch: String,
    pub name: String,
}

impl Gpu {
    /// The GPU of local rank `local_rank` (ranks share GPUs round robin
    /// where there are fewer), or why there is none.
    pub fn open(local_rank: usize) -> Result<Gpu, Error> {
        if !super::driver_present() {
            return Err(Error::Device("no CUDA driver found (libcuda.so could not be loaded); run on a machine with an NVIDIA GPU and driver, or use --backend cpu".into()));
        }
        let count = CudaContext::device_count().map_err(failed("counting GPUs"))?;
        if count < 1 {
            return Err(Error::Device("the CUDA driver sees no GPU".into()));
        }
        let ordinal = local_rank % count as usize;
        let context = CudaContext::new(ordinal).map_err(failed("opening the GPU"))?;
        context
            .bind_to_thread()
            .map_err(failed("binding the context"))?;
        let stream = context.new_stream().map_err(failed("creating a stream"))?;
        let (major, minor) = context
            .compute_capability()
            .map_err(failed("reading the compute capability"))?;
        let name = context.name().unwrap_or_else(|_| "a GPU".to_owned());
        Ok(Gpu {
            context,
            stream,
            arch: format!("sm_{major}{minor}"),
            name,
        })
    }

    pub fn stream(&self) -> sys::CUstream {
        self.stream.cu_stream()
    }

    /// `bytes` of device memory, zeroed.
    pub fn alloc(&self, bytes: usize) -> Result<DeviceMemory, Error> {
        let bytes = bytes.max(8);
        let pointer = unsafe { result::malloc_sync(bytes) }
            .map_err(|e| Error::Device(format!("CUDA: allocating {bytes} bytes: {e:?}")))?;
        let memory = DeviceMemory { pointer, bytes };
        self.zero(pointer, bytes)?;
        Ok(memory)
    }

    /// Zeroes `bytes` of device memory at `pointer`, on the stream.
    pub fn zero(&self, pointer: sys::CUdeviceptr, bytes: usize) -> Result<(), Error> {
        unsafe { result::memset_d8_async(pointer, 0, bytes, self.stream()) }
            .map_err(failed("zeroing memory"))
    }

    /// Loads a cubin and looks up `names` in it.
    pub fn module(&self, cubin: &[u8], names: &[&str]) -> Result<Module, Error> {
        let module = unsafe { result::module::load_data(cubin.as_ptr() as *const c_void) }
            .map_err(failed("loading a cubin"))?;
        let mut loaded = Module {
            module,
            functions: Vec::new(),
        };
        for name in names {
            let symbol = CString::new(*name).map_err(|e| Error::Device(e.to_string()))?;
            let function = unsafe { result::module::get_function(module, symbol) }
                .map_err(|e| Error::Device(format!("CUDA: kernel {name}: {e:?}")))?;
            loaded.functions.push(function);
        }
        Ok(loaded)
    }

    /// Launches `function` on `blocks` blocks of `threads` with `arguments`
    /// (pointers to each argument's value).
    ///
    /// # Safety
    /// `function` is a kernel of a loaded module and `arguments` point at
    /// values of its parameters' types, in order; the device memory the
    /// kernel reaches through them outlives the launch.
    pub unsafe fn launch(
        &self,
        function: sys::CUfunction,
        blocks: u32,
        threads: u32,
        arguments: &mut [*mut c_void],
    ) -> Result<(), Error> {
        unsafe {
            result::launch_kernel(
                function,
                (blocks.max(1), 1, 1),
                (threads, 1, 1),
                0,
                self.stream(),
                arguments,
            )
        }
        .map_err(failed("launching a kernel"))
    }

    /// Copies host bytes to `to` (the host side may be reused at once).
    pub fn upload(&self, to: sys::CUdeviceptr, bytes: &[u8]) -> Result<(), Error> {
        if bytes.is_empty() {
            return Ok(());
        }
        unsafe { result::memcpy_htod_async(to, bytes, self.stream()) }
            .map_err(failed("copying to the GPU"))
    }

    /// Copies device bytes at `from` into `bytes`, waiting for the stream.
    pub fn download(&self, from: sys::CUdeviceptr, bytes: &mut [u8]) -> Result<(), Error> {
        self.synchronize()?;
        unsafe { result::memcpy_dtoh_sync(bytes, from) }.map_err(failed("copying from the GPU"))
    }

    pub fn copy(
        &self,
        to: sys::CUdeviceptr,
        from: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<(), Error> {
        if bytes == 0 {
            return Ok(());
        }
        unsafe { result::memcpy_dtod_async(to, from, bytes, self.stream()) }
            .map_err(failed("copying on the GPU"))
    }

    pub fn synchronize(&self) -> Result<(), Error> {
        unsafe { result::stream::synchronize(self.stream()) }.map_err(failed("running the step"))
    }

    /// An event recorded now on the stream.
    pub fn record(&self) -> Result<Event, Error> {
        let event = result::event::create(sys::CUevent_flags::CU_EVENT_DEFAULT)
            .map_err(failed("creating an event"))?;
        let event = Event(event);
        unsafe { result::event::record(event.0, self.stream()) }
            .map_err(failed("recording an event"))?;
        Ok(event)
    }

    /// Starts capturing what is put on the stream (nothing runs until
    /// the graph [`Gpu::end_capture`] makes is replayed).
    pub fn begin_capture(&self) -> Result<(), Error> {
        // cudarc's own event tracking must not record into the capture.
        unsafe { self.context.disable_event_tracking() };
        unsafe {
            result::stream::begin_capture(
                self.stream(),
                sys::CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL,
            )
        }
        .map_err(failed("starting a graph capture"))
    }

    /// The graph of what was put on the stream since [`Gpu::begin_capture`].
    pub fn end_capture(&self) -> Result<Graph, Error> {
        let graph = unsafe { result::stream::end_capture(self.stream()) }
            .map_err(failed("ending a graph capture"))?;
        let graph = CapturedGraph(graph);
        // Memory a captured node allocates is freed when the graph is
        // launched again.
        let flags = sys::CUgraphInstantiate_flags::CUDA_GRAPH_INSTANTIATE_FLAG_AUTO_FREE_ON_LAUNCH;
        let exec = unsafe { result::graph::instantiate(graph.0, flags) }
            .map_err(failed("instantiating the step's graph"))?;
        Ok(Graph {
            exec,
            _graph: graph,
        })
    }

    pub fn replay(&self, graph: &Graph) -> Result<(), Error> {
        unsafe { result::graph::launch(graph.exec, self.stream()) }
            .map_err(failed("replaying the step's graph"))
    }
}

/// Device memory, freed on drop.
pub struct DeviceMemory {
    pointer: sys::CUdeviceptr,
    bytes: usize,
}

impl DeviceMemory {
    /// The address `offset` bytes in.
    pub fn at(&self, offset: usize) -> sys::CUdeviceptr {
        debug_assert!(offset <= self.bytes);
        self.pointer + offset as u64
    }

    pub fn bytes(&self) -> usize {
        self.bytes
    }
}

impl Drop for DeviceMemory {
    fn drop(&mut self) {
        let _ = unsafe { result::free_sync(self.pointer) };
    }
}

/// A loaded module and the functions looked up in it, in order.
pub struct Module {
    module: sys::CUmodule,
    pub functions: Vec<sys::CUfunction>,
}

impl Drop for Module {
    fn drop(&mut self) {
        let _ = unsafe { result::module::unload(self.module) };
    }
}

/// A recorded event.
pub struct Event(sys::CUevent);

impl Event {
    /// Waits until the work before the event is done, calling `poll`
    /// between checks (its error ends the wait: a collective that cannot
    /// finish because a peer is gone).
    pub fn wait(&self, mut poll: impl FnMut() -> Result<(), Error>) -> Result<(), Error> {
        loop {
            match unsafe { result::event::query(self.0) } {
                Ok(()) => return Ok(()),
                Err(DriverError(sys::CUresult::CUDA_ERROR_NOT_READY)) => {
                    poll()?;
                    std::thread::sleep(std::time::Duration::from_micros(50));
                }
                Err(error) => {
                    return Err(Error::Device(format!("CUDA: the step failed: {error:?}")));
                }
            }
        }
    }

    /// Milliseconds from `self` to `end` (waits for `end`).
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32, Error> {
        unsafe { result::event::synchronize(end.0) }.map_err(failed("waiting for an event"))?;
        unsafe { result::event::elapsed(self.0, end.0) }.map_err(failed("timing the step"))
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let _ = unsafe { result::event::destroy(self.0) };
    }
}

struct CapturedGraph(sys::CUgraph);

impl Drop for CapturedGraph {
    fn drop(&mut self) {
        let _ = unsafe { result::graph::destroy(self.0) };
    }
}

/// An instantiated graph of the step.
pub struct Graph {
    exec: sys::CUgraphExec,
    _graph: CapturedGraph,
}

impl Drop for Graph {
    fn drop(&mut self) {
        let _ = unsafe { result::graph::exec_destroy(self.exec) };
    }
}
