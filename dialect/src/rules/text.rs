//! A rule as text, in Shardy's notation, for `spmd-print-rules` and
//! reviews: each value's dims as the factors indexing them, the factor
//! sizes, and what splitting each non-parallel factor does.
//!
//! `([i, k], [k, j], [i, j]) -> ([i, j]) {i=8, j=16, k=4} reduction={k:sum} inits=1`
//!
//! A dim indexed by several factors (a reshaped dim) joins them major
//! first (`i*j`); `_` is a dim no factor indexes (a broadcast or constant
//! index). `whole={..}` are factors never split; `lookup={..}` are dims of
//! captured tables indexed by data (split: a masked local lookup, results
//! `Partial(sum)`); `captured=N` counts the trailing operands that the op's
//! regions capture from above; `linear={#0, #1}` names the
//! operands a `Partial(sum)` passes through together; `carries Partial` marks an
//! op that only moves elements; `free` one that makes its result from
//! nothing sharded.

use std::fmt;

use super::{
    Effect, Rule,
    factors::{Dims, FactorKind},
};

/// `i`, `j`, ... `z`, then `f26`, `f27`, ...
fn factor_name(factor: usize) -> String {
    const LETTERS: &[u8] = b"ijklmnopqrstuvwxyzabcdefgh";
    LETTERS
        .get(factor)
        .map_or_else(|| format!("f{factor}"), |&c| (c as char).to_string())
}

fn values(list: &[Dims]) -> String {
    let values: Vec<String> = list
        .iter()
        .map(|dims| {
            let dims: Vec<String> = dims
                .iter()
                .map(|factors| {
                    if factors.is_empty() {
                        "_".to_owned()
                    } else {
                        let names: Vec<String> = factors.iter().map(|&f| factor_name(f)).collect();
                        names.join("*")
                    }
                })
                .collect();
            format!("[{}]", dims.join(", "))
        })
        .collect();
    format!("({})", values.join(", "))
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let factors = &self.factors;
        write!(
            f,
            "{} -> {}",
            values(&factors.operands),
            values(&factors.results)
        )?;
        let loops: Vec<usize> = (0..factors.kinds.len())
            .filter(|&i| {
                !matches!(
                    factors.kinds[i],
                    FactorKind::Carry(_) | FactorKind::Linear(_)
                )
            })
            .collect();
        let sizes: Vec<String> = loops
            .iter()
            .map(|&i| {
                let size = factors
                    .sizes
                    .as_ref()
                    .map_or("?".to_owned(), |s| s[i].to_string());
                format!("{}={size}", factor_name(i))
            })
            .collect();
        write!(f, " {{{}}}", sizes.join(", "))?;
        let reductions: Vec<String> = loops
            .iter()
            .filter_map(|&i| match factors.kinds[i] {
                FactorKind::Reduction(op) => Some(format!(
                    "{}:{}",
                    factor_name(i),
                    op.map_or("unknown", |op| op.keyword())
                )),
                _ => None,
            })
            .collect();
        if !reductions.is_empty() {
            write!(f, " reduction={{{}}}", reductions.join(", "))?;
        }
        let whole: Vec<String> = loops
            .iter()
            .filter(|&&i| factors.kinds[i] == FactorKind::Whole)
            .map(|&i| factor_name(i))
            .collect();
        if !whole.is_empty() {
            write!(f, " whole={{{}}}", whole.join(", "))?;
        }
        let lookups: Vec<String> = loops
            .iter()
            .filter(|&&i| factors.kinds[i] == FactorKind::Lookup)
            .map(|&i| factor_name(i))
            .collect();
        if !lookups.is_empty() {
            write!(f, " lookup={{{}}}", lookups.join(", "))?;
        }
        if factors.inits > 0 {
            write!(f, " inits={}", factors.inits)?;
        }
        if factors.captured > 0 {
            write!(f, " captured={}", factors.captured)?;
        }
        if factors.even_only {
            write!(f, " even")?;
        } else if !factors.even.is_empty() {
            let even: Vec<String> = factors.even.iter().map(|&i| factor_name(i)).collect();
            write!(f, " even={{{}}}", even.join(", "))?;
        }
        if !factors.linear.is_empty() {
            let operands: Vec<String> = factors.linear.iter().map(|i| format!("#{i}")).collect();
            write!(f, " linear={{{}}}", operands.join(", "))?;
        }
        match self.effect {
            Effect::Computes => Ok(()),
            Effect::Moves => write!(f, " carries Partial"),
            Effect::Creates => write!(f, " free"),
        }
    }
}
