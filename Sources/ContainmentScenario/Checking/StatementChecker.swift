import Containment

/// Checks a scenario's statements one by one before anything runs: names,
/// kinds, arguments, blocks, branches, loops and handler bodies (scenario
/// language §1–§3, §5).
///
/// Declarations are made in a world of its own, so that later statements
/// find the names they use; nothing else runs.
struct StatementChecker {
  /// Where declarations are made; no call runs in it.
  private var world: World
  /// The names declared so far.
  private var scope: Scope

  /// A checker at the start of a scenario, whose declarations' identities
  /// carry `lineage`: the runs of the checked statements make their worlds
  /// with it (``RunLimits/world(_:for:lineage:)``).
  init(lineage: WorldLineage = WorldLineage()) {
    world = World(profile: .ios17, lineage: lineage)
    scope = Scope(mainWindow: world.mainWindow)
  }

  /// A checker that goes on where a run stopped: from the run's world and
  /// names, so that the rest of the text is checked as if nothing had run.
  init(continuingFrom world: World, scope: Scope) {
    self.world = world
    self.scope = scope
  }

  /// Checks one statement, declares what it declares, and returns it as
  /// it will run.
  @discardableResult
  mutating func check(_ statement: consuming Statement) throws(Diagnostic) -> CheckedStatement {
    let action = try Self.action(for: statement, in: scope)
    if !scope.runsMakeObjects, statement.mayMakeObjects { scope.noteRunsMakeObjects() }
    // Declaring first changes nothing the statement reads: it names what
    // it declares only there. Both values are then handed on, not copied.
    try declare(action)
    return CheckedStatement(
      statement, checkedAs: action, namingNone: ExcludedNames(scope.namesEachRunDecides))
  }

  /// Declares what a checked action declares, if anything.
  mutating func declare(_ action: Action) throws(Diagnostic) {
    switch action {
    case .declare(let name, let declaration, let location):
      try declare(name, declaration.made, at: location)
    case .declareVariable(let name, let type, let value, let location):
      try scope.declareVariable(name, type, as: value, at: location)
    case .perform, .performAll, .handle, .assign, .assignUnknown, .run, .loop, .animate, .make,
      .runClosure:
      // Nothing to remember: the action was lowered, which is the check.
      break
    }
  }

  /// Declares `name` as `declaration` would, even where running it would
  /// raise: a storyboard without the identifier still yields a controller
  /// here, as the exception is for the run (``Scenario/made(_:named:in:)``).
  ///
  /// A name that is reserved or taken throws, as the scope is asked to
  /// declare it after it is made.
  private mutating func declare(
    _ name: String, _ declaration: Declaration, at location: SourceLocation
  ) throws(Diagnostic) {
    let symbol = Scenario.made(declaration, named: name, in: &world)
    try scope.declare(name, as: symbol, at: location)
  }

  /// Checks the bodies and guards of `actions` against the names declared
  /// so far: the setup's, as the actions run after it (scenario language §7).
  func check(_ actions: [ActionDeclaration]) throws(Diagnostic) {
    for action in actions {
      _ = try Self.action(for: action.checkedForm(at: action.location), in: scope)
    }
  }

  /// The action of `statement` in `scope`, checked: lowered in checking
  /// mode (every branch, block and handler body), and a declared name free.

  static func action(for statement: Statement, in scope: Scope) throws(Diagnostic) -> Action {
    var lowering = Lowering(checking: scope)
    let action = try lowering.action(for: statement)
    switch action {
    case .declare(let name, _, let location), .declareVariable(let name, _, _, let location):
      try scope.checkDeclarable(name, at: location)
    case .perform, .performAll, .handle, .assign, .assignUnknown, .run, .loop, .animate, .make,
      .runClosure:
      // Lowering it was the whole check.
      break
    }
    return action
  }
}
