/// A controller's explicit appearance transition: what
/// `beginAppearanceTransition(_:animated:)` opened and
/// `endAppearanceTransition()` has not closed yet (rule 2.4; grade doc + dec + obs).
///
/// UIKit keeps a *level* (`_explicitAppearanceTransitionLevel`), the direction
/// of the last begin and its `animated`. Begins in the same direction nest;
/// the opposite direction replaces the open transition; `end` lowers the level
/// and the did-callback comes when the level reaches 0.
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
}
