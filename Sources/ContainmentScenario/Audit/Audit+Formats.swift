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
    var text = ""
    _ = write(
      audits.map { (profile: $0.profile, findings: $0.audit.findings) }, file: name,
      source: source, skipped: skipped
    ) {
      text += $0
      return true
    }
    return text
  }

  /// Writes what ``render(_:file:source:skipped:)`` returns, a finding at a
  /// time.
  ///
  /// The command's memory holds the findings, never their text.
  ///
  /// - Parameters:
  ///   - audits: each profile's name and its findings, ordered as
  ///     ``Audit/findings`` orders them.
  ///   - name: the file's name, as diagnostics show it.
  ///   - source: the scenario's text: each finding's source line and caret.
  ///   - skipped: what a pasted Swift file holds that the model skips.
  ///   - output: takes each piece of text; `false` when it could not.
  /// - Returns: `false` once `output` failed (nothing more is written).
  package func write(
    _ audits: [(profile: String, findings: [Finding])], file name: String, source: String?,
    skipped: [SkippedNote], to output: (String) -> Bool
  ) -> Bool {
    let excerpt = SourceExcerpt(source ?? "")
    switch self {
    case .text:
      return Self.writeText(
        audits, file: name, excerpt: excerpt, hasSource: source != nil, to: output)
    case .json:
      return Self.writeJSON(audits, excerpt: excerpt, skipped: skipped, to: output)
    }
  }

  /// The audit as diagnostics, each finding with its source line (when
  /// there is a source), what UIKit does and the fix, then a count.
  private static func writeText(
    _ audits: [(profile: String, findings: [Finding])], file name: String,
    excerpt: SourceExcerpt, hasSource: Bool, to output: (String) -> Bool
  ) -> Bool {
    let profiles = audits.map(\.profile)
    var count = 0
    let merged = MergedFinding.merging(audits) { entry in
      count += 1
      let finding = entry.finding
      let severity =
        finding.rule == .raisesException || finding.rule == .runStopped ? "error" : "warning"
      let scope =
        entry.profiles.count == profiles.count
        ? "" : " (" + entry.profiles.joined(separator: ", ") + ")"
      let located = excerpt.diagnostic(
        file: name, line: finding.line, column: 0, severity: severity,
        text: "\(finding.rule): \(finding.message)\(scope)")
      return output(
        (hasSource ? located : String(located.prefix { $0 != "\n" }) + "\n")
          + "    UIKit: \(finding.consequence)\n    fix: \(finding.fix)\n")
    }
    guard merged else { return false }
    let audited = profiles.joined(separator: ", ")
    return output(
      count == 0
        ? "audit (\(audited)): no findings\n"
        : "audit (\(audited)): \(count) finding\(count == 1 ? "" : "s")\n")
  }

  /// The audit as one JSON object: the profiles, the findings, what was
  /// skipped.
  private static func writeJSON(
    _ audits: [(profile: String, findings: [Finding])], excerpt: SourceExcerpt,
    skipped: [SkippedNote], to output: (String) -> Bool
  ) -> Bool {
    let profiles = audits.map(\.profile)
    var count = 0
    // "profile" names the one profile of a narrowed audit, as before.
    let single = profiles.count == 1 ? "  \"profile\": \(JSON.quoted(profiles[0])),\n" : ""
    guard output("{\n" + single + "  \"profiles\": \(jsonList(profiles)),\n") else {
      return false
    }
    let merged = MergedFinding.merging(audits) { entry in
      count += 1
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
        ("profiles", jsonList(entry.profiles)),
      ]
      return output(
        (count == 1 ? "  \"findings\": [\n" : ",\n") + "    {"
          + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
    }
    guard merged else { return false }
    let notes = skipped.filter(\.isSkipped).map {
      "    {\"line\": \($0.location.line), \"column\": \($0.location.column), \"text\": "
        + JSON.quoted($0.construct) + "}"
    }
    let skippedField =
      notes.isEmpty ? "" : ",\n  \"skipped\": [\n" + notes.joined(separator: ",\n") + "\n  ]"
    return output(
      (count == 0 ? "  \"findings\": []" : "\n  ]") + skippedField + "\n}\n")
  }

  private static func jsonList(_ names: [String]) -> String {
    "[" + names.map(JSON.quoted).joined(separator: ", ") + "]"
  }
}
