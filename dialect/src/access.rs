//! The one place that reads and writes shardings on the IR, as Shardy's
//! `getSharding` / `setShardings` are: a function argument's or result's
//! `spmd.sharding`, an op's `spmd.shardings` (one per result), an
//! `spmd.annotate`'s target; and a function's shardings read at once, on
//! one mesh looked up and checked once, every sharding checked against its
//! value's rank. Each check has one message, wherever it fails.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, Location, ValueLike,
        attribute::{ArrayAttribute, AttributeLike, DictionaryAttribute},
        operation::{OperationLike, OperationMutLike, OperationRef, OperationRefMut},
    },
};
use rustc_hash::FxHashMap;

use crate::{
    ANNOTATE_OP, ANNOTATE_SHARDING_ATTR, Mesh, RESULT_SHARDINGS_ATTR, SHARDING_ATTR, Sharding,
    ShardingAttribute, SignatureSide, set_signature_attributes, signature_attributes,
    types::static_tensor, with_entries,
};

/// A located error: where, and what.
pub type Located<'c> = (Location<'c>, String);

/// The `spmd.sharding` in one entry of a function's argument or result
/// attributes.
pub fn signature_sharding<'c>(
    dictionaries: &[DictionaryAttribute<'c>],
    index: usize,
) -> Option<Attribute<'c>> {
    dictionaries
        .get(index)
        .and_then(|d| d.element_by_name(SHARDING_ATTR))
}

/// The shardings an op carries: an annotation's target (one), or the
/// `spmd.shardings` of its results; `None` for an op with neither.
pub fn op_sharding_attributes<'c>(
    operation: OperationRef<'c, '_>,
) -> Result<Option<Vec<Attribute<'c>>>, Located<'c>> {
    let at = operation.location();
    if operation.name().as_string_ref().as_str() == Ok(ANNOTATE_OP) {
        let attribute = operation
            .attribute(ANNOTATE_SHARDING_ATTR)
            .map_err(|_| (at, "annotation without sharding".to_owned()))?;
        return Ok(Some(vec![attribute]));
    }
    let Ok(attribute) = operation.attribute(RESULT_SHARDINGS_ATTR) else {
        return Ok(None);
    };
    let list = ArrayAttribute::try_from(attribute).map_err(|_| {
        (
            at,
            format!("'{RESULT_SHARDINGS_ATTR}' must be an array with one sharding per result"),
        )
    })?;
    if list.len() != operation.result_count() {
        return Err((
            at,
            format!(
                "'{RESULT_SHARDINGS_ATTR}' has {} entries for {} results",
                list.len(),
                operation.result_count()
            ),
        ));
    }
    (0..list.len())
        .map(|i| list.element(i).map_err(|e| (at, e.to_string())))
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Writes ops' `spmd.shardings`. A `#spmd.sharding` has no C builder, so
/// making one prints and parses it; the writer makes each distinct
/// sharding's attribute once (a pass writes tens of thousands of ops'
/// shardings, a few distinct ones).
pub struct ShardingWriter<'c> {
    context: &'c Context,
    made: FxHashMap<Sharding, Attribute<'c>>,
}

impl<'c> ShardingWriter<'c> {
    pub fn new(context: &'c Context) -> Self {
        ShardingWriter {
            context,
            made: FxHashMap::default(),
        }
    }

    /// The attribute of `sharding`.
    pub fn attribute(&mut self, sharding: &Sharding) -> Attribute<'c> {
        if let Some(made) = self.made.get(sharding) {
            return *made;
        }
        let made = sharding.to_attribute(self.context);
        self.made.insert(sharding.clone(), made);
        made
    }

    /// Writes `shardings` as an op's `spmd.shardings`, one per result.
    pub fn set_result_shardings(&mut self, operation: OperationRef, shardings: &[Sharding]) {
        let attributes: Vec<Attribute> = shardings.iter().map(|s| self.attribute(s)).collect();
        let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
        operation.set_attribute(
            RESULT_SHARDINGS_ATTR,
            ArrayAttribute::new(self.context, &attributes).into(),
        );
    }
}

/// Removes an op's `spmd.shardings`, if any.
pub fn remove_result_shardings(operation: OperationRef) {
    let mut operation = unsafe { OperationRefMut::from_raw(operation.to_raw()) };
    let _ = operation.remove_attribute(RESULT_SHARDINGS_ATTR);
}

/// Reads shardings of one function, fixing its mesh at the first.
///
/// A `#spmd.sharding` has no C accessors, so reading one prints and
/// re-parses it; attributes are uniqued per context, so each distinct
/// attribute is read once and remembered by its storage address (stable
/// while the context, which outlives `'c`, lives).
pub struct ShardingReader<'c, 'f> {
    function: OperationRef<'c, 'f>,
    mesh: Option<Mesh>,
    parsed: FxHashMap<usize, Sharding>,
}

impl<'c, 'f> ShardingReader<'c, 'f> {
    pub fn new(function: OperationRef<'c, 'f>) -> Self {
        ShardingReader {
            function,
            mesh: None,
            parsed: FxHashMap::default(),
        }
    }

    /// The mesh of the shardings read so far.
    pub fn mesh(&self) -> Option<&Mesh> {
        self.mesh.as_ref()
    }

    /// Parses `attribute` (found at `at`) as the sharding of a value of
    /// `rank` dims: on the function's one mesh, which must exist, with a
    /// placement per axis and dims in range.
    pub fn read(
        &mut self,
        attribute: Attribute<'c>,
        at: Location<'c>,
        rank: usize,
    ) -> Result<Sharding, Located<'c>> {
        let key = attribute.to_raw().ptr as usize;
        let sharding = match self.parsed.get(&key) {
            Some(known) => known.clone(),
            None => {
                let sharding =
                    Sharding::from_attribute(attribute).map_err(|e| (at, e.to_string()))?;
                self.parsed.insert(key, sharding.clone());
                sharding
            }
        };
        let mesh = match &self.mesh {
            Some(known) if known.name == sharding.mesh => known.clone(),
            Some(known) => {
                return Err((
                    at,
                    format!(
                        "sharding on mesh @{} in a function sharded on mesh @{}",
                        sharding.mesh, known.name
                    ),
                ));
            }
            None => Mesh::lookup(self.function, &sharding.mesh).map_err(|e| (at, e.to_string()))?,
        };
        sharding
            .check(&mesh, rank)
            .map_err(|e| (at, e.to_string()))?;
        self.mesh = Some(mesh);
        Ok(sharding)
    }
}

/// The rank of a value's type: a static tensor's, else 0.
fn rank_of(value_type: melior::ir::Type) -> usize {
    static_tensor(value_type).map_or(0, |(shape, _)| shape.len())
}

/// A sharding with where it was written.
#[derive(Clone, Debug)]
pub struct Written<'c> {
    pub sharding: Sharding,
    pub at: Location<'c>,
}

/// Every sharding of a function, read in order (arguments, ops, results)
/// on its one mesh.
pub struct FunctionShardings<'c> {
    /// The mesh, `None` when the function has no sharding.
    pub mesh: Option<Mesh>,
    /// Per argument: its `spmd.sharding`.
    pub arguments: Vec<Option<Written<'c>>>,
    /// Per result: its `spmd.sharding`.
    pub results: Vec<Option<Written<'c>>>,
    /// Per op of the body (by [`op_key`]): an annotation's target or its
    /// results' `spmd.shardings`.
    ops: FxHashMap<usize, Vec<Sharding>>,
}

/// An op's identity, for [`FunctionShardings::of_op`].
fn op_key(operation: OperationRef) -> usize {
    operation.to_raw().ptr as usize
}

impl<'c> FunctionShardings<'c> {
    /// Reads every sharding of `function`'s body and signature.
    pub fn read(function: OperationRef<'c, '_>) -> Result<Self, Located<'c>> {
        let mut reader = ShardingReader::new(function);
        let Some(body) = crate::ir::first_block(function) else {
            return Ok(FunctionShardings {
                mesh: None,
                arguments: Vec::new(),
                results: Vec::new(),
                ops: FxHashMap::default(),
            });
        };
        let argument_attributes = signature_attributes(function, SignatureSide::Argument);
        let mut arguments = Vec::new();
        for index in 0..body.argument_count() {
            let argument = body.argument(index).expect("index < argument_count");
            let at = argument.location();
            arguments.push(match signature_sharding(&argument_attributes, index) {
                Some(attribute) => Some(Written {
                    sharding: reader.read(attribute, at, rank_of(argument.r#type()))?,
                    at,
                }),
                None => None,
            });
        }
        let mut ops = FxHashMap::default();
        let returned: Vec<usize> = body
            .terminator()
            .filter(|t| t.name().as_string_ref().as_str() == Ok("func.return"))
            .map(|t| t.operands().map(|v| rank_of(v.r#type())).collect())
            .unwrap_or_default();
        // Every op, loop bodies' included.
        for operation in crate::ir::program_operations(body) {
            let Some(attributes) = op_sharding_attributes(operation)? else {
                continue;
            };
            let at = operation.location();
            let shardings = attributes
                .into_iter()
                .enumerate()
                .map(|(index, attribute)| {
                    let rank = operation
                        .result(index)
                        .map_or(0, |result| rank_of(result.r#type()));
                    reader.read(attribute, at, rank)
                })
                .collect::<Result<Vec<_>, _>>()?;
            ops.insert(op_key(operation), shardings);
        }
        let result_attributes = signature_attributes(function, SignatureSide::Result);
        let at = function.location();
        let results = (0..result_attributes.len().max(returned.len()))
            .map(|index| {
                signature_sharding(&result_attributes, index)
                    .map(|attribute| {
                        let rank = returned.get(index).copied().unwrap_or(0);
                        Ok(Written {
                            sharding: reader.read(attribute, at, rank)?,
                            at,
                        })
                    })
                    .transpose()
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(FunctionShardings {
            mesh: reader.mesh,
            arguments,
            results,
            ops,
        })
    }

    /// The shardings `operation` carries (see [`op_sharding_attributes`]).
    pub fn of_op(&self, operation: OperationRef) -> Option<&[Sharding]> {
        self.ops.get(&op_key(operation)).map(Vec::as_slice)
    }

    /// Whether the function carries any sharding.
    pub fn any(&self) -> bool {
        self.mesh.is_some()
    }
}

/// Writes `spmd.sharding` on one side of a function's signature: entry `i`
/// gets `shardings[i]` where it is `Some` and keeps what it has otherwise.
pub fn set_signature_shardings<'c>(
    context: &'c Context,
    function: OperationRef<'c, '_>,
    side: SignatureSide,
    shardings: &[Option<Sharding>],
) {
    let existing = signature_attributes(function, side);
    let entries: Vec<Attribute> = shardings
        .iter()
        .enumerate()
        .map(|(index, sharding)| {
            let written: Vec<(&str, Attribute)> = sharding
                .iter()
                .map(|sharding| (SHARDING_ATTR, sharding.to_attribute(context)))
                .collect();
            with_entries(context, existing.get(index).copied(), &written)
        })
        .collect();
    set_signature_attributes(context, function, side, &entries);
}
