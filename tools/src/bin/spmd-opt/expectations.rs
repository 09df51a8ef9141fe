//! `--verify-diagnostics`: `// expected-error@+1 {{message}}` comments in the
//! input, matched against the diagnostics MLIR emitted, with mlir-opt's
//! syntax and meaning (MLIR's C API does not expose its verifier handler).
//!
//! `expected-(error|warning|remark|note)`, optionally `-re` (regex blocks in
//! `{{...}}` inside the message), optionally a line designator: `@+N`, `@-N`,
//! `@above` / `@below` (the nearest line that has no expectation on it),
//! `@unknown` (a diagnostic without a file location). The message must be a
//! substring of the diagnostic's.

use crate::Failure;
use regex::Regex;
use std::sync::LazyLock;

use spmd_tools::diagnostics::{Record, Severity, render};

static EXPECTATION: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$")
        .expect("valid expectation regex")
});

/// One `expected-*` comment.
#[derive(Debug)]
pub struct Expectation {
    severity: Severity,
    /// The line the diagnostic must be on; `None` for `@unknown`.
    line: Option<usize>,
    message: Matcher,
    /// Where the comment is, for reports.
    comment_line: usize,
    comment_column: usize,
    matched: bool,
}

#[derive(Debug)]
enum Matcher {
    Substring(String),
    Regex(String, Regex),
}

impl Matcher {
    fn matches(&self, message: &str) -> bool {
        match self {
            Matcher::Substring(text) => message.contains(text.as_str()),
            Matcher::Regex(_, regex) => regex.is_match(message),
        }
    }

    fn text(&self) -> &str {
        match self {
            Matcher::Substring(text) | Matcher::Regex(text, _) => text,
        }
    }
}

/// The expectations written in `lines` (1-based, inclusive) of `source`.
pub fn parse(
    source: &str,
    lines: &std::ops::RangeInclusive<usize>,
) -> Result<Vec<Expectation>, Failure> {
    let all: Vec<&str> = source.split('\n').collect();
    let in_chunk = |line: usize| lines.contains(&line) && line <= all.len();
    let has_expectation = |line: usize| EXPECTATION.is_match(all[line - 1]);
    let mut expectations = Vec::new();
    for line in lines.clone().filter(|&line| in_chunk(line)) {
        let Some(captures) = EXPECTATION.captures(all[line - 1]) else {
            continue;
        };
        let severity = match &captures[1] {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "remark" => Severity::Remark,
            _ => Severity::Note,
        };
        let target = match captures.get(4).map(|m| m.as_str()) {
            None => Some(line),
            Some("unknown") => None,
            Some("above") => (lines.start().to_owned()..line)
                .rev()
                .find(|&l| !has_expectation(l)),
            Some("below") => {
                (line + 1..=*lines.end()).find(|&l| in_chunk(l) && !has_expectation(l))
            }
            Some(offset) => offset
                .parse::<isize>()
                .ok()
                .and_then(|offset| line.checked_add_signed(offset)),
        };
        let comment_column = captures.get(0).map_or(0, |m| m.start()) + 1;
        let target = match (captures.get(4).map(|m| m.as_str()), target) {
            (Some("unknown"), _) => None,
            (_, Some(target)) if in_chunk(target) => Some(target),
            _ => {
                return Err(format!(
                    "{line}:{comment_column}: expected diagnostic designator points outside the input"
                ).into());
            }
        };
        let text = captures[5].to_owned();
        let message = if captures.get(2).is_some() {
            let regex = message_regex(&text).map_err(|error| {
                format!("{line}:{comment_column}: invalid regex in expectation: {error}")
            })?;
            Matcher::Regex(text, regex)
        } else {
            Matcher::Substring(text)
        };
        expectations.push(Expectation {
            severity,
            line: target,
            message,
            comment_line: line,
            comment_column,
            matched: false,
        });
    }
    Ok(expectations)
}

/// `literal{{regex}}literal` as one regex.
fn message_regex(text: &str) -> Result<Regex, regex::Error> {
    let mut pattern = String::new();
    let mut rest = text;
    while let Some((literal, after)) = rest.split_once("{{") {
        pattern += &regex::escape(literal);
        let (block, after) = after.split_once("}}").unwrap_or((after, ""));
        pattern += &format!("(?:{block})");
        rest = after;
    }
    pattern += &regex::escape(rest);
    Regex::new(&pattern)
}

/// Matches `records` against `expectations`; returns one rendered report per
/// mismatch (empty when everything was expected and produced).
pub fn check(
    records: &[Record],
    expectations: &mut [Expectation],
    input_name: &str,
    source: &str,
) -> Vec<String> {
    let mut failures = Vec::new();
    for record in records {
        // mlir-opt does not attach the failing op to diagnostics in this mode.
        if record.severity == Severity::Note && record.message.starts_with("see current operation:")
        {
            continue;
        }
        let line = record
            .position
            .filter(|_| record.other_file.is_none())
            .map(|(line, _)| line);
        let same_place =
            |e: &Expectation| !e.matched && e.line == line && e.message.matches(&record.message);
        if let Some(expectation) = expectations
            .iter_mut()
            .find(|e| same_place(e) && e.severity == record.severity)
        {
            expectation.matched = true;
        } else if let Some(near_miss) = expectations.iter().find(|e| same_place(e)) {
            failures.push(comment_report(
                near_miss,
                &format!(
                    "'{}' diagnostic emitted when expecting a '{}'",
                    record.severity, near_miss.severity
                ),
                input_name,
                source,
            ));
        } else {
            let unexpected = Record {
                severity: Severity::Error,
                message: format!("unexpected {}: {}", record.severity, record.message),
                ..record.clone()
            };
            failures.push(render(&unexpected, input_name, source));
        }
    }
    for expectation in expectations.iter().filter(|e| !e.matched) {
        let message = format!(
            "expected {} \"{}\" was not produced",
            expectation.severity,
            expectation.message.text()
        );
        failures.push(comment_report(expectation, &message, input_name, source));
    }
    failures
}

fn comment_report(
    expectation: &Expectation,
    message: &str,
    input_name: &str,
    source: &str,
) -> String {
    let record = Record {
        severity: Severity::Error,
        position: Some((expectation.comment_line, expectation.comment_column)),
        other_file: None,
        message: message.to_owned(),
    };
    render(&record, input_name, source)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "\
a // expected-error {{same line}}
// expected-warning@+1 {{next}}
b
// expected-note@below {{below}}
// expected-remark@below {{below too}}
c
d
// expected-error@above {{above}}
// expected-error-re@unknown {{count {{[0-9]+}} of}}
// expected-error@-10 {{outside}}";

    fn record(severity: Severity, line: Option<usize>, message: &str) -> Record {
        Record {
            severity,
            position: line.map(|l| (l, 1)),
            other_file: None,
            message: message.to_owned(),
        }
    }

    #[test]
    fn designators_resolve_like_mlir_opt() {
        let error = parse(SOURCE, &(1..=10)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "10:4: expected diagnostic designator points outside the input"
        );
        let expectations = parse(SOURCE, &(1..=9)).unwrap();
        let lines: Vec<Option<usize>> = expectations.iter().map(|e| e.line).collect();
        assert_eq!(lines, [Some(1), Some(3), Some(6), Some(6), Some(7), None]);
    }

    #[test]
    fn matching_reports_unexpected_missing_and_near_misses() {
        let mut expectations = parse(SOURCE, &(1..=9)).unwrap();
        let records = [
            record(Severity::Error, Some(1), "the same line, yes"),
            record(Severity::Error, Some(3), "next"),
            record(Severity::Note, Some(6), "below"),
            record(Severity::Remark, Some(6), "below too"),
            record(Severity::Error, None, "count 12 of"),
            record(Severity::Error, Some(2), "surprise"),
        ];
        let failures = check(&records, &mut expectations, "t.mlir", SOURCE);
        insta::assert_snapshot!(failures.join(""));
    }
}
