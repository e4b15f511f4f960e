/// One open `UIView.animate` animations block (rule 4.6; grade doc + dec +
/// inf): the animation that holds the dids of the views it moves, or none
/// when it takes no time.
struct ViewAnimationFrame: Hashable, Sendable {
  /// The animation, or `nil` for a duration and delay of 0 (or inside
  /// `UIView.performWithoutAnimation`).
  let animation: Int?
  /// The completion, queued on the main queue at the block's end when the
  /// animation takes no time.
  let completion: [Call]?
}

/// A window-driven did-callback that a view animation holds until it ends
/// (rule 4.6; dec: `viewDidMoveToWindow:…` defers by the current animation
/// duration).
struct DeferredDid: Hashable, Sendable {
  /// The animation whose end releases the callback.
  let animation: Int
  /// The did-callback, put on the after-commit queue when the animation ends.
  let callback: AfterCommitCallback
}
