import ContainmentTestSupport
import XCTest

@testable import ContainmentScenario

/// `--expect` compares as the run writes (``ExpectedTrace``), holding the
/// recording and only the model's lines a report shows: its verdict, first
/// divergence and line diff must be those of ``TraceComparison`` over the
/// two whole traces.
final class ExpectedTraceTests: XCTestCase {
  /// The streamed comparison of `actual` against `expected`, line by line.
  private func streamed(_ expected: [String], _ actual: [String]) -> ExpectedTrace {
    var comparison = ExpectedTrace(
      recording: expected.joined(separator: "\n"), ignoringFlags: true)
    for (index, line) in actual.enumerated() { comparison.compare(line, from: index + 100) }
    return comparison
  }

  /// Asserts that the streamed comparison says what the whole one says,
  /// and that both diffs are the one built from every line (``wholeDiff``).
  private func assertSameAsWholeComparison(
    _ expected: [String], _ actual: [String], _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let whole = TraceComparison(
      expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    let comparison = streamed(expected, actual)
    XCTAssertEqual(comparison.divergence, whole.firstDivergence, message, file: file, line: line)
    let reference = Self.wholeDiff(whole.expected, whole.actual)
    XCTAssertEqual(whole.lineDiff, reference, message, file: file, line: line)
    XCTAssertEqual(comparison.lineDiff, reference, message, file: file, line: line)
  }

  /// The line diff built as the first version built it, every line made and
  /// then collapsed: the reference the diffs that make only the lines they
  /// show must equal.
  private static func wholeDiff(_ expected: [String], _ actual: [String]) -> String {
    let prefix = zip(expected, actual).prefix { $0 == $1 }.count
    let suffix = zip(expected[prefix...].reversed(), actual[prefix...].reversed())
      .prefix { $0 == $1 }.count
    let oldMiddle = expected[prefix..<(expected.count - suffix)]
    let newMiddle = actual[prefix..<(actual.count - suffix)]
    let limit = TraceComparison.maximumComparedLines
    let compared = oldMiddle.count + newMiddle.count <= limit
    let oldShown = compared ? oldMiddle : oldMiddle.prefix(limit / 2)
    let newShown = compared ? newMiddle : newMiddle.prefix(limit / 2)
    var output = expected[..<prefix].map { "  " + $0 }
    // The middle, line by line from `CollectionDifference`.
    let difference = Array(newShown).difference(from: Array(oldShown))
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var old = 0
    var new = 0
    let oldLines = Array(oldShown)
    let newLines = Array(newShown)
    while old < oldLines.count || new < newLines.count {
      if new < newLines.count, inserted.contains(new) {
        output.append("+ " + newLines[new])
        new += 1
      } else if old < oldLines.count, removed.contains(old) {
        output.append("- " + oldLines[old])
        old += 1
      } else {
        output.append("  " + (old < oldLines.count ? oldLines[old] : newLines[new]))
        old += 1
        new += 1
      }
    }
    if compared {
      output += expected[(expected.count - suffix)...].map { "  " + $0 }
    } else {
      let more = (oldMiddle.count - oldShown.count) + (newMiddle.count - newShown.count) + suffix
      output.append("… and \(more) more lines, not compared")
    }
    return TraceComparison.collapsingUnchangedRuns(output).joined(separator: "\n")
  }

  /// The model's last lines are kept as bytes, the oldest dropped past the
  /// capacity and their bytes let go now and then: always the last lines.
  func testALineQueueHoldsTheLastLinesOfAnyLength() {
    var random = SplitMix64(seed: 7)
    for capacity in [0, 1, 3, 50] {
      var queue = LineQueue(capacity: capacity)
      var all: [String] = []
      for _ in 0..<2_000 {
        var line = String(repeating: "x", count: Int.random(in: 0...40, using: &random))
        line += String(all.count)
        all.append(line)
        line.withUTF8 { queue.append($0) }
        let kept = Array(all.suffix(capacity))
        XCTAssertEqual(queue.count, kept.count, "capacity \(capacity)")
        if let last = kept.last { XCTAssertEqual(queue[kept.count - 1], last) }
        if let oldest = kept.first { XCTAssertEqual(queue[0], oldest) }
      }
      XCTAssertEqual((0..<queue.count).map { queue[$0] }, Array(all.suffix(capacity)))
    }
  }

  func testATraceThatMatchesHasNoDivergence() {
    let lines = (0..<50).map { "c\($0).viewDidLoad()" }
    let comparison = streamed(lines, lines)
    XCTAssertNil(comparison.divergence)
    XCTAssertNil(comparison.scenarioLineOfDivergence)
    for count in [0, 1, 2, 50] {
      let same = Array(lines.prefix(count))
      XCTAssertEqual(TraceComparison.lineDiff(same, same), Self.wholeDiff(same, same))
    }
  }

  /// Recordings with CRLF and CR breaks, blank lines, notes, indentation,
  /// trailing blanks, flag annotations and characters past ASCII (read as
  /// strings, so that a composed and a decomposed "é" match) are read line
  /// for line as the whole comparison reads them.
  func testARecordingIsReadAsTheWholeComparisonReadsIt() {
    let recordings = [
      "a.viewDidLoad()\r\n\r\n// note\r\n  b.viewWillAppear(false)  // isMovingToParent \r",
      "a.loadView()\rb.loadView()\n\n\t\n   // indented note\nc.loadView()\t ",
      "\u{FEFF}caf\u{E9}.viewDidLoad()\nx  // y\n",
    ]
    for recording in recordings {
      for ignoringFlags in [true, false] {
        let comparison = ExpectedTrace(recording: recording, ignoringFlags: ignoringFlags)
        let whole = TraceComparison.numberedLines(of: recording, ignoringFlags: ignoringFlags)
        XCTAssertEqual(
          (0..<comparison.expectedCount).map(comparison.expectedLine), whole.map(\.line),
          recording.debugDescription)
        XCTAssertEqual(
          (0..<comparison.expectedCount).map(comparison.expectedLineNumber),
          whole.map(\.number), recording.debugDescription)
      }
    }
    var decomposed = ExpectedTrace(recording: "caf\u{E9}.viewDidLoad()\n", ignoringFlags: true)
    decomposed.compare("cafe\u{301}.viewDidLoad()", from: 1)
    XCTAssertNil(decomposed.divergence)
  }

  func testTheDivergenceNamesTheStatementThatWroteTheModelsLine() {
    let comparison = streamed(["a", "b", "c"], ["a", "x", "c"])
    XCTAssertEqual(
      comparison.divergence, TraceComparison.Divergence(index: 2, expected: "b", actual: "x"))
    XCTAssertEqual(comparison.scenarioLineOfDivergence, 101)
    XCTAssertEqual(comparison.recordingLineOfDivergence, 2)
  }

  func testAModelTraceThatEndsFirstPartsAtItsEnd() {
    assertSameAsWholeComparison(["a", "b", "c"], ["a"], "shorter")
    XCTAssertNil(streamed(["a", "b"], ["a"]).scenarioLineOfDivergence)
  }

  func testAModelTraceThatGoesOnPartsPastTheRecording() {
    assertSameAsWholeComparison(["a"], ["a", "b", "c"], "longer")
  }

  /// Differences far apart, changes longer than the diff compares (the
  /// model's lines past the first 2,000 are counted, not kept), shared ends
  /// longer than the ring, recordings of every length against every other:
  /// seeded random pairs, each the same streamed as whole.
  func testSeededRandomPairsCompareAsTheWholeTraces() {
    var generator = SplitMix64(seed: 38)
    for round in 0..<100 {
      let alphabet = Int.random(in: 2...6, using: &generator)
      let line = { (value: Int) in "c\(value).viewWillAppear(false)" }
      let length = [0, 1, 5, 40, 2_100][round % 5]
      let expected = (0..<Int.random(in: 0...length, using: &generator)).map { _ in
        line(Int.random(in: 0..<alphabet, using: &generator))
      }
      var actual = expected
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let position = Int.random(in: 0...actual.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
          let inserted = (0..<Int.random(in: 1...2_200, using: &generator)).map { _ in
            line(Int.random(in: 0..<alphabet, using: &generator))
          }
          actual.insert(contentsOf: inserted, at: position)
        case 1:
          let end = min(actual.count, position + Int.random(in: 0...2_200, using: &generator))
          actual.removeSubrange(position..<end)
        default:
          if position < actual.count { actual[position] = line(alphabet) }
        }
      }
      assertSameAsWholeComparison(expected, actual, "round \(round)")
    }
  }
}
