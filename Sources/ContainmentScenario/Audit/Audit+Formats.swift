/// How `containment audit` prints an audit (`--format text|json`).
public enum AuditFormat: String, Hashable, Sendable, CaseIterable {
  /// One block per finding: `FILE:LINE:COLUMN: warning: A2
  /// willMoveToNilMissing: …` (`error:` for A19, a UIKit exception), the
  /// source line and a caret when the source is given, then what UIKit does
  /// and the fix; a summary line at the end.
  case text
  /// One object: the profile, and the findings as an array of objects with
  /// `rule`, `name`, `line`, `controller`, `message`, `uikit` and `fix`.
  case json

  /// Renders `audit` of the file `name` run with `profile`; `source`, the
  /// scenario's text, adds each finding's source line and a caret.
  public func render(
    _ audit: Audit, file name: String, profile: String, source: String? = nil
  ) -> String {
    switch self {
    case .text:
      var text = ""
      let excerpt = SourceExcerpt(source ?? "")
      for finding in audit.findings {
        let severity = finding.rule == .raisesException ? "error" : "warning"
        let located = excerpt.diagnostic(
          file: name, line: finding.line, column: 0, severity: severity,
          text: "\(finding.rule): \(finding.message)")
        text += source == nil ? String(located.prefix { $0 != "\n" }) + "\n" : located
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
