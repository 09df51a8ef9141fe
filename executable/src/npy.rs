//! `.npy` files (via npyz): the global inputs and results of `spmd-run`.

use npyz::WriterBuilder;
use std::{fs::File, io::BufReader, path::Path};

use crate::{
    Error,
    tensor::{ElementType, Tensor},
};

/// A `.npy` file this module does not read.
fn unreadable(path: &Path, reason: impl std::fmt::Display) -> Error {
    Error::Npy {
        path: path.to_owned(),
        reason: reason.to_string(),
    }
}

/// Reads an array; its dtype gives the element type (`bool` is i1).
pub fn read(path: &Path) -> Result<Tensor, Error> {
    let file = File::open(path).map_err(|e| Error::io(path, e))?;
    let npy = npyz::NpyFile::new(BufReader::new(file)).map_err(|e| Error::io(path, e))?;
    let shape: Vec<usize> = npy.shape().iter().map(|&d| d as usize).collect();
    let type_string = match npy.dtype() {
        npyz::DType::Plain(type_string) => type_string.to_string(),
        other => {
            return Err(unreadable(
                path,
                format!("unsupported dtype {}", other.descr()),
            ));
        }
    };
    let read_error = |e: std::io::Error| Error::io(path, e);
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
            other => return Err(unreadable(path, format!("unsupported dtype '{other}'"))),
        };
    Ok(Tensor::from_f64(element, &shape, values))
}

/// Writes an array in the dtype of its element type (bf16 as f32, which
/// numpy can read).
pub fn write(path: &Path, tensor: &Tensor) -> Result<(), Error> {
    let shape: Vec<u64> = tensor.shape.iter().map(|&d| d as u64).collect();
    let mut file = File::create(path).map_err(|e| Error::io(path, e))?;
    let values = (0..tensor.numel()).map(|i| tensor.data.get_f64(i));
    macro_rules! write_as {
        ($t:ty, $convert:expr) => {{
            let mut writer = npyz::WriteOptions::<$t>::new()
                .default_dtype()
                .shape(&shape)
                .writer(&mut file)
                .begin_nd()
                .map_err(|e| Error::io(path, e))?;
            writer
                .extend(values.map($convert))
                .map_err(|e| Error::io(path, e))?;
            writer.finish().map_err(|e| Error::io(path, e))
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

/// Where an array's elements lie in its `.npy` file, for reading boxes of
/// it without reading the rest (a rank's shard of a batch, a checkpoint's
/// slices).
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    pub element: ElementType,
    /// Bytes per element in the file.
    pub item: usize,
    pub shape: Vec<usize>,
    /// Where the elements start.
    pub data_offset: u64,
}

/// The file dtype of each element type (bf16 as f32, which numpy reads),
/// and back.
fn descr(element: ElementType) -> &'static str {
    match element {
        ElementType::F32 | ElementType::BF16 => "<f4",
        ElementType::F64 => "<f8",
        ElementType::F16 => "<f2",
        ElementType::I64 | ElementType::Index => "<i8",
        ElementType::I32 => "<i4",
        ElementType::I16 => "<i2",
        ElementType::I8 => "|i1",
        ElementType::I1 => "|b1",
    }
}

fn element_of(descr: &str) -> Option<(ElementType, usize)> {
    Some(match descr.trim_start_matches(['<', '|', '=']) {
        "f4" => (ElementType::F32, 4),
        "f8" => (ElementType::F64, 8),
        "f2" => (ElementType::F16, 2),
        "i8" => (ElementType::I64, 8),
        "i4" => (ElementType::I32, 4),
        "i2" => (ElementType::I16, 2),
        "i1" => (ElementType::I8, 1),
        "b1" => (ElementType::I1, 1),
        _ => return None,
    })
}

/// Reads the header of a `.npy` file (C order, little-endian dtypes).
pub fn layout(path: &Path) -> Result<Layout, Error> {
    use std::io::Read;
    let mut file = File::open(path).map_err(|e| Error::io(path, e))?;
    let mut preamble = [0u8; 10];
    file.read_exact(&mut preamble)
        .map_err(|_| unreadable(path, "not a .npy file (too short)"))?;
    if &preamble[..6] != b"\x93NUMPY" {
        return Err(unreadable(path, "not a .npy file"));
    }
    let (length, start) = if preamble[6] == 1 {
        (u16::from_le_bytes([preamble[8], preamble[9]]) as usize, 10)
    } else {
        let mut more = [0u8; 2];
        file.read_exact(&mut more).map_err(|e| Error::io(path, e))?;
        (
            u32::from_le_bytes([preamble[8], preamble[9], more[0], more[1]]) as usize,
            12,
        )
    };
    let mut header = vec![0u8; length];
    file.read_exact(&mut header)
        .map_err(|e| Error::io(path, e))?;
    let header = String::from_utf8_lossy(&header);
    let field = |name: &str| -> Option<&str> {
        let at = header.find(&format!("'{name}'"))? + name.len() + 2;
        Some(header[at..].trim_start_matches([':', ' ']))
    };
    let descr = field("descr")
        .and_then(|rest| rest.strip_prefix('\''))
        .and_then(|rest| rest.split('\'').next())
        .ok_or_else(|| unreadable(path, "no dtype in the header"))?;
    let (element, item) = element_of(descr)
        .ok_or_else(|| unreadable(path, format!("unsupported dtype '{descr}'")))?;
    if field("fortran_order").is_some_and(|rest| rest.starts_with("True")) {
        return Err(unreadable(path, "Fortran-ordered arrays are not supported"));
    }
    let shape = field("shape")
        .and_then(|rest| rest.strip_prefix('('))
        .and_then(|rest| rest.split(')').next())
        .ok_or_else(|| unreadable(path, "no shape in the header"))?
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| d.parse::<usize>())
        .collect::<Result<Vec<_>, _>>()
        .map_err(|_| unreadable(path, "a bad shape in the header"))?;
    Ok(Layout {
        element,
        item,
        shape,
        data_offset: (start + length) as u64,
    })
}

/// The elements of `tensor` as the bytes of its file dtype.
pub fn encode(tensor: &Tensor) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(tensor.numel() * 8);
    for i in 0..tensor.numel() {
        let x = tensor.data.get_f64(i);
        match tensor.element {
            ElementType::F32 | ElementType::BF16 => bytes.extend((x as f32).to_le_bytes()),
            ElementType::F64 => bytes.extend(x.to_le_bytes()),
            ElementType::F16 => bytes.extend(half::f16::from_f64(x).to_le_bytes()),
            ElementType::I64 | ElementType::Index => bytes.extend((x as i64).to_le_bytes()),
            ElementType::I32 => bytes.extend((x as i32).to_le_bytes()),
            ElementType::I16 => bytes.extend((x as i16).to_le_bytes()),
            ElementType::I8 => bytes.extend((x as i8).to_le_bytes()),
            ElementType::I1 => bytes.push((x != 0.0) as u8),
        }
    }
    bytes
}

/// Elements of `element` (as a file stores them) from `bytes`.
fn decode(element: ElementType, bytes: &[u8]) -> Vec<f64> {
    let item = element_of(descr(element)).map_or(1, |(_, item)| item);
    bytes
        .chunks_exact(item)
        .map(|b| match element {
            ElementType::F32 | ElementType::BF16 => {
                f32::from_le_bytes(b.try_into().unwrap()) as f64
            }
            ElementType::F64 => f64::from_le_bytes(b.try_into().unwrap()),
            ElementType::F16 => half::f16::from_le_bytes(b.try_into().unwrap()).to_f64(),
            ElementType::I64 | ElementType::Index => {
                i64::from_le_bytes(b.try_into().unwrap()) as f64
            }
            ElementType::I32 => i32::from_le_bytes(b.try_into().unwrap()) as f64,
            ElementType::I16 => i16::from_le_bytes(b.try_into().unwrap()) as f64,
            ElementType::I8 => b[0] as i8 as f64,
            ElementType::I1 => (b[0] != 0) as u8 as f64,
        })
        .collect()
}

/// Writes `tensor` as a `.npy` file and returns the bytes of its elements
/// (as stored after the header), for checksums.
pub fn write_returning_data(path: &Path, tensor: &Tensor) -> Result<Vec<u8>, Error> {
    use std::io::Write;
    let dims: Vec<String> = tensor.shape.iter().map(ToString::to_string).collect();
    let shape = match dims.len() {
        1 => format!("({},)", dims[0]),
        _ => format!("({})", dims.join(", ")),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        descr(tensor.element)
    );
    // Magic, version, length and header end on a 64-byte boundary with '\n'.
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let data = encode(tensor);
    let mut file = File::create(path).map_err(|e| Error::io(path, e))?;
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend((header.len() as u16).to_le_bytes());
    bytes.extend(header.as_bytes());
    file.write_all(&bytes)
        .and_then(|()| file.write_all(&data))
        .and_then(|()| file.sync_all())
        .map_err(|e| Error::io(path, e))?;
    Ok(data)
}

/// The box of `sizes` elements at `offsets` of an array laid out as
/// `layout`, each contiguous run of the file read by `read(byte offset in
/// the data, buffer)`.
pub fn read_box<E: From<Error>>(
    layout: &Layout,
    offsets: &[usize],
    sizes: &[usize],
    mut read: impl FnMut(u64, &mut [u8]) -> Result<(), E>,
) -> Result<Tensor, E> {
    let rank = layout.shape.len();
    if offsets.len() != rank
        || sizes.len() != rank
        || (0..rank).any(|d| offsets[d] + sizes[d] > layout.shape[d])
    {
        return Err(Error::BoxOutside {
            offsets: offsets.to_vec(),
            sizes: sizes.to_vec(),
            shape: layout.shape.clone(),
        }
        .into());
    }
    let strides = crate::tensor::strides(&layout.shape);
    let count: usize = sizes.iter().product();
    let mut values = Vec::with_capacity(count);
    if count > 0 {
        // Runs along the last dim (the whole box when it is 0-d).
        let run = sizes.last().copied().unwrap_or(1);
        let outer = &sizes[..rank.saturating_sub(1)];
        let mut buffer = vec![0u8; run * layout.item];
        for index in crate::tensor::multi_indices(outer) {
            let start: usize = index
                .iter()
                .chain(std::iter::once(&0))
                .zip(offsets)
                .zip(&strides)
                .map(|((i, o), s)| (i + o) * s)
                .sum();
            read((start * layout.item) as u64, &mut buffer)?;
            values.extend(decode(layout.element, &buffer));
        }
    }
    Ok(Tensor::from_f64(layout.element, sizes, values))
}

/// [`read_box`] from the file at `path`.
pub fn read_file_box(
    path: &Path,
    layout: &Layout,
    offsets: &[usize],
    sizes: &[usize],
) -> Result<Tensor, Error> {
    use std::io::{Read, Seek, SeekFrom};
    let mut file = File::open(path).map_err(|e| Error::io(path, e))?;
    read_box(layout, offsets, sizes, |at, buffer| {
        file.seek(SeekFrom::Start(layout.data_offset + at))
            .and_then(|_| file.read_exact(buffer))
            .map_err(|e| Error::io(path, e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A box read by seeks equals the same box cut from the whole array,
    /// for every element type the files hold and 0-d to 3-d arrays; the
    /// file is one numpy (and `read`) reads.
    #[test]
    fn boxes_read_by_seeking_equal_slices_of_the_whole() {
        let dir = std::env::temp_dir().join(format!("spmd-npy-box-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let cases: [(ElementType, &[usize], &[usize], &[usize]); 5] = [
            (ElementType::F32, &[4, 5, 6], &[1, 2, 3], &[2, 3, 2]),
            (ElementType::BF16, &[7, 3], &[3, 0], &[4, 3]),
            (ElementType::I64, &[9], &[4], &[5]),
            (ElementType::I1, &[3, 3], &[0, 1], &[3, 1]),
            (ElementType::F16, &[], &[], &[]),
        ];
        for (i, (element, shape, offsets, sizes)) in cases.into_iter().enumerate() {
            let count: usize = shape.iter().product();
            let values = (0..count).map(|k| (k % 7) as f64 - 2.0).collect();
            let whole = Tensor::from_f64(element, shape, values);
            let path = dir.join(format!("case{i}.npy"));
            let data = write_returning_data(&path, &whole).unwrap();
            assert_eq!(data, encode(&whole));
            let layout = layout(&path).unwrap();
            assert_eq!(layout.shape, shape);
            let read_back = read(&path).unwrap();
            assert_eq!(read_back.shape, whole.shape);
            let got = read_file_box(&path, &layout, offsets, sizes).unwrap();
            let want = whole.slice(offsets, sizes);
            for k in 0..want.numel() {
                assert_eq!(got.data.get_f64(k), want.data.get_f64(k), "case {i}");
            }
        }
        assert!(
            read_file_box(
                &dir.join("case0.npy"),
                &layout(&dir.join("case0.npy")).unwrap(),
                &[3, 0, 0],
                &[2, 1, 1]
            )
            .is_err()
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
