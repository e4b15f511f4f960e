#!/usr/bin/env bash
# Regenerates Examples/NAME.PROFILE.trace for every example and profile.
# Read the diff before committing: an expected trace is a claim about UIKit.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product containment >/dev/null
binary="$(swift build --show-bin-path)/containment"
for scenario in Examples/*.scenario Examples/*.swift; do
  # What `containment explore` writes beside an example is no example.
  [[ $scenario == *.counterexample.scenario ]] && continue
  for profile in ios5 ios7 ios17; do
    Scripts/expected-trace.sh "$binary" "$profile" "$scenario" >"${scenario%.*}.$profile.trace"
  done
done
