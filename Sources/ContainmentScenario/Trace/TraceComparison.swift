/// A trace recorded elsewhere (on a device, by a logging base class) set
/// against the model's trace: whether they match, the first line where they
/// part, and a line diff.
///
/// Both texts are read as the trace format reads: one line per event, blank
/// lines skipped, trailing spaces dropped; by default also without `// `
/// note lines and without the `  // isMovingToParent` flag annotations, so
/// that a recording with or without them compares with the model's plain
/// trace.
public struct TraceComparison: Hashable, Sendable {
  /// Where two traces part.
  public struct Divergence: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based number of the first differing trace line (notes and blank
    /// lines not counted).
    public var index: Int
    /// The expected (recorded) line there; `nil` when the recording ended.
    public var expected: String?
    /// The model's line there; `nil` when the model's trace ended.
    public var actual: String?

    /// `trace line 3: expected 'a.viewDidAppear(false)', the model has 'b.viewWillAppear(false)'`.
    public var description: String {
      let wanted = expected.map { "'\($0)'" } ?? "the end of the trace"
      let got = actual.map { "'\($0)'" } ?? "the end of the trace"
      return "trace line \(index): expected \(wanted), the model has \(got)"
    }
  }

  /// The expected lines, normalized.
  public var expected: [String]
  /// The actual lines, normalized.
  public var actual: [String]

  /// Compares two trace texts.
  ///
  /// - Parameters:
  ///   - expected: the recorded trace (or the one a test expects).
  ///   - actual: the model's trace.
  ///   - ignoringNotes: skip lines that start with `// ` (the format's notes).
  ///   - ignoringFlags: drop `  // …` flag annotations at the ends of lines.
  public init(
    expected: String, actual: String, ignoringNotes: Bool = true, ignoringFlags: Bool = true
  ) {
    self.expected = Self.lines(
      of: expected, ignoringNotes: ignoringNotes, ignoringFlags: ignoringFlags)
    self.actual = Self.lines(of: actual, ignoringNotes: ignoringNotes, ignoringFlags: ignoringFlags)
  }

  /// Whether the traces are the same.
  public var matches: Bool { expected == actual }

  /// The first line where the traces part, or `nil` when they match.
  public var firstDivergence: Divergence? {
    let count = max(expected.count, actual.count)
    for index in 0..<count {
      let wanted = index < expected.count ? expected[index] : nil
      let got = index < actual.count ? actual[index] : nil
      if wanted != got { return Divergence(index: index + 1, expected: wanted, actual: got) }
    }
    return nil
  }

  /// Every line of both traces, marked `- ` when only expected, `+ ` when
  /// only in the model's, and two spaces when in both.
  public var lineDiff: String { Self.lineDiff(expected, actual) }

  /// The trace lines of a text: trailing spaces and blank lines dropped, and
  /// notes and flag annotations as asked.
  public static func lines(
    of text: String, ignoringNotes: Bool = true, ignoringFlags: Bool = true
  ) -> [String] {
    numberedLines(of: text, ignoringNotes: ignoringNotes, ignoringFlags: ignoringFlags).map(\.line)
  }

  /// ``lines(of:ignoringNotes:ignoringFlags:)`` with the 1-based line of the
  /// text each comes from: where an editor shows a recording's line.
  public static func numberedLines(
    of text: String, ignoringNotes: Bool = true, ignoringFlags: Bool = true
  ) -> [(line: String, number: Int)] {
    var lines: [(line: String, number: Int)] = []
    // A recording saved with a UTF-8 byte-order mark reads as one without.
    let text = text.first == "\u{FEFF}" ? String(text.dropFirst()) : text
    // A line ends at LF, CRLF or CR: a recording saved on any system reads
    // the same ("\r\n" is one Character in Swift, so splitting on "\n"
    // alone would find no line at all).
    let lineBreaks: (Character) -> Bool = { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: lineBreaks)
      .enumerated()
    {
      var line = Substring(raw)
      while let last = line.last, last == " " || last == "\t" {
        line = line.dropLast()
      }
      let content = line.drop { $0 == " " || $0 == "\t" }
      if content.isEmpty { continue }
      if ignoringNotes, content.hasPrefix("//") { continue }
      if ignoringFlags, let annotation = line.firstRange(of: "  // ") {
        line = line[..<annotation.lowerBound]
      }
      lines.append((String(line), offset + 1))
    }
    return lines
  }

  /// How many differing lines, on both sides together, the diff compares
  /// line by line; past it the rest is counted, not compared, so that two
  /// traces that differ everywhere cost linear time, not quadratic.
  public static let maximumComparedLines = 2_000

  /// A readable line diff of two lists of lines (`- ` expected only, `+ `
  /// actual only, two spaces both).
  ///
  /// The lines the two lists share at their start and at their end are
  /// shown as they are; the part between is compared with
  /// `CollectionDifference` up to ``maximumComparedLines`` lines, and what
  /// lies beyond is summed up in a last line.
  public static func lineDiff(_ expected: [String], _ actual: [String]) -> String {
    lineDiff(expected, lines: actual)
  }

  /// ``lineDiff(_:_:)`` over any lists of lines: it reads the lines up to
  /// and at the first difference, the lines the two share at their ends,
  /// and at most ``maximumComparedLines`` after the first difference
  /// (``ExpectedTrace`` keeps only those of the model's), and makes strings
  /// of the lines it shows only.
  static func lineDiff<
    Expected: RandomAccessCollection<String>, Actual: RandomAccessCollection<String>
  >(
    _ expected: Expected, lines actual: Actual
  ) -> String where Expected.Index == Int, Actual.Index == Int {
    // Counted in place: `prefix(while:)` over a zip would make an array of
    // every shared pair.
    var prefix = 0
    while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] {
      prefix += 1
    }
    guard prefix < expected.count || prefix < actual.count else {
      // The same lines: one run, collapsed as a whole to one line.
      return expected.count > 1 ? omitted(expected.count) : expected.map { "  " + $0 }.joined()
    }
    var suffix = 0
    while suffix < expected.count - prefix, suffix < actual.count - prefix,
      expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = expected[prefix..<(expected.count - suffix)]
    let newMiddle = actual[prefix..<(actual.count - suffix)]
    let half = maximumComparedLines / 2
    let compared = oldMiddle.count + newMiddle.count <= maximumComparedLines
    let oldShown = compared ? oldMiddle : oldMiddle.prefix(half)
    let newShown = compared ? newMiddle : newMiddle.prefix(half)
    // The shared start and end as `collapsingUnchangedRuns` shows a run
    // before and after a change (the middle starts and ends with one), so
    // that only the lines shown are made.
    let shownPrefix = prefix > diffContext + 1 ? diffContext : prefix
    var output: [String] = []
    if shownPrefix < prefix { output.append(omitted(prefix - shownPrefix)) }
    output += expected[(prefix - shownPrefix)..<prefix].map { "  " + $0 }
    output += middleDiff(Array(oldShown), Array(newShown))
    if compared {
      let shownSuffix = suffix > diffContext + 1 ? diffContext : suffix
      let suffixStart = expected.count - suffix
      output += expected[suffixStart..<(suffixStart + shownSuffix)].map { "  " + $0 }
      if shownSuffix < suffix { output.append(omitted(suffix - shownSuffix)) }
    } else {
      let more = (oldMiddle.count - oldShown.count) + (newMiddle.count - newShown.count) + suffix
      output.append("… and \(more) more lines, not compared")
    }
    return collapsingUnchangedRuns(output).joined(separator: "\n")
  }

  /// The line that stands for `count` unchanged lines left out.
  private static func omitted(_ count: Int) -> String {
    "  … \(count) unchanged line\(count == 1 ? "" : "s") …"
  }

  /// How many unchanged lines a diff shows on each side of a change.
  public static let diffContext = 3

  /// The diff's lines with each run of unchanged lines longer than twice
  /// ``diffContext`` cut to that context around the changes, and a line
  /// saying how many were left out, as `diff -u` and swift-custom-dump do.
  static func collapsingUnchangedRuns(_ lines: [String]) -> [String] {
    let unchanged = { (line: String) in line.hasPrefix("  ") }
    var output: [String] = []
    var start = 0
    while start < lines.count {
      guard unchanged(lines[start]) else {
        output.append(lines[start])
        start += 1
        continue
      }
      var end = start
      while end < lines.count, unchanged(lines[end]) { end += 1 }
      // Context after the change before the run, and before the next one.
      let keepHead = start == 0 ? 0 : diffContext
      let keepTail = end == lines.count ? 0 : diffContext
      let length = end - start
      if length > keepHead + keepTail + 1 {
        output += lines[start..<(start + keepHead)]
        output.append(omitted(length - keepHead - keepTail))
        output += lines[(end - keepTail)..<end]
      } else {
        output += lines[start..<end]
      }
      start = end
    }
    return output
  }

  /// The line diff of two short lists, built on `CollectionDifference`.
  private static func middleDiff(_ expected: [String], _ actual: [String]) -> [String] {
    let difference = actual.difference(from: expected)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var output: [String] = []
    var old = 0
    var new = 0
    while old < expected.count || new < actual.count {
      if new < actual.count, inserted.contains(new) {
        output.append("+ " + actual[new])
        new += 1
      } else if old < expected.count, removed.contains(old) {
        output.append("- " + expected[old])
        old += 1
      } else {
        output.append("  " + (old < expected.count ? expected[old] : actual[new]))
        old += 1
        new += 1
      }
    }
    return output
  }
}
