fn main() {
    let x: Vec<f32> = (0..16384).map(|i| (i as f32) * 0.001 - 8.0).collect();
    let mut y = vec![0f32; 16384];
    for name in ["exp", "tanh", "div", "libm-exp"] {
        let start = std::time::Instant::now();
        for _ in 0..1000 {
            match name {
                "exp" => for (o, &v) in y.iter_mut().zip(&x) { *o = spmd_runtime::cpu::approx_exp(v) },
                "tanh" => for (o, &v) in y.iter_mut().zip(&x) { *o = spmd_runtime::cpu::approx_tanh(v) },
                "div" => for (o, &v) in y.iter_mut().zip(&x) { *o = 1.0 / (v + 1.0) },
                _ => for (o, &v) in y.iter_mut().zip(&x) { *o = v.exp() },
            }
            std::hint::black_box(&mut y);
        }
        println!("{name}: {:.2} ns/element", start.elapsed().as_secs_f64() * 1e9 / 1000.0 / 16384.0);
    }
}
