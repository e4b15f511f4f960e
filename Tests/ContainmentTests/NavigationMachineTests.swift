import XCTest

@testable import Containment

/// Rule 5.1's transition machine on its own: every phase × every event,
/// with no ``World`` (the whole traces are in `NavigationControllerTests`).
///
/// Each test starts the machine in one phase, reached through its own
/// events only, sends one event, and checks the answer and the phase after.
final class NavigationMachineTests: XCTestCase {
  private let a = ControllerID(slot: ControllerSlot(0), name: "a", lineage: WorldLineage().tag)
  private let b = ControllerID(slot: ControllerSlot(1), name: "b", lineage: WorldLineage().tag)
  private let nav = ControllerID(slot: ControllerSlot(2), name: "nav", lineage: WorldLineage().tag)
  private var push: NavigationTransition { NavigationTransition(from: a, to: b, animated: true) }
  private var instantPush: NavigationTransition {
    NavigationTransition(from: a, to: b, animated: false)
  }
  private var interactivePop: NavigationTransition {
    NavigationTransition(from: b, to: a, animated: true, popped: b, isInteractive: true)
  }
  private var call: Call { .popViewController(nav, animated: true) }

  /// The phases, each reached through the machine's own events.
  private enum Phase: CaseIterable { case idle, pending, starting, running, interactive }

  private func machine(_ phase: Phase) -> NavigationMachine {
    var machine = NavigationMachine()
    switch phase {
    case .idle:
      break
    case .pending:
      _ = machine.request(push, startsAtLayoutPass: true)
    case .starting:
      _ = machine.request(push, startsAtLayoutPass: true)
      _ = machine.start(push, as: push, hasView: true, isOnScreen: true)
    case .running:
      _ = machine.request(push, startsAtLayoutPass: true)
      _ = machine.start(push, as: push, hasView: true, isOnScreen: true)
      XCTAssertEqual(machine.startDelivered(push, endsAtOnce: false), .animate)
      machine.animationBegan(7, for: push)
    case .interactive:
      _ = machine.request(interactivePop, startsAtLayoutPass: false)
      _ = machine.start(interactivePop, as: interactivePop, hasView: true, isOnScreen: true)
      XCTAssertEqual(machine.startDelivered(interactivePop, endsAtOnce: false), .waitForGesture)
    }
    return machine
  }

  // MARK: request

  func testRequestMakesTheTransitionPendingInEveryPhase() {
    for phase in Phase.allCases {
      var machine = machine(phase)
      XCTAssertEqual(machine.request(instantPush, startsAtLayoutPass: true), .startAtLayoutPass)
      XCTAssertEqual(machine.phase, .pending(instantPush), "\(phase)")
      XCTAssertEqual(machine.request(instantPush, startsAtLayoutPass: false), .startNow)
    }
  }

  // MARK: callArrives

  func testACallProceedsOnlyWhenIdle() {
    var machine = machine(.idle)
    XCTAssertEqual(machine.callArrives(call, queuesRequests: true), .proceed)
    XCTAssertEqual(machine, NavigationMachine())
  }

  func testACallIsQueuedBehindAnyTransitionWhereTheProfileQueues() {
    for phase in Phase.allCases where phase != .idle {
      var machine = machine(phase)
      let before = machine.phase
      XCTAssertEqual(machine.callArrives(call, queuesRequests: true), .waits, "\(phase)")
      XCTAssertEqual(machine.phase, before, "\(phase)")
      XCTAssertEqual(machine.queuedRequests, [call], "\(phase)")
    }
  }

  func testACallDuringTheStartWaitsInTheStartWhereTheProfileDoesNotQueue() {
    var machine = machine(.starting)
    XCTAssertEqual(machine.callArrives(call, queuesRequests: false), .waits)
    XCTAssertEqual(machine.phase, .starting(push, waiting: [call]))
    XCTAssertEqual(machine.queuedRequests, [])
  }

  func testACallCutsShortAPendingRunningOrInteractiveTransitionWhereTheProfileDoesNotQueue() {
    for phase in [Phase.pending, .running, .interactive] {
      var machine = machine(phase)
      let before = machine
      XCTAssertEqual(machine.callArrives(call, queuesRequests: false), .cutShortThenRun)
      XCTAssertEqual(machine, before, "\(phase): the cut is its own event")
    }
  }

  func testQueuedRequestsAreTakenInTheOrderAsked() {
    var machine = machine(.running)
    let second = Call.popToRootViewController(nav, animated: false)
    _ = machine.callArrives(call, queuesRequests: true)
    _ = machine.callArrives(second, queuesRequests: true)
    XCTAssertEqual(machine.takeFirstQueuedRequest()?.call, call)
    XCTAssertEqual(machine.queuedRequests, [second])
    let last = machine.takeFirstQueuedRequest()
    XCTAssertEqual(last?.call, second)
    XCTAssertEqual(last?.moreQueued, false)
    XCTAssertNil(machine.takeFirstQueuedRequest())
  }

  // MARK: start

  func testStartIgnoresATransitionThatIsNotThePendingOne() {
    for phase in Phase.allCases where phase != .pending {
      var machine = machine(phase)
      let before = machine
      XCTAssertEqual(
        machine.start(push, as: push, hasView: true, isOnScreen: true), .ignore, "\(phase)")
      XCTAssertEqual(machine, before, "\(phase)")
    }
    var machine = machine(.pending)
    XCTAssertEqual(
      machine.start(instantPush, as: instantPush, hasView: true, isOnScreen: true), .ignore)
  }

  func testStartOfThePendingTransitionDeliversItsStartOnScreen() {
    var machine = machine(.pending)
    var applying = push
    applying.buried = []
    XCTAssertEqual(
      machine.start(push, as: applying, hasView: true, isOnScreen: true), .deliverStart)
    XCTAssertEqual(machine.phase, .starting(applying, waiting: []))
  }

  func testStartOffScreenAppliesTheStackAndLeavesTheMachineIdle() {
    var machine = machine(.pending)
    XCTAssertEqual(
      machine.start(push, as: push, hasView: true, isOnScreen: false), .applyOffScreen)
    XCTAssertTrue(machine.isIdle)
  }

  func testStartWithoutTheNavigationViewAbandonsTheTransition() {
    var machine = machine(.pending)
    XCTAssertEqual(machine.start(push, as: push, hasView: false, isOnScreen: true), .abandon)
    XCTAssertTrue(machine.isIdle)
  }

  // MARK: startDelivered

  func testStartDeliveredIgnoresEveryPhaseButStarting() {
    for phase in Phase.allCases where phase != .starting {
      var machine = machine(phase)
      let before = machine
      XCTAssertEqual(machine.startDelivered(push, endsAtOnce: false), .ignore, "\(phase)")
      XCTAssertEqual(machine, before, "\(phase)")
    }
  }

  func testStartDeliveredAnimatesAnAnimatedTransition() {
    var machine = machine(.starting)
    XCTAssertEqual(machine.startDelivered(push, endsAtOnce: false), .animate)
    machine.animationBegan(3, for: push)
    XCTAssertEqual(machine.phase, .running(animation: 3, push))
  }

  func testStartDeliveredEndsNowWhenCutShortOrNotAnimated() {
    var machine = machine(.starting)
    XCTAssertEqual(machine.startDelivered(push, endsAtOnce: true), .endNow(thenRun: []))
    XCTAssertEqual(machine.phase, .starting(push, waiting: []), "the end clears it")
    var instant = NavigationMachine()
    _ = instant.request(instantPush, startsAtLayoutPass: true)
    _ = instant.start(instantPush, as: instantPush, hasView: true, isOnScreen: true)
    XCTAssertEqual(instant.startDelivered(instantPush, endsAtOnce: false), .endNow(thenRun: []))
  }

  func testStartDeliveredEndsNowAndRunsTheCallsThatWaitedForIt() {
    var machine = machine(.starting)
    _ = machine.callArrives(call, queuesRequests: false)
    XCTAssertEqual(machine.startDelivered(push, endsAtOnce: false), .endNow(thenRun: [call]))
  }

  // MARK: end

  func testEndOfTheTransitionInProgressMakesTheMachineIdle() {
    for phase in Phase.allCases where phase != .idle && phase != .interactive {
      var machine = machine(phase)
      machine.end(push)
      XCTAssertTrue(machine.isIdle, "\(phase)")
    }
  }

  func testEndOfAnotherTransitionLeavesTheOneInProgress() {
    var machine = machine(.running)
    let before = machine
    machine.end(instantPush)
    XCTAssertEqual(machine, before)
  }

  // MARK: cutShort

  func testCutShortAnswersForEachPhase() {
    let expected: [(Phase, NavigationMachine.OnCutShort, Bool)] = [
      (.idle, .nothing, true),
      (.pending, .startAndEndAtOnce(push), false),
      (.starting, .nothing, false),
      (.running, .stopAnimation(7, thenEnd: push), true),
      (.interactive, .end(interactivePop), true),
    ]
    for (phase, answer, idleAfter) in expected {
      var machine = machine(phase)
      XCTAssertEqual(machine.cutShort(), answer, "\(phase)")
      XCTAssertEqual(machine.isIdle, idleAfter, "\(phase)")
    }
  }

  // MARK: release

  func testAReleaseIgnoresEveryPhaseButInteractive() {
    for phase in Phase.allCases where phase != .interactive {
      var machine = machine(phase)
      let before = machine
      XCTAssertEqual(machine.release(finished: true), .ignore, "\(phase)")
      XCTAssertEqual(machine, before, "\(phase)")
    }
  }

  func testAGestureReleasedFinishedOrCancelledEndsTheInteractivePop() {
    var finished = machine(.interactive)
    XCTAssertEqual(finished.release(finished: true), .finish(interactivePop))
    XCTAssertTrue(finished.isIdle)
    var cancelled = machine(.interactive)
    XCTAssertEqual(cancelled.release(finished: false), .cancel(interactivePop))
    XCTAssertTrue(cancelled.isIdle)
  }
}
