import XCTest

@testable import Containment

/// Rule 5.3's checks on their own, in their order: each fact that decides a
/// `present` or a `dismiss`, alone and against the facts checked before it,
/// with no ``World`` (the whole traces are in `PresentationTests`).
final class PresentationRequestsTests: XCTestCase {
  private let caller = ControllerID(
    slot: ControllerSlot(0), name: "caller", lineage: WorldLineage().tag)
  private let presented = ControllerID(
    slot: ControllerSlot(1), name: "presented", lineage: WorldLineage().tag)
  private let other = ControllerID(
    slot: ControllerSlot(2), name: "other", lineage: WorldLineage().tag)
  private let window = WindowID(slot: WindowSlot(0), name: "window", lineage: WorldLineage().tag)

  /// Facts under which a presentation goes ahead at once.
  private var clear: PresentationRequests.PresentFacts {
    PresentationRequests.PresentFacts(
      hasDeferredDismissal: false, presenterOfPresented: nil, presentedIsActive: false,
      presentedByCaller: nil, callerWindow: window, defersTransitions: false)
  }

  private func present(_ change: (inout PresentationRequests.PresentFacts) -> Void)
    -> PresentationRequests.OnPresent
  {
    var facts = clear
    change(&facts)
    return PresentationRequests.present(presented, from: caller, facts)
  }

  // MARK: present

  func testAPresentationGoesAheadAtOnceOrAtTheLayoutPass() {
    XCTAssertEqual(present { _ in }, .present(in: window, deferred: false))
    XCTAssertEqual(
      present { $0.defersTransitions = true }, .present(in: window, deferred: true))
  }

  func testADeferredDismissalFinishesBeforeAnyCheck() {
    XCTAssertEqual(
      present {
        $0.hasDeferredDismissal = true
        $0.presenterOfPresented = other
        $0.presentedIsActive = true
        $0.callerWindow = nil
      }, .finishDeferredDismissalsFirst)
  }

  func testPresentingAPresentedControllerRaisesE7First() {
    XCTAssertEqual(
      present {
        $0.presenterOfPresented = other
        $0.presentedIsActive = true
        $0.presentedByCaller = other
      }, .raise(.alreadyPresented(controller: presented, presenter: other)))
  }

  func testPresentingAnActiveControllerRaisesE7BeforeAnyWarning() {
    XCTAssertEqual(
      present {
        $0.presentedIsActive = true
        $0.presentedByCaller = other
        $0.callerWindow = nil
      }, .raise(.presentingActiveController(presented)))
  }

  func testACallerThatPresentsWarnsW3BeforeTheWindowIsChecked() {
    XCTAssertEqual(
      present {
        $0.presentedByCaller = other
        $0.callerWindow = nil
      }, .warn(.alreadyPresenting(presented: presented, presenter: caller, current: other)))
  }

  func testACallerInNoVisibleWindowWarnsW4() {
    XCTAssertEqual(
      present { $0.callerWindow = nil },
      .warn(.presenterNotInWindow(presented: presented, presenter: caller)))
  }

  // MARK: dismissTarget

  func testACallerThatPresentsDismissesWhatItPresents() {
    XCTAssertEqual(
      PresentationRequests.dismissTarget(
        of: caller, presents: true, presenterAbove: other, hasDeferredDismissal: false),
      .presenter(caller))
  }

  func testACallerThatPresentsNothingIsDismissedByThePresenterAbove() {
    XCTAssertEqual(
      PresentationRequests.dismissTarget(
        of: caller, presents: false, presenterAbove: other, hasDeferredDismissal: false),
      .presenter(other))
    XCTAssertEqual(
      PresentationRequests.dismissTarget(
        of: caller, presents: false, presenterAbove: nil, hasDeferredDismissal: false),
      PresentationRequests.DismissTarget.none)
  }

  func testADeferredDismissalFinishesBeforeAnotherIsTargeted() {
    for presents in [false, true] {
      XCTAssertEqual(
        PresentationRequests.dismissTarget(
          of: caller, presents: presents, presenterAbove: other, hasDeferredDismissal: true),
        .finishDeferredDismissalsFirst)
    }
  }

  // MARK: dismiss

  /// Facts under which a chain leaves at once.
  private var leavingChain: PresentationRequests.ChainFacts {
    PresentationRequests.ChainFacts(
      isLeaving: false, hasPresentationUnderWay: false, isEmpty: false, window: window,
      defersTransitions: false)
  }

  private func dismiss(_ change: (inout PresentationRequests.ChainFacts) -> Void)
    -> PresentationRequests.OnDismiss
  {
    var facts = leavingChain
    change(&facts)
    return PresentationRequests.dismiss(facts)
  }

  func testAChainLeavesAtOnceOrAtTheLayoutPass() {
    XCTAssertEqual(dismiss { _ in }, .dismiss(in: window, deferred: false))
    XCTAssertEqual(
      dismiss { $0.defersTransitions = true }, .dismiss(in: window, deferred: true))
  }

  func testAChainAlreadyLeavingIsNotDismissedAgain() {
    XCTAssertEqual(
      dismiss {
        $0.isLeaving = true
        $0.hasPresentationUnderWay = true
      }, .ignore)
  }

  func testAPresentationUnderWayEndsBeforeItsChainLeaves() {
    XCTAssertEqual(dismiss { $0.hasPresentationUnderWay = true }, .endPresentationFirst)
  }

  func testNoChainOrNoWindowDismissesNothing() {
    XCTAssertEqual(dismiss { $0.isEmpty = true }, .ignore)
    XCTAssertEqual(dismiss { $0.window = nil }, .ignore)
  }
}
