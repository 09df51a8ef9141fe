//! Scatter and scan steps on one rank: the element order of
//! `crate::indexed`, elements read and written in their own types.

use super::{
    copy,
    memory::{Arena, Bytes, View, read_element, write_element},
};
use crate::{
    executable::{Executable, Step},
    scalar::Scalar,
};

/// The elements of a buffer, as scalars.
fn elements(arena: &Arena, view: View) -> Vec<Scalar> {
    let bytes = Bytes::read_only(view.slice(arena));
    (0..view.numel)
        .map(|i| read_element(bytes, view.element, i))
        .collect()
}

/// Runs a `Step::Scatter` or `Step::Scan`.
pub fn run(executable: &Executable, step: &Step, arena: &mut Arena) -> Result<(), String> {
    let view = |value| View::of(executable, value);
    match step {
        Step::Scatter {
            updates,
            indices,
            original,
            target,
            shape,
            combine,
            at,
        } => {
            // Only the updated elements are read and written: the
            // original's bytes are moved into the target (unless it is the
            // target), then updated in place.
            let updates = elements(arena, view(*updates));
            let indices = elements(arena, view(*indices));
            copy::whole(executable, *original, *target, arena);
            let target = view(*target);
            let bytes = Bytes::new(target.slice_mut(arena));
            shape
                .for_each(
                    |i| indices[i].i(),
                    |u, o| {
                        let current = read_element(bytes, target.element, o);
                        let combined = combine.apply(updates[u], current, target.element);
                        write_element(bytes, target.element, o, combined);
                    },
                )
                .map_err(|message| format!("the scatter at {at}: {message}"))?;
        }
        Step::Scan {
            input,
            accumulator,
            output,
            last,
            shape,
            combine,
        } => {
            let inputs = elements(arena, view(*input));
            let start = elements(arena, view(*accumulator));
            let element = view(*output).element;
            let mut scanned = vec![Scalar::I(0); inputs.len()];
            let mut lasts = start.clone();
            shape.run(
                |i| inputs[i],
                |j| start[j],
                |running, value| Ok(combine.apply(running, value, element)),
                |i, value| scanned[i] = value,
                |j, value| lasts[j] = value,
            )?;
            write_all(arena, view(*output), &scanned);
            write_all(arena, view(*last), &lasts);
        }
        _ => unreachable!("called on scatters and scans"),
    }
    Ok(())
}

fn write_all(arena: &mut Arena, view: View, values: &[Scalar]) {
    let bytes = Bytes::new(view.slice_mut(arena));
    for (at, &value) in values.iter().enumerate() {
        write_element(bytes, view.element, at, value);
    }
}
