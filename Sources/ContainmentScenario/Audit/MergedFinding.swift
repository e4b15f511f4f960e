/// A finding with the profiles it occurs in.
///
/// The same rule, line, controller and text in several profiles is one
/// finding. The command and the test kit report audits in several profiles
/// through it.
package struct MergedFinding {
  /// The finding, as each of its profiles reports it.
  package var finding: Finding
  /// The profiles it occurs in, in the order audited.
  package var profiles: [String]

  /// The findings of `audits`, each once, ordered by line, then rule, then
  /// the order found.
  package static func merge(_ audits: [(profile: String, audit: Audit)]) -> [MergedFinding] {
    var merged: [MergedFinding] = []
    _ = merging(audits.map { (profile: $0.profile, findings: $0.audit.findings) }) {
      merged.append($0)
      return true
    }
    return merged
  }

  /// Hands `body` the findings of `audits`, each once, in the order
  /// ``merge(_:)`` returns them, holding one line and rule's findings at a
  /// time; stops, returning `false`, when `body` does.
  ///
  /// Each profile's findings are ordered by line, then rule, then the order
  /// found (as ``Audit/findings`` are): the lists are merged as sorted lists
  /// are, a line and rule at a time, so that the cost is the findings', not
  /// their square.
  ///
  /// - Parameters:
  ///   - audits: each profile's name and its ordered findings.
  ///   - body: takes each merged finding; `false` to stop.
  /// - Returns: `false` when `body` stopped the merge.
  package static func merging(
    _ audits: [(profile: String, findings: [Finding])], _ body: (MergedFinding) -> Bool
  ) -> Bool {
    if audits.count == 1 {
      // One profile: its findings, already in order, each its own.
      let profiles = [audits[0].profile]
      for finding in audits[0].findings
      where !body(MergedFinding(finding: finding, profiles: profiles)) {
        return false
      }
      return true
    }
    var next = Array(repeating: 0, count: audits.count)
    while true {
      // The smallest line and rule at the head of any profile's list.
      var key: (line: Int, rule: Int)?
      for (position, audit) in audits.enumerated() where next[position] < audit.findings.count {
        let head = audit.findings[next[position]]
        let headKey = (line: head.line, rule: head.rule.order)
        if key.map({ headKey < $0 }) ?? true { key = headKey }
      }
      guard let key else { return true }
      var group: [MergedFinding] = []
      var index: [Finding: Int] = [:]
      for (position, audit) in audits.enumerated() {
        while next[position] < audit.findings.count {
          let finding = audit.findings[next[position]]
          guard finding.line == key.line, finding.rule.order == key.rule else { break }
          next[position] += 1
          // A short group is searched; a long one (a line in a loop over
          // many controllers) is indexed, so that merging stays linear.
          let found =
            group.count < 8
            ? group.firstIndex { $0.finding == finding } : index[finding]
          if let found {
            group[found].profiles.append(audit.profile)
          } else {
            if group.count == 7 {
              for (position, entry) in group.enumerated() { index[entry.finding] = position }
            }
            if group.count >= 7 { index[finding] = group.count }
            group.append(MergedFinding(finding: finding, profiles: [audit.profile]))
          }
        }
      }
      for entry in group where !body(entry) { return false }
    }
  }
}
