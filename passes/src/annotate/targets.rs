//! Which arguments (or results) an option entry means: a position, or
//! every one whose `spmd.name` matches a glob pattern
//! (`transformer.h.*.attn.c_attn.weight`), as a PyTorch user names a
//! module's parameters and a JAX user a pytree path.
//!
//! Reads: entries and the names a function's signature carries. Writes:
//! nothing.

use glob::Pattern;

/// What an entry names.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    Position(usize),
    /// A glob over `spmd.name` (`*`, `?`, `[...]`).
    Names(String),
}

impl Target {
    /// A position if `key` is a number, else a name pattern (`None` if
    /// it is not a valid glob).
    pub fn parse(key: &str) -> Option<Target> {
        match key.parse::<usize>() {
            Ok(position) => Some(Target::Position(position)),
            Err(_) => Pattern::new(key)
                .ok()
                .map(|_| Target::Names(key.to_owned())),
        }
    }
}

/// How many close names an unmatched pattern lists.
const CLOSEST: usize = 3;

/// The names closest to `pattern` (by edit distance to the pattern with
/// its wildcards dropped).
fn closest<'n>(pattern: &str, names: impl Iterator<Item = &'n str>) -> Vec<&'n str> {
    let literal: String = pattern.chars().filter(|c| !"*?[]".contains(*c)).collect();
    let mut ranked: Vec<(usize, &str)> = names
        .map(|name| (strsim::levenshtein(&literal, name), name))
        .collect();
    ranked.sort();
    ranked.into_iter().take(CLOSEST).map(|(_, n)| n).collect()
}

/// Each entry's positions among `names` (one per argument or result,
/// `None` where unnamed). A pattern that matches nothing is an error
/// listing the closest names; `what` names the side ("argument").
pub fn positions(
    target: &Target,
    names: &[Option<String>],
    what: &str,
) -> Result<Vec<usize>, NoMatch> {
    let pattern = match target {
        Target::Position(position) => return Ok(vec![*position]),
        Target::Names(pattern) => pattern,
    };
    let glob = Pattern::new(pattern).map_err(|e| NoMatch::Pattern {
        pattern: pattern.clone(),
        reason: e.to_string(),
    })?;
    let matched: Vec<usize> = names
        .iter()
        .enumerate()
        .filter(|(_, name)| name.as_deref().is_some_and(|n| glob.matches(n)))
        .map(|(position, _)| position)
        .collect();
    if !matched.is_empty() {
        return Ok(matched);
    }
    let named = names.iter().flatten().map(String::as_str);
    if names.iter().all(Option::is_none) {
        return Err(NoMatch::Unnamed {
            pattern: pattern.clone(),
            what: what.to_owned(),
        });
    }
    Err(NoMatch::Closest {
        pattern: pattern.clone(),
        what: what.to_owned(),
        closest: closest(pattern, named).join(", "),
    })
}

/// A target that selects no argument or result.
#[derive(Debug, PartialEq, thiserror::Error)]
pub enum NoMatch {
    #[error("'{pattern}': {reason}")]
    Pattern { pattern: String, reason: String },
    #[error("'{pattern}' matches no {what}: no {what} has a name (spmd.name); give positions")]
    Unnamed { pattern: String, what: String },
    #[error("'{pattern}' matches no {what}; the closest names: {closest}")]
    Closest {
        pattern: String,
        what: String,
        closest: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<Option<String>> {
        list.iter().map(|n| Some((*n).to_owned())).collect()
    }

    #[test]
    fn a_pattern_takes_every_name_it_matches_and_a_number_a_position() {
        let names = names(&[
            "transformer.h.0.attn.c_attn.weight",
            "transformer.h.0.mlp.c_fc.weight",
            "transformer.h.1.attn.c_attn.weight",
            "input_ids",
        ]);
        let target = Target::parse("transformer.h.*.attn.c_attn.weight").expect("a glob");
        assert_eq!(positions(&target, &names, "argument"), Ok(vec![0, 2]));
        assert_eq!(Target::parse("3"), Some(Target::Position(3)));
        assert_eq!(Target::parse("[oops"), None);
    }

    #[test]
    fn a_pattern_that_matches_nothing_lists_the_closest_names() {
        let names = names(&["wte.weight", "wpe.weight", "ln_f.weight", "ln_f.bias"]);
        let target = Target::parse("wtf.weight").expect("a glob");
        assert_eq!(
            positions(&target, &names, "argument").map_err(|e| e.to_string()),
            Err("'wtf.weight' matches no argument; the closest names: wte.weight, wpe.weight, ln_f.weight".to_owned())
        );
        let unnamed = vec![None, None];
        assert!(
            positions(&target, &unnamed, "argument")
                .unwrap_err()
                .to_string()
                .contains("no argument has a name")
        );
    }
}
