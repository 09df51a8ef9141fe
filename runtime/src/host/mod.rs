//! What both backends do on the host, whichever device computes, and the
//! interface they share ([`backend::Backend`]): each
//! rank's arena and typed element access ([`memory`]), copies within it
//! ([`copy`]), the host scalar registers ([`scalars`]), loop control
//! ([`loops`]) and the results gathered to rank 0 ([`results`]). Neither
//! backend imports the other; both build on this.

pub mod backend;
pub mod copy;
pub mod loops;
pub mod memory;
pub mod results;
pub mod scalars;
