// A loop whose trip count differs between ranks (as a pipeline's guard):
// on a 2 x 2 mesh, the ranks at index s of axis 0 square their piece s
// times, each time summing it over axis 1 (a group whose ranks share s,
// so all of them run it); the result is the sum of every rank's.
shard.grid @mesh(shape = 2x2)
#id = affine_map<(d0) -> (d0)>
func.func @branches(%x: tensor<8xf32> {spmd.global_type = tensor<8xf32>, spmd.sharding = #spmd.sharding<@mesh, ["R", "R"]>}) -> (tensor<8xf32> {spmd.global_type = tensor<8xf32>, spmd.sharding = #spmd.sharding<@mesh, ["P(sum)", "P(sum)"]>}) attributes {spmd.partitioned} {
  %axis0 = shard.process_multi_index on @mesh axes = [0] : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %g = %c0 to %axis0 step %c1 iter_args(%a = %x) -> (tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = arith.mulf %v, %v : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    %z = shard.all_reduce %y on @mesh grid_axes = [1] : tensor<8xf32> -> tensor<8xf32>
    scf.yield %z : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
