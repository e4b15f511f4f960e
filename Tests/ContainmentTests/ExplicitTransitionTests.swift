import XCTest

@testable import Containment

/// Rule 2.4's explicit transition on its own: every phase × every event,
/// with no ``World`` (the whole traces are in `TransitionTests` and
/// `AppearanceTests`).
///
/// Each phase is reached through the machine's own events from a fresh
/// controller that is disappeared, as a new controller is.
final class ExplicitTransitionTests: XCTestCase {
  private enum Phase: CaseIterable {
    case neverBegun, appearingLevel1, appearingLevel2, disappearingLevel1, closedAfterAppearing
  }

  private func transition(_ phase: Phase) -> ExplicitTransition {
    var transition = ExplicitTransition()
    switch phase {
    case .neverBegun:
      break
    case .appearingLevel1:
      _ = transition.begin(
        isAppearing: true, animated: true, cause: .uikitContainerTransition, from: .disappeared)
    case .appearingLevel2:
      _ = transition.begin(
        isAppearing: true, animated: true, cause: .uikitContainerTransition, from: .disappeared)
      _ = transition.begin(
        isAppearing: true, animated: false, cause: .uikitContainerTransition, from: .appearing)
    case .disappearingLevel1:
      _ = transition.begin(
        isAppearing: false, animated: false, cause: .uikitContainerTransition, from: .appeared)
    case .closedAfterAppearing:
      _ = transition.begin(
        isAppearing: true, animated: true, cause: .uikitContainerTransition, from: .disappeared)
      _ = transition.end(forwardsAppearance: true)
    }
    return transition
  }

  // MARK: begin

  func testABeginInTheOpenDirectionNestsAndSendsNothing() {
    for phase in [Phase.appearingLevel1, .appearingLevel2] {
      var machine = transition(phase)
      let level = machine.level
      XCTAssertEqual(
        machine.begin(
          isAppearing: true, animated: false, cause: .uikitContainerTransition, from: .appearing),
        .nested)
      XCTAssertEqual(machine.level, level + 1, "\(phase)")
      XCTAssertEqual(machine.animated, true, "the first begin's animated stays: \(phase)")
    }
  }

  func testABeginInTheOtherDirectionOrWithNothingOpenOpensAtLevel1() {
    for phase in [Phase.neverBegun, .appearingLevel1, .appearingLevel2, .closedAfterAppearing] {
      var machine = transition(phase)
      XCTAssertEqual(
        machine.begin(isAppearing: false, animated: true, cause: .uikit, from: .appeared),
        .opened(.willDisappear), "\(phase)")
      XCTAssertEqual(
        machine,
        ExplicitTransition(level: 1, isAppearing: false, animated: true, cause: .uikit),
        "\(phase)")
    }
  }

  func testABeginTowardWhereTheControllerAlreadyGoesSendsNothingAtLevel0() {
    for phase in [Phase.neverBegun, .disappearingLevel1, .closedAfterAppearing] {
      var machine = transition(phase)
      XCTAssertEqual(
        machine.begin(
          isAppearing: true, animated: true, cause: .uikitContainerTransition, from: .appearing),
        .alreadyThere, "\(phase)")
      XCTAssertEqual(
        machine,
        ExplicitTransition(
          level: 0, isAppearing: true, animated: true, cause: .uikitContainerTransition),
        "\(phase)")
      XCTAssertFalse(machine.isOpen)
    }
  }

  // MARK: end

  func testAnEndWithNothingOpenIsUnbalancedAndAttemptsTheLastDirectionsDid() {
    XCTAssertEqual(
      transition(.neverBegun).endAnswer(forwards: true), .unbalanced(nil, animated: false))
    XCTAssertEqual(
      transition(.closedAfterAppearing).endAnswer(forwards: false),
      .unbalanced(.didAppear, animated: false))
  }

  func testAnEndAboveLevel1OfAForwardingControllerOnlyLowersTheLevel() {
    var machine = transition(.appearingLevel2)
    XCTAssertEqual(machine.end(forwardsAppearance: true), .lowered)
    XCTAssertEqual(machine.level, 1)
    XCTAssertEqual(machine.end(forwardsAppearance: true), .closed(.didAppear, animated: true))
  }

  func testAnEndAboveLevel1OfAControllerThatForwardsByHandCloses() {
    var machine = transition(.appearingLevel2)
    XCTAssertEqual(machine.end(forwardsAppearance: false), .closed(.didAppear, animated: true))
    XCTAssertFalse(machine.isOpen)
  }

  func testAnEndAtLevel1ClosesWithTheBeginsAnimatedThenClearsIt() {
    for (phase, did, animated) in [
      (Phase.appearingLevel1, AppearanceChange.didAppear, true),
      (.disappearingLevel1, .didDisappear, false),
    ] {
      var machine = transition(phase)
      XCTAssertEqual(
        machine.end(forwardsAppearance: true), .closed(did, animated: animated), "\(phase)")
      XCTAssertEqual(machine.level, 0)
      XCTAssertEqual(machine.animated, false, "\(phase)")
      XCTAssertEqual(machine.isAppearing, did == .didAppear, "the direction stays: \(phase)")
      XCTAssertEqual(machine.cause, .uikitContainerTransition, "the cause stays: \(phase)")
    }
  }
}

extension ExplicitTransition {
  /// The answer of an end, on a copy.
  fileprivate func endAnswer(forwards: Bool) -> OnEnd {
    var copy = self
    return copy.end(forwardsAppearance: forwards)
  }
}
