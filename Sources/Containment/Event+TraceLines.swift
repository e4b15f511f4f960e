extension Event {
  /// The lines of the text trace for this event (scenario language §3): one,
  /// or two for a callback whose handling logs a warning.
  ///
  /// With `flags`, an appearance callback during which a flag of
  /// <doc:CallbackOrder#2.7-Movement-and-presentation-flags> is
  /// true ends with two spaces, `// ` and the true flags, comma-separated.
  public func traceLines(flags: Bool = false) -> [String] {
    var text = ""
    writeTrace(flags: flags, to: &text)
    return text.split(separator: "\n").map(String.init)
  }

  /// Writes ``traceLines(flags:)`` to `target`, each line ending in a line
  /// feed, with no string built per line: how a long trace is printed.
  ///
  /// Inlinable, so that a caller's own `Target` gets a specialized copy.
  @inlinable
  public func writeTrace<Target: TextOutputStream>(flags: Bool = false, to target: inout Target) {
    switch self {
    case .callback(let callback):
      callback.write(to: &target)
      if flags && callback.method.isAppearanceCallback {
        let shown = callback.context.trueFlags
        if !shown.isEmpty {
          target.write("  // ")
          target.write(shown.joined(separator: ", "))
        }
      }
      target.write("\n")
      if let misuse = callback.misuse {
        target.write(misuse.description)
        target.write("\n")
      }
    case .warning(let warning):
      target.write(warning.description)
      target.write("\n")
    case .note(let note):
      target.write("// ")
      target.write(note.description)
      target.write("\n")
    case .lifecycle, .presentationDelegate, .pageView:
      // A delegate's or data source's line: the event's own text.
      target.write(description)
      target.write("\n")
    }
  }
}

extension Sequence<Event> {
  /// The text trace of these events, one line per element of the result.
  public func traceLines(flags: Bool = false) -> [String] {
    var text = ""
    writeTrace(flags: flags, to: &text)
    return text.split(separator: "\n").map(String.init)
  }

  /// Writes the text trace of these events to `target`, each line ending in
  /// a line feed.
  public func writeTrace<Target: TextOutputStream>(flags: Bool = false, to target: inout Target) {
    for event in self { event.writeTrace(flags: flags, to: &target) }
  }
}
