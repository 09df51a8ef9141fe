//! Wording helpers for diagnostics.

/// `"1 axis"`, `"2 axes"`.
pub(crate) fn counted(count: usize, singular: &str, plural: &str) -> String {
    format!("{count} {}", if count == 1 { singular } else { plural })
}
