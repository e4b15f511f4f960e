import Containment

/// What a run keeps of its events: the events themselves, or only their
/// text trace, written as they arrive.
///
/// The command prints the text format without holding the events: a long
/// scenario's trace then costs its text, not an array of events besides it.
struct TraceRecorder {
  /// The events so far, in order, if the recorder keeps them.
  private(set) var events: [Event] = []
  /// The text trace so far (scenario language §3), if the recorder writes it.
  private var text = UTF8Text()
  /// Whether the recorder writes text instead of keeping events.
  private let writesText: Bool
  /// Whether the text shows the flags of rule 2.7 (`--flags`).
  private let flags: Bool

  /// A recorder that keeps every event.
  init() {
    writesText = false
    flags = false
  }

  /// A recorder that writes the text trace and keeps no event.
  init(writingTextWithFlags flags: Bool) {
    writesText = true
    self.flags = flags
  }

  /// The text trace written so far; empty if the recorder keeps events.
  var writtenText: String { text.string }

  /// Keeps `event`, or writes its lines.
  mutating func record(_ event: Event) {
    if writesText {
      event.writeTrace(flags: flags, to: &text)
    } else {
      events.append(event)
    }
  }
}
