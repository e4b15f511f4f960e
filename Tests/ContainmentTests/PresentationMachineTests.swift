import XCTest

@testable import Containment

/// Rule 5.3's presentation machine on its own: every phase × every event,
/// with no ``World`` (the whole traces are in `PresentationTests`; what a
/// `present` or `dismiss` call decides is in `PresentationRequestsTests`).
///
/// Each test reaches a phase through the machine's own events only, sends
/// one event, and checks the phase after.
final class PresentationMachineTests: XCTestCase {
  private typealias Phase = PresentationMachine.Phase
  private typealias DismissalPhase = PresentationMachine.DismissalPhase

  /// A machine whose presentation is in `phase`, reached through its events.
  private func machine(_ phase: Phase) -> PresentationMachine {
    var machine = PresentationMachine()
    switch phase {
    case .notPresented:
      break
    case .waitingForLayoutPass:
      machine.requested(startsAtLayoutPass: true)
    case .starting:
      machine.requested(startsAtLayoutPass: false)
    case .animating:
      machine.requested(startsAtLayoutPass: false)
      machine.animationBegan()
    case .ending:
      machine.requested(startsAtLayoutPass: false)
      machine.animationBegan()
      machine.animationEnded()
    case .presented:
      machine.requested(startsAtLayoutPass: false)
      machine.ended()
    }
    XCTAssertEqual(machine.phase, phase)
    return machine
  }

  /// A presented machine whose dismissal is in `phase`, reached through its
  /// events.
  private func machine(dismissal phase: DismissalPhase) -> PresentationMachine {
    var machine = machine(.presented)
    switch phase {
    case .none:
      break
    case .waitingForLayoutPass:
      machine.dismissalRequested(startsAtLayoutPass: true)
    case .starting:
      machine.dismissalRequested(startsAtLayoutPass: false)
    case .animating:
      machine.dismissalRequested(startsAtLayoutPass: false)
      machine.dismissalAnimationBegan()
    case .ending:
      machine.dismissalRequested(startsAtLayoutPass: false)
      machine.dismissalAnimationBegan()
      machine.dismissalEnds()
    }
    XCTAssertEqual(machine.dismissal, phase)
    return machine
  }

  private let phases: [Phase] = [
    .notPresented, .waitingForLayoutPass, .starting, .animating, .ending, .presented,
  ]
  private let dismissalPhases: [DismissalPhase] = [
    .none, .waitingForLayoutPass, .starting, .animating, .ending,
  ]

  // MARK: The presentation

  func testRule5_3_everyPhaseAndEventOfAPresentation() {
    let events: [(String, (inout PresentationMachine) -> Void)] = [
      ("startTaken", { $0.startTaken() }),
      ("animationBegan", { $0.animationBegan() }),
      ("animationEnded", { $0.animationEnded() }),
      ("ended", { $0.ended() }),
    ]
    var lines: [String] = []
    for phase in phases {
      for (name, event) in events {
        var machine = machine(phase)
        event(&machine)
        lines.append("\(phase) + \(name) → \(machine.phase)")
      }
    }
    assertLines(
      lines,
      """
      notPresented + startTaken → notPresented
      notPresented + animationBegan → notPresented
      notPresented + animationEnded → notPresented
      notPresented + ended → notPresented
      waitingForLayoutPass + startTaken → starting
      waitingForLayoutPass + animationBegan → waitingForLayoutPass
      waitingForLayoutPass + animationEnded → waitingForLayoutPass
      waitingForLayoutPass + ended → waitingForLayoutPass
      starting + startTaken → starting
      starting + animationBegan → animating
      starting + animationEnded → starting
      starting + ended → presented
      animating + startTaken → animating
      animating + animationBegan → animating
      animating + animationEnded → ending
      animating + ended → presented
      ending + startTaken → ending
      ending + animationBegan → ending
      ending + animationEnded → ending
      ending + ended → presented
      presented + startTaken → presented
      presented + animationBegan → presented
      presented + animationEnded → presented
      presented + ended → presented
      """)
  }

  func testRule5_3_aPresentationIsUnderWayOnlyWhileItWaitsOrAnimates() {
    let underWay = phases.filter { machine($0).isUnderWay }
    XCTAssertEqual(underWay, [.waitingForLayoutPass, .animating])
  }

  func testRule5_3_askedAgain_aPresentationStartsOver_aDismissalInProgressGoesOn() {
    for deferred in [true, false] {
      var machine = machine(dismissal: .animating)
      machine.requested(startsAtLayoutPass: deferred)
      XCTAssertEqual(machine.phase, deferred ? .waitingForLayoutPass : .starting)
      XCTAssertEqual(machine.dismissal, .animating)
    }
  }

  func testRule5_3_unlinked_thePresentationIsOver_onlyAnEndingDismissalEnds() {
    var lines: [String] = []
    for phase in dismissalPhases {
      var machine = machine(dismissal: phase)
      machine.unlinked()
      lines.append("\(phase) + unlinked → \(machine.dismissal), presentation \(machine.phase)")
    }
    assertLines(
      lines,
      """
      none + unlinked → none, presentation notPresented
      waitingForLayoutPass + unlinked → waitingForLayoutPass, presentation notPresented
      starting + unlinked → starting, presentation notPresented
      animating + unlinked → animating, presentation notPresented
      ending + unlinked → none, presentation notPresented
      """)
  }

  // MARK: The dismissal of the chain a member leads

  func testRule5_3_everyPhaseAndEventOfADismissal() {
    let events: [(String, (inout PresentationMachine) -> Void)] = [
      ("dismissalStartTaken", { $0.dismissalStartTaken() }),
      ("dismissalAnimationBegan", { $0.dismissalAnimationBegan() }),
      ("dismissalEnds", { $0.dismissalEnds() }),
    ]
    var lines: [String] = []
    for phase in dismissalPhases {
      for (name, event) in events {
        var machine = machine(dismissal: phase)
        event(&machine)
        lines.append("\(phase) + \(name) → \(machine.dismissal), presentation \(machine.phase)")
      }
    }
    assertLines(
      lines,
      """
      none + dismissalStartTaken → none, presentation presented
      none + dismissalAnimationBegan → none, presentation presented
      none + dismissalEnds → none, presentation presented
      waitingForLayoutPass + dismissalStartTaken → starting, presentation presented
      waitingForLayoutPass + dismissalAnimationBegan → waitingForLayoutPass, presentation presented
      waitingForLayoutPass + dismissalEnds → waitingForLayoutPass, presentation presented
      starting + dismissalStartTaken → starting, presentation presented
      starting + dismissalAnimationBegan → animating, presentation presented
      starting + dismissalEnds → ending, presentation presented
      animating + dismissalStartTaken → animating, presentation presented
      animating + dismissalAnimationBegan → animating, presentation presented
      animating + dismissalEnds → ending, presentation presented
      ending + dismissalStartTaken → ending, presentation presented
      ending + dismissalAnimationBegan → ending, presentation presented
      ending + dismissalEnds → ending, presentation presented
      """)
  }

  func testRule5_3_aChainIsLeavingOnlyWhileItsDismissalAnimates() {
    let leaving = dismissalPhases.filter { machine(dismissal: $0).isLeaving }
    XCTAssertEqual(leaving, [.animating])
  }

  func testRule5_3_aDismissalAskedWhileThePresentationAnimatesLeavesThePresentationsPhase() {
    var machine = machine(.animating)
    machine.dismissalRequested(startsAtLayoutPass: false)
    machine.dismissalAnimationBegan()
    XCTAssertEqual(machine.phase, .animating)
    XCTAssertTrue(machine.isUnderWay)
    XCTAssertTrue(machine.isLeaving)
  }
}
