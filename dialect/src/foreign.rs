//! Ops of exporters' own dialects that their linalg-on-tensors output
//! keeps: torch-mlir's `tm_tensor.scatter` / `scan` (index_put, cumsum: the
//! backward of every embedding and of cross-entropy) and IREE's
//! `iree_linalg_ext.scatter` (JAX's scatter-add). The exporters print them
//! in their custom syntax, which only their own C++ parses;
//! [`generic_syntax`] rewrites them into MLIR's generic syntax, keeping
//! every line where it was, so MLIR parses them as ops of dialects it does
//! not know (spmd's contexts allow those in generic syntax) and every tool
//! reads the file as exported:
//!
//! ```text
//! %r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
//!        ins(%u, %i : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%o : tensor<16x32xf32>) {
//!      ^bb0(%a: f32, %b: f32): ... tm_tensor.yield %s : f32
//!      } -> tensor<16x32xf32>
//! ```
//!
//! becomes `%r = "tm_tensor.scatter"(%u, %i, %o) ({ ... "tm_tensor.yield"(%s)
//! : (f32) -> () ... }) {dimension_map = array<i64: 0>, unique_indices =
//! false} : (...) -> (...)`. What the ops mean is `crate::rules` and the
//! executors' business (`docs/dialect.md`).

use std::borrow::Cow;

/// The ops rewritten, by the name their custom syntax starts with.
const OPS: [&str; 5] = [
    "tm_tensor.scatter",
    "tm_tensor.scan",
    "tm_tensor.yield",
    "iree_linalg_ext.scatter",
    "iree_linalg_ext.yield",
];

/// `source` with every op of [`OPS`] in MLIR's generic syntax (borrowed
/// unchanged when it has none). Comments and strings are left alone; text
/// that does not have the custom syntax's shape is too, for MLIR to report.
pub fn generic_syntax(source: &str) -> Cow<'_, str> {
    if !OPS.iter().any(|op| source.contains(op)) {
        return Cow::Borrowed(source);
    }
    Cow::Owned(Rewriter { text: source }.rewrite(0, source.len()))
}

struct Rewriter<'t> {
    text: &'t str,
}

/// One op in custom syntax, parsed.
struct CustomOp {
    name: String,
    attributes: Vec<String>,
    operands: Vec<String>,
    operand_types: Vec<String>,
    /// The region's text range, braces included.
    region: Option<(usize, usize)>,
    result_types: Vec<String>,
    /// Where the op's text ends.
    end: usize,
}

impl Rewriter<'_> {
    /// The text of `start..end` with the ops in it rewritten.
    fn rewrite(&self, start: usize, end: usize) -> String {
        let mut out = String::with_capacity(end - start);
        let mut at = start;
        while let Some((position, name)) = self.next_op(at, end) {
            let parsed = self.parse(position, name, end);
            let Some(op) = parsed else {
                out.push_str(&self.text[at..position + name.len()]);
                at = position + name.len();
                continue;
            };
            out.push_str(&self.text[at..position]);
            out.push_str(&self.generic(&op));
            at = op.end;
        }
        out.push_str(&self.text[at..end]);
        out
    }

    /// The next op name of [`OPS`] in `from..end` outside comments and
    /// strings, in custom syntax (not quoted), with its position.
    fn next_op(&self, from: usize, end: usize) -> Option<(usize, &'static str)> {
        let bytes = self.text.as_bytes();
        let mut i = from;
        while i < end {
            match bytes[i] {
                b'"' => i = skip_string(bytes, i),
                b'/' if bytes.get(i + 1) == Some(&b'/') => {
                    i = self.text[i..end].find('\n').map_or(end, |n| i + n)
                }
                _ => {
                    let boundary = i == 0 || !is_name_byte(bytes[i - 1]);
                    if boundary
                        && let Some(name) =
                            OPS.iter().find(|op| self.text[i..end].starts_with(**op))
                    {
                        let after = bytes.get(i + name.len()).copied();
                        if after.is_none_or(|b| !is_name_byte(b)) {
                            return Some((i, name));
                        }
                    }
                    i += 1;
                }
            }
        }
        None
    }

    /// Parses the op named `name` at `position`; `None` if it does not have
    /// the custom syntax's shape.
    fn parse(&self, position: usize, name: &str, end: usize) -> Option<CustomOp> {
        let mut cursor = Cursor {
            text: &self.text[..end],
            at: position + name.len(),
        };
        if name.ends_with(".yield") {
            return parse_yield(name, &mut cursor);
        }
        let mut attributes = Vec::new();
        // Attribute clauses up to `ins(`: `{...}`, `name = [..]`, `name(value)`.
        loop {
            cursor.skip_space();
            if cursor.rest().starts_with("ins(") {
                break;
            }
            if cursor.rest().starts_with('{') {
                let close = matching(self.text.as_bytes(), cursor.at, end)?;
                let inner = self.text[cursor.at + 1..close].trim();
                if !inner.is_empty() {
                    attributes.push(inner.to_owned());
                }
                cursor.at = close + 1;
                continue;
            }
            let word = cursor.word()?;
            cursor.skip_space();
            if cursor.eat("=") {
                cursor.skip_space();
                if !cursor.rest().starts_with('[') {
                    return None;
                }
                let close = matching(self.text.as_bytes(), cursor.at, end)?;
                let list = self.text[cursor.at + 1..close].trim();
                attributes.push(format!("{word} = array<i64: {list}>"));
                cursor.at = close + 1;
            } else if cursor.rest().starts_with('(') {
                let close = matching(self.text.as_bytes(), cursor.at, end)?;
                let value = self.text[cursor.at + 1..close].trim();
                let value = if value.parse::<i64>().is_ok() {
                    format!("{value} : i64")
                } else {
                    value.to_owned()
                };
                attributes.push(format!("{word} = {value}"));
                cursor.at = close + 1;
            } else {
                return None;
            }
        }
        let (mut operands, mut operand_types) = (Vec::new(), Vec::new());
        for group in ["ins(", "outs("] {
            cursor.skip_space();
            if !cursor.rest().starts_with(group) {
                return None;
            }
            let open = cursor.at + group.len() - 1;
            let close = matching(self.text.as_bytes(), open, end)?;
            let (values, types) = self.text[open + 1..close].split_once(':')?;
            operands.extend(split_top_level(values));
            operand_types.extend(split_top_level(types));
            cursor.at = close + 1;
        }
        cursor.skip_space();
        let region = if cursor.rest().starts_with('{') {
            let close = matching(self.text.as_bytes(), cursor.at, end)?;
            let region = (cursor.at, close + 1);
            cursor.at = close + 1;
            Some(region)
        } else {
            None
        };
        cursor.skip_space();
        let mut result_types = Vec::new();
        if cursor.eat("->") {
            let line_end = self.text[cursor.at..end]
                .find('\n')
                .map_or(end, |n| cursor.at + n);
            let types = &self.text[cursor.at..line_end];
            let (types, _) = split_location(types);
            result_types = split_top_level(types);
            cursor.at += types.len();
        }
        if operands.len() != operand_types.len() {
            return None;
        }
        Some(CustomOp {
            name: name.to_owned(),
            attributes,
            operands,
            operand_types,
            region,
            result_types,
            end: cursor.at,
        })
    }

    /// `op` in generic syntax (its region rewritten too).
    fn generic(&self, op: &CustomOp) -> String {
        let region = op.region.map_or_else(String::new, |(start, end)| {
            format!(" ({})", self.rewrite(start, end))
        });
        let attributes = if op.attributes.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", op.attributes.join(", "))
        };
        format!(
            "\"{}\"({}){region}{attributes} : ({}) -> ({})",
            op.name,
            op.operands.join(", "),
            op.operand_types.join(", "),
            op.result_types.join(", ")
        )
    }
}

/// `NAME.yield %a, %b : f32, f32` to the end of its line.
fn parse_yield(name: &str, cursor: &mut Cursor) -> Option<CustomOp> {
    let line_end = cursor
        .rest()
        .find('\n')
        .map_or(cursor.text.len(), |n| cursor.at + n);
    let line = &cursor.text[cursor.at..line_end];
    let (line, _) = split_location(line);
    let (operands, operand_types) = match line.split_once(':') {
        Some((values, types)) => (split_top_level(values), split_top_level(types)),
        None if line.trim().is_empty() => (Vec::new(), Vec::new()),
        None => return None,
    };
    (operands.len() == operand_types.len()).then(|| CustomOp {
        name: name.to_owned(),
        attributes: Vec::new(),
        operands,
        operand_types,
        region: None,
        result_types: Vec::new(),
        end: cursor.at + line.len(),
    })
}

/// A position in the text being parsed.
struct Cursor<'t> {
    text: &'t str,
    at: usize,
}

impl Cursor<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn skip_space(&mut self) {
        let rest = self.rest();
        self.at += rest.len() - rest.trim_start().len();
    }

    fn eat(&mut self, token: &str) -> bool {
        let found = self.rest().starts_with(token);
        if found {
            self.at += token.len();
        }
        found
    }

    fn word(&mut self) -> Option<String> {
        let length = self
            .rest()
            .bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_')
            .count();
        (length > 0).then(|| {
            let word = self.rest()[..length].to_owned();
            self.at += length;
            word
        })
    }
}

fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'.' | b'$' | b'%' | b'"')
}

/// The index after the string literal starting at `start`.
fn skip_string(bytes: &[u8], start: usize) -> usize {
    let mut i = start + 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return i + 1,
            _ => i += 1,
        }
    }
    bytes.len()
}

/// The index of the bracket closing the one at `open` (strings skipped).
fn matching(bytes: &[u8], open: usize, end: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut i = open;
    while i < end {
        match bytes[i] {
            b'"' => {
                i = skip_string(bytes, i);
                continue;
            }
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' if !(bytes[i] == b'>' && i > 0 && bytes[i - 1] == b'-') => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
        i += 1;
    }
    None
}

/// `text` split at commas outside brackets, each part trimmed.
fn split_top_level(text: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut current = String::new();
    for c in text.chars() {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(current.trim().to_owned());
                current.clear();
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current.trim().to_owned());
    }
    parts
}

/// A line's text without a trailing `loc(...)`, and the location.
fn split_location(text: &str) -> (&str, &str) {
    match text.rfind(" loc(") {
        Some(at) => (&text[..at], &text[at..]),
        None => (text.trim_end(), ""),
    }
}

#[cfg(test)]
mod tests {
    use super::generic_syntax;

    #[test]
    fn torch_mlir_scatter_and_scan_become_generic_on_the_same_lines() {
        let source = "%r = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<8x1x32xf32>, tensor<8x1xi64>) outs(%o : tensor<16x32xf32>) {\n\
                      ^bb0(%a: f32, %b: f32):\n  %s = arith.addf %b, %a : f32\n  tm_tensor.yield %s : f32\n} -> tensor<16x32xf32>\n\
                      %q:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%x : tensor<4x8xi64>) outs(%y, %z : tensor<4x8xi64>, tensor<4xi64>) {\n\
                      ^bb0(%c: i64, %d: i64):\n  tm_tensor.yield %c : i64\n} -> tensor<4x8xi64>, tensor<4xi64>\n";
        let generic = generic_syntax(source);
        assert_eq!(generic.lines().count(), source.lines().count());
        assert!(
            generic
                .starts_with("%r = \"tm_tensor.scatter\"(%u, %i, %o) ({\n^bb0(%a: f32, %b: f32):")
        );
        assert!(generic.contains("\"tm_tensor.yield\"(%s) : (f32) -> ()"));
        assert!(generic.contains("}) {dimension_map = array<i64: 0>, unique_indices = false} : (tensor<8x1x32xf32>, tensor<8x1xi64>, tensor<16x32xf32>) -> (tensor<16x32xf32>)\n"));
        assert!(generic.contains("\"tm_tensor.scan\"(%x, %y, %z) ({"));
        assert!(generic.contains("{dimension = 1 : i64, inclusive = true} : (tensor<4x8xi64>, tensor<4x8xi64>, tensor<4xi64>) -> (tensor<4x8xi64>, tensor<4xi64>)"));
    }

    #[test]
    fn iree_scatter_lists_become_dense_arrays() {
        let source = "%s = iree_linalg_ext.scatter dimension_map = [0, 1] unique_indices(false) ins(%u, %i : tensor<4xf32>, tensor<4x2xi32>) outs(%o : tensor<2x8xf32>) {\n^bb0(%a: f32, %b: f32):\n  iree_linalg_ext.yield %a : f32\n} -> tensor<2x8xf32>";
        let generic = generic_syntax(source);
        assert!(generic.contains("{dimension_map = array<i64: 0, 1>, unique_indices = false}"));
        assert!(generic.contains("\"iree_linalg_ext.yield\"(%a) : (f32) -> ()"));
    }

    #[test]
    fn comments_strings_and_generic_ops_are_left_alone() {
        for source in [
            "// tm_tensor.scatter ins(\n",
            "%x = \"tm_tensor.yield\"(%a) : (f32) -> ()",
            "cf.assert %c, \"tm_tensor.scan in a message\"",
            "func.func @f()",
        ] {
            assert_eq!(generic_syntax(source), source);
        }
    }
}
