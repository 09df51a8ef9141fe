//! The input file and `--split-input-file` chunks.

use std::io::Read;

/// The input's name for diagnostics (`<stdin>` for `-`) and its text, with
/// exporters' own ops in generic syntax (`spmd_dialect::foreign`: lines
/// keep their numbers).
pub fn read(path: &str) -> Result<(String, String), Unreadable> {
    let (name, text) = if path == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|error| Unreadable {
                name: "standard input".to_owned(),
                reason: error.to_string(),
            })?;
        ("<stdin>".to_owned(), text)
    } else {
        let text = std::fs::read_to_string(path).map_err(|error| Unreadable {
            name: format!("'{path}'"),
            reason: io_reason(&error),
        })?;
        (path.to_owned(), text)
    };
    let text = match spmd_dialect::foreign::generic_syntax(&text) {
        std::borrow::Cow::Borrowed(_) => text,
        std::borrow::Cow::Owned(generic) => generic,
    };
    Ok((name, text))
}

/// An input that cannot be read.
#[derive(Debug, thiserror::Error)]
#[error("cannot read {name}: {reason}")]
pub struct Unreadable {
    name: String,
    reason: String,
}

/// `No such file or directory`, without Rust's `(os error 2)`.
pub fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    text.split(" (os error").next().unwrap_or(&text).to_owned()
}

/// The marker line between chunks, as in `mlir-opt --split-input-file`.
pub const SPLIT_MARKER: &str = "// -----";

/// One piece of the input to process on its own.
pub struct Chunk {
    /// The chunk's text, preceded by one empty line per line of input before
    /// it, so that MLIR's line numbers are the original file's.
    pub padded_text: String,
    /// The 1-based input lines the chunk covers.
    pub lines: std::ops::RangeInclusive<usize>,
}

/// Splits `text` at marker lines when `split` is set; else one chunk.
pub fn chunks(text: &str, split: bool) -> Vec<Chunk> {
    let lines: Vec<&str> = text.split('\n').collect();
    let mut chunks = Vec::new();
    let mut start = 0;
    for (index, line) in lines.iter().enumerate() {
        if split && line.trim_end() == SPLIT_MARKER {
            chunks.push(chunk(&lines, start, index));
            start = index + 1;
        }
    }
    chunks.push(chunk(&lines, start, lines.len()));
    chunks
}

fn chunk(lines: &[&str], start: usize, end: usize) -> Chunk {
    Chunk {
        padded_text: "\n".repeat(start) + &lines[start..end].join("\n"),
        lines: start + 1..=end.max(start + 1),
    }
}

/// Input that crashes MLIR 22's own parser (found by fuzzing; upstream
/// `mlir-opt` segfaults on it too), caught before parsing: the line,
/// column and message of the first such construct. Today: an
/// `iterator_types` entry that is neither a string nor an iterator type,
/// and a `permutation` / `dimensions` entry of a named linalg op that is
/// not an integer.
pub fn upstream_crasher(source: &str) -> Option<(usize, usize, String)> {
    let iterator = |entry: &str| {
        (entry.starts_with('"') && entry.ends_with('"') && entry.len() >= 2)
            || entry.starts_with("#linalg.iterator_type<")
    };
    let integer = |entry: &str| entry.parse::<i64>().is_ok();
    let lists: [(&str, &dyn Fn(&str) -> bool, &str); 3] = [
        (
            "iterator_types = [",
            &iterator,
            "must be \"parallel\" or \"reduction\"",
        ),
        ("permutation = [", &integer, "must be an integer"),
        ("dimensions = [", &integer, "must be an integer"),
    ];
    for (number, line) in source.lines().enumerate() {
        for (key, valid, expected) in &lists {
            let mut from = 0;
            while let Some(found) = line[from..].find(key) {
                let start = from + found + key.len();
                let end = line[start..].find(']').map_or(line.len(), |e| start + e);
                let entries = &line[start..end];
                let mut column = start;
                for entry in entries.split(',').filter(|_| !entries.trim().is_empty()) {
                    let trimmed = entry.trim();
                    if !valid(trimmed) {
                        let offset = entry.len() - entry.trim_start().len();
                        let name = key.trim_end_matches(" = [");
                        return Some((
                            number + 1,
                            column + offset + 1,
                            format!(
                                "'{name}' entry '{trimmed}' {expected} (MLIR 22's parser crashes on anything else)"
                            ),
                        ));
                    }
                    column += entry.len() + 1;
                }
                from = end;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_keep_original_line_numbers() {
        let text = "a\n// -----\nb\nc\n// -----  \nd";
        let split = chunks(text, true);
        let texts: Vec<&str> = split.iter().map(|c| c.padded_text.as_str()).collect();
        assert_eq!(texts, ["a", "\n\nb\nc", "\n\n\n\n\nd"]);
        assert_eq!(split[1].lines, 3..=4);
        assert_eq!(chunks(text, false).len(), 1);
    }
}
