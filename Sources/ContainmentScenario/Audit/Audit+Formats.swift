/// How `containment audit` prints an audit (`--format text|json`).
public enum AuditFormat: String, Hashable, Sendable, CaseIterable {
  /// One block per finding: `FILE:LINE: A2 willMoveToNilMissing: …`, then
  /// what UIKit does and the fix; a summary line at the end.
  case text
  /// One object: the profile, and the findings as an array of objects with
  /// `rule`, `name`, `line`, `controller`, `message`, `uikit` and `fix`.
  case json

  /// Renders `audit` of the file `name` run with `profile`.
  public func render(_ audit: Audit, file name: String, profile: String) -> String {
    switch self {
    case .text:
      var text = ""
      for finding in audit.findings {
        text += "\(name):\(finding.line): \(finding.rule): \(finding.message)\n"
        text += "    UIKit: \(finding.consequence)\n"
        text += "    fix: \(finding.fix)\n"
      }
      let count = audit.findings.count
      text +=
        count == 0
        ? "audit (\(profile)): no findings\n"
        : "audit (\(profile)): \(count) finding\(count == 1 ? "" : "s")\n"
      return text
    case .json:
      let objects = audit.findings.map { finding in
        let fields: [(String, String)] = [
          ("rule", JSON.quoted(finding.rule.id)),
          ("name", JSON.quoted(finding.rule.name)),
          ("line", String(finding.line)),
          ("controller", JSON.quoted(finding.controller)),
          ("message", JSON.quoted(finding.message)),
          ("uikit", JSON.quoted(finding.consequence)),
          ("fix", JSON.quoted(finding.fix)),
        ]
        return "    {" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
          + "}"
      }
      let list = objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n  ]"
      return "{\n  \"profile\": \(JSON.quoted(profile)),\n  \"findings\": \(list)\n}\n"
    }
  }
}
