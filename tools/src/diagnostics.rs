//! Diagnostics from MLIR, captured per input chunk and printed the way
//! `mlir-opt` prints them: `file:line:col: error: message`, the source line
//! and a caret.

use melior::{
    Context,
    diagnostic::{Diagnostic, DiagnosticSeverity},
};
use std::{cell::RefCell, fmt, rc::Rc};

/// The file name MLIR gives locations in a module parsed from memory
/// (`mlirModuleCreateParse`): the input, renamed when reported.
const PARSED_BUFFER_NAME: &str = "-";

/// A diagnostic with its location resolved to the input file.
#[derive(Clone, Debug)]
pub struct Record {
    pub severity: Severity,
    /// 1-based line and column in the input, when the location has them.
    pub position: Option<(usize, usize)>,
    /// The file the location names when it is not the input itself.
    pub other_file: Option<String>,
    pub message: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Error,
    Warning,
    Remark,
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        })
    }
}

/// Collects every diagnostic the context emits, notes flattened after their
/// diagnostic.
#[derive(Clone, Default)]
pub struct Collector {
    records: Rc<RefCell<Vec<Record>>>,
}

impl Collector {
    pub fn attach(context: &Context) -> Self {
        let collector = Collector::default();
        let records = collector.records.clone();
        context.attach_diagnostic_handler(move |diagnostic| {
            push_with_notes(&mut records.borrow_mut(), &diagnostic);
            true
        });
        collector
    }

    /// The diagnostics collected since the last call.
    pub fn take(&self) -> Vec<Record> {
        std::mem::take(&mut self.records.borrow_mut())
    }
}

fn push_with_notes(records: &mut Vec<Record>, diagnostic: &Diagnostic) {
    let (position, other_file) = match spmd_dialect::file_line_col(diagnostic.location()) {
        Some((file, line, column)) if file == PARSED_BUFFER_NAME => (Some((line, column)), None),
        Some((file, line, column)) => (Some((line, column)), Some(file)),
        None => (None, None),
    };
    records.push(Record {
        severity: match diagnostic.severity() {
            DiagnosticSeverity::Error => Severity::Error,
            DiagnosticSeverity::Warning => Severity::Warning,
            DiagnosticSeverity::Remark => Severity::Remark,
            DiagnosticSeverity::Note => Severity::Note,
        },
        position,
        other_file,
        message: diagnostic.to_string(),
    });
    for index in 0..diagnostic.note_count() {
        if let Ok(note) = diagnostic.note(index) {
            push_with_notes(records, &note);
        }
    }
}

/// Prints a record as `mlir-opt` does, with the source line and a caret
/// when the position is in the input.
pub fn render(record: &Record, input_name: &str, source: &str) -> String {
    let Some((line, column)) = record.position else {
        return format!("{input_name}: {}: {}\n", record.severity, record.message);
    };
    let file = record.other_file.as_deref().unwrap_or(input_name);
    let mut text = format!(
        "{file}:{line}:{column}: {}: {}\n",
        record.severity, record.message
    );
    if record.other_file.is_none()
        && let Some(source_line) = source.lines().nth(line.saturating_sub(1))
    {
        let (shown, caret) = excerpt(source_line, column.saturating_sub(1));
        let caret_indent: String = shown
            .chars()
            .take(caret)
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        text += &format!("{shown}\n{caret_indent}^\n");
    }
    text
}

/// Characters of a source line shown either side of a diagnostic's column.
const EXCERPT_REACH: usize = 80;

/// The part of `line` around character `column` that a diagnostic echoes,
/// and the column's position in it: the whole line when it is short, else
/// [`EXCERPT_REACH`] characters either side, cut ends marked `...` (an
/// exported function's signature is one line of many kilobytes).
fn excerpt(line: &str, column: usize) -> (String, usize) {
    let chars: Vec<char> = line.chars().collect();
    if chars.len() <= 2 * EXCERPT_REACH {
        return (line.to_owned(), column);
    }
    let start = column.saturating_sub(EXCERPT_REACH);
    let end = (column + EXCERPT_REACH).min(chars.len());
    let head = if start > 0 { "..." } else { "" };
    let tail = if end < chars.len() { "..." } else { "" };
    let body: String = chars[start..end].iter().collect();
    (format!("{head}{body}{tail}"), column - start + head.len())
}
