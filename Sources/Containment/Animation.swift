/// A span of model time in whole microseconds, so that clocks add exactly.
struct Instant: Hashable, Sendable, Comparable {
  var microseconds: Int

  init(microseconds: Int) { self.microseconds = microseconds }

  /// Rounds to the nearest microsecond (without `rounded()`, which would make
  /// the library link the C maths library).
  init(seconds: Double) {
    let scaled = seconds * 1_000_000
    microseconds = Int(scaled < 0 ? scaled - 0.5 : scaled + 0.5)
  }

  var seconds: Double { Double(microseconds) / 1_000_000 }

  static let zero = Instant(microseconds: 0)

  static func + (lhs: Instant, rhs: Instant) -> Instant {
    Instant(microseconds: lhs.microseconds + rhs.microseconds)
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
  }

  /// Begin order; ties of end time go to the earlier one (rule 4.2).
  let id: Int
  let kind: Kind
  let duration: Instant
  /// Set at the commit of the turn that began the animation (rule 4.1 step 2).
  var start: Instant?

  var end: Instant? { start.map { $0 + duration } }

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
    }
  }
}
