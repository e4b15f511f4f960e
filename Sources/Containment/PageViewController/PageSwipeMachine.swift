/// A page view controller's interactive swipe, as a machine: the one place
/// where a swipe starts and is released (rule 5.4 of <doc:CallbackOrder>,
/// revision 4).
///
/// The world finds the pages a swipe brings (the data source's answers,
/// the cached neighbours) and delivers the callbacks; the machine says
/// whether a swipe may begin, keeps the one in progress, and answers how
/// it ends.
///
/// ```
/// idle ──started (pages installed, the incoming found)──▶ swiping
/// swiping ──release finished──▶ idle (the incoming pages stay)
///         ──release cancelled──▶ idle (the pages shown before stay)
///         ──pages set──▶ idle (the set replaces it)
/// ```
struct PageSwipeMachine: Hashable, Sendable {
  /// A swipe in progress: the pages shown when it began and those it
  /// brings, each in `viewControllers` order (two facing pages with the
  /// spine in the middle, a front and a back page double-sided).
  struct Swipe: Hashable, Sendable {
    var from: [ControllerID]
    var to: [ControllerID]
    var forward: Bool
  }

  /// The swipe in progress; `nil` for none.
  private(set) var swipe: Swipe?

  /// Whether a swipe is in progress: the page view controller's own
  /// appearance is then not forwarded to its pages (they are in the
  /// swipe's transitions).
  var isSwiping: Bool { swipe != nil }

  /// Whether a swipe may start: none in progress, and the pages installed
  /// (the page view controller's view loaded since they were set).
  func mayStart(pagesInstalled: Bool) -> Bool {
    swipe == nil && pagesInstalled
  }

  /// A swipe from `from` to `to` has started: its will-callbacks were
  /// delivered.
  mutating func started(from: [ControllerID], to: [ControllerID], forward: Bool) {
    swipe = Swipe(from: from, to: to, forward: forward)
  }

  /// How a swipe is released.
  enum OnRelease: Hashable, Sendable {
    /// No swipe in progress: nothing.
    case ignore
    /// Let go past the threshold: the incoming pages stay (obs PV7–PV10).
    case finish(Swipe)
    /// Released back: the pages shown before stay (obs PV7, PV9).
    case cancel(Swipe)
  }

  /// The finger lifts, `finished` or not.
  mutating func release(finished: Bool) -> OnRelease {
    guard let swipe else { return .ignore }
    self.swipe = nil
    return finished ? .finish(swipe) : .cancel(swipe)
  }

  /// `setViewControllers` replaced the pages: a swipe in progress is
  /// forgotten (grade impl).
  mutating func pagesSet() {
    swipe = nil
  }
}
