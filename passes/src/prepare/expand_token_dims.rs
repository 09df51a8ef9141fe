//! `spmd-expand-token-dims`: matmuls over tokens flattened from several
//! dims (batch and sequence), as contractions over each of them.
//!
//! JAX's projections of a `[b, s, d]` activation reach linalg as a
//! `tensor.collapse_shape` to `[b * s, d]`, a `linalg.matmul` and a
//! `tensor.expand_shape` of the result back; their weight gradients
//! contract the flattened tokens (`[d, b * s] x [b * s, e]`). A split of
//! the sequence (context parallelism) is minor in the flattened dim: it
//! passes the collapse only where each device holds one sequence (the
//! axes before split the batch into single indices); with two sequences or
//! more per device the partitioner gathers the sequence at every
//! projection. This pass replaces each such matmul by one
//! `linalg.generic` over the token dims, each a factor of its own.
//!
//! Reads: `linalg.matmul` ops whose rows are a collapse of several dims,
//! or whose contracted dim is a collapse of the same dims in both
//! operands, all of one float type. Writes: the `linalg.generic` in their
//! place (at the matmul's location; the operands collapsed only as far as
//! the generic needs, its init the old fill made again in the new shape
//! or the old init expanded), an `expand_shape` of its result in place of
//! each expansion of the old rows, a `collapse_shape` back for any other
//! reader; erases what nothing reads any more. Everything else is left as
//! it is.

use melior::{
    Context,
    ir::{
        Location, Value, ValueLike,
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
        r#type::TypeLike,
    },
};
use spmd_dialect::{
    ir::{erase, has_uses, operation_name, producer, replace_uses, uses},
    rules::reassociation,
    types::static_tensor,
};

use super::{Collapsed, fill_text, rewrite_all};
use crate::pass::{Failure, declare_pass, template::Template};

declare_pass! {
    /// The `spmd-expand-token-dims` pass.
    pub fn expand_token_dims_pass() = "spmd-expand-token-dims" as "SpmdExpandTokenDims" {
        summary: "Replace matmuls over tokens collapsed from batch and sequence by contractions over each dim, so that a sequence split (context parallelism) passes with several sequences per device",
        rewrite: expand_function,
    }
}

/// Rewrites every matmul of `function` over flattened tokens (also what
/// `spmd-auto-shard{algo=cp}` runs before it plans).
pub(crate) fn expand_function<'c>(function: OperationRef<'c, '_>) -> Result<(), Failure<'c>> {
    rewrite_all::<Tokens>(function)
}

/// A matmul operand as its collapse's source (or as it is) and the
/// groups of source dims that make its two dims.
struct Side<'c, 'a> {
    source: Value<'c, 'a>,
    shape: Vec<usize>,
    groups: Vec<Vec<usize>>,
    collapse: Option<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Side<'c, 'a> {
    fn of(value: Value<'c, 'a>) -> Option<Self> {
        let collapse = producer(value).filter(|op| operation_name(*op) == "tensor.collapse_shape");
        let (source, groups) = match collapse {
            Some(op) => (op.operand(0).ok()?, reassociation(op).ok()?),
            None => (value, vec![vec![0], vec![1]]),
        };
        let (shape, _) = static_tensor(source.r#type())?;
        (groups.len() == 2).then_some(Side {
            source,
            shape,
            groups,
            collapse,
        })
    }

    fn extents(&self, group: usize) -> Vec<usize> {
        self.groups[group].iter().map(|&d| self.shape[d]).collect()
    }
}

/// A matmul over flattened tokens.
pub(crate) struct Tokens<'c, 'a> {
    matmul: OperationRef<'c, 'a>,
    lhs: Side<'c, 'a>,
    rhs: Side<'c, 'a>,
    /// The rows' dims (one where they are not flattened).
    rows: Vec<usize>,
    /// The contracted dims (one where they are not flattened).
    contracted: Vec<usize>,
    columns: usize,
    element: String,
}

impl<'c, 'a> Collapsed<'c, 'a> for Tokens<'c, 'a> {
    const OPERATION: &'static str = "linalg.matmul";

    fn of(matmul: OperationRef<'c, 'a>) -> Option<Self> {
        let lhs = Side::of(matmul.operand(0).ok()?)?;
        let rhs = Side::of(matmul.operand(1).ok()?)?;
        let (out_shape, element) = static_tensor(matmul.result(0).ok()?.r#type())?;
        let one_float = [
            matmul.operand(0).ok()?,
            matmul.operand(1).ok()?,
            matmul.operand(2).ok()?,
        ]
        .iter()
        .all(|v| static_tensor(v.r#type()).is_some_and(|(_, e)| e == element))
            && element.is_float();
        let rows = lhs.extents(0);
        let flat_contraction = lhs.groups[1].len() >= 2 && lhs.extents(1) == rhs.extents(0);
        let contracted = if flat_contraction {
            lhs.extents(1)
        } else {
            vec![lhs.extents(1).iter().product()]
        };
        (one_float && (rows.len() >= 2 || flat_contraction)).then_some(Tokens {
            matmul,
            lhs,
            rhs,
            rows,
            contracted,
            columns: out_shape[1],
            element: element.to_string(),
        })
    }

    fn collapses(&self) -> Vec<OperationRef<'c, 'a>> {
        [self.lhs.collapse, self.rhs.collapse]
            .into_iter()
            .flatten()
            .collect()
    }

    /// Puts the generic in the matmul's place and rewires its readers.
    fn rewrite(self, context: &'c Context) -> Result<(), Failure<'c>> {
        self.replace(context)
    }
}

impl<'c, 'a> Tokens<'c, 'a> {
    fn result_type(&self) -> String {
        tensor_type(
            &self
                .rows
                .iter()
                .chain([&self.columns])
                .copied()
                .collect::<Vec<_>>(),
            &self.element,
        )
    }

    fn replace(self, context: &'c Context) -> Result<(), Failure<'c>> {
        let at = self.matmul.location();
        let init = self.init(context, at)?;
        let lhs_type = self.lhs.source.r#type().to_string();
        let rhs_type = self.rhs.source.r#type().to_string();
        let (result_type, element) = (self.result_type(), &self.element);
        let (rows, contracted) = (self.rows.len(), self.contracted.len());
        let loops: Vec<String> = (0..rows + 1 + contracted)
            .map(|d| format!("d{d}"))
            .collect();
        let row_dims = &loops[..rows];
        let column = &loops[rows];
        let contracted_dims = &loops[rows + 1..];
        let map = |results: Vec<&String>| {
            let results: Vec<&str> = results.iter().map(|s| s.as_str()).collect();
            format!(
                "affine_map<({}) -> ({})>",
                loops.join(", "),
                results.join(", ")
            )
        };
        let lhs_map = map(row_dims.iter().chain(contracted_dims).collect());
        let rhs_map = map(contracted_dims.iter().chain([column]).collect());
        let out_map = map(row_dims.iter().chain([column]).collect());
        let iterators: Vec<&str> = std::iter::repeat_n("\"parallel\"", rows + 1)
            .chain(std::iter::repeat_n("\"reduction\"", contracted))
            .collect();
        // Each operand collapsed to the generic's dims: rows (or the
        // contracted dims) kept apart, the other group merged.
        let lhs_groups = regroup(&self.lhs.groups, [true, contracted > 1]);
        let rhs_groups = regroup(&self.rhs.groups, [contracted > 1, false]);
        let mut body = String::new();
        let lhs_operand = collapse_text(
            &mut body,
            "%a",
            &lhs_type,
            &self.lhs.shape,
            &lhs_groups,
            element,
        );
        let rhs_operand = collapse_text(
            &mut body,
            "%b",
            &rhs_type,
            &self.rhs.shape,
            &rhs_groups,
            element,
        );
        let text = format!(
            "func.func @tokens(%a: {lhs_type}, %b: {rhs_type}, %c: {result_type}) -> {result_type} {{\n\
             {body}%r = linalg.generic {{indexing_maps = [{lhs_map}, {rhs_map}, {out_map}], iterator_types = [{}]}} \
             ins({} : {}, {}) outs(%c : {result_type}) {{\n\
             ^bb0(%x: {element}, %y: {element}, %acc: {element}):\n\
             %p = arith.mulf %x, %y : {element}\n\
             %s = arith.addf %acc, %p : {element}\n\
             linalg.yield %s : {element}\n\
             }} -> {result_type}\n\
             return %r : {result_type}\n}}",
            iterators.join(", "),
            format!("{}, {}", lhs_operand.0, rhs_operand.0),
            lhs_operand.1,
            rhs_operand.1,
        );
        let template = Template::parse(context, &text, "token contraction", at)?;
        let result =
            template.instantiate(self.matmul, &[self.lhs.source, self.rhs.source, init], at)[0];
        self.rewire(context, result)?;
        let old_init = producer(self.matmul.operand(2).expect("an init"));
        let old_empty = old_init.and_then(|fill| producer(fill.operand(1).ok()?));
        let replaced = [
            Some(self.matmul),
            self.lhs.collapse,
            self.rhs.collapse,
            old_init,
            old_empty,
        ];
        for operation in replaced.into_iter().flatten() {
            if !operation.results().any(has_uses) {
                erase(operation);
            }
        }
        Ok(())
    }

    /// The old result's readers on `result`: an expansion of the rows
    /// back becomes an expansion of the rest (or `result` itself), any
    /// other reader gets `result` collapsed back.
    fn rewire(&self, context: &'c Context, result: Value<'c, 'a>) -> Result<(), Failure<'c>> {
        let old: Value = self.matmul.result(0).expect("a result").into();
        if self.rows.len() == 1 {
            replace_uses(old, result);
            return Ok(());
        }
        let rows = self.rows.len();
        let result_type = self.result_type();
        let at = self.matmul.location();
        for (user, index) in uses(old) {
            match self.expansion_of_rows(user) {
                Some((expanded, groups)) if groups[1].len() == 1 => {
                    replace_uses(expanded, result);
                    erase(user);
                }
                Some((expanded, groups)) => {
                    let (shape, _) = static_tensor(expanded.r#type()).expect("checked");
                    let mut new_groups: Vec<Vec<usize>> = (0..rows).map(|d| vec![d]).collect();
                    new_groups.push(
                        groups[1]
                            .iter()
                            .map(|&d| d + rows - groups[0].len())
                            .collect(),
                    );
                    let text = reshape_text(
                        "expand_shape",
                        &result_type,
                        &expanded.r#type().to_string(),
                        &new_groups,
                        Some(&shape),
                    );
                    let template = Template::parse(context, &text, "token expansion", at)?;
                    let reshaped = template.instantiate(user, &[result], at)[0];
                    replace_uses(expanded, reshaped);
                    erase(user);
                }
                None => {
                    let groups = vec![(0..rows).collect(), vec![rows]];
                    let old_type = old.r#type().to_string();
                    let text =
                        reshape_text("collapse_shape", &result_type, &old_type, &groups, None);
                    let template = Template::parse(context, &text, "token collapse", at)?;
                    let reshaped = template.instantiate(user, &[result], at)[0];
                    let mut user = unsafe { OperationRefMut::from_raw(user.to_raw()) };
                    user.set_operand(index, reshaped);
                }
            }
        }
        Ok(())
    }

    /// `user`'s result and groups where it expands the old rows back to
    /// the dims the generic keeps apart.
    fn expansion_of_rows(
        &self,
        user: OperationRef<'c, 'a>,
    ) -> Option<(Value<'c, 'a>, Vec<Vec<usize>>)> {
        if operation_name(user) != "tensor.expand_shape" {
            return None;
        }
        let groups = reassociation(user).ok().filter(|g| g.len() == 2)?;
        let expanded: Value = user.result(0).ok()?.into();
        let (shape, _) = static_tensor(expanded.r#type())?;
        let rows: Vec<usize> = groups[0].iter().map(|&d| shape[d]).collect();
        (rows == self.rows).then_some((expanded, groups))
    }

    /// The generic's init: a fill of an empty tensor (what JAX exports)
    /// filled again in the new shape; any other init expanded like the
    /// rows.
    fn init(&self, context: &'c Context, at: Location<'c>) -> Result<Value<'c, 'a>, Failure<'c>> {
        let old = self.matmul.operand(2).expect("an init");
        if self.rows.len() == 1 {
            return Ok(old);
        }
        let result_type = self.result_type();
        let fill = producer(old).filter(|fill| {
            operation_name(*fill) == "linalg.fill"
                && fill
                    .operand(1)
                    .ok()
                    .and_then(producer)
                    .is_some_and(|empty| operation_name(empty) == "tensor.empty")
        });
        let (text, arguments) = match fill {
            Some(fill) => {
                let scalar = fill.operand(0).expect("a fill has a value");
                (
                    fill_text(&result_type, &scalar.r#type().to_string()),
                    vec![scalar],
                )
            }
            None => {
                let rows = self.rows.len();
                let groups = vec![(0..rows).collect(), vec![rows]];
                let shape: Vec<usize> = self.rows.iter().chain([&self.columns]).copied().collect();
                (
                    reshape_text(
                        "expand_shape",
                        &old.r#type().to_string(),
                        &result_type,
                        &groups,
                        Some(&shape),
                    ),
                    vec![old],
                )
            }
        };
        let template = Template::parse(context, &text, "token init", at)?;
        Ok(template.instantiate(self.matmul, &arguments, at)[0])
    }
}

/// `groups` (an operand's two dims as groups of its source's dims) with
/// each group kept apart (`true`: one dim per source dim) or merged.
fn regroup(groups: &[Vec<usize>], apart: [bool; 2]) -> Vec<Vec<usize>> {
    groups
        .iter()
        .zip(apart)
        .flat_map(|(group, apart)| match apart {
            true => group.iter().map(|&d| vec![d]).collect(),
            false => vec![group.clone()],
        })
        .collect()
}

/// Appends to `body` a collapse of `name` (of `ty` and `shape`) by
/// `groups` where one is needed; the value and its type.
fn collapse_text(
    body: &mut String,
    name: &str,
    ty: &str,
    shape: &[usize],
    groups: &[Vec<usize>],
    element: &str,
) -> (String, String) {
    if groups.iter().all(|g| g.len() == 1) {
        return (name.to_owned(), ty.to_owned());
    }
    let dims: Vec<usize> = groups
        .iter()
        .map(|g| g.iter().map(|&d| shape[d]).product())
        .collect();
    let collapsed = tensor_type(&dims, element);
    let value = format!("{name}c");
    body.push_str(&format!(
        "{value} = tensor.collapse_shape {name} {} : {ty} into {collapsed}\n",
        groups_text(groups)
    ));
    (value, collapsed)
}

/// A function holding one reshape (`op`) from `source` to `result` by
/// `groups`; `output_shape` for an expansion.
fn reshape_text(
    op: &str,
    source: &str,
    result: &str,
    groups: &[Vec<usize>],
    output_shape: Option<&[usize]>,
) -> String {
    let shape = output_shape.map_or(String::new(), |shape| {
        let dims: Vec<String> = shape.iter().map(usize::to_string).collect();
        format!(" output_shape [{}]", dims.join(", "))
    });
    format!(
        "func.func @reshape(%a: {source}) -> {result} {{\n\
         %r = tensor.{op} %a {}{shape} : {source} into {result}\n\
         return %r : {result}\n}}",
        groups_text(groups)
    )
}

fn groups_text(groups: &[Vec<usize>]) -> String {
    let groups: Vec<String> = groups
        .iter()
        .map(|g| {
            let dims: Vec<String> = g.iter().map(usize::to_string).collect();
            format!("[{}]", dims.join(", "))
        })
        .collect();
    format!("[{}]", groups.join(", "))
}

fn tensor_type(shape: &[usize], element: &str) -> String {
    let dims: Vec<String> = shape.iter().map(usize::to_string).collect();
    format!("tensor<{}x{element}>", dims.join("x"))
}
