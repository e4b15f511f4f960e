extension World {
  /// Applies one operation and returns what UIKit would deliver, in order.
  ///
  /// - Throws: ``CallFailure/exception(_:)`` when UIKit would raise,
  ///   ``CallFailure/refusal(_:)`` when the model refuses the call (a budget
  ///   spent, an identity it cannot name, a copy of a world taken during a
  ///   call). The world is then exactly as it was before the call.
  public mutating func apply(_ operation: Call) throws(CallFailure) -> [Event] {
    guard admitsCall() else { throw .refusal(.copiedDuringCall) }
    // No caller's code runs inside: nothing can copy the world meanwhile.
    let checkpoint = try openCall(operation, owner: .handle)
    var events: [Event] = []
    do {
      while let event = try advance(above: checkpoint.workCount) {
        // Room for several events at the first: a call that delivers one
        // usually delivers a few, and an array grown from one element
        // reallocates at two, four and eight.
        if events.isEmpty { events.reserveCapacity(8) }
        events.append(event)
      }
    } catch {
      rollBack(to: checkpoint)
      throw error
    }
    closeCall(checkpoint)
    return events
  }

  /// Applies one operation, handing each event to `handler` as it happens.
  ///
  /// The handler runs "inside" the callback, like an override after `super`:
  /// operations it applies to the ``WorldInCall`` it is given are delivered
  /// before this operation goes on. A handler that applies several
  /// operations applies each to its end before the next, as straight-line
  /// code would.
  ///
  /// What a handler may do with what it is given:
  /// - read the world (``WorldInCall/world``), make controllers, views and
  ///   windows, and apply operations, nested as deep as
  ///   ``maximumHandlerDepth``; every step they take counts against this
  ///   call's budget (``stepLimitPerCall``);
  /// - catch a ``CallFailure`` from one of its operations: that operation is
  ///   undone and this one goes on.
  ///
  /// The world in the call lives in the `WorldInCall`, which cannot be
  /// copied: a `World` read from it and kept is a copy in the middle of a
  /// call that will never end on it, and refuses every operation with
  /// ``ModelRefusal/copiedDuringCall``, by construction. Copy the world
  /// before or after `apply`.
  ///
  /// - Throws: a ``CallFailure`` when UIKit would raise or the model refuses,
  ///   here or in any operation the handler applies, or whatever the handler
  ///   throws. The world is then exactly as it was before this call, but for
  ///   the identities of controllers, views and windows the handler made
  ///   inside it, which stay retired (``ModelRefusal/rolledBackIdentity(_:)``).
  public mutating func apply(
    _ operation: Call,
    handler: (Event, inout WorldInCall) throws -> Void
  ) throws {
    try apply(operation) { (observation: Observation, world: inout WorldInCall) throws in
      try observation.dispatch(to: &world, handler: handler)
    }
  }

  /// Applies one operation like ``apply(_:handler:)``, and runs the caller's
  /// own blocks (``Call/callerBlock(_:)``) when they start.
  ///
  /// `block` is given the block's number and the world in the call, and may
  /// apply operations to it as a handler may: they run where the block
  /// stands, before the calls that follow it. This is how a completion block
  /// whose calls depend on state at the time it runs is written:
  /// `callerBlock(n)` in the completion, and the decision in `block`.
  ///
  /// - Throws: as ``apply(_:handler:)``, or whatever `block` throws.
  public mutating func apply(
    _ operation: Call,
    handler: (Event, inout WorldInCall) throws -> Void,
    block: (Int, inout WorldInCall) throws -> Void
  ) throws {
    try apply(operation) { (observation: Observation, world: inout WorldInCall) throws in
      try observation.dispatch(to: &world, handler: handler, block: block)
    }
  }

  /// Moves this world into a ``WorldInCall`` for the call, and back.
  private mutating func apply(
    _ operation: Call, observer: (Observation, inout WorldInCall) throws -> Void
  ) throws {
    guard admitsCall() else { throw CallFailure.refusal(.copiedDuringCall) }
    var world = WorldInCall(moving: &self)
    do {
      try world.run(operation, observer: observer, failure: { $0 })
    } catch {
      self = world.handBack()
      throw error
    }
    self = world.handBack()
  }

  /// A world with this one's profile and lineage and nothing else, not even
  /// its window: what stands in a variable while its world is in a
  /// ``WorldInCall``, and costs no allocation.
  var placeholder: World { World(placeholderFor: profile, lineage: lineage) }
}
