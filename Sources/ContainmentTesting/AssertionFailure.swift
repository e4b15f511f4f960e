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
/// failure is an `Issue` recorded at the caller's location. Elsewhere the
/// running framework cannot be told: `Test.current` is a task-local value,
/// which a detached task or a Dispatch queue's block does not inherit, so an
/// assertion made there inside an `@Test` sees none. The failure then goes to
/// both frameworks: as an `Issue` (which Swift Testing records in every run
/// in progress when it knows no current test) and to XCTest's `XCTFail`
/// (which records it in the XCTest test running, from any thread). Reported
/// twice at worst, never lost: a kit whose failing assertion passed would be
/// the one defect a test kit must never have.
///
/// - Parameters:
///   - message: the whole report: what differs and how.
///   - location: the assertion's caller.
func reportFailure(_ message: String, at location: CallerLocation) {
  let issue = Comment(rawValue: message)
  if Test.current != nil {
    Issue.record(issue, sourceLocation: location.sourceLocation)
  } else {
    Issue.record(issue, sourceLocation: location.sourceLocation)
    XCTFail(message, file: location.filePath, line: location.line)
  }
}
