extension World {
  /// What ``perform(_:observer:)`` shows its observer: the events a call
  /// yields, and the calls the user wrote as they are about to start.
  package enum Observation: Hashable, Sendable {
    /// A trace line: a callback, a warning or a note.
    case event(Event)
    /// A call the user wrote is about to start: the world is still as it was
    /// before it. Calls the machine restarts itself are not reported.
    case callStarts(Call)
  }
}
