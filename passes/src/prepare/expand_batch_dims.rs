//! `spmd-expand-batch-dims`: contractions with several batch dims, as one.
//!
//! JAX's attention (`dot_general` with batch dims batch and heads) reaches
//! linalg as `tensor.collapse_shape` of both operands to one batch dim, a
//! `linalg.batch_matmul`, and a `tensor.expand_shape` of the result back.
//! A sharding of the heads cannot pass the collapse (a split survives only
//! on a dim's major factor, and the heads are minor to the batch), so
//! Megatron's head-sharded attention would be gathered there. This pass
//! replaces each such chain by one `linalg.generic` over the uncollapsed
//! dims (batch dims, m, n, k), whose every batch dim is a factor of its own:
//! what upstream's reshape-by-expansion fusion does for generics, for this
//! one pattern only.
//!
//! Reads: `linalg.batch_matmul` ops whose two operands are collapses of
//! the same leading dims (an operand's may also merge leading unit dims: a
//! layer sliced out of a scanned model's stack) and whose one use expands
//! the result back, all of one float type. Writes: the `linalg.generic` in their place (at the
//! batch_matmul's location; its init is the old init's fill of an empty
//! tensor made again in the expanded shape, or any other init expanded);
//! erases the replaced ops. Everything else is left as it is.

use melior::{
    Context,
    ir::{
        BlockLike, Location, ValueLike,
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::TypeLike,
    },
};
use spmd_dialect::ir::Positional;
use spmd_dialect::{
    ir::{erase, has_uses, operation_name, producer, replace_uses, single_user},
    types::static_tensor,
};

use super::{Collapsed, fill_text, rewrite_all};
use crate::pass::{
    Failure, declare_pass,
    template::{Template, clone},
};

declare_pass! {
    /// The `spmd-expand-batch-dims` pass.
    pub fn expand_batch_dims_pass() = "spmd-expand-batch-dims" as "SpmdExpandBatchDims" {
        summary: "Replace collapse + batch_matmul + expand chains (attention's batch and heads) by one contraction over every batch dim, so that heads can be sharded",
        rewrite: expand_function,
    }
}

pub(crate) fn expand_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    rewrite_all::<Chain>(function)
}

/// A `collapse -> batch_matmul -> expand` chain.
pub(crate) struct Chain<'c, 'a> {
    matmul: OperationRef<'c, 'a>,
    lhs: OperationRef<'c, 'a>,
    rhs: OperationRef<'c, 'a>,
    expand: OperationRef<'c, 'a>,
    /// Per operand: how many leading unit dims its collapse also merges
    /// into the batch (a layer sliced out of a scanned model's stack).
    units: [usize; 2],
}

impl<'c, 'a> Collapsed<'c, 'a> for Chain<'c, 'a> {
    const OPERATION: &'static str = "linalg.batch_matmul";

    /// The chain around `matmul`, if it has that form: both operands
    /// collapsed from the same batch dims (`[[0, .., g-1], [g], [g+1]]`,
    /// maybe after leading unit dims in the first group), the result's one
    /// use expanding it back, one float element type.
    fn of(matmul: OperationRef<'c, 'a>) -> Option<Self> {
        let collapse = |index: usize| {
            let op = producer(matmul.operand_at(index)?)?;
            (operation_name(op) == "tensor.collapse_shape").then_some(op)
        };
        let (lhs, rhs) = (collapse(0)?, collapse(1)?);
        let expand = single_user(matmul.result_at(0)?)?;
        if operation_name(expand) != "tensor.expand_shape" {
            return None;
        }
        let source_shape = |op: OperationRef<'c, 'a>| static_tensor(op.operand_at(0)?.r#type());
        let (lhs_shape, element) = source_shape(lhs)?;
        let (rhs_shape, rhs_element) = source_shape(rhs)?;
        let (out_shape, out_element) = static_tensor(expand.result_at(0)?.r#type())?;
        let (_, init_element) = static_tensor(matmul.operand_at(2)?.r#type())?;
        let batch = out_shape.len().checked_sub(2)?;
        let units = |op: OperationRef, shape: &[usize]| -> Option<usize> {
            let units = shape.len().checked_sub(batch + 2)?;
            let grouped = reassociation(op)? == batch_groups(units + batch);
            let unit = shape[..units].iter().all(|&d| d == 1);
            let same_batch = shape[units..units + batch] == out_shape[..batch];
            (grouped && unit && same_batch).then_some(units)
        };
        let one_float = [rhs_element, out_element, init_element]
            .iter()
            .all(|e| *e == element)
            && element.is_float();
        let expanded = reassociation(expand)? == batch_groups(batch);
        let units = [units(lhs, &lhs_shape)?, units(rhs, &rhs_shape)?];
        (batch >= 2 && one_float && expanded).then_some(Chain {
            matmul,
            lhs,
            rhs,
            expand,
            units,
        })
    }

    fn collapses(&self) -> Vec<OperationRef<'c, 'a>> {
        vec![self.lhs, self.rhs]
    }

    /// Puts the generic in the chain's place.
    fn rewrite(self, context: &'c Context) -> Result<(), Failure<'c>> {
        self.replace(context)
    }
}

impl<'c, 'a> Chain<'c, 'a> {
    /// Operand `index`'s source, its leading unit dims collapsed away.
    fn source(
        &self,
        context: &'c Context,
        index: usize,
        at: Location<'c>,
    ) -> Result<melior::ir::Value<'c, 'a>, Failure<'c>> {
        let collapse = [self.lhs, self.rhs][index];
        let source = collapse.operand(0).expect("a collapse has a source");
        let units = self.units[index];
        if units == 0 {
            return Ok(source);
        }
        let (shape, element) = static_tensor(source.r#type()).expect("checked static");
        let text = unit_collapse_text(
            &source.r#type().to_string(),
            &shape[units..],
            &element.to_string(),
            units,
        );
        let parsed = Template::parse(context, &text, "drop_units", at)?;
        let block = self.matmul.block().expect("the op is in a block");
        let dropped = block.insert_operation_before(self.matmul, clone(parsed.operations()[0]));
        unsafe {
            mlir_sys::mlirOperationSetLocation(dropped.to_raw(), collapse.location().to_raw())
        };
        set_operand(dropped, 0, source);
        Ok(dropped.result(0).expect("a collapse has a result").into())
    }

    fn replace(self, context: &'c Context) -> Result<(), Failure<'c>> {
        let at = self.matmul.location();
        let type_text = |value: melior::ir::Value| value.r#type().to_string();
        let lhs = self.source(context, 0, at)?;
        let rhs = self.source(context, 1, at)?;
        let out = self.expand.result(0).expect("an expand has a result");
        let (shape, element) = static_tensor(lhs.r#type()).expect("checked static");
        let text = generic_text(
            shape.len() - 2,
            &type_text(lhs),
            &type_text(rhs),
            &type_text(out.into()),
            &element.to_string(),
        );
        let parsed = Template::parse(context, &text, "contraction", at)?;
        let template = parsed.operations()[0];
        let block = self.matmul.block().expect("the op is in a block");
        let init = self.init(context, at)?;
        let generic = block.insert_operation_before(self.matmul, clone(template));
        unsafe { mlir_sys::mlirOperationSetLocation(generic.to_raw(), at.to_raw()) };
        set_operand(generic, 0, lhs);
        set_operand(generic, 1, rhs);
        set_operand(generic, 2, init);
        replace_uses(out, generic.result(0).expect("a generic has a result"));
        let old_init = producer(self.matmul.operand(2).expect("an init"));
        let old_empty = old_init.and_then(|fill| producer(fill.operand_at(1)?));
        for op in [
            Some(self.expand),
            Some(self.matmul),
            Some(self.lhs),
            Some(self.rhs),
        ]
        .into_iter()
        .chain([old_init, old_empty])
        .flatten()
        {
            if !op.results().any(has_uses) {
                erase(op);
            }
        }
        Ok(())
    }

    /// The contraction's init: a fill of an empty tensor (what JAX
    /// exports) filled again in the expanded shape, so that it stays a
    /// value made from nothing, which any sharding can build; any other
    /// init expanded like the result.
    fn init(
        &self,
        context: &'c Context,
        at: Location<'c>,
    ) -> Result<melior::ir::Value<'c, 'a>, Failure<'c>> {
        let block = self.matmul.block().expect("the op is in a block");
        let old = self.matmul.operand(2).expect("an init");
        let fill = producer(old).filter(|fill| {
            operation_name(*fill) == "linalg.fill"
                && fill
                    .operand(1)
                    .ok()
                    .and_then(producer)
                    .is_some_and(|empty| operation_name(empty) == "tensor.empty")
        });
        let Some(fill) = fill else {
            let expand = block.insert_operation_before(self.matmul, clone(self.expand));
            set_operand(expand, 0, old);
            return Ok(expand.result(0).expect("an expand has a result").into());
        };
        let out = self.expand.result(0).expect("an expand has a result");
        let scalar = fill.operand(0).expect("a fill has a value");
        let text = fill_text(&out.r#type().to_string(), &scalar.r#type().to_string());
        let parsed = Template::parse(context, &text, "fill", at)?;
        let empty = parsed.operations()[0];
        let template_fill = empty.next_in_block().expect("then the fill");
        let empty = block.insert_operation_before(self.matmul, clone(empty));
        let filled = block.insert_operation_before(self.matmul, clone(template_fill));
        for op in [empty, filled] {
            unsafe { mlir_sys::mlirOperationSetLocation(op.to_raw(), fill.location().to_raw()) };
        }
        set_operand(filled, 0, scalar);
        set_operand(
            filled,
            1,
            empty.result(0).expect("an empty has a result").into(),
        );
        Ok(filled.result(0).expect("a fill has a result").into())
    }
}

fn set_operand<'c, 'a>(
    operation: OperationRef<'c, 'a>,
    index: usize,
    value: melior::ir::Value<'c, 'a>,
) {
    let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
    operation.set_operand(index, value);
}

/// `[[0, 1], [2], [3]]` for two batch dims.
fn batch_groups(batch: usize) -> String {
    let leading: Vec<String> = (0..batch).map(|d| d.to_string()).collect();
    format!("[[{}], [{}], [{}]]", leading.join(", "), batch, batch + 1)
}

/// A function holding the `tensor.collapse_shape` of a `source` type whose
/// first `units` dims are 1 into `shape`, merging them into its first dim.
fn unit_collapse_text(source: &str, shape: &[usize], element: &str, units: usize) -> String {
    let merged: Vec<String> = (0..=units).map(|d| d.to_string()).collect();
    let groups: Vec<String> = std::iter::once(merged.join(", "))
        .chain((units + 1..units + shape.len()).map(|d| d.to_string()))
        .map(|group| format!("[{group}]"))
        .collect();
    let dims: Vec<String> = shape.iter().map(usize::to_string).collect();
    let result = format!("tensor<{}x{element}>", dims.join("x"));
    format!(
        "func.func @drop_units(%s: {source}) -> {result} {{\n\
         %c = tensor.collapse_shape %s [{}] : {source} into {result}\n\
         return %c : {result}\n}}",
        groups.join(", ")
    )
}

/// A reshape's reassociation as text.
fn reassociation(operation: OperationRef) -> Option<String> {
    operation
        .attribute("reassociation")
        .ok()
        .map(|a| a.to_string())
}

/// A function holding `C[b.., m, n] += A[b.., m, k] * B[b.., k, n]` as one
/// `linalg.generic` with `batch` batch dims.
fn generic_text(batch: usize, lhs: &str, rhs: &str, out: &str, element: &str) -> String {
    let dims: Vec<String> = (0..batch + 3).map(|d| format!("d{d}")).collect();
    let batch_dims = dims[..batch].join(", ");
    let (m, n, k) = (&dims[batch], &dims[batch + 1], &dims[batch + 2]);
    let map = |tail: String| {
        format!(
            "affine_map<({}) -> ({batch_dims}, {tail})>",
            dims.join(", ")
        )
    };
    let iterators: Vec<&str> = std::iter::repeat_n("\"parallel\"", batch + 2)
        .chain(["\"reduction\""])
        .collect();
    format!(
        "func.func @contraction(%a: {lhs}, %b: {rhs}, %c: {out}) -> {out} {{\n\
         %r = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = [{}]}} \
         ins(%a, %b : {lhs}, {rhs}) outs(%c : {out}) {{\n\
         ^bb0(%x: {element}, %y: {element}, %acc: {element}):\n\
         %p = arith.mulf %x, %y : {element}\n\
         %s = arith.addf %acc, %p : {element}\n\
         linalg.yield %s : {element}\n\
         }} -> {out}\n\
         return %r : {out}\n}}",
        map(format!("{m}, {k}")),
        map(format!("{k}, {n}")),
        map(format!("{m}, {n}")),
        iterators.join(", ")
    )
}
