//! The small functions the ring is built from, as MLIR text: per-row
//! updates of the online softmax, the output's rescaling, row reshapes and
//! the slice of one block of the sequence.

/// `affine_map<(d0, .., dn-1) -> (results)>`.
fn map(rank: usize, results: &[String]) -> String {
    let dims: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    format!(
        "affine_map<({}) -> ({})>",
        dims.join(", "),
        results.join(", ")
    )
}

fn identity(rank: usize) -> String {
    map(
        rank,
        &(0..rank).map(|d| format!("d{d}")).collect::<Vec<_>>(),
    )
}

/// The rows of a `rank` loop nest with a kept unit last dim.
fn per_row(rank: usize) -> String {
    let mut results: Vec<String> = (0..rank - 1).map(|d| format!("d{d}")).collect();
    results.push("0".into());
    map(rank, &results)
}

/// One element-wise `linalg.generic` over `inputs` (argument types and
/// indexing maps) into a new `result` tensor, its payload `body` reading
/// `%x0, %x1, ..` and the function's scalar arguments, yielding `%r`.
fn generic(
    rank: usize,
    inputs: &[(&str, String)],
    scalars: &[&str],
    result: &str,
    element: &str,
    body: &str,
) -> String {
    let arguments: Vec<String> = inputs
        .iter()
        .enumerate()
        .map(|(i, (ty, _))| format!("%a{i}: {ty}"))
        .chain(
            scalars
                .iter()
                .enumerate()
                .map(|(i, ty)| format!("%s{i}: {ty}")),
        )
        .collect();
    let names: Vec<String> = (0..inputs.len()).map(|i| format!("%a{i}")).collect();
    let types: Vec<&str> = inputs.iter().map(|(ty, _)| *ty).collect();
    let mut maps: Vec<String> = inputs.iter().map(|(_, map)| map.clone()).collect();
    maps.push(identity(rank));
    let block: Vec<String> = (0..inputs.len())
        .map(|i| format!("%x{i}: {element}"))
        .chain([format!("%out: {element}")])
        .collect();
    let iterators = vec!["\"parallel\""; rank].join(", ");
    format!(
        "func.func @rows({}) -> {result} {{\n\
         %e = tensor.empty() : {result}\n\
         %g = linalg.generic {{indexing_maps = [{}], iterator_types = [{iterators}]}} \
         ins({} : {}) outs(%e : {result}) {{\n\
         ^bb0({}):\n{body}\nlinalg.yield %r : {element}\n}} -> {result}\n\
         return %g : {result}\n}}",
        arguments.join(", "),
        maps.join(", "),
        names.join(", "),
        types.join(", "),
        block.join(", "),
    )
}

/// `max(a, b)` of two rows.
pub(super) fn row_max(rows: &str, rank: usize, element: &str) -> String {
    let inputs = [(rows, identity(rank)), (rows, identity(rank))];
    generic(
        rank,
        &inputs,
        &[],
        rows,
        element,
        &format!("%r = arith.maximumf %x0, %x1 : {element}"),
    )
}

/// A row maximum with its start value (no score at all in the row: the
/// max reduction's init, `-inf`) replaced by 0, so that subtracting it
/// never takes `-inf - -inf`.
pub(super) fn row_finite(rows: &str, rank: usize, element: &str) -> String {
    let inputs = [(rows, identity(rank))];
    let body = format!(
        "%z = arith.constant 0.0 : {element}\n\
         %c = arith.cmpf oeq, %x0, %s0 : {element}\n\
         %r = arith.select %c, %z, %x0 : {element}"
    );
    generic(rank, &inputs, &[element], rows, element, &body)
}

/// `exp(old - new)`: how much an earlier block's terms shrink under a
/// larger maximum.
pub(super) fn row_correction(rows: &str, rank: usize, element: &str) -> String {
    let inputs = [(rows, identity(rank)), (rows, identity(rank))];
    let body = format!(
        "%d = arith.subf %x0, %x1 : {element}\n\
         %r = math.exp %d : {element}"
    );
    generic(rank, &inputs, &[], rows, element, &body)
}

/// `sum * correction + block`, the running sum of exponentials.
pub(super) fn row_update(rows: &str, rank: usize, element: &str) -> String {
    rescaled_sum(rows, rows, identity(rank), rank, element)
}

/// `out * correction + block` with the correction per row (a unit last
/// dim).
pub(super) fn output_update(out: &str, rows: &str, rank: usize, element: &str) -> String {
    rescaled_sum(out, rows, per_row(rank), rank, element)
}

/// `running * correction + block`, the correction (of type `rows`) read
/// through `rows_map`.
fn rescaled_sum(running: &str, rows: &str, rows_map: String, rank: usize, element: &str) -> String {
    let inputs = [
        (running, identity(rank)),
        (rows, rows_map),
        (running, identity(rank)),
    ];
    let body = format!(
        "%m = arith.mulf %x0, %x1 : {element}\n\
         %r = arith.addf %m, %x2 : {element}"
    );
    generic(rank, &inputs, &[], running, element, &body)
}

/// `out / sum` with the sum per row (a unit last dim).
pub(super) fn output_normalise(out: &str, rows: &str, rank: usize, element: &str) -> String {
    let inputs = [(out, identity(rank)), (rows, per_row(rank))];
    generic(
        rank,
        &inputs,
        &[],
        out,
        element,
        &format!("%r = arith.divf %x0, %x1 : {element}"),
    )
}

/// Groups that keep every dim but merge the last two (`[[0], .., [n-2, n-1]]`).
fn unit_groups(rank: usize) -> String {
    let mut groups: Vec<String> = (0..rank - 2).map(|d| format!("[{d}]")).collect();
    groups.push(format!("[{}, {}]", rank - 2, rank - 1));
    format!("[{}]", groups.join(", "))
}

/// Rows `[.., s]` as `[.., s, 1]`.
pub(super) fn rows_with_unit(rows: &str, unit: &str, unit_shape: &[usize]) -> String {
    let shape: Vec<String> = unit_shape.iter().map(usize::to_string).collect();
    format!(
        "func.func @unit(%a0: {rows}) -> {unit} {{\n\
         %r = tensor.expand_shape %a0 {} output_shape [{}] : {rows} into {unit}\n\
         return %r : {unit}\n}}",
        unit_groups(unit_shape.len()),
        shape.join(", ")
    )
}

/// Rows `[.., s, 1]` as `[.., s]`.
pub(super) fn rows_without_unit(unit: &str, rows: &str, unit_rank: usize) -> String {
    format!(
        "func.func @drop(%a0: {unit}) -> {rows} {{\n\
         %r = tensor.collapse_shape %a0 {} : {unit} into {rows}\n\
         return %r : {rows}\n}}",
        unit_groups(unit_rank)
    )
}

/// `result_shape[dim]` elements of `source`'s dim `dim` from `start`, or,
/// for `None`, from an offset the function takes as its second argument.
pub(super) fn dim_block(
    source: &str,
    result: &str,
    result_shape: &[usize],
    dim: usize,
    start: Option<usize>,
) -> String {
    let offsets: Vec<String> = (0..result_shape.len())
        .map(|d| match (d == dim, start) {
            (false, _) => "0".into(),
            (true, Some(start)) => start.to_string(),
            (true, None) => "%a1".into(),
        })
        .collect();
    let offset_argument = if start.is_none() { ", %a1: index" } else { "" };
    let sizes: Vec<String> = result_shape.iter().map(usize::to_string).collect();
    format!(
        "func.func @block(%a0: {source}{offset_argument}) -> {result} {{\n\
         %r = tensor.extract_slice %a0[{}] [{}] [{}] : {source} to {result}\n\
         return %r : {result}\n}}",
        offsets.join(", "),
        sizes.join(", "),
        vec!["1"; result_shape.len()].join(", ")
    )
}

/// `a + b` of two tensors of type `ty`: a sum over blocks.
pub(super) fn sum_of(ty: &str, rank: usize, element: &str) -> String {
    let inputs = [(ty, identity(rank)), (ty, identity(rank))];
    generic(
        rank,
        &inputs,
        &[],
        ty,
        element,
        &format!("%r = arith.addf %x0, %x1 : {element}"),
    )
}

/// `input` (elements `from`) as `result` (elements `to`): `arith.extf` to
/// a wider float, `arith.truncf` to a narrower one.
pub(super) fn converted(input: &str, result: &str, rank: usize, from: &str, to: &str) -> String {
    let width = |element: &str| {
        element
            .trim_start_matches(|c: char| c.is_alphabetic())
            .parse::<u32>()
            .unwrap_or(0)
    };
    let op = if width(to) > width(from) {
        "arith.extf"
    } else {
        "arith.truncf"
    };
    let map = identity(rank);
    let iterators = vec!["\"parallel\""; rank].join(", ");
    format!(
        "func.func @convert(%a0: {input}) -> {result} {{\n\
         %e = tensor.empty() : {result}\n\
         %g = linalg.generic {{indexing_maps = [{map}, {map}], iterator_types = [{iterators}]}} \
         ins(%a0 : {input}) outs(%e : {result}) {{\n\
         ^bb0(%x0: {from}, %out: {to}):\n\
         %r = {op} %x0 : {from} to {to}\n\
         linalg.yield %r : {to}\n}} -> {result}\n\
         return %g : {result}\n}}"
    )
}

/// A tensor of type `ty` filled with `value` (a float literal).
pub(super) fn filled(ty: &str, element: &str, value: &str) -> String {
    format!(
        "func.func @filled() -> {ty} {{\n\
         %z = arith.constant {value} : {element}\n\
         %e = tensor.empty() : {ty}\n\
         %f = linalg.fill ins(%z : {element}) outs(%e : {ty}) -> {ty}\n\
         return %f : {ty}\n}}"
    )
}

/// `sum_k a[b, s, k] * o[b, s, k]` into f32 rows `[b, s]` (of type
/// `rows`), each factor widened to f32 first.
pub(super) fn row_dots(a: &str, o: &str, rows: &str, a_element: &str, o_element: &str) -> String {
    let widened = |name: &str, element: &str| match element {
        "f32" => (String::new(), format!("%x{name}")),
        _ => (
            format!("%w{name} = arith.extf %x{name} : {element} to f32\n"),
            format!("%w{name}"),
        ),
    };
    let (a_cast, a_value) = widened("0", a_element);
    let (o_cast, o_value) = widened("1", o_element);
    let whole = identity(3);
    let rows_map = map(3, &["d0".into(), "d1".into()]);
    format!(
        "func.func @dots(%a0: {a}, %a1: {o}) -> {rows} {{\n\
         %z = arith.constant 0.0 : f32\n\
         %e = tensor.empty() : {rows}\n\
         %f = linalg.fill ins(%z : f32) outs(%e : {rows}) -> {rows}\n\
         %g = linalg.generic {{indexing_maps = [{whole}, {whole}, {rows_map}], \
         iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} \
         ins(%a0, %a1 : {a}, {o}) outs(%f : {rows}) {{\n\
         ^bb0(%x0: {a_element}, %x1: {o_element}, %acc: f32):\n\
         {a_cast}{o_cast}%m = arith.mulf {a_value}, {o_value} : f32\n\
         %r = arith.addf %acc, %m : f32\n\
         linalg.yield %r : f32\n}} -> {rows}\n\
         return %g : {rows}\n}}"
    )
}

/// `block` with `share` (of `share_shape`) added into its elements from
/// `start` along `dim`.
pub(super) fn add_into_slice(
    block: &str,
    share: &str,
    share_shape: &[usize],
    dim: usize,
    start: usize,
    element: &str,
) -> String {
    let rank = share_shape.len();
    let offsets: Vec<String> = (0..rank)
        .map(|d| {
            if d == dim {
                start.to_string()
            } else {
                "0".into()
            }
        })
        .collect();
    let sizes: Vec<String> = share_shape.iter().map(usize::to_string).collect();
    let strides = vec!["1"; rank].join(", ");
    let slice = format!(
        "[{}] [{}] [{strides}]",
        offsets.join(", "),
        sizes.join(", ")
    );
    let map = identity(rank);
    let iterators = vec!["\"parallel\""; rank].join(", ");
    format!(
        "func.func @accumulate(%a0: {block}, %a1: {share}) -> {block} {{\n\
         %s = tensor.extract_slice %a0{slice} : {block} to {share}\n\
         %e = tensor.empty() : {share}\n\
         %g = linalg.generic {{indexing_maps = [{map}, {map}, {map}], iterator_types = [{iterators}]}} \
         ins(%s, %a1 : {share}, {share}) outs(%e : {share}) {{\n\
         ^bb0(%x0: {element}, %x1: {element}, %out: {element}):\n\
         %r = arith.addf %x0, %x1 : {element}\n\
         linalg.yield %r : {element}\n}} -> {share}\n\
         %i = tensor.insert_slice %g into %a0{slice} : {share} into {block}\n\
         return %i : {block}\n}}"
    )
}
