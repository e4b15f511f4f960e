import Containment

/// One top-level statement of a checked scenario, kept as it will run: what
/// reading a scenario once leaves behind (scenario language §2).
///
/// A plain statement (``Statement/isPlain``) whose names stand for the same
/// objects in every run is kept lowered, as its calls or its declaration:
/// running it lowers nothing. Any other statement is kept as written and
/// lowered when it runs, against the world as it is then (a condition, a
/// loop, a handler, a variable). An entry takes 16 bytes (a call's box and
/// a location, or a pointer to a declaration or a statement), so that a
/// checked scenario of a million lines stays within the parsing benchmark's
/// memory target (`CheckedStatementTests`).
enum CheckedStatement: Hashable, Sendable {
  /// Performs one call: `p.addChild(c)`.
  case perform(Call, at: SourceLocation)
  /// Performs several, in order, or none: an optional chain that met nil.
  case performAll([Call], at: SourceLocation)
  /// Declares a name: `let c = UIViewController()`.
  indirect case declare(String, DeclarationAction, at: SourceLocation)
  /// A statement lowered when it runs.
  indirect case statement(Statement)

  /// `statement`, which a check lowered to `action`: kept lowered when
  /// running would lower it alike, that is when it is plain and reads none
  /// of `excluded`; kept as written otherwise.
  ///
  /// A check before any run excludes the names whose object each run
  /// decides (``Scope/namesEachRunDecides``); a check right before the
  /// statement runs, against the run's names, excludes none.
  init(
    _ statement: consuming Statement, checkedAs action: consuming Action,
    namingNone excluded: ExcludedNames
  ) {
    guard statement.isPlain(namingNone: excluded) else {
      self = .statement(statement)
      return
    }
    switch action {
    case .perform(let call):
      self = .perform(call, at: statement.location)
    case .performAll(let calls):
      self = .performAll(calls, at: statement.location)
    case .declare(let name, let declaration, let location):
      self = .declare(name, declaration, at: location)
    case .declareVariable, .handle, .assign, .assignUnknown, .run, .loop, .animate, .make,
      .runClosure:
      // Not what a plain statement lowers to; running lowers it again.
      self = .statement(statement)
    }
  }
}
