//! Row groups whose rows stay in registers ([`super::Form::RowGroup`]).
//! Where every member runs over one dim of the same length past its rows
//! (or is one point a row), the lanes of a warp take the same points in
//! every member: lane `x` the vectors `x, x + 32, ...` of `V` points, `V`
//! the narrowest of the members' vectors (narrower still where 32 vectors
//! do not divide the row). So a value that one member
//! loads or writes along the row and a later member reads at the same
//! place ([`RowPlace`]) is kept in the lane's registers (`rc{c}`), and a
//! statistic of the row that a reduction (or a one-point member) writes
//! is handed to every lane by a shuffle (`st{n}`): the later member reads
//! neither from memory. A warp's chain of dependent loads is then one
//! long, where the plain group waits on the statistic lane 0 stored and
//! on the row again in every member (the softmax forward: five loads
//! deep, latency-bound at a third of the bandwidth). Every store still
//! happens (later steps read them), and `__syncwarp` still orders what is
//! read from memory.

use std::fmt::Write;

use super::{
    CodegenError, Nest,
    forms::{member_points, member_reduction, vectorizable},
    nest::staged_vector,
};
use crate::kernel_c::{
    body::Writer,
    scalar::{load_element, memory_type, store_element},
};
use spmd_executable::{Executable, RowPlace, tensor::ElementType};

/// The row values one lane keeps in registers at most (elements, all
/// kept rows together): a row of 1,024 points keeps two.
const KEPT_PER_LANE: usize = 64;

/// A value a lane holds in registers: a statistic `st{n}` or a row's
/// points `rc{c}`.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Held {
    Statistic(usize),
    Row(usize),
}

/// One member: its kernel, the dims its rows span, and its dim along the
/// row (None: one point a row).
struct Member {
    kernel: usize,
    split: usize,
    along: Option<usize>,
}

/// What one member reads from registers and puts there.
#[derive(Default)]
struct MemberPlan {
    /// Per input: where it is held, if it is.
    reads: Vec<Option<Held>>,
    /// (input, row kept): inputs whose loads fill a kept row.
    fills: Vec<(usize, usize)>,
    /// (output, held): outputs whose values are kept.
    keeps: Vec<(usize, Held)>,
}

/// A group's registers: its vector, the points of its rows, and per
/// member what it reads and keeps.
struct Plan {
    vector: usize,
    length: usize,
    members: Vec<(Member, MemberPlan)>,
    rows: Vec<ElementType>,
    statistics: Vec<ElementType>,
}

/// Writes row group `kernels` (`rows` rows) with its rows resident, into
/// `text` after the warp's loop head; false (nothing written) where the
/// group's members do not all run over one dim of one length.
pub(super) fn resident_row_group(
    executable: &Executable,
    writers: &[Writer],
    text: &mut String,
    kernels: &[usize],
    rows: usize,
) -> Result<bool, CodegenError> {
    let Some(plan) = plan(executable, kernels, rows) else {
        return Ok(false);
    };
    text.push_str("    // rows resident\n");
    for (c, &element) in plan.rows.iter().enumerate() {
        writeln!(
            text,
            "    {} rc{c}[{} / SPMD_WARP];",
            memory_type(element),
            plan.length
        )
        .expect("string");
    }
    for (n, &element) in plan.statistics.iter().enumerate() {
        writeln!(text, "    {} st{n};", memory_type(element)).expect("string");
    }
    for ((member, member_plan), writer) in plan.members.iter().zip(writers) {
        let nest = Nest::new(writer)?;
        writeln!(text, "    {{ // {}", nest.kernel.name).expect("string");
        let rows: Vec<usize> = (0..member.split).collect();
        nest.decompose(text, "p", &rows);
        let member_text = Resident {
            nest: &nest,
            plan: &plan,
            member: member_plan,
        };
        match member.along {
            Some(row) if nest.kernel.reduction.contains(&true) => {
                member_text.reduction(text, row)?
            }
            Some(row) => member_text.points(text, row)?,
            None => member_text.one_point(text)?,
        }
        text.push_str("    }\n    __syncwarp();\n");
    }
    Ok(true)
}

/// The plan of group `kernels`, where its rows can be resident.
fn plan(executable: &Executable, kernels: &[usize], rows: usize) -> Option<Plan> {
    let mut members = Vec::with_capacity(kernels.len());
    let (mut length, mut vector) = (None, usize::MAX);
    for &k in kernels {
        let kernel = &executable.kernels[k];
        let split = executable.row_split(k, rows)?;
        let reduction = kernel.reduction.contains(&true);
        let along = match kernel.dims.len() - split {
            0 if !reduction => None,
            1 => Some(split),
            _ => return None,
        };
        if let Some(row) = along {
            if *length.get_or_insert(kernel.dims[row]) != kernel.dims[row] {
                return None;
            }
            let (dim, v) = if reduction {
                member_reduction(executable, kernel)
            } else {
                member_points(executable, kernel, split)
            };
            if dim != row {
                return None;
            }
            vector = vector.min(v);
        }
        members.push(Member {
            kernel: k,
            split,
            along,
        });
    }
    let length = length?;
    // Narrower vectors where a warp's lanes would not cover the row evenly.
    while vector > 1 && !length.is_multiple_of(32 * vector) {
        vector /= 2;
    }
    if !length.is_multiple_of(32 * vector) {
        return None;
    }
    let places = |m: &Member, accesses: &[spmd_executable::Access]| -> Vec<Option<RowPlace>> {
        accesses
            .iter()
            .map(|a| executable.row_place(m.kernel, a, m.split))
            .collect()
    };
    let reads: Vec<Vec<Option<RowPlace>>> = members
        .iter()
        .map(|m| places(m, &executable.kernels[m.kernel].inputs))
        .collect();
    let writes: Vec<Vec<Option<RowPlace>>> = members
        .iter()
        .map(|m| places(m, &executable.kernels[m.kernel].outputs))
        .collect();
    let kept = kept_rows(&reads, &writes, KEPT_PER_LANE / (length / 32));
    let mut plan = Plan {
        vector,
        length,
        members: Vec::with_capacity(members.len()),
        rows: kept.iter().map(|place| place.element).collect(),
        statistics: Vec::new(),
    };
    let mut valid = vec![false; kept.len()];
    let mut statistics: Vec<(RowPlace, usize)> = Vec::new();
    for (m, member) in members.into_iter().enumerate() {
        let kernel = &executable.kernels[member.kernel];
        let reduction = kernel.reduction.contains(&true);
        let mut member_plan = MemberPlan {
            reads: vec![None; kernel.inputs.len()],
            ..MemberPlan::default()
        };
        let mut filled = Vec::new();
        for (input, place) in reads[m].iter().enumerate() {
            let Some(place) = place else { continue };
            if place.step == 0 {
                member_plan.reads[input] = statistics
                    .iter()
                    .find(|(p, _)| p == place)
                    .map(|&(_, n)| Held::Statistic(n));
            } else if let Some(c) = kept.iter().position(|p| p == place) {
                if valid[c] {
                    member_plan.reads[input] = Some(Held::Row(c));
                } else if !filled.contains(&c) {
                    member_plan.fills.push((input, c));
                    filled.push(c);
                }
            }
        }
        for c in filled {
            valid[c] = true;
        }
        for (output, place) in writes[m].iter().enumerate() {
            let Some(place) = place else {
                // Written where no place says: nothing kept stays valid.
                valid.iter_mut().for_each(|v| *v = false);
                statistics.clear();
                continue;
            };
            for (c, kept_place) in kept.iter().enumerate() {
                if kept_place != place && kept_place.overlaps(place) {
                    valid[c] = false;
                }
            }
            statistics.retain(|(p, _)| !p.overlaps(place));
            if place.step != 0 {
                if let Some(c) = kept.iter().position(|p| p == place) {
                    member_plan.keeps.push((output, Held::Row(c)));
                    valid[c] = true;
                }
            } else if member.along.is_none() || (reduction && !kernel.written_per_point(output)) {
                let n = plan.statistics.len();
                plan.statistics.push(place.element);
                statistics.push((*place, n));
                member_plan.keeps.push((output, Held::Statistic(n)));
            }
        }
        plan.members.push((member, member_plan));
    }
    Some(plan)
}

/// The row places worth keeping in registers, at most `room` of them: a
/// place one member reads or writes along the row and a later member
/// reads, nothing written over it between.
fn kept_rows(
    reads: &[Vec<Option<RowPlace>>],
    writes: &[Vec<Option<RowPlace>>],
    room: usize,
) -> Vec<RowPlace> {
    let mut kept: Vec<RowPlace> = Vec::new();
    let mut touched: Vec<RowPlace> = Vec::new();
    for (member_reads, member_writes) in reads.iter().zip(writes) {
        for place in member_reads.iter().flatten().filter(|p| p.step != 0) {
            if touched.contains(place) && !kept.contains(place) && kept.len() < room {
                kept.push(*place);
            }
        }
        let mut touched_now: Vec<RowPlace> = member_reads
            .iter()
            .flatten()
            .filter(|p| p.step != 0)
            .copied()
            .collect();
        for place in member_writes.iter() {
            match place {
                Some(place) => {
                    touched.retain(|p| p == place || !p.overlaps(place));
                    if place.step != 0 {
                        touched_now.push(*place);
                    }
                }
                None => touched.clear(),
            }
        }
        touched.extend(touched_now);
    }
    kept
}

/// One member written with its plan.
struct Resident<'a, 'w, 'e> {
    nest: &'a Nest<'w, 'e>,
    plan: &'a Plan,
    member: &'a MemberPlan,
}

impl Resident<'_, '_, '_> {
    /// The register value of input `input` where it is held (or staged
    /// as a vector, `vectors`), in place of its load.
    fn held(&self, input: usize, vectors: &[bool]) -> Option<String> {
        let nest = self.nest;
        let element = nest.writer.buffer(nest.kernel.inputs[input].value).ok()?.1;
        match self.member.reads[input] {
            Some(Held::Statistic(n)) => Some(load_element(element, &format!("st{n}"))),
            Some(Held::Row(c)) => Some(load_element(
                element,
                &format!("rc{c}[s * {} + l]", self.plan.vector),
            )),
            None if vectors.get(input) == Some(&true) => {
                Some(load_element(element, &format!("in{input}[l]")))
            }
            None => None,
        }
    }

    /// The inputs staged as vectors along `row`: those not held.
    fn vectors(&self, row: usize) -> Vec<bool> {
        let mut vectors = self.nest.vector_inputs(row, self.plan.vector);
        for (vector, read) in vectors.iter_mut().zip(&self.member.reads) {
            *vector &= read.is_none();
        }
        vectors
    }

    /// The head of the loops over the row's vectors (`j`, the vector's
    /// first point) and their points (`l`), with the staged loads and
    /// `declarations` between; the loads that fill kept rows at the point.
    fn loops_head(
        &self,
        text: &mut String,
        row: usize,
        vectors: &[bool],
        declarations: &str,
    ) -> Result<(), CodegenError> {
        let (ix, vector) = (self.nest.ix, self.plan.vector);
        writeln!(
            text,
            "#pragma unroll\n    for (int s = 0; s < {} / (SPMD_WARP * {vector}); ++s) {{\n    const {ix} j = lane * {vector} + s * (SPMD_WARP * {vector});",
            self.plan.length
        )
        .expect("string");
        let (staged, loads) = self.nest.staged_inputs(vectors, vector)?;
        text.push_str(&staged);
        text.push_str(declarations);
        writeln!(text, "    {{\n    const {ix} i{row} = j;\n{loads}    }}").expect("string");
        writeln!(
            text,
            "#pragma unroll\n    for (int l = 0; l < {vector}; ++l) {{\n    const {ix} i{row} = j + l;"
        )
        .expect("string");
        for &(input, c) in &self.member.fills {
            let source = if vectors[input] {
                format!("in{input}[l]")
            } else {
                self.nest.writer.element(&self.nest.kernel.inputs[input])?
            };
            writeln!(text, "    rc{c}[s * {vector} + l] = {source};").expect("string");
        }
        Ok(())
    }

    /// Register `value` of output `output` kept in its row (at the point)
    /// where the plan keeps it.
    fn keep_row(&self, text: &mut String, output: usize, value: &str) -> Result<(), CodegenError> {
        for &(kept, held) in &self.member.keeps {
            if let (true, Held::Row(c)) = (kept == output, held) {
                let element = self.nest.writer.output_element(output)?;
                let place = format!("rc{c}[s * {} + l]", self.plan.vector);
                writeln!(text, "    {}", store_element(element, &place, value)).expect("string");
            }
        }
        Ok(())
    }

    /// Every output kept as a statistic: `acc{o}`, the same in every lane
    /// (`broadcast`: lane 0's handed to the others first).
    fn keep_statistics(&self, text: &mut String, broadcast: bool) -> Result<(), CodegenError> {
        for &(output, held) in &self.member.keeps {
            if let Held::Statistic(n) = held {
                let element = self.nest.writer.output_element(output)?;
                if broadcast {
                    writeln!(
                        text,
                        "    acc{output} = __shfl_sync(0xffffffffu, acc{output}, 0);"
                    )
                    .expect("string");
                }
                let store = store_element(element, &format!("st{n}"), &format!("acc{output}"));
                writeln!(text, "    {store}").expect("string");
            }
        }
        Ok(())
    }

    /// A reduction member along `row`: each lane's points combined, the
    /// lanes' by shuffles, lane 0 storing the total.
    fn reduction(&self, text: &mut String, row: usize) -> Result<(), CodegenError> {
        let nest = self.nest;
        let (combine, value, ty) = nest.combiner()?;
        let vectors = self.vectors(row);
        nest.inits(text)?;
        let varies = nest.varies_along_any(&nest.reduced);
        text.push_str(&nest.writer.statements_with(
            &nest.elements,
            |r| !varies[r] && r != combine,
            |input| self.held(input, &[]),
        )?);
        writeln!(text, "    {ty} mine = ({ty})0; int mine_set = 0;").expect("string");
        let (point_arrays, point_stores, point_moves) =
            nest.point_outputs(Some(row), self.plan.vector)?;
        self.loops_head(text, row, &vectors, &point_arrays)?;
        text.push_str(&nest.writer.statements_with(
            &nest.elements,
            |r| varies[r] && r != combine,
            |input| self.held(input, &vectors),
        )?);
        text.push_str(&point_stores);
        for (output, &register) in nest.kernel.yields.iter().enumerate() {
            if nest.kernel.written_per_point(output) {
                self.keep_row(text, output, &format!("v{register}"))?;
            }
        }
        writeln!(
            text,
            "    mine = mine_set ? {} : v{value}; mine_set = 1;\n    }}\n    {{\n    const {} i{row} = j;\n{point_moves}    }}\n    }}",
            nest.combined(combine, "mine", &format!("v{value}"))?,
            nest.ix
        )
        .expect("string");
        nest.warp_combine(text, combine, ty)?;
        self.keep_statistics(text, true)
    }

    /// An element-wise member along `row`.
    fn points(&self, text: &mut String, row: usize) -> Result<(), CodegenError> {
        let nest = self.nest;
        let (executable, kernel) = (nest.writer.executable, nest.kernel);
        let vectors = self.vectors(row);
        let varies = nest.writer.varies_along(row);
        text.push_str(&nest.writer.statements_with(
            &nest.elements,
            |r| !varies[r],
            |input| self.held(input, &[]),
        )?);
        let (mut declarations, mut moves) = (String::new(), String::new());
        let vector_outputs: Vec<bool> = kernel
            .outputs
            .iter()
            .map(|a| vectorizable(executable, a, row, self.plan.vector))
            .collect();
        for (output, access) in kernel.outputs.iter().enumerate() {
            if vector_outputs[output] {
                let (declaration, move_out) = staged_vector(
                    nest.writer,
                    access,
                    &format!("out{output}"),
                    self.plan.vector,
                    false,
                )?;
                declarations.push_str(&declaration);
                moves.push_str(&move_out);
            }
        }
        self.loops_head(text, row, &vectors, &declarations)?;
        nest.inits(text)?;
        text.push_str(&nest.writer.statements_with(
            &nest.elements,
            |r| varies[r],
            |input| self.held(input, &vectors),
        )?);
        nest.yields(text)?;
        for (output, access) in kernel.outputs.iter().enumerate() {
            let value = format!("acc{output}");
            let store = if vector_outputs[output] {
                let element = nest.writer.buffer(access.value)?.1;
                store_element(element, &format!("out{output}[l]"), &value)
            } else {
                nest.writer.store(access, &value)?
            };
            writeln!(text, "    {store}").expect("string");
            self.keep_row(text, output, &value)?;
        }
        let ix = nest.ix;
        writeln!(
            text,
            "    }}\n    {{\n    const {ix} i{row} = j;\n{moves}    }}\n    }}"
        )
        .expect("string");
        Ok(())
    }

    /// A member of one point a row: every lane computes it, lane 0 stores.
    fn one_point(&self, text: &mut String) -> Result<(), CodegenError> {
        let nest = self.nest;
        nest.inits(text)?;
        text.push_str(&nest.writer.statements_with(
            &nest.elements,
            |_| true,
            |input| self.held(input, &[]),
        )?);
        nest.yields(text)?;
        text.push_str("    if (lane == 0) {\n");
        for (output, access) in nest.kernel.outputs.iter().enumerate() {
            let store = nest.writer.store(access, &format!("acc{output}"))?;
            writeln!(text, "    {store}").expect("string");
        }
        text.push_str("    }\n");
        self.keep_statistics(text, false)
    }
}
