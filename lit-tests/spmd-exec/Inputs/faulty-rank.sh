#!/bin/sh
# A 4-rank job started by hand (torchrun's variables) whose rank 3 fails
# after joining (its input is missing): prints each rank's error and exit.
exe=$1; port=$2; out=$3
for rank in 0 1 2; do
  (RANK=$rank WORLD_SIZE=4 MASTER_ADDR=127.0.0.1 MASTER_PORT=$port spmd-exec "$exe" > "$out.$rank" 2>&1; echo "rank $rank exit=$?" >> "$out.$rank") &
done
(RANK=3 WORLD_SIZE=4 MASTER_ADDR=127.0.0.1 MASTER_PORT=$port spmd-exec "$exe" --inputs /nonexistent > "$out.3" 2>&1; echo "rank 3 exit=$?" >> "$out.3") &
wait
cat "$out.0" "$out.1" "$out.2" "$out.3"
