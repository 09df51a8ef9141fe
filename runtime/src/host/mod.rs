//! What both backends do on the host, whichever device computes: results
//! gathered to rank 0.

pub mod results;
