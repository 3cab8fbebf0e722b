#!/usr/bin/env bash
# `npm run test:under-load [-- RUNS]`: CI's run (.ci/run: install, then the README's test command) on a fresh
# clone of this checkout's HEAD while two busy loops hold both cores, RUNS times in a row (default 3); stops
# at the first failure. Each run's log and its summary line go to .tmp/under-load/.
set -uo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
out="$PWD/.tmp/under-load"
mkdir -p "$out"
head=$(git rev-parse HEAD)

hogs=()
stop_hogs() { for pid in "${hogs[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_hogs EXIT
for _ in 1 2; do
  # a busy loop per core, at the tests' own priority
  bash -c 'while :; do :; done' &
  hogs+=($!)
done

for run in $(seq 1 "$runs"); do
  clone=$(mktemp -d /tmp/orbitag-under-load.XXXXXX)
  git clone -q "$PWD" "$clone" && git -C "$clone" checkout -q "$head"
  started=$(date +%s)
  (cd "$clone" && bash .ci/run) >"$out/run-$run.log" 2>&1
  status=$?
  seconds=$(($(date +%s) - started))
  summary=$(grep -E '^tests: ' "$out/run-$run.log" | tail -n 1)
  dirty=$(git -C "$clone" status --porcelain | head -n 5)
  echo "under load, run $run of $runs: exit $status in $((seconds / 60)) min $((seconds % 60)) s; ${summary:-no summary line}${dirty:+; tree left dirty: $dirty}" |
    tee -a "$out/summary.txt"
  if [ "$status" -ne 0 ] || [ -n "$dirty" ]; then
    # a failure's traces and reports outlive the clone: a flake on a busy machine is rarely seen twice
    rm -rf "$out/run-$run"
    mkdir -p "$out/run-$run"
    for kept in test-results reports; do
      [ -d "$clone/$kept" ] && cp -r "$clone/$kept" "$out/run-$run/"
    done
    rm -rf "$clone"
    echo "under load: run $run failed; its log: $out/run-$run.log, its traces and reports: $out/run-$run/" >&2
    exit 1
  fi
  rm -rf "$clone"
done
echo "under load: $runs of $runs runs passed"
