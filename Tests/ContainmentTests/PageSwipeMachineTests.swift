import XCTest

@testable import Containment

/// Rule 5.4's swipe on its own: every phase × every event, and no
/// ``World`` (the whole traces are in `PageViewControllerTests`).
final class PageSwipeMachineTests: XCTestCase {
  private let a = ControllerID(slot: ControllerSlot(0), name: "a", lineage: WorldLineage().tag)
  private let b = ControllerID(slot: ControllerSlot(1), name: "b", lineage: WorldLineage().tag)

  private func swiping() -> PageSwipeMachine {
    var machine = PageSwipeMachine()
    machine.started(from: [a], to: [b], forward: true)
    return machine
  }

  func testASwipeMayStartOnlyWhenIdleWithThePagesInstalled() {
    XCTAssertTrue(PageSwipeMachine().mayStart(pagesInstalled: true))
    XCTAssertFalse(PageSwipeMachine().mayStart(pagesInstalled: false))
    XCTAssertFalse(swiping().mayStart(pagesInstalled: true))
  }

  func testAReleaseWithoutASwipeIsIgnored() {
    for finished in [true, false] {
      var machine = PageSwipeMachine()
      XCTAssertEqual(machine.release(finished: finished), .ignore)
      XCTAssertFalse(machine.isSwiping)
    }
  }

  func testASwipeIsReleasedFinishedOrCancelledWithItsPages() {
    let swipe = PageSwipeMachine.Swipe(from: [a], to: [b], forward: true)
    var finished = swiping()
    XCTAssertEqual(finished.release(finished: true), .finish(swipe))
    XCTAssertFalse(finished.isSwiping)
    var cancelled = swiping()
    XCTAssertEqual(cancelled.release(finished: false), .cancel(swipe))
    XCTAssertFalse(cancelled.isSwiping)
  }

  func testPagesSetForgetTheSwipeAndLeaveAnIdleMachineIdle() {
    var machine = swiping()
    machine.pagesSet()
    XCTAssertEqual(machine, PageSwipeMachine())
    var idle = PageSwipeMachine()
    idle.pagesSet()
    XCTAssertEqual(idle, PageSwipeMachine())
  }
}
