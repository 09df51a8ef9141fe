//! NCCL for one rank of a job: the world communicator from rank 0's
//! `ncclGetUniqueId` (sent to every rank over the job's connections,
//! [`Group::scatter`]), one communicator per mesh axis set the executable
//! uses (`ncclCommSplit` by [`nccl_plan::communicator`]'s color and key, so
//! that NCCL's member order is the CPU mesh's), and the planned flat calls
//! on the backend's stream (all-to-all as grouped sends and receives,
//! which every NCCL 2.x has). A failure elsewhere in the job aborts the
//! communicators instead of waiting in a collective forever.

use crate::Error;
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::c_void;

use cudarc::driver::sys::CUdeviceptr;
use cudarc::nccl::{result, sys};

use super::{
    device::Gpu,
    nccl_plan::{self, FlatCall, FlatOp, NcclReduction, NcclType},
};
use crate::launch::group::Group;
use spmd_executable::grid::DeviceGrid;

/// This rank's communicators.
pub struct Nccl {
    world: sys::ncclComm_t,
    by_axes: BTreeMap<Vec<usize>, sys::ncclComm_t>,
}

/// What NCCL's result code means (its documentation's words).
fn meaning(code: sys::ncclResult_t) -> &'static str {
    use sys::ncclResult_t::*;
    match code {
        ncclSuccess => "no error",
        ncclUnhandledCudaError => "a call to a CUDA function failed",
        ncclSystemError => "a call to the system failed (sockets, shared memory, memory)",
        ncclInternalError => "an internal check failed (an NCCL bug or memory corruption)",
        ncclInvalidArgument => "an argument is invalid",
        ncclInvalidUsage => "the call is invalid here (the program uses NCCL wrongly)",
        ncclRemoteError => "a peer failed, or the network to it did",
        ncclInProgress => "the operation is still in progress",
        ncclTimeout => "the operation timed out",
        ncclNumResults => "an unknown result",
    }
}

/// An NCCL error as a sentence: what failed, the result code and its
/// meaning, and NCCL's own last message for `comm` (where it has one).
fn describe(what: &str, code: sys::ncclResult_t, last: Option<String>) -> String {
    let mut text = format!("NCCL: {what}: {code:?} ({})", meaning(code));
    if let Some(last) = last.filter(|l| !l.trim().is_empty()) {
        text += &format!(": {}", last.trim());
    }
    text
}

/// NCCL's last error message for `comm` (null: the last of any).
fn last_error(comm: sys::ncclComm_t) -> Option<String> {
    if !unsafe { sys::is_culib_present() } {
        return None;
    }
    let text = unsafe { sys::ncclGetLastError(comm) };
    (!text.is_null()).then(|| {
        unsafe { std::ffi::CStr::from_ptr(text) }
            .to_string_lossy()
            .into_owned()
    })
}

fn failed(what: &str, comm: sys::ncclComm_t) -> impl Fn(result::NcclError) -> Error + '_ {
    move |error| Error::Device(describe(what, error.0, last_error(comm)))
}

fn data_type(element: NcclType) -> sys::ncclDataType_t {
    match element {
        NcclType::Int8 => sys::ncclDataType_t::ncclInt8,
        NcclType::Uint8 => sys::ncclDataType_t::ncclUint8,
        NcclType::Int32 => sys::ncclDataType_t::ncclInt32,
        NcclType::Int64 => sys::ncclDataType_t::ncclInt64,
        NcclType::Float16 => sys::ncclDataType_t::ncclFloat16,
        NcclType::Bfloat16 => sys::ncclDataType_t::ncclBfloat16,
        NcclType::Float32 => sys::ncclDataType_t::ncclFloat32,
        NcclType::Float64 => sys::ncclDataType_t::ncclFloat64,
    }
}

fn reduction(op: NcclReduction) -> sys::ncclRedOp_t {
    match op {
        NcclReduction::Sum => sys::ncclRedOp_t::ncclSum,
        NcclReduction::Prod => sys::ncclRedOp_t::ncclProd,
        NcclReduction::Max => sys::ncclRedOp_t::ncclMax,
        NcclReduction::Min => sys::ncclRedOp_t::ncclMin,
        NcclReduction::Avg => sys::ncclRedOp_t::ncclAvg,
    }
}

impl Nccl {
    /// Joins the job's world communicator and splits one per axis set of
    /// `axis_sets`.
    pub fn join(
        group: &mut Group,
        grid: &DeviceGrid,
        axis_sets: &BTreeSet<Vec<usize>>,
    ) -> Result<Nccl, Error> {
        if !unsafe { sys::is_culib_present() } {
            return Err(Error::Device("NCCL (libnccl.so) not found: install it (PyPI nvidia-nccl-cu13) and put its lib folder on LD_LIBRARY_PATH".into()));
        }
        // Rank 0 makes the id; every rank gets it through the job's
        // connections (a scatter of the same bytes).
        let id = if group.rank == 0 {
            let id = result::get_uniqueid()
                .map_err(failed("making the job's id", std::ptr::null_mut()))?;
            let bytes: Vec<u8> = id.internal.iter().map(|&c| c as u8).collect();
            group.scatter(Some(vec![bytes; group.size]))?
        } else {
            group.scatter(None)?
        };
        let mut unique = sys::ncclUniqueId { internal: [0; 128] };
        for (to, from) in unique.internal.iter_mut().zip(&id) {
            *to = *from as _;
        }
        let mut world = std::ptr::null_mut();
        unsafe { result::comm_init_rank(&mut world, group.size as i32, unique, group.rank as i32) }
            .map_err(failed("joining the job", std::ptr::null_mut()))?;
        let mut nccl = Nccl {
            world,
            by_axes: BTreeMap::new(),
        };
        for axes in axis_sets {
            let (color, key) = nccl_plan::communicator(grid, group.rank, axes);
            let mut split = std::ptr::null_mut();
            unsafe {
                sys::ncclCommSplit(
                    world,
                    color as i32,
                    key as i32,
                    &mut split,
                    std::ptr::null_mut(),
                )
            }
            .result()
            .map_err(failed("splitting a communicator per mesh axis set", world))?;
            nccl.by_axes.insert(axes.clone(), split);
        }
        Ok(nccl)
    }

    /// Puts `call` on `gpu`'s stream, from `send` into `receive`.
    pub fn call(
        &self,
        call: &FlatCall,
        send: CUdeviceptr,
        receive: CUdeviceptr,
        rank: usize,
        grid: &DeviceGrid,
        gpu: &Gpu,
    ) -> Result<(), Error> {
        let comm = self.by_axes[&call.axes];
        let stream = gpu.stream() as sys::cudaStream_t;
        let (send, receive) = (send as *const c_void, receive as *mut c_void);
        let dtype = data_type(call.element);
        let count = call.count;
        unsafe {
            match call.op {
                FlatOp::AllReduce(op) => {
                    result::all_reduce(send, receive, count, dtype, reduction(op), comm, stream)
                }
                FlatOp::AllGather => result::all_gather(send, receive, count, dtype, comm, stream),
                FlatOp::ReduceScatter(op) => {
                    result::reduce_scatter(send, receive, count, dtype, reduction(op), comm, stream)
                }
                FlatOp::Broadcast { root } => {
                    result::broadcast(send, receive, count, dtype, root as i32, comm, stream)
                }
                FlatOp::AllToAll => {
                    let (members, _) = grid.group(rank, &call.axes);
                    let block = count * call.element.bytes();
                    result::group_start().map_err(failed("all-to-all", comm))?;
                    for peer in 0..members.len() {
                        let offset = peer * block;
                        result::send(
                            (send as *const u8).add(offset) as *const c_void,
                            count,
                            dtype,
                            peer as i32,
                            comm,
                            stream,
                        )
                        .map_err(failed("all-to-all", comm))?;
                        result::recv(
                            (receive as *mut u8).add(offset) as *mut c_void,
                            count,
                            dtype,
                            peer as i32,
                            comm,
                            stream,
                        )
                        .map_err(failed("all-to-all", comm))?;
                    }
                    result::group_end()
                }
                FlatOp::Shift { offset, rotate } => {
                    let (members, me) = grid.group(rank, &call.axes);
                    let (to, from) = nccl_plan::shift_peers(members.len(), me, offset, rotate);
                    if from.is_none() {
                        gpu.zero(receive as CUdeviceptr, count * call.element.bytes())?;
                    }
                    result::group_start().map_err(failed("a shift", comm))?;
                    if let Some(to) = to {
                        result::send(send, count, dtype, to as i32, comm, stream)
                            .map_err(failed("a shift", comm))?;
                    }
                    if let Some(from) = from {
                        result::recv(receive, count, dtype, from as i32, comm, stream)
                            .map_err(failed("a shift", comm))?;
                    }
                    result::group_end()
                }
            }
        }
        .map(|_| ())
        .map_err(failed("a collective", comm))
    }

    /// An error NCCL met asynchronously (a peer gone), if any.
    pub fn check(&self) -> Result<(), Error> {
        for &comm in std::iter::once(&self.world).chain(self.by_axes.values()) {
            let mut state = sys::ncclResult_t::ncclSuccess;
            unsafe { sys::ncclCommGetAsyncError(comm, &mut state) }
                .result()
                .map_err(failed("reading a communicator's state", comm))?;
            state
                .result()
                .map_err(failed("a collective failed", comm))?;
        }
        Ok(())
    }
}

impl Drop for Nccl {
    fn drop(&mut self) {
        for &comm in self.by_axes.values().chain(std::iter::once(&self.world)) {
            let _ = unsafe { result::comm_abort(comm) };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{describe, sys::ncclResult_t};

    #[test]
    fn an_nccl_error_names_its_code_its_meaning_and_nccls_message() {
        assert_eq!(
            describe("a collective", ncclResult_t::ncclRemoteError, None),
            "NCCL: a collective: ncclRemoteError (a peer failed, or the network to it did)"
        );
        assert_eq!(
            describe(
                "joining the job",
                ncclResult_t::ncclSystemError,
                Some("socket connect to 10.0.0.2<41231> failed\n".to_owned())
            ),
            "NCCL: joining the job: ncclSystemError (a call to the system failed (sockets, shared memory, memory)): socket connect to 10.0.0.2<41231> failed"
        );
    }
}
