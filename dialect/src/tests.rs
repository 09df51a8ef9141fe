//! Tests of the dialect's Rust types against real MLIR attributes and ops.

use crate::ShardingAttribute;
use melior::{
    Context,
    ir::{Attribute, Location, Module, block::BlockLike, operation::OperationLike},
};

use crate::{
    Mesh, Placement, ReduceOp, Role, Sharding, create_context,
    upstream::{self, UpstreamError},
};

const MESHES: &str = r#"
shard.grid @mesh(shape = 2x4) {spmd.axis_names = ["dp", "tp"]}
shard.grid @line(shape = 8)
shard.grid @dynamic(shape = 2x?)
shard.grid @miscounted(shape = 2x2) {spmd.axis_names = ["dp"]}
shard.grid @twice(shape = 2x2) {spmd.axis_names = ["dp", "dp"]}
shard.grid @numbered(shape = 2x2) {spmd.axis_names = [0, 1]}
"#;

fn parse_sharding(context: &Context, text: &str) -> Result<Sharding, crate::ShardingError> {
    Sharding::from_attribute(Attribute::parse(context, text).expect("test attribute parses"))
}

#[test]
fn sharding_attribute_round_trips() {
    let context = create_context();
    let text = r#"#spmd.sharding<@mesh, ["S(0)", "R", "P(sum)", "P(max)", "S(3)"]>"#;
    let sharding = parse_sharding(&context, text).unwrap();
    assert_eq!(
        sharding.placements,
        [
            Placement::Shard(0),
            Placement::Replicate,
            Placement::Partial(ReduceOp::Sum),
            Placement::Partial(ReduceOp::Max),
            Placement::Shard(3)
        ]
    );
    assert_eq!(sharding.to_string(), text);
    assert_eq!(
        sharding.to_attribute(&context),
        Attribute::parse(&context, text).unwrap()
    );
}

#[test]
fn quoted_mesh_names_round_trip() {
    let context = create_context();
    let sharding = Sharding::new("my mesh", vec![Placement::Replicate]);
    let attribute = sharding.to_attribute(&context);
    assert_eq!(Sharding::from_attribute(attribute).unwrap(), sharding);
}

#[test]
fn malformed_sharding_attributes_are_explained() {
    let context = create_context();
    let cases = [
        r#"#spmd.sharding<@mesh, ["S(0)", 1]>"#,
        r#"#spmd.sharding<@mesh, ["S(0)", "Shard(1)"]>"#,
        r#"#spmd.sharding<@mesh, ["P(prod)"]>"#,
        r#"#spmd.sharding<@outer::@inner, ["R"]>"#,
        r#""S(0)""#,
    ];
    let report: Vec<String> = cases
        .iter()
        .map(|text| {
            format!(
                "{text}\n  -> {}",
                parse_sharding(&context, text).unwrap_err()
            )
        })
        .collect();
    insta::assert_snapshot!(report.join("\n"));
}

fn meshes(context: &Context) -> Module<'_> {
    Module::parse(context, MESHES).expect("test meshes parse")
}

#[test]
fn meshes_are_read_from_grids_and_checked() {
    let context = create_context();
    let module = meshes(&context);
    let report: Vec<String> = [
        "mesh",
        "line",
        "dynamic",
        "miscounted",
        "twice",
        "numbered",
        "nowhere",
    ]
    .iter()
    .map(|name| match Mesh::lookup(module.as_operation(), name) {
        Ok(mesh) => format!(
            "{mesh}: axes {:?}, {} devices",
            mesh.axis_names,
            mesh.device_count()
        ),
        Err(error) => format!("@{name}: error: {error}"),
    })
    .collect();
    insta::assert_snapshot!(report.join("\n"));
}

#[test]
fn sharding_check_uses_mesh_and_rank() {
    let context = create_context();
    let module = meshes(&context);
    let mesh = Mesh::lookup(module.as_operation(), "mesh").unwrap();
    let check = |text: &str, rank| parse_sharding(&context, text).unwrap().check(&mesh, rank);
    assert_eq!(
        check(r#"#spmd.sharding<@mesh, ["S(1)", "S(1)"]>"#, 2),
        Ok(())
    );
    insta::assert_snapshot!(format!(
        "{}\n{}",
        check(r#"#spmd.sharding<@mesh, ["S(0)"]>"#, 2).unwrap_err(),
        check(r#"#spmd.sharding<@mesh, ["R", "S(2)"]>"#, 2).unwrap_err()
    ));
}

#[test]
fn split_axes_round_trip_for_every_shard_replicate_sharding() {
    let all = crate::redistribution::all_placements(3, 3, &[]);
    assert_eq!(all.len(), 64);
    for sharding in all
        .into_iter()
        .map(|placements| Sharding::new("cube", placements))
    {
        let split_axes = upstream::to_split_axes(&sharding).unwrap();
        assert_eq!(
            upstream::from_split_axes("cube", 3, &split_axes).unwrap(),
            sharding
        );
    }
}

#[test]
fn split_axes_examples_match_upstream_spelling() {
    let sharding = Sharding::new(
        "m",
        vec![
            Placement::Shard(1),
            Placement::Shard(1),
            Placement::Replicate,
        ],
    );
    assert_eq!(
        upstream::to_split_axes(&sharding).unwrap(),
        vec![vec![], vec![0, 1]]
    );
    let replicated = Sharding::new("m", vec![Placement::Replicate; 2]);
    assert_eq!(
        upstream::to_split_axes(&replicated).unwrap(),
        Vec::<Vec<usize>>::new()
    );
}

#[test]
fn inexpressible_conversions_are_refused() {
    let partial = Sharding::new(
        "m",
        vec![Placement::Shard(0), Placement::Partial(ReduceOp::Avg)],
    );
    assert!(matches!(
        upstream::to_split_axes(&partial),
        Err(UpstreamError::PartialNotExpressible { axis: 1, .. })
    ));
    assert_eq!(
        upstream::from_split_axes("m", 2, &[vec![1, 0]]),
        Err(UpstreamError::AxesOutOfOrder {
            dim: 0,
            axes: vec![1, 0]
        })
    );
    assert_eq!(
        upstream::from_split_axes("m", 2, &[vec![0], vec![0]]),
        Err(UpstreamError::AxisUsedTwice { axis: 0 })
    );
    assert_eq!(
        upstream::from_split_axes("m", 2, &[vec![2]]),
        Err(UpstreamError::AxisOutOfRange { axis: 2, axes: 2 })
    );
}

#[test]
fn upstream_sharding_ops_are_built_and_read_back() {
    let context = create_context();
    let module = meshes(&context);
    let sharding = Sharding::new("mesh", vec![Placement::Replicate, Placement::Shard(1)]);
    let operation =
        upstream::build_sharding_op(&context, &sharding, Location::unknown(&context)).unwrap();
    assert!(operation.verify());
    assert_eq!(
        operation.to_string().trim(),
        "%sharding = shard.sharding @mesh split_axes = [[], [1]] : !shard.sharding"
    );
    let placed = module.body().append_operation(operation);
    assert_eq!(upstream::read_sharding_op(placed).unwrap(), sharding);
}

#[test]
fn upstream_sharding_ops_with_halos_are_refused() {
    let context = create_context();
    let source = r#"
        shard.grid @mesh(shape = 4)
        %s = shard.sharding @mesh split_axes = [[0]] halo_sizes = [1, 1] : !shard.sharding
    "#;
    let module = Module::parse(&context, source).unwrap();
    let operation = module
        .body()
        .first_operation()
        .unwrap()
        .next_in_block()
        .unwrap();
    assert_eq!(
        upstream::read_sharding_op(operation),
        Err(UpstreamError::NotExpressible)
    );
}

#[test]
fn roles_parse_and_print() {
    for role in Role::ALL {
        assert_eq!(role.to_string().parse::<Role>(), Ok(role));
    }
    assert_eq!(
        "weight".parse::<Role>().unwrap_err().to_string(),
        "unknown role 'weight'; expected \"param\", \"state\" or \"input\""
    );
}
