import Containment

/// The expressions of a pasted class's code, expanded (scenario language §6):
/// `self` and the implicit `self`, properties, locals, and what is skipped.
extension SwiftExpansion {
  /// The UIKit enumerations whose cases the language reads (presentation
  /// and transition styles, orientations, a page view controller's
  /// settings, animation options), as Swift names them now and as Swift 3
  /// did.
  static let uikitEnumTypes: Set<String> = [
    "UIModalPresentationStyle", "UIModalTransitionStyle", "UIInterfaceOrientation",
    "UIPageViewController.NavigationDirection", "UIPageViewController.TransitionStyle",
    "UIPageViewController.NavigationOrientation", "UIPageViewController.SpineLocation",
    "UIPageViewControllerNavigationDirection", "UIPageViewControllerTransitionStyle",
    "UIPageViewControllerNavigationOrientation", "UIPageViewControllerSpineLocation",
    "UIView.AnimationOptions", "UIViewAnimationOptions",
    "UISheetPresentationController.Detent.Identifier",
  ]

  /// Whether `type` names one of ``uikitEnumTypes`` (`UIModalPresentationStyle`,
  /// `UIPageViewController.NavigationDirection`).
  static func isUIKitEnumType(_ type: Expression) -> Bool {
    var parts: [String] = []
    var rest = type
    // At most three parts: the deepest of the names above.
    while parts.count < 4 {
      switch rest {
      case .name(let name, _):
        parts.insert(name, at: 0)
        return uikitEnumTypes.contains(parts.joined(separator: "."))
      case .member(let base, let name, _):
        parts.insert(name, at: 0)
        rest = base
      case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        return false
      }
    }
    return false
  }

  /// `expression` in the language's own terms: locals replaced, `self` and
  /// properties named, closures expanded.
  ///
  /// - Throws: ``Failure/skipped(_:_:)`` for a value the model does not
  ///   model (a frame, a colour), so that the statement reading it is skipped.
  mutating func resolve(_ expression: Expression, _ context: Context) throws(Failure)
    -> Expression
  {
    if isApplicationWindow(expression, context) {
      // `UIApplication.shared.windows.first`: the scenario's window.
      return .name("window", expression.location)
    }
    switch expression {
    case .name("childViewControllers", let location) where context.instance != nil,
      .member(_, "childViewControllers", let location):
      // Swift 4's spelling of `children`.
      declarations.note(
        "'childViewControllers' is spelled 'children' since Swift 4.2; read as 'children'",
        at: location, isSkipped: false)
      if case .member(let base, _, _) = expression {
        return try resolve(.member(base, "children", location), context)
      }
      return try resolve(.name("children", location), context)
    case .name(let name, let location):
      if let local = context.locals[name] { return local }
      if let construct = context.skippedLocals[name] { throw .skipped(construct, location) }
      if context.animators[name] != nil {
        // `running.append(animator)`: the animator read as a value, handed
        // to what the model does not follow.
        throw .skipped("a property animator is read only through its calls", location)
      }
      guard let instance = context.instance else {
        if let construct = skippedDriverNames[name] { throw .skipped(construct, location) }
        return globals[name] ?? expression
      }
      if name == "self" { return .name(instance, location) }
      if let value = try property(name, of: instance, context, at: location) { return value }
      if let construct = Self.skippedProperties[name] { throw .skipped(construct, location) }
      if Self.isMemberOfSelf(name) { return .member(.name(instance, location), name, location) }
      if let global = globals[name] { return global }
      // `log.warning(…)` in a method, `log` a driver's constant of a type
      // the model does not keep: skipped there as in the driver.
      if let construct = skippedDriverNames[name] { throw .skipped(construct, location) }
      try checkMisspelled(name, of: instance, at: location)
      return expression
    case .member(.name(let type, _), let member, _)
    where declarations.constants["\(type == "Self" ? context.className ?? type : type).\(member)"]
      != nil:
      // `Constants.duration`, `Self.width`: a static constant, as written.
      let owner = type == "Self" ? context.className ?? type : type
      return declarations.constants["\(owner).\(member)"] ?? expression
    case .member(let type, let element, let location)
    where Self.isUIKitEnumType(type) && element.first?.isLowercase == true:
      // `UIModalPresentationStyle.fullScreen`,
      // `UIPageViewController.NavigationDirection.forward`: the case, as
      // the language writes it (`.fullScreen`).
      return .enumCase(element, location)
    case .member(.member(.name(let type, _), "allCases", _), "count", let location)
    where enumNames.contains(type):
      // `Segment.allCases.count`: how many cases it has.
      return .number(Double(enumCaseCount(of: type)), location)
    case .member(.name(let type, _), "allCases", let location) where enumNames.contains(type):
      // `for segment in Segment.allCases`: the cases' positions, in order.
      return .binary(
        .halfOpenRange, .number(0, location), .number(Double(enumCaseCount(of: type)), location),
        location)
    case .call(.name(let type, _), let arguments, let location)
    where enumNames.contains(type) && arguments.count == 1 && arguments[0].label == "rawValue":
      // `Segment(rawValue: i)`: the case at `i`, or nil past the cases.
      try requireRawValuesArePositions(type, at: location)
      let value = try resolve(arguments[0].value, context)
      let count = Expression.number(Double(enumCaseCount(of: type)), location)
      let isCase = Expression.binary(
        .and, .binary(.greaterOrEqual, value, .number(0, location), location),
        .binary(.less, value, count, location), location)
      return .ternary(isCase, value, .none(location), location)
    case .member(let base, "rawValue", let location) where !enumNames.isEmpty:
      // `segment.rawValue`: the case's position, which is its raw value.
      if let other = declarations.enumsWithOtherRawValues.sorted().first {
        try requireRawValuesArePositions(other, at: location)
      }
      return try resolve(base, context)
    case .member(.name(let type, _), let element, let location) where enumNames.contains(type):
      // `State.open`: the case's position.
      guard let position = enumCases[element] else {
        throw .diagnostic(Diagnostic("'\(element)' is not a case of '\(type)'", at: location))
      }
      return .number(Double(position), location)
    case .member(let base, let member, let location):
      return try resolveMember(member, of: base, context, at: location)
    case .unwrap(let base, let location):
      if case .name("self", _) = base { return try resolve(base, context) }
      return .unwrap(try resolve(base, context), location)
    case .forceUnwrap(let base, let location):
      if case .name("self", _) = base { return try resolve(base, context) }
      return .forceUnwrap(try resolve(base, context), location)
    case .call(.name("#available", _), _, let location):
      // The model is one UIKit release at a time: the branch for it runs.
      return .boolean(true, location)
    case .call(.name("#unavailable", _), _, let location):
      return .boolean(false, location)
    case .call(.name(Parser.caseBinding, _), let arguments, _)
    where arguments.count == 2 && arguments[0].label != nil:
      // `case let s where s > 1`: the test with the name bound to the subject.
      var inner = context
      inner.locals[arguments[0].label ?? ""] = try resolve(arguments[0].value, context)
      return try resolve(arguments[1].value, inner)
    case .call(.name(let pound, let location), _, _) where pound.hasPrefix("#"),
      .name(let pound, let location) where pound.hasPrefix("#"):
      // `#selector(…)`, `#file`: what reads them (a gesture's target, a log)
      // is skipped too.
      throw .skipped("'\(pound)' is not modelled", location)
    case .call(.member(.member(let list, "indices", _), "contains", _), let arguments, let location)
    where arguments.count == 1:
      // `pages.indices.contains(i)`: `i` is a valid index of the list.
      let index = try resolve(arguments[0].value, context)
      let count = Expression.member(try resolve(list, context), "count", location)
      return .binary(
        .and, .binary(.greaterOrEqual, index, .number(0, location), location),
        .binary(.less, index, count, location), location)
    case .call(.name(let function, _), let arguments, let location)
    where (function == "max" || function == "min") && arguments.count >= 2
      && arguments.allSatisfy({ $0.label == nil }) && context.locals[function] == nil:
      return try choice(function, arguments, context, at: location)
    case .call(.member(let list, "firstIndex", let methodAt), let arguments, let location)
    where arguments.count == 1 && arguments[0].label == "where":
      // `pages.firstIndex(where: { $0 === shown })`: `firstIndex(of: shown)`.
      // Another predicate is a search the statement runs first
      // (`firstIndexSearch`), where Swift always evaluates it.
      guard case .closure(let closure, _) = arguments[0].value,
        let element = Self.comparedElement(in: closure)
      else {
        throw .diagnostic(
          Diagnostic(
            "'firstIndex(where:)' is read here when its closure compares the element with one "
              + "value ('{ $0 === shown }'); otherwise read it in a 'let' of its own first",
            at: location))
      }
      return try resolve(
        .call(
          .member(list, "firstIndex", methodAt), [Argument(label: "of", value: element)], location),
        context)
    case .call(.name("Array", _), let arguments, _)
    where arguments.count == 1 && arguments[0].label == nil && context.locals["Array"] == nil:
      // `Array(children.dropFirst())`: the list itself (a slice made an array).
      return try resolve(arguments[0].value, context)
    case .call(.name("abs", _), let arguments, let location)
    where arguments.count == 1 && arguments[0].label == nil && context.locals["abs"] == nil:
      // `abs(i - center)`: the value, or its negation when below zero.
      let value = try resolve(arguments[0].value, context)
      guard !value.exceeds(parts: 2_048) else {
        throw .diagnostic(
          Diagnostic("'abs' nests too deep here: keep the value in a local first", at: location))
      }
      let negated = Expression.binary(.minus, .number(0, location), value, location)
      return .ternary(
        .binary(.less, value, .number(0, location), location), negated, value, location)
    case .call(.member(let base, let operation, _), let arguments, let location)
    where operation == "as?" || operation == "as!" || operation == "as" || operation == "is":
      return try cast(base, operation, arguments, context, at: location)
    case .call(let callee, let arguments, let location):
      return try resolveCall(callee, arguments, context, at: location)
    case .closure(let statements, let location):
      // A closure's `return` ends the closure only.
      var inner = try deeper(context, at: location)
      inner.resultVariable = nil
      inner.returnFlag = nil
      inner.breakFlag = nil
      inner.isLoopBody = false
      // An assignment in a closure is not the initializer's own: a
      // property's observers run, as Swift runs them.
      inner.isInitializing = false
      return .closure(try rewrite(try closureBody(statements)[...], inner), location)
    case .array(let elements, let location):
      var resolved: [Expression] = []
      // An implicitly unwrapped property in a list is unwrapped, as Swift
      // does for a `[UIViewController]`.
      for element in elements { resolved.append(try unwrappingImplicitly(element, context)) }
      return .array(resolved, location)
    case .binary(let operation, let left, .none, let location)
    where (operation == .notEqual || operation == .equal) && keptAnimator(left, context) != nil:
      // `animator != nil`: whether the property holds an animator.
      let holds = Expression.name(keptAnimator(left, context)?.property.variable ?? "", location)
      return operation == .notEqual ? holds : .not(holds, location)
    case .binary(let operation, let left, .none, let location)
    where (operation == .notEqual || operation == .equal) && closureProperty(left, context) != nil:
      // `onClose != nil`: whether a closure is kept.
      let isKept = Expression.name(closureProperty(left, context)?.variable ?? "", location)
      return operation == .notEqual ? isKept : .not(isKept, location)
    case .binary(let operation, let left, let right, let location)
    where (operation == .equal || operation == .notEqual)
      && (Self.isInterfaceIdiom(left) || Self.isInterfaceIdiom(right)):
      // `UIDevice.current.userInterfaceIdiom == .pad`: the model's device is
      // a phone, as its profiles emulate one (rule 0; grade doc).
      guard case .enumCase(let idiom, _) = Self.isInterfaceIdiom(left) ? right : left else {
        throw .skipped("a device's 'userInterfaceIdiom' compared with a value", location)
      }
      return .boolean((idiom == "phone") == (operation == .equal), location)
    case .binary(let operation, let left, let right, let location):
      return try resolveBinary(operation, left, right, context, at: location)
    case .not(let operand, let location):
      return .not(try resolve(operand, context), location)
    case .subscript(let base, let index, let location):
      return try resolveSubscript(base, index, context, at: location)
    case .ternary(let condition, let whenTrue, let whenFalse, let location):
      return try resolveTernary(condition, whenTrue, whenFalse, context, at: location)
    case .optionalBinding(let name, let value, let location):
      return .optionalBinding(name, try resolve(value, context), location)
    case .enumCase(let element, let location):
      // A case of the file's enums is its position; UIKit's (`.fullScreen`)
      // is read by the language as written.
      if let position = enumCases[element] { return .number(Double(position), location) }
      return expression
    case .number, .string, .boolean, .none:
      return expression
    }
  }

  /// `base.member`: a skipped property, a property of an instance of the
  /// file, a constant list's `count` and `isEmpty`, a coordinator's
  /// modelled members, or the member as written on the resolved base.
  private mutating func resolveMember(
    _ member: String, of base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression {
    // A property the file's class declares is the class's, whatever UIKit
    // calls a view's property of that name (`var center: UIViewController?`).
    if let field = try settingsField(member, of: base, context, at: location) { return field }
    if let read = try keptAnimatorRead(member, of: base, context, at: location) { return read }
    let instance = instanceName(base, context)
    if let instance, let value = try property(member, of: instance, context, at: location) {
      return value
    }
    if let construct = Self.skippedProperties[member] { throw .skipped(construct, location) }
    if let instance, !Self.isMemberOfSelf(member) {
      try checkMisspelled(member, of: instance, at: location)
    }
    if isUnmodelledType(base.rootName),
      context.locals[base.rootName ?? ""] == nil
    {
      throw .skipped("'\(base.rootName ?? member)' is not modelled", location)
    }
    if let slot = viewSlot(member, of: base, context) {
      // `card.slot`: the view the model made for it (``viewSlotsMade(for:_:)``).
      return .name(slot.view, location)
    }
    if let viewClass = fileViewClass(of: base, context),
      viewClassDeclares(member, in: viewClass)
    {
      // `card.title`, `rootView.isExpanded`: what a view class of the file
      // keeps, other than views, is its code's, which is not modelled.
      throw .skipped(
        "'\(member)' of a '\(viewClass)': the code of the file's view classes is not modelled",
        location)
    }
    if instance == nil,
      let read = try dispatchedProperty(member, of: base, context, at: location)
    {
      return read
    }
    let resolvedBase = try unwrappingImplicitly(base, context)
    if case .array(let elements, _) = resolvedBase, Self.isListOfValues(elements, type: nil) {
      // `titles.count` of a constant list of values: what it is.
      switch member {
      case "count": return .number(Double(elements.count), location)
      case "isEmpty": return .boolean(elements.isEmpty, location)
      default: throw .skipped("'\(member)' of a list of values", location)
      }
    }
    if member != "animate", member != "isInteractive", member != "isCancelled",
      case .member(_, "transitionCoordinator", _) = resolvedBase.removingUnwrap
    {
      // `coordinator.isAnimated`: only its completions, `isInteractive`
      // and `isCancelled` are modelled (rule 5.5), as the language
      // writes them.
      throw .skipped("a transition coordinator's '\(member)' is not modelled", location)
    }
    return .member(resolvedBase, member, location)
  }

  /// A stored property of the file's classes read on a receiver known only
  /// when running (`(child as? Page)?.index`): the value of the instance
  /// the receiver is, among those made so far whose class declares it, or
  /// nil when it is none of them, as Swift's optional chain gives; `nil`
  /// when no class of the file declares the property.
  private mutating func dispatchedProperty(
    _ member: String, of base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    guard let owners = try propertyOwners(member, of: base, context, at: location) else {
      return nil
    }
    var value = Expression.none(location)
    for (owner, condition) in owners.reversed() {
      guard let read = try property(member, of: owner, context, at: location) else { continue }
      value = .ternary(condition, read, value, location)
    }
    return value
  }

  /// The instances made so far whose class declares the stored property
  /// `member`, each with the test that the receiver `base`, known only when
  /// running, is that instance; `nil` when `base` is a type's or the
  /// language's own object, or no class of the file declares `member`.
  mutating func propertyOwners(
    _ member: String, of base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [(owner: String, condition: Expression)]? {
    // A type's or the language's own objects (`RunLoop.main`, `window`) are
    // no instance of the file's.
    if Self.isTypeOrLanguageObject(base) { return nil }
    guard !Self.isMemberOfSelf(member),
      classes.values.contains(where: { $0.properties.contains { $0.name == member } })
    else { return nil }
    let receiver = try resolve(base.removingUnwrap, context)
    let holdsPlain = holdsPlainObject(receiver)
    let owners = instances.keys.sorted().filter { instance in
      guard let className = instances[instance]?.className,
        chainProperty(member, of: className) != nil
      else { return false }
      return (plainValue(of: instance, at: location) != nil) == holdsPlain
    }
    guard owners.count <= Self.maximumDispatchedInstances else {
      throw .diagnostic(
        Diagnostic(
          "'\(member)' is read on an object known only when the scenario runs, and "
            + "\(owners.count) instances have it: read it on an instance the file names",
          at: location))
    }
    return owners.map { owner in (owner, isInstance(receiver, owner, at: location)) }
  }

  /// Whether `expression` is the device's idiom as apps read it:
  /// `UIDevice.current.userInterfaceIdiom`, or a trait collection's
  /// (`traitCollection.userInterfaceIdiom`, `self.traitCollection…`).
  static func isInterfaceIdiom(_ expression: Expression) -> Bool {
    guard case .member(let base, "userInterfaceIdiom", _) = expression else { return false }
    switch base {
    case .member(.name("UIDevice", _), "current", _), .name("traitCollection", _),
      .member(_, "traitCollection", _):
      return true
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }

  /// The view class of the file `expression` is an instance of, as Swift's
  /// static type says: a cast (`view as! ContainerView`), one made
  /// (`CardView()`), or a property declared or made as one (`private let
  /// card = CardView()`, `var rootView: ContainerView { … }`); `nil` for
  /// anything else.
  func fileViewClass(of expression: Expression, _ context: Context) -> String? {
    guard !viewClasses.isEmpty else { return nil }
    var current = expression
    while true {
      switch current {
      case .unwrap(let base, _), .forceUnwrap(let base, _):
        current = base
        continue
      case .call(.member(_, let cast, _), let arguments, _)
      where cast == "as!" || cast == "as?" || cast == "as":
        guard case .name(let type, _)? = arguments.first?.value else { return nil }
        return viewClasses.contains(type) ? type : nil
      case .call(.name(let type, _), _, _):
        return viewClasses.contains(type) ? type : nil
      case .name(let name, _) where context.locals[name] == nil:
        return propertyViewClass(name, of: context.className)
      case .name(let name, _):
        return context.localViewClasses[name]
      case .member(.name("self", _), let name, _):
        return propertyViewClass(name, of: context.className)
      case .member(let owner, let name, _):
        guard let instance = instanceName(owner, context) else { return nil }
        return propertyViewClass(name, of: instances[instance]?.className)
      case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure,
        .binary, .not, .subscript, .ternary, .optionalBinding:
        return nil
      }
    }
  }

  /// The view class of the file a property of `className` is declared or
  /// made as, if any.
  private func propertyViewClass(_ name: String, of className: String?) -> String? {
    guard let className, let property = chainProperty(name, of: className) else { return nil }
    if let type = property.baseType, viewClasses.contains(type) { return type }
    if case .call(.name(let type, _), _, _)? = property.value, viewClasses.contains(type) {
      return type
    }
    return nil
  }

  /// `max(0, min(index, pages.count - 1))`: a choice between the
  /// arguments, as Swift's functions make it for whole numbers; refused
  /// past a size, as each choice writes its sides twice.
  private mutating func choice(
    _ function: String, _ arguments: [Argument], _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression {
    var chosen = try resolve(arguments[0].value, context)
    for argument in arguments.dropFirst() {
      let other = try resolve(argument.value, context)
      let keepsChosen = Expression.binary(
        function == "max" ? .greaterOrEqual : .lessOrEqual, chosen, other, location)
      chosen = .ternary(keepsChosen, chosen, other, location)
      // Each choice writes its sides twice: nested ones grow fast.
      guard !chosen.exceeds(parts: 4_096) else {
        throw .diagnostic(
          Diagnostic(
            "'\(function)' nests too deep here: keep the value in a local first", at: location))
      }
    }
    return chosen
  }

  /// The value a closure of one expression compares its parameter with
  /// (`{ $0 === shown }`, `{ page in page == current }`); `nil` for any
  /// other closure.
  static func comparedElement(in closure: [Statement]) -> Expression? {
    let (parameter, body) = closureParameter(of: closure)
    guard body.count == 1 else { return nil }
    let predicate: Expression
    switch body[0] {
    case .returnStatement(let value?, _): predicate = value
    case .call(let value, nil, _): predicate = value
    case .returnStatement, .call, .declaration, .handler, .bound, .assignment, .discard,
      .variable, .conditional, .loop, .guardStatement, .whileLoop:
      return nil
    }
    guard case .binary(let operation, let left, let right, _) = predicate,
      operation == .identical || operation == .equal
    else { return nil }
    func isParameter(_ side: Expression) -> Bool {
      if case .name(parameter, _) = side { return true }
      return false
    }
    func mentionsParameter(_ side: Expression) -> Bool {
      side.subexpressions.contains(where: isParameter)
    }
    if isParameter(left), !mentionsParameter(right) { return right }
    if isParameter(right), !mentionsParameter(left) { return left }
    return nil
  }

  /// A call read for its value: a method's or a function's result, a
  /// type the model does not keep (skipped), or the call with its callee
  /// and arguments resolved.
  private mutating func resolveCall(
    _ callee: Expression, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Expression {
    if let closure = closureProperty(callee, context), closure.returnsValue {
      return returnedValue(of: closure, at: location)
    }
    try Self.skipNotificationObserver(callee)
    if case .name(let type, _) = callee, Self.floatingTypes.contains(type),
      arguments.count == 1, arguments[0].label == nil
    {
      // `Double(duration)`, `TimeInterval(Options.animationDuration)`: a
      // conversion between Swift's floating types keeps the number (§6
      // reads `TimeInterval` and `CGFloat` as `Double`); from a string it
      // is an optional the model does not keep.
      let converted = try resolve(arguments[0].value, context)
      if case .string = converted {
        throw .skipped("'\(type)' values are not modelled", location)
      }
      return converted
    }
    if case .name(let type, _) = callee, isUnmodelledType(type) {
      throw .skipped("'\(type)' values are not modelled", location)
    }
    if let value = try returnedValue(callee, arguments, context, at: location) {
      return value
    }
    if isMethodCall(callee, context) {
      throw .diagnostic(
        Diagnostic(
          "a method's result is not read yet (scenario language §6): call the method as a "
            + "statement, and keep what it decides in a property", at: location))
    }
    var resolved: [Argument] = []
    for argument in arguments {
      // `UIPageViewController(…, options: nil)`: the options change no
      // callback the model follows (the spine is its own argument).
      if case .name("UIPageViewController", _) = callee, argument.label == "options" {
        continue
      }
      var copy = argument
      copy.value = try resolve(argument.value, context)
      resolved.append(copy)
    }
    return .call(try resolve(callee, context), resolved, location)
  }

  /// `condition ? whenTrue : whenFalse`, resolved; a side that reads what
  /// the model skips stops the run where the run picks it, so that the
  /// other side still works (`animated ? configuration.duration : 0` not
  /// animated); when both do, the whole is skipped, as any value.
  private mutating func resolveTernary(
    _ condition: Expression, _ whenTrue: Expression, _ whenFalse: Expression,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression {
    let decided = try resolve(condition, context)
    var sides: [Expression] = []
    var skipped = false
    for written in [whenTrue, whenFalse] {
      do {
        sides.append(try resolve(written, context))
      } catch {
        switch error {
        case .diagnostic: throw error
        case .skipped(let construct, let skippedAt):
          if skipped { throw error }
          skipped = true
          sides.append(
            .unmodelledValue(
              "this value reads what the model does not model (\(construct)), and the run "
                + "needs it here: keep it in a property of the container (a number, a "
                + "Boolean, a controller) and read that", at: skippedAt))
        }
      }
    }
    return .ternary(decided, sides[0], sides[1], location)
  }

  /// An operation on two operands, resolved; numbers written as literals
  /// or constants are folded, as Swift's `Double` arithmetic gives them
  /// (`duration + Self.fade`).
  private mutating func resolveBinary(
    _ operation: BinaryOperator, _ left: Expression, _ right: Expression, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Expression {
    if case .call(let callee, _, _) = left, let closure = closureProperty(callee, context),
      closure.returnsValue,
      let compared = try comparedResult(
        of: closure, operation, right, context, at: callee.unwrapped.location)
    {
      // `shouldDismiss?(self) != false`, `shouldDismiss?(self) ?? true`.
      return compared
    }
    let resolved = (try resolve(left, context), try resolve(right, context))
    if operation == .plus, case (.string(let a, _), .string(let b, _)) = resolved {
      // `"Menu " + "title"`: strings written as literals, joined.
      return .string(a + b, location)
    }
    if operation == .equal || operation == .notEqual {
      // `position == .end` in a kept animator's completion: the position
      // is a number (`SwiftExpansion+KeptAnimator.swift`).
      switch resolved {
      case (.name(let name, let nameAt), .enumCase(let element, let caseAt)),
        (.enumCase(let element, let caseAt), .name(let name, let nameAt)):
        if animatorPositionNames.contains(name),
          let number = Self.animatorPositions[element]
        {
          return .binary(
            operation, .name(name, nameAt), .number(Double(number), caseAt), location)
        }
      default:
        break
      }
    }
    if operation == .equal || operation == .notEqual,
      case (.enumCase(let a, _), .enumCase(let b, _)) = resolved
    {
      // `position == .end` with the position known: two of UIKit's cases
      // (the file's own are numbers by now), compared as written.
      return .boolean((a == b) == (operation == .equal), location)
    }
    if case (.number(let a, _), .number(let b, _)) = resolved {
      switch operation {
      case .plus: return .number(a + b, location)
      case .minus: return .number(a - b, location)
      case .times: return .number(a * b, location)
      case .divide where b != 0: return .number(a / b, location)
      case .remainder where b != 0: return .number(a.truncatingRemainder(dividingBy: b), location)
      case .divide, .remainder, .or, .and, .identical, .notIdentical, .equal, .notEqual, .less,
        .lessOrEqual, .greater, .greaterOrEqual, .nilCoalescing, .halfOpenRange, .closedRange:
        break
      }
    }
    return .binary(operation, resolved.0, resolved.1, location)
  }

  /// `list[index]`: an element of a constant list of values itself, or
  /// the subscript resolved.
  private mutating func resolveSubscript(
    _ base: Expression, _ index: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression {
    let list = try resolve(base, context)
    let position = try resolve(index, context)
    if case .array(let elements, _) = list, Self.isListOfValues(elements, type: nil) {
      // `titles[0]` of a constant list of values: the element itself.
      guard case .number(let number, _) = position, let at = number.exactInteger,
        elements.indices.contains(at)
      else { throw .skipped("an element of a list of values read by a variable", location) }
      return elements[at]
    }
    return .subscript(list, position, location)
  }

  /// A cast: to a class of the file, a test of identity against its
  /// instances (the model's controllers have no Swift class); to UIKit's
  /// classes, the language's cast; to anything else (a protocol), nil, with
  /// a note.
  private mutating func cast(
    _ base: Expression, _ operation: String, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Expression {
    let value = try resolve(base, context)
    guard case .name(let type, _)? = arguments.first?.value else { return value }
    switch type {
    case "UIViewController", "UINavigationController", "UITabBarController",
      "UIPageViewController", "UIView":
      return .call(.member(value, operation, location), arguments, location)
    default:
      break
    }
    if viewClasses.contains(type) {
      // `view as! ContainerView` in a controller whose `loadView` made one:
      // the model's views are plain views, and the file's view class is
      // read as one.
      declarations.note(
        "a cast to '\(type)', a view class of the file, is read as a cast to UIView",
        at: location, isSkipped: false)
      return .call(
        .member(value, operation, location),
        [Argument(label: nil, value: .name("UIView", location))], location)
    }
    guard classes[type] != nil else {
      declarations.note(
        "casts to '\(type)' are not modelled: the model's objects are never one", at: location)
      return operation == "is" ? .boolean(false, location) : .none(location)
    }
    // The instances of the class and of its subclasses made so far.
    // A plain object's number is compared only with what holds one.
    let holdsPlain = holdsPlainObject(value)
    let members = instances.filter { chain(of: $0.value.className).contains { $0.name == type } }
      .keys.sorted().filter { (plainValue(of: $0, at: location) != nil) == holdsPlain }
    var test: Expression = .boolean(false, location)
    for member in members {
      let same = isInstance(value, member, at: location)
      test = member == members.first ? same : .binary(.or, test, same, location)
    }
    if operation == "is" { return test }
    return .ternary(test, value, .none(location), location)
  }

  /// Throws when `name` is close to a property or method of the instance's
  /// class (and is neither): a misspelling, with what it may mean.
  private func checkMisspelled(_ name: String, of instance: String, at location: SourceLocation)
    throws(Failure)
  {
    // A type's name (`UIViewController()`) is no member's misspelling.
    guard let className = instances[instance]?.className, !driverNames.contains(name),
      !Scope.isReserved(name), name.first?.isUppercase != true, !name.contains("#")
    else { return }
    var names: [String] = []
    for declaration in chain(of: className) {
      names += declaration.properties.map(\.name) + declaration.methods.map(\.name)
    }
    guard !names.contains(name) else { return }
    let suggestion = Suggestion.didYouMean(name, among: names)
    guard !suggestion.isEmpty, !suggestion.contains("UIKit's old spelling") else { return }
    throw .diagnostic(
      Diagnostic("'\(className)' has no member '\(name)'" + suggestion, at: location))
  }

  /// What property `name` of `instance` stands for, or `nil` when the
  /// instance's class has no such property.
  private mutating func property(
    _ name: String, of instance: String, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    guard let value = instances[instance]?.properties[name] else {
      guard let className = instances[instance]?.className,
        let declaration = chainProperty(name, of: className)
      else { return nil }
      // Declared, written without a value and not assigned by the
      // initializer: a type the model does not keep.
      throw .skipped(
        "properties of type '\(declaration.type ?? "?")' are not modelled", location)
    }
    switch value {
    case .name(let scenarioName):
      if let type = optionalContainerType(
        chainProperty(name, of: instances[instance]?.className ?? "")?.type)
      {
        // `var flow: UINavigationController?`: the language's optional
        // variable keeps no class, so a read casts it to the one Swift's
        // type names (nil stays nil), as `flow?.pushViewController` needs.
        return .call(
          .member(.name(scenarioName, location), "as?", location),
          [Argument(label: nil, value: .name(type, location))], location)
      }
      if let type = variableContainerType(
        scenarioName, chainProperty(name, of: instances[instance]?.className ?? "")?.type)
      {
        // `let navigationController: UINavigationController`, set from a
        // method's local (a variable of the language, which keeps no
        // class): a read casts it to the class Swift's type names.
        return .call(
          .member(.name(scenarioName, location), "as!", location),
          [Argument(label: nil, value: .name(type, location))], location)
      }
      return .name(scenarioName, location)
    case .computedBody(let body):
      var inner = try deeper(context, at: location)
      inner.instance = instance
      inner.className = instances[instance]?.className
      inner.locals = [:]
      inner.skippedLocals = [:]
      guard let returned = try self.value(of: body[...], inner) else {
        throw .skipped(
          "computed properties whose getter does more than test and return", location)
      }
      return returned
    case .literal(let literal):
      return literal
    case .closure(let closure):
      return closureValue(closure, at: location)
    case .computed(let getter):
      var inner = try deeper(context, at: location)
      inner.instance = instance
      inner.className = instances[instance]?.className
      inner.locals = [:]
      inner.skippedLocals = [:]
      return try resolve(getter, inner)
    case .settings(let type, _):
      // Its fields are read one by one (`style.duration`, `settingsField`).
      throw .skipped("'\(type)' values are read field by field only", location)
    case .animator:
      // Read through its calls and its `isRunning` (`keptAnimatorRead`).
      throw .skipped("a property animator is read only through its calls", location)
    case .skipped(let construct):
      throw .skipped(construct, location)
    }
  }

  /// `style.duration` where `style` is a property holding an instance of a
  /// struct of settings: the field's value; `nil` when `base` is no such
  /// property.
  func settingsField(
    _ member: String, of base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    guard let (instance, name) = assignedProperty(base, context),
      case .settings(let type, let fields)? = instances[instance]?.properties[name]
    else { return nil }
    guard let value = fields[member] else {
      throw .skipped("the field '\(member)' of '\(type)' is not modelled", location)
    }
    return value
  }

  /// An expression resolved, and force-unwrapped if it is implicitly unwrapped.
  ///
  /// A property declared `var current: UIViewController!` is unwrapped as
  /// Swift does where a value is needed: a call on it, an argument of a
  /// non-optional parameter. Nil stops the run at that line, as Swift traps.
  mutating func unwrappingImplicitly(_ expression: Expression, _ context: Context)
    throws(Failure) -> Expression
  {
    let resolved = try resolve(expression, context)
    guard hasImplicitlyUnwrappedProperties || !neverNilVariables.isEmpty,
      isImplicitlyUnwrapped(expression, context)
    else {
      return resolved
    }
    return .forceUnwrap(resolved, expression.location)
  }

  /// Whether `expression` names a property of an instance declared with a
  /// type ending in `!`, or one kept optional that Swift types as a value
  /// (``neverNilVariables``).
  private func isImplicitlyUnwrapped(_ expression: Expression, _ context: Context) -> Bool {
    let owner: String?
    let name: String
    switch expression {
    case .name(let property, _):
      // A local or `self` is never the property.
      guard context.locals[property] == nil, property != "self" else { return false }
      owner = context.instance
      name = property
    case .member(let base, let property, _):
      owner = instanceName(base, context)
      name = property
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // Anything else is a value already, or unwrapped as written.
      return false
    }
    guard let owner, let instance = instances[owner],
      let declaration = chainProperty(name, of: instance.className)
    else { return false }
    if case .name(let variable)? = instance.properties[name],
      neverNilVariables.contains(variable)
    {
      return true
    }
    return declaration.type?.hasSuffix("!") == true
  }

  /// `UINavigationController` or `UITabBarController` for a property's
  /// type written as an optional of one, or of a class of the file that
  /// descends from one (`UINavigationController?`, `AppNavigation!`);
  /// `nil` for any other type.
  func optionalContainerType(_ type: String?) -> String? {
    guard var type, type.last == "?" || type.last == "!" else { return nil }
    type.removeLast()
    var kind: ControllerKind?
    if let declaration = classes[type],
      let root = try? uikitRoot(of: type, at: declaration.location)
    {
      if case .navigationController = root { kind = .navigationController }
      if case .tabBarController = root { kind = .tabBarController }
      if case .pageViewController = root { return "UIPageViewController" }
    } else if type == "UIPageViewController" {
      // `private var pageViewController: UIPageViewController?`: its
      // `setViewControllers(_:direction:animated:)` is the language's.
      return type
    } else if type == "UINavigationController" {
      kind = .navigationController
    } else if type == "UITabBarController" {
      kind = .tabBarController
    }
    return kind.flatMap(Self.containerTypeName)
  }

  /// `UINavigationController` or `UITabBarController` for a property
  /// declared as one (or a class of the file that descends from one)
  /// without `?`, whose value is a variable of the language
  /// (``listVariables`` aside); `nil` for anything else.
  private func variableContainerType(_ scenarioName: String, _ type: String?) -> String? {
    guard let type, type.last != "?", type.last != "!", scenarioName.contains("#"),
      let container = optionalContainerType(type + "?"), container != "UIPageViewController"
    else { return nil }
    return container
  }

  /// The property `name` of a class or its superclasses, if declared.
  func chainProperty(_ name: String, of className: String) -> PropertyDeclaration? {
    chain(of: className).reversed().lazy.flatMap(\.properties).first { $0.name == name }
  }

  /// The value a call of a method whose body tests and returns stands for
  /// (`func isLeftHidden() -> Bool { return !isOpen }`), its parameters
  /// replaced by the arguments (``value(of:_:)``); `nil` for any other call,
  /// and for a method that calls itself, which runs as methods do
  /// (``recursionStop(_:from:at:)``).
  mutating func returnedValue(
    _ callee: Expression, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> Expression? {
    guard let (method, owner, instance) = calledMethod(callee, arguments, context),
      !context.expanding.contains(method.location)
    else {
      return nil
    }
    var inner = try deeper(context, at: location)
    inner.expanding.append(method.location)
    inner.instance = instance
    inner.className = owner
    inner.locals = [:]
    inner.skippedLocals = [:]
    var index = 0
    for parameter in method.parameters {
      if index < arguments.count, arguments[index].label == parameter.label {
        inner.locals[parameter.name] = try resolve(arguments[index].value, context)
        index += 1
      } else if let defaultValue = parameter.defaultValue {
        inner.locals[parameter.name] = try resolve(defaultValue, context)
      }
    }
    return try value(of: method.body[...], inner)
  }

  /// The value a method's body returns, as one expression.
  ///
  /// `return x`; `guard c else { return y }` and `if c { return y }` as `c ? … : y`;
  /// `guard let`/`if let` as a test against nil; a local `let` read where it
  /// is named. `nil` for a body that is more than that (a call, a loop):
  /// such a method's result is not read (an error at the call).
  mutating func value(of body: ArraySlice<Statement>, _ context: Context)
    throws(Failure) -> Expression?
  {
    guard let first = body.first else { return nil }
    let rest = body.dropFirst()
    switch first {
    case .returnStatement(let value?, _)
    where value.subexpressions.contains(where: Self.isListSearch):
      // `return pages.first { $0.parent == nil }`: a loop, which a method
      // called for its result runs (`rewriteReturn`).
      return nil
    case .returnStatement(let value?, _):
      return try resolve(value, context)
    case .guardStatement(let condition, let otherwise, let location):
      let inner = try deeper(context, at: location)
      guard let failure = try value(of: otherwise[...], inner) else { return nil }
      return try value(
        testing: Self.conditions(condition)[...], then: rest, else: failure, inner)
    case .conditional(let branches, let otherwise, let location):
      let inner = try deeper(context, at: location)
      guard var result = try value(of: ((otherwise ?? []) + rest)[...], inner) else {
        return nil
      }
      for branch in branches.reversed() {
        guard
          let tested = try value(
            testing: Self.conditions(branch.condition)[...], then: (branch.body + rest)[...],
            else: result, inner)
        else { return nil }
        result = tested
      }
      return result
    case .declaration(let name, let value, let location):
      var inner = try deeper(context, at: location)
      inner.locals[name] = try resolve(value, context)
      return try self.value(of: rest, inner)
    case .variable(let name, _, let value, let location) where !Self.assigns(name, in: rest):
      var inner = try deeper(context, at: location)
      inner.locals[name] = try resolve(value, context)
      return try self.value(of: rest, inner)
    case .returnStatement(nil, _), .variable, .handler, .bound, .assignment, .discard, .call,
      .loop, .whileLoop:
      return nil
    }
  }

  /// `conditions ? (the value of then) : failure`, each `let` among the
  /// conditions a test against nil whose value is read unwrapped after it.
  private mutating func value(
    testing items: ArraySlice<Expression>, then success: ArraySlice<Statement>,
    else failure: Expression, _ context: Context
  ) throws(Failure) -> Expression? {
    guard let item = items.first else { return try value(of: success, context) }
    var inner = context
    let test: Expression
    if case .optionalBinding(let name, let bound, let location) = item {
      if case .name("self", _) = bound, let instance = context.instance {
        if name != "self" { inner.locals[name] = .name(instance, location) }
        return try value(testing: items.dropFirst(), then: success, else: failure, inner)
      }
      let resolved = try resolveCondition(bound, context)
      inner.locals[name] = .forceUnwrap(resolved, location)
      test = .binary(.notEqual, resolved, .none(location), location)
    } else {
      test = try resolveCondition(item, context)
    }
    guard let holds = try value(testing: items.dropFirst(), then: success, else: failure, inner)
    else { return nil }
    return .ternary(test, holds, failure, item.location)
  }

  /// The method or function of the file a call names, the class that
  /// declares it and the instance it is called on (`nil` for a function).
  func calledMethod(_ callee: Expression, _ arguments: [Argument], _ context: Context)
    -> (FunctionDeclaration, owner: String?, instance: String?)?
  {
    let labels = arguments.map(\.label)
    switch callee {
    case .name(let name, _) where context.locals[name] == nil:
      if let instance = context.instance, let className = instances[instance]?.className,
        let (method, owner) = method(name, labels: labels, in: className)
      {
        return (method, owner, instance)
      }
      return declarations.functions.first { $0.name == name && $0.accepts(labels) }
        .map { ($0, nil, nil) }
    case .member(let base, let name, _):
      if let method = staticMethod(name, labels: labels, on: base, context) {
        return (method, nil, nil)
      }
      guard let instance = instanceName(base, context),
        let className = instances[instance]?.className,
        let (method, owner) = method(name, labels: labels, in: className)
      else { return nil }
      return (method, owner, instance)
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding, .name:
      return nil
    }
  }

  /// `Type.name(…)` where `Type` is a class of the file (or `Self` inside
  /// one) with a `static func` or `class func` of that name taking
  /// `labels`, its own or a superclass's.
  func staticMethod(
    _ name: String, labels: [String?], on base: Expression, _ context: Context
  ) -> FunctionDeclaration? {
    guard case .name(var type, _) = base, context.locals[type] == nil else { return nil }
    if type == "Self", let className = context.className { type = className }
    guard classes[type] != nil else { return nil }
    return chain(of: type).reversed().lazy.flatMap(\.staticMethods)
      .first { $0.name == name && $0.accepts(labels) }
  }

  /// A closure's statements with its top-level `defer` blocks written out
  /// where they run, as a function's are: a closure is a function of its
  /// own (`{ _ in defer { self.busy = false } … }`).
  func closureBody(_ statements: [Statement]) throws(Failure) -> [Statement] {
    do {
      return try Parser.runningDefers(statements)
    } catch {
      throw .diagnostic(error)
    }
  }

  /// Whether `callee` names a method of a pasted class or a function of the file.
  func isMethodCall(_ callee: Expression, _ context: Context) -> Bool {
    switch callee {
    case .name(let name, _):
      if context.locals[name] != nil { return false }
      if let instance = context.instance, let className = instances[instance]?.className,
        chainHasMethod(name, className)
      {
        return true
      }
      return declarations.functions.contains { $0.name == name }
    case .member(let base, let name, _):
      if case .name(let type, _) = base, classes[type] != nil, context.locals[type] == nil {
        return chain(of: type).contains { $0.staticMethods.contains { $0.name == name } }
      }
      guard let instance = instanceName(base, context),
        let className = instances[instance]?.className
      else { return false }
      return chainHasMethod(name, className)
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }

  private func chainHasMethod(_ name: String, _ className: String) -> Bool {
    chain(of: className).contains { $0.methods.contains { $0.name == name } }
  }

  /// How many cases the file's enum `type` has.
  private func enumCaseCount(of type: String) -> Int {
    declarations.enums.first { $0.name == type }?.cases.count ?? 0
  }

  /// Throws unless the raw values of the file's enum `type` are its cases'
  /// positions, as an `Int` enum's are by default: the model keeps a case
  /// as its position.
  private func requireRawValuesArePositions(_ type: String, at location: SourceLocation)
    throws(Failure)
  {
    guard declarations.enumsWithOtherRawValues.contains(type) else { return }
    throw .diagnostic(
      Diagnostic(
        "'\(type)' has raw values other than its cases' positions (0, 1, 2, …), which the "
          + "model does not read: compare the cases themselves", at: location))
  }

  // MARK: What UIKit offers and what the model skips

  /// Whether `name`, written alone in a class's code, is UIKit's member of
  /// `self`: `view`, `children`, `addChild(_:)`, … (scenario language §6).
  static func isMemberOfSelf(_ name: String) -> Bool {
    switch name {
    case "view", "viewIfLoaded", "isViewLoaded", "children", "parent", "navigationController",
      "tabBarController", "presentingViewController", "presentedViewController",
      "isBeingPresented", "isBeingDismissed", "isMovingToParent", "isMovingFromParent",
      "viewControllers", "topViewController", "visibleViewController", "selectedIndex",
      "selectedViewController", "addChild", "removeFromParent", "willMove", "didMove",
      "beginAppearanceTransition", "endAppearanceTransition", "transition", "present",
      "dismiss", "pushViewController", "popViewController", "popToRootViewController",
      "popToViewController", "setViewControllers", "loadViewIfNeeded",
      "shouldAutomaticallyForwardAppearanceMethods", "definesPresentationContext",
      "modalPresentationStyle", "isModalInPresentation", "presentationController",
      "sheetPresentationController", "addChildViewController", "removeFromParentViewController",
      "setNeedsStatusBarAppearanceUpdate", "title", "navigationItem", "tabBarItem",
      "preferredContentSize", "traitCollection", "splitViewController", "tabBar",
      "navigationBar", "toolbar", "setNavigationBarHidden", "setToolbarHidden",
      "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
      "additionalSafeAreaInsets", "modalTransitionStyle", "transitioningDelegate",
      "overrideUserInterfaceStyle", "delegate", "interactivePopGestureRecognizer",
      "transitionCoordinator":
      true
    default:
      false
    }
  }

  /// The properties the model does not model, and the note that says so.
  static let skippedProperties: [String: String] = {
    var table: [String: String] = [:]
    for name in ["frame", "bounds", "center", "origin", "size", "width", "height"] {
      table[name] = "frames are not modelled"
    }
    for name in ["backgroundColor", "tintColor", "alpha", "isOpaque", "textColor", "font"] {
      table[name] = "colours, fonts and alpha are not modelled"
    }
    for name in [
      "layer", "shadowColor", "shadowOpacity", "shadowRadius", "cornerRadius", "masksToBounds",
    ] {
      table[name] = "layers are not modelled"
    }
    table["transform"] = "transforms are not modelled"
    table["subviews"] = "a view's subviews as a list are not modelled"
    for name in [
      "translatesAutoresizingMaskIntoConstraints", "autoresizingMask", "topAnchor",
      "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor",
      "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "constraints",
      "safeAreaLayoutGuide", "layoutMarginsGuide", "contentMode", "clipsToBounds",
      // SnapKit's `view.snp.makeConstraints { … }`.
      "snp",
    ] {
      table[name] = "constraints and autoresizing are not modelled"
    }
    for name in [
      "gestureRecognizers", "interactivePopGestureRecognizer", "isUserInteractionEnabled",
      "isExclusiveTouch",
    ] {
      table[name] = "gesture recognizers and touches are not modelled"
    }
    for name in [
      "title", "navigationItem", "tabBarItem", "navigationBar", "tabBar", "toolbar",
      "preferredContentSize", "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars",
      "additionalSafeAreaInsets", "safeAreaInsets", "modalTransitionStyle",
      "transitioningDelegate", "overrideUserInterfaceStyle", "traitCollection",
      "accessibilityLabel", "accessibilityIdentifier", "tag", "restorationIdentifier",
      "contentInset", "contentOffset", "contentSize", "isScrollEnabled", "isPagingEnabled",
      "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "bounces",
      "layoutMargins", "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea",
      "preferredStatusBarStyle", "prefersStatusBarHidden", "splitViewController",
    ] {
      table[name] = "'\(name)' is not modelled"
    }
    return table
  }()

  /// The methods the model does not model, and the note that says so.
  static let skippedMethods: [String: String] = {
    var table: [String: String] = [:]
    for name in [
      "addGestureRecognizer", "removeGestureRecognizer", "addTarget", "removeTarget", "require",
    ] {
      table[name] = "gesture recognizers and touches are not modelled"
    }
    for name in [
      "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "activate",
      "deactivate", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded",
      "constraint", "sizeToFit", "setNeedsDisplay", "layoutSubviews",
    ] {
      table[name] = "constraints and autoresizing are not modelled"
    }
    for name in [
      "setNeedsStatusBarAppearanceUpdate", "setNeedsUpdateOfHomeIndicatorAutoHidden",
      "setNavigationBarHidden", "setToolbarHidden",
      "setNeedsUpdateOfScreenEdgesDeferringSystemGestures",
      "addObserver", "removeObserver", "post", "reloadData", "register", "scrollRectToVisible",
      "setContentOffset", "invalidate", "setNeedsFocusUpdate", "becomeFirstResponder",
      "resignFirstResponder", "endEditing",
    ] {
      table[name] = "'\(name)' is not modelled"
    }
    return table
  }()

  /// The free functions the model does not model.
  static let skippedFunctions: Set<String> = [
    "print", "debugPrint", "NSLog", "assert", "assertionFailure", "dump",
  ]

  /// Whether `name` is a type Swift or UIKit offers that the model does not
  /// model (`NSLayoutConstraint`, `UIColor`, `CGAffineTransform`): a
  /// capitalised name that is neither a class of the file nor the language's.
  func isUnmodelledType(_ name: String?) -> Bool {
    guard let name, let first = name.utf8.first,
      first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
    else { return false }
    switch name {
    case "UIView", "DispatchQueue", "RunLoop", "UIViewController", "UINavigationController",
      "UITabBarController", "UIPageViewController", "UIWindow", "UIStoryboard",
      "UIViewPropertyAnimator":
      return false
    default:
      return classes[name] == nil && !isViewType(name) && !enumNames.contains(name)
    }
  }
}

/// The members of UIKit a pasted class's code may name that the model skips,
/// each with its note (scenario language §6): the table the "Writing
/// scenarios" article prints, which a test keeps in step with this one.
package enum SkippedMembers {
  /// Each member's name and the note that says it is skipped.
  package static var all: [String: String] {
    SwiftExpansion.skippedProperties.merging(SwiftExpansion.skippedMethods) { first, _ in first }
  }
}
