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
        let caret_indent: String = source_line
            .chars()
            .take(column.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        text += &format!("{source_line}\n{caret_indent}^\n");
    }
    text
}
