import XCTest

@testable import Containment

/// Rule 5.3a's pull of a sheet on its own: every phase × every event, and
/// no ``World`` (the whole traces are in `SheetDismissalTests`).
final class SheetPullMachineTests: XCTestCase {
  private let presenter = ControllerID(
    slot: ControllerSlot(0), name: "root", lineage: WorldLineage().tag)
  private let delegate = ControllerID(
    slot: ControllerSlot(1), name: "d", lineage: WorldLineage().tag)

  private enum Phase: CaseIterable { case idle, refused, dismissing }

  /// A machine in `phase`, reached through its own events.
  private func machine(_ phase: Phase) -> SheetPullMachine {
    var machine = SheetPullMachine()
    switch phase {
    case .idle:
      break
    case .refused:
      XCTAssertEqual(
        machine.start(presenter: presenter, isModal: true, delegate: nil, delegateAgrees: true),
        .refuseSilently)
    case .dismissing:
      XCTAssertEqual(
        machine.start(presenter: presenter, isModal: false, delegate: nil, delegateAgrees: true),
        .dismiss(delegate: nil))
    }
    return machine
  }

  func testAStartWhileAPullIsInProgressIsIgnored() {
    for phase in [Phase.refused, .dismissing] {
      var machine = machine(phase)
      let before = machine
      XCTAssertEqual(
        machine.start(
          presenter: presenter, isModal: false, delegate: delegate, delegateAgrees: true),
        .ignore, "\(phase)")
      XCTAssertEqual(machine, before, "\(phase)")
    }
  }

  func testAModalSheetRefusesSilentlyWhateverTheDelegateWouldSay() {
    for agrees in [true, false] {
      var machine = machine(.idle)
      XCTAssertEqual(
        machine.start(
          presenter: presenter, isModal: true, delegate: delegate, delegateAgrees: agrees),
        .refuseSilently)
      XCTAssertEqual(machine.phase, .refused)
    }
  }

  func testADelegateThatSaysNoIsAskedAndTheSheetStays() {
    var machine = machine(.idle)
    XCTAssertEqual(
      machine.start(
        presenter: presenter, isModal: false, delegate: delegate, delegateAgrees: false),
      .askThenRefuse(delegate: delegate))
    XCTAssertEqual(machine.phase, .refused)
  }

  func testAnAcceptedPullDismissesAskingTheDelegateIfAny() {
    var asked = machine(.idle)
    XCTAssertEqual(
      asked.start(presenter: presenter, isModal: false, delegate: delegate, delegateAgrees: true),
      .dismiss(delegate: delegate))
    XCTAssertEqual(asked.phase, .dismissing(presenter: presenter))
    var alone = machine(.idle)
    XCTAssertEqual(
      alone.start(presenter: presenter, isModal: false, delegate: nil, delegateAgrees: false),
      .dismiss(delegate: nil), "no delegate: nobody answers no")
  }

  func testReleaseAnswersForEachPhase() {
    let expected: [(Phase, Bool, SheetPullMachine.OnRelease)] = [
      (.idle, true, .ignore), (.idle, false, .ignore),
      (.refused, true, .attemptToDismiss), (.refused, false, .nothing),
      (.dismissing, true, .finishDismissal(presenter: presenter)),
      (.dismissing, false, .cancelDismissal),
    ]
    for (phase, finished, answer) in expected {
      var machine = machine(phase)
      XCTAssertEqual(machine.release(finished: finished), answer, "\(phase) finished: \(finished)")
      XCTAssertFalse(machine.isPulling, "\(phase)")
    }
  }
}
