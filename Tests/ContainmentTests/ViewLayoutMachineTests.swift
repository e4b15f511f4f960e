import XCTest

@testable import Containment

/// Rule 4.7's layout machine of one root view on its own: every state ×
/// every event, with no ``World`` (the whole traces are in `LayoutTests`).
///
/// Each test reaches a state through the machine's own events only, sends
/// one event, and checks the answer and the state after.
final class ViewLayoutMachineTests: XCTestCase {
  /// The machine's states, each reached through its own events.
  private enum State: CaseIterable {
    case clean, needsLayout, laidOutThisTurn, markedAfterThePass
  }

  private func machine(_ state: State) -> ViewLayout {
    var machine = ViewLayout()
    switch state {
    case .clean:
      break
    case .needsLayout:
      _ = machine.mark()
    case .laidOutThisTurn:
      _ = machine.mark()
      _ = machine.layoutPair(isPass: true, isInVisibleWindow: true)
    case .markedAfterThePass:
      _ = machine.mark()
      _ = machine.layoutPair(isPass: true, isInVisibleWindow: true)
      _ = machine.mark()
    }
    return machine
  }

  private func describe(_ machine: ViewLayout) -> String {
    (machine.needsLayout ? "needs layout" : "clean")
      + (machine.isLaidOutThisTurn ? ", laid out this turn" : "")
  }

  private func describe(_ answer: ViewLayout.OnLayoutPair) -> String {
    switch answer {
    case .nothing: "nothing"
    case .layOut(let notes): notes ? "lay out, noted" : "lay out"
    }
  }

  func testRule4_7_everyStateAndEvent() {
    var lines: [String] = []
    for state in State.allCases {
      var marked = machine(state)
      lines.append(
        "\(state) + mark → \(marked.mark() ? "listed" : "not listed"), \(describe(marked))")
      for (name, isPass, isVisible) in [
        ("pass", true, true), ("pass, hidden window", true, false),
        ("layoutIfNeeded", false, true), ("layoutIfNeeded, hidden window", false, false),
      ] {
        var laidOut = machine(state)
        let answer = laidOut.layoutPair(isPass: isPass, isInVisibleWindow: isVisible)
        lines.append("\(state) + \(name) → \(describe(answer)), \(describe(laidOut))")
      }
      var opened = machine(state)
      opened.turnEndOpens()
      lines.append("\(state) + turn end opens → \(describe(opened))")
    }
    assertLines(
      lines,
      """
      clean + mark → listed, needs layout
      clean + pass → nothing, clean
      clean + pass, hidden window → nothing, clean
      clean + layoutIfNeeded → nothing, clean
      clean + layoutIfNeeded, hidden window → nothing, clean
      clean + turn end opens → clean
      needsLayout + mark → not listed, needs layout
      needsLayout + pass → lay out, noted, clean, laid out this turn
      needsLayout + pass, hidden window → nothing, needs layout
      needsLayout + layoutIfNeeded → lay out, clean
      needsLayout + layoutIfNeeded, hidden window → lay out, clean
      needsLayout + turn end opens → needs layout
      laidOutThisTurn + mark → listed, needs layout, laid out this turn
      laidOutThisTurn + pass → nothing, clean, laid out this turn
      laidOutThisTurn + pass, hidden window → nothing, clean, laid out this turn
      laidOutThisTurn + layoutIfNeeded → nothing, clean, laid out this turn
      laidOutThisTurn + layoutIfNeeded, hidden window → nothing, clean, laid out this turn
      laidOutThisTurn + turn end opens → clean
      markedAfterThePass + mark → not listed, needs layout, laid out this turn
      markedAfterThePass + pass → nothing, needs layout, laid out this turn
      markedAfterThePass + pass, hidden window → nothing, needs layout, laid out this turn
      markedAfterThePass + layoutIfNeeded → lay out, clean, laid out this turn
      markedAfterThePass + layoutIfNeeded, hidden window → lay out, clean, laid out this turn
      markedAfterThePass + turn end opens → needs layout
      """)
  }

  func testRule4_7_aViewMarkedAfterThePassIsDueAtTheNextTurnEndOnly() {
    var machine = machine(.markedAfterThePass)
    XCTAssertFalse(machine.isDue(inThisTurn: true, isInVisibleWindow: true))
    XCTAssertTrue(machine.isDue(inThisTurn: false, isInVisibleWindow: true))
    machine.turnEndOpens()
    XCTAssertTrue(machine.isDue(inThisTurn: true, isInVisibleWindow: true))
    XCTAssertFalse(machine.isDue(inThisTurn: true, isInVisibleWindow: false))
  }
}
