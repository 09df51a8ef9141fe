//! Each rank's host scalar registers: the index and scalar values of a
//! program (loop inductions, dynamic offsets, `tensor.extract` results),
//! computed on the host by every backend alike.

use spmd_executable::{Executable, IndexValue, Step, Storage, ValueId, scalar::Scalar};

/// Runs a host scalar step (`Scalar`, `ScalarConstant`) on a rank's
/// registers; any other step is left alone.
pub fn host_scalar_step(executable: &Executable, step: &Step, scalars: &mut [Scalar]) {
    match step {
        Step::Scalar {
            op,
            arguments,
            result,
            operand_element,
        } => {
            let args: Vec<Scalar> = arguments
                .iter()
                .map(|&a| scalars[scalar_register(executable, a)])
                .collect();
            let element = match &executable.values[*result] {
                Storage::Scalar { element, .. } => *element,
                Storage::Buffer { .. } => unreachable!("validated"),
            };
            scalars[scalar_register(executable, *result)] =
                op.eval(&args, element, *operand_element);
        }
        Step::ScalarConstant { value, result } => {
            scalars[scalar_register(executable, *result)] = *value;
        }
        _ => {}
    }
}

pub fn scalar_register(executable: &Executable, value: ValueId) -> usize {
    match &executable.values[value] {
        Storage::Scalar { register, .. } => *register,
        Storage::Buffer { .. } => unreachable!("validated: value {value} is a scalar"),
    }
}

/// An offset or index: static, or read from its host scalar register.
pub fn resolve(executable: &Executable, index: &IndexValue, scalars: &[Scalar]) -> i64 {
    match index {
        IndexValue::Static(i) => *i,
        IndexValue::Dynamic(value) => match &executable.values[*value] {
            Storage::Scalar { register, .. } => scalars[*register].i(),
            Storage::Buffer { .. } => unreachable!("validated: dynamic indices are scalars"),
        },
    }
}
