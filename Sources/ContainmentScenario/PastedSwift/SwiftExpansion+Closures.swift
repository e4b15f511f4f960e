/// Closures a pasted class keeps in a property and calls later
/// (`var onClose: (() -> Void)?`, then `onClose?()`; scenario language §6).
///
/// The property becomes a Boolean variable that says whether a closure is
/// kept, and each closure assigned to it a handler of
/// ``HandlerTrigger/closure(_:)`` registered where the assignment runs, with
/// the names it captures as they are there. Calling the property runs the
/// handler when the variable is true, as `onClose?()` does when it is not
/// nil. The handler's body is the closure's statements expanded where the
/// closure is written; no code is run twice or recursed into.
extension SwiftExpansion {
  /// A property that keeps a closure: the variable that says whether one is
  /// kept (also the handler's name), and its parameter's kind.
  struct ClosureProperty {
    /// `drawer.onClose`: true while a closure is kept.
    let variable: String
    /// `Int`, `Bool` or `UIViewController` when the closure takes one of
    /// those, `nil` when it takes nothing or what the model does not model.
    let parameterKind: String?
    /// Why the closure's parameter is not modelled, when it is not: the
    /// statements that read it are skipped.
    let skippedParameter: String?
    /// Whether the parameter is a kept animator's position, compared with
    /// `.end`, `.start` and `.current` by number.
    var takesAnimatorPosition = false
    /// Whether the closure returns a value (`((Sheet) -> Bool)?`): the
    /// model keeps only whether one is kept; calling it gives `nil` when
    /// none is, and stops the run when one is, as its result and its work
    /// are not modelled.
    var returnsValue = false
  }

  /// What a closure type declares (`(() -> Void)?`, `((Int) -> Void)?`):
  /// the property it makes, or why such a property is skipped; `nil` for a
  /// type that is not a closure's.
  func closureShape(_ type: String, variable: String) -> Result<ClosureProperty, ClosureRefusal>? {
    var text = Substring(type)
    for prefix in ["@escaping", "@MainActor", "@Sendable"] where text.hasPrefix(prefix) {
      text = text.dropFirst(prefix.count)
    }
    if text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
    if text.hasPrefix("("), text.hasSuffix(")"), Self.closesAtEnd(text) {
      text = text.dropFirst().dropLast()
    }
    guard let arrow = Self.topLevelArrow(in: text) else { return nil }
    let result = text[text.index(arrow, offsetBy: 2)...]
    var parameters = text[..<arrow]
    guard parameters.hasPrefix("("), parameters.hasSuffix(")") else { return nil }
    guard result == "Void" || result == "()" else {
      // `var shouldDismiss: ((Sheet) -> Bool)?`: only whether one is kept.
      var property = ClosureProperty(
        variable: variable, parameterKind: nil,
        skippedParameter: "a closure's parameter is not read when the closure returns a value")
      property.returnsValue = true
      return .success(property)
    }
    parameters = parameters.dropFirst().dropLast()
    if parameters.isEmpty || parameters == "Void" {
      return .success(
        ClosureProperty(variable: variable, parameterKind: nil, skippedParameter: nil))
    }
    guard Self.topLevelComma(in: parameters) == nil else {
      return .failure(ClosureRefusal("closures of more than one parameter are not modelled"))
    }
    // `(_ index: Int)`: the type after the label.
    if let colon = parameters.lastIndex(of: ":") { parameters = parameters[colon...].dropFirst() }
    let parameterType = String(parameters)
    switch parameterType {
    case "Int", "Bool":
      return .success(
        ClosureProperty(variable: variable, parameterKind: parameterType, skippedParameter: nil))
    default:
      let base = parameterType.hasSuffix("?") ? String(parameterType.dropLast()) : parameterType
      if madeType(base).map({ $0 != "UIView" }) == true
        || (classes[base] != nil
          && (try? uikitRoot(of: base, at: .init(line: 1, column: 1))) != nil)
      {
        return .success(
          ClosureProperty(
            variable: variable, parameterKind: "UIViewController", skippedParameter: nil))
      }
      return .success(
        ClosureProperty(
          variable: variable, parameterKind: nil,
          skippedParameter: "a closure's parameter of type '\(parameterType)' is not modelled"))
    }
  }

  /// Why a closure property is skipped.
  struct ClosureRefusal: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// Whether the `(` that starts `text` closes at its end.
  private static func closesAtEnd(_ text: Substring) -> Bool {
    var depth = 0
    for index in text.indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index == text.index(before: text.endIndex) }
      }
    }
    return false
  }

  /// Where the first `->` outside parentheses starts.
  private static func topLevelArrow(in text: Substring) -> Substring.Index? {
    var depth = 0
    var index = text.startIndex
    while index < text.endIndex {
      switch text[index] {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "-" where depth == 0 && text[index...].hasPrefix("->"): return index
      default: break
      }
      index = text.index(after: index)
    }
    return nil
  }

  /// Where the first `,` outside parentheses is.
  private static func topLevelComma(in text: Substring) -> Substring.Index? {
    var depth = 0
    for index in text.indices {
      switch text[index] {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case "," where depth == 0: return index
      default: break
      }
    }
    return nil
  }

  /// The statements that declare a closure property and keep its first
  /// closure, if it has one.
  mutating func declare(
    closure property: ClosureProperty, named name: String, value: Expression?,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    closureProperties[property.variable] = property
    var out: [Statement] = [
      .variable(name: property.variable, type: nil, value: .boolean(false, location), at: location)
    ]
    if let value { out += try keep(value, in: property, context, at: location) }
    return out
  }

  /// The closure property an expression names (`onClose`, `self.onClose?`,
  /// `drawer.onClose`, or a local bound to one by `if let`), if it names one.
  func closureProperty(_ expression: Expression, _ context: Context) -> ClosureProperty? {
    switch expression {
    case .unwrap(let base, _), .forceUnwrap(let base, _):
      return closureProperty(base, context)
    case .name(let name, _):
      if case .name(let variable, _)? = context.locals[name] {
        return closureProperties[variable]
      }
      guard context.locals[name] == nil, let instance = context.instance,
        case .closure(let property)? = instances[instance]?.properties[name]
      else { return nil }
      return property
    case .member(let base, let member, _):
      guard let instance = instanceName(base, context),
        case .closure(let property)? = instances[instance]?.properties[member]
      else { return nil }
      return property
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .ternary, .optionalBinding:
      return nil
    }
  }

  /// `onClose = value`: a closure kept (its handler registered, the
  /// variable true), or none (`nil`: the variable false).
  mutating func keep(
    _ value: Expression, in property: ClosureProperty, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let isKept = Expression.name(property.variable, location)
    if case .none = value {
      return [.assignment(target: isKept, value: .boolean(false, location), at: location)]
    }
    if property.returnsValue {
      // Kept, not run: a call of it stops the run (``returnedValue(of:at:)``).
      return [.assignment(target: isKept, value: .boolean(true, location), at: location)]
    }
    let parameter: HandlerParameter?
    let body: [Statement]
    if let other = closureProperty(value, context) {
      // `onClose = other.onClose`: a closure that calls the other's.
      let argument = property.parameterKind.map { _ in fresh("argument") }
      parameter = argument.map { HandlerParameter(name: $0, location: location) }
      body = call(other, argument.map { Expression.name($0, location) }, at: location)
    } else if case .closure(let statements, let closureAt) = value {
      (parameter, body) = try closureBody(statements, of: property, context, at: closureAt)
    } else {
      // A local or a parameter bound to a closure, expanded where written.
      guard case .closure(let statements, _) = try resolve(value, context) else {
        throw .skipped("only a closure or nil is kept in a closure property here", location)
      }
      if statements.count == 1, let (bound, inner) = statements[0].blockBinding {
        (parameter, body) = (bound, inner)
      } else {
        (parameter, body) = (nil, statements)
      }
    }
    return [
      .handler(
        controller: isKept, method: ClosureKey.register(taking: property.parameterKind),
        parameter: property.parameterKind == nil ? nil : parameter, body: body, at: location),
      .assignment(target: isKept, value: .boolean(true, location), at: location),
    ]
  }

  /// A closure literal's body expanded where it is written, its parameter
  /// renamed for the handler (or skipped, when the model lacks its type).
  private mutating func closureBody(
    _ statements: [Statement], of property: ClosureProperty, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> (HandlerParameter?, [Statement]) {
    var inner = try deeper(context, at: location)
    inner.resultVariable = nil
    inner.returnFlag = nil
    inner.breakFlag = nil
    inner.isLoopBody = false
    inner.isInitializing = false
    guard statements.count == 1, let (written, body) = statements[0].blockBinding else {
      return (nil, try rewrite(statements[...], inner))
    }
    guard property.parameterKind != nil else {
      inner.skippedLocals[written.name] =
        property.skippedParameter ?? "a closure's parameter of an unwritten type is not modelled"
      return (nil, try rewrite(body[...], inner))
    }
    let renamed = fresh(written.name)
    inner.locals[written.name] = .name(renamed, written.location)
    if property.takesAnimatorPosition { animatorPositionNames.insert(renamed) }
    return (
      HandlerParameter(name: renamed, location: written.location), try rewrite(body[...], inner)
    )
  }

  /// `shouldDismiss?(self)` read for its value: `nil` while no closure is
  /// kept; where one is, a value the run stops at, naming the closure.
  func returnedValue(of property: ClosureProperty, at location: SourceLocation) -> Expression {
    .ternary(
      .name(property.variable, location), resultStop(at: location), .none(location), location)
  }

  /// The value a run stops at where it reads a kept closure's result.
  private func resultStop(at location: SourceLocation) -> Expression {
    .unmodelledValue(
      "this calls a closure kept in a property for its result, which the model does not "
        + "run: keep what it decides in a property of the container (a Boolean, a number) "
        + "and read that", at: location)
  }

  /// A kept closure's result compared or defaulted.
  ///
  /// Swift reads the optional it gives: `nil` while no closure is kept, so
  /// `shouldDismiss?(self) != false` and `?? true` hold then and `== true`
  /// does not; where one is kept, the run stops (``returnedValue(of:at:)``).
  /// `nil` for any other operation.
  mutating func comparedResult(
    of property: ClosureProperty, _ operation: BinaryOperator, _ right: Expression,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    let isKept = Expression.name(property.variable, location)
    let isNil: Bool
    if case .none = right { isNil = true } else { isNil = false }
    let whenNone: Expression
    switch operation {
    case .nilCoalescing:
      // `nil ?? d` is `d`.
      whenNone = try resolve(right, context)
    case .equal:
      // `nil == nil` holds; `nil == false` does not.
      if isNil { return .not(isKept, location) }
      whenNone = .boolean(false, location)
    case .notEqual:
      if isNil { return isKept }
      whenNone = .boolean(true, location)
    case .or, .and, .identical, .notIdentical, .less, .lessOrEqual, .greater, .greaterOrEqual,
      .plus, .minus, .times, .divide, .remainder, .halfOpenRange, .closedRange:
      // Swift compiles none of these on an optional: read as written.
      return nil
    }
    return .ternary(isKept, resultStop(at: location), whenNone, location)
  }

  /// `onClose?()`, `didSelect?(index)`: the kept closure run, if one is kept.
  mutating func call(
    closure property: ClosureProperty, _ arguments: [Argument], _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    if property.returnsValue {
      // Called as a statement: nothing while none is kept; a stop where one
      // is, as its work is not modelled.
      let stop = Self.stop(
        "this calls a closure kept in a property that returns a value, which the model does "
          + "not run: give the property a type that returns Void", at: location,
        statementAt: location)
      return [
        .conditional(
          [ConditionalBranch(condition: .name(property.variable, location), body: [stop])],
          otherwise: nil, at: location)
      ]
    }
    var argument: Expression?
    if property.parameterKind != nil, let first = arguments.first {
      argument = try resolve(first.value, context)
    }
    return call(property, argument, at: location)
  }

  /// The statement that runs the closure `property` keeps with `argument`.
  func call(
    _ property: ClosureProperty, _ argument: Expression?, at location: SourceLocation
  )
    -> [Statement]
  {
    let isKept = Expression.name(property.variable, location)
    let run = Statement.call(
      .call(
        .member(isKept, ClosureKey.call, location),
        argument.map { [Argument(label: nil, value: $0)] } ?? [], location),
      trailingBlock: nil, at: location)
    return [
      .conditional(
        [ConditionalBranch(condition: isKept, body: [run])], otherwise: nil, at: location)
    ]
  }

  /// The property read as a value (`completion: onDismiss`): a closure that
  /// runs the kept one, given what UIKit passes a completion (`true`).
  func closureValue(_ property: ClosureProperty, at location: SourceLocation) -> Expression {
    let argument: Expression? =
      property.parameterKind == "Bool" ? .boolean(true, location) : nil
    return .closure(call(property, argument, at: location), location)
  }
}
