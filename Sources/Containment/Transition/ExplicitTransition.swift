/// A controller's explicit appearance transition, as a machine: what
/// `beginAppearanceTransition(_:animated:)` opened and
/// `endAppearanceTransition()` has not closed yet (rule 2.4; grade doc + dec + obs).
///
/// UIKit keeps a *level* (`_explicitAppearanceTransitionLevel`), the direction
/// of the last begin and its `animated`. Begins in the same direction nest;
/// the opposite direction replaces the open transition; `end` lowers the level
/// and the did-callback comes when the level reaches 0. ``begin(isAppearing:animated:cause:from:)``
/// and ``end(forwardsAppearance:)`` are the only events; each returns the
/// appearance change the world must attempt, if any.
///
/// ```
/// closed ──begin──▶ open, level 1 (the will-change), or level 0 when already there
/// open ──begin, same direction──▶ level + 1 (nothing sent)
/// open ──begin, other direction──▶ open, level 1, in the new direction
/// open ──end, level ≥ 2, forwarding──▶ level − 1 (nothing sent)
/// open ──end──▶ closed (the did-change, with the begin's animated)
/// closed ──end──▶ closed (W1; the last direction's did-change attempted)
/// ```
struct ExplicitTransition: Hashable, Sendable {
  /// How many begins wait for their `end`; 0 when no transition is open.
  var level = 0
  /// The direction of the last begin (`true`: appearing); `nil` before the first.
  var isAppearing: Bool?
  /// The `animated` of the begin that opened the transition.
  var animated = false
  /// Who opened it: the app, or one of UIKit's own containers (rule 4.8).
  ///
  /// Kept once it closes, as the direction is.
  var cause = Callback.Cause.uikit

  /// Whether a transition is open: window moves and forwarding then leave the
  /// controller to it (rules 2.2, 2.3, 2.4).
  var isOpen: Bool { level > 0 }

  /// The did-change that completes the last direction, if there was a begin.
  var completion: AppearanceChange? {
    isAppearing.map { $0 ? .didAppear : .didDisappear }
  }

  // MARK: Events

  /// What a begin does.
  enum OnBegin: Hashable, Sendable {
    /// The open transition has the same direction: the begin nests, and
    /// nothing else happens (doc: the callbacks are "tied to the final
    /// matching invocation of endAppearanceTransition"; dec).
    case nested
    /// A transition opens at level 1 in its direction: the will-change is
    /// attempted.
    case opened(AppearanceChange)
    /// The controller is already where the will-change leads (appearing
    /// for `true`, disappearing for `false`): no callback, and the level
    /// drops back to 0 (dec: `__viewWillAppear:` resets the level).
    case alreadyThere
  }

  /// `beginAppearanceTransition(isAppearing, animated:)` on a controller in
  /// `state`; `cause` is the will-callback's (rule 4.8).
  mutating func begin(
    isAppearing: Bool, animated: Bool, cause: Callback.Cause, from state: AppearanceState
  ) -> OnBegin {
    if isOpen && self.isAppearing == isAppearing {
      level += 1
      return .nested
    }
    let will: AppearanceChange = isAppearing ? .willAppear : .willDisappear
    let alreadyThere = state == will.target
    self = ExplicitTransition(
      level: alreadyThere ? 0 : 1, isAppearing: isAppearing, animated: animated, cause: cause)
    return alreadyThere ? .alreadyThere : .opened(will)
  }

  /// What an end does.
  enum OnEnd: Hashable, Sendable {
    /// No transition is open: W1, then the did-change of the last
    /// direction (if any) is attempted, guarded as usual, with the last
    /// begin's `animated`, so that it does nothing once the controller has
    /// settled.
    case unbalanced(AppearanceChange?, animated: Bool)
    /// A forwarding controller above level 1: the level only drops.
    case lowered
    /// The transition closes: its did-change, with its begin's `animated`.
    case closed(AppearanceChange?, animated: Bool)
  }

  /// `endAppearanceTransition()`; `forwardsAppearance` is the controller's
  /// `shouldAutomaticallyForwardAppearanceMethods`.
  mutating func end(forwardsAppearance: Bool) -> OnEnd {
    guard isOpen else { return .unbalanced(completion, animated: animated) }
    if level >= 2 && forwardsAppearance {
      level -= 1
      return .lowered
    }
    let closing = OnEnd.closed(completion, animated: animated)
    // UIKit clears the animated flag as it closes the transition (dec); the
    // direction and the cause are kept.
    level = 0
    animated = false
    return closing
  }
}
