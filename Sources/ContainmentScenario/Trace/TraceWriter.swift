import Containment

/// Writes a trace in one ``TraceFormat``, one event at a time: a header,
/// then each event as it arrives, then an ending.
///
/// The command streams every format through it, so that a trace costs the
/// text being written, not the run's events: ``TraceFormat/render(_:flags:failure:)``
/// is the same writer over an array.
struct TraceWriter {
  let format: TraceFormat
  /// Whether appearance callbacks show the flags of rule 2.7 (`--flags`).
  let flags: Bool
  /// Markdown: how many callbacks were numbered so far.
  private var callbackNumber = 0
  /// Mermaid: the alias of each controller declared so far (`C1`, `C2`, …).
  private var participants: [String: String] = [:]
  /// JSON: whether an object was written, so the next one needs a comma.
  private var wroteObject = false

  init(format: TraceFormat, flags: Bool) {
    self.format = format
    self.flags = flags
  }

  /// Writes what comes before the first event.
  func begin(to text: inout UTF8Text) {
    switch format {
    case .text: break  // Lines only.
    case .markdown: text.write("| # | event | flags |\n|---|---|---|\n")
    case .mermaid:
      // Every participant has an alias, so no controller's name can clash
      // with Mermaid's words (`end`) or with UIKit's own participant.
      text.write("sequenceDiagram\n  participant K as UIKit\n")
    case .json: text.write("[")
    }
  }

  /// Writes one event.
  mutating func write(_ event: Event, to text: inout UTF8Text) {
    switch format {
    case .text:
      event.writeTrace(flags: flags, to: &text)
    case .markdown, .mermaid, .json:
      for line in TraceLine.lines(of: event, flags: flags) { write(line, to: &text) }
    }
  }

  /// Writes what comes after the last event; in JSON, `failure`'s object,
  /// then `objects` (`--expect`'s divergence), close the array (the other
  /// formats leave both to standard error, scenario language §3).
  mutating func end(
    failure: ScenarioRun.Failure?, appending objects: [String] = [], to text: inout UTF8Text
  ) {
    switch format {
    case .text, .markdown, .mermaid: break  // Nothing closes them.
    case .json:
      if let failure {
        let fields: [(String, String)] = [
          ("kind", JSON.quoted("error")),
          ("line", String(failure.line)),
          ("code", JSON.quoted(failure.code ?? "")),
          ("text", JSON.quoted(failure.message)),
        ]
        writeObject(
          "{" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}",
          to: &text)
      }
      for object in objects { writeObject(object, to: &text) }
      text.write(wroteObject ? "\n]\n" : "]\n")
    }
  }

  private mutating func write(_ line: TraceLine, to text: inout UTF8Text) {
    switch format {
    case .text: text.write(line.body + "\n")  // Not reached: text writes events whole.
    case .markdown: writeMarkdown(line, to: &text)
    case .mermaid: writeMermaid(line, to: &text)
    case .json: writeObject(Self.json(line), to: &text)
    }
  }

  private mutating func writeMarkdown(_ line: TraceLine, to text: inout UTF8Text) {
    switch line.kind {
    case .callback:
      callbackNumber += 1
      text.write(
        "| \(callbackNumber) | `\(line.body)` | \(line.flags.joined(separator: ", ")) |\n")
    case .warning:
      text.write("| | **warning:** \(Self.escapeTable(line.body)) | |\n")
    case .note:
      text.write("| | *\(Self.escapeTable(line.body))* | |\n")
    }
  }

  private mutating func writeMermaid(_ line: TraceLine, to text: inout UTF8Text) {
    switch line.kind {
    case .callback:
      let name = line.controller ?? ""
      let alias: String
      if let known = participants[name] {
        alias = known
      } else {
        alias = "C\(participants.count + 1)"
        participants[name] = alias
        text.write("  participant \(alias) as \(name)\n")
      }
      let flags = line.flags.isEmpty ? "" : " [\(line.flags.joined(separator: ", "))]"
      text.write("  K->>\(alias): \(line.method ?? line.body)\(flags)\n")
    case .warning:
      text.write("  Note over K: warning: \(Self.mermaidSafe(line.body))\n")
    case .note:
      text.write("  Note over K: \(Self.mermaidSafe(line.body))\n")
    }
  }

  private mutating func writeObject(_ object: String, to text: inout UTF8Text) {
    text.write(wroteObject ? ",\n  " : "\n  ")
    text.write(object)
    wroteObject = true
  }

  private static func json(_ line: TraceLine) -> String {
    var fields: [(String, String)] = [("kind", JSON.quoted(line.kind.rawValue))]
    switch line.kind {
    case .callback:
      fields.append(("controller", JSON.quoted(line.controller ?? "")))
      fields.append(("method", JSON.quoted(line.method ?? "")))
      fields.append(("text", JSON.quoted(line.body)))
      fields.append(("flags", "[" + line.flags.map(JSON.quoted).joined(separator: ", ") + "]"))
    case .warning:
      fields.append(("code", JSON.quoted(line.code ?? "")))
      fields.append(("text", JSON.quoted(line.body)))
    case .note:
      fields.append(("text", JSON.quoted(line.body)))
    }
    return JSON.object(fields)
  }

  private static func escapeTable(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }

  private static func mermaidSafe(_ text: String) -> String {
    text.replacing(";", with: ",").replacing("#", with: "")
  }
}
