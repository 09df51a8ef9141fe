//! The alpha-beta cost model of collectives: latency per message plus bytes
//! over bandwidth, per mesh axis (ring algorithms).

/// One mesh axis's interconnect.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct AxisLink {
    /// Seconds per message (alpha).
    pub latency_s: f64,
    /// Bytes per second per device (1 / beta).
    pub bandwidth_bytes_per_s: f64,
}

/// The interconnect of every mesh axis, and the device's memory bandwidth
/// for local copies (slicing, scaling).
#[derive(Clone, Debug, PartialEq)]
pub struct CommModel {
    pub axes: Vec<AxisLink>,
    pub local_bandwidth_bytes_per_s: f64,
}

impl CommModel {
    /// Every axis alike: 5 us latency, 100 GB/s (NVLink-class); 2 TB/s memory.
    pub fn uniform(axis_count: usize) -> Self {
        CommModel {
            axes: vec![
                AxisLink {
                    latency_s: 5e-6,
                    bandwidth_bytes_per_s: 100e9
                };
                axis_count
            ],
            local_bandwidth_bytes_per_s: 2e12,
        }
    }

    fn link(&self, axis: usize) -> AxisLink {
        self.axes[axis]
    }

    /// All-gather over `k` devices of `axis`, each contributing `bytes_in`.
    pub fn all_gather(&self, axis: usize, k: usize, bytes_in: f64) -> f64 {
        let link = self.link(axis);
        let steps = (k - 1) as f64;
        steps * link.latency_s + steps * bytes_in / link.bandwidth_bytes_per_s
    }

    /// Reduce-scatter over `k` devices of `axis` of `bytes_in` each.
    pub fn reduce_scatter(&self, axis: usize, k: usize, bytes_in: f64) -> f64 {
        let link = self.link(axis);
        let steps = (k - 1) as f64;
        steps * link.latency_s + steps / k as f64 * bytes_in / link.bandwidth_bytes_per_s
    }

    /// All-reduce (reduce-scatter then all-gather) of `bytes` over `k` devices.
    pub fn all_reduce(&self, axis: usize, k: usize, bytes: f64) -> f64 {
        2.0 * self.reduce_scatter(axis, k, bytes)
    }

    /// All-to-all of `bytes_in` per device over `k` devices.
    pub fn all_to_all(&self, axis: usize, k: usize, bytes_in: f64) -> f64 {
        self.reduce_scatter(axis, k, bytes_in)
    }

    /// A local pass over `bytes` (slicing, scaling, zeroing).
    pub fn local(&self, bytes: f64) -> f64 {
        bytes / self.local_bandwidth_bytes_per_s
    }
}
