/// A readable line diff: every line of `expected` and `actual` in order,
/// marked `- ` when only expected, `+ ` when only in `actual`, and two spaces
/// when in both.
///
/// Built on the standard library's `CollectionDifference`, so it needs no
/// Foundation.
public func lineDiff(_ expected: [String], _ actual: [String]) -> String {
  let difference = actual.difference(from: expected)
  var removed = Set<Int>()
  var inserted = Set<Int>()
  for change in difference {
    switch change {
    case .remove(let offset, _, _): removed.insert(offset)
    case .insert(let offset, _, _): inserted.insert(offset)
    }
  }
  var output: [String] = []
  var old = 0
  var new = 0
  while old < expected.count || new < actual.count {
    if new < actual.count, inserted.contains(new) {
      output.append("+ " + actual[new])
      new += 1
    } else if old < expected.count, removed.contains(old) {
      output.append("- " + expected[old])
      old += 1
    } else {
      output.append("  " + (old < expected.count ? expected[old] : actual[new]))
      old += 1
      new += 1
    }
  }
  return output.joined(separator: "\n")
}
