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

extension World.Observation {
  /// Hands an event to `handler`, and a caller's block that starts to `block`.
  ///
  /// What every entry point that takes a handler does with what the call
  /// shows it; a caller's block is ``Call/callerBlock(_:)``, which the
  /// handler-only entry points leave to nobody. Other calls start without
  /// anyone's decision.
  func dispatch<Receiver: ~Copyable>(
    to receiver: inout Receiver, handler: (Event, inout Receiver) throws -> Void,
    block: (Int, inout Receiver) throws -> Void = { _, _ in }
  ) throws {
    switch self {
    case .event(let event):
      try handler(event, &receiver)
    case .callStarts(.callerBlock(let number)):
      try block(number, &receiver)
    case .callStarts:
      // Nothing to decide.
      break
    }
  }
}
