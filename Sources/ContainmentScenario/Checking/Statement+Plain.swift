/// Plain statements: those that read no state (scenario language §2).
extension Statement {
  /// Whether the statement is a declaration, an assignment to a property,
  /// a discard or a call, with no block, whose expressions read no state:
  /// no query of the model (`x.parent`, `p.children`), no subscript, no
  /// optional chain, no operator.
  ///
  /// Checking and running lower a plain statement alike, so the command's
  /// one reading runs the action its check made, and running lowers it
  /// without a copy of the world. Anything else is lowered when it runs.
  var isPlain: Bool { isPlain(namingNone: .none) }

  /// Whether the statement is plain (``isPlain``) and reads none of
  /// `excluded`: a check excludes the names whose object each run decides,
  /// so that what it lowered is what running would.
  func isPlain(namingNone excluded: ExcludedNames) -> Bool {
    switch self {
    case .declaration(_, let value, _):
      return value.readsNoState(namingNone: excluded)
    case .assignment(.member(let base, _, _), let value, _):
      // The property assigned is not read: only its object and the value.
      return base.readsNoState(namingNone: excluded)
        && value.readsNoState(namingNone: excluded)
    case .assignment:
      // A variable's assignment is not plain: its value may read state.
      return false
    case .discard(let value, _):
      return value.readsNoState(namingNone: excluded)
    case .call(let expression, let trailing, _):
      return trailing == nil && expression.readsNoState(namingNone: excluded)
    case .handler, .variable, .conditional, .loop, .bound, .guardStatement, .returnStatement,
      .whileLoop:
      return false
    }
  }
}

extension Expression {
  /// Whether evaluating the expression reads no state of the model: only
  /// names not in `excluded`, literals, lists, members that are not
  /// queries, and calls that are not `contains`.
  ///
  /// A statement's expressions are shallow: past a few levels the answer is
  /// `false`, which only means the statement is lowered when it runs, so
  /// the recursion is bounded by a constant, not by the text.
  fileprivate func readsNoState(namingNone excluded: ExcludedNames) -> Bool {
    readsNoState(levels: 8, namingNone: excluded)
  }

  private func readsNoState(levels: Int, namingNone excluded: ExcludedNames) -> Bool {
    guard levels > 0 else { return false }
    switch self {
    case .name(let name, _):
      return !excluded.contains(name)
    case .number, .string, .boolean, .none, .enumCase:
      return true
    case .array(let elements, _):
      for element in elements where !element.readsNoState(levels: levels - 1, namingNone: excluded)
      {
        return false
      }
      return true
    case .member(let base, let member, _):
      return !Self.isQuery(member) && base.readsNoState(levels: levels - 1, namingNone: excluded)
    case .call(let callee, let arguments, _):
      switch callee {
      case .name(let function, _) where Self.stops(function):
        // It stops the run when it runs, not when it is checked.
        return false
      case .member(_, let method, _) where Self.readsState(method):
        // A query, or a cast that reads the controller's class.
        return false
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
        .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        break
      }
      for argument in arguments
      where !argument.value.readsNoState(levels: levels - 1, namingNone: excluded) {
        return false
      }
      return callee.readsNoState(levels: levels - 1, namingNone: excluded)
    case .closure, .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      // A block to register, or a value only running can give.
      return false
    }
  }

  /// Whether `function` stops the run where it runs (`fatalError`,
  /// `preconditionFailure`, a false `precondition`, a value the model skips that the run cannot go
  /// on without): by length first.
  private static func stops(_ function: String) -> Bool {
    switch function.utf8.count {
    case 10: function == "fatalError"
    case 11: function == Lowering.unmodelledValue
    case 19: function == "preconditionFailure" || function == Lowering.preconditionFailed
    default: false
    }
  }

  /// Whether a call of `method` reads state.
  ///
  /// `contains`, `firstIndex` and the casts; by length first.
  private static func readsState(_ method: String) -> Bool {
    switch method.utf8.count {
    case 2: method == "as" || method == "is"
    case 3: method == "as?" || method == "as!"
    case 8: method == "contains"
    case 10: method == "firstIndex"
    default: false
    }
  }

  /// Whether `member` is one of the queries a condition may read (scenario
  /// language §5).
  ///
  /// Checking answers those with placeholders. By length first: most
  /// members are methods, told apart without a comparison.
  private static func isQuery(_ member: String) -> Bool {
    switch member.utf8.count {
    case 4:
      member == "last"
    case 5:
      member == "count" || member == "first"
    case 6:
      member == "parent" || member == "window"
    case 7:
      member == "isEmpty"
    case 8:
      member == "children" || member == "isHidden"
    case 9:
      member == "superview"
    case 12:
      member == "isViewLoaded" || member == "viewIfLoaded"
    case 13:
      member == "selectedIndex"
    case 15:
      member == "viewControllers"
    case 16:
      member == "isBeingPresented" || member == "isBeingDismissed" || member == "isMovingToParent"
        || member == "tabBarController"
    case 17:
      member == "topViewController"
    case 18:
      member == "isMovingFromParent" || member == "rootViewController"
    case 20:
      member == "navigationController"
    case 21:
      member == "transitionCoordinator"
    case 22:
      member == "selectedViewController"
    case 23:
      member == "presentedViewController"
    case 24:
      member == "presentingViewController"
    case 41:
      member == "shouldAutomaticallyForwardRotationMethods"
    case 43:
      member == "shouldAutomaticallyForwardAppearanceMethods"
    default: false
    }
  }
}

/// The names a statement kept lowered may not read (``Statement/isPlain(namingNone:)``):
/// a set, and one name more (a handler's bound argument), asked without
/// building a set that holds both.
struct ExcludedNames {
  /// No name: every plain statement is kept lowered.
  static let none = ExcludedNames([])

  private let names: Set<String>
  private let bound: String?

  init(_ names: Set<String>, bound: String? = nil) {
    self.names = names
    self.bound = bound
  }

  /// Whether `name` is excluded; no hashing when the set is empty, as it
  /// usually is.
  func contains(_ name: String) -> Bool {
    name == bound || (!names.isEmpty && names.contains(name))
  }
}
