import XCTest

@testable import Containment

/// Rule 5.2's selection machine on its own: every phase × every event, with
/// no ``World`` (the whole traces are in `TabBarControllerTests`).
///
/// A phase is the machine's selection, reached through its own events, and
/// the facts the world would give: on screen or not, appearing, the ends of
/// an earlier switch queued.
final class TabBarMachineTests: XCTestCase {
  private let a = ControllerID(slot: ControllerSlot(0), name: "a", lineage: WorldLineage().tag)
  private let b = ControllerID(slot: ControllerSlot(1), name: "b", lineage: WorldLineage().tag)
  private let c = ControllerID(slot: ControllerSlot(2), name: "c", lineage: WorldLineage().tag)

  private func selecting(_ child: ControllerID?) -> TabBarMachine {
    var machine = TabBarMachine()
    machine.record(child)
    return machine
  }

  private func facts(showing: Bool, appearing: Bool = false, queuedEnds: Bool = false)
    -> TabBarMachine.Facts
  {
    TabBarMachine.Facts(
      isShowing: showing, isAppearing: appearing, hasQueuedSwitchEnds: queuedEnds)
  }

  /// Every combination of facts.
  private var everyFacts: [TabBarMachine.Facts] {
    [false, true].flatMap { showing in
      [false, true].flatMap { appearing in
        [false, true].map { queued in
          facts(showing: showing, appearing: appearing, queuedEnds: queued)
        }
      }
    }
  }

  // MARK: select

  func testSelectingTheSelectedChildIsIgnoredWhateverTheFacts() {
    for facts in everyFacts {
      XCTAssertEqual(selecting(a).select(a, facts), .ignore, "\(facts)")
    }
  }

  func testQueuedEndsOfAnEarlierSwitchAreDeliveredBeforeAnotherSelection() {
    for selection in [nil, a] {
      for showing in [false, true] {
        let answer = selecting(selection).select(b, facts(showing: showing, queuedEnds: true))
        XCTAssertEqual(answer, .deliverQueuedEndsFirst, "\(String(describing: selection))")
      }
    }
  }

  func testOffScreenASelectionIsRecordedAndLoadsTheTargetOnlyWhileAppearing() {
    for selection in [nil, a] {
      XCTAssertEqual(
        selecting(selection).select(b, facts(showing: false)),
        .recordOffScreen(loadsTarget: false))
      XCTAssertEqual(
        selecting(selection).select(b, facts(showing: false, appearing: true)),
        .recordOffScreen(loadsTarget: true))
    }
  }

  func testOnScreenWithNothingSelectedTheTargetAppearsAlone() {
    XCTAssertEqual(TabBarMachine().select(b, facts(showing: true)), .appear)
  }

  func testOnScreenASelectionSwitchesFromTheSelectedChild() {
    XCTAssertEqual(selecting(a).select(b, facts(showing: true)), .switchFrom(a))
    XCTAssertEqual(
      selecting(a).select(b, facts(showing: true, appearing: true)), .switchFrom(a))
  }

  func testDecidingASelectionChangesNothing() {
    let machine = selecting(a)
    _ = machine.select(b, facts(showing: true))
    XCTAssertEqual(machine.selection, a)
  }

  // MARK: tap

  func testATapPastTheLastTabIsIgnored() {
    XCTAssertEqual(selecting(a).tap(on: nil, targetCanPop: false), .ignore)
  }

  func testATapOnAnotherTabSelectsIt() {
    for canPop in [false, true] {
      XCTAssertEqual(selecting(a).tap(on: b, targetCanPop: canPop), .select(b))
      XCTAssertEqual(TabBarMachine().tap(on: b, targetCanPop: canPop), .select(b))
    }
  }

  func testATapOnTheSelectedTabPopsItsStackToTheRootOrDoesNothing() {
    XCTAssertEqual(selecting(a).tap(on: a, targetCanPop: true), .popToRoot(a))
    XCTAssertEqual(selecting(a).tap(on: a, targetCanPop: false), .ignore)
  }

  // MARK: setTabs

  func testNewTabsWaitForTheQueuedEndsOfAnEarlierSwitch() {
    XCTAssertEqual(
      selecting(a).setTabs([b], replacing: [a], facts(showing: true, queuedEnds: true)),
      .deliverQueuedEndsFirst)
  }

  func testNewTabsKeepAKeptSelectionAndAddOnlyTheNewChildren() {
    XCTAssertEqual(
      selecting(b).setTabs([c, b], replacing: [a, b], facts(showing: true)),
      .set(
        TabBarMachine.NewTabs(
          disappearing: nil, leaving: [a], arriving: [c], children: [c, b], selection: b,
          selectionAppears: false)))
  }

  func testNewTabsSelectTheSameIndexWhenTheSelectionLeaves() {
    XCTAssertEqual(
      selecting(b).setTabs([c, a], replacing: [a, b], facts(showing: true)),
      .set(
        TabBarMachine.NewTabs(
          disappearing: b, leaving: [b], arriving: [c], children: [c, a], selection: a,
          selectionAppears: true)))
  }

  func testNewTabsSelectTheFirstWhenTheIndexIsPastTheEnd() {
    XCTAssertEqual(
      selecting(b).setTabs([c], replacing: [a, b], facts(showing: false)),
      .set(
        TabBarMachine.NewTabs(
          disappearing: nil, leaving: [a, b], arriving: [c], children: [c], selection: c,
          selectionAppears: false)))
  }

  func testNewTabsDropRepeatsInTheOrderFirstGiven() {
    XCTAssertEqual(
      TabBarMachine().setTabs([b, a, b], replacing: [], facts(showing: true)),
      .set(
        TabBarMachine.NewTabs(
          disappearing: nil, leaving: [], arriving: [b, a], children: [b, a], selection: b,
          selectionAppears: true)))
  }

  func testAnEmptyListOfTabsSelectsNothing() {
    XCTAssertEqual(
      selecting(a).setTabs([], replacing: [a], facts(showing: true)),
      .set(
        TabBarMachine.NewTabs(
          disappearing: a, leaving: [a], arriving: [], children: [], selection: nil,
          selectionAppears: false)))
  }

  // MARK: record, childRemoved

  func testRecordIsTheSelection() {
    var machine = selecting(a)
    machine.record(b)
    XCTAssertEqual(machine.selection, b)
    machine.record(nil)
    XCTAssertNil(machine.selection)
  }

  func testRemovingTheSelectedChildSelectsNothingAndAnotherChildChangesNothing() {
    var machine = selecting(a)
    machine.childRemoved(b)
    XCTAssertEqual(machine.selection, a)
    machine.childRemoved(a)
    XCTAssertNil(machine.selection)
  }

  // MARK: switchEnd

  func testASwitchEndsAtOnceInIOS5AndAfterTheCommitLater() {
    XCTAssertEqual(TabBarMachine.switchEnd(timing: Profile.ios5.tabSwitchDidTiming), .now)
    XCTAssertEqual(TabBarMachine.switchEnd(timing: Profile.ios7.tabSwitchDidTiming), .afterCommit)
    XCTAssertEqual(
      TabBarMachine.switchEnd(timing: Profile.ios17.tabSwitchDidTiming), .afterCommit)
  }
}
