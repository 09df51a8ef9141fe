//! Running a tool on a case: exit status, output, and a time limit.

use std::{
    io::Read,
    path::Path,
    process::{Command, Stdio},
    time::{Duration, Instant},
};

pub enum Exit {
    /// Exit status 0 or 1, with standard output and error.
    Code(i32, String),
    /// Any other status, a signal (a crash) or a panic's exit 101.
    Crash(String),
    Timeout,
}

/// Runs `program` with `args`, killing it after `limit`.
pub fn run(program: &Path, args: &[&str], limit: Duration) -> Exit {
    let child = Command::new(program)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let mut child = match child {
        Ok(child) => child,
        Err(error) => return Exit::Crash(format!("cannot start {}: {error}", program.display())),
    };
    // Drain both pipes while the child runs: a full pipe would block it.
    fn drain(pipe: Option<impl Read + Send + 'static>) -> std::thread::JoinHandle<Vec<u8>> {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    }
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                return Exit::Timeout;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(error) => return Exit::Crash(error.to_string()),
        }
    };
    let (stdout, stderr) = (
        stdout.join().unwrap_or_default(),
        stderr.join().unwrap_or_default(),
    );
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&stdout),
        String::from_utf8_lossy(&stderr)
    );
    match status.code() {
        Some(code @ (0 | 1)) => Exit::Code(code, text),
        Some(code) => Exit::Crash(format!("exit status {code}: {}", head(&text))),
        None => Exit::Crash(format!("killed by a signal ({status:?}): {}", head(&text))),
    }
}

pub fn head(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(3)
        .collect::<Vec<_>>()
        .join(" | ")
}

/// The first error message without its location and source echo, numbers
/// and quoted names made generic, to count refusals by kind. An op that
/// fails MLIR's verifier (its note "see current operation") is IR a pass
/// wrote wrong, the input having verified: an internal error.
pub fn refusal_kind(text: &str) -> Option<String> {
    let invalid_ir = text.contains("see current operation");
    let line = text.lines().find(|l| l.contains("error:"))?;
    let message = line.split("error:").nth(1)?.trim();
    let mut kind = String::new();
    let mut in_quote = false;
    let mut last_digit = false;
    for c in message.chars() {
        match c {
            '\'' => {
                in_quote = !in_quote;
                if in_quote {
                    kind.push_str("'…'");
                }
            }
            _ if in_quote => {}
            c if c.is_ascii_digit() => {
                if !last_digit {
                    kind.push('N');
                }
                last_digit = true;
                continue;
            }
            c => kind.push(c),
        }
        last_digit = false;
    }
    if invalid_ir {
        kind = format!("internal: a pass wrote IR that does not verify: {kind}");
    }
    Some(kind.chars().take(140).collect())
}

/// Whether a refusal is located: `file:line:col: error:`.
pub fn is_located(text: &str) -> bool {
    text.lines().any(|l| {
        let Some((place, _)) = l.split_once(": error:") else {
            return false;
        };
        let parts: Vec<&str> = place.rsplitn(3, ':').collect();
        parts.len() == 3 && parts[0].parse::<usize>().is_ok() && parts[1].parse::<usize>().is_ok()
    })
}
