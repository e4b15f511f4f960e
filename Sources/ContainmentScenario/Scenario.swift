import Containment

/// A scenario: a few lines of UIKit-style calls, parsed and checked
/// (scenario language §1, §2).
///
/// ```swift
/// let scenario = try Scenario(parsing: """
///   let p = UIViewController()
///   let c = UIViewController()
///   window.rootViewController = p
///   window.makeKeyAndVisible()
///   p.addChild(c)
///   p.view.addSubview(c.view)
///   c.didMove(toParent: p)
///   """)
/// let trace = scenario.run(profile: .ios17)
/// ```
/// Parsing checks everything that can be checked before running: syntax,
/// names, kinds and arguments. Running reports UIKit's exceptions.
public struct Scenario: Hashable, Sendable {
  /// The text, parsed again statement by statement when the scenario runs:
  /// a scenario of a million lines never holds all its statements at once.
  let text: String
  /// The number of the last line that is not blank, where the implicit
  /// `runUntilIdle()` is reported to run.
  let lastLine: Int

  /// Parses and checks a scenario.
  ///
  /// - Throws: the first ``Diagnostic``: a syntax error, an unknown name, a
  ///   wrong argument, or a second handler for the same callback.
  public init(parsing text: String) throws(Diagnostic) {
    self.text = text
    lastLine = try Self.check(text)
  }

  /// Calls `body` with each top-level statement, in order.
  ///
  /// The text was checked when the scenario was made, so reading it again
  /// cannot fail.
  func forEachStatement<Failure: Error>(
    _ body: (Statement) throws(Failure) -> Void
  ) throws(Failure) {
    var parser = Self.reparse { () throws(Diagnostic) in try Parser(text) }
    while let statement = Self.reparse({ () throws(Diagnostic) in try parser.nextStatement() }) {
      try body(statement)
    }
  }

  /// Parsing again what parsed once cannot fail: the parser is deterministic.
  private static func reparse<Value>(_ read: () throws(Diagnostic) -> Value) -> Value {
    do {
      return try read()
    } catch {
      preconditionFailure("a checked scenario no longer parses: \(error)")
    }
  }

  /// Parses, then checks every statement, block and handler body once, so
  /// that running never meets a mistake the text already shows; returns the
  /// last line that is not blank.
  private static func check(_ text: String) throws(Diagnostic) -> Int {
    var checker = StatementChecker()
    var parser = try Parser(text)
    while let statement = try parser.nextStatement() {
      try checker.check(statement)
    }
    return parser.lastNonBlankLine
  }

  /// Makes what a declaration declares.
  static func declare(
    _ declaration: Declaration, named name: String, in world: inout World
  ) throws(UIKitException) -> Symbol {
    switch declaration {
    case .viewController:
      return .controller(world.makeViewController(named: name), .viewController)
    case .navigationController:
      return .controller(world.makeNavigationController(named: name), .navigationController)
    case .tabBarController:
      return .controller(world.makeTabBarController(named: name), .tabBarController)
    case .view:
      return .view(.plain(world.makeView(named: name)))
    case .window:
      return .window(world.makeWindow(named: name))
    case .storyboard(let identifiers):
      return .storyboard(Storyboard(name: name, identifiers: Set(identifiers)))
    case .list(let list):
      return list
    case .instantiate(let storyboard, let identifier):
      return .controller(
        try storyboard.instantiateViewController(
          withIdentifier: identifier, named: name, in: &world), .viewController)
    }
  }
}

/// A handler's trigger: a callback name delivered to one controller.
struct HandlerKey: Hashable, Sendable {
  let controller: ControllerID
  let callback: Callback.Name
}
