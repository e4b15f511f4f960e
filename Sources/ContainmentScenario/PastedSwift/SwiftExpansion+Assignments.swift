import Containment

/// The assignments of a pasted class's code (scenario language §6): stored,
/// observed and computed properties, the controller's own view, delegates
/// set to `self`, and what cannot be assigned.
extension SwiftExpansion {
  /// An assignment: to a property of an instance (its variable), or of the
  /// language; to what the model does not model, skipped.
  mutating func assignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let target = implicitSelfMadeExplicit(target, context)
    if case .call(let callee, _, _) = value {
      // `token = NotificationCenter.default.addObserver(…) { … }`: the
      // observer is what is skipped, whatever keeps its token.
      try Self.skipNotificationObserver(callee)
    }
    if case .call(.name(let type, _), _, _) = value, madeType(type) == "UIView",
      case .name(let variable)? = literalProperty(target, context),
      let made = viewVariables[variable]
    {
      // `dim = UIView()` for a view variable: the view made for it.
      return [
        .assignment(target: .name(variable, location), value: .name(made, location), at: location)
      ]
    }
    if isOwnViewAssignment(target, value, context) {
      // The model made the controller's view already.
      return []
    }
    if case .closure(let closure)? = literalProperty(target, context) {
      // `onClose = { … }`, `self.completion = completion`, `onClose = nil`.
      return try keep(value, in: closure, context, at: location)
    }
    if let set = try setterAssignment(target, value, context, at: location) {
      return set
    }
    if !context.isInitializing || !isOwnProperty(target, context),
      let observed = try observedAssignment(target, value, context, at: location)
    {
      return observed
    }
    if case .name("self", _) = value, Self.isDelegate(target), ownDelegate(context, at: location) {
      return []
    }
    if let connected = try pageViewConnection(target, value, context, at: location) {
      // `dataSource = self` with UIKit's methods: the list they index, and
      // the delegate's methods as handlers.
      return connected
    }
    if case .member(let base, let member, let memberAt) = target,
      let field = try settingsField(member, of: base, context, at: memberAt)
    {
      // `style.isOpen = true`: a field of a struct of settings.
      guard case .name = field else {
        throw .skipped(
          "durations and strings in a struct keep their first value: changing one is not "
            + "modelled", location)
      }
      return [.assignment(target: field, value: try resolve(value, context), at: location)]
    }
    if case .member(let base, let member, _) = target, instanceName(base, context) == nil,
      let written = try dispatchedAssignment(member, of: base, value, context, at: location)
    {
      return written
    }
    try skipUnassignable(target, value, context)
    return try resolvedAssignment(target, value, context, at: location)
  }

  /// `(children.first as? Page)?.isActive = false`: the property of the
  /// instance the receiver is when running, among those made so far whose
  /// class declares it (nothing when it is none, as Swift's optional chain
  /// does); `nil` when no class of the file declares the property, or its
  /// instances keep it as a constant.
  private mutating func dispatchedAssignment(
    _ member: String, of base: Expression, _ value: Expression, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let owners = try propertyOwners(member, of: base, context, at: location) else {
      return nil
    }
    let variables = owners.compactMap { owner, condition -> (String, Expression)? in
      guard case .name(let variable)? = instances[owner]?.properties[member] else { return nil }
      return (variable, condition)
    }
    guard variables.count == owners.count else { return nil }
    guard !variables.isEmpty else { return [] }
    let assigned = try resolve(value, context)
    return [
      .conditional(
        variables.map { variable, condition in
          ConditionalBranch(
            condition: condition,
            body: [.assignment(target: .name(variable, location), value: assigned, at: location)])
        }, otherwise: nil, at: location)
    ]
  }

  /// Whether `delegate = self` makes the class a container that is its own
  /// delegate, whose delegate methods the expansion runs (a tab bar
  /// controller's on taps, `SwiftExpansion+TabBarDelegate.swift`; a
  /// navigation controller's around the changes of its stack,
  /// `SwiftExpansion+NavigationDelegate.swift`); the note says which.
  private mutating func ownDelegate(_ context: Context, at location: SourceLocation) -> Bool {
    guard let className = context.className else { return false }
    if isOwnTabBarDelegate(className) {
      declarations.note(
        "a tab bar controller that is its own delegate: a tap asks its "
          + "tabBarController(_:shouldSelect:) and tells its tabBarController(_:didSelect:)",
        at: location, isSkipped: false)
      return true
    }
    if isOwnNavigationDelegate(className) {
      declarations.note(
        "a navigation controller that is its own delegate: a push, a pop or a "
          + "setViewControllers asked for tells its navigationController(_:willShow:animated:) "
          + "and navigationController(_:didShow:animated:) (not its first appearance or an "
          + "interactive pop)", at: location, isSkipped: false)
      return true
    }
    return false
  }

  /// Whether `target` is `delegate` or `self.delegate`.
  static func isDelegate(_ target: Expression) -> Bool {
    switch target {
    case .name("delegate", _), .member(.name("self", _), "delegate", _): true
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      false
    }
  }

  /// A target on UIKit's member of an implicit `self`, `self` written.
  ///
  /// `presentationController?.delegate = self` and
  /// `navigationController?.delegate = self` in a class's code are read as
  /// `self.presentationController?.delegate = self`, as an expression
  /// reads such a member (``isMemberOfSelf(_:)``): the language reads
  /// UIKit's members only with their owner. A name that is a local or a
  /// property of the class is not `self`'s UIKit member; any other target
  /// is returned as it is.
  func implicitSelfMadeExplicit(_ target: Expression, _ context: Context) -> Expression {
    guard case .member(let base, let member, let memberAt) = target,
      let instance = context.instance
    else { return target }
    let isUnwrapped: Bool
    let inner: Expression
    if case .unwrap(let unwrapped, _) = base {
      (isUnwrapped, inner) = (true, unwrapped)
    } else {
      (isUnwrapped, inner) = (false, base)
    }
    guard case .name(let name, let nameAt) = inner, Self.isMemberOfSelf(name),
      context.locals[name] == nil, context.skippedLocals[name] == nil,
      instances[instance]?.properties[name] == nil,
      context.className.flatMap({ chainProperty(name, of: $0) }) == nil,
      Self.skippedProperties[name] == nil
    else { return target }
    let explicit = Expression.member(.name("self", nameAt), name, nameAt)
    return .member(isUnwrapped ? .unwrap(explicit, base.location) : explicit, member, memberAt)
  }

  /// `view = UIView()` in `loadView`, `container = UIView()`,
  /// `view = container` (the local that stands for the controller's
  /// view): the model made the view already, and a view has nothing else
  /// to set here.
  private func isOwnViewAssignment(
    _ target: Expression, _ value: Expression, _ context: Context
  ) -> Bool {
    if case .call(.name(let type, _), _, _) = value, madeType(type) == "UIView" {
      switch literalProperty(target, context) {
      case .name?: return true
      case .literal?, .computed?, .computedBody?, .closure?, .animator?, .settings?, .skipped?, nil:
        break
      }
      if case .name("view", _) = target, context.instance != nil { return true }
      if case .member(_, "view", _) = target { return true }
    }
    if case .name(let local, _) = value, case .member(_, "view", _)? = context.locals[local] {
      // `view = container`, the local that stands for the controller's view.
      switch target {
      case .name("view", _) where context.instance != nil: return true
      case .member(.name("self", _), "view", _): return true
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call,
        .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        break
      }
    }
    return false
  }

  /// Throws the note of an assignment the model skips: a data source
  /// written as methods, UIKit's property on an implicit `self`, a member
  /// the language does not assign (named by the skipped property nearest
  /// the object).
  private func skipUnassignable(_ target: Expression, _ value: Expression, _ context: Context)
    throws(Failure)
  {
    if case .member(_, "dataSource", let memberAt) = target, instanceName(value, context) != nil {
      // A data source written as the class's methods: the language's is a
      // list of pages (scenario language §8).
      throw .skipped(
        "a data source written as methods is not modelled: the language's is a list "
          + "('pages.dataSource = [a, b, c]')", memberAt)
    }
    if case .name(let member, let memberAt) = target, context.instance != nil,
      context.locals[member] == nil, literalProperty(target, context) == nil,
      Self.isMemberOfSelf(member), !Self.isAssignable(member, on: .name("self", memberAt), false)
    {
      // `delegate = self` in a tab bar controller's subclass: UIKit's
      // property on an implicit `self`, skipped as `self.delegate` is.
      throw .skipped(
        unrunDelegateMethods(assigning: member, context)
          ?? Self.skippedProperties[member] ?? "'\(member)' is not modelled", memberAt)
    }
    if case .member(let base, let member, let memberAt) = target,
      literalProperty(target, context) == nil,
      !Self.isAssignable(member, on: Self.throughLocal(base, context), isView(base, context))
    {
      // `view.frame.origin.x = 0`: named by the skipped property nearest
      // the object (frames), not by the last member.
      var skipped = (
        unrunDelegateMethods(assigning: member, context) ?? Self.skippedProperties[member]
          ?? "'\(member)' is not modelled", memberAt
      )
      var inner = base
      while case .member(let next, let name, let nameAt) = inner {
        if let construct = Self.skippedProperties[name] { skipped = (construct, nameAt) }
        inner = next
      }
      throw .skipped(skipped.0, skipped.1)
    }
  }

  /// The note for a `delegate` the model skips when the class declares a
  /// navigation or tab bar controller delegate's methods, which then never
  /// run (`navigationController(_:didShow:animated:)` resetting a flag that
  /// guards the next push, `tabBarController(_:shouldSelect:)` presenting
  /// instead of selecting); `nil` for anything else.
  private func unrunDelegateMethods(assigning member: String, _ context: Context) -> String? {
    guard member == "delegate", let className = context.className else { return nil }
    let methods = chain(of: className).flatMap(\.methods)
    for (name, parameters, owner) in [
      ("navigationController", 3, "a navigation controller's"),
      ("tabBarController", 2, "a tab bar controller's"),
    ] {
      let declared = methods.filter { $0.name == name && $0.parameters.count == parameters }
      guard !declared.isEmpty else { continue }
      let names = declared.map { method in
        "\(name)(_:" + method.parameters.dropFirst().map { "\($0.label ?? "_"):" }.joined()
          + ")"
      }
      return "\(owner) delegate is not modelled: " + names.joined(separator: " and ")
        + (names.count == 1 ? " never runs" : " never run")
    }
    return nil
  }

  /// An assignment the language makes: an object made and named after
  /// what holds it, or the value resolved, the instance a property is given
  /// remembered while it is the only one.
  private mutating func resolvedAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var resolvedTarget = try resolve(target, context)
    if case .forceUnwrap(.name(let variable, let variableAt), _) = resolvedTarget {
      // `next = pages[0]` for `let next: UIViewController` declared first:
      // its variable is set (reads of it unwrap it).
      resolvedTarget = .name(variable, variableAt)
    }
    if case .call(.member(.name(let variable, let variableAt), "as?", _), _, _) = resolvedTarget {
      // `flow = nav` for `var flow: UINavigationController?`: its variable
      // is set (reads of it cast it, `optionalContainerType`).
      resolvedTarget = .name(variable, variableAt)
    }
    if case .call(.name(let type, let typeAt), let arguments, let callAt) = value,
      let made = madeType(type), made != "UIView"
    {
      // `self.menu = UIViewController()`: made, named after what holds it
      // (`drawer.menu`, a local's name), then assigned.
      var holder = "made"
      if case .name(let scenarioName, _) = resolvedTarget { holder = scenarioName }
      let bound = fresh(holder)
      return [
        .bound(
          HandlerParameter(name: bound, location: location),
          value: try resolve(.call(.name(made, typeAt), arguments, callAt), context),
          body: [.assignment(target: resolvedTarget, value: .name(bound, location), at: location)])
      ]
    }
    if case .literal(let first)? = literalProperty(target, context) {
      // A property kept as its literal: strings, and numbers that are not
      // integers.
      let kept: String
      if case .string = first { kept = "strings" } else { kept = "numbers that are not integers" }
      throw .skipped(
        "\(kept) keep their first value: changing one is not modelled", location)
    }
    if case .name(let variable, _) = resolvedTarget, let assigned = instanceName(value, context),
      !ambiguousAliases.contains(variable)
    {
      // `list = controller`: calls on the property reach that instance,
      // while it is the only one the property is given.
      if let known = instanceAliases[variable], known != assigned {
        instanceAliases[variable] = nil
        ambiguousAliases.insert(variable)
      } else {
        instanceAliases[variable] = assigned
      }
    }
    if let assigned = instanceName(value, context), isPlainInstance(assigned) {
      // `home.coordinator = self` in a plain class (a coordinator): no
      // controller or view to keep, only the instance calls reach (above),
      // and the number that stands for it in a property that holds one.
      guard case .name(let variable, _) = resolvedTarget, plainVariables.contains(variable),
        let number = plainValue(of: assigned, at: location)
      else { return [] }
      return [.assignment(target: resolvedTarget, value: number, at: location)]
    }
    return [
      .assignment(
        target: resolvedTarget, value: try assigned(value, to: target, resolvedTarget, context),
        at: location)
    ]
  }

  /// The value an assignment gives; for a variable (a property of the
  /// file's classes, a method's `var`) set from what the model skips
  /// (`selectedIndex = sender.tag`), a value a run stops at where it reads
  /// it, rather than the variable's old value, which would decide what
  /// follows wrongly; anything else that reads what is skipped is skipped.
  private mutating func assigned(
    _ value: Expression, to target: Expression, _ resolvedTarget: Expression, _ context: Context
  ) throws(Failure) -> Expression {
    do {
      return try resolve(value, context)
    } catch {
      guard case .skipped(let construct, let skippedAt) = error else { throw error }
      if !context.isTopLevel, case .member(_, let member, _) = resolvedTarget,
        Self.changesWhatIsShown.contains(member)
      {
        // `selectedIndex = sender.tag` in a tab bar controller's code: the
        // switch would be dropped unseen. (The driver's own statement,
        // `window.rootViewController = split` with a split view controller
        // the model lacks, is skipped with its note, as its other
        // statements that read what is skipped are.)
        declarations.note(construct, at: skippedAt)
        return .unmodelledValue(
          "this assignment of '\(member)' reads what the model does not model (\(construct)): "
            + "the run stops here rather than go on without the change it makes; keep the "
            + "container's own state in a property set from what the model reads (a number, a "
            + "Boolean, a controller)", at: skippedAt)
      }
      guard case .name = resolvedTarget else { throw error }
      declarations.note(construct, at: skippedAt)
      let name = target.path?.joined(separator: ".") ?? "this variable"
      return .unmodelledValue(
        "'\(name)' was set at line \(skippedAt.line) from what the model does not model "
          + "(\(construct)), and the run reads it here: keep the container's own state in a "
          + "property set from what the model reads (a number, a Boolean, a controller)",
        at: skippedAt)
    }
  }

  /// UIKit's properties whose assignment changes which controllers are
  /// shown (rules 5.2, 5.1, 2.3): one set from what the model skips stops
  /// the run rather than drop the change.
  static let changesWhatIsShown: Set<String> = [
    "selectedIndex", "selectedViewController", "viewControllers", "rootViewController",
  ]

  /// Whether `instance` is of a class with no UIKit superclass: a plain
  /// reference type, which the model keeps no object for.
  func isPlainInstance(_ instance: String) -> Bool {
    isPlainClass(instances[instance]?.className)
  }

  /// `base`, or what the local it names stands for
  /// (`if let sheet = c.sheetPresentationController { sheet.delegate = self }`).
  static func throughLocal(_ base: Expression, _ context: Context) -> Expression {
    if case .name(let name, _) = base, let bound = context.locals[name] { return bound }
    return base
  }

  /// Whether the language assigns `member` (scenario language §2, §5, §8);
  /// any other property UIKit has is skipped.
  static func isAssignable(_ member: String, on base: Expression, _ isView: Bool) -> Bool {
    if isView { return member == "isHidden" }
    switch member {
    case "rootViewController", "isHidden", "shouldAutomaticallyForwardAppearanceMethods",
      "shouldAutomaticallyForwardRotationMethods", "viewControllers", "selectedIndex",
      "selectedViewController", "isDoubleSided", "definesPresentationContext",
      "isModalInPresentation", "modalPresentationStyle", "detents", "selectedDetentIdentifier",
      "presentationControllerShouldDismissAnswer":
      return true
    case "delegate":
      // The adaptive delegate (scenario language §8), through either name.
      let isPresentationController = { (name: String?) in
        name == "presentationController" || name == "sheetPresentationController"
      }
      if case .unwrap(.member(_, let name, _), _) = base { return isPresentationController(name) }
      return isPresentationController(base.path?.last)
    case "dataSource":
      return true
    default:
      return false
    }
  }

  /// The instance and the property an assignment's target names
  /// (`isOpen`, `self.isOpen`, `drawer.isOpen`), if it names one.
  func assignedProperty(_ target: Expression, _ context: Context) -> (String, String)? {
    switch target {
    case .name(let written, _) where context.locals[written] == nil:
      return context.instance.map { ($0, written) }
    case .member(let base, let member, _):
      return instanceName(base, context).map { ($0, member) }
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }

  /// An assignment to a property with `willSet` or `didSet`.
  ///
  /// The new value bound once, `willSet`'s body, the old value bound, the
  /// assignment, then `didSet`'s body (Swift's order); `nil` for a
  /// property without observers. A property of UIKit's the class overrides
  /// to observe is assigned as the language assigns it, between its
  /// observers.
  private mutating func observedAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let (instance, name) = assignedProperty(target, context),
      let className = instances[instance]?.className
    else { return nil }
    let declaration: PropertyDeclaration
    let stored: Expression
    if let own = chainProperty(name, of: className), own.isObserved,
      case .name(let variable)? = instances[instance]?.properties[name]
    {
      (declaration, stored) = (own, .name(variable, location))
    } else if let overridden = chain(of: className).reversed().lazy.flatMap(\.observedOverrides)
      .first(where: { $0.name == name })
    {
      (declaration, stored) = (overridden, .member(.name(instance, location), name, location))
    } else {
      return nil
    }
    var inner = try deeper(context, at: location)
    inner.instance = instance
    inner.className = className
    inner.locals = [:]
    inner.skippedLocals = [:]
    let newValue = fresh("newValue")
    let oldValue = fresh("oldValue")
    let newName = Expression.name(newValue, location)
    var didBody: [Statement] = [.assignment(target: stored, value: newName, at: location)]
    if let observer = declaration.didSetObserver {
      var observing = inner
      observing.locals[observer.name] = .name(oldValue, location)
      didBody += try rewrite(observer.body[...], observing)
    }
    var body: [Statement] = []
    if let observer = declaration.willSetObserver {
      var observing = inner
      observing.locals[observer.name] = newName
      body += try rewrite(observer.body[...], observing)
    }
    body.append(
      .bound(
        HandlerParameter(name: oldValue, location: location), value: stored, body: didBody))
    return [
      .bound(
        HandlerParameter(name: newValue, location: location), value: try resolve(value, context),
        body: body)
    ]
  }

  /// An assignment to a computed property with a setter: the new value
  /// bound once, then the setter's body, as Swift runs it; `nil` for any
  /// other target.
  private mutating func setterAssignment(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let (instance, name) = assignedProperty(target, context) else { return nil }
    guard let className = instances[instance]?.className,
      let setter = chainProperty(name, of: className)?.setter
    else { return nil }
    var inner = try memberBody(from: context, on: instance, of: className, at: location)
    let newValue = fresh(setter.name)
    inner.locals[setter.name] = .name(newValue, location)
    return [
      .bound(
        HandlerParameter(name: newValue, location: location), value: try resolve(value, context),
        body: try rewrite(setter.body[...], inner))
    ]
  }

  /// The property value a target names, when it is a property of an instance.
  func literalProperty(_ target: Expression, _ context: Context) -> PropertyValue? {
    switch target {
    case .name(let name, _) where context.locals[name] == nil:
      guard let instance = context.instance else { return nil }
      return instances[instance]?.properties[name]
    case .member(let base, let member, _):
      guard let instance = instanceName(base, context) else { return nil }
      return instances[instance]?.properties[member]
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }
}
