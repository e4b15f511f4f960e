import XCTest

@testable import Containment

/// The controller record's out-of-line fields read their defaults without the
/// out-of-line part, so the record repeats those defaults: they must agree.
final class ControllerRecordTests: XCTestCase {
  func testFreshRecordReadsTheOutOfLineDefaults() {
    let record = ControllerState(kind: .viewController)
    let defaults = ContainerAndPresentationState()
    XCTAssertEqual(record.navigation, defaults.navigation)
    XCTAssertEqual(record.tabBar, defaults.tabBar)
    XCTAssertEqual(record.presented, defaults.presented)
    XCTAssertEqual(record.presenter, defaults.presenter)
    XCTAssertEqual(record.presentationStyle, defaults.presentationStyle)
    XCTAssertEqual(record.presentation, defaults.presentation)
    XCTAssertEqual(record.isBeingPresented, defaults.isBeingPresented)
    XCTAssertEqual(record.isBeingDismissed, defaults.isBeingDismissed)
  }

  func testWritingADefaultBackDropsTheOutOfLinePart() {
    var record = ControllerState(kind: .viewController)
    record.isBeingPresented = true
    XCTAssertNotEqual(record, ControllerState(kind: .viewController))
    record.isBeingPresented = false
    XCTAssertEqual(record, ControllerState(kind: .viewController))
  }
}
