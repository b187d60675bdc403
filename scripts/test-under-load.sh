#!/usr/bin/env bash
# The whole suite three times in a row while a busy loop holds one core: what a shared CI machine
# does to the browser tests' timing. Stops at the first failure; prints each run's time.
#   bash scripts/test-under-load.sh            (in a checkout where `npm ci` has run)
set -uo pipefail
cd "$(dirname "$0")/.."
( while :; do :; done ) &
busy=$!
trap 'kill $busy 2>/dev/null' EXIT
for run in 1 2 3; do
  started=$(date +%s)
  if ! npm run test:all; then
    echo "run $run FAILED after $(( $(date +%s) - started )) s" >&2
    exit 1
  fi
  echo "run $run passed in $(( $(date +%s) - started )) s" >&2
done
