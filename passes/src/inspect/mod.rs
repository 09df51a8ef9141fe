//! Passes that read the IR and report on it, writing nothing to it:
//! `spmd-report` ([`report`]: per-device bytes and collectives of a
//! partitioned step) and `spmd-print-rules` ([`print_rules`]: each op's
//! sharding rule as text).
//!
//! Reads: the IR. Writes: nothing in it; reports and remarks.

pub(crate) mod print_rules;
pub(crate) mod report;

pub use print_rules::print_rules_pass;
pub use report::report_pass;
