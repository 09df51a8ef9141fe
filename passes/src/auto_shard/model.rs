//! The machine auto-sharding optimises for: the mesh's interconnect per
//! axis (the planner's alpha-beta model), and each device's peak FLOP/s,
//! memory bandwidth and memory.

use spmd_dialect::redistribution::{AxisLink, CommModel};

#[derive(Clone, Debug, PartialEq)]
pub struct MeshModel {
    pub comm: CommModel,
    /// Peak FLOP/s per device.
    pub flops: f64,
    /// Bytes of memory per device.
    pub memory_bytes: f64,
}

impl MeshModel {
    /// Nodes of 8 H100s on NVLink (the last mesh axis, 450 GB/s, 1 us),
    /// joined by 400 Gb/s InfiniBand (the other axes, 50 GB/s, 5 us); 80 GB
    /// and 3.35 TB/s of HBM; 495 TFLOP/s (dense TF32).
    pub fn h100(axes: usize) -> MeshModel {
        let nvlink = AxisLink {
            latency_s: 1e-6,
            bandwidth_bytes_per_s: 450e9,
        };
        let infiniband = AxisLink {
            latency_s: 5e-6,
            bandwidth_bytes_per_s: 50e9,
        };
        let links = (0..axes)
            .map(|axis| if axis + 1 == axes { nvlink } else { infiniband })
            .collect();
        MeshModel {
            comm: CommModel {
                axes: links,
                local_bandwidth_bytes_per_s: 3.35e12,
            },
            flops: 495e12,
            memory_bytes: 80e9,
        }
    }

    /// Roofline time of `flops` operations touching `bytes` on one device.
    pub fn compute_seconds(&self, flops: f64, bytes: f64) -> f64 {
        (flops / self.flops).max(self.comm.local(bytes))
    }
}
