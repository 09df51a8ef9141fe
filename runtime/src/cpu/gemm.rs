//! GEMMs on the CPU through `matrixmultiply` (strided, so transposed
//! operands need no copy); f16 / bf16 operands are widened to f32 and the
//! result rounded back.

use super::memory::{Arena, View, gather_f32, scatter_f32};
use crate::{
    executable::{Executable, Gemm, GemmOperand, Init},
    tensor::{ElementType, advance},
};

/// The operand's elements as f32 (borrowed from the arena when they are f32).
fn widened(arena: &Arena, view: View) -> std::borrow::Cow<'_, [f32]> {
    let bytes = view.slice(arena);
    match view.element {
        ElementType::F32 => std::borrow::Cow::Borrowed(bytemuck::cast_slice(bytes)),
        element => {
            let mut values = vec![0f32; view.numel];
            gather_f32(bytes, element, 0, 1, &mut values);
            std::borrow::Cow::Owned(values)
        }
    }
}

fn offset(operand: &GemmOperand, batch: &[usize]) -> usize {
    let offset = operand
        .batch_strides
        .iter()
        .zip(batch)
        .fold(operand.offset as isize, |sum, (&s, &b)| {
            sum + s * b as isize
        });
    offset as usize
}

pub fn run(executable: &Executable, gemm: &Gemm, arena: &mut Arena) {
    let views = [&gemm.a, &gemm.b, &gemm.c].map(|o| View::of(executable, o.value));
    let beta = match &gemm.init {
        Init::Constant(value) if value.f() == 0.0 => 0.0,
        Init::Constant(value) => {
            let fill = vec![value.f() as f32; views[2].numel];
            scatter_f32(views[2].slice_mut(arena), views[2].element, 0, 1, &fill);
            1.0
        }
        Init::Value(access) if access.value == gemm.c.value => 1.0,
        Init::Value(access) => {
            let source = View::of(executable, access.value);
            let bytes = source.slice(arena).to_vec();
            views[2].slice_mut(arena).copy_from_slice(&bytes);
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
    let mut batch = vec![0usize; gemm.batch.len()];
    let count: usize = gemm.batch.iter().product();
    for _ in 0..count {
        // SAFETY: `Executable::validate` checked that every operand's
        // extent over the batch, rows and columns lies inside its buffer,
        // and the buffer plan never places C over A or B.
        unsafe {
            matrixmultiply::sgemm(
                gemm.m,
                gemm.k,
                gemm.n,
                1.0,
                a.add(offset(&gemm.a, &batch)),
                gemm.a.row_stride,
                gemm.a.column_stride,
                b.add(offset(&gemm.b, &batch)),
                gemm.b.row_stride,
                gemm.b.column_stride,
                beta,
                c.add(offset(&gemm.c, &batch)),
                gemm.c.row_stride,
                gemm.c.column_stride,
            );
        }
        advance(&mut batch, &gemm.batch);
    }
    if let Some(wide) = c_wide {
        scatter_f32(views[2].slice_mut(arena), views[2].element, 0, 1, &wide);
    }
}
