//! The ring's copies of the attention's ops for one block of the
//! sequence: new inits and result types one block (or tile) long, blocks
//! of whole-sequence inputs, slices, and the templates' instances.

use melior::ir::{
    Type, Value, ValueLike,
    attribute::DenseI64ArrayAttribute,
    operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
};
use rustc_hash::FxHashMap;
use spmd_dialect::{
    ir::{operation_name, producer},
    types::static_tensor,
};

use super::{forms::shape, operands::sequence_inputs, ring::Ring, templates};
use crate::pass::{Failure, Key, key, template::Template};

impl<'c, 'a> Ring<'c, 'a, '_> {
    /// `self.tile` keys of a key (dim 2: `k^T`) or value (dim 1) block from
    /// `start`.
    pub(super) fn tile_of(
        &self,
        block: Value<'c, 'a>,
        dim: usize,
        start: usize,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        self.part_of(block, dim, start, self.tile)
    }

    /// `length` elements of `block` along `dim` from `start`.
    pub(super) fn part_of(
        &self,
        block: Value<'c, 'a>,
        dim: usize,
        start: usize,
        length: usize,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let mut tile_shape = shape(block);
        tile_shape[dim] = length;
        let tile_type = self.with_dims(block.r#type(), &tile_shape);
        let text = templates::dim_block(
            &block.r#type().to_string(),
            &tile_type.to_string(),
            &tile_shape,
            dim,
            Some(start),
        );
        self.instantiate(&text, &[block])
    }

    /// A copy of `operation` taking `inputs`, with new inits, its results
    /// one block long where the original's last dim is the sequence.
    pub(super) fn copy(
        &self,
        operation: OperationRef<'c, 'a>,
        inputs: &[Value<'c, 'a>],
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        self.copy_resized(operation, inputs, self.attention.length, self.tile)
    }

    /// A copy of `operation` taking `inputs` (then new inits), every result
    /// and init made `to` long where it is `from` ([`Ring::resized`]).
    pub(super) fn copy_resized(
        &self,
        operation: OperationRef<'c, 'a>,
        inputs: &[Value<'c, 'a>],
        from: usize,
        to: usize,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let inits: Vec<Value> = (inputs.len()..operation.operand_count())
            .map(|index| {
                let init = operation.operand(index).expect("an init");
                let init_type = self.resized(init.r#type(), from, to);
                match producer(init) {
                    Some(fill) if operation_name(fill) == "linalg.fill" => {
                        self.emitter.fill_like(fill, init_type)
                    }
                    _ => self.emitter.empty(init_type),
                }
            })
            .collect();
        let copy = self.emitter.clone_operation(operation);
        let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
        for (index, input) in inputs.iter().chain(&inits).enumerate() {
            copy_mut.set_operand(index, *input);
        }
        for result in copy.results() {
            result.set_type(self.resized(result.r#type(), from, to));
        }
        let result: Value = copy.result(0).expect("a result").into();
        if operation_name(operation) == "tensor.expand_shape" {
            let sizes: Vec<i64> = shape(result).iter().map(|&d| d as i64).collect();
            copy_mut.set_attribute(
                "static_output_shape",
                DenseI64ArrayAttribute::new(self.context, &sizes).into(),
            );
        }
        Ok(result)
    }

    /// The block of a whole-sequence `value` from outside the chain at
    /// `offset`: its op again on its inputs' blocks where
    /// `sequence_inputs` allows, else a slice of it.
    pub(super) fn block_of(
        &self,
        value: Value<'c, 'a>,
        offset: Value<'c, 'a>,
        cache: &mut FxHashMap<Key, Value<'c, 'a>>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        if let Some(block) = cache.get(&key(value)) {
            return Ok(*block);
        }
        let source = producer(value);
        let reads = source.and_then(|op| sequence_inputs(op, self.attention.length));
        let block = match (source, reads) {
            (Some(source), Some(reads)) => {
                let mut inputs = Vec::new();
                for (index, along) in reads.iter().enumerate() {
                    let input = source.operand(index).expect("an input");
                    inputs.push(if *along {
                        self.block_of(input, offset, cache)?
                    } else {
                        input
                    });
                }
                self.copy(source, &inputs)?
            }
            _ => self.slice(value, offset)?,
        };
        cache.insert(key(value), block);
        Ok(block)
    }

    /// The block of a whole-sequence `value` starting at `offset`, sliced.
    pub(super) fn slice(
        &self,
        value: Value<'c, 'a>,
        offset: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let mut block_shape = shape(value);
        let last = block_shape.len() - 1;
        block_shape[last] = self.tile;
        let block_type = self.with_dims(value.r#type(), &block_shape);
        let text = templates::dim_block(
            &value.r#type().to_string(),
            &block_type.to_string(),
            &block_shape,
            last,
            None,
        );
        self.instantiate(&text, &[value, offset])
    }

    /// `tensor_type` with its last dim (every dim, for the backward's
    /// transposed blocks) `to` where it is `from`; in a quadrant, every dim
    /// as long as a device's block half as long.
    pub(super) fn resized(&self, tensor_type: Type<'c>, from: usize, to: usize) -> Type<'c> {
        let Some((mut dims, element)) = static_tensor(tensor_type) else {
            return tensor_type;
        };
        let resizable = if self.every_dim { dims.len() } else { 1 };
        let first = dims.len().saturating_sub(resizable);
        let mut changed = false;
        for dim in &mut dims[first..] {
            if *dim == from {
                *dim = to;
                changed = true;
            }
        }
        if let Some(half) = self.quadrant {
            for dim in &mut dims {
                if *dim == self.attention.block {
                    *dim = half;
                    changed = true;
                }
            }
        }
        if !changed {
            return tensor_type;
        }
        self.emitter.tensor_type(&dims, element)
    }

    /// A tensor of `tensor_type`'s element type and `dims`.
    pub(super) fn with_dims(&self, tensor_type: Type<'c>, dims: &[usize]) -> Type<'c> {
        let (_, element) = static_tensor(tensor_type).expect("a static tensor");
        self.emitter.tensor_type(dims, element)
    }

    pub(super) fn instantiate(
        &self,
        text: &str,
        arguments: &[Value<'c, 'a>],
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let template = Template::parse(self.context, text, "ring attention", self.at)?;
        Ok(template.instantiate(self.emitter.before, arguments, self.at)[0])
    }

    pub(super) fn rank_of(&self, value: Value) -> usize {
        shape(value).len()
    }

    pub(super) fn element(&self, value: Value) -> String {
        static_tensor(value.r#type())
            .map(|(_, element)| element.to_string())
            .unwrap_or_default()
    }

    /// `value` with the element type of `like` (an f32 sum of bf16
    /// exponentials against the bf16 output or correction).
    pub(super) fn converted(
        &self,
        value: Value<'c, 'a>,
        like: Value<'c, 'a>,
    ) -> Result<Value<'c, 'a>, Failure<'c>> {
        let (from, to) = (self.element(value), self.element(like));
        if from == to {
            return Ok(value);
        }
        let (_, element) = static_tensor(like.r#type()).expect("a static tensor");
        let result = self.emitter.tensor_type(&shape(value), element);
        let text = templates::converted(
            &value.r#type().to_string(),
            &result.to_string(),
            shape(value).len(),
            &from,
            &to,
        );
        self.instantiate(&text, &[value])
    }
}
