/// A controller a pasted class takes from its storyboard (scenario language
/// §6): `storyboard?.instantiateViewController(withIdentifier: "Detail")`,
/// `UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()`.
///
/// Storyboards are not modelled in pasted Swift; UIKit makes a new
/// controller at each call, its view not loaded, which is what
/// `UIViewController()` does in the model (or `T()` for `as! T` with `T` a
/// class of the file). The language's own storyboards
/// (`UIStoryboard(identifiers:)`, section 2) are left as they are.
extension SwiftExpansion {
  /// `statement` with a storyboard's controller, where it is the value of a
  /// local, a variable or an assignment, made as `UIViewController()`.
  mutating func madeFromStoryboard(_ statement: Statement, _ context: Context) -> Statement {
    switch statement {
    case .declaration(let name, let value, let location):
      guard let made = storyboardMade(value, context) else { return statement }
      return .declaration(name: name, value: made, at: location)
    case .variable(let name, let type, let value, let location):
      guard let made = storyboardMade(value, context) else { return statement }
      return .variable(name: name, type: type, value: made, at: location)
    case .assignment(let target, let value, let location):
      guard let made = storyboardMade(value, context) else { return statement }
      return .assignment(target: target, value: made, at: location)
    case .call(.call(let callee, var arguments, let callAt), let trailing, let location):
      // `swappers.append(storyboard!.instantiateViewController(…))`.
      var changed = false
      for index in arguments.indices {
        if let made = storyboardMade(arguments[index].value, context) {
          arguments[index].value = made
          changed = true
        }
      }
      guard changed else { return statement }
      return .call(.call(callee, arguments, callAt), trailingBlock: trailing, at: location)
    case .call, .discard, .handler, .bound, .loop, .whileLoop, .conditional, .guardStatement,
      .returnStatement:
      // Only a value kept by a name or passed is made here.
      return statement
    }
  }

  /// The creation `value` stands for when it instantiates from a storyboard
  /// the model does not keep, with a note; `nil` for anything else.
  mutating func storyboardMade(_ value: Expression, _ context: Context) -> Expression? {
    var instantiation = value
    var type = "UIViewController"
    if case .call(.member(let inner, let operation, _), let arguments, _) = value,
      operation == "as!" || operation == "as?",
      case .name(let castType, _)? = arguments.first?.value
    {
      // `… as! DetailController`: an instance of the file's class, or a
      // controller when the class is not in the file.
      instantiation = inner
      if classes[castType] != nil || madeType(castType) != nil { type = castType }
    }
    guard case .call(.member(let storyboard, let method, let location), _, _) = instantiation,
      method == "instantiateViewController" || method == "instantiateInitialViewController",
      isUnmodelledStoryboard(storyboard, context)
    else { return nil }
    declarations.note(
      "storyboards are not modelled: '\(method)' makes a new \(type), its view not loaded",
      at: location)
    return .call(.name(type, location), [], location)
  }

  /// What a local that holds `UIStoryboard(name:bundle:)` stands for: no
  /// value, as storyboards are not modelled; its controllers are made.
  static let storyboardLocal = "storyboards are not modelled"

  /// Whether `value` is `UIStoryboard(name:bundle:)`.
  static func isStoryboard(_ value: Expression) -> Bool {
    guard case .call(.name("UIStoryboard", _), let arguments, _) = value else { return false }
    return arguments.first?.label == "name"
  }

  /// `storyboard`, `self.storyboard` (with `?` or `!`) inside a class, a
  /// local that holds a storyboard, or `UIStoryboard(name:bundle:)`.
  private func isUnmodelledStoryboard(_ expression: Expression, _ context: Context) -> Bool {
    switch expression {
    case .unwrap(let base, _), .forceUnwrap(let base, _):
      return isUnmodelledStoryboard(base, context)
    case .name(let name, _) where context.skippedLocals[name] == Self.storyboardLocal:
      // `let storyboard = UIStoryboard(name: "Main", bundle: nil)` before.
      return true
    case .name("storyboard", _), .member(.name("self", _), "storyboard", _):
      return context.instance != nil && context.locals["storyboard"] == nil
    case .call(.name("UIStoryboard", _), let arguments, _):
      return arguments.first?.label == "name"
    case .name, .member, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure,
      .binary, .not, .subscript, .ternary, .optionalBinding:
      // A language storyboard (`let sb = UIStoryboard(identifiers: …)`), or
      // no storyboard.
      return false
    }
  }
}
