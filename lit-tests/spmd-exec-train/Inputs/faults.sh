#!/bin/bash
# Kills of one rank of a 2-process training job at random steps (and one
# during a checkpoint write): every rank must exit non-zero naming the
# dead rank, and --resume must reach the last step with params and states
# bitwise equal to an uninterrupted run's.
# Usage: faults.sh STEP.spmdx WORKDIR
set -u
exe=$1 work=$2 steps=6
rm -rf "$work" && mkdir -p "$work"
train() { spmd-exec train "$exe" --steps $steps --every 2 --nproc-per-node 2 --rendezvous-timeout 20 "$@"; }
train --checkpoint "$work/whole" > "$work/whole.log" 2>&1 || { cat "$work/whole.log"; exit 1; }

# Resumes the run in $1 and compares its last checkpoint bit for bit.
resume_and_compare() {
  train --checkpoint "$1" --resume > "$1.resume.log" 2>&1 || { cat "$1.resume.log"; exit 1; }
  spmd-exec checkpoint compare "$work/whole" "$1" > "$1.compare.log" || { cat "$1.compare.log"; exit 1; }
  echo "resumed to step $steps: $(grep -c ': ok' "$1.compare.log") tensors bitwise equal"
}

for trial in 1 2; do
  rank=$((RANDOM % 2)) step=$((RANDOM % steps))
  echo "trial $trial: kill -9 of rank $rank at step $step"
  SPMD_TRAIN_KILL=$rank:$step train --checkpoint "$work/cut$trial" > "$work/cut$trial.log" 2>&1
  status=$?
  [ $status -ne 0 ] || { echo "the job exited 0 after a kill"; exit 1; }
  grep -q "rank $rank failed (killed by signal 9); the job stopped" "$work/cut$trial.log" \
    || { cat "$work/cut$trial.log"; exit 1; }
  echo "the job stopped naming rank $rank"
  resume_and_compare "$work/cut$trial"
done

echo "kill -9 of rank 1 while it writes the checkpoint of step 4"
SPMD_TRAIN_KILL=1:checkpoint:4 train --checkpoint "$work/torn" > "$work/torn.log" 2>&1 && exit 1
grep -q "rank 1 failed (killed by signal 9)" "$work/torn.log" || { cat "$work/torn.log"; exit 1; }
echo "committed: $(cd "$work/torn" && ls -d step-* | tr '\n' ' ')"
resume_and_compare "$work/torn"
