//! The alpha-beta cost model of collectives, as NCCL runs them: a launch
//! cost per call, latency per step of a tree (log2 of the group's devices:
//! small messages go by tree), and bytes over bandwidth of a ring (large
//! messages go by ring), per mesh axis or group of axes.

use super::Axes;

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
    /// Seconds every collective call costs on top of its messages (the
    /// launch and the synchronisation of the group), so that one call over
    /// several axes beats one call per axis that moves the same bytes.
    pub launch_s: f64,
}

/// What a collective call costs to start: NCCL's launch and group
/// synchronisation are around 10 us.
pub const LAUNCH_S: f64 = 10e-6;

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
            launch_s: LAUNCH_S,
        }
    }

    /// The same model with mesh `axis` unusable (an infinite latency):
    /// plans move nothing over it where a plan without it exists (a
    /// pipeline's stages run different layers at a time on that axis, so
    /// no collective may span it).
    pub fn without_axis(mut self, axis: usize) -> Self {
        self.axes[axis].latency_s = f64::INFINITY;
        self
    }

    /// The model's numbers as bits, to tell models apart exactly.
    pub(super) fn fingerprint(&self) -> Vec<u64> {
        self.axes
            .iter()
            .flat_map(|link| [link.latency_s, link.bandwidth_bytes_per_s])
            .chain([self.local_bandwidth_bytes_per_s, self.launch_s])
            .map(f64::to_bits)
            .collect()
    }

    /// The link a collective over `axes` runs on: its slowest axis's
    /// latency and bandwidth; and the devices in one group.
    fn link(&self, axes: Axes, mesh_shape: &[usize]) -> (AxisLink, usize) {
        let link = axes
            .iter()
            .map(|axis| self.axes[axis])
            .reduce(|a, b| AxisLink {
                latency_s: a.latency_s.max(b.latency_s),
                bandwidth_bytes_per_s: a.bandwidth_bytes_per_s.min(b.bandwidth_bytes_per_s),
            })
            .expect("a collective runs over at least one axis");
        (link, axes.size(mesh_shape))
    }

    /// All-gather over the devices of `axes`, each contributing `bytes_in`.
    pub fn all_gather(&self, axes: Axes, mesh_shape: &[usize], bytes_in: f64) -> f64 {
        let (link, k) = self.link(axes, mesh_shape);
        let ring_steps = (k - 1) as f64;
        self.launch_s
            + tree_steps(k) * link.latency_s
            + ring_steps * bytes_in / link.bandwidth_bytes_per_s
    }

    /// Reduce-scatter over the devices of `axes` of `bytes_in` each.
    pub fn reduce_scatter(&self, axes: Axes, mesh_shape: &[usize], bytes_in: f64) -> f64 {
        let (link, k) = self.link(axes, mesh_shape);
        let ring_steps = (k - 1) as f64;
        self.launch_s
            + tree_steps(k) * link.latency_s
            + ring_steps / k as f64 * bytes_in / link.bandwidth_bytes_per_s
    }

    /// All-reduce (reduce-scatter then all-gather, one call) of `bytes`
    /// over the devices of `axes`.
    pub fn all_reduce(&self, axes: Axes, mesh_shape: &[usize], bytes: f64) -> f64 {
        2.0 * self.reduce_scatter(axes, mesh_shape, bytes) - self.launch_s
    }

    /// All-to-all of `bytes_in` per device over the devices of `axes`.
    pub fn all_to_all(&self, axes: Axes, mesh_shape: &[usize], bytes_in: f64) -> f64 {
        self.reduce_scatter(axes, mesh_shape, bytes_in)
    }

    /// Every device sending `bytes` to its neighbour along mesh `axis`
    /// (`shard.shift`: all pairs at once, one message each).
    pub fn shift(&self, axis: usize, bytes: f64) -> f64 {
        let link = self.axes[axis];
        self.launch_s + link.latency_s + bytes / link.bandwidth_bytes_per_s
    }

    /// A local pass over `bytes` (slicing, scaling, zeroing).
    pub fn local(&self, bytes: f64) -> f64 {
        bytes / self.local_bandwidth_bytes_per_s
    }
}

/// The steps of a binary tree over `k` devices.
fn tree_steps(k: usize) -> f64 {
    (k.max(1) as f64).log2().ceil()
}
