//! Emits a planned redistribution as IR: upstream `shard` collectives on
//! local (padded) tensor types, `tensor` slicing and zero padding where a
//! dim is split unevenly, and rank-dependent selects where a value becomes
//! `P(sum)`. The same steps, on the same padded layout, as
//! `spmd_interpreter::redistribute` runs.
//!
//! Reads: a planned redistribution and the local value it starts from.
//! Writes: the ops above, before the op that needs the result.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, BlockRef, Identifier, Location, Operation, Type, Value, ValueLike,
        attribute::{AttributeLike, DenseI64ArrayAttribute, FlatSymbolRefAttribute},
        operation::{OperationBuilder, OperationMutLike, OperationRef, OperationRefMut},
        r#type::{RankedTensorType, ShapedTypeLike, TypeLike},
    },
};
use spmd_dialect::{
    Mesh, ReduceOp, Sharding,
    layout::local_shape,
    redistribution::{Axes, CommModel, Step, plan},
    types::element_bytes,
};

/// Inserts ops before one op of a block.
pub struct Emitter<'c, 'a, 'm> {
    pub context: &'c Context,
    pub block: BlockRef<'c, 'a>,
    pub before: OperationRef<'c, 'a>,
    pub location: Location<'c>,
    pub mesh: &'m Mesh,
}

impl<'c, 'a> Emitter<'c, 'a, '_> {
    pub(crate) fn attribute(&self, text: &str) -> Attribute<'c> {
        Attribute::parse(self.context, text)
            .unwrap_or_else(|| panic!("emitter builds valid attribute {text}"))
    }

    fn insert(&self, operation: Operation<'c>) -> Value<'c, 'a> {
        let operation = self.block.insert_operation_before(self.before, operation);
        operation
            .result(0)
            .expect("emitted ops have a result")
            .into()
    }

    pub(crate) fn build(
        &self,
        name: &str,
        operands: &[Value<'c, 'a>],
        result: Type<'c>,
        attributes: &[(&str, Attribute<'c>)],
    ) -> Value<'c, 'a> {
        let attributes: Vec<(Identifier<'c>, Attribute<'c>)> = attributes
            .iter()
            .map(|(name, value)| (Identifier::new(self.context, name), *value))
            .collect();
        let operation = OperationBuilder::new(name, self.location)
            .add_operands(operands)
            .add_results(&[result])
            .add_attributes(&attributes)
            .build()
            .unwrap_or_else(|error| panic!("emitter builds a valid {name}: {error}"));
        self.insert(operation)
    }

    pub(crate) fn tensor_type(&self, shape: &[usize], element: Type<'c>) -> Type<'c> {
        let dims: Vec<u64> = shape.iter().map(|&d| d as u64).collect();
        RankedTensorType::new(&dims, element, None).into()
    }

    /// `shard.<name> %value on @mesh grid_axes = [axes] ...`
    pub(crate) fn collective(
        &self,
        name: &str,
        value: Value<'c, 'a>,
        axes: Axes,
        result: Type<'c>,
        extra: &[(&str, Attribute<'c>)],
    ) -> Value<'c, 'a> {
        let mut attributes = vec![
            ("grid", self.grid_symbol()),
            ("grid_axes", self.attribute(&format!("array<i16: {axes}>"))),
        ];
        attributes.extend_from_slice(extra);
        self.build(&format!("shard.{name}"), &[value], result, &attributes)
    }

    pub(crate) fn index(&self, value: usize) -> Attribute<'c> {
        self.attribute(&format!("{value} : index"))
    }

    fn reduction(&self, op: ReduceOp) -> Attribute<'c> {
        let keyword = match op {
            ReduceOp::Sum => "sum",
            ReduceOp::Avg => "average",
            ReduceOp::Max => "max",
            ReduceOp::Min => "min",
        };
        self.attribute(&format!("#shard<partial {keyword}>"))
    }

    /// `value` (of `shape`) cut or zero-padded to `length` along `dim`.
    fn resize(
        &self,
        value: Value<'c, 'a>,
        shape: &[usize],
        element: Type<'c>,
        dim: usize,
        length: usize,
    ) -> Value<'c, 'a> {
        if shape[dim] == length {
            return value;
        }
        if length < shape[dim] {
            return self.slice(value, shape, element, dim, 0, length);
        }
        let mut resized = shape.to_vec();
        resized[dim] = length;
        let result = self.tensor_type(&resized, element);
        let padding = self.zeros(result);
        let attributes = self.slice_attributes(shape, "array<i32: 1, 1, 0, 0, 0>");
        self.build(
            "tensor.insert_slice",
            &[value, padding],
            result,
            &attributes,
        )
    }

    /// Rows `[offset, offset + length)` of `value` (of `shape`) along `dim`.
    pub(crate) fn slice(
        &self,
        value: Value<'c, 'a>,
        shape: &[usize],
        element: Type<'c>,
        dim: usize,
        offset: usize,
        length: usize,
    ) -> Value<'c, 'a> {
        let mut offsets = vec![0; shape.len()];
        offsets[dim] = offset as i64;
        let mut sizes: Vec<usize> = shape.to_vec();
        sizes[dim] = length;
        let result = self.tensor_type(&sizes, element);
        self.build(
            "tensor.extract_slice",
            &[value],
            result,
            &self.slice_attributes_at(&offsets, &sizes, "array<i32: 1, 0, 0, 0>"),
        )
    }

    /// The static attributes of a unit-stride slice at the origin of `sizes`.
    fn slice_attributes(
        &self,
        sizes: &[usize],
        segments: &str,
    ) -> [(&'static str, Attribute<'c>); 4] {
        self.slice_attributes_at(&vec![0; sizes.len()], sizes, segments)
    }

    /// The static attributes of a unit-stride slice of `sizes` at
    /// `offsets` (`i64::MIN` where an operand gives the offset).
    pub(crate) fn slice_attributes_at(
        &self,
        offsets: &[i64],
        sizes: &[usize],
        segments: &str,
    ) -> [(&'static str, Attribute<'c>); 4] {
        let sizes: Vec<i64> = sizes.iter().map(|&d| d as i64).collect();
        [
            (
                "static_offsets",
                DenseI64ArrayAttribute::new(self.context, offsets).into(),
            ),
            (
                "static_sizes",
                DenseI64ArrayAttribute::new(self.context, &sizes).into(),
            ),
            (
                "static_strides",
                DenseI64ArrayAttribute::new(self.context, &vec![1; sizes.len()]).into(),
            ),
            ("operandSegmentSizes", self.attribute(segments)),
        ]
    }

    /// A constant tensor of zeros (or of `value`) of `tensor_type`.
    fn splat(&self, tensor_type: Type<'c>, value: f64) -> Value<'c, 'a> {
        let element = RankedTensorType::try_from(tensor_type)
            .expect("a tensor type")
            .element();
        let literal = if element.is_float() {
            format!("{value:.17e}")
        } else {
            format!("{}", value as i64)
        };
        let attribute = self.attribute(&format!("dense<{literal}> : {tensor_type}"));
        self.build("arith.constant", &[], tensor_type, &[("value", attribute)])
    }

    /// `value` (of `tensor_type`) times `factor`.
    pub(crate) fn scaled(
        &self,
        value: Value<'c, 'a>,
        tensor_type: Type<'c>,
        factor: usize,
    ) -> Value<'c, 'a> {
        let float = RankedTensorType::try_from(tensor_type)
            .expect("a tensor type")
            .element()
            .is_float();
        let factor = self.splat(tensor_type, factor as f64);
        let multiply = if float { "arith.mulf" } else { "arith.muli" };
        self.build(multiply, &[value, factor], tensor_type, &[])
    }

    fn zeros(&self, tensor_type: Type<'c>) -> Value<'c, 'a> {
        self.splat(tensor_type, 0.0)
    }

    /// `@mesh`, the grid collectives run on.
    fn grid_symbol(&self) -> Attribute<'c> {
        FlatSymbolRefAttribute::new(self.context, &self.mesh.name).into()
    }

    /// This device's coordinate along mesh axis `axis`.
    pub(crate) fn process_index(&self, axis: usize) -> Value<'c, 'a> {
        self.build(
            "shard.process_multi_index",
            &[],
            Type::index(self.context),
            &[
                ("grid", self.grid_symbol()),
                ("axes", self.attribute(&format!("array<i16: {axis}>"))),
            ],
        )
    }

    /// Whether this device's coordinate along mesh axis `axis` is
    /// `coordinate` (an `i1`).
    pub(crate) fn position_is(&self, axis: usize, coordinate: usize) -> Value<'c, 'a> {
        let position = self.process_index(axis);
        let expected = self.index_constant(coordinate);
        self.build(
            "arith.cmpi",
            &[position, expected],
            Type::parse(self.context, "i1").expect("i1 parses"),
            &[("predicate", self.attribute("0 : i64"))],
        )
    }

    /// This device's coordinate along mesh axis `axis` times `stride`.
    pub(crate) fn scaled_position(&self, axis: usize, stride: usize) -> Value<'c, 'a> {
        let coordinate = self.process_index(axis);
        let stride = self.index_constant(stride);
        self.build(
            "arith.muli",
            &[coordinate, stride],
            Type::index(self.context),
            &[],
        )
    }

    pub(crate) fn index_constant(&self, value: usize) -> Value<'c, 'a> {
        self.build(
            "arith.constant",
            &[],
            Type::index(self.context),
            &[("value", self.index(value))],
        )
    }

    /// The global offset of this device's piece of a dim of `size` split
    /// over mesh `axes` (in mesh-axis order), as `layout::extent` places it.
    pub fn piece_offset(&self, axes: &[usize], size: usize) -> Value<'c, 'a> {
        let index_type = Type::index(self.context);
        let mut length = size;
        let mut offset = None;
        for &axis in axes {
            length = length.div_ceil(self.mesh.shape[axis]);
            let start = self.scaled_position(axis, length);
            offset = Some(match offset {
                Some(before) => self.build("arith.addi", &[before, start], index_type, &[]),
                None => start,
            });
        }
        offset.unwrap_or_else(|| self.index_constant(0))
    }

    /// A new `tensor.empty` of `tensor_type`.
    pub fn empty(&self, tensor_type: Type<'c>) -> Value<'c, 'a> {
        self.build("tensor.empty", &[], tensor_type, &[])
    }

    /// A copy of the `linalg.fill` `fill` that fills a new empty tensor of
    /// `tensor_type`.
    pub fn fill_like(&self, fill: OperationRef<'c, 'a>, tensor_type: Type<'c>) -> Value<'c, 'a> {
        let destination = self.empty(tensor_type);
        self.copy_of(fill, &[(1, destination)], tensor_type)
    }

    /// A copy of the one-result `operation` here, with `operands` (by
    /// position) in place of its own and a result of `result_type`.
    pub(crate) fn copy_of(
        &self,
        operation: OperationRef<'c, 'a>,
        operands: &[(usize, Value<'c, 'a>)],
        result_type: Type<'c>,
    ) -> Value<'c, 'a> {
        let copy = self.clone_operation(operation);
        let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
        for &(index, operand) in operands {
            copy_mut.set_operand(index, operand);
        }
        let result = copy.result(0).expect("a copied op has a result");
        result.set_type(result_type);
        result.into()
    }

    /// A constant of `tensor_type` with every element `element`.
    pub fn splat_of(&self, tensor_type: Type<'c>, element: Attribute<'c>) -> Value<'c, 'a> {
        let value = unsafe {
            Attribute::from_raw(mlir_sys::mlirDenseElementsAttrSplatGet(
                tensor_type.to_raw(),
                element.to_raw(),
            ))
        };
        self.build("arith.constant", &[], tensor_type, &[("value", value)])
    }

    /// Emits `step` on `value` (laid out by `before`); returns the new value.
    fn step(
        &self,
        value: Value<'c, 'a>,
        element: Type<'c>,
        global: &[usize],
        before: &Sharding,
        step: Step,
    ) -> Result<Value<'c, 'a>, Unplannable> {
        let axes = step.axes();
        let k = axes.size(&self.mesh.shape);
        let mut after = before.clone();
        step.apply(&mut after.placements);
        let shape_before = local_shape(global, before, &self.mesh.shape);
        let shape_after = local_shape(global, &after, &self.mesh.shape);
        let type_after = self.tensor_type(&shape_after, element);
        Ok(match step {
            Step::AllGather { dim, .. } => {
                let mut gathered = shape_before.clone();
                gathered[dim] *= k;
                let value = self.collective(
                    "all_gather",
                    value,
                    axes,
                    self.tensor_type(&gathered, element),
                    &[("gather_axis", self.index(dim))],
                );
                self.resize(value, &gathered, element, dim, shape_after[dim])
            }
            Step::AllReduce { op, .. } => self.collective(
                "all_reduce",
                value,
                axes,
                type_after,
                &[("reduction", self.reduction(op))],
            ),
            Step::ReduceScatter { op, dim, .. } => {
                let padded = self.resize(value, &shape_before, element, dim, k * shape_after[dim]);
                self.collective(
                    "reduce_scatter",
                    padded,
                    axes,
                    type_after,
                    &[
                        ("reduction", self.reduction(op)),
                        ("scatter_axis", self.index(dim)),
                    ],
                )
            }
            Step::AllToAll { from, to, .. } => {
                let padded = self.resize(value, &shape_before, element, to, k * shape_after[to]);
                let mut exchanged = shape_before.clone();
                exchanged[to] = shape_after[to];
                exchanged[from] *= k;
                let value = self.collective(
                    "all_to_all",
                    padded,
                    axes,
                    self.tensor_type(&exchanged, element),
                    &[
                        ("split_axis", self.index(to)),
                        ("concat_axis", self.index(from)),
                    ],
                );
                self.resize(value, &exchanged, element, from, shape_after[from])
            }
            Step::Slice { dim, .. } => {
                let padded = self.resize(value, &shape_before, element, dim, k * shape_after[dim]);
                self.collective(
                    "all_slice",
                    padded,
                    axes,
                    type_after,
                    &[("slice_axis", self.index(dim))],
                )
            }
            Step::ToPartial {
                axis,
                op: ReduceOp::Sum,
            } => {
                // The first device of the axis keeps the value, the others hold zeros.
                let is_lead = self.position_is(axis, 0);
                let zeros = self.zeros(type_after);
                self.build("arith.select", &[is_lead, value, zeros], type_after, &[])
            }
            Step::ToPartial { .. } => value,
            Step::Rescale { from, to, .. } => {
                if !RankedTensorType::try_from(type_after)
                    .expect("a tensor type")
                    .element()
                    .is_float()
                {
                    return Err(Unplannable::RescaleNeedsFloat);
                }
                let factor = if (from, to) == (ReduceOp::Sum, ReduceOp::Avg) {
                    k as f64
                } else {
                    1.0 / k as f64
                };
                let scale = self.splat(type_after, factor);
                self.build("arith.mulf", &[value, scale], type_after, &[])
            }
        })
    }

    /// Emits the cheapest plan from `from` to `to` for `value`, a local piece
    /// of a tensor of `global` shape and `element` type.
    pub fn redistribute(
        &self,
        value: Value<'c, 'a>,
        element: Type<'c>,
        global: &[usize],
        from: &Sharding,
        to: &Sharding,
    ) -> Result<Value<'c, 'a>, Unplannable> {
        let model = CommModel::uniform(self.mesh.shape.len());
        let model = match super::pipeline::reserved_axis(self.block) {
            Some(axis) if axis < self.mesh.shape.len() => model.without_axis(axis),
            _ => model,
        };
        let bytes = element_bytes(element);
        let planned = plan(global, bytes, &self.mesh.shape, from, to, &model).ok_or_else(|| {
            Unplannable::NoPlan {
                from: from.to_string(),
                to: to.to_string(),
            }
        })?;
        let mut current = from.clone();
        let mut value = value;
        for step in planned.steps {
            value = self.step(value, element, global, &current, step)?;
            step.apply(&mut current.placements);
        }
        Ok(value)
    }
}

/// A change of sharding the emitter has no collectives for.
#[derive(Debug, thiserror::Error)]
pub enum Unplannable {
    #[error("no redistribution from {from} to {to}")]
    NoPlan { from: String, to: String },
    #[error("changing a Partial between sum and avg needs a float tensor")]
    RescaleNeedsFloat,
}
