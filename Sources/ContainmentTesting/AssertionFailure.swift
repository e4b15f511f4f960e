import Testing
import XCTest

/// Where an assertion was written: the caller's `#fileID`, `#filePath`,
/// `#line` and `#column`, kept together so that a failure can be reported to
/// either test framework at the caller's place.
struct CallerLocation: Sendable {
  /// `Module/File.swift`, as Swift Testing names a source file.
  let fileID: String
  /// The full path, as XCTest names a source file.
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The same place, as Swift Testing spells it.
  ///
  /// Swift Testing requires a positive line and column, and a file ID with a
  /// module part; a caller who passed something else gets the nearest valid
  /// location, never a trap.
  var sourceLocation: SourceLocation {
    let moduleAndFile = fileID.contains("/") ? fileID : "ContainmentTesting/\(fileID)"
    return SourceLocation(
      fileID: moduleAndFile, filePath: "\(filePath)",
      line: Int(clamping: max(line, 1)), column: Int(clamping: max(column, 1)))
  }
}

/// Reports a failed assertion to the framework that runs the current test.
///
/// Inside a Swift Testing test (`@Test`, where `Test.current` is set) the
/// failure is an `Issue` recorded at the caller's location; anywhere else it
/// goes to XCTest's `XCTFail`. A kit whose assertions reported only to XCTest
/// would pass silently under Swift Testing, which is what `swift package init`
/// generates: the one defect a test kit must never have.
///
/// - Parameters:
///   - message: the whole report: what differs and how.
///   - location: the assertion's caller.
func reportFailure(_ message: String, at location: CallerLocation) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message), sourceLocation: location.sourceLocation)
  } else {
    XCTFail(message, file: location.filePath, line: location.line)
  }
}
