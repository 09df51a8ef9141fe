//! The CUDA backend's own kernels, beside the executable's: fills, box
//! copies (`CopyRegion` steps and the copies around NCCL calls), and for
//! `--simulate-mesh` the element-wise combine of a reduction's
//! contributions and an average's division. One CUDA C unit, compiled by
//! NVRTC like the executable's kernels; the arguments' layouts are the
//! `#[repr(C)]` structs here.

use spmd_executable::{collectives::Reduction, tensor::ElementType};

/// Dims a box copy handles.
pub const BOX_RANK: usize = 8;

/// A box copy's shape and strides (in elements), passed by value.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoxArguments {
    pub sizes: [i64; BOX_RANK],
    pub from_strides: [i64; BOX_RANK],
    pub to_strides: [i64; BOX_RANK],
    pub rank: i32,
    pub element_bytes: i32,
}

impl BoxArguments {
    /// `None` when the box has more dims than [`BOX_RANK`].
    pub fn new(
        sizes: &[usize],
        from_strides: &[usize],
        to_strides: &[usize],
        element_bytes: usize,
    ) -> Option<BoxArguments> {
        if sizes.len() > BOX_RANK {
            return None;
        }
        let mut arguments = BoxArguments {
            rank: sizes.len() as i32,
            element_bytes: element_bytes as i32,
            ..BoxArguments::default()
        };
        for dim in 0..sizes.len() {
            arguments.sizes[dim] = sizes[dim] as i64;
            arguments.from_strides[dim] = from_strides[dim] as i64;
            arguments.to_strides[dim] = to_strides[dim] as i64;
        }
        Some(arguments)
    }

    /// The same copy in fewest dims and widest moves, for a box from
    /// address `from` to address `to`: dims of one element dropped, a dim
    /// merged into the next where both sides step over it as over one
    /// run, and the elements of a run contiguous on both sides moved 16,
    /// 8 or 4 bytes at a time where the run, both addresses and every
    /// other stride allow (a box copy then moves 16 bytes per thread
    /// where a row of its box does).
    pub fn widened(&self, to: u64, from: u64) -> BoxArguments {
        let rank = self.rank as usize;
        let mut dims: Vec<(i64, i64, i64)> = Vec::with_capacity(rank);
        for d in 0..rank {
            let dim = (self.sizes[d], self.from_strides[d], self.to_strides[d]);
            if dim.0 == 1 {
                continue;
            }
            match dims.last_mut() {
                Some(outer) if outer.1 == dim.0 * dim.1 && outer.2 == dim.0 * dim.2 => {
                    *outer = (outer.0 * dim.0, dim.1, dim.2);
                }
                _ => dims.push(dim),
            }
        }
        let mut element_bytes = self.element_bytes as i64;
        if let Some(&(size, 1, 1)) = dims.last() {
            let fits = |width: i64| {
                let factor = width / element_bytes;
                size % factor == 0
                    && to.is_multiple_of(width as u64)
                    && from.is_multiple_of(width as u64)
                    && dims[..dims.len() - 1].iter().all(|&(_, f, t)| {
                        (f * element_bytes) % width == 0 && (t * element_bytes) % width == 0
                    })
            };
            if let Some(width) = [16, 8, 4]
                .into_iter()
                .find(|&w| w > element_bytes && fits(w))
            {
                let factor = width / element_bytes;
                let last = dims.len() - 1;
                dims[last].0 /= factor;
                for dim in &mut dims[..last] {
                    dim.1 /= factor;
                    dim.2 /= factor;
                }
                element_bytes = width;
            }
        }
        let mut widened = BoxArguments {
            rank: dims.len() as i32,
            element_bytes: element_bytes as i32,
            ..BoxArguments::default()
        };
        for (d, &(size, from_stride, to_stride)) in dims.iter().enumerate() {
            widened.sizes[d] = size;
            widened.from_strides[d] = from_stride;
            widened.to_strides[d] = to_stride;
        }
        widened
    }

    pub fn elements(&self) -> usize {
        self.sizes[..self.rank as usize]
            .iter()
            .product::<i64>()
            .max(0) as usize
    }
}

/// The element code `spmd_accumulate` and `spmd_divide` switch on.
pub fn element_code(element: ElementType) -> Option<i32> {
    Some(match element {
        ElementType::F32 => 0,
        ElementType::F16 => 1,
        ElementType::BF16 => 2,
        ElementType::F64 => 3,
        ElementType::I8 => 4,
        ElementType::I1 => 5,
        ElementType::I32 => 6,
        ElementType::I64 | ElementType::Index => 7,
        ElementType::I16 => return None,
    })
}

/// The combine code of `spmd_accumulate` (an average sums, then divides).
pub fn combine_code(reduction: Reduction) -> Option<i32> {
    Some(match reduction {
        Reduction::Sum | Reduction::Average => 0,
        Reduction::Product => 1,
        Reduction::Max => 2,
        Reduction::Min => 3,
        _ => return None,
    })
}

/// The kernels' names, in the unit below.
pub const FILL: &str = "spmd_fill";
pub const BOX_COPY: &str = "spmd_box_copy";
pub const ACCUMULATE: &str = "spmd_accumulate";
pub const DIVIDE: &str = "spmd_divide";

/// The support kernels' whole CUDA C unit: the codegen's prelude, then
/// [`SOURCE`].
pub fn unit() -> String {
    format!("{}{SOURCE}", super::codegen::PRELUDE)
}

/// The CUDA C unit (after the codegen's prelude, for the f16 / bf16
/// conversions and NaN-propagating max / min).
pub const SOURCE: &str = r#"
struct spmd_box { LL sizes[8]; LL from_strides[8]; LL to_strides[8]; int rank; int element_bytes; };

__device__ __forceinline__ void spmd_move(unsigned char *to, LL t, const unsigned char *from, LL f, int bytes) {
  switch (bytes) {
    case 1: to[t] = from[f]; break;
    case 2: ((unsigned short *)to)[t] = ((const unsigned short *)from)[f]; break;
    case 4: ((unsigned *)to)[t] = ((const unsigned *)from)[f]; break;
    case 8: ((ULL *)to)[t] = ((const ULL *)from)[f]; break;
    default: ((uint4 *)to)[t] = ((const uint4 *)from)[f]; break;
  }
}

extern "C" __global__ void spmd_fill(unsigned char *to, LL count, int bytes, ULL bits) {
  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < count; p += (LL)gridDim.x * blockDim.x) {
    spmd_move(to, p, (const unsigned char *)&bits, 0, bytes);
  }
}

// The box's last dim runs along threads; each thread takes the rest of
// its point by one division per outer dim.
extern "C" __global__ void spmd_box_copy(unsigned char *to, const unsigned char *from, spmd_box box) {
  LL total = 1;
  for (int d = 0; d < box.rank; ++d) total *= box.sizes[d];
  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < total; p += (LL)gridDim.x * blockDim.x) {
    LL rest = p, f = 0, t = 0;
    for (int d = box.rank - 1; d >= 0; --d) {
      const LL size = box.sizes[d];
      const LL i = d == 0 ? rest : rest % size;
      rest = d == 0 ? 0 : rest / size;
      f += i * box.from_strides[d];
      t += i * box.to_strides[d];
    }
    spmd_move(to, t, from, f, box.element_bytes);
  }
}

template <typename T> __device__ __forceinline__ T spmd_combine(T a, T b, int op) {
  switch (op) {
    case 0: return a + b;
    case 1: return a * b;
    case 2: return a > b ? a : b;
    default: return a < b ? a : b;
  }
}
__device__ __forceinline__ float spmd_combine_float(float a, float b, int op) {
  return op == 2 ? s_max(a, b) : op == 3 ? s_min(a, b) : spmd_combine(a, b, op);
}
__device__ __forceinline__ double spmd_combine_double(double a, double b, int op) {
  return op == 2 ? s_max(a, b) : op == 3 ? s_min(a, b) : spmd_combine(a, b, op);
}

extern "C" __global__ void spmd_accumulate(unsigned char *acc, const unsigned char *x, LL count, int element, int op) {
  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < count; p += (LL)gridDim.x * blockDim.x) {
    switch (element) {
      case 0: ((float *)acc)[p] = spmd_combine_float(((float *)acc)[p], ((const float *)x)[p], op); break;
      case 1: ((unsigned short *)acc)[p] = f2h(spmd_combine_float(h2f(((unsigned short *)acc)[p]), h2f(((const unsigned short *)x)[p]), op)); break;
      case 2: ((unsigned short *)acc)[p] = f2b(spmd_combine_float(b2f(((unsigned short *)acc)[p]), b2f(((const unsigned short *)x)[p]), op)); break;
      case 3: ((double *)acc)[p] = spmd_combine_double(((double *)acc)[p], ((const double *)x)[p], op); break;
      case 4: ((signed char *)acc)[p] = spmd_combine(((signed char *)acc)[p], ((const signed char *)x)[p], op); break;
      case 5: ((unsigned char *)acc)[p] = spmd_combine(((unsigned char *)acc)[p], ((const unsigned char *)x)[p], op) & 1; break;
      case 6: ((int *)acc)[p] = spmd_combine(((int *)acc)[p], ((const int *)x)[p], op); break;
      default: ((LL *)acc)[p] = spmd_combine(((LL *)acc)[p], ((const LL *)x)[p], op); break;
    }
  }
}

extern "C" __global__ void spmd_divide(unsigned char *acc, LL count, int element, LL divisor) {
  for (LL p = blockIdx.x * (LL)blockDim.x + threadIdx.x; p < count; p += (LL)gridDim.x * blockDim.x) {
    switch (element) {
      case 0: ((float *)acc)[p] = ((float *)acc)[p] / (float)divisor; break;
      case 1: ((unsigned short *)acc)[p] = f2h(h2f(((unsigned short *)acc)[p]) / (float)divisor); break;
      case 2: ((unsigned short *)acc)[p] = f2b(b2f(((unsigned short *)acc)[p]) / (float)divisor); break;
      case 3: ((double *)acc)[p] = ((double *)acc)[p] / (double)divisor; break;
      case 4: ((signed char *)acc)[p] = ((signed char *)acc)[p] / divisor; break;
      case 5: break;
      case 6: ((int *)acc)[p] = ((int *)acc)[p] / divisor; break;
      default: ((LL *)acc)[p] = ((LL *)acc)[p] / divisor; break;
    }
  }
}
"#;

#[cfg(test)]
mod tests {
    use super::BoxArguments;

    /// The bytes a box copy leaves in `to` (a zeroed buffer), element by
    /// element, as the kernel moves them.
    fn copied(
        arguments: &BoxArguments,
        from: &[u8],
        to_offset: usize,
        from_offset: usize,
    ) -> Vec<u8> {
        let mut to = vec![0u8; 4096];
        let rank = arguments.rank as usize;
        let bytes = arguments.element_bytes as usize;
        for p in 0..arguments.elements() {
            let (mut rest, mut f, mut t) = (p, 0i64, 0i64);
            for d in (0..rank).rev() {
                let size = arguments.sizes[d] as usize;
                f += (rest % size) as i64 * arguments.from_strides[d];
                t += (rest % size) as i64 * arguments.to_strides[d];
                rest /= size;
            }
            let (f, t) = (
                from_offset + f as usize * bytes,
                to_offset + t as usize * bytes,
            );
            to[t..t + bytes].copy_from_slice(&from[f..f + bytes]);
        }
        to
    }

    #[test]
    fn widened_boxes_copy_the_same_bytes_in_fewer_wider_moves() {
        let from: Vec<u8> = (0..4096).map(|i| (i * 7 % 251) as u8).collect();
        // (sizes, from strides, to strides, element bytes), the to and from
        // offsets in bytes, the widened rank and element bytes.
        type Case<'a> = (
            (&'a [usize], &'a [usize], &'a [usize], usize),
            (usize, usize),
            (i32, i32),
        );
        let cases: [Case; 6] = [
            // A [4, 3, 16] bf16 slice of a [4, 3, 32] tensor: rows of 32 bytes.
            (
                (&[4, 3, 16], &[96, 32, 1], &[48, 16, 1], 2),
                (0, 0),
                (2, 16),
            ),
            // Dims of one element dropped, a whole tensor one run.
            (
                (&[1, 6, 1, 8], &[48, 8, 8, 1], &[48, 8, 8, 1], 4),
                (32, 64),
                (1, 16),
            ),
            // Misaligned source: 4 bytes at most.
            ((&[2, 8], &[16, 1], &[8, 1], 2), (0, 4), (2, 4)),
            // Odd rows: no widening.
            ((&[3, 5], &[7, 1], &[5, 1], 2), (0, 0), (2, 2)),
            // A strided last dim: merged (one stride of 2), not widened.
            ((&[4, 4], &[8, 2], &[4, 1], 4), (0, 0), (1, 4)),
            // f32 rows of 2: 8-byte moves.
            ((&[5, 2], &[4, 1], &[2, 1], 4), (8, 16), (2, 8)),
        ];
        for ((sizes, from_strides, to_strides, bytes), (to, from_offset), (rank, width)) in cases {
            let arguments =
                BoxArguments::new(sizes, from_strides, to_strides, bytes).expect("few dims");
            let widened = arguments.widened(to as u64, from_offset as u64);
            assert_eq!(
                (widened.rank, widened.element_bytes),
                (rank, width),
                "{sizes:?}"
            );
            assert_eq!(
                copied(&widened, &from, to, from_offset),
                copied(&arguments, &from, to, from_offset),
                "{sizes:?}"
            );
        }
    }
}
