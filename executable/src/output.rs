//! Lines on standard output that end the process quietly when its reader
//! has gone (`spmd-exec ... | head`), as Unix tools do, where `println!`
//! would panic.

use std::io::{ErrorKind, Write};

/// The exit status of a process whose output pipe closed: 128 + SIGPIPE,
/// as a shell reports a tool the signal ended.
const READER_GONE_STATUS: i32 = 141;

/// Writes `line` and a newline to standard output.
pub fn print_line(line: std::fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(error) = out.write_fmt(line).and_then(|()| out.write_all(b"\n")) {
        if error.kind() == ErrorKind::BrokenPipe {
            std::process::exit(READER_GONE_STATUS);
        }
        panic!("failed printing to stdout: {error}");
    }
}

/// `println!` through [`print_line`].
#[macro_export]
macro_rules! say {
    ($($argument:tt)*) => {
        $crate::output::print_line(format_args!($($argument)*))
    };
}
