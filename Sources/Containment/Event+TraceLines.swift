extension Event {
  /// The lines of the text trace for this event (scenario language §3): one,
  /// or two for a callback whose handling logs a warning.
  ///
  /// With `flags`, an appearance callback during which a flag of
  /// <doc:CallbackOrder#2.7-Movement-and-presentation-flags> is
  /// true ends with two spaces, `// ` and the true flags, comma-separated.
  public func traceLines(flags: Bool = false) -> [String] {
    switch self {
    case .callback(let callback):
      var line = callback.description
      let shown = callback.context.trueFlags
      if flags && callback.method.isAppearanceCallback && !shown.isEmpty {
        line += "  // " + shown.joined(separator: ", ")
      }
      guard let misuse = callback.misuse else { return [line] }
      return [line, misuse.description]
    case .warning, .note:
      return [description]
    }
  }
}

extension Sequence<Event> {
  /// The text trace of these events, one line per element of the result.
  public func traceLines(flags: Bool = false) -> [String] {
    flatMap { $0.traceLines(flags: flags) }
  }
}
