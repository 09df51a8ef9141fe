//! The backward's row sums from what each device holds, without a pass
//! over the ring: FlashAttention's `D = rowsum(dO * O)`.
//!
//! The row sums of a softmax's backward (the VJP's `sum(dP * P)`, JAX's
//! `sum(dP * e / l^2)`) are each `c * sum_j dP_ij w_ij`, with `dP = dO V^T`
//! (`V` the gathered values), `w` the exponentials `e` or the
//! probabilities `P = e / l`, and `c` per row. The attention's output is
//! `O = P V`, so `sum_j dP_ij P_ij = dO_i . O_i` and `sum_j dP_ij e_ij =
//! l_i (dO_i . O_i)`: the sums need a device's own output rows, not every
//! key block. [`home_sums`] checks that form op by op (the summands'
//! degrees in `dP` and `w` through the payloads, one each); the ring then
//! computes the summands' ops once with the sequence's dim one long,
//! `dP` standing for `dO . O`, `e` for `l` and `P` for 1, in place of the
//! first pass (a third of the backward's shifts, one recomputation of the
//! scores per block). The sums equal JAX's in exact arithmetic, not bit
//! for bit.

use melior::ir::{
    BlockLike, RegionLike, Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use rustc_hash::FxHashMap;
use spmd_dialect::ir::{integer_attribute, operation_name, producer};

use super::{
    backward::{Backward, Role},
    forms::{
        identity, indexing_maps, inputs_of, is_reshape, payload, reads_output_or_index, segments,
        shape,
    },
    matcher::{Attention, gather_axis},
    ring::{Ring, Rows},
    templates,
    travel::is_move_or_cast,
};
use crate::pass::{Failure, Key, key, operation_key};

/// A value's degree in `dP` and in the softmax's weights (`e` or `P`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Degree {
    product: i32,
    weight: i32,
}

const FREE: Degree = Degree {
    product: 0,
    weight: 0,
};

impl std::ops::Add for Degree {
    type Output = Degree;
    fn add(self, other: Degree) -> Degree {
        Degree {
            product: self.product + other.product,
            weight: self.weight + other.weight,
        }
    }
}

/// What a summand's value stands for with the sequence one long.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stand {
    /// The exponentials (or their widening): the row sum `l`.
    Exponentials,
    /// The probabilities: 1.
    Probabilities,
}

/// The row sums of a backward as [`home_sums`] found them computable at
/// home.
pub(super) struct HomeSums<'c, 'a> {
    /// The `dP = dO V^T` products the summands read.
    products: Vec<OperationRef<'c, 'a>>,
    /// The forward's values the summands read, and what they stand for.
    weights: Vec<(Value<'c, 'a>, Stand)>,
    /// The summands' other ops, in program order.
    ops: Vec<OperationRef<'c, 'a>>,
    /// The row sums.
    sums: Vec<OperationRef<'c, 'a>>,
}

/// The backward's row sums as sums at home, where every one of them has
/// the form above; `None` leaves them to the first pass.
pub(super) fn home_sums<'c, 'a>(
    backward: &Backward<'c, 'a>,
    attention: &Attention<'c, 'a>,
) -> Option<HomeSums<'c, 'a>> {
    let roles: FxHashMap<usize, Role> = backward
        .ops
        .iter()
        .map(|(op, role)| (operation_key(*op), *role))
        .collect();
    let weights = weights_of(attention);
    let mut degrees: FxHashMap<Key, Degree> = FxHashMap::default();
    let mut found = HomeSums {
        products: Vec::new(),
        weights: Vec::new(),
        ops: Vec::new(),
        sums: Vec::new(),
    };
    for (operation, role) in &backward.ops {
        if *role != Role::RowSum {
            continue;
        }
        let summand = operation.operand(0).ok()?;
        if shape(summand).last() != Some(&attention.length) {
            return None;
        }
        let walk = Walk {
            attention,
            roles: &roles,
            weights: &weights,
        };
        let degree = walk.degree(summand, &mut degrees, &mut found)?;
        if degree
            != (Degree {
                product: 1,
                weight: 1,
            })
        {
            return None;
        }
        found.sums.push(*operation);
    }
    found.ops.sort_by_key(|op| {
        backward
            .ops
            .iter()
            .position(|(o, _)| o == op)
            .unwrap_or(usize::MAX)
    });
    Some(found)
}

/// The forward's values a summand may read as weights: the exponentials
/// (and their widening for the sum) and the probabilities, reshaped or
/// not.
fn weights_of<'c, 'a>(attention: &Attention<'c, 'a>) -> Vec<(Value<'c, 'a>, Stand)> {
    let result =
        |op: &OperationRef<'c, 'a>| -> Value<'c, 'a> { op.result(0).expect("a result").into() };
    let exponentials = std::iter::once(&attention.exp).chain(&attention.sum_cast);
    let probabilities = std::iter::once(&attention.divide).chain(&attention.reshapes);
    exponentials
        .map(|op| (result(op), Stand::Exponentials))
        .chain(probabilities.map(|op| (result(op), Stand::Probabilities)))
        .collect()
}

struct Walk<'w, 'c, 'a> {
    attention: &'w Attention<'c, 'a>,
    roles: &'w FxHashMap<usize, Role>,
    weights: &'w [(Value<'c, 'a>, Stand)],
}

impl<'c, 'a> Walk<'_, 'c, 'a> {
    /// The degree of `value`, a summand or what one reads, recording the
    /// products, weights and ops it takes in `found`.
    fn degree(
        &self,
        value: Value<'c, 'a>,
        degrees: &mut FxHashMap<Key, Degree>,
        found: &mut HomeSums<'c, 'a>,
    ) -> Option<Degree> {
        if !shape(value).contains(&self.attention.length) {
            return Some(FREE);
        }
        if let Some(degree) = degrees.get(&key(value)) {
            return Some(*degree);
        }
        if let Some((_, stand)) = self.weights.iter().find(|(w, _)| *w == value) {
            found.weights.push((value, *stand));
            let weight = Degree {
                product: 0,
                weight: 1,
            };
            degrees.insert(key(value), weight);
            return Some(weight);
        }
        let operation = producer(value)?;
        if self.roles.get(&operation_key(operation)) != Some(&Role::Block) {
            return None;
        }
        let degree = if self.is_product(operation) {
            found.products.push(operation);
            Degree {
                product: 1,
                weight: 0,
            }
        } else if keeps_order(operation) {
            let input = operation.operand(0).ok()?;
            let degree = self.degree(input, degrees, found)?;
            found.ops.push(operation);
            degree
        } else {
            let (ins, _) = self.elementwise(operation)?;
            let mut operand_degrees = Vec::new();
            for index in 0..ins {
                let input = operation.operand(index).ok()?;
                operand_degrees.push(self.degree(input, degrees, found)?);
            }
            found.ops.push(operation);
            payload_degree(operation, &operand_degrees)?
        };
        degrees.insert(key(value), degree);
        Some(degree)
    }

    /// `(ins, outs)` of an element-wise generic of a block whose inputs
    /// along the sequence it reads whole and whose others it reads per
    /// row (never along the sequence's dim), reading no index.
    fn elementwise(&self, operation: OperationRef<'c, 'a>) -> Option<(usize, usize)> {
        if operation_name(operation) != "linalg.generic" || operation.result_count() != 1 {
            return None;
        }
        let (ins, outs) = segments(operation)?;
        let maps = indexing_maps(operation)?;
        let result = shape(operation.result(0).ok()?.into());
        let loops = result.len();
        let sequence = result.iter().position(|&d| d == self.attention.length)?;
        let parallel = spmd_dialect::ir::reduces(operation) == Some(false);
        if outs != 1 || !parallel || !identity(&maps[ins], loops) {
            return None;
        }
        if reads_output_or_index(operation, ins) {
            return None;
        }
        for (index, map) in maps.iter().enumerate().take(ins) {
            let input = operation.operand(index).ok()?;
            let along = shape(input).contains(&self.attention.length);
            let per_row = map
                .iter()
                .all(|r| matches!(r, Some(Ok(d)) if *d != sequence) || matches!(r, Some(Err(_))));
            if (along && !identity(map, loops)) || (!along && !per_row) {
                return None;
            }
        }
        Some((ins, outs))
    }

    /// Whether `operation` is `dO V^T`: a `batch_matmul` of a value
    /// without the sequence and the gathered values transposed, or the
    /// values' block transposed and gathered again along dim 2 (leading
    /// dims regrouped on the way).
    fn is_product(&self, operation: OperationRef<'c, 'a>) -> bool {
        if operation_name(operation) != "linalg.batch_matmul" {
            return false;
        }
        let (Ok(rows), Ok(values)) = (operation.operand(0), operation.operand(1)) else {
            return false;
        };
        let output: Value = self.attention.output.result(0).expect("a result").into();
        if shape(rows) != shape(output) {
            return false;
        }
        let gathered: Value = self
            .attention
            .value_gather
            .result(0)
            .expect("a result")
            .into();
        let home = self.attention.value_gather.operand(0).expect("a block");
        if transposed_root(values) == Some(gathered) {
            return true;
        }
        let Some(gather) = producer(values) else {
            return false;
        };
        let gathered_again = self.roles.get(&operation_key(gather)) == Some(&Role::Gather)
            && gather_axis(gather).is_some_and(|(axis, _)| axis == self.attention.axis)
            && integer_attribute(gather, "gather_axis") == Some(2);
        gathered_again
            && gather
                .operand(0)
                .ok()
                .and_then(transposed_root)
                .is_some_and(|root| root == batch_root(home))
    }
}

/// Whether `operation` only regroups the dims before the last two of one
/// value (a reshape, or a generic copying or casting it with unit dims
/// added or dropped there): the last two dims, and the order of the
/// leading elements, stay as they are.
fn moves_leading_dims(operation: OperationRef) -> bool {
    let (Ok(input), Ok(result)) = (operation.operand(0), operation.result(0)) else {
        return false;
    };
    let (input, result) = (shape(input), shape(result.into()));
    let (i, r) = (input.len(), result.len());
    if i < 2 || r < 2 || input[i - 2..] != result[r - 2..] {
        return false;
    }
    if is_reshape(operation) {
        let Ok(groups) = spmd_dialect::rules::reassociation(operation) else {
            return false;
        };
        let wide = i.max(r);
        let n = groups.len();
        return n >= 2 && groups[n - 2] == [wide - 2] && groups[n - 1] == [wide - 1];
    }
    let last_two = indexing_maps(operation)
        .is_some_and(|maps| maps[0][i - 2..] == [Some(Ok(r - 2)), Some(Ok(r - 1))]);
    keeps_order(operation) && last_two
}

/// `value` before the moves making it that regroup only its leading dims.
fn batch_root<'c: 'a, 'a>(mut value: Value<'c, 'a>) -> Value<'c, 'a> {
    while let Some(operation) = producer(value)
        && moves_leading_dims(operation)
    {
        value = operation.operand(0).expect("checked");
    }
    value
}

/// The [`batch_root`] of what `value` transposes (its last two dims, both
/// longer than 1), up to its leading dims regrouped before and after.
fn transposed_root<'c: 'a, 'a>(value: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
    let transpose = producer(batch_root(value))?;
    if !is_move_or_cast(transpose) || operation_name(transpose) != "linalg.generic" {
        return None;
    }
    let maps = indexing_maps(transpose)?;
    let dims = shape(transpose.result(0).ok()?.into());
    let rank = dims.len();
    if rank < 2 || dims[rank - 2..].contains(&1) {
        return None;
    }
    let mut swapped: Vec<Option<Result<usize, i64>>> = (0..rank).map(|d| Some(Ok(d))).collect();
    swapped.swap(rank - 2, rank - 1);
    let swaps = (maps[0] == swapped && identity(&maps[1], rank))
        || (identity(&maps[0], rank) && maps[1] == swapped);
    swaps
        .then(|| transpose.operand(0).ok().map(batch_root))
        .flatten()
}

/// Whether `operation` moves one value into another shape keeping the
/// order of its elements (a reshape, or a generic copying or casting its
/// input with unit dims added or dropped): every block of a summand is
/// then the `[rows, sequence]` matrix in one order, and element-wise ops
/// on equal shapes meet the same row and key.
fn keeps_order(operation: OperationRef) -> bool {
    if is_reshape(operation) {
        return true;
    }
    if !is_move_or_cast(operation) {
        return false;
    }
    let (Some(maps), Ok(input), Ok(result)) = (
        indexing_maps(operation),
        operation.operand(0),
        operation.result(0),
    ) else {
        return false;
    };
    let (input, result) = (shape(input), shape(result.into()));
    if !identity(&maps[1], result.len()) {
        return false;
    }
    let mut read = Vec::new();
    for (dim, expression) in maps[0].iter().enumerate() {
        match expression {
            Some(Ok(loop_dim)) => read.push(*loop_dim),
            Some(Err(0)) if input[dim] == 1 => {}
            _ => return false,
        }
    }
    let unread_are_units = (0..result.len()).all(|d| read.contains(&d) || result[d] == 1);
    read.is_sorted_by(|a, b| a < b) && unread_are_units
}

/// The degree of what a generic yields, from its inputs' degrees: products
/// add them, quotients by a free value keep them, sums and differences
/// need equal ones, casts and negation keep them, and anything else takes
/// free values only.
fn payload_degree(operation: OperationRef, inputs: &[Degree]) -> Option<Degree> {
    let body = operation.region(0).ok()?.first_block()?;
    let mut degrees: FxHashMap<Key, Degree> = FxHashMap::default();
    for (index, degree) in inputs.iter().enumerate() {
        degrees.insert(key(body.argument(index).ok()?.into()), *degree);
    }
    for inner in payload(operation) {
        let operands: Vec<Degree> = inner
            .operands()
            .map(|v| degrees.get(&key(v)).copied().unwrap_or(FREE))
            .collect();
        let degree = match (operation_name(inner), operands.as_slice()) {
            ("linalg.yield", [degree]) => return Some(*degree),
            ("arith.mulf", [a, b]) => *a + *b,
            ("arith.divf", [a, b]) if *b == FREE => *a,
            ("arith.negf" | "arith.extf" | "arith.truncf", [a]) => *a,
            ("arith.addf" | "arith.subf", [a, b]) if a == b => *a,
            (_, all) if all.iter().all(|d| *d == FREE) => FREE,
            _ => return None,
        };
        for result in inner.results() {
            degrees.insert(key(result.into()), degree);
        }
    }
    None
}

impl<'c, 'a> Ring<'c, 'a, '_> {
    /// The row sums `found` describes, by their op ids: their summands'
    /// ops once with the sequence one long, `dP` as `dO . O` (`output`:
    /// the ring's output), the exponentials as the final row sum and the
    /// probabilities as ones; `rows` are the values computed per row so
    /// far.
    pub(super) fn sums_at_home(
        &self,
        found: &HomeSums<'c, 'a>,
        rows: &FxHashMap<Key, Value<'c, 'a>>,
        statistics: &Rows<'c, 'a>,
        output: Value<'c, 'a>,
    ) -> Result<FxHashMap<usize, Value<'c, 'a>>, Failure<'c>> {
        let length = self.attention.length;
        let mut units: FxHashMap<Key, Value> = FxHashMap::default();
        for product in &found.products {
            let gradient = product.operand(0).expect("rows");
            let gradient = rows.get(&key(gradient)).copied().unwrap_or(gradient);
            let result: Value = product.result(0).expect("a result").into();
            let dots = self.row_dots(gradient, output, result)?;
            units.insert(key(result), dots);
        }
        for (weight, stand) in &found.weights {
            let unit_type = self.resized(weight.r#type(), length, 1);
            let unit = match stand {
                Stand::Exponentials => {
                    let sum = self.rows_with_unit(statistics.sum)?;
                    self.converted(sum, *weight)?
                }
                Stand::Probabilities => self.instantiate(
                    &templates::filled(&unit_type.to_string(), &self.element(*weight), "1.0"),
                    &[],
                )?,
            };
            units.insert(key(*weight), unit);
        }
        let copy = |operation: &OperationRef<'c, 'a>, units: &FxHashMap<Key, Value<'c, 'a>>| {
            let inputs: Vec<Value> = (0..inputs_of(*operation))
                .map(|index| {
                    let input = operation.operand(index).expect("an input");
                    units
                        .get(&key(input))
                        .or_else(|| rows.get(&key(input)))
                        .copied()
                        .unwrap_or(input)
                })
                .collect();
            self.copy_resized(*operation, &inputs, length, 1)
        };
        for operation in &found.ops {
            let value = copy(operation, &units)?;
            units.insert(key(operation.result(0).expect("a result").into()), value);
        }
        found
            .sums
            .iter()
            .map(|sum| Ok((operation_key(*sum), copy(sum, &units)?)))
            .collect()
    }

    /// `dO . O` per row (accumulated in f32), as `like` (`dP`) one key
    /// long.
    fn row_dots(
        &self,
        gradient: Value<'c, 'a>,
        output: Value<'c, 'a>,
        like: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let rows_shape: Vec<usize> = shape(gradient)[..2].to_vec();
        let f32_type = melior::ir::Type::float32(self.context);
        let rows_type = self.emitter.tensor_type(&rows_shape, f32_type);
        let text = templates::row_dots(
            &gradient.r#type().to_string(),
            &output.r#type().to_string(),
            &rows_type.to_string(),
            &self.element(gradient),
            &self.element(output),
        );
        let dots = self.instantiate(&text, &[gradient, output])?;
        let mut unit_shape = rows_shape;
        unit_shape.push(1);
        let unit_type = self.with_dims(dots.r#type(), &unit_shape);
        let unit = self.instantiate(
            &templates::rows_with_unit(
                &dots.r#type().to_string(),
                &unit_type.to_string(),
                &unit_shape,
            ),
            &[dots],
        )?;
        self.converted(unit, like)
    }
}
