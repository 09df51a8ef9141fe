#!/bin/sh
# `--nproc-per-node 4` running a long job; one of its ranks is killed: the
# launcher must stop the job and name the rank.
exe=$1
spmd-exec "$exe" --nproc-per-node 4 --iterations 100000000 --rendezvous-timeout 10 &
launcher=$!
# Wait for the ranks to start, then kill the last one.
for _ in $(seq 100); do
  [ "$(pgrep -P $launcher | wc -l)" -eq 4 ] && break
  sleep 0.1
done
sleep 1
kill -9 "$(pgrep -P $launcher | tail -n 1)"
wait $launcher
echo "launcher exit=$?"
