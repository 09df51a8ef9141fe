//! `.npy` files (via npyz): the global inputs and results of `spmd-run`.

use npyz::WriterBuilder;
use std::{fs::File, io::BufReader, path::Path};

use crate::tensor::{ElementType, Tensor};

fn io_error(path: &Path, error: impl std::fmt::Display) -> String {
    format!("{}: {error}", path.display())
}

/// Reads an array; its dtype gives the element type (`bool` is i1).
pub fn read(path: &Path) -> Result<Tensor, String> {
    let file = File::open(path).map_err(|e| io_error(path, e))?;
    let npy = npyz::NpyFile::new(BufReader::new(file)).map_err(|e| io_error(path, e))?;
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let type_string = match npy.dtype() {
        npyz::DType::Plain(type_string) => type_string.to_string(),
        other => {
            return Err(io_error(
                path,
                format!("unsupported dtype {}", other.descr()),
            ));
        }
    };
    let read_error = |e: std::io::Error| io_error(path, e);
    let (element, values): (ElementType, Vec<f64>) =
        match type_string.trim_start_matches(['<', '|', '=']) {
            "f4" => (
                ElementType::F32,
                npy.into_vec::<f32>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(f64::from)
                    .collect(),
            ),
            "f8" => (ElementType::F64, npy.into_vec::<f64>().map_err(read_error)?),
            "f2" => (
                ElementType::F16,
                npy.into_vec::<half::f16>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(f64::from)
                    .collect(),
            ),
            "i8" => (
                ElementType::I64,
                npy.into_vec::<i64>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(|x| x as f64)
                    .collect(),
            ),
            "i4" => (
                ElementType::I32,
                npy.into_vec::<i32>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(f64::from)
                    .collect(),
            ),
            "i2" => (
                ElementType::I16,
                npy.into_vec::<i16>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(f64::from)
                    .collect(),
            ),
            "i1" => (
                ElementType::I8,
                npy.into_vec::<i8>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(f64::from)
                    .collect(),
            ),
            "b1" => (
                ElementType::I1,
                npy.into_vec::<bool>()
                    .map_err(read_error)?
                    .into_iter()
                    .map(|b| b as u8 as f64)
                    .collect(),
            ),
            other => return Err(io_error(path, format!("unsupported dtype '{other}'"))),
        };
    Ok(Tensor::from_f64(element, &shape, values))
}

/// Writes an array in the dtype of its element type (bf16 as f32, which
/// numpy can read).
pub fn write(path: &Path, tensor: &Tensor) -> Result<(), String> {
    let shape: Vec<u64> = tensor.shape.iter().map(|&d| d as u64).collect();
    let mut file = File::create(path).map_err(|e| io_error(path, e))?;
    let values = (0..tensor.numel()).map(|i| tensor.data.get_f64(i));
    macro_rules! write_as {
        ($t:ty, $convert:expr) => {{
            let mut writer = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(&mut file)
                .begin_nd()
                .map_err(|e| io_error(path, e))?;
            writer
                .extend(values.map($convert))
                .map_err(|e| io_error(path, e))?;
            writer.finish().map_err(|e| io_error(path, e))
        }};
    }
    match tensor.element {
        ElementType::F32 | ElementType::BF16 => write_as!(f32, |x| x as f32),
        ElementType::F64 => write_as!(f64, |x| x),
        ElementType::F16 => write_as!(half::f16, half::f16::from_f64),
        ElementType::I64 | ElementType::Index => write_as!(i64, |x| x as i64),
        ElementType::I32 => write_as!(i32, |x| x as i32),
        ElementType::I16 => write_as!(i16, |x| x as i16),
        ElementType::I8 => write_as!(i8, |x| x as i8),
        ElementType::I1 => write_as!(bool, |x| x != 0.0),
    }
}
