import XCTest

@testable import Containment

/// Rule 5.4's page view controller state on its own: each event that
/// changes it, with no ``World`` (the whole traces are in
/// `PageViewControllerTests`; the swipe's phases in `PageSwipeMachineTests`).
final class PageViewStateTests: XCTestCase {
  private let owner = ControllerID(
    slot: ControllerSlot(0), name: "pages", lineage: WorldLineage().tag)
  private let a = ControllerID(slot: ControllerSlot(1), name: "a", lineage: WorldLineage().tag)
  private let b = ControllerID(slot: ControllerSlot(2), name: "b", lineage: WorldLineage().tag)
  private let c = ControllerID(slot: ControllerSlot(3), name: "c", lineage: WorldLineage().tag)

  private func state(_ style: PageTransitionStyle = .scroll) -> PageViewState {
    var state = PageViewState(
      controller: owner, style: style, spine: style == .scroll ? .none : .min)
    state.pagesInstalled([a], previous: nil, animated: false, forward: true)
    return state
  }

  func testPagesRecordedBeforeTheViewLoadsWaitToBeInstalled() {
    var state = state()
    state.pagesRecordedForLoad([b])
    XCTAssertEqual(state.pages, [b])
    XCTAssertFalse(state.installed)
    state.recordedPagesTaken()
    XCTAssertEqual(state.pages, [])
  }

  func testAnAnimatedScrollSetKeepsThePageShownBeforeAsTheNeighbourItCameFrom() {
    var forward = state()
    forward.pagesInstalled([b], previous: a, animated: true, forward: true)
    XCTAssertEqual(forward.known[b], PageViewState.Neighbours(before: .some(a), after: nil))
    var reverse = state()
    reverse.pagesInstalled([b], previous: a, animated: true, forward: false)
    XCTAssertEqual(reverse.known[b], PageViewState.Neighbours(before: nil, after: .some(a)))
  }

  func testASetWithoutAnimationOrInPageCurlForgetsEveryNeighbour() {
    for (style, animated) in [(PageTransitionStyle.scroll, false), (.pageCurl, true)] {
      var state = state(style)
      state.dataSourceAnswered(c, for: a, forward: true)
      state.pagesInstalled([b], previous: a, animated: animated, forward: true)
      XCTAssertEqual(state.known, [:], "\(style) animated: \(animated)")
      XCTAssertTrue(state.installed)
    }
  }

  func testTheSamePagesSetAgainForgetTheCache() {
    var state = state()
    state.dataSourceAnswered(b, for: a, forward: true)
    state.pagesSetAgain()
    XCTAssertEqual(state.known, [:])
    XCTAssertEqual(state.pages, [a])
  }

  func testADataSourceAnswerIsRememberedOnItsSideNilIncluded() {
    var state = state()
    state.dataSourceAnswered(b, for: a, forward: true)
    state.dataSourceAnswered(nil, for: a, forward: false)
    XCTAssertEqual(state.known[a], PageViewState.Neighbours(before: .some(nil), after: .some(b)))
  }

  func testAFinishedSwipeShowsItsPagesAndKeepsTheLeftOnesAsNeighbours() {
    var forward = state()
    forward.swipeFinished(PageSwipeMachine.Swipe(from: [a], to: [b], forward: true))
    XCTAssertEqual(forward.pages, [b])
    XCTAssertEqual(forward.known[b], PageViewState.Neighbours(before: .some(a), after: nil))
    var back = state()
    back.swipeFinished(PageSwipeMachine.Swipe(from: [a], to: [c], forward: false))
    XCTAssertEqual(back.known[c], PageViewState.Neighbours(before: nil, after: .some(a)))
  }

  func testInstallingPagesForgetsASwipeInProgress() {
    var state = state()
    state.swiping.started(from: [a], to: [b], forward: true)
    state.pagesInstalled([c], previous: a, animated: false, forward: true)
    XCTAssertFalse(state.swiping.isSwiping)
  }
}
