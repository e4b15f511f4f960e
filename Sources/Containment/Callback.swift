/// One lifecycle callback a view controller receives, with what UIKit would
/// report during it.
///
/// The `description` is the line a trace prints: `b.viewWillAppear(true)`,
/// `c.willMove(toParent: p)`. ``context`` holds the values of
/// <doc:CallbackOrder#2.7-Movement-and-presentation-flags> at call
/// time; ``misuse`` is the warning UIKit's own implementation (`super`) logs
/// while handling a direct call (<doc:CallbackOrder#2.6-Direct-appearance-calls>).
public struct Callback: Hashable, Sendable, CustomStringConvertible, TextOutputStreamable {
  /// A callback method and its arguments, in the words of the trace (scenario language §3).
  public enum Method: Hashable, Sendable, CustomStringConvertible, TextOutputStreamable {
    /// `loadView()`.
    case loadView
    /// `viewDidLoad()`.
    case viewDidLoad
    /// `willMove(toParent:)`; `nil` when leaving a parent.
    case willMove(toParent: ControllerID?)
    /// `didMove(toParent:)`; `nil` after leaving a parent.
    case didMove(toParent: ControllerID?)
    /// `viewWillAppear(_:)` with its `animated` argument.
    case viewWillAppear(Bool)
    /// `viewIsAppearing(_:)` (iOS 17 profile only, rules 4.1, 4.3).
    case viewIsAppearing(Bool)
    /// `viewDidAppear(_:)`.
    case viewDidAppear(Bool)
    /// `viewWillDisappear(_:)`.
    case viewWillDisappear(Bool)
    /// `viewDidDisappear(_:)`.
    case viewDidDisappear(Bool)
    /// `willRotate(to:duration:)` (rule 6.1).
    case willRotate(to: Orientation, duration: Double)
    /// `willAnimateRotation(to:duration:)` (rule 6.1).
    case willAnimateRotation(to: Orientation, duration: Double)
    /// `didRotate(from:)` (rule 6.1).
    case didRotate(from: Orientation)
    /// `viewWillTransition(to:)` (rule 6.2).
    case viewWillTransition(to: Orientation)
    /// `didReceiveMemoryWarning()` (rule 6.3).
    case didReceiveMemoryWarning
    /// `viewWillUnload()` (iOS 5 profile, rule 6.3).
    case viewWillUnload
    /// `viewDidUnload()` (iOS 5 profile, rule 6.3).
    case viewDidUnload
    /// `viewWillLayoutSubviews()` (rule 4.7; grade doc + inf; only in a
    /// world that tracks layout, ``World/tracksLayout``).
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews()` (rule 4.7; grade doc + inf).
    case viewDidLayoutSubviews

    /// The method's name without arguments, which a handler names.
    public var name: Name {
      switch self {
      case .loadView: .loadView
      case .viewDidLoad: .viewDidLoad
      case .willMove: .willMove
      case .didMove: .didMove
      case .viewWillAppear: .viewWillAppear
      case .viewIsAppearing: .viewIsAppearing
      case .viewDidAppear: .viewDidAppear
      case .viewWillDisappear: .viewWillDisappear
      case .viewDidDisappear: .viewDidDisappear
      case .willRotate: .willRotate
      case .willAnimateRotation: .willAnimateRotation
      case .didRotate: .didRotate
      case .viewWillTransition: .viewWillTransition
      case .didReceiveMemoryWarning: .didReceiveMemoryWarning
      case .viewWillUnload: .viewWillUnload
      case .viewDidUnload: .viewDidUnload
      case .viewWillLayoutSubviews: .viewWillLayoutSubviews
      case .viewDidLayoutSubviews: .viewDidLayoutSubviews
      }
    }

    /// Whether this is one of the five appearance callbacks, the ones `--flags`
    /// annotates.
    public var isAppearanceCallback: Bool {
      switch self {
      case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
        .viewDidDisappear:
        true
      case .loadView, .viewDidLoad, .willMove, .didMove, .willRotate, .willAnimateRotation,
        .didRotate, .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload,
        .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
        false
      }
    }

    /// Whether this is `viewWillLayoutSubviews` or `viewDidLayoutSubviews`,
    /// which a trace prints only when asked (rule 4.7).
    public var isLayoutCallback: Bool {
      switch self {
      case .viewWillLayoutSubviews, .viewDidLayoutSubviews:
        true
      case .loadView, .viewDidLoad, .willMove, .didMove, .viewWillAppear, .viewIsAppearing,
        .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .willRotate, .willAnimateRotation,
        .didRotate, .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload,
        .viewDidUnload:
        false
      }
    }

    /// The call as the trace prints it, without the receiver: `viewWillAppear(true)`.
    public var description: String {
      var text = ""
      write(to: &text)
      return text
    }

    /// Writes ``description`` to `target` piece by piece, with no string
    /// built per call: a long trace is written this way.
    ///
    /// Inlinable, so that a caller's own `Target` gets a specialized copy:
    /// the command writes whole traces through it.
    @inlinable
    public func write<Target: TextOutputStream>(to target: inout Target) {
      switch self {
      case .loadView: target.write("loadView()")
      case .viewDidLoad: target.write("viewDidLoad()")
      case .willMove(let parent): Self.write("willMove(toParent: ", parent, to: &target)
      case .didMove(let parent): Self.write("didMove(toParent: ", parent, to: &target)
      case .viewWillAppear(let animated): Self.write("viewWillAppear(", animated, to: &target)
      case .viewIsAppearing(let animated): Self.write("viewIsAppearing(", animated, to: &target)
      case .viewDidAppear(let animated): Self.write("viewDidAppear(", animated, to: &target)
      case .viewWillDisappear(let animated): Self.write("viewWillDisappear(", animated, to: &target)
      case .viewDidDisappear(let animated): Self.write("viewDidDisappear(", animated, to: &target)
      case .willRotate(let orientation, let duration):
        target.write("willRotate(to: \(orientation), duration: \(duration))")
      case .willAnimateRotation(let orientation, let duration):
        target.write("willAnimateRotation(to: \(orientation), duration: \(duration))")
      case .didRotate(let orientation): target.write("didRotate(from: \(orientation))")
      case .viewWillTransition(let orientation):
        target.write("viewWillTransition(to: \(orientation))")
      case .didReceiveMemoryWarning: target.write("didReceiveMemoryWarning()")
      case .viewWillUnload: target.write("viewWillUnload()")
      case .viewDidUnload: target.write("viewDidUnload()")
      case .viewWillLayoutSubviews: target.write("viewWillLayoutSubviews()")
      case .viewDidLayoutSubviews: target.write("viewDidLayoutSubviews()")
      }
    }

    @usableFromInline
    static func write<Target: TextOutputStream>(
      _ head: String, _ parent: ControllerID?, to target: inout Target
    ) {
      target.write(head)
      target.write(parent?.name ?? "nil")
      target.write(")")
    }

    @usableFromInline
    static func write<Target: TextOutputStream>(
      _ head: String, _ animated: Bool, to target: inout Target
    ) {
      target.write(head)
      target.write(animated ? "true)" : "false)")
    }
  }

  /// A callback method's name, without arguments: what a scenario handler
  /// (`on a.viewDidLoad { … }`) names.
  public enum Name: String, Hashable, Sendable, CaseIterable {
    /// `loadView`.
    case loadView
    /// `viewDidLoad`.
    case viewDidLoad
    /// `willMove`, with any parent.
    case willMove
    /// `didMove`, with any parent.
    case didMove
    /// `viewWillAppear`.
    case viewWillAppear
    /// `viewIsAppearing`.
    case viewIsAppearing
    /// `viewDidAppear`.
    case viewDidAppear
    /// `viewWillDisappear`.
    case viewWillDisappear
    /// `viewDidDisappear`.
    case viewDidDisappear
    /// `willRotate`.
    case willRotate
    /// `willAnimateRotation`.
    case willAnimateRotation
    /// `didRotate`.
    case didRotate
    /// `viewWillTransition`.
    case viewWillTransition
    /// `didReceiveMemoryWarning`.
    case didReceiveMemoryWarning
    /// `viewWillUnload`.
    case viewWillUnload
    /// `viewDidUnload`.
    case viewDidUnload
    /// `viewWillLayoutSubviews` (rule 4.7).
    case viewWillLayoutSubviews
    /// `viewDidLayoutSubviews` (rule 4.7).
    case viewDidLayoutSubviews
  }

  /// What UIKit would report during the callback
  /// (<doc:CallbackOrder#2.7-Movement-and-presentation-flags>; grade doc for the
  /// meaning, inf for the exact timing).
  public struct Context: Hashable, Sendable {
    /// The controller's `parent` at call time.
    public var parent: ControllerID?
    /// `isMovingToParent` at call time.
    public var isMovingToParent: Bool
    /// `isMovingFromParent` at call time.
    public var isMovingFromParent: Bool
    /// `isBeingPresented` at call time.
    public var isBeingPresented: Bool
    /// `isBeingDismissed` at call time.
    public var isBeingDismissed: Bool

    /// Makes a context; every flag defaults to false.
    public init(
      parent: ControllerID? = nil,
      isMovingToParent: Bool = false,
      isMovingFromParent: Bool = false,
      isBeingPresented: Bool = false,
      isBeingDismissed: Bool = false
    ) {
      self.parent = parent
      self.isMovingToParent = isMovingToParent
      self.isMovingFromParent = isMovingFromParent
      self.isBeingPresented = isBeingPresented
      self.isBeingDismissed = isBeingDismissed
    }

    /// The names of the flags that are true, in the order `--flags` prints them.
    public var trueFlags: [String] {
      var flags: [String] = []
      if isMovingToParent { flags.append("isMovingToParent") }
      if isMovingFromParent { flags.append("isMovingFromParent") }
      if isBeingPresented { flags.append("isBeingPresented") }
      if isBeingDismissed { flags.append("isBeingDismissed") }
      return flags
    }
  }

  // The stored properties are declared in the order that packs them best: the
  // cause fills the bytes the context leaves before the method's eight-byte
  // boundary, which saves a word (`RecordSizeTests` holds the sizes).

  /// The controller that receives the callback.
  public var controller: ControllerID
  /// The values of <doc:CallbackOrder#2.7-Movement-and-presentation-flags> during the callback.
  public var context: Context
  /// Who delivered the callback: user code calling the method directly,
  /// UIKit in answer to the app's calls, or one of UIKit's own containers
  /// in a transition of its own (<doc:CallbackOrder#4.8-UIKit-container-transitions-and-the-window>).
  public var cause: Cause
  /// Whether user code called the method directly
  /// (<doc:CallbackOrder#1.3-willMove-and-didMove-called-by-a-container>,
  /// <doc:CallbackOrder#2.6-Direct-appearance-calls>) rather than
  /// UIKit delivering it.
  public var isDirectCall: Bool {
    get { cause == .directCall }
    set { cause = newValue ? .directCall : .uikit }
  }
  /// The method and its arguments.
  public var method: Method
  /// The warning UIKit's implementation logs while handling this callback
  /// (W2 for a direct appearance call in the iOS 17 profile), if any.
  public var misuse: Warning? {
    get { misuseOutOfLine?.value }
    set { misuseOutOfLine = newValue.map(OutOfLine.init) }
  }

  /// ``misuse``, behind one pointer: almost every callback has none, and
  /// inline it would double the size of every event.
  // Given its value here, not in the initializers that leave it empty: the
  // optimizer then builds the model's callbacks in place instead of building
  // one, copying it and destroying the original (seen in the release build).
  private var misuseOutOfLine: OutOfLine<Warning>? = nil

  /// Makes a callback value; worlds make them, tests may compare against them.
  public init(
    controller: ControllerID,
    method: Method,
    context: Context = Context(),
    isDirectCall: Bool = false,
    misuse: Warning? = nil
  ) {
    self.controller = controller
    self.method = method
    self.context = context
    self.cause = isDirectCall ? .directCall : .uikit
    self.misuseOutOfLine = misuse.map(OutOfLine.init)
  }

  /// A callback the model delivers in its own course: not a direct call and
  /// not a misuse.
  init(
    delivering method: consuming Method, to controller: consuming ControllerID,
    context: consuming Context, cause: Cause = .uikit
  ) {
    self.controller = controller
    self.method = method
    self.context = context
    self.cause = cause
  }

  /// The trace line: `a.viewWillAppear(true)`.
  public var description: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Writes ``description`` to `target` with no string built on the way.
  @inlinable
  public func write<Target: TextOutputStream>(to target: inout Target) {
    target.write(controller.name)
    target.write(".")
    method.write(to: &target)
  }
}
