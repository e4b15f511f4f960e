import XCTest

@testable import Containment

/// Rule 4.1's turn machine on its own: every state × every event, with no
/// ``World`` (the whole traces are in `RunLoopTests`).
///
/// Each test reaches a state through the machine's own events only, sends
/// one event, and checks the answer and the state after.
final class TurnMachineTests: XCTestCase {
  /// The machine's states, each reached through its own events.
  private enum State: CaseIterable {
    case emptyTurn, busyTurn, atLayoutPass, atCommit, afterCommit, nestedAtLayoutPass
  }

  private func machine(_ state: State) -> TurnMachine {
    var machine = TurnMachine()
    switch state {
    case .emptyTurn:
      break
    case .busyTurn:
      machine.noteWork()
    case .atLayoutPass:
      machine.noteWork()
      _ = machine.openEnd(hasWorkDue: false)
    case .atCommit:
      machine.noteWork()
      _ = machine.openEnd(hasWorkDue: false)
      machine.enters(.coreAnimationCommit)
    case .afterCommit:
      machine.noteWork()
      _ = machine.openEnd(hasWorkDue: false)
      machine.enters(.afterCommit)
    case .nestedAtLayoutPass:
      // A handler's `RunLoop.main.turn()` during the after-commit step.
      machine.noteWork()
      _ = machine.openEnd(hasWorkDue: false)
      machine.enters(.afterCommit)
      machine.noteWork()
      _ = machine.openEnd(hasWorkDue: false)
    }
    return machine
  }

  private func describe(_ machine: TurnMachine) -> String {
    let ends = machine.endsUnderWay.map { "\($0)" }.joined(separator: " > ")
    return (machine.isEmpty ? "empty" : "busy") + ", \(machine.turnsEnded) ended"
      + (ends.isEmpty ? "" : ", ending at \(ends)")
  }

  private func describe(_ answer: TurnMachine.OnOpenEnd) -> String {
    switch answer {
    case .silent: "silent"
    case .opened(let number): "turn \(number) ends"
    }
  }

  private func describe(_ answer: TurnMachine.OnClose) -> String {
    switch answer {
    case .repeatSteps: "repeat"
    case .closed: "closed"
    }
  }

  func testRule4_1_everyStateAndEvent() {
    var lines: [String] = []
    for state in State.allCases {
      var worked = machine(state)
      worked.noteWork()
      lines.append("\(state) + work → \(describe(worked))")
      for due in [false, true] {
        var opened = machine(state)
        let answer = opened.openEnd(hasWorkDue: due)
        lines.append(
          "\(state) + open\(due ? ", work due" : "") → \(describe(answer)), \(describe(opened))")
      }
      guard machine(state).isEnding else { continue }
      for step in [TurnMachine.Step.layoutPass, .coreAnimationCommit, .afterCommit] {
        var stepped = machine(state)
        stepped.enters(step)
        lines.append("\(state) + \(step) → \(describe(stepped))")
      }
      for pending in [false, true] {
        var closed = machine(state)
        let answer = closed.close(hasWorkPending: pending)
        lines.append(
          "\(state) + close\(pending ? ", work pending" : "") → \(describe(answer)), "
            + describe(closed))
      }
    }
    assertLines(
      lines,
      """
      emptyTurn + work → busy, 0 ended
      emptyTurn + open → silent, empty, 0 ended
      emptyTurn + open, work due → turn 1 ends, empty, 1 ended, ending at layoutPass
      busyTurn + work → busy, 0 ended
      busyTurn + open → turn 1 ends, busy, 1 ended, ending at layoutPass
      busyTurn + open, work due → turn 1 ends, busy, 1 ended, ending at layoutPass
      atLayoutPass + work → busy, 1 ended, ending at layoutPass
      atLayoutPass + open → turn 2 ends, busy, 2 ended, ending at layoutPass > layoutPass
      atLayoutPass + open, work due → turn 2 ends, busy, 2 ended, ending at layoutPass > layoutPass
      atLayoutPass + layoutPass → busy, 1 ended, ending at layoutPass
      atLayoutPass + coreAnimationCommit → busy, 1 ended, ending at coreAnimationCommit
      atLayoutPass + afterCommit → busy, 1 ended, ending at afterCommit
      atLayoutPass + close → closed, empty, 1 ended
      atLayoutPass + close, work pending → repeat, busy, 1 ended, ending at layoutPass
      atCommit + work → busy, 1 ended, ending at coreAnimationCommit
      atCommit + open → turn 2 ends, busy, 2 ended, ending at coreAnimationCommit > layoutPass
      atCommit + open, work due → turn 2 ends, busy, 2 ended, ending at coreAnimationCommit > layoutPass
      atCommit + layoutPass → busy, 1 ended, ending at layoutPass
      atCommit + coreAnimationCommit → busy, 1 ended, ending at coreAnimationCommit
      atCommit + afterCommit → busy, 1 ended, ending at afterCommit
      atCommit + close → closed, empty, 1 ended
      atCommit + close, work pending → repeat, busy, 1 ended, ending at layoutPass
      afterCommit + work → busy, 1 ended, ending at afterCommit
      afterCommit + open → turn 2 ends, busy, 2 ended, ending at afterCommit > layoutPass
      afterCommit + open, work due → turn 2 ends, busy, 2 ended, ending at afterCommit > layoutPass
      afterCommit + layoutPass → busy, 1 ended, ending at layoutPass
      afterCommit + coreAnimationCommit → busy, 1 ended, ending at coreAnimationCommit
      afterCommit + afterCommit → busy, 1 ended, ending at afterCommit
      afterCommit + close → closed, empty, 1 ended
      afterCommit + close, work pending → repeat, busy, 1 ended, ending at layoutPass
      nestedAtLayoutPass + work → busy, 2 ended, ending at afterCommit > layoutPass
      nestedAtLayoutPass + open → turn 3 ends, busy, 3 ended, ending at afterCommit > layoutPass > layoutPass
      nestedAtLayoutPass + open, work due → turn 3 ends, busy, 3 ended, ending at afterCommit > layoutPass > layoutPass
      nestedAtLayoutPass + layoutPass → busy, 2 ended, ending at afterCommit > layoutPass
      nestedAtLayoutPass + coreAnimationCommit → busy, 2 ended, ending at afterCommit > coreAnimationCommit
      nestedAtLayoutPass + afterCommit → busy, 2 ended, ending at afterCommit > afterCommit
      nestedAtLayoutPass + close → closed, empty, 2 ended, ending at afterCommit
      nestedAtLayoutPass + close, work pending → repeat, busy, 2 ended, ending at afterCommit > layoutPass
      """)
  }

  /// A turn end that closes leaves an empty turn, whose end is silent until
  /// something happens in it (rule 4.1).
  func testRule4_1_aClosedTurnEndsSilentlyUntilWorkHappens() {
    var machine = TurnMachine()
    machine.noteWork()
    XCTAssertEqual(machine.openEnd(hasWorkDue: false), .opened(number: 1))
    XCTAssertEqual(machine.close(hasWorkPending: false), .closed)
    XCTAssertEqual(machine.openEnd(hasWorkDue: false), .silent)
    machine.noteWork()
    XCTAssertEqual(machine.openEnd(hasWorkDue: false), .opened(number: 2))
    XCTAssertEqual(machine.endsUnderWay, [.layoutPass])
  }
}
