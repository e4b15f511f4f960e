/// The report `containment audit` prints, made a finding at a time, so that
/// it can be written while the audit runs (``AuditFormat`` says what each
/// format holds).
///
/// The report holds no finding: its text is its ``opening``, one
/// ``entry(_:)`` per finding, in the order found, and its ``closing``.
package struct AuditReport {
  private let format: AuditFormat
  private let profiles: [String]
  private let file: String
  private let excerpt: SourceExcerpt
  private let hasSource: Bool
  private let skipped: [SkippedNote]
  /// How many findings the report has had so far.
  package private(set) var count = 0

  /// Makes the report of `profiles`' audit of the file `file`.
  ///
  /// - Parameters:
  ///   - format: text or JSON.
  ///   - profiles: the audited profiles' names, in the order audited.
  ///   - file: the file's name, as diagnostics show it.
  ///   - source: the scenario's text: each finding's source line and caret.
  ///   - skipped: what a pasted Swift file holds that the model skips
  ///     (scenario language §6): listed in JSON as `skipped`, when any.
  package init(
    _ format: AuditFormat, profiles: [String], file: String, source: String?,
    skipped: [SkippedNote]
  ) {
    self.format = format
    self.profiles = profiles
    self.file = file
    excerpt = SourceExcerpt(source ?? "")
    hasSource = source != nil
    self.skipped = skipped
  }

  /// What comes before the first finding.
  package var opening: String {
    switch format {
    case .text:
      // Diagnostics need no header.
      return ""
    case .json:
      // "profile" names the one profile of a narrowed audit.
      let single = profiles.count == 1 ? "  \"profile\": \(JSON.quoted(profiles[0])),\n" : ""
      return "{\n" + single + "  \"profiles\": \(Self.jsonList(profiles)),\n"
    }
  }

  /// The text of one finding, with the profiles it occurs in.
  package mutating func entry(_ entry: MergedFinding) -> String {
    count += 1
    switch format {
    case .text:
      // A diagnostic, its source line (when there is a source), what UIKit
      // does and the fix.
      let finding = entry.finding
      let severity =
        finding.rule == .raisesException || finding.rule == .runStopped ? "error" : "warning"
      let scope =
        entry.profiles.count == profiles.count
        ? "" : " (" + entry.profiles.joined(separator: ", ") + ")"
      let located = excerpt.diagnostic(
        file: file, line: finding.line, column: 0, severity: severity,
        text: "\(finding.rule): \(finding.message)\(scope)")
      return (hasSource ? located : String(located.prefix { $0 != "\n" }) + "\n")
        + "    UIKit: \(finding.consequence)\n    fix: \(finding.fix)\n"
    case .json:
      // An object in the `findings` array.
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
      return (count == 1 ? "  \"findings\": [\n" : ",\n") + "    {"
        + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
  }

  /// What comes after the last finding: the count, or the end of the JSON
  /// object with what was skipped.
  package var closing: String {
    switch format {
    case .text:
      let audited = profiles.joined(separator: ", ")
      return count == 0
        ? "audit (\(audited)): no findings\n"
        : "audit (\(audited)): \(count) finding\(count == 1 ? "" : "s")\n"
    case .json:
      let notes = skipped.filter(\.isSkipped).map {
        "    {\"line\": \($0.location.line), \"column\": \($0.location.column), \"text\": "
          + JSON.quoted($0.construct) + "}"
      }
      let skippedField =
        notes.isEmpty ? "" : ",\n  \"skipped\": [\n" + notes.joined(separator: ",\n") + "\n  ]"
      return (count == 0 ? "  \"findings\": []" : "\n  ]") + skippedField + "\n}\n"
    }
  }

  private static func jsonList(_ names: [String]) -> String {
    "[" + names.map(JSON.quoted).joined(separator: ", ") + "]"
  }
}
