//! GEMMs on the CPU through `matrixmultiply` (strided, so transposed
//! operands need no copy), split across the rank's threads when large;
//! f16 / bf16 operands are widened to f32 and the result rounded back.

use super::team::Team;
use crate::host::memory::{Arena, Bytes, Rows, Shared, View, gather_f32, scatter_f32};
use spmd_executable::{Executable, Gemm, GemmOperand, Init, tensor::ElementType};

/// The operand's elements as f32 (borrowed from the arena when they are f32).
fn widened(arena: &Arena, view: View) -> std::borrow::Cow<'_, [f32]> {
    let bytes = view.slice(arena);
    match view.element {
        ElementType::F32 => std::borrow::Cow::Borrowed(bytemuck::cast_slice(bytes)),
        element => {
            let mut values = vec![0f32; view.numel];
            gather_f32(
                Bytes::read_only(bytes),
                element,
                Rows::one(&0, 1),
                &mut values,
            );
            std::borrow::Cow::Owned(values)
        }
    }
}

/// The operand's first element at the batch index at row-major position
/// `position` of `batch`.
fn offset(operand: &GemmOperand, mut position: usize, batch: &[usize]) -> usize {
    let mut offset = operand.offset as isize;
    for (&stride, &extent) in operand.batch_strides.iter().zip(batch).rev() {
        offset += stride * (position % extent) as isize;
        position /= extent;
    }
    offset as usize
}

/// GEMMs of at least this many flops are split across the rank's threads.
const PARALLEL_FLOPS: usize = 1 << 21;

/// Runs `gemm`, on the threads of `team` (blocks of batches or rows of C)
/// when it is large enough.
pub fn run(executable: &Executable, gemm: &Gemm, arena: &mut Arena, team: Option<&Team>) {
    let views = [&gemm.a, &gemm.b, &gemm.c].map(|o| View::of(executable, o.value));
    let beta = match &gemm.init {
        Init::Constant(value) if value.f() == 0.0 => 0.0,
        Init::Constant(value) => {
            let fill = vec![value.f() as f32; views[2].numel];
            scatter_f32(
                Bytes::new(views[2].slice_mut(arena)),
                views[2].element,
                Rows::one(&0, 1),
                &fill,
            );
            1.0
        }
        Init::Value(access) if View::of(executable, access.value).offset == views[2].offset => 1.0,
        Init::Value(access) => {
            crate::host::copy::whole(executable, access.value, gemm.c.value, arena);
            1.0
        }
        Init::None => 0.0,
    };
    // f32 operands are used in place; others are widened copies.
    let widen =
        |view: View| (view.element != ElementType::F32).then(|| widened(arena, view).into_owned());
    let [a_wide, b_wide, mut c_wide] = views.map(widen);
    let base = arena.bytes_mut().as_mut_ptr();
    // SAFETY: offsets of validated buffers inside the arena, 8-byte aligned
    // arena and 4-byte aligned f32 buffers.
    let pointer = |wide: &Option<Vec<f32>>, view: View| match wide {
        Some(values) => values.as_ptr() as *mut f32,
        None => unsafe { base.add(view.offset) as *mut f32 },
    };
    let (a, b) = (pointer(&a_wide, views[0]), pointer(&b_wide, views[1]));
    let c = match &mut c_wide {
        Some(values) => values.as_mut_ptr(),
        None => pointer(&None, views[2]),
    };
    let count: usize = gemm.batch.iter().product();
    let flops = 2 * gemm.m * gemm.n * gemm.k * count;
    let parallel = team.filter(|_| flops >= PARALLEL_FLOPS);
    // Pieces: every batch index, its rows cut into blocks when the batches
    // are fewer than the threads.
    let blocks = parallel.map_or(1, |team| {
        team.threads()
            .div_ceil(count.max(1))
            .clamp(1, gemm.m.div_ceil(8).max(1))
    });
    // SAFETY: the pieces write disjoint parts of C (other batch indices or
    // other rows), and the buffer plan never places C over A or B.
    let operands = unsafe { Shared::new((a, b, c)) };
    let piece = |index: usize| {
        let (a, b, c) = operands.get();
        let rows = gemm.m * (index % blocks) / blocks..gemm.m * (index % blocks + 1) / blocks;
        let batch = index / blocks;
        let first_row = |operand: &GemmOperand| {
            offset(operand, batch, &gemm.batch) as isize + rows.start as isize * operand.row_stride
        };
        // SAFETY: `Executable::validate` checked that every operand's
        // extent over the batch, rows and columns lies inside its buffer.
        unsafe {
            matrixmultiply::sgemm(
                rows.len(),
                gemm.k,
                gemm.n,
                gemm.scale as f32,
                a.offset(first_row(&gemm.a)),
                gemm.a.row_stride,
                gemm.a.column_stride,
                b.add(offset(&gemm.b, batch, &gemm.batch)),
                gemm.b.row_stride,
                gemm.b.column_stride,
                beta,
                c.offset(first_row(&gemm.c)),
                gemm.c.row_stride,
                gemm.c.column_stride,
            );
        }
    };
    match parallel {
        Some(team) => team.run(count * blocks, &piece),
        None => (0..count * blocks).for_each(piece),
    }
    if let Some(wide) = c_wide {
        scatter_f32(
            Bytes::new(views[2].slice_mut(arena)),
            views[2].element,
            Rows::one(&0, 1),
            &wide,
        );
    }
}
