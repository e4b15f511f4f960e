/// A pure model of UIKit's view-controller containment: controllers, views,
/// windows and the run loop, as one value.
///
/// A world changes only through ``perform(_:)``, which takes one UIKit-style
/// ``Call`` and returns, in order, the ``Event``s UIKit would deliver:
/// lifecycle callbacks, warnings, and notes about time. Nothing else happens:
/// no clock, no randomness, no I/O. Two worlds that performed the same
/// operations are equal.
///
/// ```swift
/// var world = World(profile: .ios17)
/// let root = world.makeViewController(named: "root")
/// let child = world.makeViewController(named: "child")
/// _ = try world.perform(.setRootViewController(root, of: world.mainWindow))
/// _ = try world.perform(.makeKeyAndVisible(world.mainWindow))
/// _ = try world.perform(.runUntilIdle)
/// let events = try world.perform(.addChild(child, to: root))
/// // [child.willMove(toParent: root)]
/// ```
///
/// Operations may be performed from inside a callback, as a container does in
/// `viewDidLoad`: use ``perform(_:handler:)``, whose handler receives each
/// event as it happens and may perform further operations on the world it is
/// given. What the handler causes is delivered before the outer operation goes
/// on (scenario language §2, "Handlers").
public struct World: Hashable, Sendable {
  /// The UIKit release this world behaves like.
  public let profile: Profile

  /// Every controller's record, indexed by ``ControllerID/index``: the
  /// controller subsystem.
  var controllers = ControllerTable()
  /// Every controller's appearance and movement flags, indexed like
  /// `controllers`: the appearance subsystem, the part of the record that
  /// appearance changes write.
  var appearances = AppearanceTable()
  /// Every controller's name, indexed like `controllers`.
  ///
  /// The side table that ``controllerID(at:)`` reads to make an identity, so
  /// that the records themselves hold no string. Names are only ever
  /// appended, with their records, and never cut back: a rollback that
  /// removes records made in the call puts empty ones in their place
  /// (`retiredControllerSlots`), so the table needs no journal.
  var controllerNames: [String] = []
  /// The slots of controllers made inside a call that was then rolled
  /// back, in increasing order.
  ///
  /// Each keeps an empty record, so that its
  /// identity is refused with ``UIKitException/rolledBackIdentity(_:)`` and
  /// never given to another controller. Empty unless a handler made a
  /// controller in a call that raised.
  var retiredControllerSlots: [ControllerSlot] = []
  /// Views and windows: the view tree subsystem.
  var viewTree = ViewTree()
  /// Turns, the clock, animations and queued did-callbacks.
  var runLoop = RunLoopState()
  /// The work still to do, last element first: empty between operations.
  var work: [Step] = []
  /// How many controllers have an open explicit transition (rule 2.4).
  var openExplicitTransitions = 0
  /// The contexts of the transitions whose coordinator completions are
  /// running, innermost last: whether each was cancelled (rule 5.5).
  var transitionContexts: [Bool] = []
  /// The calls this world is in the middle of, and their step budget.
  var calls = CallsInProgress()
  /// What this world's identities carry, shared by its copies only.
  let lineage: WorldLineage

  /// How many steps one top-level call may take, with everything its
  /// handlers and completion blocks cause, however deeply nested; `nil` (the
  /// default) for ``automaticStepLimit``.
  ///
  /// Past it the call fails with ``UIKitException/doesNotSettle(steps:)``:
  /// the bound that makes a run whose handlers keep re-triggering themselves
  /// end, in bounded time and memory, with an error. A call made from a
  /// handler shares the budget of the call that delivered its event; only a
  /// call made when no call is open starts a new one.
  public var stepLimitPerCall: Int?

  /// Whether the world lays views out (rule 4.7; grade doc + inf).
  ///
  /// A world that does tracks which views need layout and delivers `viewWillLayoutSubviews` and
  /// `viewDidLayoutSubviews` at each turn's layout pass and at
  /// `layoutIfNeeded()`. Off by default, so that a trace without layout
  /// work reads as before; set it before the first call.
  public var tracksLayout = false

  /// The step budget a top-level call gets when ``stepLimitPerCall`` is `nil`.
  ///
  /// One callback takes a few steps. A call that repeats no work delivers a
  /// few callbacks per controller and view for each animation that ends
  /// during it (a rotation that ends while a hundred animations run walks
  /// every controller a hundred times), so the budget is 100,000 steps plus
  /// 100 for each controller and view, times one more than the animations in
  /// progress: work that grows with controllers × animations fits, and work
  /// that handlers re-trigger without end does not. Work already queued for
  /// the turn end counts too: 100 steps more for each call in a main-queue
  /// block and for each callback, deferred start and animation waiting, so
  /// that a turn end that runs many blocks legitimately is not taken for a
  /// runaway.
  /// Saturates at `Int.max`.
  public var automaticStepLimit: Int {
    let size = controllers.count + views.count
    let (perAnimation, overflow1) = (100 * size).multipliedReportingOverflow(
      by: runLoop.animations.count + 1)
    let queued =
      runLoop.mainQueueCalls + runLoop.afterCommit.count + runLoop.deferredStarts.count
      + runLoop.animations.count
    let (queuedSteps, overflow2) = queued.multipliedReportingOverflow(by: 100)
    let (base, overflow3) = queuedSteps.addingReportingOverflow(100_000)
    let (total, overflow4) = perAnimation.addingReportingOverflow(base)
    return overflow1 || overflow2 || overflow3 || overflow4 ? .max : total
  }

  /// Every step this world has taken since it was made.
  ///
  /// It counts the calls that raised and the one in progress: what a budget
  /// on a whole run counts. It is not part of the world's equality.
  public var stepsTaken: Int { calls.lifetimeSteps &+ calls.steps }

  /// How deep calls made from handlers may nest below the top-level call: a
  /// handler's call one level deeper fails with
  /// ``UIKitException/handlersNestTooDeep(limit:)``, long before the
  /// machine's stack would run out.
  public static let maximumHandlerDepth = 64

  /// Makes a world with one hidden window, ``mainWindow``, named `window`.
  public init(profile: Profile = .ios17) {
    self.init(profile: profile, lineage: WorldLineage())
  }

  /// Makes a world like ``init(profile:)`` whose identities carry
  /// `lineage`: a world made the same way with the same lineage accepts
  /// them (a scenario's check and its runs).
  package init(profile: Profile, lineage: WorldLineage) {
    self.profile = profile
    self.lineage = lineage
    _ = makeWindow(named: "window")
  }

  /// The window that exists from the start, which a scenario calls `window`.
  public var mainWindow: WindowID { windows[0].id }

  /// Makes a `UIViewController()` with no parent and no view.
  public mutating func makeViewController(named name: String) -> ControllerID {
    makeController(named: name, kind: .viewController)
  }

  /// Makes an empty `UINavigationController()` (<doc:CallbackOrder#5.1-Navigation-controller>);
  /// give it a root with
  /// ``Call/setViewControllers(_:of:animated:)``, as
  /// `UINavigationController(rootViewController:)` does.
  public mutating func makeNavigationController(named name: String) -> ControllerID {
    makeController(named: name, kind: .navigationController)
  }

  /// Makes an empty `UITabBarController()` (<doc:CallbackOrder#5.2-Tab-bar-controller>).
  public mutating func makeTabBarController(named name: String) -> ControllerID {
    makeController(named: name, kind: .tabBarController)
  }

  mutating func makeController(named name: String, kind: ControllerKind) -> ControllerID {
    let id = ControllerID(slot: ControllerSlot(controllers.count), name: name, lineage: lineage.tag)
    controllers.append(kind: kind)
    appearances.append()
    controllerNames.append(name)
    return id
  }

  /// Makes a plain `UIView()`, in no superview.
  public mutating func makeView(named name: String) -> ViewID {
    viewTree.makeView(named: name, kind: .plain, lineage: lineage.tag)
  }

  /// Makes a hidden `UIWindow()`.
  public mutating func makeWindow(named name: String) -> WindowID {
    viewTree.makeWindow(named: name, lineage: lineage.tag)
  }

  /// Every view, at its slot (read-only: the view tree writes it).
  var views: JournaledArray<ViewNode> { viewTree.views }
  /// For every view, the window at the top of its superview chain.
  var viewWindows: JournaledArray<Link<WindowState>> { viewTree.viewWindows }
  /// Every window, indexed by ``WindowID/index``.
  var windows: JournaledArray<WindowState> { viewTree.windows }

  /// Performs one operation and returns what UIKit would deliver, in order.
  ///
  /// - Throws: ``UIKitException`` when UIKit would raise; the world is then
  ///   exactly as it was before the call.
  public mutating func perform(_ operation: Call) throws(UIKitException) -> [Event] {
    // No caller's code runs inside: nothing can copy the world meanwhile.
    let (checkpoint, _) = try openCall(operation, at: variableAddress(), leased: false)
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

  /// Performs one operation, handing each event to `handler` as it happens.
  ///
  /// The handler runs "inside" the callback, like an override after `super`:
  /// operations it performs on the world it receives are delivered before this
  /// operation goes on. A handler that performs several operations performs
  /// each to its end before the next, as straight-line code would.
  ///
  /// What a handler may do with the world it is given:
  /// - read it, and perform calls on it, nested as deep as
  ///   ``maximumHandlerDepth``; every step they take counts against this call's
  ///   budget (``stepLimitPerCall``);
  /// - catch a ``UIKitException`` from one of its calls: that call is undone
  ///   and this one goes on.
  ///
  /// What it may not do:
  /// - perform calls on a *copy* taken while this call runs: the copy is a
  ///   world in the middle of a call that will never end on it, and refuses
  ///   every call with ``UIKitException/copiedDuringCall``. Copy the world
  ///   before or after `perform`;
  /// - assign another world to its `inout` parameter: this call then stops
  ///   with ``UIKitException/worldReplacedInHandler``, and the world is the
  ///   one the handler assigned, with any call it was in the middle of rolled
  ///   back.
  ///
  /// - Throws: ``UIKitException`` when UIKit would raise, here or in any
  ///   operation the handler performs, or whatever the handler throws. The
  ///   world is then exactly as it was before this call (except after
  ///   ``UIKitException/worldReplacedInHandler``), but for the identities of
  ///   controllers, views and windows the handler made inside it, which stay
  ///   retired (``UIKitException/rolledBackIdentity(_:)``).
  public mutating func perform(
    _ operation: Call,
    handler: (Event, inout World) throws -> Void
  ) throws {
    let address = variableAddress()
    let (checkpoint, lease) = try openCall(operation, at: address)
    defer { withExtendedLifetime(lease) {} }
    let depth = calls.depth
    do {
      while let event = try advance(above: checkpoint.workCount) {
        let steps = calls.steps
        try handler(event, &self)
        try ensureStillInCall(
          atDepth: depth, at: address, above: checkpoint.workCount, afterSteps: steps)
      }
    } catch {
      endAfterError(checkpoint, atDepth: depth, at: address)
      throw error
    }
    closeCall(checkpoint)
  }

  /// Performs one operation like ``perform(_:handler:)``, and runs the
  /// caller's own blocks (``Call/callerBlock(_:)``) when they start.
  ///
  /// `block` is given the block's number and the world, and may perform
  /// calls on it as a handler may: they run where the block stands, before
  /// the calls that follow it. This is how a completion block whose calls
  /// depend on state at the time it runs is written: `callerBlock(n)` in
  /// the completion, and the decision in `block`.
  ///
  /// - Throws: as ``perform(_:handler:)``, or whatever `block` throws.
  public mutating func perform(
    _ operation: Call,
    handler: (Event, inout World) throws -> Void,
    block: (Int, inout World) throws -> Void
  ) throws {
    try perform(
      operation,
      observer: { (observation: Observation, world: inout World) throws in
        switch observation {
        case .event(let event):
          try handler(event, &world)
        case .callStarts(.callerBlock(let number)):
          try block(number, &world)
        case .callStarts:
          // Other calls need no one's decision.
          break
        }
      }, exception: { $0 })
  }

  /// Performs one operation like ``perform(_:handler:)``, telling `observer`
  /// about each call the user wrote before it starts.
  ///
  /// Those calls are the operation itself, then each statement of a
  /// completion block when it runs. The audit uses this to judge calls
  /// against the world they start from.
  ///
  /// The observer may perform operations only when it is given an event,
  /// or a caller's block (``Call/callerBlock(_:)``) that starts.
  ///
  /// - Throws: what `observer` throws, or what `exception` makes of the
  ///   ``UIKitException`` UIKit raises, here or in a call the observer
  ///   performs; the world is then as ``perform(_:handler:)`` leaves it.
  ///
  /// `leased` false is for an observer of this package's own, which copies
  /// no world to perform on it: the top-level call then costs no lease
  /// (``CallsInProgress/isOwned(by:)``).
  package mutating func perform<Failure: Error>(
    _ operation: Call,
    observer: (Observation, inout World) throws(Failure) -> Void,
    exception: (UIKitException) -> Failure, leased: Bool = true
  ) throws(Failure) {
    let address = variableAddress()
    let checkpoint: CallCheckpoint
    let lease: CallLease?
    do {
      (checkpoint, lease) = try openCall(operation, at: address, leased: leased)
    } catch {
      throw exception(error)
    }
    defer { withExtendedLifetime(lease) {} }
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
        do {
          try ensureStillInCall(
            atDepth: depth, at: address, above: checkpoint.workCount, afterSteps: steps)
        } catch {
          throw exception(error)
        }
      }
    } catch {
      endAfterError(checkpoint, atDepth: depth, at: address)
      throw error
    }
    closeCall(checkpoint)
  }

  /// The address of the variable this method runs on: the one a handler is
  /// given `inout`, and that every call nested in it runs on too.
  private mutating func variableAddress() -> UInt {
    withUnsafeMutablePointer(to: &self) { UInt(bitPattern: $0) }
  }

  /// Throws ``UIKitException/worldReplacedInHandler`` when a handler left
  /// another world in place of the one that began the call at `depth`.
  private func ensureStillInCall(
    atDepth depth: Int, at address: UInt, above workCount: Int, afterSteps steps: Int
  ) throws(UIKitException) {
    guard isStillInCall(atDepth: depth, at: address, above: workCount, afterSteps: steps) else {
      throw .worldReplacedInHandler
    }
  }

  /// Undoes the call that began at `checkpoint` after an error; when a
  /// handler replaced the world, brings the replacement to rest instead.
  private mutating func endAfterError(
    _ checkpoint: CallCheckpoint, atDepth depth: Int, at address: UInt
  ) {
    if isStillInCall(atDepth: depth, at: address, above: checkpoint.workCount, afterSteps: 0) {
      rollBack(to: checkpoint)
    } else {
      rollBackEveryOpenCall()
    }
  }
}
