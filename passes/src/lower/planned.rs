//! A body's steps with their buffer plan, the fusion chosen by the arena
//! it needs: a sibling kernel evaluated by an earlier one (SwiGLU's
//! backward, `plan/siblings.rs`) reads shared inputs once but holds its
//! result from the earlier kernel on, and where the arena's placement
//! then grows the peak (the small Llama blocks by 5-7%) the plan without
//! it is kept. The ops are classified and fused once; the decisions after
//! that, and the buffer plan, made twice only where a sibling moved up.
//!
//! Reads: a function body. Writes: nothing in the IR.

use melior::ir::BlockRef;

use super::{
    buffers::{BufferPlan, plan_buffers},
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
    let kept_buffers = plan_buffers(body, &kept, donations);
    Ok(if kept_buffers.arena_bytes < buffers.arena_bytes {
        (kept, kept_buffers)
    } else {
        (steps, buffers)
    })
}
