import Containment

/// What a scenario name, or an expression, stands for.
enum Symbol: Hashable, Sendable {
  case controller(ControllerID, ControllerKind)
  case view(ViewReference)
  case window(WindowID)
  case storyboard(Storyboard)
  /// A Boolean: `true`, a variable, a handler's bound `animated`, a
  /// condition (scenario language §5).
  case boolean(Bool)
  /// A `UIViewController?`: a handler's bound `parent`, an optional
  /// variable, a query such as `x.parent` (scenario language §5).
  case optionalController(ControllerID?)
  /// An integer: a variable, `list.count`, `tabs.selectedIndex`.
  case integer(Int)
  /// A list of controllers: `let pages = [a, b]`, `p.children`; `kind` is
  /// the class its elements have in common.
  case list([ControllerID], kind: ControllerKind)
  /// `x.viewIfLoaded`: a view, or nil when not loaded.
  case optionalView(ViewReference?)
  /// What may only be compared with `nil`: `x.view.window`,
  /// `x.view.superview`; whether it is there.
  case presence(Bool)
  /// `nil`, or an optional chain that met nil.
  case nothing
  /// The parameter of a completion given to a transition's coordinator
  /// (`{ context in … }`): whether the transition was cancelled (rule 5.5).
  case transitionContext(cancelled: Bool)

  /// How a diagnostic names the kind.
  var kind: String {
    switch self {
    case .controller(_, let kind): "a \(kind)"
    case .view: "a view"
    case .window: "a window"
    case .storyboard: "a storyboard"
    case .boolean: "a Boolean"
    case .optionalController: "an optional view controller (UIViewController?)"
    case .integer: "an integer"
    case .list: "a list of view controllers"
    case .optionalView: "an optional view (UIView?)"
    case .presence: "an optional"
    case .nothing: "nil"
    case .transitionContext: "a transition's context"
    }
  }
}

/// The type a `var` keeps for its life (scenario language §5).
enum VariableType: Hashable, Sendable {
  case controller(ControllerKind)
  case optionalController
  case boolean
  case integer
  /// `[UIViewController]`: a list of controllers that changes (scenario
  /// language §6: a pasted class's `var pages: [UIViewController] = []`).
  case list
  /// `Int?`: an integer or nil (scenario language §6: a pasted class's
  /// `var currentIndex: Int?`).
  case optionalInteger
  /// `UIView?`: a view or nil (scenario language §6: a pasted class's
  /// `var content: UIView?` that holds a child's view, or nil).
  case optionalView

  /// How a diagnostic names the type.
  var name: String {
    switch self {
    case .controller(let kind): "\(kind)"
    case .optionalController: "UIViewController?"
    case .boolean: "Bool"
    case .integer: "Int"
    case .list: "[UIViewController]"
    case .optionalInteger: "Int?"
    case .optionalView: "UIView?"
    }
  }

  /// The value `symbol` as a value of this type, or `nil` when Swift would
  /// not compile the assignment: a controller fits an optional, any class
  /// fits `UIViewController`, nil fits only an optional.
  func accepts(_ symbol: Symbol) -> Symbol? {
    switch (self, symbol) {
    case (.controller(let kind), .controller(let id, let actual)):
      // The variable keeps its declared class, as Swift's static type does:
      // a `UIViewController` variable holding a navigation controller has
      // no `pushViewController`, before and while running alike.
      kind == .viewController || kind == actual ? .controller(id, kind) : nil
    case (.list, .list(let elements, _)):
      .list(elements, kind: .viewController)
    case (.optionalController, .controller(let id, _)):
      .optionalController(id)
    case (.optionalController, .optionalController), (.boolean, .boolean), (.integer, .integer):
      symbol
    case (.optionalController, .nothing):
      .optionalController(nil)
    case (.optionalInteger, .integer), (.optionalInteger, .nothing), (.optionalView, .optionalView):
      symbol
    case (.optionalView, .view(let view)):
      .optionalView(view)
    case (.optionalView, .nothing):
      .optionalView(nil)
    case (.controller, _), (.optionalController, _), (.boolean, _), (.integer, _), (.list, _),
      (.optionalInteger, _), (.optionalView, _):
      nil
    }
  }
}

/// A name bound for one block: a handler's `animated`, a `for` loop's
/// element, a completion's `finished` (scenario language §5).
struct Binding: Hashable, Sendable {
  let name: String
  let value: Symbol
}

/// The names declared so far, the variables' values, and the world they
/// live in.
struct Scope: Sendable {
  /// Whether `name` is one no declaration may take (scenario language §1, §5).
  ///
  /// A switch over the few words compares them without hashing the name.
  static func isReserved(_ name: String) -> Bool {
    switch name {
    case "window", "app", "scene", "RunLoop", "nil", "true", "false", "let", "var", "on", "_", "if",
      "else", "for", "in", "self", "super":
      true
    case "UIView", "DispatchQueue":
      // Reserved by revision 2: declared as names, they would hide
      // `UIView.animate` and `DispatchQueue.main`.
      true
    default: false
    }
  }

  private(set) var symbols: [String: Symbol] = [:]
  /// The names declared with `var`, and their types.
  private(set) var variables: [String: VariableType] = [:]

  init(mainWindow: WindowID) {
    symbols["window"] = .window(mainWindow)
  }

  func symbol(_ name: String) -> Symbol? { symbols[name] }

  mutating func declare(_ name: String, as symbol: Symbol, at location: SourceLocation)
    throws(Diagnostic)
  {
    try checkDeclarable(name, at: location)
    symbols[name] = symbol
    if case .view(.plain) = symbol { namesEachRunDecides.insert(name) }
    if runsMakeObjects { namesEachRunDecides.insert(name) }
  }

  /// Records that a statement checked so far may make objects while it
  /// runs: every name declared from now on is decided by each run.
  mutating func noteRunsMakeObjects() {
    runsMakeObjects = true
  }

  /// Whether a statement checked so far may make objects while it runs
  /// (``Statement/mayMakeObjects``).
  private(set) var runsMakeObjects = false

  /// Declares a `var` of `type` that starts as `value`.
  mutating func declareVariable(
    _ name: String, _ type: VariableType, as value: Symbol, at location: SourceLocation
  ) throws(Diagnostic) {
    try declare(name, as: value, at: location)
    variables[name] = type
    namesEachRunDecides.insert(name)
  }

  /// The Boolean variables that say a user's gesture holds a container's
  /// work while true (declared with the type ``Lowering/gestureFlagType``:
  /// a pasted class's paused animator).
  private(set) var gestureFlags: [String] = []

  /// Marks the Boolean variable `name` as one that holds a gesture.
  mutating func holdsGesture(_ name: String) {
    gestureFlags.append(name)
  }

  /// Whether a gesture holds a container's work now: the audit and the
  /// explorer then judge no promise as missing (the gesture's end may keep
  /// it).
  var isGestureHeld: Bool {
    gestureFlags.contains { symbols[$0] == .boolean(true) }
  }

  /// Sets a variable; the value was checked against its type.
  mutating func assign(_ name: String, _ value: Symbol) {
    symbols[name] = value
    unknownValues[name] = nil
  }

  /// The variables last set from a value the model does not model, each
  /// with the message a run that reads it stops with (scenario language
  /// §6: `selectedIndex = sender.tag` in a pasted class).
  private(set) var unknownValues: [String: String] = [:]

  /// Sets `name` to a value the model does not model: a run that reads it
  /// now stops with `stop` (the explorer reads the value it had before).
  mutating func assignUnknown(_ name: String, stop: String) {
    unknownValues[name] = stop
  }

  /// The names that may stand for another object in a run than here.
  ///
  /// They are the variables, whose values running changes, and the plain
  /// views, whose identities depend on the views the run loaded before
  /// making them. Controllers and windows are made in the order of the
  /// text's declarations, alike in a check and in a run, until a statement
  /// may make objects while it runs (pasted Swift's methods that make a
  /// controller): every name declared after it is listed. Usually empty.
  private(set) var namesEachRunDecides: Set<String> = []

  /// Throws unless `name` may be declared: not reserved, not declared yet.
  func checkDeclarable(_ name: String, at location: SourceLocation) throws(Diagnostic) {
    if Scope.isReserved(name) {
      throw Diagnostic("'\(name)' is reserved and cannot be declared", at: location)
    }
    if symbols[name] != nil {
      throw Diagnostic("'\(name)' is already declared", at: location)
    }
  }
}
