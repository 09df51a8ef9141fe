//! What the generators share: element types, values, the program form
//! and its MLIR text. `ops` writes random programs, `training` training
//! steps.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Element {
    F32,
    F16,
    BF16,
    I32,
}

impl Element {
    pub fn mlir(self) -> &'static str {
        match self {
            Element::F32 => "f32",
            Element::F16 => "f16",
            Element::BF16 => "bf16",
            Element::I32 => "i32",
        }
    }

    pub fn is_float(self) -> bool {
        self != Element::I32
    }

    /// Relative tolerance of a partitioned result against the single-device one.
    pub fn tolerance(self) -> f64 {
        match self {
            Element::F32 => 1e-4,
            Element::F16 => 5e-3,
            Element::BF16 => 3e-2,
            Element::I32 => 0.0,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Value {
    pub name: String,
    pub shape: Vec<usize>,
    pub element: Element,
}

impl Value {
    pub fn ty(&self) -> String {
        tensor_type(&self.shape, self.element)
    }
}

pub fn tensor_type(shape: &[usize], element: Element) -> String {
    let mut text = String::from("tensor<");
    for d in shape {
        text.push_str(&format!("{d}x"));
    }
    text.push_str(element.mlir());
    text.push('>');
    text
}

/// A generated program: its arguments, body lines, and returned values.
#[derive(Clone, Debug)]
pub struct Program {
    pub arguments: Vec<Value>,
    /// One entry per generated op (each may be several lines of MLIR).
    pub ops: Vec<(String, Value)>,
    pub returns: Vec<usize>,
    pub element: Element,
    /// `(argument, dim)`s that windows read through a `SAME` pad: split
    /// more often than other dims, so that halos are exchanged.
    pub window_dims: Vec<(usize, usize)>,
}

pub fn dims_map(rank: usize, dims: &[usize]) -> String {
    let loops: Vec<String> = (0..rank).map(|d| format!("d{d}")).collect();
    let results: Vec<String> = dims.iter().map(|&d| format!("d{d}")).collect();
    format!(
        "affine_map<({}) -> ({})>",
        loops.join(", "),
        results.join(", ")
    )
}

pub fn iterators(kinds: &[bool]) -> String {
    let names: Vec<&str> = kinds
        .iter()
        .map(|&r| if r { "\"reduction\"" } else { "\"parallel\"" })
        .collect();
    format!("[{}]", names.join(", "))
}

impl Program {
    /// Whether a named op the lowering asks to be generalized first (a
    /// convolution, a pool, a transpose) is among the ops.
    pub fn needs_generalizing(&self) -> bool {
        self.ops.iter().any(|(text, _)| {
            [
                "linalg.conv_",
                "linalg.depthwise_conv_",
                "linalg.pooling_",
                "linalg.transpose",
            ]
            .iter()
            .any(|name| text.contains(name))
        })
    }

    /// The MLIR text: `mesh` (when given) and argument / result shardings.
    pub fn text(
        &self,
        mesh: Option<&str>,
        arguments: &[Option<String>],
        results: &[Option<String>],
        annotations: &[(usize, String)],
    ) -> String {
        let mut text = String::new();
        if let Some(mesh) = mesh {
            text.push_str(&format!("shard.grid @mesh(shape = {mesh})\n"));
        }
        let attribute = |sharding: &Option<String>| match sharding {
            Some(s) => format!(" {{spmd.sharding = #spmd.sharding<@mesh, [{s}]>}}"),
            None => String::new(),
        };
        let args: Vec<String> = self
            .arguments
            .iter()
            .enumerate()
            .map(|(i, a)| {
                format!(
                    "{}: {}{}",
                    a.name,
                    a.ty(),
                    attribute(arguments.get(i).unwrap_or(&None))
                )
            })
            .collect();
        let result_types: Vec<String> = self
            .returns
            .iter()
            .enumerate()
            .map(|(i, &r)| {
                format!(
                    "{}{}",
                    self.ops[r].1.ty(),
                    attribute(results.get(i).unwrap_or(&None))
                )
            })
            .collect();
        text.push_str(&format!(
            "func.func @main({}) -> ({}) {{\n",
            args.join(", "),
            result_types.join(", ")
        ));
        for (index, (op, value)) in self.ops.iter().enumerate() {
            text.push_str(op);
            for (at, sharding) in annotations {
                if *at == index {
                    text.push_str(&format!(
                        "    {}_a = \"spmd.annotate\"({}) {{sharding = #spmd.sharding<@mesh, [{sharding}]>}} : ({}) -> {}\n",
                        value.name, value.name, value.ty(), value.ty()
                    ));
                }
            }
        }
        let names: Vec<String> = self
            .returns
            .iter()
            .map(|&r| self.ops[r].1.name.clone())
            .collect();
        let types: Vec<String> = self.returns.iter().map(|&r| self.ops[r].1.ty()).collect();
        text.push_str(&format!(
            "    return {} : {}\n}}\n",
            names.join(", "),
            types.join(", ")
        ));
        text
    }

    /// The same program cut after its first `ops` ops, returning the last.
    pub fn truncated(&self, ops: usize) -> Program {
        let mut program = self.clone();
        program.ops.truncate(ops.max(1));
        program.returns = vec![program.ops.len() - 1];
        program
    }
}
