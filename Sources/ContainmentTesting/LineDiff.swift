import ContainmentScenario

/// A readable line diff: every line of `expected` and `actual` in order,
/// marked `- ` when only expected, `+ ` when only in `actual`, and two spaces
/// when in both (`TraceComparison.lineDiff(_:_:)`).
public func lineDiff(_ expected: [String], _ actual: [String]) -> String {
  TraceComparison.lineDiff(expected, actual)
}
