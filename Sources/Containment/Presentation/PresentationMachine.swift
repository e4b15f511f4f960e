/// One presented controller's presentation, as a machine: where its
/// presentation stands and, once its chain is dismissed from it, where that
/// dismissal stands (rule 5.3).
///
/// The run loop holds what waits for the layout pass and what animates; the
/// world's presentation rules send the machine an event at each of those
/// moments, so that "is a presentation of this chain under way?" and "is
/// this chain leaving?" read the chain's members, not every animation in
/// progress. What a `present` or a `dismiss` call does is decided before, by
/// ``PresentationRequests``, from facts these machines give.
///
/// ```
/// presentation: (not presented) ──requested──▶ waiting for the layout pass (ios17)
///                                           └──▶ starting (ios5, ios7)
///               waiting ──taken by the layout pass, or to end first──▶ starting
///               starting ──animation began──▶ animating ──animation ended──▶ ending
///               starting, animating, ending ──ended──▶ presented
/// dismissal (kept by the chain's first member):
///               (none) ──requested──▶ waiting for the layout pass (ios17) or starting
///               waiting ──taken──▶ starting ──animation began──▶ animating
///               starting, animating ──ends──▶ ending
/// unlinked: the presentation goes back to (not presented); an ending dismissal to (none)
/// ```
///
/// The dismissal's phase follows the dismissal, not the links: a sheet
/// pulled away while a `dismiss` of it waits for the layout pass is
/// unlinked by the pull, and that dismissal still starts, animates and ends
/// (a choice that keeps the model's order; the rules are silent), so its
/// first member keeps its phase until then.
///
/// A presentation is *under way* while it waits or animates, and a chain
/// *leaving* while its dismissal animates (grade inf: the model's reading of
/// rule 5.3's "a presentation of the chain under way" and "the chain is
/// already leaving"); between those moments, while the callbacks of a start
/// or an end go out, it is neither.
struct PresentationMachine: Hashable, Sendable {
  /// Where a presentation stands.
  enum Phase: Hashable, Sendable {
    /// The controller is not presented.
    case notPresented
    /// Asked for; its start waits for the layout pass (ios17).
    case waitingForLayoutPass
    /// Its start's callbacks go out.
    case starting
    /// Its animation runs.
    case animating
    /// Its animation ended; its end's callbacks go out.
    case ending
    /// It ended: the controller is presented.
    case presented
  }

  /// Where the dismissal of the chain this controller leads stands.
  enum DismissalPhase: Hashable, Sendable {
    /// No dismissal of a chain led by this controller is in progress.
    case none
    /// Asked for; its start waits for the layout pass (ios17).
    case waitingForLayoutPass
    /// Its start's callbacks go out.
    case starting
    /// Its animation runs.
    case animating
    /// Its animation ended; its end's callbacks go out.
    case ending
  }

  /// Where the presentation stands.
  private(set) var phase = Phase.notPresented
  /// Where the dismissal of the chain this controller leads stands.
  private(set) var dismissal = DismissalPhase.none

  /// Whether the presentation waits for the layout pass or animates.
  var isUnderWay: Bool {
    switch phase {
    case .waitingForLayoutPass, .animating: true
    case .notPresented, .starting, .ending, .presented: false
    }
  }

  /// Whether the chain this controller leads is leaving: its dismissal
  /// animates.
  var isLeaving: Bool { dismissal == .animating }

  // MARK: The presentation

  /// `present` linked the controller: its start waits for the layout pass
  /// (ios17; revision 2, grade obs) or comes now (ios5, ios7).
  mutating func requested(startsAtLayoutPass: Bool) {
    phase = startsAtLayoutPass ? .waitingForLayoutPass : .starting
  }

  /// The layout pass took the waiting start, or a call that must see the
  /// presentation ended first took it to start and end at once.
  mutating func startTaken() {
    if phase == .waitingForLayoutPass { phase = .starting }
  }

  /// The presentation's animation began (rule 4.4).
  mutating func animationBegan() {
    if phase == .starting { phase = .animating }
  }

  /// The presentation's animation ended, or was cut short: its end follows.
  mutating func animationEnded() {
    if phase == .animating { phase = .ending }
  }

  /// The presentation ended: the controller is presented.
  mutating func ended() {
    switch phase {
    case .starting, .animating, .ending:
      phase = .presented
    case .notPresented, .waitingForLayoutPass, .presented:
      // Not this presentation's end: the controller was dismissed with the
      // chain above a dismissed one, or is presented again.
      break
    }
  }

  // MARK: The dismissal of the chain it leads

  /// `dismiss` asked for the chain this controller leads to leave: its start
  /// waits for the layout pass (ios17; revision 3, grade dec) or comes now.
  mutating func dismissalRequested(startsAtLayoutPass: Bool) {
    dismissal = startsAtLayoutPass ? .waitingForLayoutPass : .starting
  }

  /// The layout pass took the waiting dismissal, or a call asked before it
  /// started took it to start and end at once.
  mutating func dismissalStartTaken() {
    if dismissal == .waitingForLayoutPass { dismissal = .starting }
  }

  /// The dismissal's animation began (rule 4.4).
  mutating func dismissalAnimationBegan() {
    if dismissal == .starting { dismissal = .animating }
  }

  /// The controller's presentation links break: its chain was dismissed, or
  /// it was pulled away.
  ///
  /// Its presentation is over; a dismissal of a chain it led that was
  /// ending has ended, one still waiting or animating goes on.
  mutating func unlinked() {
    phase = .notPresented
    if dismissal == .ending { dismissal = .none }
  }

  /// The dismissal ends: its animation ended, or it started to end at once.
  ///
  /// Its end's callbacks follow, then the links break
  /// (``unlinked()``, which the chain's unlinking sends).
  mutating func dismissalEnds() {
    switch dismissal {
    case .starting, .animating:
      dismissal = .ending
    case .none, .waitingForLayoutPass, .ending:
      // Not this dismissal's end: none was started from this member.
      break
    }
  }
}
