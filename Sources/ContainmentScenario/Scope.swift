import Containment

/// What a scenario name (or `c.view`) stands for.
enum Symbol: Hashable, Sendable {
  case controller(ControllerID, ControllerKind)
  case view(ViewReference)
  case window(WindowID)
  case storyboard(Storyboard)
  /// A handler's bound `animated` (scenario language §5).
  case boolean(Bool)
  /// A handler's bound `parent`: a `UIViewController?` (scenario language §5).
  case optionalController(ControllerID?)

  /// How a diagnostic names the kind.
  var kind: String {
    switch self {
    case .controller(_, let kind): "a \(kind)"
    case .view: "a view"
    case .window: "a window"
    case .storyboard: "a storyboard"
    case .boolean: "a Boolean"
    case .optionalController: "an optional view controller (UIViewController?)"
    }
  }
}

/// The names declared so far, and the world they live in.
struct Scope: Sendable {
  /// Whether `name` is one no declaration may take (scenario language §1).
  ///
  /// A switch over the few words compares them without hashing the name.
  static func isReserved(_ name: String) -> Bool {
    switch name {
    case "window", "app", "RunLoop", "nil", "true", "false", "let", "on", "_": true
    default: false
    }
  }

  private(set) var symbols: [String: Symbol] = [:]

  init(mainWindow: WindowID) {
    symbols["window"] = .window(mainWindow)
  }

  func symbol(_ name: String) -> Symbol? { symbols[name] }

  mutating func declare(_ name: String, as symbol: Symbol, at location: SourceLocation)
    throws(Diagnostic)
  {
    try checkDeclarable(name, at: location)
    symbols[name] = symbol
  }

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
