//! Textual pass pipelines that mix spmd passes with upstream ones.
//!
//! MLIR's C API cannot register an external pass under a pipeline name, so
//! `mlirParsePassPipeline` alone would not know `spmd-verify`. We read the
//! pipeline's structure here (`anchor(element, ...)`, `pass{options}`), create
//! the spmd passes ourselves, and hand every other element's text to MLIR's own
//! parser (`mlirOpPassManagerAddPipeline`), so upstream passes, their options
//! and registered pipelines behave exactly as in `mlir-opt`.
//!
//! Reads: pipeline text. Writes: passes into a pass manager.

use melior::pass::{OperationPassManager, PassManager};
use mlir_sys::{MlirStringRef, mlirOpPassManagerAddPipeline};
use std::ffi::c_void;

use super::{
    options::Nesting,
    registry::{PassError, create_pass, is_spmd_pass_name},
};

#[derive(Debug, thiserror::Error)]
pub enum PipelineError {
    #[error("invalid pass pipeline at offset {offset}: {message}")]
    Syntax { offset: usize, message: String },
    #[error(
        "the pass pipeline must be anchored on 'builtin.module', as in 'builtin.module(spmd-verify)'; got '{0}'"
    )]
    NotAnchored(String),
    #[error(transparent)]
    Pass(#[from] PassError),
    #[error("{0}")]
    Upstream(String),
}

/// One element of a pipeline, with the text it was parsed from.
#[derive(Debug)]
enum Element<'t> {
    Nested {
        anchor: &'t str,
        children: Vec<Element<'t>>,
        text: &'t str,
    },
    Pass {
        name: &'t str,
        options: &'t str,
        text: &'t str,
    },
}

impl Element<'_> {
    fn mentions_spmd_pass(&self) -> bool {
        match self {
            Element::Nested { children, .. } => children.iter().any(Element::mentions_spmd_pass),
            Element::Pass { name, .. } => is_spmd_pass_name(name),
        }
    }
}

/// Adds the pipeline `builtin.module(...)` to `manager`.
pub fn add_pipeline(manager: &PassManager, text: &str) -> Result<(), PipelineError> {
    let mut parser = Parser { text, offset: 0 };
    let element = parser.element()?;
    parser.skip_space();
    if parser.offset != text.len() {
        return Err(parser.error("expected the end of the pipeline"));
    }
    match element {
        Element::Nested {
            anchor: "builtin.module",
            children,
            ..
        } => add_elements(manager.as_operation_pass_manager(), &children),
        _ => Err(PipelineError::NotAnchored(text.trim().to_owned())),
    }
}

fn add_elements(manager: OperationPassManager, elements: &[Element]) -> Result<(), PipelineError> {
    for element in elements {
        match element {
            Element::Pass { name, options, .. } if is_spmd_pass_name(name) => {
                manager.add_pass(create_pass(name, options)?);
            }
            Element::Nested {
                anchor, children, ..
            } if element.mentions_spmd_pass() => {
                add_elements(manager.nested_under(anchor), children)?;
            }
            Element::Nested { text, .. } | Element::Pass { text, .. } => {
                add_upstream(manager, text)?
            }
        }
    }
    Ok(())
}

fn add_upstream(manager: OperationPassManager, text: &str) -> Result<(), PipelineError> {
    unsafe extern "C" fn collect(chunk: MlirStringRef, message: *mut c_void) {
        let message = unsafe { &mut *(message as *mut String) };
        let bytes = unsafe { std::slice::from_raw_parts(chunk.data as *const u8, chunk.length) };
        message.push_str(&String::from_utf8_lossy(bytes));
    }
    let mut message = String::new();
    let source = MlirStringRef {
        data: text.as_ptr() as *const _,
        length: text.len(),
    };
    let result = unsafe {
        mlirOpPassManagerAddPipeline(
            manager.to_raw(),
            source,
            Some(collect),
            &mut message as *mut String as *mut c_void,
        )
    };
    if result.value == 0 {
        // MLIR reports `<buffer>:1:col: error: what`, then the text and a caret.
        let first_line = message.lines().next().unwrap_or_default();
        let what = first_line
            .split_once("error: ")
            .map_or(first_line, |(_, what)| what);
        return Err(PipelineError::Upstream(format!(
            "in '{text}': {}",
            what.trim()
        )));
    }
    Ok(())
}

struct Parser<'t> {
    text: &'t str,
    offset: usize,
}

impl<'t> Parser<'t> {
    fn error(&self, message: &str) -> PipelineError {
        PipelineError::Syntax {
            offset: self.offset,
            message: message.to_owned(),
        }
    }

    fn peek(&self) -> Option<char> {
        self.text[self.offset..].chars().next()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.offset += 1;
        }
    }

    fn element(&mut self) -> Result<Element<'t>, PipelineError> {
        self.skip_space();
        let start = self.offset;
        while self
            .peek()
            .is_some_and(|c| !"(){},".contains(c) && !c.is_whitespace())
        {
            self.offset += self.peek().map_or(1, char::len_utf8);
        }
        let name = &self.text[start..self.offset];
        if name.is_empty() {
            return Err(self.error("expected a pass or an operation name"));
        }
        self.skip_space();
        match self.peek() {
            Some('(') => {
                self.offset += 1;
                let children = self.elements_until(')')?;
                Ok(Element::Nested {
                    anchor: name,
                    children,
                    text: &self.text[start..self.offset],
                })
            }
            Some('{') => {
                let options = self.braced()?;
                Ok(Element::Pass {
                    name,
                    options,
                    text: &self.text[start..self.offset],
                })
            }
            _ => Ok(Element::Pass {
                name,
                options: "",
                text: name,
            }),
        }
    }

    fn elements_until(&mut self, close: char) -> Result<Vec<Element<'t>>, PipelineError> {
        let mut elements = Vec::new();
        self.skip_space();
        if self.peek() == Some(close) {
            self.offset += 1;
            return Ok(elements);
        }
        loop {
            elements.push(self.element()?);
            self.skip_space();
            match self.peek() {
                Some(',') => self.offset += 1,
                Some(c) if c == close => {
                    self.offset += 1;
                    return Ok(elements);
                }
                _ => return Err(self.error(&format!("expected ',' or '{close}'"))),
            }
        }
    }

    /// The text between balanced braces starting at `{`, quotes respected.
    fn braced(&mut self) -> Result<&'t str, PipelineError> {
        let open = self.offset;
        let mut nesting = Nesting::default();
        for (index, c) in self.text[open..].char_indices() {
            nesting
                .feed(c)
                .map_err(|_| self.error("unbalanced '}' in pass options"))?;
            if c == '}' && nesting.is_top_level() {
                self.offset = open + index + 1;
                return Ok(&self.text[open + 1..open + index]);
            }
        }
        Err(self.error("unbalanced '{' in pass options"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use spmd_dialect::create_context;

    fn build(text: &str) -> Result<String, String> {
        let context = create_context();
        melior::utility::register_all_passes();
        let manager = PassManager::new(&context);
        add_pipeline(&manager, text).map_err(|error| error.to_string())?;
        Ok(manager.as_operation_pass_manager().to_string())
    }

    #[test]
    fn spmd_and_upstream_passes_mix_at_every_nesting_level() {
        insta::assert_snapshot!(
            build("builtin.module(canonicalize{max-iterations=3}, spmd-verify, func.func(cse, spmd-verify{require-complete=true}), cse)")
                .unwrap()
        );
    }

    #[test]
    fn bad_pipelines_are_explained() {
        let report: Vec<String> = [
            "func.func(cse)",
            "builtin.module(no-such-pass)",
            "builtin.module(spmd-verfy)",
            "builtin.module(spmd-verify{bogus=1})",
            "builtin.module(spmd-verify{require-complete=maybe})",
            "builtin.module(cse",
            "builtin.module(cse) extra",
            "builtin.module(spmd-verify{oops)",
            "builtin.module(canonicalize{max-iterations=x})",
        ]
        .iter()
        .map(|text| format!("{text}\n  -> {}", build(text).unwrap_err()))
        .collect();
        insta::assert_snapshot!(report.join("\n"));
    }
}
