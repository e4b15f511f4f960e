#!/usr/bin/env bash
# Builds a fresh package outside this repository that depends on it by URL,
# the way the README's dependency line does: `.package(url:, branch: "main")`,
# with this clone's own `file://` URL (no network needed). Its test target is
# the adopter's suite of Tests/ProductLinkage, which imports only
# ContainmentTesting; `swift test` there must pass.
#
# The branch named is the one checked out; on a detached HEAD the commit is
# named instead (`revision:`). Only committed work is seen: SwiftPM clones it.
# SwiftPM names a URL dependency after the URL's last component, so the URL
# goes through a link named `Containment`, as a hosted repository's would.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if branch="$(git -C "$repo" symbolic-ref --short -q HEAD)"; then
  requirement="branch: \"$branch\""
else
  requirement="revision: \"$(git -C "$repo" rev-parse HEAD)\""
fi

ln -s "$repo" "$work/Containment"
mkdir -p "$work/Adopter/Tests"
cp -R "$repo/Tests/ProductLinkage/Tests/AdopterTests" "$work/Adopter/Tests/"
cat >"$work/Adopter/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Adopter",
  dependencies: [
    .package(url: "file://$work/Containment", $requirement)
  ],
  targets: [
    .testTarget(
      name: "AdopterTests",
      dependencies: [.product(name: "ContainmentTesting", package: "Containment")])
  ]
)
MANIFEST

echo "depends on file://$work/Containment, $requirement"
cd "$work/Adopter"
swift test 2>&1 | grep -v "^\[" | tail -6
