#!/usr/bin/env bash
# Runs every example through the built command in every profile and compares
# the output with the committed Examples/NAME.PROFILE.trace. Fails on the first
# difference, with a diff.
# Usage: Scripts/check-examples.sh CONTAINMENT_BINARY
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$1
checked=0 failed=0
for scenario in Examples/*.scenario Examples/*.swift; do
  # What `containment explore` writes beside an example is no example.
  [[ $scenario == *.counterexample.scenario ]] && continue
  for profile in ios5 ios7 ios17; do
    expected="${scenario%.*}.$profile.trace"
    if [ ! -f "$expected" ]; then
      echo "missing expected trace: $expected"
      failed=$((failed + 1))
      continue
    fi
    if ! diff -u "$expected" <(Scripts/expected-trace.sh "$binary" "$profile" "$scenario"); then
      failed=$((failed + 1))
    fi
    checked=$((checked + 1))
  done
done
echo "examples: $checked traces compared, $failed differ"
[ "$failed" -eq 0 ]
