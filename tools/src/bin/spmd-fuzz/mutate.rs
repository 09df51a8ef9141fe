//! Mutation fuzzing of every tool's input: random edits of valid `.mlir`
//! files, pass options, sidecar sharding files, solution files and
//! executables. Every run must exit 0, or 1 with an `error:` line; never
//! a panic, a signal or a hang.

use rand::{Rng, seq::IndexedRandom};
use rand_chacha::ChaCha8Rng;
use std::{path::Path, time::Duration};

use crate::{
    Tools,
    run::{Exit, run},
};

const LIMIT: Duration = Duration::from_secs(60);

const PIPELINES: [&str; 6] = [
    "builtin.module(spmd-verify)",
    "builtin.module(spmd-propagate,spmd-partition)",
    "builtin.module(spmd-propagate,spmd-partition,spmd-lower-to-runtime)",
    "builtin.module(spmd-lower-to-runtime)",
    "builtin.module(spmd-data-parallel{style=fully-shard mesh=2},spmd-report)",
    "builtin.module(spmd-roles{args=\"0=param\"},spmd-batch-dim-analysis)",
];

const TOKENS: [&str; 16] = [
    "\"\"",
    "\"S(0)\"",
    "\"S(7)\"",
    "\"P(sum)\"",
    "\"P(xor)\"",
    "\"R\"",
    "0",
    "-1",
    "1",
    "99999999999",
    "@mesh",
    "@nowhere",
    "tensor<0xf32>",
    "f64",
    "i1",
    "#spmd.sharding<@mesh, [\"\"]>",
];

/// One random edit of `text`.
fn edit(rng: &mut ChaCha8Rng, text: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    if lines.is_empty() {
        return text.to_owned();
    }
    let at = rng.random_range(0..lines.len());
    match rng.random_range(0..7) {
        0 => {
            lines.remove(at);
        }
        1 => {
            let line = lines[at].clone();
            lines.insert(at, line);
        }
        2 => {
            // Swap two tokens of a line.
            let mut words: Vec<String> = lines[at].split(' ').map(str::to_owned).collect();
            if words.len() > 1 {
                let (a, b) = (
                    rng.random_range(0..words.len()),
                    rng.random_range(0..words.len()),
                );
                words.swap(a, b);
                lines[at] = words.join(" ");
            }
        }
        3 => {
            // Change a number.
            let line = lines[at].clone();
            let digits: Vec<usize> = line
                .char_indices()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = digits.choose(rng) {
                let replacement = ["0", "1", "3", "7", "64", "9"].choose(rng).expect("digits");
                lines[at] = format!("{}{}{}", &line[..i], replacement, &line[i + 1..]);
            }
        }
        4 => {
            // Replace a quoted string or symbol with a hostile token.
            let line = lines[at].clone();
            let token = TOKENS.choose(rng).expect("tokens");
            let quotes: Vec<usize> = line
                .char_indices()
                .filter(|(_, c)| *c == '"' || *c == '@')
                .map(|(i, _)| i)
                .collect();
            if let Some(&i) = quotes.choose(rng) {
                let end = line[i + 1..]
                    .find(['"', ',', ' ', ')', ']', '>', '('])
                    .map_or(line.len(), |e| i + 2 + e)
                    .min(line.len());
                lines[at] = format!("{}{}{}", &line[..i], token, &line[end..]);
            }
        }
        5 => {
            // Truncate.
            let keep = rng.random_range(0..=lines.len());
            lines.truncate(keep);
        }
        _ => {
            let token = TOKENS.choose(rng).expect("tokens");
            let line = lines[at].clone();
            let i = rng.random_range(0..=line.len());
            let i = (0..=i)
                .rev()
                .find(|&i| line.is_char_boundary(i))
                .unwrap_or(0);
            lines[at] = format!("{}{}{}", &line[..i], token, &line[i..]);
        }
    }
    lines.join("\n")
}

/// Whether a run behaved: `None`, else what went wrong.
fn judge(exit: Exit) -> Option<String> {
    match exit {
        Exit::Code(0, _) => None,
        Exit::Code(_, text) if text.contains("error") => None,
        Exit::Code(_, text) => Some(format!(
            "exit 1 without an error line: {}",
            crate::run::head(&text)
        )),
        Exit::Crash(text) => Some(text),
        Exit::Timeout => Some("timeout".into()),
    }
}

fn path(p: &Path) -> &str {
    p.to_str().expect("scratch paths are UTF-8")
}

/// One mutation case: `Some(failure)` when a tool misbehaved.
pub fn mutation(
    tools: &Tools,
    rng: &mut ChaCha8Rng,
    corpus: &[String],
    executable: Option<&Path>,
    dir: &Path,
) -> Option<(String, String)> {
    let _ = std::fs::create_dir_all(dir);
    let kind = rng.random_range(0..10);
    if kind == 0
        && let (Some(exec), Some(executable)) = (&tools.exec, executable)
        && let Ok(mut bytes) = std::fs::read(executable)
    {
        // A corrupted executable.
        for _ in 0..rng.random_range(1..4) {
            if bytes.is_empty() {
                break;
            }
            let at = rng.random_range(0..bytes.len());
            match rng.random_range(0..3) {
                0 => bytes[at] ^= 1 << rng.random_range(0..8),
                1 => bytes.truncate(at),
                _ => bytes[at] = rng.random(),
            }
        }
        let file = dir.join("mutated.spmdx");
        let _ = std::fs::write(&file, &bytes);
        let command = format!("spmd-exec {}", file.display());
        return judge(run(exec, &[path(&file)], LIMIT)).map(|f| (command, f));
    }
    let source = corpus.choose(rng).expect("a corpus");
    let mut text = source.clone();
    for _ in 0..rng.random_range(1..=3) {
        text = edit(rng, &text);
    }
    let file = dir.join("mutated.mlir");
    let _ = std::fs::write(&file, &text);
    let (args, command): (Vec<String>, String) = if kind == 1 {
        // Mutated pass options, sidecar file included.
        let sidecar = dir.join("shardings.txt");
        let _ = std::fs::write(&sidecar, edit(rng, "# shardings\n0=S(0),R\n1=R,S(1)\n"));
        let options = edit(
            rng,
            &format!(
                "mesh=2x2 axis-names=dp,tp args=\"0=S(0),R 1=R,S(1)\" file={}",
                sidecar.display()
            ),
        );
        let flag = format!("--spmd-shard-args={options}");
        (
            vec![path(&file).to_owned(), flag.clone()],
            format!("spmd-opt {} '{flag}'", file.display()),
        )
    } else if kind == 2 {
        // A mutated solution file for auto-sharding.
        let solution = dir.join("solution.txt");
        let _ = std::fs::write(
            &solution,
            edit(
                rng,
                "1:1 func.func #0 = [S(0)]\n2:10 linalg.matmul #0 = [R]\n",
            ),
        );
        let pipeline = format!(
            "--pass-pipeline=builtin.module(spmd-auto-shard{{mesh=2 import-solution={}}})",
            solution.display()
        );
        (
            vec![path(&file).to_owned(), pipeline.clone()],
            format!("spmd-opt {} '{pipeline}'", file.display()),
        )
    } else {
        let pipeline = format!(
            "--pass-pipeline={}",
            PIPELINES.choose(rng).expect("pipelines")
        );
        (
            vec![path(&file).to_owned(), pipeline.clone()],
            format!("spmd-opt {} '{pipeline}'", file.display()),
        )
    };
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    judge(run(&tools.opt, &args, LIMIT)).map(|f| (command, f))
}
