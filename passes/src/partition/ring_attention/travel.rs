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
    let (values, ops) = chain(block);
    let best = narrowest_from(&values, 0);
    (values[best], ops[..best].iter().rev().copied().collect())
}

/// The index of the narrowest of `values[start..]` (the first of equals).
fn narrowest_from(values: &[Value], start: usize) -> usize {
    let element_bytes = |value: Value| {
        static_tensor(value.r#type())
            .map(|(_, element)| spmd_dialect::types::element_bytes(element))
            .unwrap_or(usize::MAX)
    };
    (start..values.len()).fold(start, |best, index| {
        if element_bytes(values[index]) < element_bytes(values[best]) {
            index
        } else {
            best
        }
    })
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

/// Where a piece the backward gathers again is a move of a block that
/// travels anyway (the values' block transposed, the keys' untransposed):
/// the value both are made from by moves and conversions, the narrowest
/// from their nearest common one back (the nearest of equals), with the ops
/// from it to `home` and to each of `pieces`, in order. `None` where some
/// piece is not made from `home`'s chain. The ring passes on that value
/// alone and makes the block and the pieces again from it.
pub(super) struct SharedSource<'c, 'a> {
    pub source: Value<'c, 'a>,
    pub home: Vec<OperationRef<'c, 'a>>,
    pub pieces: Vec<Vec<OperationRef<'c, 'a>>>,
}

fn shared_source<'c, 'a>(
    home: Value<'c, 'a>,
    pieces: &[Value<'c, 'a>],
) -> Option<SharedSource<'c, 'a>> {
    let (home_values, home_ops) = chain(home);
    // Per piece: where its chain meets home's (index in home's chain) and
    // its own ops down to there.
    let mut meetings = Vec::new();
    for piece in pieces {
        let (values, ops) = chain(*piece);
        let (own, at) = values
            .iter()
            .enumerate()
            .find_map(|(j, v)| home_values.iter().position(|h| h == v).map(|i| (j, i)))?;
        meetings.push((at, ops[..own].to_vec()));
    }
    let furthest = meetings.iter().map(|(at, _)| *at).max()?;
    let source = narrowest_from(&home_values, furthest);
    // The ops making home_values[to] from the source, in order.
    let from_source = |to: usize| -> Vec<OperationRef<'c, 'a>> {
        home_ops[to..source].iter().rev().copied().collect()
    };
    let pieces = meetings
        .into_iter()
        .map(|(at, own)| {
            let mut replay = from_source(at);
            replay.extend(own.into_iter().rev());
            replay
        })
        .collect();
    Some(SharedSource {
        source: home_values[source],
        home: from_source(0),
        pieces,
    })
}

/// `value` and what it is made from by moves and conversions, nearest
/// first, with the op making each from the next.
fn chain<'c, 'a>(value: Value<'c, 'a>) -> (Vec<Value<'c, 'a>>, Vec<OperationRef<'c, 'a>>) {
    let (mut values, mut ops) = (vec![value], Vec::new());
    let mut current = value;
    while let Some(operation) = producer(current).filter(|op| is_move_or_cast(*op)) {
        current = operation.operand(0).expect("an input");
        ops.push(operation);
        values.push(current);
    }
    (values, ops)
}

/// What the backward's pass sends: per home block (values, keys), the
/// value it travels as and the ops making the block from it; per piece
/// gathered again, the home block it travels with (its index) or none,
/// the value it travels as (itself where it travels with a home block)
/// and the ops making it from what travels.
pub(super) struct TravelPlan<'c, 'a> {
    pub homes: [(Value<'c, 'a>, Vec<OperationRef<'c, 'a>>); 2],
    pub pieces: Vec<PieceTravel<'c, 'a>>,
}

pub(super) struct PieceTravel<'c, 'a> {
    pub along: Option<usize>,
    pub source: Value<'c, 'a>,
    pub replay: Vec<OperationRef<'c, 'a>>,
}

/// A piece made from a home block's chain by moves travels as part of it
/// (one block passed on, not two); the others in their narrowest form.
pub(super) fn travel_plan<'c, 'a>(
    homes: [Value<'c, 'a>; 2],
    pieces: &[Value<'c, 'a>],
) -> TravelPlan<'c, 'a> {
    let along: Vec<Option<usize>> = pieces
        .iter()
        .map(|piece| {
            homes
                .iter()
                .position(|home| shared_source(*home, &[*piece]).is_some())
        })
        .collect();
    let mut travels = homes.map(narrowest_source);
    let mut shared_replays = vec![Vec::new(); pieces.len()];
    for (which, home) in homes.iter().enumerate() {
        let members: Vec<usize> = (0..pieces.len())
            .filter(|&p| along[p] == Some(which))
            .collect();
        let members_pieces: Vec<Value> = members.iter().map(|&p| pieces[p]).collect();
        if members.is_empty() {
            continue;
        }
        if let Some(shared) = shared_source(*home, &members_pieces) {
            travels[which] = (shared.source, shared.home);
            for (&member, replay) in members.iter().zip(shared.pieces) {
                shared_replays[member] = replay;
            }
        }
    }
    let pieces = pieces
        .iter()
        .zip(along)
        .zip(shared_replays)
        .map(|((piece, along), shared_replay)| match along {
            Some(_) => PieceTravel {
                along,
                source: *piece,
                replay: shared_replay,
            },
            None => {
                let (source, replay) = narrowest_source(*piece);
                PieceTravel {
                    along,
                    source,
                    replay,
                }
            }
        })
        .collect();
    TravelPlan {
        homes: travels,
        pieces,
    }
}
