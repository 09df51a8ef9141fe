//! What a pass's run reads again and again from MLIR objects that never
//! change while their context lives (types and attributes are uniqued and
//! immutable), read once per run: the reduction iterator attribute that
//! [`crate::ir::reduction_iterators`] compares with, and each tensor
//! type's static shape ([`crate::types::static_tensor`], read for every
//! value by every pass).
//!
//! A [`PassScope`] is entered by a pass's run, where the context outlives
//! it; outside one (or for another context) everything is read afresh.

use melior::ir::attribute::AttributeLike;
use mlir_sys::{MlirType, mlirTypeGetContext};
use rustc_hash::FxHashMap;
use std::{cell::RefCell, ffi::c_void};

/// A type's static shape and element type, as the C API gives them.
pub(crate) type RawTensor = Option<(Vec<usize>, MlirType)>;

struct Scoped {
    context: *mut c_void,
    /// `#linalg.iterator_type<reduction>`, compared by address.
    reduction: Option<*const c_void>,
    tensors: FxHashMap<*const c_void, RawTensor>,
}

thread_local! {
    /// The innermost scope on this thread.
    static SCOPE: RefCell<Option<Scoped>> = const { RefCell::new(None) };
}

/// While it lives, reads of `context`'s types and attributes on this
/// thread are remembered; the scope before is restored on drop.
pub struct PassScope {
    previous: Option<Scoped>,
}

impl PassScope {
    pub fn enter(context: &melior::Context) -> Self {
        let reduction = melior::ir::Attribute::parse(context, crate::ir::REDUCTION_ITERATOR)
            .map(|attribute| attribute.to_raw().ptr);
        let scoped = Scoped {
            context: context.to_raw().ptr,
            reduction,
            tensors: FxHashMap::default(),
        };
        PassScope {
            previous: SCOPE.replace(Some(scoped)),
        }
    }
}

impl Drop for PassScope {
    fn drop(&mut self) {
        SCOPE.set(self.previous.take());
    }
}

/// The scope's reduction iterator if `context` is the scope's.
pub(crate) fn reduction_iterator(context: *mut c_void) -> Option<*const c_void> {
    SCOPE.with_borrow(|scope| {
        scope
            .as_ref()
            .filter(|scope| scope.context == context)
            .and_then(|scope| scope.reduction)
    })
}

/// `read(tensor_type)`, remembered in the scope of the type's context.
pub(crate) fn tensor(tensor_type: MlirType, read: impl FnOnce() -> RawTensor) -> RawTensor {
    SCOPE.with_borrow_mut(|scope| match scope {
        Some(scope) if scope.context == unsafe { mlirTypeGetContext(tensor_type) }.ptr => scope
            .tensors
            .entry(tensor_type.ptr)
            .or_insert_with(read)
            .clone(),
        _ => read(),
    })
}
