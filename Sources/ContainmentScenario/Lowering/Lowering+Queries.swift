import Containment

/// The values of expressions (scenario language §5): names, literals, the
/// queries a condition may read, and the operators.
///
/// Checking gives every query a placeholder of its type, so that every
/// branch is checked whatever the world holds; running reads the world.
extension Lowering {
  /// What `expression` stands for now.
  func value(_ expression: Expression) throws(Diagnostic) -> Symbol {
    switch expression {
    case .name(Self.transitionContext, _):
      // What a coordinator's completion binds its parameter to (rule 5.5).
      return .transitionContext(cancelled: reading?.world.transitionWasCancelled ?? false)
    case .name(let name, let location):
      return try symbol(named: name, at: location)
    case .number:
      return .integer(try integer(expression))
    case .boolean(let value, _):
      return .boolean(value)
    case .none:
      return .nothing
    case .array(let elements, _):
      var list: [ControllerID] = []
      var kinds: Set<ControllerKind> = []
      for element in elements {
        guard case .controller(let controller, let kind) = try value(element) else {
          throw Diagnostic("a list holds view controllers only", at: element.location)
        }
        list.append(controller)
        kinds.insert(kind)
      }
      return .list(list, kind: kinds.count == 1 ? kinds.first ?? .viewController : .viewController)
    case .member(let base, let member, let location):
      if let answer = try childListQuery(member, of: base) { return answer }
      return try query(member, of: base, at: location)
    case .call(.name(Self.undecidable, _), let arguments, let location):
      // A condition a pasted class's code holds that reads what the model
      // skips (scenario language §6): false when checked, a stop when run.
      guard isChecking || undecidableAnswer != nil else {
        var message = "this condition cannot be decided"
        if case .string(let text, _)? = arguments.first?.value { message = text }
        throw Diagnostic(message, at: location)
      }
      return .boolean(!isChecking && undecidableAnswer == true)
    case .call(.name(Self.unmodelledValue, _), let arguments, let location):
      guard isChecking else { throw Self.unmodelledValueStop(arguments, at: location) }
      return .nothing
    case .call(.member(let base, let operation, _), let arguments, let location)
    where operation == "as?" || operation == "as!" || operation == "as" || operation == "is":
      return try cast(base, operation, arguments, at: location)
    case .call(.member(let base, let method, let methodAt), let arguments, let location)
    where Self.listMethods.contains(method):
      return try listMethod(method, of: base, arguments, at: location, methodAt: methodAt)
    case .subscript(let base, let index, let location):
      return try element(of: base, at: index, location)
    case .unwrap(let base, let location):
      return try unwrapped(base, at: location)
    case .forceUnwrap(let base, let location):
      return try forceUnwrapped(base, at: location)
    case .ternary(let condition, let whenTrue, let whenFalse, _):
      // Both sides checked; the one the condition picks when running.
      let holds = try self.condition(condition)
      if isChecking {
        // A side the model cannot read is checked as the other side's type.
        if whenTrue.isUnmodelledValue { return try value(whenFalse) }
        let otherwise = try value(whenFalse)
        let picked = try value(whenTrue)
        if whenFalse.isUnmodelledValue { return picked }
        // `containerView != nil ? containerView! : view` with the optional
        // view nil (a default): `nil!` checks as a placeholder controller;
        // Swift's type of the whole is the other side's, a view.
        if case .controller(Self.placeholder, _) = picked, case .view = otherwise {
          return otherwise
        }
        return picked
      }
      return try value(holds ? whenTrue : whenFalse)
    case .optionalBinding(let name, _, let location):
      throw Diagnostic(
        "'let \(name) = …' binds a name only as a condition of 'if' or 'guard' in a "
          + "pasted class's code", at: location)
    case .binary(let operation, let left, let right, let location):
      return try binary(operation, left, right, at: location)
    case .not(let operand, _):
      return .boolean(!(try condition(operand)))
    case .call(.name(let type, _), _, let location)
    where type.hasPrefix("UI") && type.first?.isUppercase == true:
      // `UINavigationController(rootViewController: UIViewController())`.
      throw Diagnostic(
        "'\(type)(…)' makes an object here: declare it on a line of its own "
          + "('let c = \(type)()') and write its name", at: location)
    case .call(.member(_, let method, let methodAt), _, _):
      // `history.popLast()`: a method whose value the language cannot read.
      throw Diagnostic(
        "'\(method)(…)' gives no value the scenario language reads: a list's are 'count', "
          + "'first', 'last', 'isEmpty', 'contains(_:)', 'firstIndex(of:)' and 'reversed()'",
        at: methodAt)
    case .string, .enumCase, .closure, .call:
      throw Diagnostic(
        "a condition reads names, numbers, Booleans, nil and the queries of the scenario "
          + "language (such as 'x.parent' or 'p.children.count')", at: expression.location)
    }
  }

  /// The methods of a list a condition reads (scenario language §6), and
  /// the two the expansion of pasted code writes for Swift's `remove(at:)`
  /// and `insert(_:at:)`.
  static let listMethods: Set<String> = [
    "reversed", "dropLast", "dropFirst", "prefix", "suffix", "firstIndex", "contains", removingAt,
    insertingAt,
  ]

  /// `list.#removing(at: i)`: the list without its element at `i`; no
  /// scenario can write it.
  static let removingAt = "#removing"

  /// `#preconditionFailed("…")`: Swift's `precondition(c, "…")` whose
  /// condition is false, written by the expansion of pasted code as
  /// `if !c { #preconditionFailed("…") }`; it stops the run as
  /// `preconditionFailure` does, with Swift's "Precondition failed"; no
  /// scenario can write it.
  static let preconditionFailed = "#preconditionFailed"

  /// `list.#inserting(c, at: i)`: the list with `c` before its element at
  /// `i` (at its end when `i` is its count); no scenario can write it.
  static let insertingAt = "#inserting"

  /// `list.reversed()`, `dropLast()`, `dropFirst()`, `firstIndex(of:)`,
  /// `contains(_:)`: the list backwards or without an end, an index or
  /// nil, whether it holds a controller (`p.children.contains(c)` read from
  /// the links, without the list).
  private func listMethod(
    _ method: String, of base: Expression, _ arguments: [Argument],
    at location: SourceLocation, methodAt: SourceLocation
  ) throws(Diagnostic) -> Symbol {
    switch method {
    case "reversed" where arguments.isEmpty:
      guard case .list(let list, let kind) = try value(base) else {
        throw Diagnostic("'reversed()' is a method of a list", at: location)
      }
      return .list(list.reversed(), kind: kind)
    case "dropLast", "dropFirst", "prefix", "suffix":
      guard case .list(let list, let kind) = try value(base) else {
        throw Diagnostic("'\(method)' is a method of a list", at: location)
      }
      return .list(
        try part(method, of: list, arguments, at: location, methodAt: methodAt), kind: kind)
    case "reversed":
      throw Diagnostic("'reversed()' takes no argument", at: methodAt)
    case "firstIndex":
      guard case .list(let list, _) = try value(base) else {
        throw Diagnostic("'firstIndex(of:)' is a method of a list", at: location)
      }
      let values = try expect(arguments, "of:", "firstIndex(of:)", at: location)
      let element = try optionalController(values[0])
      if isChecking { return .integer(0) }
      return element.flatMap { list.firstIndex(of: $0) }.map { .integer($0) } ?? .nothing
    case "contains":
      if let owner = try childListOwner(base) {
        let values = try expect(arguments, "_:", "contains(_:)", at: location)
        let element = try optionalController(values[0])
        return .boolean(
          isChecking ? false : element.map { reading?.world.parent(of: $0) == owner } ?? false)
      }
      guard case .list(let list, _) = try value(base) else {
        throw Diagnostic("'contains' is a method of a list", at: location)
      }
      let values = try expect(arguments, "_:", "contains(_:)", at: location)
      let element = try optionalController(values[0])
      return .boolean(isChecking ? false : element.map(list.contains) ?? false)
    case Self.removingAt, Self.insertingAt:
      return try changedList(base, inserting: method == Self.insertingAt, arguments, at: location)
    default:
      // Only the names of `listMethods` come here.
      throw Diagnostic("'\(method)' is not a method of a list the language reads", at: methodAt)
    }
  }

  /// `list.#removing(at: i)`, or `list.#inserting(c, at: i)` when
  /// `inserts`: the list changed at `i`.
  private func changedList(
    _ base: Expression, inserting inserts: Bool, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) -> Symbol {
    guard case .list(var list, let kind) = try value(base) else {
      throw Diagnostic("'\(inserts ? "insert" : "remove")' is a method of a list", at: location)
    }
    let values = try expect(
      arguments, inserts ? "_:at:" : "at:", inserts ? "insert(_:at:)" : "remove(at:)",
      at: location)
    let index = try integer(values[inserts ? 1 : 0])
    let inserted = inserts ? try controller(values[0]) : nil
    if isChecking { return .list(list, kind: kind) }
    // The expansion stops the run before an index out of range, as Swift
    // traps; one that gets here is a mistake only running finds.
    guard index >= 0, index < list.count + (inserts ? 1 : 0) else {
      throw Diagnostic("index \(index) is out of range for a list of \(list.count)", at: location)
    }
    if let inserted { list.insert(inserted, at: index) } else { list.remove(at: index) }
    return .list(list, kind: kind)
  }

  /// The part of `list` a method of Swift's gives.
  ///
  /// `dropFirst()`, `dropLast(2)`, `prefix(3)`, `suffix(from: i)`,
  /// `prefix(upTo: i)`, `prefix(through: i)`. A count past the list's
  /// takes all of it, as in Swift; an index out of range is a mistake only
  /// running finds, where Swift traps.
  private func part(
    _ method: String, of list: [ControllerID], _ arguments: [Argument],
    at location: SourceLocation, methodAt: SourceLocation
  ) throws(Diagnostic) -> [ControllerID] {
    let label = arguments.first?.label
    let canDrop = method == "dropFirst" || method == "dropLast"
    guard arguments.count <= 1, !(arguments.isEmpty && !canDrop),
      label == nil || (method == "suffix" && label == "from")
        || (method == "prefix" && (label == "upTo" || label == "through"))
    else {
      throw Diagnostic(
        "'\(method)' takes a count ('\(method)(2)')"
          + (method == "suffix" ? " or an index ('suffix(from: i)')" : "")
          + (method == "prefix" ? " or an index ('prefix(upTo: i)', 'prefix(through: i)')" : ""),
        at: methodAt)
    }
    let number = try arguments.first.map { (argument) throws(Diagnostic) in
      try integer(argument.value)
    }
    if isChecking { return list }
    let count = number ?? 1
    if let label {
      let end = label == "through" ? count + 1 : count
      guard count >= 0, end <= list.count else {
        throw Diagnostic("index \(count) is out of range for a list of \(list.count)", at: location)
      }
      return label == "from" ? Array(list[count...]) : Array(list[..<end])
    }
    guard count >= 0 else {
      throw Diagnostic("'\(method)' takes a count of 0 or more, not \(count)", at: location)
    }
    switch method {
    case "dropFirst": return Array(list.dropFirst(count))
    case "dropLast": return Array(list.dropLast(count))
    case "prefix": return Array(list.prefix(count))
    default: return Array(list.suffix(count))
    }
  }

  /// Whether an integer-valued expression is Swift's `Int?`: a
  /// `firstIndex(of:)`, or a name a binding gave one (the expansion's
  /// `index#3`), which a test against nil reads.
  static func isOptionalInteger(_ expression: Expression) -> Bool {
    switch expression {
    case .call(.member(_, "firstIndex", _), _, _): true
    case .name(let name, _): name.contains("#")
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// The name of the condition a pasted class's code holds that cannot be
  /// decided; no scenario can write it.
  static let undecidable = "#undecidable"

  /// The name of a value a pasted class's code reads that the model skips,
  /// where the run cannot go on without it (a duration that decides when a
  /// completion runs, a side of a choice); no scenario can write it.
  ///
  /// Checking passes over it; a run that reads it stops there, naming what
  /// it reads (scenario language §6, as for a condition that cannot be
  /// decided), in the explorer too, since no answer stands for a value.
  static let unmodelledValue = "#unmodelled"
  /// The type of a Boolean variable that holds a user's gesture while true
  /// (``Scope/isGestureHeld``): no text can write it.
  static let gestureFlagType = "#gesture"

  /// The stop a run meets where it reads an unmodelled value
  /// (``unmodelledValue``), with the message the expansion gave it.
  static func unmodelledValueStop(_ arguments: [Argument], at location: SourceLocation)
    -> Diagnostic
  {
    var message = "this value is not modelled"
    if case .string(let text, _)? = arguments.first?.value { message = text }
    return Diagnostic(message, at: location)
  }

  /// `x as? T`, `x as! T`, `x as T`, `x is T` for the classes the model
  /// knows (scenario language §6): a controller of class T or nil, a trap
  /// for `as!` that fails, a Boolean for `is`.
  private func cast(
    _ base: Expression, _ operation: String, _ arguments: [Argument],
    at location: SourceLocation
  ) throws(Diagnostic) -> Symbol {
    guard case .name(let type, let typeLocation)? = arguments.first?.value else {
      throw Diagnostic("expected a type", at: location)
    }
    let wanted: ControllerKind?
    switch type {
    case "UIViewController": wanted = nil
    case "UINavigationController": wanted = .navigationController
    case "UITabBarController": wanted = .tabBarController
    case "UIPageViewController": wanted = .pageViewController
    case "UIView":
      let symbol = try value(base)
      if operation == "is" { return .boolean(true) }
      return symbol
    default:
      throw Diagnostic(
        "'\(operation) \(type)': the model knows UIViewController, UINavigationController, "
          + "UITabBarController, UIPageViewController and the classes of a pasted file",
        at: typeLocation)
    }
    let symbol = try value(base)
    let controller: ControllerID?
    switch symbol {
    case .controller(let id, _): controller = id
    case .optionalController(let id): controller = id
    case .nothing: controller = nil
    case .view, .window, .storyboard, .boolean, .integer, .list, .optionalView, .presence,
      .transitionContext:
      throw Diagnostic(
        "'\(spelling(of: base))' is \(symbol.kind), not a view controller", at: location)
    }
    let kind = wanted ?? .viewController
    if isChecking {
      return operation == "is" ? .boolean(false) : .controller(Self.placeholder, kind)
    }
    let matches = controller.map { id in wanted.map { reading?.world.kind(of: id) == $0 } ?? true }
    switch (operation, controller, matches) {
    case ("is", _, let matches): return .boolean(matches ?? false)
    case (_, let id?, true?): return .controller(id, kind)
    case ("as!", _, _), ("as", _, _):
      throw Diagnostic(
        "could not cast '\(spelling(of: base))' to '\(type)'", at: location)
    default: return .nothing
    }
  }

  /// The class Swift's static type gives an optional controller: a
  /// navigation or tab bar controller for `x.navigationController` and
  /// `x.tabBarController`, a view controller for any other.
  static func staticKind(of optional: Expression) -> ControllerKind {
    switch optional {
    case .member(_, "navigationController", _): .navigationController
    case .member(_, "tabBarController", _): .tabBarController
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      .viewController
    }
  }

  /// `base?`: the value an optional holds, or `.nothing`.
  private func unwrapped(_ base: Expression, at location: SourceLocation) throws(Diagnostic)
    -> Symbol
  {
    if case .member(let view, "window", _) = base {
      // `view.window?.rootViewController = next`: the window that holds
      // the view, an optional in UIKit.
      return try window(holding: view)
    }
    switch try value(base) {
    case .optionalController(let controller):
      guard let controller else {
        return isChecking ? .controller(Self.placeholder, Self.staticKind(of: base)) : .nothing
      }
      // `UIViewController?` unwraps to a `UIViewController`, as Swift's
      // static type says, whatever class the controller has.
      return .controller(controller, Self.staticKind(of: base))
    case .optionalView(let view):
      guard let view else {
        return isChecking ? .view(.view(of: Self.placeholder)) : .nothing
      }
      return .view(view)
    case .nothing:
      // A chain that met nil already.
      return .nothing
    case .list(let list, let kind) where Self.isViewControllers(base):
      // `pages.viewControllers?.first`: UIKit types a page view
      // controller's `viewControllers` as optional (§8), so Swift writes the
      // `?`; the list is read as it is.
      return .list(list, kind: kind)
    case let symbol:
      let spelled = spelling(of: base)
      var isOptional = false
      if case .ternary = base { isOptional = true }
      // `(c as? UINavigationController)?.…`: a cast that may fail is an
      // optional in Swift.
      if case .call(.member(_, "as?", _), _, _) = base { isOptional = true }
      // `parent?.view?.layoutIfNeeded()`: UIKit types a controller's `view`
      // as `UIView!`, which Swift lets `?` unwrap.
      if case .member(_, "view", _) = base, case .view = symbol { isOptional = true }
      if spelled.contains("#") || spelled.contains(".") || isOptional {
        switch symbol {
        case .controller, .view:
          // A pasted class's local (`let old: UIViewController? = …`) or
          // property (`@IBOutlet var scroll: UIScrollView?`, a view made
          // with the instance): the expansion names it with a `#` or a `.`
          // no text can write in a name, and binds what the value is; Swift's
          // `?` on it goes on (§6). A ternary with a nil branch
          // (`c ? list[i] : nil`, a computed property's) and an `as?` cast
          // are optionals too.
          return symbol
        case .window, .storyboard, .boolean, .optionalController, .integer, .list,
          .optionalView, .presence, .nothing, .transitionContext:
          break
        }
      }
      throw Diagnostic(
        "'?' unwraps an optional, but '\(spelling(of: base))' is \(symbol.kind): drop the '?'",
        at: location)
    }
  }

  /// `x.view.window?`: the window that holds the view (rule 1.4).
  ///
  /// `.nothing` when no window does; reading `x.view` loads it first, as in
  /// Swift. When checking, the scenario's window stands for it.
  private func window(holding view: Expression) throws(Diagnostic) -> Symbol {
    guard case .view(let reference) = try value(view) else {
      throw Diagnostic(
        "'\(spelling(of: view))' is not a view: 'window' is a query of a view", at: view.location)
    }
    guard let world = reading?.world else { return scope.symbol("window") ?? .nothing }
    let id = try loadedView(reference, in: world, at: view.location)
    return world.window(containing: id).map(Symbol.window) ?? .nothing
  }

  /// Whether `expression` reads `x.viewControllers`.
  private static func isViewControllers(_ expression: Expression) -> Bool {
    if case .member(_, "viewControllers", _) = expression { return true }
    return false
  }

  /// `list[index]`: out of range is an error, found when running.
  private func element(of base: Expression, at index: Expression, _ location: SourceLocation)
    throws(Diagnostic) -> Symbol
  {
    guard case .list(let list, let kind) = try value(base) else {
      throw Diagnostic(
        "'\(spelling(of: base))' is not a list: only lists take a subscript", at: location)
    }
    guard case .integer(let position) = try value(index) else {
      throw Diagnostic("a subscript is a whole number", at: index.location)
    }
    if isChecking { return .controller(list.first ?? Self.placeholder, kind) }
    guard list.indices.contains(position) else {
      throw Diagnostic(
        "index \(position) is out of range for a list of \(list.count)", at: location)
    }
    return .controller(list[position], kind)
  }

  // MARK: Queries

  /// The controller whose children `expression` lists, when it is
  /// `x.children` (or a navigation controller's `x.viewControllers`, the
  /// same list), read against the world; `nil` for any other expression.
  private func childListOwner(_ expression: Expression) throws(Diagnostic) -> ControllerID? {
    guard reading != nil, case .member(let base, let member, _) = expression,
      member == "children" || member == "viewControllers",
      case .controller(let owner, let kind) = try value(base)
    else { return nil }
    // A tab bar's viewControllers is its children too; `viewControllers`
    // on a plain controller is the error the full query gives.
    // A page view controller's viewControllers are its pages, not its
    // children (an incoming page is a child during a swipe).
    guard member == "children" || (kind != .viewController && kind != .pageViewController)
    else { return nil }
    // A navigation controller's stack while a transition takes controllers
    // off it is not its children (`World.navigationStack(of:)`).
    if member == "viewControllers", kind == .navigationController,
      reading?.world.leavingTheStack(of: owner).isEmpty == false
    {
      return nil
    }
    return owner
  }

  /// `x.children.count`, `.first` and `.last` answered from the child
  /// links in O(1), without building the list, so that a loop over the
  /// children may ask them at each child; `nil` for any other query.
  private func childListQuery(_ member: String, of base: Expression) throws(Diagnostic)
    -> Symbol?
  {
    guard member == "count" || member == "first" || member == "last",
      let owner = try childListOwner(base), let world = reading?.world
    else { return nil }
    switch member {
    case "count": return .integer(world.childCount(of: owner))
    case "first": return .optionalController(world.firstChild(of: owner))
    default: return .optionalController(world.lastChild(of: owner))
    }
  }

  /// `base.member`: a query of the model's state (scenario language §5).
  private func query(_ member: String, of base: Expression, at location: SourceLocation)
    throws(Diagnostic) -> Symbol
  {
    if member == "isInteractive" || member == "isCancelled",
      case .member(let owner, "transitionCoordinator", _) = base.removingUnwrap
    {
      return try coordinatorQuery(member, of: owner)
    }
    if member == "rootViewController", case .member(let view, "window", _) = base.removingUnwrap {
      return try rootViewController(ofWindowHolding: view)
    }
    let receiver = try value(base)
    switch receiver {
    case .nothing:
      // `shown?.parent` with `shown` nil: the chain is nil.
      if case .unwrap = base { return .nothing }
    case .controller(let controller, let kind):
      return try query(member, ofController: controller, kind, base, at: location)
    case .view(let view):
      return try query(member, ofView: view, at: location)
    case .list(let list, _):
      switch member {
      case "count": return .integer(list.count)
      case "isEmpty": return .boolean(list.isEmpty)
      case "first": return .optionalController(isChecking ? Self.placeholder : list.first)
      case "last": return .optionalController(isChecking ? Self.placeholder : list.last)
      default: break
      }
    case .window(let window):
      switch member {
      case "isHidden":
        return .boolean(reading?.world.isHidden(window) ?? false)
      case "rootViewController":
        return .optionalController(
          reading.map { $0.world.rootViewController(of: window) } ?? Self.placeholder)
      default: break
      }
    case .optionalController, .optionalView:
      throw Diagnostic(
        "'\(spelling(of: base))' is \(receiver.kind) and may be nil: write "
          + "'\(spelling(of: base))?.\(member)'", at: base.location)
    case .transitionContext(let cancelled):
      // `context.isCancelled` in a coordinator's completion (rule 5.5).
      if member == "isCancelled" { return .boolean(cancelled) }
    case .storyboard, .boolean, .integer, .presence:
      break
    }
    throw Diagnostic(
      "'\(member)' is not a query of \(receiver.kind) the scenario language reads", at: location)
  }

  /// The view `reference` names; a controller's view not loaded yet is
  /// asked for (the caller loads it and lowers the statement again, as
  /// reading `x.view` loads it in Swift) and the lowering stops.
  func loadedView(
    _ reference: ViewReference, in world: World, at location: SourceLocation
  ) throws(Diagnostic) -> ViewID {
    switch reference {
    case .plain(let plain):
      return plain
    case .view(let controller):
      guard let loaded = world.view(of: controller) else {
        _ = reading?.requestView(of: controller)
        throw Diagnostic("the view of \(controller) is read before it is loaded", at: location)
      }
      return loaded
    }
  }

  /// `x.view.window?.rootViewController`: the root of the window that
  /// holds the view, `nil` when no window does (rule 1.4); reading
  /// `x.view` loads it first, as in Swift.
  private func rootViewController(ofWindowHolding view: Expression) throws(Diagnostic) -> Symbol {
    guard case .view(let reference) = try value(view) else {
      throw Diagnostic(
        "'\(spelling(of: view))' is not a view: 'window' is a query of a view", at: view.location)
    }
    guard let world = reading?.world else { return .optionalController(Self.placeholder) }
    let id = try loadedView(reference, in: world, at: view.location)
    return .optionalController(
      world.window(containing: id).flatMap { world.rootViewController(of: $0) })
  }

  /// `c.transitionCoordinator?.isInteractive` and `?.isCancelled` (rule
  /// 5.5): nil without a coordinator, as Swift's optional chain; a running
  /// transition is not cancelled (its completions read their context's).
  private func coordinatorQuery(_ member: String, of owner: Expression) throws(Diagnostic)
    -> Symbol
  {
    guard let controller = try optionalChainController(owner) else { return .nothing }
    guard let world = reading?.world else { return .boolean(false) }
    guard let coordinator = world.transitionCoordinator(of: controller) else { return .nothing }
    return .boolean(member == "isInteractive" && world.isInteractive(coordinator))
  }

  private func query(
    _ member: String, ofController controller: ControllerID, _ kind: ControllerKind,
    _ base: Expression, at location: SourceLocation
  ) throws(Diagnostic) -> Symbol {
    // Checking reads no world: every query has a placeholder of its type.
    let world = reading?.world
    func optional(_ read: (World) -> ControllerID?) -> Symbol {
      .optionalController(world.map(read) ?? Self.placeholder)
    }
    func flag(_ read: (World) -> Bool) -> Symbol {
      .boolean(world.map(read) ?? false)
    }
    switch member {
    case "view":
      return .view(.view(of: controller))
    case "viewIfLoaded":
      return .optionalView(world?.isViewLoaded(controller) ?? true ? .view(of: controller) : nil)
    case "parent":
      return optional { $0.parent(of: controller) }
    case "children":
      return .list(world?.children(of: controller) ?? [], kind: .viewController)
    case "isViewLoaded":
      return flag { $0.isViewLoaded(controller) }
    case "isBeingPresented":
      return flag { $0.context(of: controller).isBeingPresented }
    case "isBeingDismissed":
      return flag { $0.context(of: controller).isBeingDismissed }
    case "isMovingToParent":
      return flag { $0.context(of: controller).isMovingToParent }
    case "isMovingFromParent":
      return flag { $0.context(of: controller).isMovingFromParent }
    case "navigationController":
      // The nearest navigation controller among the ancestors, as UIKit's
      // property answers (scenario language §6).
      return optional { $0.nearestAncestor(of: controller, kind: .navigationController) }
    case "tabBarController":
      return optional { $0.nearestAncestor(of: controller, kind: .tabBarController) }
    case "presentedViewController":
      return optional { $0.presentedViewController(of: controller) }
    case "presentingViewController":
      return optional { $0.presentingViewController(of: controller) }
    case "transitionCoordinator":
      // Compared with nil, or asked to run a completion (rule 5.5).
      return .presence(world.map { $0.transitionCoordinator(of: controller) != nil } ?? true)
    case "shouldAutomaticallyForwardAppearanceMethods":
      return flag { $0.forwardsAppearance(controller) }
    case "shouldAutomaticallyForwardRotationMethods":
      return flag { $0.forwardsRotation(controller) }
    case "topViewController":
      try require(.navigationController, kind, base, member)
      return optional { $0.topViewController(of: controller) }
    case "viewControllers":
      if kind == .pageViewController {
        return .list(world?.pagesShown(by: controller) ?? [], kind: .viewController)
      }
      if kind == .tabBarController {
        return .list(world?.children(of: controller) ?? [], kind: .viewController)
      }
      try require(.navigationController, kind, base, member)
      return .list(world?.navigationStack(of: controller) ?? [], kind: .viewController)
    case "selectedIndex":
      try require(.tabBarController, kind, base, member)
      // UIKit's NSNotFound when nothing is selected.
      return .integer(world.map { $0.selectedIndex(of: controller) ?? Int.max } ?? 0)
    case "selectedViewController":
      try require(.tabBarController, kind, base, member)
      return optional { $0.selectedViewController(of: controller) }
    default:
      throw Diagnostic(
        "'\(member)' is not a query of a view controller the scenario language reads",
        at: location)
    }
  }

  /// `x.view.window`, `x.view.superview`, `x.view.isHidden`: reading a
  /// controller's view loads it first, as in Swift.
  private func query(_ member: String, ofView view: ViewReference, at location: SourceLocation)
    throws(Diagnostic) -> Symbol
  {
    guard let world = reading?.world else {
      switch member {
      case "window": return .presence(false)
      // `x.view.superview`: a view or nil, to compare or to call on (§6).
      case "superview": return .optionalView(.view(of: Self.placeholder))
      case "isHidden": return .boolean(false)
      default:
        throw Diagnostic(
          "'\(member)' is not a query of a view: read 'window', 'superview' or 'isHidden'",
          at: location)
      }
    }
    let id = try loadedView(view, in: world, at: location)
    switch member {
    case "window": return .presence(world.window(containing: id) != nil)
    case "superview": return .optionalView(world.superview(of: id).map(world.reference(to:)))
    case "isHidden": return .boolean(world.isHidden(id))
    default:
      throw Diagnostic(
        "'\(member)' is not a query of a view: read 'window', 'superview' or 'isHidden'",
        at: location)
    }
  }

  // MARK: Operators

  private func binary(
    _ operation: BinaryOperator, _ left: Expression, _ right: Expression,
    at location: SourceLocation
  ) throws(Diagnostic) -> Symbol {
    switch operation {
    case .and:
      // Short-circuit when running, as Swift does; both sides when checking.
      let holds = try condition(left)
      if !holds && !isChecking { return .boolean(false) }
      return .boolean(try condition(right) && holds)
    case .or:
      let holds = try condition(left)
      if holds && !isChecking { return .boolean(true) }
      return .boolean(try condition(right) || holds)
    case .nilCoalescing:
      // The optional's value when it holds one, the right side otherwise;
      // both checked.
      let optional = try value(left)
      let fallback = try value(right)
      switch optional {
      case .optionalController(let controller?):
        return .controller(controller, .viewController)
      case .optionalView(let view?):
        return .view(view)
      case .optionalController(nil), .optionalView(nil), .nothing:
        return fallback
      case .controller, .view, .window, .storyboard, .boolean, .integer, .list, .presence,
        .transitionContext:
        // Not an optional: Swift warns and uses it.
        return optional
      }
    case .identical, .notIdentical:
      let same = try identity(left, right, at: location)
      return .boolean(operation == .identical ? same : !same)
    case .equal, .notEqual:
      let same = try equality(left, right, at: location)
      return .boolean(operation == .equal ? same : !same)
    case .less:
      let (a, b) = try integers(left, right, operation, at: location)
      return .boolean(a < b)
    case .lessOrEqual:
      let (a, b) = try integers(left, right, operation, at: location)
      return .boolean(a <= b)
    case .greater:
      let (a, b) = try integers(left, right, operation, at: location)
      return .boolean(a > b)
    case .greaterOrEqual:
      let (a, b) = try integers(left, right, operation, at: location)
      return .boolean(a >= b)
    case .plus where isList(left):
      // `pages + [c]`: the lists joined (scenario language §6).
      guard case .list(let first, _) = try value(left),
        case .list(let second, _) = try value(right)
      else { throw Diagnostic("'+' joins two lists of view controllers", at: location) }
      return .list(first + second, kind: .viewController)
    case .plus, .minus:
      let (a, b) = try integers(left, right, operation, at: location)
      // Checking reads the variables' values as they happen to be: an
      // overflow is for the run to find.
      if isChecking { return .integer(0) }
      let (result, overflow) =
        operation == .plus ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
      guard !overflow else { throw Diagnostic("the integer overflows", at: location) }
      return .integer(result)
    case .halfOpenRange, .closedRange:
      throw Diagnostic(
        "a range is read by 'for' only: 'for i in 0..<n { … }'", at: location)
    case .times, .divide, .remainder:
      let (a, b) = try integers(left, right, operation, at: location)
      if isChecking { return .integer(0) }
      if operation == .divide || operation == .remainder {
        guard b != 0 else { throw Diagnostic("division by zero", at: location) }
        guard a != .min || b != -1 else { throw Diagnostic("the integer overflows", at: location) }
        return .integer(operation == .divide ? a / b : a % b)
      }
      let (result, overflow) = a.multipliedReportingOverflow(by: b)
      guard !overflow else { throw Diagnostic("the integer overflows", at: location) }
      return .integer(result)
    }
  }

  /// Whether `expression` is a list: `+` then joins lists.
  private func isList(_ expression: Expression) -> Bool {
    if case .array = expression { return true }
    if case .list? = try? value(expression) { return true }
    return false
  }

  /// The two integers an integer operator takes.
  private func integers(
    _ left: Expression, _ right: Expression, _ operation: BinaryOperator,
    at location: SourceLocation
  ) throws(Diagnostic) -> (Int, Int) {
    guard case .integer(let a) = try value(left), case .integer(let b) = try value(right) else {
      throw Diagnostic("'\(operation.rawValue)' takes two integers", at: location)
    }
    return (a, b)
  }

  /// `===`: the same controller, or both nil.
  private func identity(_ left: Expression, _ right: Expression, at location: SourceLocation)
    throws(Diagnostic) -> Bool
  {
    func identity(_ symbol: Symbol) -> ControllerID?? {
      switch symbol {
      case .controller(let controller, _): controller
      case .optionalController(let controller): .some(controller)
      case .nothing: .some(nil)
      case .view, .window, .storyboard, .boolean, .integer, .list, .optionalView, .presence,
        .transitionContext:
        nil
      }
    }
    guard let a = identity(try value(left)), let b = identity(try value(right)) else {
      throw Diagnostic("'===' compares view controllers", at: location)
    }
    return a == b
  }

  /// `==`: integers, Booleans, controllers, or anything optional with nil.
  private func equality(_ left: Expression, _ right: Expression, at location: SourceLocation)
    throws(Diagnostic) -> Bool
  {
    let a = try value(left)
    let b = try value(right)
    switch (a, b) {
    case (.integer(let x), .integer(let y)): return x == y
    case (.boolean(let x), .boolean(let y)): return x == y
    case (.nothing, .integer) where isOptionalIntegerVariable(left) || left.isChoice,
      (.integer, .nothing) where isOptionalIntegerVariable(right) || right.isChoice:
      // An `Int?` that is nil against a number: never equal, as in Swift;
      // so is a choice that gave nil (a pasted class's property read on a
      // controller known only when running, `(child as? Page)?.index`).
      return false
    case (.nothing, _): return try isNil(b, right)
    case (_, .nothing): return try isNil(a, left)
    case (.controller, _), (.optionalController, _):
      return try identity(left, right, at: location)
    case (.view, _), (.window, _), (.storyboard, _), (.boolean, _), (.integer, _), (.list, _),
      (.optionalView, _), (.presence, _), (.transitionContext, _):
      throw Diagnostic(
        "cannot compare \(a.kind) with \(b.kind): '==' compares integers, Booleans, view "
          + "controllers, and optionals with nil", at: location)
    }
  }

  /// Whether `expression` names an `Int?` variable.
  func isOptionalIntegerVariable(_ expression: Expression) -> Bool {
    guard case .name(let name, _) = expression else { return false }
    return scope.variables[name] == .optionalInteger
  }

  /// Whether an optional is nil; only optionals compare with nil.
  private func isNil(_ symbol: Symbol, _ expression: Expression) throws(Diagnostic) -> Bool {
    switch symbol {
    case .nothing: return true
    case .optionalController(let controller): return controller == nil
    case .optionalView(let view): return view == nil
    case .presence(let present): return !present
    case .controller, .view:
      // Swift allows it, with a warning: never nil.
      return false
    case .integer where Self.isOptionalInteger(expression) || isOptionalIntegerVariable(expression):
      // `list.firstIndex(of: c)` found it, or a name bound to its answer,
      // or an `Int?` variable that holds one.
      return false
    case .window, .storyboard, .boolean, .integer, .list, .transitionContext:
      throw Diagnostic(
        "'\(spelling(of: expression))' is \(symbol.kind), which is never nil",
        at: expression.location)
    }
  }
}

extension Expression {
  /// Whether the expression is a choice, `a ? b : c`.
  var isChoice: Bool {
    if case .ternary = self { return true }
    return false
  }

  /// Whether the expression is a value a pasted class reads that the model
  /// skips (``Lowering/unmodelledValue``).
  var isUnmodelledValue: Bool {
    if case .call(.name(Lowering.unmodelledValue, _), _, _) = self { return true }
    return false
  }

  /// Whether the expression is a number or a case, as written.
  var isConstant: Bool {
    switch self {
    case .number, .enumCase: true
    case .name, .string, .boolean, .none, .array, .member, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// A value a pasted class reads that the model skips
  /// (``Lowering/unmodelledValue``): the run stops with `message` where it
  /// reads it.
  static func unmodelledValue(_ message: String, at location: SourceLocation) -> Expression {
    .call(
      .name(Lowering.unmodelledValue, location),
      [Argument(label: nil, value: .string(message, location))], location)
  }
}
