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
    // Each key is searched for in the whole text once (a search per line
    // and key was a tenth of `spmd-opt`'s time on a 50k-op module); the
    // first bad entry by position wins.
    let mut first: Option<(usize, String)> = None;
    for (key, valid, expected) in &lists {
        'occurrences: for (found, _) in source.match_indices(key) {
            let start = found + key.len();
            let line_end = source[start..]
                .find('\n')
                .map_or(source.len(), |e| start + e);
            let end = source[start..line_end]
                .find(']')
                .map_or(line_end, |e| start + e);
            let entries = &source[start..end];
            let mut position = start;
            for entry in entries.split(',').filter(|_| !entries.trim().is_empty()) {
                let trimmed = entry.trim();
                if !valid(trimmed) {
                    let at = position + entry.len() - entry.trim_start().len();
                    if first.as_ref().is_none_or(|(earliest, _)| at < *earliest) {
                        let name = key.trim_end_matches(" = [");
                        let message = format!(
                            "'{name}' entry '{trimmed}' {expected} (MLIR 22's parser crashes on anything else)"
                        );
                        first = Some((at, message));
                    }
                    break 'occurrences;
                }
                position += entry.len() + 1;
            }
        }
    }
    first.map(|(at, message)| {
        let line_start = source[..at].rfind('\n').map_or(0, |newline| newline + 1);
        let line = source[..line_start].matches('\n').count() + 1;
        (line, at - line_start + 1, message)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstream_crasher_names_the_first_bad_entry_by_position() {
        let text = "ok\n  x {dimensions = [1, 2]} {permutation = [0, a]}\n\
                    y {iterator_types = [\"parallel\", bad]}\n";
        let (line, column, message) = upstream_crasher(text).expect("a crasher");
        assert_eq!((line, column), (2, 46), "{message}");
        assert!(message.starts_with("'permutation' entry 'a'"), "{message}");
        assert_eq!(upstream_crasher("a {permutation = [0, 1]}\n"), None);
    }

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
