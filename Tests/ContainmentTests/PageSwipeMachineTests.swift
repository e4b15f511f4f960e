import XCTest

@testable import Containment

/// Rule 5.4's swipe on its own: every phase × every event, and no
/// ``World`` (the whole traces are in `PageViewControllerTests`).
final class PageSwipeMachineTests: XCTestCase {
  private let a = ControllerID(slot: ControllerSlot(0), name: "a")
  private let b = ControllerID(slot: ControllerSlot(1), name: "b")

  private func swiping() -> PageSwipeMachine {
    var machine = PageSwipeMachine()
    machine.began(from: [a], to: [b], forward: true)
    return machine
  }

  func testASwipeMayBeginOnlyWhenIdleWithThePagesInstalled() {
    XCTAssertTrue(PageSwipeMachine().mayBegin(pagesInstalled: true))
    XCTAssertFalse(PageSwipeMachine().mayBegin(pagesInstalled: false))
    XCTAssertFalse(swiping().mayBegin(pagesInstalled: true))
  }

  func testAnEndWithoutASwipeIsIgnored() {
    for finished in [true, false] {
      var machine = PageSwipeMachine()
      XCTAssertEqual(machine.end(finished: finished), .ignore)
      XCTAssertFalse(machine.isSwiping)
    }
  }

  func testASwipeEndsFinishedOrCancelledWithItsPages() {
    let swipe = PageSwipeMachine.Swipe(from: [a], to: [b], forward: true)
    var finished = swiping()
    XCTAssertEqual(finished.end(finished: true), .finish(swipe))
    XCTAssertFalse(finished.isSwiping)
    var cancelled = swiping()
    XCTAssertEqual(cancelled.end(finished: false), .cancel(swipe))
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
