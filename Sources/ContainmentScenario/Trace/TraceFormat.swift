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
    var writer = TraceWriter(format: self, flags: flags)
    var text = UTF8Text()
    writer.begin(to: &text)
    for event in events { writer.write(event, to: &text) }
    writer.end(failure: failure, to: &text)
    return text.string
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
    events.flatMap { lines(of: $0, flags: flags) }
  }

  /// The structured lines of one event: one, or a callback and its misuse
  /// warning.
  static func lines(of event: Event, flags: Bool) -> [TraceLine] {
    switch event {
    case .callback(let callback):
      let shown = flags && callback.method.isAppearanceCallback ? callback.context.trueFlags : []
      let line = TraceLine(
        kind: .callback, body: callback.description, controller: callback.controller.name,
        method: callback.method.description, flags: shown)
      guard let misuse = callback.misuse else { return [line] }
      return [line, TraceLine(kind: .warning, body: misuse.message, code: misuse.code)]
    case .warning(let warning):
      return [TraceLine(kind: .warning, body: warning.message, code: warning.code)]
    case .note(let note):
      return [TraceLine(kind: .note, body: note.description)]
    case .lifecycle(let callback):
      // A delegate's line reads as a callback on `scene` or `app`.
      return [
        TraceLine(
          kind: .callback, body: callback.description, controller: callback.receiver,
          method: callback.rawValue + "()")
      ]
    case .pageView(let callback):
      return [
        TraceLine(
          kind: .callback, body: callback.description,
          controller: callback.pageViewController.name, method: callback.method)
      ]
    case .presentationDelegate(let callback):
      return [
        TraceLine(
          kind: .callback, body: callback.description, controller: callback.delegate.name,
          method: "\(callback.method.rawValue)(\(callback.presented.name))")
      ]
    }
  }
}
