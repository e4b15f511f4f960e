/// A tab bar controller's selection, as a machine: the one place where the
/// selection changes and where a switch, a tap and a new list of tabs are
/// decided (rule 5.2 of <doc:CallbackOrder>).
///
/// Each event takes the facts it needs from the world as parameters and
/// returns what must happen; ``World`` turns the answer into steps (the
/// callbacks, the views moved, the ends on the after-commit queue). The
/// selection itself changes only through ``record(_:)``, which the world
/// runs as a step, after the checks the step makes when it runs (E9).
///
/// ```
/// nothing selected ──select──▶ selected (the target appears, no outgoing side)
/// selected ──select another──▶ selected (a switch: incoming first)
/// selected ──select the same, tap the same──▶ unchanged (a tap pops a stack to its root)
/// any ──viewControllers set──▶ the kept selection, the same index, or the first
/// any ──the selected child removed──▶ nothing selected
/// ```
struct TabBarMachine: Hashable, Sendable {
  /// The selected child; `nil` for none.
  private(set) var selection: ControllerID?

  /// Where the tab bar controller stands when an event arrives: the facts
  /// the world knows and the machine does not keep.
  struct Facts: Hashable, Sendable {
    /// On screen: its view in a window, appearing or appeared.
    var isShowing: Bool
    /// Appearing: it got `viewWillAppear` and not yet `viewDidAppear`.
    var isAppearing: Bool
    /// The ends of an earlier switch wait on the after-commit queue.
    var hasQueuedSwitchEnds: Bool
  }

  // MARK: The selection

  /// Records the selection; the only write (rule 5.2).
  mutating func record(_ child: ControllerID?) {
    selection = child
  }

  /// The selected child left the tab bar controller: nothing is selected
  /// until it is told otherwise (grade impl).
  mutating func childRemoved(_ child: ControllerID) {
    if selection == child { selection = nil }
  }

  // MARK: A switch

  /// What a selection of another child does.
  enum OnSelect: Hashable, Sendable {
    /// The target is already selected: nothing (rule 5.2; grade obs).
    case ignore
    /// The ends of an earlier switch are delivered first, then the call is
    /// made again (grade inf, as a push completes a running transition in
    /// rule 5.1).
    case deliverQueuedEndsFirst
    /// Off screen: the selection is recorded and the content installed,
    /// with no callbacks; `loadsTarget` when the tab bar controller is
    /// appearing, whose new tab then appears with it (rule 5.1, revision
    /// 3.1; grade inf for tab bars).
    case recordOffScreen(loadsTarget: Bool)
    /// On screen with nothing selected: the target appears as a switch's
    /// incoming side, with no outgoing side.
    case appear
    /// On screen: a switch from `previous` (rule 5.2, revision 2; grade obs
    /// and dec): the target loads, `viewWillAppear(false)` on it, then
    /// `viewWillDisappear(false)` on `previous`, the views swapped, then the
    /// two ends in the same order.
    case switchFrom(ControllerID)
  }

  /// `selectedIndex`, `selectedViewController` or a tap selects `target`.
  func select(_ target: ControllerID, _ facts: Facts) -> OnSelect {
    guard target != selection else { return .ignore }
    if facts.hasQueuedSwitchEnds { return .deliverQueuedEndsFirst }
    guard facts.isShowing else { return .recordOffScreen(loadsTarget: facts.isAppearing) }
    guard let selection else { return .appear }
    return .switchFrom(selection)
  }

  // MARK: A tap

  /// What a user's tap on a tab does (rule 5.2, seed 003).
  enum OnTap: Hashable, Sendable {
    /// On another tab: a switch, as a selection.
    case select(ControllerID)
    /// On the selected tab, a navigation controller with more than its
    /// root: it pops to its root, animated.
    case popToRoot(ControllerID)
    /// On the selected tab with nothing to pop, or past the last tab.
    case ignore
  }

  /// A tap on the tab of `target` (`nil` past the last tab);
  /// `targetCanPop` when it is a navigation controller holding more than
  /// its root.
  func tap(on target: ControllerID?, targetCanPop: Bool) -> OnTap {
    guard let target else { return .ignore }
    guard target == selection else { return .select(target) }
    return targetCanPop ? .popToRoot(target) : .ignore
  }

  // MARK: A new list of tabs

  /// What `viewControllers = …` does, in order (rule 5.2; grade obs).
  struct NewTabs: Hashable, Sendable {
    /// The selected controller, leaving and visible: it disappears first.
    var disappearing: ControllerID?
    /// The old children not kept, in old order: each leaves.
    var leaving: [ControllerID]
    /// The new children not already there, in new order: each joins.
    var arriving: [ControllerID]
    /// The new list without repeats, in order.
    var children: [ControllerID]
    /// The selection: the previous one if kept, else the same index if in
    /// range, else the first.
    var selection: ControllerID?
    /// Whether the new selection appears as a switch's incoming side (on
    /// screen and changed); otherwise the content is only installed.
    var selectionAppears: Bool
  }

  /// What a new list of tabs does.
  enum OnSetTabs: Hashable, Sendable {
    /// The ends of an earlier switch are delivered first, then the call is
    /// made again.
    case deliverQueuedEndsFirst
    /// The list is set as ``NewTabs`` says.
    case set(NewTabs)
  }

  /// `viewControllers = list` replaces `old`, the children in order.
  func setTabs(_ list: [ControllerID], replacing old: [ControllerID], _ facts: Facts)
    -> OnSetTabs
  {
    if facts.hasQueuedSwitchEnds { return .deliverQueuedEndsFirst }
    var unique: [ControllerID] = []
    var seen = Set<ControllerID>()
    for controller in list where seen.insert(controller).inserted { unique.append(controller) }
    let kept = Set(old).intersection(seen)
    let newSelection: ControllerID? =
      if let selection, seen.contains(selection) {
        selection
      } else if let selection, let index = old.firstIndex(of: selection), index < unique.count {
        unique[index]
      } else {
        unique.first
      }
    var disappearing: ControllerID?
    if let selection, !seen.contains(selection), facts.isShowing { disappearing = selection }
    return .set(
      NewTabs(
        disappearing: disappearing,
        leaving: old.filter { !kept.contains($0) },
        arriving: unique.filter { !kept.contains($0) },
        children: unique,
        selection: newSelection,
        selectionAppears: facts.isShowing && newSelection != nil && newSelection != selection))
  }

  // MARK: A switch's ends

  /// When one end of a switch is delivered.
  enum OnSwitchEnd: Hashable, Sendable {
    /// At once (ios5).
    case now
    /// On the after-commit queue (ios7, ios17; §0; grade dec).
    case afterCommit
  }

  /// One end of a switch, under the profile's timing.
  static func switchEnd(timing: Profile.DidTiming) -> OnSwitchEnd {
    switch timing {
    case .synchronous:
      // iOS 5 ends the switch inside the call.
      .now
    case .endOfTurn:
      // iOS 7 and later end it after the transaction commits.
      .afterCommit
    }
  }
}
