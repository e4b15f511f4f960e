#!/usr/bin/env bash
# Prints the expected-trace form of one example in one profile: what
#   containment trace --flags --profile PROFILE FILE
# prints on standard output, then, when it fails, its standard error as
# `// stderr: ` lines and `// exit N`. Every extra line is a `// ` comment, so an
# expected trace is still a trace (scenario language §3).
# Usage: Scripts/expected-trace.sh CONTAINMENT_BINARY PROFILE FILE
set -uo pipefail
binary=$1 profile=$2 file=$3
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
"$binary" trace --flags --profile "$profile" "$file" >"$out" 2>"$err"
code=$?
cat "$out"
if [ "$code" -ne 0 ]; then
  sed 's|^|// stderr: |' "$err"
  echo "// exit $code"
fi
