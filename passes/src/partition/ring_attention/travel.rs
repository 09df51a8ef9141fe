//! What a key or value block travels the ring as: the narrowest form it is
//! converted and moved from, made into the block again on each device.

use melior::ir::{
    Value, ValueLike,
    operation::{OperationLike, OperationRef},
};
use spmd_dialect::{
    ir::{operation_name, producer},
    types::static_tensor,
};

/// The value a key or value block is made from by conversions and moves
/// only (JAX's softmax promotes bf16 values to f32 before attention, and
/// the heads are transposed out of the projection): walks back from
/// `block` through reshapes and one-input generics that yield
/// their input or a cast of it, and returns the narrowest value on the way
/// (the latest of equals) and the ops from it to `block`, in order. The
/// ring passes that value on and makes the block again from it: the bytes
/// sent are the narrow ones.
pub(super) fn narrowest_source<'c, 'a>(
    block: Value<'c, 'a>,
) -> (Value<'c, 'a>, Vec<OperationRef<'c, 'a>>) {
    let element_bytes = |value: Value| {
        static_tensor(value.r#type())
            .map(|(_, element)| spmd_dialect::types::element_bytes(element))
            .unwrap_or(usize::MAX)
    };
    let mut best = (block, 0);
    let mut path = Vec::new();
    let mut value = block;
    while let Some(operation) = producer(value).filter(|op| is_move_or_cast(*op)) {
        path.push(operation);
        value = operation.operand(0).expect("an input");
        if element_bytes(value) < element_bytes(best.0) {
            best = (value, path.len());
        }
    }
    let mut replay: Vec<OperationRef> = path[..best.1].to_vec();
    replay.reverse();
    (best.0, replay)
}

/// A reshape, or a one-input generic into a new tensor whose payload
/// yields its input or one cast of it.
pub(super) fn is_move_or_cast(operation: OperationRef) -> bool {
    if super::forms::is_reshape(operation) {
        return true;
    }
    let casts = ["arith.extf", "arith.truncf"];
    let payload = super::forms::payload(operation);
    let body_ok = match payload.as_slice() {
        [_yield] => true,
        [cast, _yield] => casts.contains(&operation_name(*cast)),
        _ => false,
    };
    operation_name(operation) == "linalg.generic"
        && super::forms::segments(operation) == Some((1, 1))
        && operation
            .operand(1)
            .ok()
            .and_then(producer)
            .is_some_and(|init| operation_name(init) == "tensor.empty")
        && spmd_dialect::ir::reduces(operation) == Some(false)
        && body_ok
}
