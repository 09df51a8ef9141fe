//! Random convolutions and pools: named (`linalg.conv_2d_nchw_fchw`,
//! `conv_2d_nhwc_hwcf`, `depthwise_conv_2d_nhwc_hwc`, `conv_1d_nwc_wcf`,
//! `pooling_nchw_max`, `pooling_nhwc_sum`) or as the `linalg.generic`
//! they generalize to, with random strides, dilations and window sizes on
//! random shapes (the input made large enough for one window at least);
//! more than half of them read a pad the way `SAME` padding writes it (`stride`
//! rows of the source per output row, the window starting in the low
//! padding), which a row split keeps split with halos.

use rand::{Rng, seq::IndexedRandom};

use crate::{
    generate::{Value, iterators, tensor_type},
    ops::{Builder, SIZES},
};

/// One windowed op's shape: which input dims are spatial, and how.
struct Window {
    strides: Vec<usize>,
    dilations: Vec<usize>,
    kernel: Vec<usize>,
}

impl Window {
    /// The rows one window spans along spatial dim `dim`.
    fn reach(&self, dim: usize) -> usize {
        (self.kernel[dim] - 1) * self.dilations[dim] + 1
    }

    /// The extent of an input's spatial dim that `out` outputs read.
    fn input_extent(&self, dim: usize, out: usize) -> usize {
        (out - 1) * self.strides[dim] + (self.kernel[dim] - 1) * self.dilations[dim] + 1
    }

    /// `oh * stride + kh * dilation` in the generic's loop names.
    fn index(&self, dim: usize, out: &str, kernel: &str) -> String {
        format!(
            "{out} * {} + {kernel} * {}",
            self.strides[dim], self.dilations[dim]
        )
    }

    fn attributes(&self) -> String {
        let list = |v: &[usize]| {
            let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            format!("dense<[{}]> : tensor<{}xi64>", items.join(", "), v.len())
        };
        format!(
            "{{dilations = {}, strides = {}}}",
            list(&self.dilations),
            list(&self.strides)
        )
    }
}

/// The layout of one op family, as letters: `n` batch, `c` input
/// channels, `f` output channels, `h` / `w` spatial.
struct Family {
    named: &'static str,
    input: &'static str,
    filter: &'static str,
    output: &'static str,
    pool: bool,
}

const FAMILIES: [Family; 6] = [
    Family {
        named: "linalg.conv_2d_nchw_fchw",
        input: "nchw",
        filter: "fchw",
        output: "nfhw",
        pool: false,
    },
    Family {
        named: "linalg.conv_2d_nhwc_hwcf",
        input: "nhwc",
        filter: "hwcf",
        output: "nhwf",
        pool: false,
    },
    Family {
        named: "linalg.depthwise_conv_2d_nhwc_hwc",
        input: "nhwc",
        filter: "hwc",
        output: "nhwc",
        pool: false,
    },
    Family {
        named: "linalg.conv_1d_nwc_wcf",
        input: "nwc",
        filter: "wcf",
        output: "nwf",
        pool: false,
    },
    Family {
        named: "linalg.pooling_nchw_max",
        input: "nchw",
        filter: "hw",
        output: "nchw",
        pool: true,
    },
    Family {
        named: "linalg.pooling_nhwc_sum",
        input: "nhwc",
        filter: "hw",
        output: "nhwc",
        pool: true,
    },
];

impl Builder<'_> {
    /// A convolution or pool of a picked input (or a new argument when the
    /// picked value is too small for a window).
    pub(crate) fn windowed(&mut self) -> Value {
        let family = FAMILIES.choose(self.rng).expect("families");
        let spatial: Vec<char> = family.input.chars().filter(|c| "hw".contains(*c)).collect();
        let window = Window {
            strides: spatial
                .iter()
                .map(|_| self.rng.random_range(1..=3))
                .collect(),
            dilations: spatial
                .iter()
                .map(|_| self.rng.random_range(1..=2))
                .collect(),
            kernel: spatial
                .iter()
                .map(|_| self.rng.random_range(1..=3))
                .collect(),
        };
        let rank = family.input.len();
        let picked = self.pick_rank(rank);
        let size_of = |letter: char, value: &Value| {
            family
                .input
                .find(letter)
                .map(|position| value.shape[position])
        };
        // Outputs per spatial dim: as many as the picked input allows, else
        // a new input for a random count.
        let fits = spatial.iter().enumerate().all(|(i, &letter)| {
            size_of(letter, &picked).is_some_and(|extent| extent >= window.input_extent(i, 1))
        });
        let mut window = window;
        let same = self.rng.random_bool(0.6);
        if same {
            // A window reaching past its stride, so that it reads padding.
            for i in 0..spatial.len() {
                window.kernel[i] = window.kernel[i].max(2);
                window.strides[i] = window.strides[i].min(window.reach(i) - 1);
            }
        }
        let input = if same {
            self.same_padded(family, &window, &spatial)
        } else if fits {
            picked
        } else {
            let outputs: Vec<usize> = spatial
                .iter()
                .map(|_| *SIZES.choose(self.rng).expect("sizes"))
                .collect();
            let shape = family
                .input
                .chars()
                .map(|letter| match spatial.iter().position(|&s| s == letter) {
                    Some(i) => window.input_extent(i, outputs[i]),
                    None => *SIZES.choose(self.rng).expect("sizes"),
                })
                .collect();
            self.argument(shape)
        };
        let outputs: Vec<usize> = spatial
            .iter()
            .enumerate()
            .map(|(i, &letter)| {
                let extent = size_of(letter, &input).expect("a spatial dim");
                (extent - ((window.kernel[i] - 1) * window.dilations[i] + 1)) / window.strides[i]
                    + 1
            })
            .collect();
        let channels = size_of('c', &input).unwrap_or(1);
        let out_channels = *SIZES.choose(self.rng).expect("sizes");
        let extent = |letter: char, side: &str| -> usize {
            match letter {
                'n' => size_of('n', &input).expect("a batch dim"),
                'c' => channels,
                'f' => out_channels,
                _ => {
                    let i = spatial.iter().position(|&s| s == letter).expect("spatial");
                    if side == "filter" {
                        window.kernel[i]
                    } else {
                        outputs[i]
                    }
                }
            }
        };
        let filter_shape: Vec<usize> = family.filter.chars().map(|l| extent(l, "filter")).collect();
        let output_shape: Vec<usize> = family.output.chars().map(|l| extent(l, "output")).collect();
        let filter = if family.pool {
            let (text, empty) = self.empty(&filter_shape);
            (text, empty)
        } else {
            (String::new(), self.argument(filter_shape.clone()).name)
        };
        let (init_value, combine) = match (family.pool, family.named.ends_with("max")) {
            (true, true) => (-1.0e4, "max"),
            (true, false) | (false, _) => (0.0, "sum"),
        };
        let (mut text, init) = self.zero_fill(&output_shape, init_value);
        text.push_str(&filter.0);
        let r = self.fresh("v");
        let (ity, fty, oty) = (
            input.ty(),
            tensor_type(&filter_shape, self.element),
            tensor_type(&output_shape, self.element),
        );
        if self.rng.random_bool(0.5) {
            text.push_str(&format!(
                "    {r} = {} {} ins({}, {} : {ity}, {fty}) outs({init} : {oty}) -> {oty}\n",
                family.named,
                window.attributes(),
                input.name,
                filter.1
            ));
        } else {
            text.push_str(&self.generic(
                family,
                &window,
                combine,
                [&input.name, &filter.1, &init],
                [&ity, &fty, &oty],
            ));
            text = text.replace("%RESULT", &r);
        }
        self.emit(text, r, output_shape)
    }

    /// A new argument of `stride` rows per output row in each spatial dim,
    /// padded as `SAME` does: `low` rows before (at most the window's
    /// reach past its stride), the rest of the last window's rows after,
    /// and sometimes one more.
    fn same_padded(&mut self, family: &Family, window: &Window, spatial: &[char]) -> Value {
        let mut source = Vec::new();
        let mut low = Vec::new();
        let mut high = Vec::new();
        for letter in family.input.chars() {
            let (rows, before, after) = match spatial.iter().position(|&s| s == letter) {
                Some(i) => {
                    // Output rows that most mesh axes divide.
                    let outputs = *[2, 4, 6, 8, 12].choose(self.rng).expect("sizes");
                    let overhang = window.reach(i) - window.strides[i];
                    let before = self.rng.random_range(0..=overhang);
                    let extra = self.rng.random_range(0..=1);
                    (
                        outputs * window.strides[i],
                        before,
                        overhang - before + extra,
                    )
                }
                None => (*SIZES.choose(self.rng).expect("sizes"), 0, 0),
            };
            source.push(rows);
            low.push(before);
            high.push(after);
        }
        let row_dim = family
            .input
            .find(spatial[0])
            .expect("a spatial dim of the input");
        self.window_dims.push((self.argument_count(), row_dim));
        let source = self.argument(source);
        self.pad_with(source, &low, &high)
    }

    /// The `linalg.generic` a named op generalizes to; its result named
    /// `%RESULT`.
    fn generic(
        &self,
        family: &Family,
        window: &Window,
        combine: &str,
        [input, filter, init]: [&str; 3],
        [ity, fty, oty]: [&str; 3],
    ) -> String {
        // Loops: the output's letters, then the reduced ones (input
        // channels where the filter has them, the window's).
        let mut loops: Vec<String> = family.output.chars().map(|l| l.to_string()).collect();
        let mut reduced = vec![false; loops.len()];
        if family.filter.contains('c') && !family.output.contains('c') {
            loops.push("c".into());
            reduced.push(true);
        }
        let spatial: Vec<char> = family.input.chars().filter(|c| "hw".contains(*c)).collect();
        for letter in &spatial {
            loops.push(format!("k{letter}"));
            reduced.push(true);
        }
        let header = format!("({})", loops.join(", "));
        let input_map: Vec<String> = family
            .input
            .chars()
            .map(|l| match spatial.iter().position(|&s| s == l) {
                Some(i) => window.index(i, &l.to_string(), &format!("k{l}")),
                None => l.to_string(),
            })
            .collect();
        let filter_map: Vec<String> = family
            .filter
            .chars()
            .map(|l| {
                if "hw".contains(l) {
                    format!("k{l}")
                } else {
                    l.to_string()
                }
            })
            .collect();
        let output_map: Vec<String> = family.output.chars().map(|l| l.to_string()).collect();
        let map = |results: &[String]| format!("affine_map<{header} -> ({})>", results.join(", "));
        let el = self.element.mlir();
        let float = self.element.is_float();
        let payload = match (combine, float, family.pool) {
            ("max", true, _) => "      %y = arith.maximumf %acc, %x : {el}\n".to_string(),
            ("max", false, _) => "      %y = arith.maxsi %acc, %x : {el}\n".to_string(),
            (_, true, true) => "      %y = arith.addf %acc, %x : {el}\n".to_string(),
            (_, false, true) => "      %y = arith.addi %acc, %x : {el}\n".to_string(),
            (_, true, false) => {
                "      %p = arith.mulf %x, %z : {el}\n      %y = arith.addf %acc, %p : {el}\n"
                    .to_string()
            }
            (_, false, false) => {
                "      %p = arith.muli %x, %z : {el}\n      %y = arith.addi %acc, %p : {el}\n"
                    .to_string()
            }
        }
        .replace("{el}", el);
        format!(
            "    %RESULT = linalg.generic {{indexing_maps = [{}, {}, {}], iterator_types = {}}} ins({input}, {filter} : {ity}, {fty}) outs({init} : {oty}) {{\n    ^bb0(%x: {el}, %z: {el}, %acc: {el}):\n{payload}      linalg.yield %y : {el}\n    }} -> {oty}\n",
            map(&input_map),
            map(&filter_map),
            map(&output_map),
            iterators(&reduced)
        )
    }
}
