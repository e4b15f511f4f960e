import XCTest

@testable import Containment

/// The sizes of the records, held here and stated nowhere else in the code
/// (the comments point here): the records are kept small
/// because every write of one in a call copies it into the journal.
final class RecordSizeTests: XCTestCase {
  func testThePublicIdentitiesAndEventsKeepTheirStatedSizes() {
    XCTAssertEqual(MemoryLayout<ControllerID>.size, 24)
    XCTAssertEqual(MemoryLayout<Event>.size, 96)
  }

  func testTheRecordsKeepTheirStatedSizes() {
    XCTAssertEqual(MemoryLayout<ControllerState>.size, 56)
    XCTAssertEqual(MemoryLayout<ViewNode>.size, 36)
    XCTAssertEqual(MemoryLayout<ControllerAppearance>.size, 12)
    XCTAssertEqual(MemoryLayout<Link<ControllerState>>.size, 4)
    XCTAssertEqual(MemoryLayout<ControllerSlot>.size, 4)
    XCTAssertEqual(MemoryLayout<Callback>.size, 96)
  }

  /// A window shown over a million controllers queues one of these for each.
  func testAnAfterCommitCallbackKeepsItsStatedSize() {
    XCTAssertEqual(MemoryLayout<AfterCommitCallback>.stride, 12)
  }

  /// The work stack moves steps: the large payloads are `indirect` so that a
  /// step takes 64 bytes in the stack's storage (`Step.swift`): two
  /// identities and a flag.
  func testAStepKeepsItsStatedSize() {
    XCTAssertEqual(MemoryLayout<Step>.stride, 64)
  }
}
