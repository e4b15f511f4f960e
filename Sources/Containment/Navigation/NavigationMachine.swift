/// A navigation controller's transition, as a machine: the one place where
/// its phase and its waiting requests change (rule 5.1 of
/// <doc:CallbackOrder>).
///
/// Each event is a `mutating` method that takes the facts it needs from the
/// world as parameters and returns what must happen next; ``World`` turns
/// that answer into steps (the callbacks, the animation, the calls that
/// waited). The machine reads nothing else, so each phase and event can be
/// tested without a world.
///
/// ```
/// idle ──request──▶ pending ──start──▶ starting ──startDelivered──▶ running (animated)
///                      │                                      ├──▶ interactive (a pop's gesture)
///                      └──cutShort: starts and ends at once    └──▶ ended now
/// running/interactive ──animation end, gesture released, cutShort──▶ idle
/// ```
struct NavigationMachine: Hashable, Sendable {
  /// Where the transition stands; `nil` when none is in progress.
  private(set) var phase: NavigationPhase?
  /// Requests that wait for the running transition to end, in the order
  /// asked (rule 5.1, revision 3; the profiles that queue them).
  ///
  /// A queue whose copies share their requests: the journal copies the
  /// machine at each call, and n requests queued cost O(n) in all.
  private var queue = PersistentQueue<Call>()

  /// Completion blocks given to the transition's coordinator, in the order
  /// given (rule 5.5).
  private var alongside = PersistentQueue<AlongsideCompletion>()

  /// The requests waiting, in the order asked.
  var queuedRequests: [Call] { Array(queue) }

  /// Whether no transition is in progress.
  var isIdle: Bool { phase == nil }

  /// Whether the transition in progress has a coordinator: an animated one,
  /// from its request to its end, or an interactive pop (rule 5.5; grade
  /// dec: the transition context is made when the animated request is
  /// asked; a request without animation has none).
  var hasCoordinator: Bool {
    guard let phase else { return false }
    let transition = phase.transition
    return transition.animated || transition.isInteractive
  }

  // MARK: The coordinator

  /// Whether completion blocks wait for the transition's end.
  var hasWaitingAlongsideCompletions: Bool { !alongside.isEmpty }

  /// A completion block is given to the coordinator
  /// (``hasCoordinator``): it waits for the transition's end.
  mutating func addAlongsideCompletion(_ completion: AlongsideCompletion) {
    alongside.append(completion)
  }

  /// Takes the completion blocks that waited for the transition that just
  /// ended or was cancelled, in the order given.
  mutating func takeAlongsideCompletions() -> [AlongsideCompletion] {
    guard !alongside.isEmpty else { return [] }
    let taken = Array(alongside)
    alongside = PersistentQueue()
    return taken
  }

  // MARK: Requests

  /// What to do with a transition just asked for.
  enum OnRequest: Hashable, Sendable {
    /// Its start waits for the layout pass of the turn end (ios7, ios17).
    case startAtLayoutPass
    /// It starts next (ios5, and an interactive pop in every profile).
    case startNow
  }

  /// A push, a pop, a `setViewControllers` on screen or an interactive
  /// pop asks for `transition`: it is pending until it starts (§0, rule
  /// 5.1 step 1; grade dec + obs).
  mutating func request(
    _ transition: NavigationTransition, startsAtLayoutPass: Bool
  ) -> OnRequest {
    phase = .pending(transition)
    return startsAtLayoutPass ? .startAtLayoutPass : .startNow
  }

  /// What to do with a call on the navigation controller that changes its
  /// stack, made while a transition may be in progress.
  enum OnCall: Hashable, Sendable {
    /// Nothing is in progress: the call goes ahead.
    case proceed
    /// The call waits: in the queue until the running transition ends
    /// (revision 3), or until the start being delivered is over.
    case waits
    /// The transition in progress ends at once (``cutShort()``), then the
    /// call runs (ios5; grade impl).
    case cutShortThenRun
  }

  /// A call that changes the stack arrives.
  ///
  /// Rule 5.1, revision 3 (grade dec: the running transition's coordinator
  /// is waited on); `queuesRequests` is the profile's knob.
  mutating func callArrives(_ call: Call, queuesRequests: Bool) -> OnCall {
    guard let phase else { return .proceed }
    if queuesRequests {
      queue.append(call)
      return .waits
    }
    switch phase {
    case .starting(let transition, let waiting):
      // Ending a transition half-way through its start would deliver its
      // end before its start: the call waits for ``startDelivered``.
      self.phase = .starting(transition, waiting: waiting + [call])
      return .waits
    case .pending, .running, .interactive:
      // Asked for, animating or driven by a gesture: it ends now.
      return .cutShortThenRun
    }
  }

  /// Takes the first queued request, as it is applied; `moreQueued` says
  /// whether others still wait behind it.
  mutating func takeFirstQueuedRequest() -> (call: Call, moreQueued: Bool)? {
    guard let first = queue.removeFirst() else { return nil }
    return (first, !queue.isEmpty)
  }

  // MARK: The start

  /// What the start of a pending transition does.
  enum OnStart: Hashable, Sendable {
    /// The transition is no longer the pending one (another call ended it
    /// at once already): nothing.
    case ignore
    /// The navigation controller's view is gone: the transition is dropped.
    case abandon
    /// The arriving top left the stack, or the navigation controller left
    /// the visible window, before the start: the stack's changes happen as
    /// they do off screen, with no animation and no appearance callbacks
    /// (grade inf).
    case applyOffScreen
    /// The start callbacks are delivered; ``startDelivered(_:endsAtOnce:)``
    /// follows them.
    case deliverStart
  }

  /// The start of `requested`, with the facts of the world at that moment:
  /// whether the navigation controller has a view, and whether the arriving
  /// top is still its child while it shows on screen (rule 5.1; grade obs).
  mutating func start(
    _ requested: NavigationTransition, as applying: NavigationTransition, hasView: Bool,
    isOnScreen: Bool
  ) -> OnStart {
    guard phase == .pending(requested) else { return .ignore }
    guard hasView else {
      phase = nil
      return .abandon
    }
    guard isOnScreen else {
      phase = nil
      return .applyOffScreen
    }
    phase = .starting(applying, waiting: [])
    return .deliverStart
  }

  /// What follows the start callbacks.
  enum OnStartDelivered: Hashable, Sendable {
    /// Not the transition that is starting: nothing.
    case ignore
    /// An interactive pop: it waits for its gesture to finish or cancel.
    case waitForGesture
    /// Animated: it runs for its duration (rule 4.4); the world starts the
    /// animation and reports it with ``animationBegan(_:for:)``.
    case animate
    /// It ends now, then the calls that waited for the start run, in order.
    case endNow(thenRun: [Call])
  }

  /// The start callbacks of `transition` were delivered; `endsAtOnce` when
  /// the transition was cut short before it started (rule 5.1; grade impl).
  mutating func startDelivered(
    _ transition: NavigationTransition, endsAtOnce: Bool
  ) -> OnStartDelivered {
    guard case .starting(transition, let waiting) = phase else { return .ignore }
    if waiting.isEmpty && transition.isInteractive {
      phase = .interactive(transition)
      return .waitForGesture
    }
    if waiting.isEmpty && transition.animated && !endsAtOnce {
      return .animate
    }
    // The end clears the phase (``end(_:)``).
    return .endNow(thenRun: waiting)
  }

  /// The animation of `transition`, numbered `animation`, runs.
  mutating func animationBegan(_ animation: Int, for transition: NavigationTransition) {
    phase = .running(animation: animation, transition)
  }

  // MARK: The end

  /// `transition` ends (its animation ended, or it ends at once): the
  /// machine is idle again, unless another transition took its place.
  mutating func end(_ transition: NavigationTransition) {
    if phase?.transition == transition { phase = nil }
  }

  /// What ending the transition in progress at once takes.
  enum OnCutShort: Hashable, Sendable {
    /// Nothing is in progress, or its start is being delivered (it ends at
    /// once when the start is over).
    case nothing
    /// Pending: it starts and ends in the same pass; the layout pass no
    /// longer starts it.
    case startAndEndAtOnce(NavigationTransition)
    /// Animating: the animation is removed and the transition ends.
    case stopAnimation(Int, thenEnd: NavigationTransition)
    /// A gesture in progress completes as a finished pop.
    case end(NavigationTransition)
  }

  /// Ends the transition in progress at once, before a new one starts
  /// (rule 5.1; grade impl).
  mutating func cutShort() -> OnCutShort {
    guard let phase else { return .nothing }
    switch phase {
    case .pending(let transition):
      // Still pending until its start runs.
      return .startAndEndAtOnce(transition)
    case .starting:
      // The call that asked waits in the start (``callArrives``).
      return .nothing
    case .running(let animation, let transition):
      self.phase = nil
      return .stopAnimation(animation, thenEnd: transition)
    case .interactive(let transition):
      self.phase = nil
      return .end(transition)
    }
  }

  /// How an interactive pop's gesture is released.
  enum OnRelease: Hashable, Sendable {
    /// No gesture is in progress: nothing.
    case ignore
    /// Finished: the transition ends as a pop's.
    case finish(NavigationTransition)
    /// Cancelled: the tops' appearance is reversed, the stack unchanged.
    case cancel(NavigationTransition)
  }

  /// The gesture of an interactive pop is released, `finished` or cancelled (rule
  /// 5.1; grade obs).
  mutating func release(finished: Bool) -> OnRelease {
    guard case .interactive(let transition) = phase else { return .ignore }
    phase = nil
    return finished ? .finish(transition) : .cancel(transition)
  }
}
