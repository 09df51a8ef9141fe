//! `spmd-report`: what a partitioned step costs each device.
//!
//! Reads: partitioned functions (`spmd.partitioned`), their arguments'
//! roles and local types, and their `shard` collectives.
//! Writes: nothing to the IR; a report per function, as a text table or
//! JSON, to standard error or a file: per device, the bytes of params,
//! optimizer states and inputs it stores; its peak bytes, by the buffer
//! plan `spmd-lower-to-runtime` makes (the arena the runtime allocates),
//! split into what is live then (params, states, inputs, gradients,
//! activations, collective buffers, constants) with the op at which the
//! peak is reached; the largest arguments stored, by name (`spmd.name`)
//! where they have one; and per collective kind its count and bytes (the
//! local input each device contributes), with the gradient collectives
//! (inputs made by an op marked `spmd.gradient_of`) apart, counted per
//! step (a loop's once per iteration); and a pipeline's schedule, bubble
//! and the micro-batches a stage holds (`spmd.pipeline`).

use melior::ir::{
    BlockLike, BlockRef, Value,
    attribute::StringAttribute,
    operation::{OperationLike, OperationRef, WalkOrder, WalkResult},
};
use serde_json::{Value as Json, json};
use spmd_dialect::ir::AttributeText;
use spmd_dialect::{
    PARTITIONED_ATTR, ROLE_ATTR, SignatureSide,
    ir::symbol_name,
    ir::{operation_name, producer},
    signature_attributes, signature_names,
};
use std::collections::BTreeMap;

use crate::{
    lower::{
        bytes_of,
        peak::{Held, peak_memory},
    },
    partition::pipeline::{PIPELINE_ATTR, RUNS_ATTR},
    pass::{ModulePass, OptionError, OptionInfo, PassFailure},
    pass::{declare_pass, io_reason},
    shared::step::is_gradient,
};

const FORMAT: OptionInfo = OptionInfo {
    name: "format",
    value: "text|json",
    default: "text",
    description: "a table, or one JSON object per function",
};
const FILE: OptionInfo = OptionInfo {
    name: "file",
    value: "path",
    default: "-",
    description: "where to write it (- for standard error)",
};
const OPTIONS: [OptionInfo; 2] = [FORMAT, FILE];

declare_pass! {
    /// The `spmd-report` pass: JSON or text, to `file` (`-`: standard error).
    pub fn report_pass(json: bool, file: String) = "spmd-report" as "SpmdReport" {
        summary: "Report per-device bytes (params, states, inputs stored; the peak by the runtime's buffer plan, by what is live then) and collectives of partitioned functions",
        options: &OPTIONS,
        create: |options| {
            let json = match options.text(&FORMAT) {
                "text" => false,
                "json" => true,
                other => {
                    return Err(OptionError::BadValue {
                        option: FORMAT.name.to_owned(),
                        expected: "text or json",
                        value: other.to_owned(),
                    });
                }
            };
            Ok(report_pass(json, options.text(&FILE).to_owned()))
        },
        run: ModulePass {
            settings: ReportPass { json, file },
            run: write_reports,
        },
    }
}

/// Where the report goes, in which form.
#[derive(Clone)]
struct ReportPass {
    json: bool,
    /// `-`: standard error.
    file: String,
}

/// Reports every partitioned function under `operation`.
fn write_reports<'c>(
    operation: OperationRef<'c, '_>,
    settings: &ReportPass,
) -> Result<(), PassFailure<'c>> {
    let mut reports = Vec::new();
    operation.walk(WalkOrder::PreOrder, |op| {
        if operation_name(op) == "func.func" && op.has_attribute(PARTITIONED_ATTR) {
            reports.push(report(op));
        }
        WalkResult::Advance
    });
    let text = if settings.json {
        reports.iter().map(|r| format!("{r}\n")).collect::<String>()
    } else {
        reports.iter().map(table).collect::<String>()
    };
    let written = if settings.file == "-" {
        eprint!("{text}");
        Ok(())
    } else {
        std::fs::write(&settings.file, text)
    };
    written.map_err(|error| {
        PassFailure::At((
            operation.location(),
            format!(
                "spmd-report: cannot write '{}': {}",
                settings.file,
                io_reason(&error)
            ),
        ))
    })
}

/// One function's figures.
fn report(function: OperationRef) -> Json {
    let name = symbol_name(function).unwrap_or_default();
    let mut memory: BTreeMap<&str, usize> = ["param", "state", "input", "other argument"]
        .into_iter()
        .map(|k| (k, 0))
        .collect();
    let mut kinds: Vec<&'static str> = Vec::new();
    let mut collectives: BTreeMap<String, (usize, usize, usize, usize)> = BTreeMap::new();
    let mut arguments = Vec::new();
    if let Some(body) = spmd_dialect::ir::first_block(function) {
        let roles = signature_attributes(function, SignatureSide::Argument);
        let names = signature_names(function, SignatureSide::Argument);
        for index in 0..body.argument_count() {
            let argument: Value = body.argument(index).expect("index").into();
            let role = roles
                .get(index)
                .and_then(|d| d.element_by_name(ROLE_ATTR))
                .and_then(|a| StringAttribute::try_from(a).ok())
                .map(|a| a.text());
            let entry = match role.as_deref() {
                Some("param") => "param",
                Some("state") => "state",
                Some("input") => "input",
                _ => "other argument",
            };
            *memory.get_mut(entry).expect("known entry") += bytes_of(argument);
            kinds.push(entry);
            arguments.push(json!({
                "index": index,
                "name": names.get(index).cloned().flatten(),
                "role": role,
                "bytes": bytes_of(argument),
            }));
        }
        count_collectives(body, 1, &mut collectives);
    }
    let collectives: serde_json::Map<String, Json> = collectives
        .into_iter()
        .map(|(kind, (count, bytes, gradient_count, gradient_bytes))| {
            (
                kind,
                json!({"count": count, "bytes": bytes,
                       "gradient_count": gradient_count, "gradient_bytes": gradient_bytes}),
            )
        })
        .collect();
    arguments.sort_by_key(|argument| std::cmp::Reverse(argument["bytes"].as_u64()));
    arguments.truncate(LARGEST_ARGUMENTS);
    let mut report = json!({
        "function": name,
        "bytes_per_device": memory,
        "largest_arguments": arguments,
        "peak": peak(function, &kinds),
        "collectives": collectives,
    });
    let pipeline = pipeline(function);
    if !pipeline.is_null() {
        report["pipeline"] = pipeline;
    }
    report
}

/// Per collective kind: (count, bytes, gradient count, gradient bytes).
type CollectiveFigures = BTreeMap<String, (usize, usize, usize, usize)>;

/// Adds `block`'s collectives to `figures`, each `times` times (see
/// [`visit_collectives`]).
fn count_collectives(block: BlockRef, times: usize, figures: &mut CollectiveFigures) {
    visit_collectives(block, times, &mut |operation, kind, times| {
        let input = operation.operand(0).expect("a collective has an input");
        let entry = figures.entry(kind.to_owned()).or_default();
        entry.0 += times;
        entry.1 += times * bytes_of(input);
        if is_gradient(input) {
            entry.2 += times;
            entry.3 += times * bytes_of(input);
        }
    });
}

/// Calls `visit(op, kind, runs)` for each `shard` collective in `block`
/// (`kind`: its name after `shard.`), with how often it runs a step:
/// `times`, and for the `scf.for`s in it once per iteration (constant
/// bounds; a guard of a pipeline's slot as often as it records it runs a
/// step; else once).
pub(crate) fn visit_collectives<'c, 'a>(
    block: BlockRef<'c, 'a>,
    times: usize,
    visit: &mut impl FnMut(OperationRef<'c, 'a>, &str, usize),
) {
    let mut next = block.first_operation();
    while let Some(operation) = next {
        let name = operation_name(operation);
        if name == "scf.for"
            && let Some(body) = spmd_dialect::ir::first_block(operation)
        {
            let runs = match spmd_dialect::ir::trip_count(operation) {
                Some(trips) => times * trips,
                None => spmd_dialect::ir::integer_attribute(operation, RUNS_ATTR)
                    .map_or(times, |runs| runs as usize),
            };
            visit_collectives(body, runs, visit);
        } else if let Some(kind) = name.strip_prefix("shard.").filter(|k| {
            operation.operand_count() > 0 && *k != "process_multi_index" && *k != "all_slice"
        }) {
            visit(operation, kind, times);
        }
        next = operation.next_in_block();
    }
}

/// The schedule `spmd-pipeline` recorded, with its bubble and the
/// micro-batches whose activations a stage holds at once.
fn pipeline(function: OperationRef) -> Json {
    let Some(recorded) = function
        .attribute(PIPELINE_ATTR)
        .ok()
        .and_then(|a| melior::ir::attribute::DictionaryAttribute::try_from(a).ok())
    else {
        return Json::Null;
    };
    let integer = |name: &str| {
        recorded
            .element_by_name(name)
            .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
            .map_or(0, |a| a.value())
    };
    let schedule = recorded
        .element_by_name("schedule")
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|a| a.text())
        .unwrap_or_default();
    let (stages, micro_batches) = (integer("stages"), integer("micro_batches"));
    json!({
        "schedule": schedule,
        "stages": stages,
        "micro_batches": micro_batches,
        "bubble": (stages - 1) as f64 / (micro_batches + stages - 1).max(1) as f64,
        "micro_batches_held": integer("micro_batches_held"),
    })
}

/// How many of the largest stored arguments the report names.
const LARGEST_ARGUMENTS: usize = 5;

/// Each device's peak by the lowering's buffer plan, split by what is
/// live then; `arguments[i]`: argument `i`'s kind.
fn peak(function: OperationRef, arguments: &[&'static str]) -> Json {
    let kind_of = |held: Held| match held {
        Held::Argument(index) => arguments.get(index).copied().unwrap_or("other argument"),
        Held::Value(value) => match producer(value).map(operation_name) {
            Some(name) if name.starts_with("shard.") => "collective buffer",
            _ if is_gradient(value) => "gradient",
            Some(name) if name == "arith.constant" => "constant",
            _ => "activation",
        },
    };
    match peak_memory(function, kind_of) {
        Ok(peak) => {
            let at = peak.at.map(|(op, location)| {
                // The standard input (or a parsed buffer) is named "-".
                let location = location.map(|(file, line, column)| match file.as_str() {
                    "-" | "" => format!("line {line}:{column}"),
                    _ => format!("{file}:{line}:{column}"),
                });
                json!({"op": op, "location": location})
            });
            json!({"bytes": peak.arena_bytes, "live": peak.live_by_kind, "at": at})
        }
        Err(reason) => json!({"error": reason.to_string()}),
    }
}

fn table(report: &Json) -> String {
    let mut text = format!(
        "spmd-report: @{} per device\n",
        report["function"].as_str().unwrap_or_default()
    );
    if let Some(memory) = report["bytes_per_device"].as_object() {
        for (what, bytes) in memory {
            text += &format!("  {what:<18} {:>12} bytes\n", bytes.as_u64().unwrap_or(0));
        }
    }
    if let Some(largest) = report["largest_arguments"]
        .as_array()
        .filter(|a| !a.is_empty())
    {
        text += "  largest stored arguments:\n";
        for argument in largest {
            let label = match argument["name"].as_str() {
                Some(name) => format!("#{} {name}", argument["index"]),
                None => format!("#{}", argument["index"]),
            };
            let role = argument["role"].as_str().unwrap_or("-");
            text += &format!(
                "  {:<18} {:>12} bytes  {label} ({role})\n",
                "",
                argument["bytes"].as_u64().unwrap_or(0)
            );
        }
    }
    let peak = &report["peak"];
    if let Some(reason) = peak["error"].as_str() {
        text += &format!("  peak: unknown (planned as spmd-lower-to-runtime would): {reason}\n");
    } else {
        let at = &peak["at"];
        let place = match (at["op"].as_str(), at["location"].as_str()) {
            (Some(op), Some(location)) => format!(" at '{op}' ({location})"),
            (Some(op), None) => format!(" at '{op}'"),
            _ => " before the first op".to_owned(),
        };
        text += &format!(
            "  peak               {:>12} bytes{place}, live then:\n",
            peak["bytes"].as_u64().unwrap_or(0)
        );
        if let Some(live) = peak["live"].as_object() {
            for (what, bytes) in live {
                text += &format!("    {what:<16} {:>12} bytes\n", bytes.as_u64().unwrap_or(0));
            }
        }
    }
    let pipeline = &report["pipeline"];
    if let Some(schedule) = pipeline["schedule"].as_str() {
        text += &format!(
            "  pipeline           {schedule}, {} stages, {} micro-batches: bubble {:.1}% of the layer loops ((S - 1) / (M + S - 1)), activations of {} micro-batches held per stage\n",
            pipeline["stages"],
            pipeline["micro_batches"],
            100.0 * pipeline["bubble"].as_f64().unwrap_or(0.0),
            pipeline["micro_batches_held"],
        );
    }
    text += "  collective        count        bytes   gradient count   gradient bytes\n";
    if let Some(collectives) = report["collectives"].as_object() {
        for (kind, figures) in collectives {
            let figure = |key: &str| figures[key].as_u64().unwrap_or(0);
            text += &format!(
                "  {kind:<16} {:>6} {:>12} {:>16} {:>16}\n",
                figure("count"),
                figure("bytes"),
                figure("gradient_count"),
                figure("gradient_bytes")
            );
        }
    }
    text
}
