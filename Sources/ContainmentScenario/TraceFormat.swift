import Containment

/// How `containment trace` prints a trace (scenario language §3, §4).
public enum TraceFormat: String, Hashable, Sendable, CaseIterable {
  /// One line per event: `a.viewWillAppear(true)`, `warning: …`, `// note`.
  case text
  /// A Markdown table, one row per event.
  case markdown
  /// A Mermaid sequence diagram from UIKit to each controller.
  case mermaid
  /// A JSON array, one object per event; a run that raised ends with an
  /// object of kind `error` (its `line`, `code` and `text`).
  case json

  /// Renders events; `flags` adds the true flags of rule 2.7 to appearance
  /// callbacks (`--flags`).
  ///
  /// `failure`, the exception that stopped the run, is part of the output
  /// only in JSON, as its last object; the other formats leave it to standard
  /// error, as scenario language §3 says.
  public func render(
    _ events: [Event], flags: Bool, failure: ScenarioRun.Failure? = nil
  ) -> String {
    switch self {
    case .text:
      var text = UTF8Text()
      events.writeTrace(flags: flags, to: &text)
      return text.string
    case .markdown:
      return Self.markdown(TraceLine.lines(of: events, flags: flags))
    case .mermaid:
      return Self.mermaid(TraceLine.lines(of: events, flags: flags))
    case .json:
      return Self.json(TraceLine.lines(of: events, flags: flags), failure: failure)
    }
  }

  private static func markdown(_ lines: [TraceLine]) -> String {
    var output = "| # | event | flags |\n|---|---|---|\n"
    var number = 0
    for line in lines {
      switch line.kind {
      case .callback:
        number += 1
        output += "| \(number) | `\(line.body)` | \(line.flags.joined(separator: ", ")) |\n"
      case .warning:
        output += "| | **warning:** \(escapeTable(line.body)) | |\n"
      case .note:
        output += "| | *\(escapeTable(line.body))* | |\n"
      }
    }
    return output
  }

  private static func escapeTable(_ text: String) -> String {
    text.replacing("|", with: "\\|")
  }

  private static func mermaid(_ lines: [TraceLine]) -> String {
    var output = "sequenceDiagram\n  participant UIKit\n"
    var declared: Set<String> = []
    for line in lines where line.kind == .callback {
      if let controller = line.controller, declared.insert(controller).inserted {
        output += "  participant \(controller)\n"
      }
    }
    for line in lines {
      switch line.kind {
      case .callback:
        let flags = line.flags.isEmpty ? "" : " [\(line.flags.joined(separator: ", "))]"
        output += "  UIKit->>\(line.controller ?? "UIKit"): \(line.method ?? line.body)\(flags)\n"
      case .warning:
        output += "  Note over UIKit: warning: \(mermaidSafe(line.body))\n"
      case .note:
        output += "  Note over UIKit: \(mermaidSafe(line.body))\n"
      }
    }
    return output
  }

  private static func mermaidSafe(_ text: String) -> String {
    text.replacing(";", with: ",").replacing("#", with: "")
  }

  private static func json(_ lines: [TraceLine], failure: ScenarioRun.Failure?) -> String {
    var objects = lines.map { line -> String in
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
      return "  " + JSON.object(fields)
    }
    if let failure {
      let fields: [(String, String)] = [
        ("kind", JSON.quoted("error")),
        ("line", String(failure.line)),
        ("code", JSON.quoted(failure.exception?.code ?? "")),
        ("text", JSON.quoted(failure.message)),
      ]
      objects.append(
        "  {" + fields.map { "\(JSON.quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}")
    }
    return "[\n" + objects.joined(separator: ",\n") + (objects.isEmpty ? "]\n" : "\n]\n")
  }

}

/// One printed line of a trace, before formatting.
struct TraceLine: Hashable, Sendable {
  enum Kind: String, Hashable, Sendable {
    case callback
    case warning
    case note
  }

  var kind: Kind
  /// The callback, warning or note text, without `warning: ` or `// `.
  var body: String
  var controller: String?
  var method: String?
  var flags: [String] = []
  var code: String?

  /// The structured lines of a trace, for the formats other than text; a
  /// callback's misuse warning follows it.
  static func lines(of events: [Event], flags: Bool) -> [TraceLine] {
    var lines: [TraceLine] = []
    for event in events {
      switch event {
      case .callback(let callback):
        let shown = flags && callback.method.isAppearanceCallback ? callback.context.trueFlags : []
        lines.append(
          TraceLine(
            kind: .callback, body: callback.description, controller: callback.controller.name,
            method: callback.method.description, flags: shown))
        if let misuse = callback.misuse {
          lines.append(TraceLine(kind: .warning, body: misuse.message, code: misuse.code))
        }
      case .warning(let warning):
        lines.append(TraceLine(kind: .warning, body: warning.message, code: warning.code))
      case .note(let note):
        lines.append(TraceLine(kind: .note, body: note.description))
      }
    }
    return lines
  }
}
