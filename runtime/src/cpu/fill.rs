//! `linalg.fill`: a value's elements set to one scalar, converted to the
//! element type once and written as lanes.

use crate::host::memory::{Arena, Bytes, Rows, View};
use spmd_executable::{Executable, ValueId, scalar::Scalar};

pub fn fill(executable: &Executable, target: ValueId, value: Scalar, arena: &mut Arena) {
    let view = View::of(executable, target);
    let mut lanes = super::lanes::Lanes::new(view.element, view.numel);
    lanes.splat(value, view.numel);
    let bytes = Bytes::new(view.slice_mut(arena));
    lanes.write(0..view.numel, bytes, view.element, Rows::one(&0, 1));
}
