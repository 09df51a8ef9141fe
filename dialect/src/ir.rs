//! Small readers of MLIR operations that melior leaves to the caller.

use melior::ir::operation::{OperationLike, OperationRef};

/// The operation's name, `linalg.matmul` (empty if not UTF-8).
pub fn operation_name(operation: OperationRef) -> String {
    operation
        .name()
        .as_string_ref()
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

/// The text of a string or symbol attribute. melior's `value()` panics on
/// an empty string and on bytes that are not UTF-8, both of which parse
/// fine (`""`, `"\FF"`, `@""`): code that reads user input calls this.
pub trait AttributeText {
    fn text(&self) -> String;
}

/// # Safety
/// `raw` must come from a live attribute.
unsafe fn raw_text(raw: mlir_sys::MlirStringRef) -> String {
    if raw.length == 0 || raw.data.is_null() {
        return String::new();
    }
    let bytes = unsafe { std::slice::from_raw_parts(raw.data as *const u8, raw.length) };
    String::from_utf8_lossy(bytes).into_owned()
}

impl AttributeText for melior::ir::attribute::StringAttribute<'_> {
    fn text(&self) -> String {
        use melior::ir::attribute::AttributeLike;
        unsafe { raw_text(mlir_sys::mlirStringAttrGetValue(self.to_raw())) }
    }
}

impl AttributeText for melior::ir::attribute::FlatSymbolRefAttribute<'_> {
    fn text(&self) -> String {
        use melior::ir::attribute::AttributeLike;
        unsafe { raw_text(mlir_sys::mlirFlatSymbolRefAttrGetValue(self.to_raw())) }
    }
}

/// The text of an identifier (an attribute or op name, a file name in a
/// location), empty or not UTF-8 included (see [`AttributeText`]).
pub fn identifier_text(identifier: melior::ir::Identifier) -> String {
    unsafe { raw_text(identifier.as_string_ref().to_raw()) }
}
