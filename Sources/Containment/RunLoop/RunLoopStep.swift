/// The run loop's steps (§4): a turn's end and its four parts, animations
/// and the clock.
///
/// ``World`` executes them in `World+RunLoop.swift`.
/// The words follow the glossary: a turn end *opens* and *closes*; the
/// Core Animation commit is `coreAnimationCommit`, apart from a journal's
/// `commit`; an animation *begins* (its clock starts at the commit) and
/// *finishes* at its end time.
enum RunLoopStep: Hashable, Sendable {
  /// Opens the end of the current turn (rule 4.1), unless nothing happened
  /// in it.
  case openTurnEnd
  /// Step 1 of a turn end: the layout pass.
  case layoutPass
  /// The `viewIsAppearing` part of the layout pass, after navigation starts.
  case layoutPassViewIsAppearing
  /// Step 2: the Core Animation commit, which starts the clocks of the
  /// animations begun in the turn.
  case coreAnimationCommit
  /// Step 3: the queued did-callbacks.
  case afterCommit
  /// One callback of those step 3 took from the queue (rule 4.1), at `next`;
  /// the step for the one after it is pushed beneath the work its handler
  /// causes, so the step holds the taken queue once, not one step per callback.
  case afterCommitCallback([AfterCommitCallback], next: Int)
  /// Repeats steps 1–3 while anything is pending, then closes the turn.
  case closeTurn
  /// Registers an animation; its clock starts at the commit (rules 4.1, 4.2).
  /// Indirect: an animation's kind is large, and a step stays small.
  indirect case beginAnimation(Animation.Kind, duration: Instant)
  /// Finishes an animation at its end time (rule 4.2).
  case finishAnimation(id: Int)
  /// Finishes animations that end by the given time, each in its own turn.
  case runUntil(Instant)
  /// Finishes every animation, each in its own turn.
  case runUntilIdle
}
