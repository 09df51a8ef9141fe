//! A body's steps with their buffer plan, the fusion chosen by the arena
//! it needs: a sibling kernel evaluated by an earlier one (SwiGLU's
//! backward, `plan/siblings.rs`) reads shared inputs once but holds its
//! result from the earlier kernel on, and where the arena's placement
//! then grows the peak (the small Llama blocks by 5-7%) the plan without
//! it is kept. The ops are classified and fused once; the decisions after
//! that, and the buffers' lifetimes, made twice only where a sibling moved
//! up; the plan without the move is placed only where the bytes live at
//! its busiest step are fewer than the arena with it (else it cannot be
//! smaller, and placing it is wasted: the Llama training steps).
//!
//! Reads: a function body. Writes: nothing in the IR.

use melior::ir::BlockRef;

use super::{
    buffers::{BufferPlan, lifetimes, plan_buffers},
    plan::{Step, plan_both},
};
use crate::pass::Failure;

/// The steps of `body` and their buffer plan (`donations` as
/// [`plan_buffers`] takes them): siblings moved up where the arena is no
/// larger for it.
pub fn planned<'c, 'a>(
    body: BlockRef<'c, 'a>,
    donations: &[(usize, usize)],
) -> Result<(Vec<Step<'c, 'a>>, BufferPlan), Failure<'c>> {
    let (steps, kept) = plan_both(body)?;
    let buffers = plan_buffers(body, &steps, donations);
    let Some(kept) = kept else {
        return Ok((steps, buffers));
    };
    let kept_lifetimes = lifetimes(body, &kept, donations);
    if kept_lifetimes.live_bound() >= buffers.arena_bytes {
        return Ok((steps, buffers));
    }
    let kept_buffers = kept_lifetimes.place();
    Ok(if kept_buffers.arena_bytes < buffers.arena_bytes {
        (kept, kept_buffers)
    } else {
        (steps, buffers)
    })
}
