#!/usr/bin/env bash
# Type-checks the README's device-logging class (the Swift block that starts
# with `class LoggingViewController`) against a stub with UIKit's signatures
# for the methods it overrides. This machine has no UIKit: the check catches
# syntax and signature slips in the snippet, not UIKit's behaviour.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cat >"$work/UIKitStub.swift" <<'STUB'
// The signatures UIKit declares for what LoggingViewController overrides.
open class UIViewController {
  public init() {}
  open func loadView() {}
  open func viewDidLoad() {}
  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewIsAppearing(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
}
STUB

awk '/^class LoggingViewController/ { inside = 1 }
     inside && /^```/ { exit }
     inside { print }' "$repo/README.md" >"$work/LoggingViewController.swift"
test -s "$work/LoggingViewController.swift" || {
  echo "README has no class LoggingViewController block" >&2
  exit 1
}
swiftc -typecheck -swift-version 6 -warnings-as-errors \
  "$work/UIKitStub.swift" "$work/LoggingViewController.swift"
echo "LoggingViewController ($(wc -l <"$work/LoggingViewController.swift") lines) type-checks against the stub"
