extension World {
  /// Performs one operation and returns what UIKit would deliver, in order.
  ///
  /// Deprecated: ``apply(_:)`` does the same and throws a ``CallFailure``,
  /// which keeps UIKit's exceptions apart from the model's refusals.
  ///
  /// - Throws: ``UIKitException`` when UIKit would raise, and
  ///   ``UIKitException/refused(_:)`` when the model refuses; the world is
  ///   then exactly as it was before the call.
  @available(*, deprecated, renamed: "apply(_:)")
  public mutating func perform(_ operation: Call) throws(UIKitException) -> [Event] {
    do {
      return try apply(operation)
    } catch {
      throw error.asUIKitException
    }
  }

  /// Performs one operation, handing each event and the world itself,
  /// `inout`, to `handler` as it happens.
  ///
  /// Deprecated: ``apply(_:handler:)`` gives the handler a ``WorldInCall``,
  /// which cannot be copied, so that a copy of a world taken during a call
  /// is refused by construction. This entry point tells such a copy by the
  /// address of the variable the call began on and by the call's lease, and
  /// refuses it with ``UIKitException/refused(_:)``
  /// (``ModelRefusal/copiedDuringCall``); a handler that assigns another
  /// world to its `inout` parameter stops the call
  /// (``ModelRefusal/worldReplacedInHandler``), and the world is the one it
  /// assigned, brought to rest.
  ///
  /// - Throws: ``UIKitException`` when UIKit would raise or the model refuses
  ///   (``UIKitException/refused(_:)``), here or in any operation the handler
  ///   performs, or whatever the handler throws.
  @available(*, deprecated, message: "use apply(_:handler:), whose handler is given a WorldInCall")
  public mutating func perform(
    _ operation: Call,
    handler: (Event, inout World) throws -> Void
  ) throws {
    try performLeased(operation) { (observation: Observation, world: inout World) throws in
      try observation.dispatch(to: &world, handler: handler)
    }
  }

  /// Performs one operation like ``perform(_:handler:)``, and runs the
  /// caller's own blocks (``Call/callerBlock(_:)``) when they start.
  ///
  /// Deprecated: use ``apply(_:handler:block:)``.
  ///
  /// - Throws: as ``perform(_:handler:)``, or whatever `block` throws.
  @available(
    *, deprecated, message: "use apply(_:handler:block:), whose closures are given a WorldInCall"
  )
  public mutating func perform(
    _ operation: Call,
    handler: (Event, inout World) throws -> Void,
    block: (Int, inout World) throws -> Void
  ) throws {
    try performLeased(operation) { (observation: Observation, world: inout World) throws in
      try observation.dispatch(to: &world, handler: handler, block: block)
    }
  }

  /// The deprecated entry points' call: owned by this variable's address
  /// and a lease held until it returns, so that a copy taken inside the
  /// handler is told from the world.
  private mutating func performLeased(
    _ operation: Call, observer: (Observation, inout World) throws -> Void
  ) throws {
    let lease = CallLease()
    try withExtendedLifetime(lease) { () throws in
      let owner = CallOwner.variable(address: variableAddress())
      try perform(
        operation, owner: owner, lease: lease, observer: observer,
        exception: { (failure: CallFailure) -> any Error in failure.asUIKitException })
    }
  }

  /// Performs one operation like ``apply(_:handler:)``, telling `observer`
  /// about each call the user wrote before it starts, and handing it the
  /// world itself, `inout`: for this package's own observers, which hand no
  /// world to a caller.
  ///
  /// Those calls are the operation itself, then each statement of a
  /// completion block when it runs. The audit uses this to judge calls
  /// against the world they start from.
  ///
  /// The observer may perform operations only when it is given an event,
  /// or a caller's block (``Call/callerBlock(_:)``) that starts.
  ///
  /// - Throws: what `observer` throws, or what `exception` makes of the
  ///   ``CallFailure`` the call ends with, here or in a call the observer
  ///   performs; the world is then as it was before the call.
  package mutating func perform<Failure: Error>(
    _ operation: Call,
    observer: (Observation, inout World) throws(Failure) -> Void,
    exception: (CallFailure) -> Failure
  ) throws(Failure) {
    try perform(
      operation, owner: .package, lease: nil, observer: observer, exception: exception)
  }

  /// The loop of every call that hands its observer the world itself.
  private mutating func perform<Failure: Error>(
    _ operation: Call, owner: CallOwner, lease: CallLease?,
    observer: (Observation, inout World) throws(Failure) -> Void,
    exception: (CallFailure) -> Failure
  ) throws(Failure) {
    guard admitsCall() else { throw exception(.refusal(.copiedDuringCall)) }
    let checkpoint: CallCheckpoint
    do {
      checkpoint = try openCall(operation, owner: owner, lease: lease)
    } catch {
      throw exception(error)
    }
    let depth = calls.depth
    do throws(Failure) {
      while true {
        let next: Observation?
        do {
          next = try observe(above: checkpoint.workCount)
        } catch {
          throw exception(error)
        }
        guard let observation = next else { break }
        let steps = calls.steps
        try observer(observation, &self)
        guard isStillInCall(atDepth: depth, above: checkpoint.workCount, afterSteps: steps) else {
          throw exception(.refusal(.worldReplacedInHandler))
        }
      }
    } catch {
      if isStillInCall(atDepth: depth, above: checkpoint.workCount, afterSteps: 0) {
        rollBack(to: checkpoint)
      } else {
        // The world a handler assigned: brought to rest.
        rollBackEveryOpenCall()
      }
      throw error
    }
    closeCall(checkpoint)
  }
}
