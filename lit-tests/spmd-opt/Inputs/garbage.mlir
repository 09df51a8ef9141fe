this is not MLIR
