import Containment

/// What a run keeps of its events: the events themselves, only their text
/// trace, or nothing but their count.
///
/// The command prints the text format without holding the events, and hands
/// the text on in pieces as it grows (``init(writingTextWithFlags:to:)``), so
/// that a long trace costs a piece of its text, not the whole of it; the
/// audit keeps no event at all.
struct TraceRecorder {
  /// What the recorder keeps.
  private enum Keeping {
    /// Every event, in order.
    case events
    /// The trace in a format, written by the writer.
    case rendered(TraceWriter)
    /// Nothing but the count.
    case nothing
  }

  /// How many bytes of text the recorder holds before it hands them to its
  /// writer.
  static var pieceSize: Int { 1 << 16 }

  /// The events so far, in order, if the recorder keeps them.
  private(set) var events: [Event] = []
  /// The scenario line of each kept event.
  private(set) var eventLines: [Int] = []
  /// How many events were recorded.
  private(set) var count = 0
  /// The text trace not yet handed to the writer (all of it without one).
  private var text = UTF8Text()
  private var keeping: Keeping
  /// Where the text goes as it grows; `false` from it means the output
  /// failed (a full disk, a closed pipe).
  private let writer: ((String) -> Bool)?
  /// Whether the writer failed: nothing more is written.
  private(set) var writeFailed = false
  /// The recording the text trace is compared with as it is written
  /// (`--expect`), and the flags of the lines compared.
  private(set) var expected: ExpectedTrace?
  private var expectedFlags = false

  /// A recorder that keeps every event.
  init() {
    keeping = .events
    writer = nil
  }

  /// A recorder that keeps only the count of events.
  init(keepingNothing: Void) {
    keeping = .nothing
    writer = nil
  }

  /// A recorder that writes the trace in `format` and keeps no event.
  ///
  /// With a `writer`, the text goes to it in pieces instead of being held.
  /// Call ``finish(failure:)`` after the last event.
  init(
    writing format: TraceFormat, flags: Bool, to writer: ((String) -> Bool)? = nil
  ) {
    let trace = TraceWriter(format: format, flags: flags)
    trace.begin(to: &text)
    keeping = .rendered(trace)
    self.writer = writer
  }

  /// A recorder that writes the trace in `format`, keeps no event, and
  /// compares the text trace with `expected` as it goes.
  init(
    writing format: TraceFormat, flags: Bool, to writer: ((String) -> Bool)?,
    comparingWith expected: ExpectedTrace
  ) {
    self.init(writing: format, flags: flags, to: writer)
    self.expected = expected
    expectedFlags = flags
  }

  /// Ends the trace (in JSON, with `failure`'s object, then `objects`) and
  /// hands the rest of the text to the writer; `false` if it failed.
  mutating func finish(failure: ScenarioRun.Failure?, appending objects: [String] = []) -> Bool {
    if case .rendered(var trace) = keeping {
      trace.end(failure: failure, appending: objects, to: &text)
      keeping = .rendered(trace)
    }
    return flush()
  }

  /// The text trace written so far and not handed to the writer.
  var writtenText: String { text.string }

  /// Keeps `event` and the scenario `line` that produced it, or writes its
  /// lines; `false` once the writer failed.
  mutating func record(_ event: Event, line: Int) -> Bool {
    count += 1
    // The comparison moves out while it compares, as the writer does.
    var comparison = expected
    expected = nil
    defer { expected = comparison }
    switch keeping {
    case .events:
      comparison?.compare(event, flags: expectedFlags, line: line)
      events.append(event)
      eventLines.append(line)
    case .rendered(var trace):
      keeping = .nothing  // The writer moves out while it writes: no copy.
      let start = text.byteCount
      trace.write(event, to: &text)
      if trace.format == .text {
        // The text trace just written is what the recording is compared with.
        text.withBytes(from: start) { comparison?.compare(writtenText: $0, line: line) }
      } else {
        comparison?.compare(event, flags: expectedFlags, line: line)
      }
      keeping = .rendered(trace)
      if writer != nil && text.byteCount >= Self.pieceSize { return flush() }
    case .nothing:
      // The audit judges events as they pass; it needs no record of them.
      comparison?.compare(event, flags: expectedFlags, line: line)
    }
    return true
  }

  /// Hands the text held so far to the writer; `false` if it failed.
  mutating func flush() -> Bool {
    guard let writer, !writeFailed else { return !writeFailed }
    guard text.byteCount > 0 else { return true }
    let piece = text.string
    text = UTF8Text()
    writeFailed = !writer(piece)
    return !writeFailed
  }
}
