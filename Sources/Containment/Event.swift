/// One line of a trace: a callback, a warning, or a note about time.
public enum Event: Hashable, Sendable, CustomStringConvertible {
  /// A lifecycle callback a controller receives.
  case callback(Callback)
  /// A message UIKit logs (W1–W4).
  case warning(Warning)
  /// Something the model shows to make the trace readable: a turn ending, an
  /// animation ending, a completion block running. Readers of traces ignore
  /// notes (scenario language §3).
  case note(Note)
  /// A line of the app's or the scene's delegate (rule 6.4, revision 4):
  /// no view controller is told anything.
  case lifecycle(LifecycleCallback)
  /// A line of a sheet's presentation delegate (rule 5.3a, revision 4).
  case presentationDelegate(PresentationDelegateCallback)
  /// A line of a page view controller's data source or delegate (rule 5.4).
  case pageView(PageViewCallback)

  /// The callback, if this event is one.
  public var callback: Callback? {
    switch self {
    case .callback(let callback): callback
    case .warning, .note, .lifecycle, .presentationDelegate, .pageView: nil
    }
  }

  /// The trace line without `--flags` annotations.
  public var description: String {
    switch self {
    case .callback(let callback): callback.description
    case .warning(let warning): warning.description
    case .note(let note): "// \(note)"
    case .lifecycle(let callback): callback.description
    case .presentationDelegate(let callback): callback.description
    case .pageView(let callback): callback.description
    }
  }
}

/// A comment line of a trace: when time moves and who runs.
public enum Note: Hashable, Sendable, CustomStringConvertible {
  /// The current run-loop turn ends (rule 4.1); what follows is its layout
  /// pass, commit and after-commit work.
  case turnEnds(Int)
  /// An animation reaches its end at the given time, in seconds (rule 4.2).
  case animationEnds(String, at: Double)
  /// A completion block starts to run.
  case completion(of: String)
  /// A block `DispatchQueue.main.async` queued starts to run (rule 4.5).
  case mainQueueBlock

  /// The text after `// `.
  public var description: String {
    switch self {
    case .turnEnds(let turn): "turn \(turn) ends"
    case .animationEnds(let animation, let time): "t = \(time): \(animation) ends"
    case .completion(let owner): "completion of \(owner)"
    case .mainQueueBlock: "main queue block"
    }
  }
}
