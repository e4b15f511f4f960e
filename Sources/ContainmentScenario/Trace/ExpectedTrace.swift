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
///
/// The recording is held as its lines' bytes, one after another. Lines are
/// read and compared as bytes when they are ASCII (the model's always are,
/// but for strings a scenario wrote); a line with other characters is read
/// and compared as a `String`, as ``TraceComparison`` reads it, so that
/// canonically equivalent lines still match.
struct ExpectedTrace {
  /// The recording's trace lines' bytes, one after another, each read as
  /// ``TraceComparison`` reads an expected trace.
  private let bytes: [UInt8]
  /// Where each recorded line starts in ``bytes``, and one more: where the
  /// last ends.
  private let starts: [Int]
  /// The line of the recording's text each trace line is on.
  private let numbers: [Int]
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
  /// recording has from there.
  private var tail = LineQueue(capacity: 0)
  /// The text of the event being compared, its storage kept.
  private var written = UTF8Text()

  /// Reads `recording` as ``TraceComparison`` reads an expected trace: notes
  /// left out, and flag annotations too when `ignoringFlags`.
  init(recording: String, ignoringFlags: Bool) {
    var bytes: [UInt8] = []
    var starts = [0]
    var numbers: [Int] = []
    var recording = recording
    let isASCII = recording.withUTF8 { text in text.allSatisfy { $0 < 0x80 } }
    if isASCII {
      recording.withUTF8 { text in
        Self.forEachLine(of: text, ignoringFlags: ignoringFlags) { line, number in
          bytes.append(contentsOf: line)
          starts.append(bytes.count)
          numbers.append(number)
        }
      }
    } else {
      for (line, number) in TraceComparison.numberedLines(
        of: recording, ignoringFlags: ignoringFlags)
      {
        bytes.append(contentsOf: line.utf8)
        starts.append(bytes.count)
        numbers.append(number)
      }
    }
    self.bytes = bytes
    self.starts = starts
    self.numbers = numbers
    self.ignoringFlags = ignoringFlags
  }

  /// How many trace lines the recording has.
  var expectedCount: Int { numbers.count }

  /// The line of the recording's text its `index`th trace line is on.
  func expectedLineNumber(_ index: Int) -> Int { numbers[index] }

  /// The recording's `index`th trace line.
  func expectedLine(_ index: Int) -> String {
    String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
  }

  /// Compares the lines `event` writes in the text trace (`flags` as the
  /// run writes them), written by the statement on scenario line `line`.
  mutating func compare(_ event: Event, flags: Bool, line: Int) {
    // The scratch text is taken out while it is read, its storage kept.
    var text = UTF8Text()
    swap(&text, &written)
    text.clear()
    event.writeTrace(flags: flags, to: &text)
    text.withBytes(from: 0) { compare(writtenText: $0, line: line) }
    swap(&text, &written)
  }

  /// Compares the lines of `text`, the text trace the statement on scenario
  /// line `line` wrote.
  mutating func compare(writtenText text: UnsafeBufferPointer<UInt8>, line: Int) {
    guard text.allSatisfy({ $0 < 0x80 }) else {
      // Read as a whole text is read, so that each line compares the same.
      for model in TraceComparison.numberedLines(
        of: String(decoding: text, as: UTF8.self), ignoringFlags: ignoringFlags)
      {
        compare(model.line, from: line)
      }
      return
    }
    Self.forEachLine(of: text, ignoringFlags: ignoringFlags) { model, _ in
      compare(model, from: line)
    }
  }

  /// Compares the model's next trace line, read, written by the statement
  /// on scenario line `scenarioLine`.
  mutating func compare(_ line: String, from scenarioLine: Int) {
    var line = line
    line.withUTF8 { compare($0, from: scenarioLine) }
  }

  /// Compares the model's next trace line, as its bytes.
  private mutating func compare(_ line: UnsafeBufferPointer<UInt8>, from scenarioLine: Int) {
    defer { count += 1 }
    if parted == nil {
      if count < expectedCount, matches(line, expected: count) { return }
      parted = (count, scenarioLine)
      tail = LineQueue(capacity: expectedCount - count)
    }
    if head.count < TraceComparison.maximumComparedLines {
      head.append(String(decoding: line, as: UTF8.self))
    }
    tail.append(line)
  }

  /// Whether the model's `line` is the recording's `index`th: the same
  /// bytes, or, where either is not ASCII, canonically equivalent strings.
  private func matches(_ line: UnsafeBufferPointer<UInt8>, expected index: Int) -> Bool {
    let recorded = bytes[starts[index]..<starts[index + 1]]
    if recorded.elementsEqual(line) { return true }
    guard recorded.contains(where: { $0 >= 0x80 }) || line.contains(where: { $0 >= 0x80 })
    else { return false }
    return expectedLine(index) == String(decoding: line, as: UTF8.self)
  }

  /// Calls `body` with each trace line of an ASCII `text` and the 1-based
  /// line of the text it is on, read as ``TraceComparison/numberedLines(of:ignoringNotes:ignoringFlags:)``
  /// reads: a line ends at LF, CRLF or CR; trailing blanks dropped; blank
  /// lines and notes skipped; a flag annotation cut when `ignoringFlags`.
  private static func forEachLine(
    of text: UnsafeBufferPointer<UInt8>, ignoringFlags: Bool,
    _ body: (UnsafeBufferPointer<UInt8>, Int) -> Void
  ) {
    let space: UInt8 = 0x20
    let tab: UInt8 = 0x09
    let slash: UInt8 = 0x2F
    var start = 0
    var number = 1
    var position = 0
    while position <= text.count {
      let isEnd = position == text.count
      guard isEnd || text[position] == 0x0A || text[position] == 0x0D else {
        position += 1
        continue
      }
      var end = position
      while end > start, text[end - 1] == space || text[end - 1] == tab { end -= 1 }
      var content = start
      while content < end, text[content] == space || text[content] == tab { content += 1 }
      let isNote = end - content >= 2 && text[content] == slash && text[content + 1] == slash
      if content < end, !isNote {
        if ignoringFlags, let annotation = firstAnnotation(in: text, from: start, to: end) {
          end = annotation
        }
        body(UnsafeBufferPointer(rebasing: text[start..<end]), number)
      }
      // CRLF is one break.
      if !isEnd, text[position] == 0x0D, position + 1 < text.count, text[position + 1] == 0x0A {
        position += 1
      }
      position += 1
      start = position
      number += 1
    }
  }

  /// Where the first `  // ` between `start` and `end` begins, if anywhere.
  private static func firstAnnotation(
    in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int? {
    let marker: [UInt8] = [0x20, 0x20, 0x2F, 0x2F, 0x20]
    var position = start
    while position + marker.count <= end {
      if text[position] == 0x20, marker.indices.allSatisfy({ text[position + $0] == marker[$0] }) {
        return position
      }
      position += 1
    }
    return nil
  }

  /// Where the traces part, or `nil` when they match: the model's trace
  /// ended early when nothing parted before its end.
  var divergence: TraceComparison.Divergence? {
    guard parted != nil || count != expectedCount else { return nil }
    let index = parted?.index ?? count
    return TraceComparison.Divergence(
      index: index + 1, expected: index < expectedCount ? expectedLine(index) : nil,
      actual: parted == nil ? nil : head.first)
  }

  /// The scenario line of the statement that wrote the model's first
  /// differing line; `nil` when the model's trace ended first.
  var scenarioLineOfDivergence: Int? { parted?.scenarioLine }

  /// The line of the recording's text where the traces part; past its end,
  /// the line after its last.
  var recordingLineOfDivergence: Int? {
    guard let divergence else { return nil }
    return divergence.index <= numbers.count
      ? numbers[divergence.index - 1] : (numbers.last ?? 0) + 1
  }

  /// The line diff ``TraceComparison/lineDiff`` gives for the two whole
  /// traces.
  var lineDiff: String {
    TraceComparison.lineDiff(RecordedLines(of: self), lines: ModelLines(of: self))
  }

  /// The recording's trace lines, each made a `String` when read.
  private struct RecordedLines: RandomAccessCollection {
    let trace: ExpectedTrace
    var startIndex: Int { 0 }
    var endIndex: Int { trace.expectedCount }

    init(of trace: ExpectedTrace) { self.trace = trace }

    subscript(index: Int) -> String { trace.expectedLine(index) }
  }

  /// The model's trace as far as the diff reads it: the lines before the
  /// divergence (the recording's), and those kept after it.
  private struct ModelLines: RandomAccessCollection {
    let trace: ExpectedTrace
    let prefix: Int
    let tail: LineQueue
    let endIndex: Int
    var startIndex: Int { 0 }

    init(of trace: ExpectedTrace) {
      self.trace = trace
      prefix = trace.parted?.index ?? trace.count
      tail = trace.tail
      endIndex = trace.count
    }

    subscript(index: Int) -> String {
      if index < prefix { return trace.expectedLine(index) }
      if index >= endIndex - tail.count { return tail[index - (endIndex - tail.count)] }
      if index - prefix < trace.head.count { return trace.head[index - prefix] }
      // The diff reads the divergence's first lines and the traces' shared
      // ends only (``TraceComparison/lineDiff(_:lines:)``).
      preconditionFailure("the line diff read a model line the comparison did not keep")
    }
  }
}
