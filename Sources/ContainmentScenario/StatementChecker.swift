import Containment

/// Checks a scenario's statements one by one before anything runs: names,
/// kinds, arguments, blocks and handler bodies (scenario language §1–§3).
///
/// Declarations are made in a world of its own, so that later statements
/// find the names they use; nothing else runs.
struct StatementChecker {
  /// Where declarations are made; no call runs in it.
  private var world: World
  /// The names declared so far.
  private var scope: Scope
  /// The handlers declared so far: a second for the same trigger is a mistake.
  private var handled: Set<HandlerKey>

  /// A checker at the start of a scenario.
  init() {
    world = World()
    scope = Scope(mainWindow: world.mainWindow)
    handled = []
  }

  /// A checker that goes on where a run stopped: from the run's world, names
  /// and handlers, so that the rest of the text is checked as if nothing had
  /// run.
  init(continuingFrom world: World, scope: Scope, handled: Set<HandlerKey>) {
    self.world = world
    self.scope = scope
    self.handled = handled
  }

  /// Checks one statement and declares what it declares.
  mutating func check(_ statement: Statement) throws(Diagnostic) {
    switch try Self.action(for: statement, in: scope, handled: &handled) {
    case .declare(let name, let declaration, let location):
      try declare(name, declaration.made, at: location)
    case .perform, .performAll, .handle:
      // Nothing to remember: the action was lowered, which is the check.
      break
    }
  }

  /// Declares `name` as `declaration` would, even where running it would
  /// raise: a storyboard without the identifier still yields a controller
  /// here, as the exception is for the run.
  ///
  /// A name that is reserved or taken throws, as the scope is asked to
  /// declare it after it is made.
  mutating func declare(
    _ name: String, _ declaration: Declaration, at location: SourceLocation
  ) throws(Diagnostic) {
    let symbol: Symbol
    switch declaration {
    case .instantiate:
      // The one declaration that can raise: its exception is for the run.
      symbol = .controller(world.makeViewController(named: name), .viewController)
    case .viewController, .navigationController, .tabBarController, .view, .window, .storyboard:
      // These never raise.
      do {
        symbol = try Scenario.declare(declaration, named: name, in: &world)
      } catch {
        preconditionFailure("only instantiation can raise: \(error)")
      }
    }
    try scope.declare(name, as: symbol, at: location)
  }

  /// The action of `statement` in `scope`, checked: lowered; a declared name
  /// free; a handler's trigger new (recorded in `handled`) and its body lowered.
  static func action(
    for statement: Statement, in scope: Scope, handled: inout Set<HandlerKey>
  ) throws(Diagnostic) -> Action {
    let action = try Lowering(scope: scope).action(for: statement)
    switch action {
    case .declare(let name, _, let location):
      try scope.checkDeclarable(name, at: location)
    case .perform, .performAll:
      // Lowering it was the whole check.
      break
    case .handle(let controller, let callback, let body):
      guard handled.insert(HandlerKey(controller: controller, callback: callback)).inserted else {
        throw Diagnostic(
          "a second handler for \(controller).\(callback.rawValue)", at: statement.location)
      }
      _ = try body.lowering(in: scope, binding: callback.placeholderArgument)
        .operations(in: body.statements)
    }
    return action
  }
}
