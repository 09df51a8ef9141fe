//! Small readers and editors of MLIR IR that melior leaves to the caller
//! (the raw C API calls live here, not in the passes).

use melior::ir::operation::{OperationLike, OperationRef};

/// The operation's name, `linalg.matmul` (empty if not UTF-8). Borrowed
/// from the context, where op names are uniqued: no allocation per call.
pub fn operation_name<'c>(operation: OperationRef<'c, '_>) -> &'c str {
    crate::work::add(crate::work::Work::NamesRead, 1);
    // SAFETY: an op's name is an identifier uniqued in its context, which
    // outlives `'c`.
    let name =
        unsafe { mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(operation.to_raw())) };
    let bytes: &'c [u8] =
        unsafe { std::slice::from_raw_parts(name.data as *const u8, name.length) };
    // Op names are ASCII in practice, checked faster than UTF-8 in general
    // (this is read millions of times on a deep step).
    if bytes.is_ascii() {
        // SAFETY: ASCII is UTF-8.
        unsafe { std::str::from_utf8_unchecked(bytes) }
    } else {
        std::str::from_utf8(bytes).unwrap_or_default()
    }
}

/// The text of a string or symbol attribute. melior's `value()` panics on
/// an empty string and on bytes that are not UTF-8, both of which parse
/// fine (`""`, `"\FF"`, `@""`): code that reads user input calls this.
pub trait AttributeText {
    fn text(&self) -> String;
}

/// # Safety
/// `raw` must come from a live attribute.
unsafe fn raw_text(raw: mlir_sys::MlirStringRef) -> String {
    if raw.length == 0 || raw.data.is_null() {
        return String::new();
    }
    let bytes = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

impl AttributeText for melior::ir::attribute::StringAttribute<'_> {
    fn text(&self) -> String {
        use melior::ir::attribute::AttributeLike;
        unsafe { raw_text(mlir_sys::mlirStringAttrGetValue(self.to_raw())) }
    }
}

impl AttributeText for melior::ir::attribute::FlatSymbolRefAttribute<'_> {
    fn text(&self) -> String {
        use melior::ir::attribute::AttributeLike;
        unsafe { raw_text(mlir_sys::mlirFlatSymbolRefAttrGetValue(self.to_raw())) }
    }
}

/// The text of an identifier (an attribute or op name, a file name in a
/// location), empty or not UTF-8 included (see [`AttributeText`]).
pub fn identifier_text(identifier: melior::ir::Identifier) -> String {
    unsafe { raw_text(identifier.as_string_ref().to_raw()) }
}

/// The op defining `value`, if an op result.
pub fn producer<'c, 'a>(
    value: melior::ir::Value<'c, 'a>,
) -> Option<melior::ir::operation::OperationRef<'c, 'a>> {
    use melior::ir::ValueLike;
    let raw = value.to_raw();
    unsafe { mlir_sys::mlirValueIsAOpResult(raw) }
        .then(|| unsafe { OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(raw)) })
}

/// Whether anything uses `value`.
pub fn has_uses<'c>(value: impl melior::ir::ValueLike<'c>) -> bool {
    !unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) }
        .ptr
        .is_null()
}

/// Every use of `value`: the op and the operand number.
pub fn uses<'c, 'a>(
    value: impl melior::ir::ValueLike<'c>,
) -> Vec<(melior::ir::operation::OperationRef<'c, 'a>, usize)> {
    let mut found = Vec::new();
    let mut next = unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) };
    while !next.ptr.is_null() {
        found.push((
            unsafe { OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(next)) },
            unsafe { mlir_sys::mlirOpOperandGetOperandNumber(next) } as usize,
        ));
        next = unsafe { mlir_sys::mlirOpOperandGetNextUse(next) };
    }
    found
}

/// The op that uses `value`, if exactly one use does.
pub fn single_user<'c, 'a>(
    value: impl melior::ir::ValueLike<'c>,
) -> Option<melior::ir::operation::OperationRef<'c, 'a>> {
    let first = unsafe { mlir_sys::mlirValueGetFirstUse(value.to_raw()) };
    if first.ptr.is_null()
        || !unsafe { mlir_sys::mlirOpOperandGetNextUse(first) }
            .ptr
            .is_null()
    {
        return None;
    }
    Some(unsafe { OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(first)) })
}

/// Replaces every use of `old` by `new`.
pub fn replace_uses<'c>(old: impl melior::ir::ValueLike<'c>, new: impl melior::ir::ValueLike<'c>) {
    unsafe { mlir_sys::mlirValueReplaceAllUsesOfWith(old.to_raw(), new.to_raw()) };
}

/// Replaces every use of `old` by `new` except in `except`.
pub fn replace_uses_except<'c>(
    old: impl melior::ir::ValueLike<'c>,
    new: impl melior::ir::ValueLike<'c>,
    except: OperationRef,
) {
    let mut except = except.to_raw();
    unsafe { mlir_sys::mlirValueReplaceAllUsesExcept(old.to_raw(), new.to_raw(), 1, &mut except) };
}

/// Erases `operation` (which nothing may use any more) from its block.
pub fn erase(operation: OperationRef) {
    unsafe { mlir_sys::mlirOperationDestroy(operation.to_raw()) };
}

/// The element of a splat `arith.constant`.
pub fn splat_element<'c>(operation: OperationRef<'c, '_>) -> Option<melior::ir::Attribute<'c>> {
    use melior::ir::attribute::{AttributeLike, DenseElementsAttribute};
    let value = operation.attribute("value").ok()?;
    DenseElementsAttribute::try_from(value).ok()?;
    unsafe {
        mlir_sys::mlirDenseElementsAttrIsSplat(value.to_raw()).then(|| {
            melior::ir::Attribute::from_raw(mlir_sys::mlirDenseElementsAttrGetSplatValue(
                value.to_raw(),
            ))
        })
    }
}

/// The value of a scalar (float or integer) `arith.constant`.
pub fn constant_scalar<'c>(value: melior::ir::Value<'c, '_>) -> Option<melior::ir::Attribute<'c>> {
    use melior::ir::attribute::AttributeLike;
    let producer = producer(value)?;
    (operation_name(producer) == "arith.constant")
        .then(|| producer.attribute("value").ok())
        .flatten()
        .filter(|attribute| attribute.is_float() || attribute.is_integer())
}

/// Whether a scalar attribute is zero (the neutral element of a sum).
pub fn is_zero(element: melior::ir::Attribute) -> bool {
    use melior::ir::attribute::AttributeLike;
    if element.is_float() {
        unsafe { mlir_sys::mlirFloatAttrGetValueDouble(element.to_raw()) == 0.0 }
    } else if element.is_integer() {
        unsafe { mlir_sys::mlirIntegerAttrGetValueInt(element.to_raw()) == 0 }
    } else {
        false
    }
}

/// A value's identity, for maps keyed by value (the value's address in
/// MLIR; valid while the value lives).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueKey(usize);

impl ValueKey {
    pub fn of(value: melior::ir::Value) -> ValueKey {
        use melior::ir::ValueLike;
        ValueKey(value.to_raw().ptr as usize)
    }
}

/// A symbol's name (`sym_name`), if it has one.
pub fn symbol_name(operation: OperationRef) -> Option<String> {
    let name = operation.attribute("sym_name").ok()?;
    melior::ir::attribute::StringAttribute::try_from(name)
        .ok()
        .map(|name| name.text())
}

/// No function of the wanted name: which was wanted, and which there are.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("no function @{wanted} (functions with a body: {})", if .functions.is_empty() { "none".to_owned() } else { .functions.join(", ") })]
pub struct MissingFunction {
    pub wanted: String,
    pub functions: Vec<String>,
}

/// The function of a module body named `name`; without a name, the only
/// function with a body, else @main.
pub fn find_function<'c, 'a>(
    body: melior::ir::BlockRef<'c, 'a>,
    name: Option<&str>,
) -> Result<OperationRef<'c, 'a>, MissingFunction> {
    use melior::ir::BlockLike;
    let defined: Vec<OperationRef> =
        std::iter::successors(body.first_operation(), |op| op.next_in_block())
            .filter(|op| operation_name(*op) == "func.func")
            .filter(|op| first_block(*op).is_some())
            .collect();
    if name.is_none() && defined.len() == 1 {
        return Ok(defined[0]);
    }
    let wanted = name.unwrap_or("main");
    let names: Vec<String> = defined
        .iter()
        .map(|f| symbol_name(*f).unwrap_or_default())
        .collect();
    names
        .iter()
        .position(|n| n == wanted)
        .map(|i| defined[i])
        .ok_or_else(|| MissingFunction {
            wanted: wanted.to_owned(),
            functions: names,
        })
}

/// Whether `inner` is `outer` or nested in one of its regions.
pub fn is_within(inner: OperationRef, outer: OperationRef) -> bool {
    let target = outer.to_raw().ptr;
    let mut current = inner.to_raw();
    loop {
        if current.ptr == target {
            return true;
        }
        current = unsafe { mlir_sys::mlirOperationGetParentOperation(current) };
        if current.ptr.is_null() {
            return false;
        }
    }
}

/// Whether `value` is defined inside `operation`'s regions (a result of a
/// nested op or an argument of a nested block).
fn defined_within(value: melior::ir::Value, operation: OperationRef) -> bool {
    use melior::ir::ValueLike;
    let raw = value.to_raw();
    let scope = if unsafe { mlir_sys::mlirValueIsABlockArgument(raw) } {
        let block = unsafe { mlir_sys::mlirBlockArgumentGetOwner(raw) };
        unsafe { mlir_sys::mlirBlockGetParentOperation(block) }
    } else {
        let owner = unsafe { mlir_sys::mlirOpResultGetOwner(raw) };
        if owner.ptr == operation.to_raw().ptr {
            return false;
        }
        owner
    };
    !scope.ptr.is_null() && is_within(unsafe { OperationRef::from_raw(scope) }, operation)
}

/// The value of `operation`'s integer attribute `name` (an index or an
/// integer), if it has one.
pub fn integer_attribute(operation: OperationRef, name: &str) -> Option<i64> {
    operation
        .attribute(name)
        .ok()
        .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// Sets `operation`'s attribute `name` to the 64-bit integer `value`
/// (what [`integer_attribute`] reads back).
pub fn set_integer_attribute(operation: OperationRef, name: &str, value: i64) {
    use melior::ir::{
        attribute::IntegerAttribute,
        operation::{OperationMutLike, OperationRefMut},
        r#type::IntegerType,
    };
    let context = operation.context();
    // SAFETY: the caller's op, held by no other mutable reference while
    // the attribute is set; its context outlives the call.
    let integer = IntegerType::new(unsafe { context.to_ref() }, 64).into();
    unsafe { OperationRefMut::from_raw(operation.to_raw()) }
        .set_attribute(name, IntegerAttribute::new(integer, value).into());
}

/// The ops of one block, in program order (not the ops nested in them).
pub fn block_operations<'c, 'a>(
    block: &impl melior::ir::BlockLike<'c, 'a>,
) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    let mut next = block.first_operation();
    while let Some(operation) = next {
        crate::work::add(crate::work::Work::OperationsVisited, 1);
        found.push(operation);
        next = operation.next_in_block();
    }
    found
}

/// Every op nested in `operation`'s regions, outer ops before the ops in
/// their regions, in program order.
pub fn nested_operations<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    use melior::ir::{BlockLike, RegionLike};
    let mut found = Vec::new();
    for index in 0..operation.region_count() {
        let Ok(region) = operation.region(index) else {
            continue;
        };
        let mut block = region.first_block();
        while let Some(current) = block {
            let mut next = current.first_operation();
            while let Some(nested) = next {
                crate::work::add(crate::work::Work::OperationsVisited, 1);
                found.push(nested);
                found.extend(nested_operations(nested));
                next = nested.next_in_block();
            }
            block = current.next_in_region();
        }
    }
    found
}

/// The tensors `operation`'s regions read that are defined outside the op
/// (a gather's table, read by `tensor.extract` in a `linalg.generic`
/// payload), in first-use order: what the op reads besides its operands.
pub fn captured_tensors<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<melior::ir::Value<'c, 'a>> {
    use melior::ir::{ValueLike, r#type::TypeLike};
    if operation.region_count() == 0 {
        return Vec::new();
    }
    let mut captured: Vec<melior::ir::Value> = Vec::new();
    for nested in nested_operations(operation) {
        for value in nested.operands() {
            if value.r#type().is_ranked_tensor()
                && !defined_within(value, operation)
                && !captured
                    .iter()
                    .any(|c| ValueKey::of(*c) == ValueKey::of(value))
            {
                captured.push(value);
            }
        }
    }
    captured
}

/// Every value `operation` reads from outside itself: its operands, then
/// what its regions read that is defined outside it (tensors or not), in
/// first-use order.
pub fn read_values<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<melior::ir::Value<'c, 'a>> {
    let mut read: Vec<melior::ir::Value> = operation.operands().collect();
    if operation.region_count() == 0 {
        return read;
    }
    for nested in nested_operations(operation) {
        for value in nested.operands() {
            if !defined_within(value, operation)
                && !read.iter().any(|r| ValueKey::of(*r) == ValueKey::of(value))
            {
                read.push(value);
            }
        }
    }
    read
}

/// Every value `operation` reads that an op rule has a slot for: its
/// operands, then its [captured tensors](captured_tensors) (slots
/// `operand_count()..`).
pub fn inputs<'c, 'a>(operation: OperationRef<'c, 'a>) -> Vec<melior::ir::Value<'c, 'a>> {
    operation
        .operands()
        .chain(captured_tensors(operation))
        .collect()
}

/// Replaces every use of `old` by the ops in `operation`'s regions (not by
/// `operation` itself) with `new`; with `itself`, its own uses too.
pub fn replace_uses_within<'c>(
    old: impl melior::ir::ValueLike<'c>,
    new: impl melior::ir::ValueLike<'c>,
    operation: OperationRef,
    itself: bool,
) {
    let uses: Vec<_> = uses(old)
        .into_iter()
        .filter(|(owner, _)| {
            let own = owner.to_raw().ptr == operation.to_raw().ptr;
            (itself || !own) && is_within(*owner, operation)
        })
        .map(|(owner, number)| (owner.to_raw(), number))
        .collect();
    for (owner, number) in uses {
        unsafe { mlir_sys::mlirOperationSetOperand(owner, number as isize, new.to_raw()) };
    }
}

/// The ops of `block` in program order, each `scf.for`'s body ops right
/// after the loop (recursively; their `scf.yield` left out): what the
/// passes that reason about a whole program visit. Regions of other ops
/// (payloads) are not entered.
pub fn program_operations<'c, 'a>(
    block: melior::ir::BlockRef<'c, 'a>,
) -> Vec<OperationRef<'c, 'a>> {
    let mut found = Vec::new();
    for operation in crate::ir::block_operations(&block) {
        let name = operation_name(operation);
        if name == "scf.yield" {
            continue;
        }
        crate::work::add(crate::work::Work::OperationsVisited, 1);
        found.push(operation);
        if name == "scf.for"
            && let Some(body) = first_block(operation)
        {
            found.extend(program_operations(body));
        }
    }
    found
}

/// An `scf.for`'s loop-carried values, per iter_arg: its initial value
/// (operand), the body's block argument, what the body yields and the
/// loop's result (one sharding for all four).
pub fn loop_carried<'c, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Vec<[melior::ir::Value<'c, 'a>; 4]> {
    use melior::ir::BlockLike;
    if operation_name(operation) != "scf.for" {
        return Vec::new();
    }
    let Some(body) = first_block(operation) else {
        return Vec::new();
    };
    let yielded = std::iter::successors(body.first_operation(), |op| op.next_in_block())
        .last()
        .filter(|op| operation_name(*op) == "scf.yield");
    (0..operation.result_count())
        .filter_map(|i| {
            Some([
                operation.operand_at(3 + i)?,
                body.argument_at(1 + i)?.into(),
                yielded?.operand_at(i)?,
                operation.result_at(i)?.into(),
            ])
        })
        .collect()
}

/// Iterations of an `scf.for` whose bounds and step are constants.
pub fn trip_count(operation: OperationRef) -> Option<usize> {
    use melior::ir::attribute::IntegerAttribute;
    let bound = |index: usize| -> Option<i64> {
        let constant = producer(operation.operand_at(index)?)?;
        (operation_name(constant) == "arith.constant")
            .then(|| IntegerAttribute::try_from(constant.attribute("value").ok()?).ok())
            .flatten()
            .map(|value| value.value())
    };
    let (lower, upper, step) = (bound(0)?, bound(1)?, bound(2)?);
    (step > 0).then(|| ((upper - lower).max(0) as usize).div_ceil(step as usize))
}

/// Positional accessors that answer `None` past the end. melior's
/// `operand(i)`, `result(i)`, `region(i)` and a block's `argument(i)` build
/// their error by printing the operation or block, which prints (and
/// verifies) everything around it to number its values: a miss asked once
/// per op makes a pass quadratic in the program. Code that may ask past the
/// end asks through these.
pub trait Positional<'c, 'a> {
    fn operand_at(&self, index: usize) -> Option<melior::ir::Value<'c, 'a>>;
    fn result_at(&self, index: usize) -> Option<melior::ir::operation::OperationResult<'c, 'a>>;
    fn region_at(&self, index: usize) -> Option<melior::ir::RegionRef<'c, 'a>>;
}

impl<'c: 'a, 'a, T: OperationLike<'c, 'a>> Positional<'c, 'a> for T {
    fn operand_at(&self, index: usize) -> Option<melior::ir::Value<'c, 'a>> {
        (index < self.operand_count()).then(|| self.operand(index).ok())?
    }

    fn result_at(&self, index: usize) -> Option<melior::ir::operation::OperationResult<'c, 'a>> {
        (index < self.result_count()).then(|| self.result(index).ok())?
    }

    fn region_at(&self, index: usize) -> Option<melior::ir::RegionRef<'c, 'a>> {
        (index < self.region_count()).then(|| self.region(index).ok())?
    }
}

/// A block's argument at `index`, `None` past the end (see [`Positional`]).
pub trait ArgumentAt<'c, 'a> {
    fn argument_at(&self, index: usize) -> Option<melior::ir::block::BlockArgument<'c, 'a>>;
}

impl<'c, 'a, T: melior::ir::BlockLike<'c, 'a>> ArgumentAt<'c, 'a> for T {
    fn argument_at(&self, index: usize) -> Option<melior::ir::block::BlockArgument<'c, 'a>> {
        (index < self.argument_count()).then(|| self.argument(index).ok())?
    }
}

/// The first block of `operation`'s first region, if it has one.
pub fn first_block<'c, 'a>(
    operation: OperationRef<'c, 'a>,
) -> Option<melior::ir::BlockRef<'c, 'a>> {
    use melior::ir::RegionLike;
    operation.region_at(0)?.first_block()
}

/// Per loop of a `linalg.generic`: whether its `iterator_types` entry is
/// `reduction`; `None` without `iterator_types`. Compares with the uniqued
/// `#linalg.iterator_type<reduction>` instead of printing every entry:
/// parsed once per [`crate::scope::PassScope`] (a pass's run), else per
/// call.
pub fn reduction_iterators(operation: OperationRef) -> Option<Vec<bool>> {
    use melior::ir::{
        Attribute,
        attribute::{ArrayAttribute, AttributeLike},
    };
    let iterators = ArrayAttribute::try_from(operation.attribute("iterator_types").ok()?).ok()?;
    let context_ref = iterators.context();
    // `to_ref` borrows from the `ContextRef`, so keep that alive while in use.
    let context = unsafe { context_ref.to_ref() };
    let reduction = match crate::scope::reduction_iterator(context.to_raw().ptr) {
        Some(reduction) => reduction,
        None => Attribute::parse(context, REDUCTION_ITERATOR)?.to_raw().ptr,
    };
    Some(
        (0..iterators.len())
            .map(|i| {
                iterators
                    .element(i)
                    .is_ok_and(|a| a.to_raw().ptr == reduction)
            })
            .collect(),
    )
}

/// A `linalg.generic` iterator type that reduces, as MLIR prints it.
pub(crate) const REDUCTION_ITERATOR: &str = "#linalg.iterator_type<reduction>";

/// Whether a `linalg.generic` reduces over some loop (`Some(false)`: every
/// loop parallel); `None` without `iterator_types`.
pub fn reduces(operation: OperationRef) -> Option<bool> {
    reduction_iterators(operation).map(|reductions| reductions.contains(&true))
}
