/// One controller's appearance, as a machine: the one place where its
/// appearance state (rule 2.1), its `viewIsAppearing` bookkeeping (rules
/// 4.1, 4.3) and its movement flags (rule 2.7) change as appearance
/// callbacks are asked of it.
///
/// Each event is a `mutating` method that takes the facts it needs from the
/// world as parameters and returns what must happen next; ``World`` turns
/// that answer into the callback, the view's loading or the held
/// `didMove(toParent:)`. The machine reads nothing else, so each state and
/// event can be tested without a world.
///
/// ```
/// change asked ──already in its target state──▶ suppressed (2.1)
///              ──viewWillAppear, view not loaded──▶ load the view first (1.4)
///              ──viewDidAppear, viewIsAppearing due──▶ viewIsAppearing first (4.3)
///              ──otherwise──▶ delivered: state, flags, held didMove released
/// layout pass ──appearing, viewIsAppearing due──▶ viewIsAppearing (4.1)
/// ```
///
/// Kept apart from ``ControllerState``, in an array of its own, because an
/// appearance change is the write that reaches every controller of a tree
/// (a window shown, rule 2.3): the journal then copies this small record per
/// controller (its size is held by `RecordSizeTests`), not the whole one.
struct ControllerAppearance: Hashable, Sendable {
  /// `viewWillAppear` and the rest move it (rule 2.1).
  private(set) var state = AppearanceState.disappeared
  /// The `animated` of the current appearance, for `viewIsAppearing`.
  private(set) var isAnimated = false
  /// Whether this appearance has had its `viewIsAppearing` (rules 4.1, 4.3).
  private(set) var hadViewIsAppearing = false
  /// `isMovingToParent`, `isMovingFromParent` and what closes them (rule 2.7).
  var movement = MovementFlags()
  /// Whether the will-phase of a window move asked this controller and the
  /// move has not completed: only then may the move's did reach it (rule
  /// 2.3; dec: UIKit marks the view when `viewWillMoveToWindow:` is sent).
  var wasAskedByWindowMove = false
  /// Whether the controller's `didMove(toParent:)` to its navigation
  /// controller is held until its next `viewDidAppear` or
  /// `viewDidDisappear` (rule 5.1, revision 3; grade dec).
  var holdsDidMove = false
  /// Whether its parent's last forwarded will-callback skipped it because a
  /// transition of UIKit's own containers had it: the parent's did, when it
  /// is forwarded, skips it too (rule 4.8, revision 3.1: the window move
  /// sends the controllers inside that transition nothing).
  var wasSkippedByForwardedWill = false

  /// Whether the layout pass owes the controller `viewIsAppearing` (rule
  /// 4.1 step 1): it is appearing and has not had it in this appearance.
  func awaitsViewIsAppearing(sendsViewIsAppearing: Bool) -> Bool {
    sendsViewIsAppearing && state == .appearing && !hadViewIsAppearing
  }

  // MARK: An appearance change is asked

  /// What to do with an appearance change asked of the controller.
  enum OnChange: Hashable, Sendable {
    /// The controller is already in the state the change leads to: nothing
    /// is sent (rule 2.1; grade dec).
    case suppressed
    /// `viewWillAppear` to a controller whose view is not loaded: the view
    /// loads first, then the change is asked again (rule 1.4; grade dec).
    case loadViewFirst
    /// `viewDidAppear` to a controller that has not had `viewIsAppearing`
    /// in this appearance (ios17): `viewIsAppearing` goes out first, then
    /// the change is asked again (rule 4.3; grade doc + dec).
    case viewIsAppearingFirst
    /// The callback goes out; it reads `movement` as its movement flags
    /// (rule 2.7: a will reads them after the change updates them, a did
    /// before). With `releasesHeldDidMove`, the `didMove(toParent:)` the
    /// controller held comes after this did and the callbacks it forwards
    /// (rule 5.1, revision 3; grade dec).
    case deliver(movement: MovementFlags, releasesHeldDidMove: Bool)
  }

  /// `change` is asked of the controller (rules 2.1, 2.7, 4.3, 1.4).
  ///
  /// The guard is UIKit's (grade dec): a callback is suppressed only when the
  /// controller is already in the state it leads to. So `viewWillAppear` is
  /// sent again to an *appeared* controller by an explicit begin, and a did
  /// can reach a controller that never had its will, as UIKit does when a
  /// child joins a parent in mid-transition (rdar 12322346).
  mutating func receive(
    _ change: AppearanceChange, animated: Bool, viewIsLoaded: Bool, sendsViewIsAppearing: Bool
  ) -> OnChange {
    guard state != change.target else { return .suppressed }
    switch change {
    case .willAppear:
      // An appearance transition loads the view first.
      guard viewIsLoaded else { return .loadViewFirst }
    case .didAppear:
      // An appearance that reaches its did without the layout pass gets
      // viewIsAppearing right before it.
      if sendsViewIsAppearing && !hadViewIsAppearing {
        hadViewIsAppearing = true
        return .viewIsAppearingFirst
      }
    case .willDisappear, .didDisappear:
      // Nothing comes before a disappearance's callbacks.
      break
    }
    let read: MovementFlags
    var releasesHeldDidMove = false
    switch change {
    case .willAppear, .willDisappear:
      // A will reads the flags the change opens.
      movement.observe(change)
      read = movement
    case .didAppear, .didDisappear:
      // A did reads the flags as they were; the change may close them.
      read = movement
      movement.observe(change)
      releasesHeldDidMove = holdsDidMove
      holdsDidMove = false
    }
    state = change.target
    if state == .appearing {
      hadViewIsAppearing = false
      isAnimated = animated
    }
    return .deliver(movement: read, releasesHeldDidMove: releasesHeldDidMove)
  }

  // MARK: The layout pass

  /// What the layout pass does with the controller.
  enum OnLayoutPass: Hashable, Sendable {
    /// It owes the controller nothing.
    case nothing
    /// `viewIsAppearing`, with the `animated` of the appearance (rule 4.1
    /// step 1; grade doc + dec).
    case viewIsAppearing(animated: Bool)
  }

  /// The layout pass reaches the controller: `viewIsAppearing` if it is
  /// appearing and has not had it in this appearance (ios17; ios5 and ios7
  /// have no `viewIsAppearing`).
  mutating func layoutPass(sendsViewIsAppearing: Bool) -> OnLayoutPass {
    guard awaitsViewIsAppearing(sendsViewIsAppearing: sendsViewIsAppearing) else {
      return .nothing
    }
    hadViewIsAppearing = true
    return .viewIsAppearing(animated: isAnimated)
  }
}
