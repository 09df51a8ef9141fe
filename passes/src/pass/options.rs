//! Pass options in MLIR's textual syntax: `spmd-pass{key=value other="a b"}`.
//!
//! Reads: option text. Writes: nothing in the IR; parsed options or a
//! located explanation of the bad one.

use std::collections::BTreeMap;

/// How one option of a pass is spelled and documented.
#[derive(Clone, Copy, Debug)]
pub struct OptionInfo {
    pub name: &'static str,
    /// `bool`, `int`, `string`, ...: what `--help` shows as the value.
    pub value: &'static str,
    pub default: &'static str,
    pub description: &'static str,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    #[error("unterminated {0} in pass options")]
    Unterminated(&'static str),
    #[error("option '{option}' given twice")]
    Duplicate { option: String },
    #[error("unknown option '{option}'; {known}")]
    Unknown { option: String, known: String },
    #[error("option '{option}' expects {expected}, got '{value}'")]
    BadValue {
        option: String,
        expected: &'static str,
        value: String,
    },
}

impl OptionError {
    /// `option`'s value is not one it takes.
    pub(crate) fn bad_value(option: &OptionInfo, expected: &'static str, value: &str) -> Self {
        OptionError::BadValue {
            option: option.name.to_owned(),
            expected,
            value: value.to_owned(),
        }
    }
}

/// The options given to one pass, checked against the options it declares.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    values: BTreeMap<String, String>,
}

impl PassOptions {
    /// Parses the text between a pass's braces (`key=value key2={a b}`) and
    /// checks every key against `declared`.
    pub fn parse(text: &str, declared: &[OptionInfo]) -> Result<Self, OptionError> {
        let mut values = BTreeMap::new();
        for entry in split_top_level(text)? {
            let (key, value) = match entry.split_once('=') {
                Some((key, value)) => (key.trim(), unquote(value.trim())),
                None => (entry.trim(), "true"),
            };
            if !declared.iter().any(|option| option.name == key) {
                return Err(OptionError::Unknown {
                    option: key.to_owned(),
                    known: known(declared),
                });
            }
            if values.insert(key.to_owned(), value.to_owned()).is_some() {
                return Err(OptionError::Duplicate {
                    option: key.to_owned(),
                });
            }
        }
        let options = PassOptions { values };
        for option in declared.iter().filter(|option| option.value == "bool") {
            options.bool(option)?;
        }
        Ok(options)
    }

    /// A text option's value, or its default.
    pub fn text<'a>(&'a self, option: &'a OptionInfo) -> &'a str {
        self.values
            .get(option.name)
            .map_or(option.default, String::as_str)
    }

    /// These options with `overrides` given on top (for options read from a
    /// file, then given again inline).
    pub fn overridden_by(mut self, overrides: &PassOptions) -> PassOptions {
        self.values.extend(overrides.values.clone());
        self
    }

    /// A `bool` option: `true`/`false`/`1`/`0`, or its default.
    /// The mesh shape `option` gives (`4`, `2x4`), `None` when empty.
    pub fn mesh_shape(&self, option: &OptionInfo) -> Result<Option<Vec<usize>>, OptionError> {
        let text = self.text(option);
        if text.is_empty() {
            return Ok(None);
        }
        text.split('x')
            .map(|size| size.parse::<usize>().ok().filter(|&size| size > 0))
            .collect::<Option<Vec<_>>>()
            .map(Some)
            .ok_or_else(|| OptionError::BadValue {
                option: option.name.to_owned(),
                expected: "a mesh shape like 4 or 2x4",
                value: text.to_owned(),
            })
    }

    pub fn bool(&self, option: &OptionInfo) -> Result<bool, OptionError> {
        let value = self
            .values
            .get(option.name)
            .map_or(option.default, String::as_str);
        match value {
            "true" | "1" => Ok(true),
            "false" | "0" => Ok(false),
            _ => Err(OptionError::BadValue {
                option: option.name.to_owned(),
                expected: "true or false",
                value: value.to_owned(),
            }),
        }
    }
}

fn known(declared: &[OptionInfo]) -> String {
    if declared.is_empty() {
        return "this pass takes no options".to_owned();
    }
    let names: Vec<&str> = declared.iter().map(|option| option.name).collect();
    format!("expected one of: {}", names.join(", "))
}

fn unquote(value: &str) -> &str {
    for quote in ['"', '\''] {
        if let Some(inner) = value
            .strip_prefix(quote)
            .and_then(|rest| rest.strip_suffix(quote))
        {
            return inner;
        }
    }
    value
        .strip_prefix('{')
        .and_then(|rest| rest.strip_suffix('}'))
        .unwrap_or(value)
}

/// Quotes and `{}` nesting, tracked one character at a time, as MLIR's
/// pass-option syntax nests them.
#[derive(Default)]
pub(crate) struct Nesting {
    depth: usize,
    quote: Option<char>,
}

impl Nesting {
    /// Takes in `c`; fails on a `}` that closes nothing.
    pub(crate) fn feed(&mut self, c: char) -> Result<(), OptionError> {
        match (self.quote, c) {
            (Some(q), _) if c == q => self.quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => self.quote = Some(c),
            (None, '{') => self.depth += 1,
            (None, '}') => {
                self.depth = self
                    .depth
                    .checked_sub(1)
                    .ok_or(OptionError::Unterminated("'}'"))?
            }
            _ => {}
        }
        Ok(())
    }

    /// Outside every quote and brace.
    pub(crate) fn is_top_level(&self) -> bool {
        self.depth == 0 && self.quote.is_none()
    }

    /// Fails if a quote or brace is still open.
    pub(crate) fn finish(&self) -> Result<(), OptionError> {
        match (self.quote, self.depth) {
            (Some(_), _) => Err(OptionError::Unterminated("quote")),
            (None, 0) => Ok(()),
            (None, _) => Err(OptionError::Unterminated("'{'")),
        }
    }
}

/// Splits on whitespace outside quotes and braces.
fn split_top_level(text: &str) -> Result<Vec<&str>, OptionError> {
    let mut entries = Vec::new();
    let mut nesting = Nesting::default();
    let mut start = None;
    for (index, c) in text.char_indices() {
        if c.is_whitespace() && nesting.is_top_level() {
            if let Some(begin) = start.take() {
                entries.push(&text[begin..index]);
            }
            continue;
        }
        nesting.feed(c)?;
        start.get_or_insert(index);
    }
    nesting.finish()?;
    entries.extend(start.map(|begin| &text[begin..]));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FLAG: OptionInfo = OptionInfo {
        name: "flag",
        value: "bool",
        default: "false",
        description: "",
    };
    const NAME: OptionInfo = OptionInfo {
        name: "name",
        value: "string",
        default: "",
        description: "",
    };

    #[test]
    fn options_parse_with_quotes_braces_and_bare_flags() {
        let options = PassOptions::parse(" flag  name='a b' ", &[FLAG, NAME]).unwrap();
        assert!(options.bool(&FLAG).unwrap());
        assert_eq!(options.values["name"], "a b");
        let options = PassOptions::parse("name={x=1 y=2}", &[FLAG, NAME]).unwrap();
        assert_eq!(options.values["name"], "x=1 y=2");
        assert!(!options.bool(&FLAG).unwrap());
    }

    #[test]
    fn bad_options_are_explained() {
        let errors: Vec<String> = [
            ("bogus=1", &[FLAG, NAME][..]),
            ("bogus", &[][..]),
            ("flag=maybe", &[FLAG][..]),
            ("flag flag", &[FLAG][..]),
            ("name='open", &[NAME][..]),
            ("name={open", &[NAME][..]),
            ("name=}", &[NAME][..]),
        ]
        .iter()
        .map(|(text, declared)| {
            format!(
                "{text} -> {}",
                PassOptions::parse(text, declared).unwrap_err()
            )
        })
        .collect();
        insta::assert_snapshot!(errors.join("\n"));
    }
}
