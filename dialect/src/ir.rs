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
