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

  /// Asserts that the streamed comparison says what the whole one says.
  private func assertSameAsWholeComparison(
    _ expected: [String], _ actual: [String], _ message: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let whole = TraceComparison(
      expected: expected.joined(separator: "\n"), actual: actual.joined(separator: "\n"))
    let comparison = streamed(expected, actual)
    XCTAssertEqual(comparison.divergence, whole.firstDivergence, message, file: file, line: line)
    XCTAssertEqual(comparison.lineDiff, whole.lineDiff, message, file: file, line: line)
  }

  func testATraceThatMatchesHasNoDivergence() {
    let lines = (0..<50).map { "c\($0).viewDidLoad()" }
    let comparison = streamed(lines, lines)
    XCTAssertNil(comparison.divergence)
    XCTAssertNil(comparison.scenarioLineOfDivergence)
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
