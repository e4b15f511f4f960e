import Containment
import ContainmentScenario

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How the test kit compares a trace written in a test, or recorded on a
/// device, with the model's: the same way for ``assertTrace(_:profile:equals:flags:layout:record:fileID:file:line:column:)``
/// and ``assertTrace(_:profile:matchesRecording:flags:layout:record:fileID:file:line:column:)``.
///
/// - Each line is trimmed of spaces and tabs at both ends, so a trace may be
///   indented as the test's code is; blank lines are skipped.
/// - Lines end at LF, CRLF or CR.
/// - Notes (lines starting `//`: turn ends, animation ends, completion
///   blocks) are compared only when the expected text has at least one: a
///   trace written without notes, like a device's, matches the model's
///   callbacks and warnings alone.
/// - Flag annotations (`  // isMovingToParent`) are compared only with
///   `flags: true`.
struct TraceMatching {
  /// The expected lines, as compared.
  let expected: [String]
  /// The model's lines, as compared.
  let actual: [String]
  /// For each of the model's lines, the scenario line that produced it.
  let sources: [Int?]
  /// The model's whole trace, as `containment trace` prints it.
  let printed: [String]
  /// The scenario's text, when the assertion was given one: a failure
  /// quotes the statement at the scenario line it names, since a line of a
  /// string literal is not a line of the test file.
  var scenario: String?

  /// Compares `expectedText` with the model's trace of `run`.
  init(expected expectedText: String, run: ScenarioRun, flags: Bool) {
    var printed: [String] = []
    var sources: [Int?] = []
    for (index, event) in run.events.enumerated() {
      let source = index < run.eventLines.count ? run.eventLines[index] : nil
      for line in event.traceLines(flags: flags) {
        printed.append(line)
        sources.append(source)
      }
    }
    if let failure = run.failure {
      printed.append(failure.description)
      sources.append(failure.line)
    }
    self.init(expected: expectedText, printed: printed, sources: sources, flags: flags)
  }

  /// Compares `expectedText` with lines the model printed.
  init(expected expectedText: String, printed: [String], sources: [Int?], flags: Bool) {
    let written = TraceComparison.lines(
      of: expectedText, ignoringNotes: false, ignoringFlags: !flags
    )
    .map(Self.trimmed)
    let comparesNotes = written.contains { $0.hasPrefix("//") }
    var actual: [String] = []
    var kept: [Int?] = []
    for (line, source) in zip(printed, sources) {
      let shown = TraceComparison.lines(
        of: line, ignoringNotes: !comparesNotes, ignoringFlags: !flags)
      guard let only = shown.first else { continue }
      actual.append(Self.trimmed(only))
      kept.append(source)
    }
    self.expected = written
    self.actual = actual
    self.sources = kept
    self.printed = printed
  }

  private static func trimmed(_ line: String) -> String {
    String(line.drop { $0 == " " || $0 == "\t" })
  }

  /// Whether the traces agree.
  var matches: Bool { expected == actual }

  /// The failure's text: where they part (with the scenario line that
  /// produced the model's line there), a line diff and, in record mode, the
  /// model's whole trace ready to paste.
  ///
  /// `caller`, when given, is the assertion's: a scenario written in its
  /// source has its lines named there too (`MyTests.swift:47`).
  func report(title: String, record: Bool, caller: CallerLocation? = nil) -> String {
    let comparison = TraceComparison(
      expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"),
      ignoringNotes: false, ignoringFlags: false)
    var text = title
    if let divergence = comparison.firstDivergence {
      let index = divergence.index - 1
      let source =
        index < sources.count
        ? sources[index].map { line in
          " (scenario line \(line)"
            + (caller?.place(ofScenarioLine: line).map { ", \($0)" } ?? "")
            + (Self.statement(atLine: line, of: scenario).map { ": \($0)" } ?? "") + ")"
        }
        : nil
      text +=
        " at trace line \(divergence.index)\(source ?? ""): "
        + (divergence.expected.map { "expected '\($0)'" } ?? "expected the end of the trace")
        + ", " + (divergence.actual.map { "the model has '\($0)'" } ?? "the model's trace ends")
    }
    text += "\n(- expected, + model)\n" + comparison.lineDiff
    if record || Self.recordsFromEnvironment {
      text +=
        "\nrecord mode: the model's whole trace, to paste as the expected one:\n"
        + Self.literal(printed)
    }
    return text
  }

  /// `lines` as a Swift multi-line string literal that compiles when pasted:
  /// a raw literal (`#"""`, with as many `#` as needed) when a line holds
  /// a backslash or a `"""` that a plain literal would read as an escape
  /// or its end.
  static func literal(_ lines: [String]) -> String {
    let body = lines.joined(separator: "\n")
    guard body.contains("\\") || body.contains("\"\"\"") else {
      return "\"\"\"\n" + body + "\n\"\"\""
    }
    var hashes = "#"
    while body.contains("\"\"\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"\"\"\n" + body + "\n\"\"\"" + hashes
  }

  /// The scenario's line `line` as written, trimmed; `nil` without a
  /// scenario, past its end, or for a blank line.
  static func statement(atLine line: Int, of scenario: String?) -> String? {
    statement(
      atLine: line, of: scenario?.split(separator: "\n", omittingEmptySubsequences: false) ?? [])
  }

  /// The same, from the scenario's lines split once.
  static func statement(atLine line: Int, of lines: [Substring]) -> String? {
    guard line >= 1, line <= lines.count else { return nil }
    let statement = lines[line - 1].trimmingPrefix { $0 == " " || $0 == "\t" }
    return statement.isEmpty ? nil : String(statement)
  }

  /// Whether `CONTAINMENT_RECORD=1` asks every mismatching assertion for the
  /// model's whole trace.
  static var recordsFromEnvironment: Bool {
    guard let pointer = getenv("CONTAINMENT_RECORD") else { return false }
    let value = String(cString: pointer)
    return value == "1" || value == "true"
  }
}
