/// How `containment audit` prints an audit (`--format text|json`).
public enum AuditFormat: String, Hashable, Sendable, CaseIterable {
  /// One block per finding: `FILE:LINE:COLUMN: warning: A2
  /// willMoveToNilMissing: …` (`error:` for A19, a UIKit exception, and A27,
  /// a run the model stopped), the
  /// source line and a caret when the source is given, then what UIKit does
  /// and the fix; a summary line at the end. A finding that occurs in some
  /// of the audited profiles only ends with them: `(ios7, ios17)`.
  ///
  /// ``render(_:file:source:skipped:)`` orders the findings by line;
  /// `containment audit` writes them as it finds them (see the Audit rules
  /// article).
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
    var report = AuditReport(
      self, profiles: audits.map(\.profile), file: name, source: source, skipped: skipped)
    var text = report.opening
    _ = MergedFinding.merging(audits.map { (profile: $0.profile, findings: $0.audit.findings) }) {
      text += report.entry($0)
      return true
    }
    return text + report.closing
  }
}
