//! The machine auto-sharding optimises for: the mesh's interconnect per
//! axis (the planner's alpha-beta model), and each device's peak FLOP/s
//! by element type (dense tensor-core rates for 16-bit floats and TF32,
//! the plain f32 rate), memory bandwidth and memory.
//!
//! Reads: a preset's name or a JSON file. Writes: nothing in the IR.

use spmd_dialect::redistribution::{AxisLink, CommModel, LAUNCH_S};

use crate::pass::io_reason;

#[derive(Clone, Debug, PartialEq)]
pub struct MeshModel {
    pub comm: CommModel,
    /// Peak FLOP/s per device, by element type.
    pub flops: Peaks,
    /// Whether f32 ops run at the TF32 rate (JAX's default precision on
    /// GPUs; `spmd-exec --allow-tf32`) rather than the f32 one.
    pub f32_as_tf32: bool,
    /// Bytes of memory per device.
    pub memory_bytes: f64,
}

/// Dense peak FLOP/s of one device.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Peaks {
    /// bf16 and f16 (tensor cores, f32 accumulation).
    pub half: f64,
    /// f32 in TF32 (tensor cores).
    pub tf32: f64,
    /// f32, f64 and integers (CUDA cores).
    pub f32: f64,
}

/// A machine: its interconnect inside and between nodes, and one device.
struct Preset {
    intra_node: AxisLink,
    inter_node: AxisLink,
    memory_bandwidth: f64,
    flops: Peaks,
    memory_bytes: f64,
}

/// Nodes of 8 H100 SXM on NVLink 4 (450 GB/s, 1 us), joined by 400 Gb/s
/// InfiniBand (50 GB/s, 5 us); 80 GB and 3.35 TB/s of HBM3; dense
/// 989 TFLOP/s bf16 / f16, 495 TF32, 67 f32.
const H100: Preset = Preset {
    intra_node: AxisLink {
        latency_s: 1e-6,
        bandwidth_bytes_per_s: 450e9,
    },
    inter_node: AxisLink {
        latency_s: 5e-6,
        bandwidth_bytes_per_s: 50e9,
    },
    memory_bandwidth: 3.35e12,
    flops: Peaks {
        half: 989e12,
        tf32: 495e12,
        f32: 67e12,
    },
    memory_bytes: 80e9,
};

/// An H100's compute and links with 141 GB of HBM3e at 4.8 TB/s.
const H200: Preset = Preset {
    memory_bandwidth: 4.8e12,
    memory_bytes: 141e9,
    ..H100
};

/// Nodes of 8 A100 SXM 80 GB on NVLink 3 (300 GB/s, 1.5 us), joined by
/// 200 Gb/s InfiniBand (25 GB/s, 5 us); 2.04 TB/s of HBM2e; dense
/// 312 TFLOP/s bf16 / f16, 156 TF32, 19.5 f32.
const A100: Preset = Preset {
    intra_node: AxisLink {
        latency_s: 1.5e-6,
        bandwidth_bytes_per_s: 300e9,
    },
    inter_node: AxisLink {
        latency_s: 5e-6,
        bandwidth_bytes_per_s: 25e9,
    },
    memory_bandwidth: 2.04e12,
    flops: Peaks {
        half: 312e12,
        tf32: 156e12,
        f32: 19.5e12,
    },
    memory_bytes: 80e9,
};

/// The presets' names, for messages.
const PRESETS: &str = "h100, h200 or a100";

impl MeshModel {
    /// A preset for a mesh of `axes` axes: the last axis inside a node,
    /// the others between nodes.
    pub fn preset(name: &str, axes: usize) -> Option<MeshModel> {
        let preset = match name {
            "h100" => H100,
            "h200" => H200,
            "a100" => A100,
            _ => return None,
        };
        let links = (0..axes)
            .map(|axis| {
                if axis + 1 == axes {
                    preset.intra_node
                } else {
                    preset.inter_node
                }
            })
            .collect();
        Some(MeshModel {
            comm: CommModel {
                axes: links,
                local_bandwidth_bytes_per_s: preset.memory_bandwidth,
                launch_s: LAUNCH_S,
            },
            flops: preset.flops,
            f32_as_tf32: true,
            memory_bytes: preset.memory_bytes,
        })
    }

    /// The peak FLOP/s of ops on elements of `element_bytes` bytes that
    /// are floats or not.
    pub fn peak(&self, element_bytes: usize, float: bool) -> f64 {
        match (element_bytes, float) {
            (2, true) => self.flops.half,
            (4, true) if self.f32_as_tf32 => self.flops.tf32,
            _ => self.flops.f32,
        }
    }

    /// Roofline time of `flops` operations at `peak` FLOP/s touching
    /// `bytes` on one device.
    pub fn compute_seconds(&self, flops: f64, peak: f64, bytes: f64) -> f64 {
        (flops / peak).max(self.comm.local(bytes))
    }
}

/// The preset `name`, else the JSON file `name`.
pub fn load(name: &str, axes: usize) -> Result<MeshModel, ModelError> {
    if let Some(preset) = MeshModel::preset(name, axes) {
        return Ok(preset);
    }
    let text = std::fs::read_to_string(name).map_err(|e| ModelError::Unreadable {
        name: name.to_owned(),
        reason: io_reason(&e),
    })?;
    from_json(&text, axes).map_err(|e| ModelError::In {
        file: name.to_owned(),
        source: Box::new(e),
    })
}

/// A machine model that cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error("model '{name}' is neither a preset ({PRESETS}) nor a readable file: {reason}")]
    Unreadable { name: String, reason: String },
    #[error("{file}: {source}")]
    In {
        file: String,
        source: Box<ModelError>,
    },
    #[error(transparent)]
    Json(#[from] serde_json::Error),
    /// A field that is unknown, missing or out of range.
    #[error("{0}")]
    Field(String),
}

/// A machine description in JSON; fields left out keep the values of the
/// preset it names (`"preset"`, default H100):
///
/// ```json
/// {"preset": "a100", "memory_gb": 80, "memory_bandwidth_gb_per_s": 3350,
///  "peak_tflops": {"half": 989, "tf32": 495, "f32": 67}, "f32_matmul": "tf32",
///  "axes": [{"bandwidth_gb_per_s": 50, "latency_us": 5},
///           {"bandwidth_gb_per_s": 450, "latency_us": 1}]}
/// ```
///
/// `axes` has one entry per mesh axis; `peak_tflops` may be one number
/// (every element type); `f32_matmul` is `tf32` (the default) or `ieee`.
pub fn from_json(text: &str, axes: usize) -> Result<MeshModel, ModelError> {
    let json: serde_json::Value = serde_json::from_str(text)?;
    let object = json
        .as_object()
        .ok_or(ModelError::Field("expected a JSON object".into()))?;
    let known = [
        "preset",
        "peak_tflops",
        "f32_matmul",
        "memory_gb",
        "memory_bandwidth_gb_per_s",
        "axes",
    ];
    if let Some(unknown) = object.keys().find(|k| !known.contains(&k.as_str())) {
        return Err(ModelError::Field(format!(
            "unknown field '{unknown}' (known: {})",
            known.join(", ")
        )));
    }
    let positive = |value: &serde_json::Value, field: &str| -> Result<f64, ModelError> {
        value
            .as_f64()
            .filter(|v| *v > 0.0)
            .ok_or_else(|| ModelError::Field(format!("'{field}' must be a positive number")))
    };
    let preset = match object.get("preset") {
        Some(name) => name
            .as_str()
            .ok_or_else(|| ModelError::Field(format!("'preset' must be {PRESETS}")))?,
        None => "h100",
    };
    let mut model = MeshModel::preset(preset, axes)
        .ok_or_else(|| ModelError::Field(format!("'preset' must be {PRESETS}, got '{preset}'")))?;
    match object.get("peak_tflops") {
        Some(serde_json::Value::Object(peaks)) => {
            let fields = ["half", "tf32", "f32"];
            if let Some(unknown) = peaks.keys().find(|k| !fields.contains(&k.as_str())) {
                return Err(ModelError::Field(format!(
                    "unknown field 'peak_tflops.{unknown}' (known: {})",
                    fields.join(", ")
                )));
            }
            for (field, peak) in fields.iter().zip([
                &mut model.flops.half,
                &mut model.flops.tf32,
                &mut model.flops.f32,
            ]) {
                if let Some(v) = peaks.get(*field) {
                    *peak = positive(v, &format!("peak_tflops.{field}"))? * 1e12;
                }
            }
        }
        Some(v) => {
            let peak = positive(v, "peak_tflops")? * 1e12;
            model.flops = Peaks {
                half: peak,
                tf32: peak,
                f32: peak,
            };
        }
        None => {}
    }
    match object.get("f32_matmul").map(|v| v.as_str()) {
        None => {}
        Some(Some("tf32")) => model.f32_as_tf32 = true,
        Some(Some("ieee")) => model.f32_as_tf32 = false,
        Some(_) => {
            return Err(ModelError::Field(
                "'f32_matmul' must be \"tf32\" or \"ieee\"".to_owned(),
            ));
        }
    }
    if let Some(v) = object.get("memory_gb") {
        model.memory_bytes = positive(v, "memory_gb")? * 1e9;
    }
    if let Some(v) = object.get("memory_bandwidth_gb_per_s") {
        model.comm.local_bandwidth_bytes_per_s = positive(v, "memory_bandwidth_gb_per_s")? * 1e9;
    }
    if let Some(list) = object.get("axes") {
        let list = list
            .as_array()
            .ok_or(ModelError::Field("'axes' must be a list".into()))?;
        if list.len() != axes {
            return Err(ModelError::Field(format!(
                "'axes' has {} entries but the mesh has {axes} axes",
                list.len()
            )));
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
        let preset = MeshModel::preset("h100", 2).expect("preset");
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
    fn a_file_can_start_from_another_preset() {
        let model = from_json(r#"{"preset": "a100", "memory_gb": 40}"#, 2).expect("valid");
        let a100 = MeshModel::preset("a100", 2).expect("preset");
        assert_eq!(model.flops, a100.flops);
        assert_eq!(model.comm, a100.comm);
        assert_eq!(model.memory_bytes, 40e9);
    }

    #[test]
    fn a_bad_model_file_is_explained() {
        assert_eq!(
            from_json(r#"{"axes": [{}]}"#, 2).unwrap_err().to_string(),
            "'axes' has 1 entries but the mesh has 2 axes"
        );
        assert_eq!(
            from_json(r#"{"memory": 1}"#, 1).unwrap_err().to_string(),
            "unknown field 'memory' (known: preset, peak_tflops, f32_matmul, memory_gb, memory_bandwidth_gb_per_s, axes)"
        );
        assert_eq!(
            from_json(r#"{"preset": "tpu"}"#, 1)
                .unwrap_err()
                .to_string(),
            "'preset' must be h100, h200 or a100, got 'tpu'"
        );
        assert_eq!(
            from_json(r#"{"peak_tflops": -1}"#, 1)
                .unwrap_err()
                .to_string(),
            "'peak_tflops' must be a positive number"
        );
    }
}
