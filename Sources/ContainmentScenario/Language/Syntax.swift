/// An expression of the scenario language, as written.
///
/// Only the cases that hold expressions are boxed: a name or a number is
/// stored inline, which keeps a parsed scenario small.
enum Expression: Hashable, Sendable {
  /// `a`, `window`, `UIViewController`.
  case name(String, SourceLocation)
  /// `0.3`.
  case number(Double, SourceLocation)
  /// `"chat"`.
  case string(String, SourceLocation)
  /// `true`, `false`.
  case boolean(Bool, SourceLocation)
  /// `nil`.
  case none(SourceLocation)
  /// `.landscapeLeft`, `.fullScreen`.
  case enumCase(String, SourceLocation)
  /// `[a, b]`.
  case array([Expression], SourceLocation)
  /// `base.member`.
  indirect case member(Expression, String, SourceLocation)
  /// `callee(label: argument, …)`.
  indirect case call(Expression, [Argument], SourceLocation)
  /// A closure written as an argument: `animations: { … }`,
  /// `completion: { _ in … }` (its parameter, if any, is not bound).
  case closure([Statement], SourceLocation)
  /// `a + b`, `index < pages.count`, `isOpen && shown == nil`: an infix
  /// operator (scenario language §5; `.now() + seconds`, rule 4.5).
  indirect case binary(BinaryOperator, Expression, Expression, SourceLocation)
  /// `!isOpen`.
  indirect case not(Expression, SourceLocation)
  /// `pages[index]`.
  indirect case `subscript`(Expression, Expression, SourceLocation)
  /// `shown?`: optional chaining, as in `shown?.removeFromParent()`.
  indirect case unwrap(Expression, SourceLocation)
  /// `shown!`: the value an optional holds; nil stops the run at its line,
  /// as Swift traps (scenario language §6).
  indirect case forceUnwrap(Expression, SourceLocation)
  /// `condition ? a : b` (scenario language §6); a pasted class's call
  /// that holds one runs as an `if` over its two spellings.
  indirect case ternary(Expression, Expression, Expression, SourceLocation)
  /// `let name = value` as a condition of `if` or `guard` (scenario language
  /// §6): holds when the value is not nil, and binds it for the branch.
  indirect case optionalBinding(String, Expression, SourceLocation)

  /// What an optional chain's `?` is written after (`x` in `x?`); the
  /// expression itself when it is not one.
  var unwrapped: Expression {
    if case .unwrap(let base, _) = self { return base }
    return self
  }

  /// Where the expression starts.
  var location: SourceLocation {
    switch self {
    case .name(_, let location), .number(_, let location), .string(_, let location),
      .boolean(_, let location), .none(let location), .enumCase(_, let location),
      .array(_, let location), .member(_, _, let location), .call(_, _, let location),
      .closure(_, let location), .binary(_, _, _, let location), .not(_, let location),
      .subscript(_, _, let location), .unwrap(_, let location), .forceUnwrap(_, let location),
      .ternary(_, _, _, let location), .optionalBinding(_, _, let location):
      location
    }
  }

  /// The first name of a chain of plain members: `RunLoop` for `RunLoop.main.turn`.
  ///
  /// `nil` for anything else. Allocates nothing, so that lowering a call asks
  /// it before building a ``path``.
  var rootName: String? {
    var expression = self
    while true {
      switch expression {
      case .name(let name, _):
        return name
      case .member(let base, _, _):
        expression = base
      case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        // Not a chain of plain members.
        return nil
      }
    }
  }

  /// The dotted names of a chain of plain members, `RunLoop.main.turn` as
  /// `["RunLoop", "main", "turn"]`; `nil` for anything else.
  ///
  /// Walked in a loop from the last member back to the root, like
  /// ``rootName``: one array, however long the chain.
  var path: [String]? {
    var reversedPath: [String] = []
    var expression = self
    while true {
      switch expression {
      case .name(let name, _):
        reversedPath.append(name)
        reversedPath.reverse()
        return reversedPath
      case .member(let base, let member, _):
        reversedPath.append(member)
        expression = base
      case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        // Not a chain of plain members.
        return nil
      }
    }
  }
}

extension Expression {
  /// `x` for `x?` and `x!`, else the expression itself.
  var removingUnwrap: Expression {
    switch self {
    case .unwrap(let base, _), .forceUnwrap(let base, _):
      base
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .ternary, .optionalBinding:
      // Not an unwrap.
      self
    }
  }

  /// The expression without its `?`, `!` and casts (`as?`, `as!`, `as`):
  /// `host.view` for `(host.view as! ContainerView)?`.
  var removingUnwrapsAndCasts: Expression {
    var current = self
    while true {
      switch current {
      case .unwrap(let base, _), .forceUnwrap(let base, _):
        current = base
      case .call(.member(let base, let cast, _), _, _)
      where cast == "as?" || cast == "as!" || cast == "as":
        current = base
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
        .binary, .not, .subscript, .ternary, .optionalBinding:
        return current
      }
    }
  }

  /// `.medium` for `.medium()`, a static member called with no argument,
  /// as UIKit's Swift spells some constants; else the expression itself.
  var removingEmptyCall: Expression {
    if case .call(.enumCase(let name, let location), let arguments, _) = self, arguments.isEmpty {
      return .enumCase(name, location)
    }
    return self
  }
}

extension BinaryOperator {
  /// Whether the operator compares two values: `==`, `<`, `===` and the rest.
  var isComparison: Bool {
    switch self {
    case .identical, .notIdentical, .equal, .notEqual, .less, .lessOrEqual, .greater,
      .greaterOrEqual:
      true
    case .or, .and, .plus, .minus, .times, .divide, .remainder, .nilCoalescing, .halfOpenRange,
      .closedRange:
      false
    }
  }
}

/// An infix operator of scenario language §5, by precedence from the
/// loosest: `||`; `&&`; the comparisons; `+` and `-`.
enum BinaryOperator: String, Hashable, Sendable {
  case or = "||"
  case and = "&&"
  case identical = "==="
  case notIdentical = "!=="
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case plus = "+"
  case minus = "-"
  /// `a * b` (scenario language §6).
  case times = "*"
  /// `a / b` (scenario language §6).
  case divide = "/"
  /// `a % b`: the remainder of whole numbers (pasted Swift's wrap-around
  /// index, `(index + 1) % pages.count`).
  case remainder = "%"
  /// `a ?? b` (scenario language §6): the optional's value, or `b` when nil.
  case nilCoalescing = "??"
  /// `0..<n`: the integers a `for` runs over (scenario language §6).
  case halfOpenRange = "..<"
  /// `1...n`.
  case closedRange = "..."
}

/// One condition of an `if` and the block it guards: `if isOpen { … }`,
/// `else if index > 0 { … }`.
struct ConditionalBranch: Hashable, Sendable {
  let condition: Expression
  let body: [Statement]
}

/// One argument of a call: `toParent: p`, or unlabelled `b`.
struct Argument: Hashable, Sendable {
  var label: String?
  var value: Expression
  /// Where the label is written, if there is one: a wrong label's error
  /// points at it.
  var labelLocation: SourceLocation?
}

/// One statement of the scenario language (scenario language §2).
enum Statement: Hashable, Sendable {
  /// `let name = value`.
  case declaration(name: String, value: Expression, at: SourceLocation)
  /// `on controller.method { … }`, or `{ animated in … }` with the name the
  /// callback's argument is bound to (scenario language §5).
  case handler(
    controller: Expression, method: String, parameter: HandlerParameter?, body: [Statement],
    at: SourceLocation)
  /// A block's statements with a name bound to a value for them: the body
  /// of `{ finished in … }`, whose `finished` is true (scenario language §5).
  case bound(HandlerParameter, value: Expression, body: [Statement])
  /// `target = value`.
  case assignment(target: Expression, value: Expression, at: SourceLocation)
  /// `_ = value`.
  case discard(Expression, at: SourceLocation)
  /// A call, with an optional trailing block: `a.present(b, animated: true) { … }`.
  case call(Expression, trailingBlock: [Statement]?, at: SourceLocation)
  /// `var name = value`, or `var name: UIViewController? = nil` with the
  /// type written (scenario language §5).
  case variable(name: String, type: String?, value: Expression, at: SourceLocation)
  /// `if c1 { … } else if c2 { … } else { … }` (scenario language §5).
  case conditional([ConditionalBranch], otherwise: [Statement]?, at: SourceLocation)
  /// `for name in list { … }`: over a snapshot of the list when the loop
  /// starts (scenario language §5).
  case loop(
    variable: String, variableAt: SourceLocation, sequence: Expression, body: [Statement],
    at: SourceLocation)
  /// `guard condition else { … }` in a pasted class's code (scenario
  /// language §6): the expansion of the class turns it into an `if` over
  /// the statements that follow.
  case guardStatement(Expression, otherwise: [Statement], at: SourceLocation)
  /// `return` or `return value` in a pasted class's code (scenario language
  /// §6): the expansion ends the method's path there.
  case returnStatement(Expression?, at: SourceLocation)
  /// `while condition { … }`, or `repeat { … } while condition` when
  /// `testsFirst` is false, in a pasted class's code (scenario language §6):
  /// bounded by the run's budget of statements.
  case whileLoop(Expression, body: [Statement], testsFirst: Bool, at: SourceLocation)

  /// Where the statement starts.
  var location: SourceLocation {
    switch self {
    case .declaration(_, _, let location), .handler(_, _, _, _, let location),
      .assignment(_, _, let location), .discard(_, let location), .call(_, _, let location),
      .variable(_, _, _, let location), .conditional(_, _, let location),
      .loop(_, _, _, _, let location), .guardStatement(_, _, let location),
      .returnStatement(_, let location), .whileLoop(_, _, _, let location):
      location
    case .bound(let parameter, _, _):
      parameter.location
    }
  }

  /// The parameter a block declares, and the block's statements.
  ///
  /// `nil` unless this statement is the block's `{ finished in … }` as the
  /// parser reads it: the name bound to true at the name itself. A name the
  /// expansion binds for a statement of the block (a property observer's new
  /// value, an `if let`) is bound to its value elsewhere, and is not one.
  var blockBinding: (parameter: HandlerParameter, body: [Statement])? {
    guard case .bound(let parameter, .boolean(true, let location), let body) = self,
      location == parameter.location
    else { return nil }
    return (parameter, body)
  }
}
