/// An action a container's user or its code can take.
///
/// Actions are declared after the setup (scenario language §7):
///
/// ```swift
/// action select(index in 0..<3) where index != current { … }
/// action(programmatic) reload() { … }
/// ```
///
/// `containment explore` takes actions between system events; `trace` and
/// `audit` run only the setup, and a statement that calls an action by name
/// (`select(2)`) runs its body, so that the scenario the explorer writes for
/// a counterexample reports its finding at the body's own line.
struct ActionDeclaration: Hashable, Sendable {
  /// The action's name, as a call spells it.
  var name: String
  /// Its parameters, each with the values it ranges over.
  var parameters: [ActionParameter]
  /// The `where` guard: when the action is possible.
  var condition: Expression?
  /// The statements it runs.
  var body: [Statement]
  /// Whether it is `action(programmatic)`: taken at any point, not only at
  /// a turn's start while the container is on screen.
  var isProgrammatic: Bool
  /// Where `action` is written.
  var location: SourceLocation
  /// The objects the body, as written, calls methods on or sets properties
  /// of at its top level (`list` in `list.showFilters()`, `container` in
  /// `container.content = page`): a user touches them, so a plain action is
  /// offered only while each that is a controller is on screen.
  var actsOn: [String] = []

  /// The names `body`'s top-level statements call methods on or set
  /// properties of, in the order written, each once: neither a parameter
  /// nor a type or one of the language's own objects (`window`, `app`,
  /// `scene`, `RunLoop.main`).
  static func objectsActedOn(by body: [Statement], parameters: [ActionParameter]) -> [String] {
    var names: [String] = []
    for statement in body {
      let receiver: Expression
      switch statement {
      case .call(.call(.member(let base, _, _), _, _), _, _):
        receiver = base
      case .assignment(.member(let base, _, _), _, _):
        receiver = base
      case .declaration, .handler, .bound, .assignment, .discard, .call, .variable, .conditional,
        .loop, .guardStatement, .returnStatement, .whileLoop:
        // No object touched by name at the top level.
        continue
      }
      guard case .name(let name, _) = receiver.removingUnwrap,
        name.first?.isUppercase == false,
        !["window", "app", "scene", "self"].contains(name),
        !parameters.contains(where: { $0.name == name }), !names.contains(name)
      else { continue }
      names.append(name)
    }
    return names
  }

  /// The statement that runs the body with each parameter bound to its
  /// argument, in a block of its own: the names are the body's only.
  func statement(binding arguments: [Expression], at location: SourceLocation) -> Statement {
    var body = body
    // The innermost binding is the last parameter's.
    for (parameter, argument) in zip(parameters, arguments).reversed() {
      body = [
        .bound(
          HandlerParameter(name: parameter.name, location: parameter.location),
          value: argument, body: body)
      ]
    }
    return .conditional(
      [ConditionalBranch(condition: .boolean(true, location), body: body)], otherwise: nil,
      at: location)
  }

  /// The statement that tests the guard with each parameter bound.
  ///
  /// Its body is the action's under `if condition`: checking it checks both.
  func checkedForm(at location: SourceLocation) -> Statement {
    let arguments = parameters.map(\.domain.sample)
    guard let condition else { return statement(binding: arguments, at: location) }
    var guarded = self
    guarded.body = [
      .conditional(
        [ConditionalBranch(condition: condition, body: body)], otherwise: nil, at: location)
    ]
    return guarded.statement(binding: arguments, at: location)
  }

  /// The statement a call of the action by name stands for, or `nil` when
  /// `statement` is no such call: `select(2)` at the top level.
  ///
  /// - Throws: a call with the wrong number of arguments, or with labels.
  static func expanding(_ statement: Statement, among actions: [ActionDeclaration])
    throws(Diagnostic) -> Statement?
  {
    guard !actions.isEmpty,
      case .call(.call(.name(let name, _), let arguments, _), nil, let location) = statement,
      let action = actions.first(where: { $0.name == name })
    else { return nil }
    guard arguments.count == action.parameters.count else {
      throw Diagnostic(
        "'\(name)' takes \(action.parameters.count) argument"
          + "\(action.parameters.count == 1 ? "" : "s"), found \(arguments.count)",
        at: location)
    }
    if let labelled = arguments.first(where: { $0.label != nil }) {
      throw Diagnostic(
        "an action's arguments have no labels: write '\(name)(value)'",
        at: labelled.labelLocation ?? location)
    }
    return action.statement(binding: arguments.map(\.value), at: location)
  }
}

/// One parameter of an action: `index in 0..<3`, `page in pages`,
/// `animated in [true, false]`.
struct ActionParameter: Hashable, Sendable {
  /// The bound name.
  var name: String
  /// Where it is written.
  var location: SourceLocation
  /// The values it takes.
  var domain: ActionDomain
}

/// The values an action's parameter ranges over.
enum ActionDomain: Hashable, Sendable {
  /// The integers `lower..<upper` (`lower...last` is written with
  /// `upper = last + 1`).
  case integers(lower: Int, upper: Int, at: SourceLocation)
  /// The elements of a list of controllers, read when the action is
  /// offered: `[a, b]`, a constant list, `p.children`.
  case list(Expression)
  /// The values of a list written out of Booleans or of whole numbers:
  /// `animated in [true, false]`, `index in [0, 2, 5]`.
  case values([Expression])

  /// A value of the domain's kind, to check the body with: the first
  /// integer, or the list's first element.
  var sample: Expression {
    switch self {
    case .integers(let lower, _, let location):
      .number(Double(lower), location)
    case .list(let list):
      .subscript(list, .number(0, list.location), list.location)
    case .values(let values):
      // Never empty: the parser reads `[]` as an empty list of controllers.
      values.first ?? .boolean(false, SourceLocation(line: 1, column: 1))
    }
  }
}
