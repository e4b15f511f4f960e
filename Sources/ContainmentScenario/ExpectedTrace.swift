import Containment

/// A recording that the model's text trace is compared with as the run
/// writes it (`containment trace --expect`): the recording's lines are held,
/// the model's are not, but for the few that a report shows from where the
/// two part.
///
/// The verdict, the first divergence and the line diff are those of
/// ``TraceComparison`` over the two whole texts. Before the divergence the
/// model's lines are the recording's own; the diff compares at most
/// ``TraceComparison/maximumComparedLines`` lines after it, the first the
/// model wrote from there; and the lines the two traces share at their ends
/// are among the model's last ones, no more than the recording has after the
/// divergence. So the comparison holds the recording and at most twice its
/// length of the model's lines, whatever the length of the run.
struct ExpectedTrace {
  /// The recording's trace lines, read as ``TraceComparison`` reads them.
  let expected: [String]
  /// The line of the recording's text each of ``expected`` is on.
  let expectedLineNumbers: [Int]
  /// Whether flag annotations are left out of both sides.
  let ignoringFlags: Bool
  /// How many trace lines the model has written so far.
  private(set) var count = 0
  /// Where the traces part: the index of the model's first line that
  /// differs, and the scenario line of the statement that wrote it; `nil`
  /// while every line so far matches.
  private(set) var parted: (index: Int, scenarioLine: Int)?
  /// The model's lines from where the traces part: the first
  /// ``TraceComparison/maximumComparedLines``.
  private var head: [String] = []
  /// The model's last lines from where the traces part, as many as the
  /// recording has from there: a ring, its oldest line at ``tailStart``.
  private var tail: [String] = []
  private var tailStart = 0

  /// Reads `recording` as ``TraceComparison`` reads an expected trace: notes
  /// left out, and flag annotations too when `ignoringFlags`.
  init(recording: String, ignoringFlags: Bool) {
    let numbered = TraceComparison.numberedLines(of: recording, ignoringFlags: ignoringFlags)
    expected = numbered.map(\.line)
    expectedLineNumbers = numbered.map(\.number)
    self.ignoringFlags = ignoringFlags
  }

  /// Compares the lines `event` writes in the text trace (`flags` as the
  /// run writes them), written by the statement on scenario line `line`.
  mutating func compare(_ event: Event, flags: Bool, line: Int) {
    var text = UTF8Text()
    event.writeTrace(flags: flags, to: &text)
    // Read as a whole text is read, so that each line compares the same.
    for written in TraceComparison.numberedLines(of: text.string, ignoringFlags: ignoringFlags) {
      compare(written.line, from: line)
    }
  }

  /// Compares the model's next trace line, normalized, written by the
  /// statement on scenario line `scenarioLine`.
  mutating func compare(_ line: String, from scenarioLine: Int) {
    defer { count += 1 }
    if parted == nil {
      if count < expected.count, expected[count] == line { return }
      parted = (count, scenarioLine)
    }
    if head.count < TraceComparison.maximumComparedLines { head.append(line) }
    let capacity = expected.count - (parted?.index ?? count)
    guard capacity > 0 else { return }
    if tail.count < capacity {
      tail.append(line)
    } else {
      tail[tailStart] = line
      tailStart = (tailStart + 1) % capacity
    }
  }

  /// Where the traces part, or `nil` when they match: the model's trace
  /// ended early when nothing parted before its end.
  var divergence: TraceComparison.Divergence? {
    guard parted != nil || count != expected.count else { return nil }
    let index = parted?.index ?? count
    return TraceComparison.Divergence(
      index: index + 1, expected: index < expected.count ? expected[index] : nil,
      actual: parted == nil ? nil : head.first)
  }

  /// The scenario line of the statement that wrote the model's first
  /// differing line; `nil` when the model's trace ended first.
  var scenarioLineOfDivergence: Int? { parted?.scenarioLine }

  /// The line of the recording's text where the traces part; past its end,
  /// the line after its last.
  var recordingLineOfDivergence: Int? {
    guard let divergence else { return nil }
    return divergence.index <= expectedLineNumbers.count
      ? expectedLineNumbers[divergence.index - 1] : (expectedLineNumbers.last ?? 0) + 1
  }

  /// The line diff ``TraceComparison/lineDiff`` gives for the two whole
  /// traces.
  var lineDiff: String { TraceComparison.lineDiff(expected, lines: ModelLines(of: self)) }

  /// The model's trace as far as the diff reads it: the lines before the
  /// divergence (the recording's), and those kept after it.
  private struct ModelLines: RandomAccessCollection {
    let expected: [String]
    let prefix: Int
    let head: [String]
    let tail: [String]
    let endIndex: Int
    var startIndex: Int { 0 }

    init(of comparison: ExpectedTrace) {
      expected = comparison.expected
      prefix = comparison.parted?.index ?? comparison.count
      head = comparison.head
      let ring = comparison.tail
      tail = Array(ring[comparison.tailStart...] + ring[..<comparison.tailStart])
      endIndex = comparison.count
    }

    subscript(index: Int) -> String {
      if index < prefix { return expected[index] }
      if index >= endIndex - tail.count { return tail[index - (endIndex - tail.count)] }
      if index - prefix < head.count { return head[index - prefix] }
      // The diff reads the divergence's first lines and the traces' shared
      // ends only (``TraceComparison/lineDiff(_:lines:)``).
      preconditionFailure("the line diff read a model line the comparison did not keep")
    }
  }
}
