//! The bottom of the passes: what several phases read or run first, with
//! no phase imported. The training step's structure ([`step`]: roles,
//! updates, values made from nothing) and the unused results of generics
//! dropped ([`unused_results`]).

pub(crate) mod step;
pub(crate) mod unused_results;
