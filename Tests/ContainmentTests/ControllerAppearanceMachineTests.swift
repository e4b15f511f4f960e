import XCTest

@testable import Containment

/// One controller's appearance machine on its own (rules 2.1, 2.7, 4.1,
/// 4.3): every state × every change, and the layout pass, with no ``World``
/// (the whole traces are in `AppearanceTests` and the rule tests).
///
/// Each test reaches a state through the machine's own events only, sends
/// one event, and checks the answer and the record after.
final class ControllerAppearanceMachineTests: XCTestCase {
  /// A machine in `state`, reached through its own events in ios5, which
  /// has no `viewIsAppearing`.
  private func machine(_ state: AppearanceState) -> ControllerAppearance {
    var machine = ControllerAppearance()
    func send(_ change: AppearanceChange) {
      guard
        case .deliver = machine.receive(
          change, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false)
      else { return XCTFail("\(change) was not delivered while reaching \(state)") }
    }
    switch state {
    case .disappeared:
      break
    case .appearing:
      send(.willAppear)
    case .appeared:
      send(.willAppear)
      send(.didAppear)
    case .disappearing:
      send(.willAppear)
      send(.didAppear)
      send(.willDisappear)
    }
    XCTAssertEqual(machine.state, state)
    return machine
  }

  private let changes: [AppearanceChange] = [
    .willAppear, .didAppear, .willDisappear, .didDisappear,
  ]

  /// How a line of the matrix names an answer.
  private func describe(_ answer: ControllerAppearance.OnChange) -> String {
    switch answer {
    case .suppressed: "suppressed"
    case .loadViewFirst: "load the view first"
    case .viewIsAppearingFirst: "viewIsAppearing first"
    case .deliver(_, let releases): releases ? "deliver, release didMove" : "deliver"
    }
  }

  // MARK: Rule 2.1: the guard and the transitions

  func testRule2_1_everyStateAndChange_aChangeIsSuppressedOnlyWhereItLeads() {
    var lines: [String] = []
    for state in AppearanceState.allCases {
      for change in changes {
        var machine = machine(state)
        let answer = machine.receive(
          change, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false)
        lines.append("\(state) + \(change) → \(describe(answer)), \(machine.state)")
      }
    }
    assertLines(
      lines,
      """
      disappeared + willAppear → deliver, appearing
      disappeared + didAppear → deliver, appeared
      disappeared + willDisappear → deliver, disappearing
      disappeared + didDisappear → suppressed, disappeared
      appearing + willAppear → suppressed, appearing
      appearing + didAppear → deliver, appeared
      appearing + willDisappear → deliver, disappearing
      appearing + didDisappear → deliver, disappeared
      appeared + willAppear → deliver, appearing
      appeared + didAppear → suppressed, appeared
      appeared + willDisappear → deliver, disappearing
      appeared + didDisappear → deliver, disappeared
      disappearing + willAppear → deliver, appearing
      disappearing + didAppear → deliver, appeared
      disappearing + willDisappear → suppressed, disappearing
      disappearing + didDisappear → deliver, disappeared
      """)
  }

  func testRule2_1_aSuppressedChangeLeavesTheRecordAsItWas() {
    for state in AppearanceState.allCases {
      var machine = machine(state)
      let before = machine
      let change = changes.first { $0.target == state }!
      XCTAssertEqual(
        machine.receive(change, animated: false, viewIsLoaded: false, sendsViewIsAppearing: true),
        .suppressed)
      XCTAssertEqual(machine, before, "\(state)")
    }
  }

  // MARK: Rule 1.4: a view loads before its appearance

  func testRule1_4_willAppearToAnUnloadedViewLoadsItFirst_andChangesNothing() {
    for state in AppearanceState.allCases where state != .appearing {
      var machine = machine(state)
      let before = machine
      XCTAssertEqual(
        machine.receive(
          .willAppear, animated: true, viewIsLoaded: false, sendsViewIsAppearing: false),
        .loadViewFirst, "\(state)")
      XCTAssertEqual(machine, before, "\(state)")
    }
  }

  func testRule1_4_onlyWillAppearWaitsForTheView() {
    for change in [AppearanceChange.didAppear, .willDisappear] {
      var machine = machine(.disappeared)
      guard
        case .deliver = machine.receive(
          change, animated: true, viewIsLoaded: false, sendsViewIsAppearing: false)
      else { return XCTFail("\(change) waited for the view") }
    }
  }

  // MARK: Rules 4.1 and 4.3: viewIsAppearing

  func testRule4_3_didAppearWithoutTheLayoutPass_viewIsAppearingComesFirstThenTheDid() {
    var machine = ControllerAppearance()
    _ = machine.receive(.willAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true)
    XCTAssertTrue(machine.awaitsViewIsAppearing(sendsViewIsAppearing: true))
    XCTAssertEqual(
      machine.receive(.didAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true),
      .viewIsAppearingFirst)
    XCTAssertEqual(machine.state, .appearing, "the did is asked again after viewIsAppearing")
    XCTAssertFalse(machine.awaitsViewIsAppearing(sendsViewIsAppearing: true))
    XCTAssertEqual(
      machine.receive(.didAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true),
      .deliver(movement: MovementFlags(), releasesHeldDidMove: false))
    XCTAssertEqual(machine.state, .appeared)
  }

  func testRule4_1_theLayoutPassSendsViewIsAppearingOnce_withTheAppearancesAnimated() {
    var machine = ControllerAppearance()
    _ = machine.receive(
      .willAppear, animated: false, viewIsLoaded: true, sendsViewIsAppearing: true)
    XCTAssertEqual(
      machine.layoutPass(sendsViewIsAppearing: true), .viewIsAppearing(animated: false))
    XCTAssertEqual(machine.layoutPass(sendsViewIsAppearing: true), .nothing)
    // The did that follows needs no viewIsAppearing of its own.
    guard
      case .deliver = machine.receive(
        .didAppear, animated: false, viewIsLoaded: true, sendsViewIsAppearing: true)
    else { return XCTFail("the did waited for a second viewIsAppearing") }
  }

  func testRule4_1_theLayoutPassOwesNothingOutsideAnAppearance_norInIOS5OrIOS7() {
    for state in AppearanceState.allCases {
      var machine = machine(state)
      let expected: ControllerAppearance.OnLayoutPass =
        state == .appearing ? .viewIsAppearing(animated: true) : .nothing
      XCTAssertEqual(machine.layoutPass(sendsViewIsAppearing: true), expected, "\(state)")
      var older = self.machine(state)
      XCTAssertEqual(older.layoutPass(sendsViewIsAppearing: false), .nothing, "\(state)")
    }
  }

  func testRule4_3_eachAppearanceOwesItsOwnViewIsAppearing() {
    var machine = ControllerAppearance()
    for change in changes {
      _ = machine.receive(change, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true)
      if change == .didAppear {
        // The first ask of the did was answered with viewIsAppearing first.
        _ = machine.receive(change, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true)
      }
    }
    XCTAssertEqual(machine.state, .disappeared)
    _ = machine.receive(.willAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: true)
    XCTAssertEqual(machine.layoutPass(sendsViewIsAppearing: true), .viewIsAppearing(animated: true))
  }

  // MARK: Rule 2.7: the flags a callback reads

  func testRule2_7_aWillReadsTheFlagsItOpens_aDidTheFlagsBeforeItClosesThem() {
    var machine = ControllerAppearance()
    machine.movement.attached()
    guard
      case .deliver(let willReads, _) = machine.receive(
        .willAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false)
    else { return XCTFail("viewWillAppear was not delivered") }
    XCTAssertTrue(willReads.isMovingToParent)
    XCTAssertTrue(willReads.awaitsAppearance, "the will opened the wait for its did")
    machine.movement.receivedDidMoveToParent()
    XCTAssertTrue(machine.movement.isMovingToParent, "the appearance is still awaited")
    guard
      case .deliver(let didReads, _) = machine.receive(
        .didAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false)
    else { return XCTFail("viewDidAppear was not delivered") }
    XCTAssertTrue(didReads.isMovingToParent, "the did reads the flag before it closes it")
    XCTAssertFalse(machine.movement.isMovingToParent)
  }

  // MARK: Rule 5.1: a held didMove(toParent:)

  func testRule5_1_aHeldDidMoveIsReleasedByTheNextDid_notByAWill() {
    var machine = machine(.disappeared)
    machine.holdsDidMove = true
    XCTAssertEqual(
      machine.receive(.willAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false),
      .deliver(movement: MovementFlags(), releasesHeldDidMove: false))
    XCTAssertTrue(machine.holdsDidMove)
    XCTAssertEqual(
      machine.receive(.didAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false),
      .deliver(movement: MovementFlags(), releasesHeldDidMove: true))
    XCTAssertFalse(machine.holdsDidMove)
    XCTAssertEqual(
      machine.receive(
        .willDisappear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false),
      .deliver(movement: MovementFlags(), releasesHeldDidMove: false))
    XCTAssertEqual(
      machine.receive(
        .didDisappear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false),
      .deliver(movement: MovementFlags(), releasesHeldDidMove: false), "released once")
  }

  func testRule5_1_aSuppressedDidKeepsTheHeldDidMove() {
    var machine = machine(.appeared)
    machine.holdsDidMove = true
    XCTAssertEqual(
      machine.receive(.didAppear, animated: true, viewIsLoaded: true, sendsViewIsAppearing: false),
      .suppressed)
    XCTAssertTrue(machine.holdsDidMove)
  }
}
