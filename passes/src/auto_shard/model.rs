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

/// A machine description in JSON; fields left out keep the H100 preset's
/// values:
///
/// ```json
/// {"peak_tflops": 495, "memory_gb": 80, "memory_bandwidth_gb_per_s": 3350,
///  "axes": [{"bandwidth_gb_per_s": 50, "latency_us": 5},
///           {"bandwidth_gb_per_s": 450, "latency_us": 1}]}
/// ```
///
/// `axes` has one entry per mesh axis.
pub fn from_json(text: &str, axes: usize) -> Result<MeshModel, String> {
    let json: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let object = json.as_object().ok_or("expected a JSON object")?;
    let known = [
        "peak_tflops",
        "memory_gb",
        "memory_bandwidth_gb_per_s",
        "axes",
    ];
    if let Some(unknown) = object.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(format!(
            "unknown field '{unknown}' (known: {})",
            known.join(", ")
        ));
    }
    let positive = |value: &serde_json::Value, field: &str| -> Result<f64, String> {
        value
            .as_f64()
            .filter(|v| *v > 0.0)
            .ok_or(format!("'{field}' must be a positive number"))
    };
    let mut model = MeshModel::h100(axes);
    if let Some(v) = object.get("peak_tflops") {
        model.flops = positive(v, "peak_tflops")? * 1e12;
    }
    if let Some(v) = object.get("memory_gb") {
        model.memory_bytes = positive(v, "memory_gb")? * 1e9;
    }
    if let Some(v) = object.get("memory_bandwidth_gb_per_s") {
        model.comm.local_bandwidth_bytes_per_s = positive(v, "memory_bandwidth_gb_per_s")? * 1e9;
    }
    if let Some(list) = object.get("axes") {
        let list = list.as_array().ok_or("'axes' must be a list")?;
        if list.len() != axes {
            return Err(format!(
                "'axes' has {} entries but the mesh has {axes} axes",
                list.len()
            ));
        }
        for (link, entry) in model.comm.axes.iter_mut().zip(list) {
            if let Some(v) = entry.get("bandwidth_gb_per_s") {
                link.bandwidth_bytes_per_s = positive(v, "bandwidth_gb_per_s")? * 1e9;
            }
            if let Some(v) = entry.get("latency_us") {
                link.latency_s = positive(v, "latency_us")? * 1e-6;
            }
        }
    }
    Ok(model)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_model_file_overrides_the_preset_field_by_field() {
        let model = from_json(
            r#"{"memory_gb": 16, "axes": [{"latency_us": 2}, {"bandwidth_gb_per_s": 100}]}"#,
            2,
        )
        .expect("valid");
        let preset = MeshModel::h100(2);
        assert_eq!(model.memory_bytes, 16e9);
        assert_eq!(model.flops, preset.flops);
        assert_eq!(model.comm.axes[0].latency_s, 2e-6);
        assert_eq!(
            model.comm.axes[0].bandwidth_bytes_per_s,
            preset.comm.axes[0].bandwidth_bytes_per_s
        );
        assert_eq!(model.comm.axes[1].bandwidth_bytes_per_s, 100e9);
    }

    #[test]
    fn a_bad_model_file_is_explained() {
        assert_eq!(
            from_json(r#"{"axes": [{}]}"#, 2).unwrap_err(),
            "'axes' has 1 entries but the mesh has 2 axes"
        );
        assert_eq!(
            from_json(r#"{"memory": 1}"#, 1).unwrap_err(),
            "unknown field 'memory' (known: peak_tflops, memory_gb, memory_bandwidth_gb_per_s, axes)"
        );
        assert_eq!(
            from_json(r#"{"peak_tflops": -1}"#, 1).unwrap_err(),
            "'peak_tflops' must be a positive number"
        );
    }
}
