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
  /// The text: what tells two scenarios apart.
  let text: String
  /// The top-level statements as they run, read once, when the scenario
  /// was made.
  let statements: [CheckedStatement]
  /// The number of the last line that is not blank, where the implicit
  /// `runUntilIdle()` is reported to run.
  let lastLine: Int
  /// The actions declared after the setup, in the order written (scenario
  /// language §7): what `containment explore` takes between system events.
  let actions: [ActionDeclaration]
  /// What a pasted Swift file holds that the model does not model, each
  /// construct once at its first place (scenario language §6): the
  /// command prints them as notes, and `--strict` refuses them.
  public let skipped: [SkippedNote]
  /// The lineage of the world the statements were checked in, which names
  /// the identities they hold: each run's world is made with it.
  let lineage: WorldLineage
  /// Whether the program names a layout callback or call (rule 4.7): its
  /// runs lay views out, and its layout handlers run, whether or not the
  /// trace shows the layout callbacks.
  let usesLayout: Bool

  /// Parses and checks a scenario.
  ///
  /// - Throws: the first ``Diagnostic``: a syntax error, an unknown name, a
  ///   wrong argument, or a second handler for the same callback.
  public init(parsing text: String) throws(Diagnostic) {
    let lineage = WorldLineage()
    var checker = StatementChecker(lineage: lineage)
    var parser = try Parser(text)
    var statements: [CheckedStatement] = []
    while let statement = try parser.nextStatement() {
      statements.append(try checker.check(consume statement))
    }
    try checker.check(parser.actions)
    self.text = text
    self.statements = statements
    lastLine = parser.lastNonBlankLine
    actions = parser.actions
    skipped = parser.swift.notes.sorted { $0.location < $1.location }
    self.lineage = lineage
    usesLayout = parser.namesLayout
  }

  /// Checks `text` as ``init(parsing:)`` does, keeping none of its
  /// statements: what a scenario of any length costs to check is the
  /// memory of its names, not of its lines.
  ///
  /// - Returns: what a pasted Swift file holds that the model skips, as
  ///   ``skipped`` lists it, and whether the program uses layout, as
  ///   ``usesLayout`` says.
  /// - Throws: the first ``Diagnostic``, as ``init(parsing:)`` does.
  static func check(_ text: String) throws(Diagnostic)
    -> (skipped: [SkippedNote], usesLayout: Bool)
  {
    var checker = StatementChecker()
    var parser = try Parser(text)
    while let statement = try parser.nextStatement() {
      try checker.check(consume statement)
    }
    try checker.check(parser.actions)
    return (parser.swift.notes.sorted { $0.location < $1.location }, parser.namesLayout)
  }

  /// Equal when made from the same text: the rest is read from it.
  public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
    lhs.text == rhs.text
  }

  /// Hashes the text, from which the rest is read.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
  }

  /// Makes what a declaration declares.
  ///
  /// - Throws: E8 for a storyboard without the identifier; `world` is then
  ///   unchanged.
  static func declare(
    _ declaration: Declaration, named name: String, in world: inout World
  ) throws(UIKitException) -> Symbol {
    if case .instantiate(let storyboard, let identifier) = declaration {
      return .controller(
        try storyboard.instantiateViewController(
          withIdentifier: identifier, named: name, in: &world), .viewController)
    }
    return made(declaration, named: name, in: &world)
  }

  /// Makes what a declaration declares, as if it could not raise: the one
  /// that can, a storyboard's instantiation, makes the controller it would
  /// make with the identifier (a check declares so, the exception being for
  /// the run).
  static func made(
    _ declaration: Declaration, named name: String, in world: inout World
  ) -> Symbol {
    switch declaration {
    case .viewController:
      .controller(world.makeViewController(named: name), .viewController)
    case .navigationController:
      .controller(world.makeNavigationController(named: name), .navigationController)
    case .tabBarController:
      .controller(world.makeTabBarController(named: name), .tabBarController)
    case .pageViewController(let style, let spine):
      .controller(
        world.makePageViewController(named: name, transitionStyle: style, spineLocation: spine),
        .pageViewController)
    case .view:
      .view(.plain(world.makeView(named: name)))
    case .window:
      .window(world.makeWindow(named: name))
    case .storyboard(let identifiers):
      .storyboard(Storyboard(name: name, identifiers: Set(identifiers)))
    case .list(let list):
      list
    case .instantiate:
      // `declare` asked the storyboard first.
      .controller(world.makeViewController(named: name), .viewController)
    }
  }
}

/// A handler's trigger: a callback name delivered to one controller, or
/// one of revision 4's lines (scenario language §8: "all are handler-able").
struct HandlerKey: Hashable, Sendable {
  /// The controller the line is printed under; `nil` for the scene's and
  /// the app's lines.
  let controller: ControllerID?
  let trigger: HandlerTrigger

  init(controller: ControllerID?, trigger: HandlerTrigger) {
    self.controller = controller
    self.trigger = trigger
  }

  init(controller: ControllerID, callback: Callback.Name) {
    self.init(controller: controller, trigger: .callback(callback))
  }

  /// The handler an event triggers, if the event is one a handler names.
  init?(_ event: Event) {
    switch event {
    case .callback(let callback):
      self.init(controller: callback.controller, trigger: .callback(callback.method.name))
    case .presentationDelegate(let callback):
      self.init(controller: callback.delegate, trigger: .delegate(callback.method))
    case .pageView(let callback):
      self.init(
        controller: callback.pageViewController,
        trigger: .pageView(HandlerTrigger.name(of: callback)))
    case .lifecycle(let callback):
      self.init(controller: nil, trigger: .lifecycle(callback))
    case .warning, .note:
      return nil
    }
  }
}

/// What a handler names: a controller's callback, or a line of revision 4
/// (a sheet's delegate, a page view controller's data source or delegate,
/// the scene or the app).
enum HandlerTrigger: Hashable, Sendable {
  case callback(Callback.Name)
  case delegate(PresentationDelegateCallback.Method)
  /// `viewControllerBefore`, `viewControllerAfter`, `willTransition`,
  /// `didFinishAnimating`.
  case pageView(String)
  case lifecycle(LifecycleCallback)
  /// A closure a pasted class keeps in a property (`var onClose: (() -> Void)?`),
  /// by the variable that says whether it is set: assigning the closure
  /// registers it, calling the property runs it (scenario language §6).
  case closure(String)

  /// The name a handler writes for a page view controller's line.
  static func name(of callback: PageViewCallback) -> String {
    switch callback {
    case .viewControllerBefore: "viewControllerBefore"
    case .viewControllerAfter: "viewControllerAfter"
    case .willTransition: "willTransition"
    case .didFinishAnimating: "didFinishAnimating"
    }
  }

  /// The page view controller's line names a handler may write.
  static let pageViewNames: Set<String> = [
    "viewControllerBefore", "viewControllerAfter", "willTransition", "didFinishAnimating",
  ]
}
