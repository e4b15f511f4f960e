/// The main queue (rule 4.5) and view animations (rule 4.6).
extension World {
  /// `DispatchQueue.main.async { block }` (rule 4.5; grade doc + inf): queued
  /// to run after the current turn's end.
  mutating func queueOnMainQueue(_ block: [Call]) {
    runLoop.queueOnMainQueue(block)
  }

  /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { block }`
  /// (rule 4.5; grade doc + inf): the block runs when the clock passes the
  /// deadline, ordered with animation ends by time, then by the order they
  /// were scheduled.
  mutating func queueOnMainQueue(after seconds: Double, _ block: [Call]) {
    _ = runLoop.beginAnimation(.mainQueueTimer(block), duration: Self.duration(seconds))
  }

  /// The blocks queued before this turn's end, in order, after its
  /// after-commit step: what they do belongs to the next turn (rule 4.5).
  mutating func planMainQueueBlocks() {
    guard !runLoop.mainQueue.isEmpty else { return }
    for block in runLoop.takeMainQueueBlocks() {
      plan(.note(.mainQueueBlock))
      for call in block { plan(.call(call)) }
    }
  }

  /// The start of an animations block (rule 4.6; grade doc + dec + inf).
  ///
  /// With a duration or a delay, and not inside `performWithoutAnimation`,
  /// an animation begins that ends at t + delay + duration: its completion
  /// runs then, and the dids of the views moved in the block (ios7, ios17)
  /// wait for it. Otherwise the completion runs as a main-queue block.
  mutating func beginViewAnimations(duration: Double, delay: Double, completion: [Call]?) {
    let wait = Self.duration(delay)
    let total = Self.duration(duration) + wait
    guard runLoop.viewAnimationsDisabled == 0, total > .zero else {
      runLoop.pushViewAnimationFrame(ViewAnimationFrame(animation: nil, completion: completion))
      return
    }
    let id = runLoop.beginAnimation(
      .viewAnimation(completion: completion, delay: wait), duration: total)
    runLoop.pushViewAnimationFrame(ViewAnimationFrame(animation: id, completion: nil))
  }

  /// The end of an animations block (rule 4.6); a commit without a begin
  /// does nothing, as `UIView.commitAnimations()` does.
  mutating func commitViewAnimations() {
    guard let frame = runLoop.popViewAnimationFrame() else { return }
    if frame.animation == nil, let completion = frame.completion {
      queueOnMainQueue(completion)
    }
  }

  /// The animation that holds the window-driven dids of views moved now, if
  /// any: the innermost open animations block that takes time, in ios7 and
  /// ios17 (rule 4.6; in ios5 the dids are synchronous, as in rule 2.3).
  var animationHoldingWindowDids: Int? {
    guard profile.windowDidTiming == .endOfTurn else { return nil }
    return runLoop.viewAnimationFrames.last?.animation
  }

  /// The end of a view animation (rule 4.6): its completion, then the dids
  /// it held go on this turn's after-commit queue.
  mutating func endViewAnimation(id: Int, completion: [Call]?, label: String) {
    for callback in runLoop.takeDids(heldBy: id) { runLoop.queueAfterCommit(callback) }
    let mark = openSchedule()
    planCompletion(completion, label: label)
    closeSchedule(from: mark)
  }

  /// A main-queue block whose deadline passed (rule 4.5).
  mutating func runMainQueueTimer(_ block: [Call]) {
    let mark = openSchedule()
    plan(.note(.mainQueueBlock))
    for call in block { plan(.call(call)) }
    closeSchedule(from: mark)
  }

  /// Seconds as the clock counts them, as every duration of the model is.
  ///
  /// As `Instant(seconds:)` counts them: negative and NaN values are 0, and anything
  /// longer than a billion seconds, `.infinity` included, is a billion
  /// seconds (rule 4.2). A block after an infinite delay waits; it does
  /// not run at once.
  private static func duration(_ seconds: Double) -> Instant {
    Instant(seconds: seconds)
  }
}
