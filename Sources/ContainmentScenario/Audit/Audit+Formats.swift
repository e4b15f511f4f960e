/// How `containment audit` prints an audit (`--format text|json`).
public enum AuditFormat: String, Hashable, Sendable, CaseIterable {
  /// One block per finding: `FILE:LINE:COLUMN: warning: A2
  /// willMoveToNilMissing: …` (`error:` for A19, a UIKit exception, and A27,
  /// a run the model stopped), the
  /// source line and a caret when the source is given, then what UIKit does
  /// and the fix; a summary line at the end. A finding that occurs in some
  /// of the audited profiles only ends with them: `(ios7, ios17)`.
  case text
  /// One object: the audited profiles, and the findings as an array of
  /// objects with `rule`, `name`, `line`, `column`, `controller`, `message`,
  /// `uikit`, `fix` and the `profiles` the finding occurs in.
  case json

  /// Renders `audit` of the file `name` run with `profile`; `source`, the
  /// scenario's text, adds each finding's source line and a caret.
  public func render(
    _ audit: Audit, file name: String, profile: String, source: String? = nil
  ) -> String {
    render([(profile, audit)], file: name, source: source)
  }

  /// Renders the audits of one file in several profiles, each finding once
  /// with the profiles it occurs in, in the order of `audits`.
  ///
  /// - Parameters:
  ///   - audits: each profile's name and its audit.
  ///   - name: the file's name, as diagnostics show it.
  ///   - source: the scenario's text: each finding's source line and caret.
  ///   - skipped: what a pasted Swift file holds that the model skips
  ///     (scenario language §6): listed in JSON as `skipped`, when any.
  /// - Returns: the text the command prints on standard output.
  public func render(
    _ audits: [(profile: String, audit: Audit)], file name: String, source: String? = nil,
    skipped: [SkippedNote] = []
  ) -> String {
    let profiles = audits.map(\.profile)
    let merged = MergedFinding.merge(audits)
    let excerpt = SourceExcerpt(source ?? "")
    switch self {
    case .text:
      var text = ""
      for entry in merged {
        let finding = entry.finding
        let severity =
          finding.rule == .raisesException || finding.rule == .runStopped ? "error" : "warning"
        let scope =
          entry.profiles.count == profiles.count
          ? "" : " (" + entry.profiles.joined(separator: ", ") + ")"
        let located = excerpt.diagnostic(
          file: name, line: finding.line, column: 0, severity: severity,
          text: "\(finding.rule): \(finding.message)\(scope)")
        text += source == nil ? String(located.prefix { $0 != "\n" }) + "\n" : located
        text += "    UIKit: \(finding.consequence)\n"
        text += "    fix: \(finding.fix)\n"
      }
      let count = merged.count
      let audited = profiles.joined(separator: ", ")
      text +=
        count == 0
        ? "audit (\(audited)): no findings\n"
        : "audit (\(audited)): \(count) finding\(count == 1 ? "" : "s")\n"
      return text
    case .json:
      let objects = merged.map { entry in
        let finding = entry.finding
        let fields: [(String, String)] = [
          ("rule", JSON.quoted(finding.rule.id)),
          ("name", JSON.quoted(finding.rule.name)),
          ("line", String(finding.line)),
          ("column", String(excerpt.firstColumn(ofLine: finding.line))),
          ("controller", JSON.quoted(finding.controller)),
          ("message", JSON.quoted(finding.message)),
          ("uikit", JSON.quoted(finding.consequence)),
          ("fix", JSON.quoted(finding.fix)),
          ("profiles", Self.jsonList(entry.profiles)),
        ]
        return "    {" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ")
          + "}"
      }
      let list = objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n  ]"
      // "profile" names the one profile of a narrowed audit, as before.
      let single = profiles.count == 1 ? "  \"profile\": \(JSON.quoted(profiles[0])),\n" : ""
      let notes = skipped.filter(\.isSkipped).map {
        "    {\"line\": \($0.location.line), \"column\": \($0.location.column), \"text\": "
          + JSON.quoted($0.construct) + "}"
      }
      let skippedField =
        notes.isEmpty ? "" : ",\n  \"skipped\": [\n" + notes.joined(separator: ",\n") + "\n  ]"
      return "{\n" + single + "  \"profiles\": \(Self.jsonList(profiles)),\n"
        + "  \"findings\": \(list)" + skippedField + "\n}\n"
    }
  }

  private static func jsonList(_ names: [String]) -> String {
    "[" + names.map(JSON.quoted).joined(separator: ", ") + "]"
  }
}

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
    var index: [Finding: Int] = [:]
    for (profile, audit) in audits {
      for finding in audit.findings {
        if let position = index[finding] {
          merged[position].profiles.append(profile)
        } else {
          index[finding] = merged.count
          merged.append(MergedFinding(finding: finding, profiles: [profile]))
        }
      }
    }
    let order = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })
    return merged.enumerated().sorted { lhs, rhs in
      (lhs.element.finding.line, order[lhs.element.finding.rule] ?? 0, lhs.offset)
        < (rhs.element.finding.line, order[rhs.element.finding.rule] ?? 0, rhs.offset)
    }.map(\.element)
  }
}
