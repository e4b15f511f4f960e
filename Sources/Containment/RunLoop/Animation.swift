/// A span of model time in whole microseconds, so that clocks add exactly.
///
/// Every `Double` has a meaning, so no input traps (rule 4.2): a duration that
/// is negative or NaN is 0, and one longer than ``maximumSeconds`` is that
/// long; sums saturate instead of overflowing.
struct Instant: Hashable, Sendable, Comparable {
  var microseconds: Int

  /// The longest span the model represents: a billion seconds, about 31
  /// years, far beyond any animation.
  static let maximumSeconds = 1_000_000_000.0

  init(microseconds: Int) { self.microseconds = microseconds }

  /// Rounds to the nearest microsecond, clamped to `0 ... maximumSeconds`.
  ///
  /// It avoids `rounded()`, which would make the library link the C maths
  /// library. NaN fails `seconds > 0` and becomes 0.
  init(seconds: Double) {
    guard seconds > 0 else {
      microseconds = 0
      return
    }
    microseconds = Int(min(seconds, Self.maximumSeconds) * 1_000_000 + 0.5)
  }

  var seconds: Double { Double(microseconds) / 1_000_000 }

  static let zero = Instant(microseconds: 0)

  /// The sum, saturating at `Int.max` microseconds.
  static func + (lhs: Instant, rhs: Instant) -> Instant {
    let (sum, overflow) = lhs.microseconds.addingReportingOverflow(rhs.microseconds)
    return Instant(microseconds: overflow ? .max : sum)
  }

  static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.microseconds < rhs.microseconds }
}

/// Something that takes time and ends with callbacks (rule 4.2).
struct Animation: Hashable, Sendable {
  /// What ends when the animation ends.
  enum Kind: Hashable, Sendable {
    /// `parent.transition(from:to:duration:)` (rule 3.1).
    case transition(
      parent: ControllerID, from: ControllerID, to: ControllerID, completion: [Call]?)
    /// A navigation push or pop (rule 5.1).
    case navigation(ControllerID, NavigationTransition)
    /// A presentation or dismissal (rule 5.3).
    case presentation(PresentationEnd)
    /// A legacy rotation: `didRotate(from:)` at its end (rule 6.1).
    case rotation(WindowID, from: Orientation, to: Orientation, order: [ControllerID])
    /// `UIView.animate`: its completion at its end, then the window-driven
    /// dids its animations block deferred (rule 4.6). The animation's
    /// duration counts its delay, which only its label tells apart.
    case viewAnimation(completion: [Call]?, delay: Instant)
    /// `DispatchQueue.main.asyncAfter`: the block at its deadline (rule 4.5).
    case mainQueueTimer([Call])
    /// An animated `setViewControllers` of a page view controller (rule 5.4).
    case pageSet(PageSetEnd)

    /// Whether it is a transition of a container or of the window, which
    /// ``RunLoopState/transitions`` lists: not one of the app's view
    /// animations or timers.
    var isTransition: Bool {
      switch self {
      case .transition, .navigation, .presentation, .rotation, .pageSet:
        // A container's change of children, or the window's rotation.
        true
      case .viewAnimation, .mainQueueTimer:
        // The app's own: possibly many, and no container's transition.
        false
      }
    }
  }

  /// Begin order; ties of end time go to the earlier one (rule 4.2).
  let id: Int
  let kind: Kind
  let duration: Instant

  /// The animation as a note prints it.
  var label: String {
    switch kind {
    case .transition(let parent, let from, let to, _):
      "\(parent).transition(from: \(from), to: \(to), duration: \(duration.seconds))"
    case .navigation(let navigation, let transition):
      "\(navigation) transition from \(transition.from?.name ?? "nothing") to \(transition.to)"
    case .presentation(let end):
      end.label
    case .rotation(let window, _, let orientation, _):
      "\(window).rotate(to: \(orientation), duration: \(duration.seconds))"
    case .viewAnimation(_, let delay) where delay > .zero:
      "UIView.animate(withDuration: \(Instant(microseconds: duration.microseconds - delay.microseconds).seconds), delay: \(delay.seconds))"
    case .viewAnimation:
      "UIView.animate(withDuration: \(duration.seconds))"
    case .mainQueueTimer:
      "DispatchQueue.main.asyncAfter(\(duration.seconds))"
    case .pageSet(let end):
      end.label
    }
  }
}

/// An animation begun in this turn, waiting for the commit to start its
/// clock (rule 4.1 step 2).
struct UnstartedAnimation: Hashable, Sendable {
  let id: Int
  let duration: Instant
}

/// When a running animation ends: its identity and end only, ordered so
/// that the least ends first, ties to the one begun first (rule 4.2; grade
/// inf for the tie).
struct AnimationDeadline: Hashable, Sendable, Comparable {
  let end: Instant
  let id: Int

  /// Earlier end first; on a tie, the animation begun first.
  static func < (lhs: AnimationDeadline, rhs: AnimationDeadline) -> Bool {
    (lhs.end, lhs.id) < (rhs.end, rhs.id)
  }
}
