#!/usr/bin/env bash
# The built command answers every input and output, hostile or odd, with a
# trace, a message and a documented exit code, in bounded time: never a
# signal. Usage: Scripts/check-command-io.sh PATH/TO/containment
set -uo pipefail
bin="$1"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$(dirname "$0")/.."
example=Examples/000-mixi-swap.scenario
failures=0
checks=0

# expect NAME EXIT STDERR-SUBSTRING COMMAND...: runs COMMAND (a bash string)
# with a 60-second limit and checks its exit code and standard error.
expect() {
  local name="$1" want="$2" message="$3" command="$4"
  checks=$((checks + 1))
  local got
  timeout 60 bash -c "$command" >"$work/out" 2>"$work/err"
  got=$?
  if [ "$got" != "$want" ] || { [ -n "$message" ] && ! grep -qF -- "$message" "$work/err"; }; then
    echo "FAIL $name: exit $got (wanted $want), stderr: $(head -c 300 "$work/err")"
    failures=$((failures + 1))
  fi
}

expect "trace to a full disk" 74 "cannot write standard output" \
  "'$bin' trace $example >/dev/full"
expect "help to a full disk" 74 "cannot write standard output" "'$bin' --help >/dev/full"
expect "audit to a full disk" 74 "cannot write standard output" \
  "'$bin' audit Examples/003-sktabbar-addsubview-mistake.scenario >/dev/full"
# A trace larger than a pipe's buffer, so that the write meets the closed
# pipe whatever the timing of the reader's exit.
{
  echo "let p = UIViewController()"
  echo "window.rootViewController = p"
  echo "window.makeKeyAndVisible()"
  for i in $(seq 1 3000); do
    echo "let c$i = UIViewController()"
    echo "p.addChild(c$i)"
    echo "p.view.addSubview(c$i.view)"
    echo "c$i.didMove(toParent: p)"
  done
} >"$work/large-trace.scenario"
expect "closed pipe, SIGPIPE ignored" 74 "cannot write standard output" \
  "trap '' PIPE; '$bin' trace '$work/large-trace.scenario' | true; exit \${PIPESTATUS[0]}"
expect "standard input is a directory" 66 "standard input is a directory" \
  "'$bin' trace - <Examples"
expect "standard input is closed" 66 "standard input is closed" "'$bin' trace - <&-"
expect "/dev/null is an empty scenario" 0 "" "'$bin' trace /dev/null"
expect "/dev/stdin" 0 "" "cat $example | '$bin' trace /dev/stdin"
expect "process substitution" 0 "" "'$bin' trace <(cat $example)"
mkfifo "$work/fifo"
expect "named pipe" 0 "" "cat $example >'$work/fifo' & '$bin' trace '$work/fifo'"
expect "more than 256 MB on standard input" 66 "larger than 256 MB" \
  "head -c 300000000 /dev/zero | '$bin' trace -"
expect "not UTF-8" 66 "not UTF-8" "printf 'let a\\xff' | '$bin' trace -"
expect "standard input read twice" 64 "would both read standard input" \
  "'$bin' trace --expect - - <$example"

# A handler registered again and again (an `on` in a loop over a long list)
# costs what storing it costs: its body is lowered when it first runs.
{
  echo "let p = UIViewController()"
  echo "let a = UIViewController()"
  echo "let c = UIViewController()"
  printf 'let pages = [a'
  for _ in $(seq 2 100000); do printf ', a'; done
  echo "]"
  echo "for x in pages {"
  echo "  on p.viewDidLoad {"
  for _ in $(seq 1 5000); do echo "    c.loadViewIfNeeded()"; done
  echo "  }"
  echo "}"
  echo "p.loadViewIfNeeded()"
} >"$work/registrations.scenario"
expect "a handler registered 10^5 times" 0 "" \
  "'$bin' trace '$work/registrations.scenario' >/dev/null"

# A handler registered at every callback, beside many variables: preparing
# it costs what its body costs, not what the scope holds.
{
  echo "let p = UIViewController()"
  echo "let c = UIViewController()"
  seq 0 49999 | sed 's/.*/var v& = 0/'
  echo "on p.viewWillAppear { on p.viewWillDisappear { c.loadViewIfNeeded() } }"
  echo "window.rootViewController = p"
  echo "window.makeKeyAndVisible()"
  for _ in $(seq 1 20000); do echo "window.isHidden = true"; echo "window.isHidden = false"; done
} >"$work/reregistrations.scenario"
expect "a handler registered 2*10^4 times beside 5*10^4 variables" 0 "" \
  "'$bin' trace '$work/reregistrations.scenario' >/dev/null"

# Views marked as needing layout in a hidden window, beside many turns: a
# turn end reads the candidates it can lay out, not every marked view.
{
  echo "let p = UIViewController()"
  echo "let w2 = UIWindow()"
  echo "w2.rootViewController = p"
  echo "on p.viewWillLayoutSubviews { }"
  seq 0 99999 | sed 's/.*/let c& = UIViewController(); p.addChild(c&); p.view.addSubview(c&.view)/'
  for _ in $(seq 1 100000); do echo "RunLoop.main.turn()"; done
} >"$work/hidden-layout.scenario"
expect "10^5 views marked in a hidden window beside 10^5 turns" 0 "" \
  "'$bin' trace '$work/hidden-layout.scenario' >/dev/null"

# Runaways: handler fan-out and event floods end with an error, in seconds.
{
  echo "let hub = UIViewController()"
  for i in $(seq 0 22); do echo "let c$i = UIViewController()"; done
  for i in $(seq 0 21); do
    n=$((i + 1))
    echo "on c$i.willMove { hub.addChild(c$n); c$n.removeFromParent(); hub.addChild(c$n); c$n.removeFromParent() }"
  done
  echo "hub.addChild(c0)"
} >"$work/fan-out.scenario"
expect "handler fan-out" 1 "does not settle" "'$bin' trace '$work/fan-out.scenario' >/dev/null"
expect "handler fan-out, audited" 1 "" "'$bin' audit '$work/fan-out.scenario' >/dev/null"
{
  for i in $(seq 0 20); do echo "let c$i = UIViewController()"; done
  for i in $(seq 0 19); do
    echo "on c$i.viewWillAppear { c$((i + 1)).viewWillAppear(true); c$((i + 1)).viewWillAppear(true) }"
  done
  echo "c0.viewWillAppear(true)"
} >"$work/direct.scenario"
expect "direct-call fan-out" 1 "does not settle" "'$bin' trace '$work/direct.scenario' >/dev/null"
expect "the event budget" 1 "more than 50 events" \
  "'$bin' trace --max-events 50 '$work/direct.scenario' >/dev/null"

echo "command I/O: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
