#!/usr/bin/env bash
# The adopter probe (Tests/ProductLinkage): a package that depends on this one
# as a user's does.
#  1. Each library product links on its own (no Foundation, no libm).
#  2. Its passing suites pass, and both frameworks ran tests: XCTest and
#     Swift Testing.
#  3. Its AdopterExpectedFailures target, one failing assertion per framework,
#     FAILS, and each failure is reported at the line marked EXPECTED-FAILURE;
#     so does each Swift Testing assertion made off the test's task (a
#     detached task, a Dispatch queue) and an audit over no profile.
#     A test kit that passed a failing assertion silently would fail here.
set -euo pipefail
# Captured output is searched with here-strings, never `echo … | grep -q`:
# under pipefail, grep -q leaving at its first match can end echo with
# SIGPIPE and fail the pipeline although the line was found.
cd "$(dirname "$0")/../Tests/ProductLinkage"
failures_file=Tests/AdopterExpectedFailures/ExpectedFailures.swift

swift build --build-tests -Xswiftc -warnings-as-errors 2>&1 | tail -1
.build/debug/UsesContainment >/dev/null
.build/debug/UsesContainmentScenario >/dev/null
.build/debug/UsesContainmentTesting >/dev/null

passing="$(swift test --skip AdopterExpectedFailures 2>&1)" || {
  echo "$passing" | tail -40
  echo "the adopter's passing tests failed"
  exit 1
}
xctest_ran="$(echo "$passing" | grep -E "^\s+Executed [1-9][0-9]* tests?, with 0 failures" | tail -1 || true)"
testing_ran="$(echo "$passing" | grep -E "Test run with [1-9][0-9]* tests? .*passed" | tail -1 || true)"
[ -n "$xctest_ran" ] || { echo "$passing" | tail -20; echo "no XCTest test ran"; exit 1; }
[ -n "$testing_ran" ] || { echo "$passing" | tail -20; echo "no Swift Testing test ran"; exit 1; }
echo "passing, XCTest: $(echo "$xctest_ran" | sed 's/^[[:space:]]*//')"
echo "passing, Swift Testing: ${testing_ran#*Test run}"

# Each off-task assertion (a detached task, a Dispatch queue, inside an @Test)
# and an audit over no profile must fail the run on its own.
for name in offTaskDetachedAssertionFails offTaskDispatchAssertionFails auditOverNoProfileFails; do
  if off_task="$(swift test --filter "AdopterExpectedFailures.$name" 2>&1)"; then
    echo "$off_task" | tail -30
    echo "$name passed: its failing assertion was not reported"
    exit 1
  fi
  grep -q "Test $name() .*recorded an issue\|Test $name() failed\|recorded an issue" <<<"$off_task" || {
    echo "$off_task" | tail -30
    echo "$name failed without recording an issue"
    exit 1
  }
  echo "failing on purpose: $name"
done

if failing="$(swift test --filter 'AdopterExpectedFailures\.(swiftTestingReportsAFailingAssertion|XCTestReportsAFailingAssertion)' 2>&1)"; then
  echo "$failing" | tail -30
  echo "the tests that must fail passed: a failing assertion was not reported"
  exit 1
fi
xctest_line="$(grep -n 'EXPECTED-FAILURE xctest' "$failures_file" | cut -d: -f1)"
testing_line="$(grep -n 'EXPECTED-FAILURE swift-testing' "$failures_file" | cut -d: -f1)"
grep -q "ExpectedFailures.swift:$xctest_line: error: .*trace in ios17 differs" <<<"$failing" || {
  echo "$failing" | tail -30
  echo "XCTest did not report the failure at line $xctest_line"
  exit 1
}
grep -q "✘ .*recorded an issue at ExpectedFailures.swift:$testing_line:" <<<"$failing" || {
  echo "$failing" | tail -30
  echo "Swift Testing did not record the failure at line $testing_line"
  exit 1
}
echo "failing on purpose: XCTest failed at line $xctest_line, Swift Testing at line $testing_line"
