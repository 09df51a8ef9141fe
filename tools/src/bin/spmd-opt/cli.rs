//! Command-line interface, following `mlir-opt`'s flags.

use clap::{Arg, ArgAction, ArgMatches, CommandFactory, FromArgMatches, Parser};
use spmd_passes::registered_passes;

/// Runs spmd and upstream MLIR passes on an MLIR file, like mlir-opt.
///
/// Give the passes either as one pipeline, anchored on the module
/// (--pass-pipeline='builtin.module(canonicalize,spmd-verify,func.func(cse))'),
/// where spmd and upstream passes mix at any nesting level, or as one flag per
/// spmd pass (--spmd-verify, --spmd-verify=require-complete=true), run in the
/// order given.
#[derive(Parser, Debug)]
#[command(name = "spmd-opt", version, max_term_width = 100)]
pub struct Cli {
    /// Input file, or '-' for standard input.
    #[arg(default_value = "-")]
    pub input: String,

    /// Output file, or '-' for standard output.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    pub output: String,

    /// A textual pass pipeline, e.g. 'builtin.module(canonicalize,spmd-verify)'.
    #[arg(long, value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,

    /// Split the input at '// -----' lines and process each chunk on its own.
    #[arg(long)]
    pub split_input_file: bool,

    /// Check diagnostics against '// expected-error@+1 {{...}}' comments in the input.
    #[arg(long)]
    pub verify_diagnostics: bool,

    /// Run the IR verifier after each pass.
    #[arg(long, value_name = "BOOL", default_value_t = true, action = ArgAction::Set)]
    pub verify_each: bool,

    /// Print the IR to stderr before every pass.
    #[arg(long)]
    pub mlir_print_ir_before_all: bool,

    /// Print the IR to stderr after every pass.
    #[arg(long)]
    pub mlir_print_ir_after_all: bool,

    /// Print operations in their generic form.
    #[arg(long)]
    pub mlir_print_op_generic: bool,

    /// Print each pass's wall time to stderr when the pipeline ends (verifier included), as a tree.
    #[arg(long)]
    pub mlir_timing: bool,
}

/// What to run, from the parsed command line.
pub struct Invocation {
    pub cli: Cli,
    /// `builtin.module(...)`, or `None` when no pass was asked for.
    pub pipeline: Option<String>,
}

/// Why the command line was refused.
pub enum CliError {
    /// `--help` or `--version`: print and exit 0.
    Display(clap::Error),
    Invalid(String),
}

pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Invocation, CliError> {
    let matches = command()
        .try_get_matches_from(args)
        .map_err(|error| match error.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                CliError::Display(error)
            }
            _ => CliError::Invalid(first_line(&error.to_string())),
        })?;
    let cli = Cli::from_arg_matches(&matches)
        .map_err(|error| CliError::Invalid(first_line(&error.to_string())))?;
    let flagged = pass_flags_in_order(&matches);
    let pipeline = match (&cli.pass_pipeline, flagged.is_empty()) {
        (Some(_), false) => {
            return Err(CliError::Invalid(
                "give passes either with --pass-pipeline or with per-pass flags, not both"
                    .to_owned(),
            ));
        }
        (Some(pipeline), true) => Some(pipeline.clone()),
        (None, false) => Some(format!("builtin.module({})", flagged.join(","))),
        (None, true) => None,
    };
    Ok(Invocation { cli, pipeline })
}

/// The clap command: the static flags plus one flag per spmd pass, and the
/// list of spmd passes with their options after the flags in `--help`.
fn command() -> clap::Command {
    let mut command = Cli::command();
    let mut passes_help =
        String::from("spmd passes (pipeline name, options in {key=value ...}):\n");
    for info in registered_passes() {
        command = command.arg(
            Arg::new(info.argument)
                .long(info.argument)
                .value_name("OPTIONS")
                .num_args(0..=1)
                .require_equals(true)
                .default_missing_value("")
                .action(ArgAction::Append)
                .help(flag_help(info)),
        );
        passes_help += &format!("  {}\n      {}\n", info.argument, info.summary);
        if !info.pipeline.is_empty() {
            passes_help += &format!(
                "      a pipeline of: {} (as its options ask)\n",
                info.pipeline.join(", ")
            );
        }
        for option in info.options {
            passes_help += &format!(
                "      {}=<{}>  {} (default: {})\n",
                option.name, option.value, option.description, option.default
            );
        }
    }
    passes_help += "\nAny upstream MLIR pass or pipeline (canonicalize, cse, func.func(...), ...) \
                    can be used in --pass-pipeline.";
    command.after_help(passes_help)
}

/// One line of `--help` for a pass's flag: what it does and its options.
fn flag_help(info: &spmd_passes::PassInfo) -> String {
    let options: Vec<String> = info
        .options
        .iter()
        .map(|o| format!("{}=<{}>", o.name, o.value))
        .collect();
    if options.is_empty() {
        format!("Run {}", info.argument)
    } else {
        format!(
            "Run {} (options: --{}={})",
            info.argument,
            info.argument,
            options.join(" ")
        )
    }
}

/// `spmd-verify{require-complete=true}` for each per-pass flag, in command-line order.
fn pass_flags_in_order(matches: &ArgMatches) -> Vec<String> {
    let mut flagged: Vec<(usize, String)> = Vec::new();
    for info in registered_passes() {
        let (Some(indices), Some(values)) = (
            matches.indices_of(info.argument),
            matches.get_many::<String>(info.argument),
        ) else {
            continue;
        };
        for (index, options) in indices.zip(values) {
            let element = if options.is_empty() {
                info.argument.to_owned()
            } else {
                format!("{}{{{options}}}", info.argument)
            };
            flagged.push((index, element));
        }
    }
    flagged.sort();
    flagged.into_iter().map(|(_, element)| element).collect()
}

fn first_line(message: &str) -> String {
    let line = message.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_owned() + " (see 'spmd-opt --help')"
}
