// Found by fuzzing: the buffer plan placed a constant where an earlier,
// dead kernel wrote (constants are written at load time, so they must be
// placed before anything runs).
shard.grid @mesh(shape = 2x2)
func.func @main(%arg0: tensor<5xf32>, %arg1: tensor<5x12xf32> {spmd.sharding = #spmd.sharding<@mesh, ["R", "S(1)"]>}) -> (tensor<5x12xf32>, tensor<5x12xf32>) {
    %init = arith.constant dense<-1.0e4> : tensor<f32>
    %dead = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg0 : tensor<5xf32>) outs(%init : tensor<f32>) {
    ^bb0(%x: f32, %acc: f32):
      %y = arith.maximumf %acc, %x : f32
      linalg.yield %y : f32
    } -> tensor<f32>
    %c = arith.constant dense<2.5e-1> : tensor<5x12xf32>
    %e = tensor.empty() : tensor<5x12xf32>
    %sum = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c, %arg1 : tensor<5x12xf32>, tensor<5x12xf32>) outs(%e : tensor<5x12xf32>) {
    ^bb0(%x: f32, %z: f32, %o: f32):
      %y = arith.addf %x, %z : f32
      linalg.yield %y : f32
    } -> tensor<5x12xf32>
    return %c, %sum : tensor<5x12xf32>, tensor<5x12xf32>
}
