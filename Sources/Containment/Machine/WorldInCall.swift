/// The world as a handler is given it: in the middle of a call
/// (``World/apply(_:handler:)``).
///
/// A handler reads the world through ``world``, makes controllers, views and
/// windows, and applies operations, which run inside the callback it
/// handles. The value cannot be copied, and has no public initializer: the
/// call it belongs to is the only one that ends it. A `World` read from it
/// is a copy, and a copy in the middle of a call refuses every operation
/// (``ModelRefusal/copiedDuringCall``), so no operation can run on a world
/// that the call will not finish.
///
/// A handler that swaps two of them (one from each of two calls) stops both
/// calls with ``ModelRefusal/worldReplacedInHandler``.
public struct WorldInCall: ~Copyable, Sendable {
  /// The world, moved here for the call's duration.
  private var storage: World
  /// The call's mark: a handler that swapped two of these is told by it.
  private let lease = CallLease()

  /// Takes `world`, leaving a placeholder in its place until ``handBack()``.
  init(moving world: inout World) {
    storage = world
    world = storage.placeholder
  }

  /// The world, handed back to its variable when the call ends.
  consuming func handBack() -> World { storage }

  /// The world as it stands now, in the middle of the call: what a handler
  /// reads (its controllers, their appearance, the run loop).
  ///
  /// This is a copy: keep it only to read. Applying an operation to it is
  /// refused with ``ModelRefusal/copiedDuringCall``; apply operations to
  /// this `WorldInCall` instead.
  public var world: World { storage }

  /// Applies `operation` inside the callback being handled and returns
  /// what UIKit would deliver, as ``World/apply(_:)`` does.
  ///
  /// - Throws: as ``World/apply(_:)``; the operation is then undone and the
  ///   call being handled goes on unless the handler rethrows.
  public mutating func apply(_ operation: Call) throws(CallFailure) -> [Event] {
    var events: [Event] = []
    try run(
      operation,
      observer: { (observation: World.Observation, _: inout WorldInCall) throws(CallFailure) in
        switch observation {
        case .event(let event): events.append(event)
        case .callStarts:
          // Calls start without anyone's decision.
          break
        }
      }, failure: { (failure: CallFailure) -> CallFailure in failure })
    return events
  }

  /// Applies `operation` inside the callback being handled, handing each of
  /// its events to `handler`, as ``World/apply(_:handler:)`` does.
  ///
  /// - Throws: as ``World/apply(_:handler:)``.
  public mutating func apply(
    _ operation: Call, handler: (Event, inout WorldInCall) throws -> Void
  ) throws {
    try run(
      operation,
      observer: { (observation: World.Observation, world: inout WorldInCall) throws in
        try observation.dispatch(to: &world, handler: handler)
      }, failure: { $0 })
  }

  /// Makes a `UIViewController()` (``World/makeViewController(named:)``).
  public mutating func makeViewController(named name: String) -> ControllerID {
    storage.makeViewController(named: name)
  }

  /// Makes a `UINavigationController()`
  /// (``World/makeNavigationController(named:)``).
  public mutating func makeNavigationController(named name: String) -> ControllerID {
    storage.makeNavigationController(named: name)
  }

  /// Makes a `UITabBarController()` (``World/makeTabBarController(named:)``).
  public mutating func makeTabBarController(named name: String) -> ControllerID {
    storage.makeTabBarController(named: name)
  }

  /// Makes a `UIPageViewController`
  /// (``World/makePageViewController(named:transitionStyle:spineLocation:)``).
  public mutating func makePageViewController(
    named name: String, transitionStyle style: PageTransitionStyle,
    spineLocation spine: PageSpineLocation = .min
  ) -> ControllerID {
    storage.makePageViewController(named: name, transitionStyle: style, spineLocation: spine)
  }

  /// Makes a plain `UIView()` (``World/makeView(named:)``).
  public mutating func makeView(named name: String) -> ViewID {
    storage.makeView(named: name)
  }

  /// Makes a hidden `UIWindow()` (``World/makeWindow(named:)``).
  public mutating func makeWindow(named name: String) -> WindowID {
    storage.makeWindow(named: name)
  }

  /// Runs `operation` on the world held here, top-level or nested as the
  /// world's open calls say, showing `observer` what happens; the machine's
  /// failures become `Failure` through `failure`.
  ///
  /// No admission check: the world held here is the one the call runs on,
  /// by construction.
  mutating func run<Failure: Error>(
    _ operation: Call,
    observer: (World.Observation, inout WorldInCall) throws(Failure) -> Void,
    failure: (CallFailure) -> Failure
  ) throws(Failure) {
    let lease = self.lease
    let checkpoint: CallCheckpoint
    do {
      checkpoint = try storage.openCall(operation, owner: .handle)
    } catch {
      throw failure(error)
    }
    do throws(Failure) {
      while true {
        let next: World.Observation?
        do {
          next = try storage.observe(above: checkpoint.workCount)
        } catch {
          throw failure(error)
        }
        guard let observation = next else { break }
        try observer(observation, &self)
        guard self.lease === lease else { throw failure(.refusal(.worldReplacedInHandler)) }
      }
    } catch {
      if self.lease === lease {
        storage.rollBack(to: checkpoint)
      } else {
        // Another call's world: brought to rest, as that call will not end.
        storage.rollBackEveryOpenCall()
      }
      throw error
    }
    storage.closeCall(checkpoint)
  }
}
