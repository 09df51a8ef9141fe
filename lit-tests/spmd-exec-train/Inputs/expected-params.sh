#!/bin/sh
# The params after one SGD step as PyTorch computed them (result N+1 of
# the exported step is param N's update), named as `checkpoint export`
# names arguments: argN.npy. Usage: expected-params.sh IO PARAMS OUT
io=$1 params=$2 out=$3
mkdir -p "$out"
for i in $(seq 0 $((params - 1))); do
  cp "$io/result$((i + 1)).npy" "$out/arg$i.npy"
done
