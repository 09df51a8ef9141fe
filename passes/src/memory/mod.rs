//! Passes that trade compute for memory on a program the lowering can
//! plan: rematerialization (`spmd-remat`).

pub(crate) mod remat;

pub use remat::remat_pass;
