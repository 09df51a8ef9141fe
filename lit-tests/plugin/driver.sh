#!/usr/bin/env bash
# `spmd-opt` as upstream mlir-opt-22 with the pass plugin, for `lit --param
# driver=plugin`: the same arguments, except that spmd-opt's per-pass flags
# (`--spmd-partition`, `--spmd-verify=require-complete=true`), which
# mlir-opt takes only for passes it links, become the `--pass-pipeline`
# they stand for, in command-line order. In bash, not Python: it runs for
# every `spmd-opt` of the plugin run, and a Python start costs more than
# mlir-opt's own.
#
#     driver.sh MLIR_OPT PLUGIN IRDL [spmd-opt arguments...]
set -u
mlir_opt=$1 plugin=$2 irdl=$3
shift 3
passes=() rest=()
for argument in "$@"; do
  if [[ $argument == --spmd-* ]]; then
    name=${argument#--}
    if [[ $name == *=* ]]; then
      passes+=("${name%%=*}{${name#*=}}")
    else
      passes+=("$name")
    fi
  else
    rest+=("$argument")
  fi
done
if ((${#passes[@]})); then
  rest+=("--pass-pipeline=builtin.module($(IFS=,; echo "${passes[*]}"))")
fi
exec "$mlir_opt" "--load-pass-plugin=$plugin" "--irdl-file=$irdl" \
  --allow-unregistered-dialect ${rest[@]+"${rest[@]}"}
