/// The appearance part of the controller records (rules 2.1, 2.7): each
/// controller's appearance state, its movement flags, and the marks that
/// window moves and navigation leave on it.
///
/// Its storage is `private(set)`: the world reads a controller's record by
/// slot and changes it only through the events below. An appearance
/// callback's changes are decided by each record's machine
/// (``ControllerAppearance``); the containment events and the marks that
/// window moves and navigation leave are written by the rules that own them
/// (`World+Containment`, `World+Views`, `World+Navigation`).
///
/// Apart from the rest of a controller's record because a walk over a tree
/// (showing a window over a million controllers) writes every controller's
/// appearance: the journal then copies a small record per controller, not
/// the whole record (`RecordSizeTests` holds the sizes).
struct AppearanceTable: Hashable, Sendable {
  /// Every controller's appearance, at each controller's position (its ``ControllerSlot``).
  private(set) var records = JournaledArray<ControllerAppearance>()

  /// How many controllers there are.
  var count: Int { records.count }

  /// The appearance of the controller at `slot`.
  subscript(slot: ControllerSlot) -> ControllerAppearance { records[slot.position] }

  // MARK: Controllers

  /// Adds the record of a new controller: disappeared, no flag set.
  mutating func append() { records.append(ControllerAppearance()) }

  // MARK: Appearance changes (rules 2.1, 4.1, 4.3)

  /// `change` is asked of the controller at `slot`: its machine answers
  /// (``ControllerAppearance/receive(_:animated:viewIsLoaded:sendsViewIsAppearing:)``).
  ///
  /// The record is written back only when the answer changed it: a write
  /// journals the whole record, and a suppressed change is common (a
  /// forwarding that reaches a child already there).
  mutating func receive(
    _ change: AppearanceChange, animated: Bool, at slot: ControllerSlot, viewIsLoaded: Bool,
    sendsViewIsAppearing: Bool
  ) -> ControllerAppearance.OnChange {
    var record = records[slot.position]
    let answer = record.receive(
      change, animated: animated, viewIsLoaded: viewIsLoaded,
      sendsViewIsAppearing: sendsViewIsAppearing)
    switch answer {
    case .suppressed, .loadViewFirst:
      // Nothing changed.
      break
    case .viewIsAppearingFirst, .deliver:
      records[slot.position] = record
    }
    return answer
  }

  /// The layout pass reaches the controller at `slot`
  /// (``ControllerAppearance/layoutPass(sendsViewIsAppearing:)``); the record
  /// is written back only when it changed.
  mutating func layoutPass(
    at slot: ControllerSlot, sendsViewIsAppearing: Bool
  ) -> ControllerAppearance.OnLayoutPass {
    var record = records[slot.position]
    let answer = record.layoutPass(sendsViewIsAppearing: sendsViewIsAppearing)
    switch answer {
    case .nothing:
      // Nothing changed.
      break
    case .viewIsAppearing:
      records[slot.position] = record
    }
    return answer
  }

  // MARK: Movement flags (rule 2.7)

  /// The controller was attached to a parent.
  mutating func attached(at slot: ControllerSlot) { records[slot.position].movement.attached() }

  /// The controller was detached from its parent.
  mutating func detached(at slot: ControllerSlot) { records[slot.position].movement.detached() }

  /// The controller received `willMove(toParent: nil)` with a parent to leave.
  mutating func receivedWillMoveToNil(at slot: ControllerSlot) {
    records[slot.position].movement.receivedWillMoveToNil()
  }

  /// The controller received `didMove(toParent:)` for a parent.
  mutating func receivedDidMoveToParent(at slot: ControllerSlot) {
    records[slot.position].movement.receivedDidMoveToParent()
  }

  // MARK: Marks

  /// Whether the controller holds its `didMove(toParent: nav)` until its
  /// next did-callback (rule 5.1, revision 3).
  ///
  /// Written only when it changes: a write journals the whole record.
  mutating func setHoldsDidMove(_ holds: Bool, at slot: ControllerSlot) {
    if records[slot.position].holdsDidMove != holds { records[slot.position].holdsDidMove = holds }
  }

  /// Whether its parent's forwarded will skipped the controller, in a
  /// transition of UIKit's own containers (rule 4.8).
  ///
  /// Written only when it changes: a write journals the whole record.
  mutating func setWasSkippedByForwardedWill(_ skipped: Bool, at slot: ControllerSlot) {
    if records[slot.position].wasSkippedByForwardedWill != skipped {
      records[slot.position].wasSkippedByForwardedWill = skipped
    }
  }

  /// Whether a window move asked the controller for its will-callback, so
  /// that the move's did-phase asks it for the did (rule 2.3).
  mutating func setWasAskedByWindowMove(_ asked: Bool, at slot: ControllerSlot) {
    records[slot.position].wasAskedByWindowMove = asked
  }

  // MARK: Calls and rollback

  /// Starts recording writes, as a call begins.
  mutating func openMark() { records.openMark() }

  /// Keeps the writes since the innermost mark, as a call ends.
  mutating func commit() { records.commit() }

  /// Undoes the writes since the innermost mark, as a call that raised ends.
  mutating func rollBack() { records.rollBack() }
}
