/// A class of the file that is a page view controller's data source or
/// delegate (`dataSource = self`), written as UIKit's methods (scenario
/// language §6 and §8, rule 5.4).
///
/// The language's data source is a list: methods that answer from a list
/// by its index (`guard let i = pages.firstIndex(of: vc), i + 1 < pages.count
/// else { return nil }; return pages[i + 1]`) are read as that list, with a
/// note, since a neighbour beyond either end is nil there. The delegate's
/// `willTransitionTo` and `didFinishAnimating` methods are handlers of the
/// lines the model prints under the page view controller, `completed` bound
/// to whether the swipe finished.
extension SwiftExpansion {
  /// `pages.dataSource = self`, `delegate = self` in a page view controller
  /// subclass: the list or the handlers, or `nil` when `value`'s class has
  /// none of the methods.
  mutating func pageViewConnection(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    let owner: Expression
    let role: String
    switch target {
    case .member(let base, let member, _) where member == "dataSource" || member == "delegate":
      (owner, role) = (base, member)
    case .name(let member, let nameAt)
    where (member == "dataSource" || member == "delegate") && context.locals[member] == nil:
      guard let instance = context.instance else { return nil }
      (owner, role) = (.name(instance, nameAt), member)
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    guard let instance = instanceName(value, context),
      let className = instances[instance]?.className
    else { return nil }
    let pages = try resolve(owner, context)
    if role == "dataSource" {
      guard let after = pageViewMethod(["viewControllerAfter"], in: className) else { return nil }
      return try dataSource(of: pages, answeredBy: after, on: instance, at: location)
    }
    var out: [Statement] = []
    for (labels, line) in [
      (["willTransitionTo"], "willTransition"),
      (
        ["didFinishAnimating", "previousViewControllers", "transitionCompleted"],
        "didFinishAnimating"
      ),
    ] {
      guard let method = pageViewMethod(labels, in: className) else { continue }
      out.append(try delegateHandler(method, line: line, of: pages, on: instance, at: location))
    }
    return out.isEmpty ? nil : out
  }

  /// The method `pageViewController(_:label:…)` of the class or its
  /// superclasses with exactly these labels, if declared.
  private func pageViewMethod(_ labels: [String], in className: String) -> (
    FunctionDeclaration, String
  )? {
    let written: [String?] = [nil] + labels
    for declaration in chain(of: className).reversed() {
      if let method = declaration.methods.first(where: {
        $0.name == "pageViewController" && $0.parameters.map(\.label) == written
      }) {
        return (method, declaration.name)
      }
    }
    return nil
  }

  /// `pages.dataSource = list`, the list the `viewControllerAfter` method
  /// reads by index; skipped when it reads none.
  private mutating func dataSource(
    of pages: Expression, answeredBy method: (FunctionDeclaration, String), on instance: String,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let reason =
      "a data source written as methods that read no list by index is not modelled: the "
      + "language's is a list ('pages.dataSource = [a, b, c]')"
    guard let indexed = Self.firstSubscriptBase(in: method.0.body) else {
      throw .skipped(reason, location)
    }
    var context = try memberBody(
      from: Context(instance: nil, className: nil), on: instance, of: method.1, at: location)
    for parameter in method.0.parameters {
      context.skippedLocals[parameter.name] = "a data source's arguments are not modelled"
    }
    let list: Expression
    do {
      list = try resolve(indexed, context)
    } catch {
      throw .skipped(reason, location)
    }
    declarations.note(
      "a data source written as methods is read as the list they index: the page before the "
        + "first and after the last are nil", at: method.0.location)
    return [
      .assignment(target: .member(pages, "dataSource", location), value: list, at: location)
    ]
  }

  /// `on pages.didFinishAnimating { completed in … }` for the delegate's
  /// method: its first parameter is the page view controller, the others
  /// (the previous and pending pages) are skipped.
  private mutating func delegateHandler(
    _ method: (FunctionDeclaration, String), line: String, of pages: Expression,
    on instance: String, at location: SourceLocation
  ) throws(Failure) -> Statement {
    var context = try memberBody(
      from: Context(instance: nil, className: nil), on: instance, of: method.1, at: location)
    var parameter: HandlerParameter?
    for declared in method.0.parameters {
      if declared.label == "transitionCompleted" {
        let bound = fresh(declared.name)
        context.locals[declared.name] = .name(bound, declared.location)
        parameter = HandlerParameter(name: bound, location: declared.location)
      } else if declared.label == "didFinishAnimating" {
        // The animation of a swipe always finishes in the model.
        context.locals[declared.name] = .boolean(true, declared.location)
      } else if declared.label == nil {
        // `pageViewController`: the page view controller itself, whose
        // `viewControllers` the method reads to find the page it shows.
        context.locals[declared.name] = pages
      } else {
        context.skippedLocals[declared.name] =
          "the delegate's lists of pages are not modelled: read the page view controller's "
          + "'viewControllers'"
      }
    }
    return .handler(
      controller: pages, method: line, parameter: parameter,
      body: try rewrite(method.0.body[...], context), at: location)
  }

  /// The list the first subscript of `statements` reads (`pages` in
  /// `return pages[index + 1]`), found without recursion.
  static func firstSubscriptBase(in statements: [Statement]) -> Expression? {
    enum Item {
      case statement(Statement)
      case expression(Expression)
    }
    var work: [Item] = statements.reversed().map(Item.statement)
    while let item = work.popLast() {
      switch item {
      case .expression(let expression):
        switch expression {
        case .subscript(let base, _, _):
          return base
        case .member(let base, _, _), .unwrap(let base, _), .forceUnwrap(let base, _),
          .not(let base, _), .optionalBinding(_, let base, _):
          work.append(.expression(base))
        case .binary(_, let left, let right, _):
          work += [.expression(right), .expression(left)]
        case .ternary(let condition, let whenTrue, let whenFalse, _):
          work += [.expression(whenFalse), .expression(whenTrue), .expression(condition)]
        case .call(let callee, let arguments, _):
          work += arguments.reversed().map { .expression($0.value) }
          work.append(.expression(callee))
        case .array(let elements, _):
          work += elements.reversed().map(Item.expression)
        case .name, .number, .string, .boolean, .none, .enumCase, .closure:
          break
        }
      case .statement(let statement):
        switch statement {
        case .returnStatement(let value?, _), .declaration(_, let value, _),
          .variable(_, _, let value, _), .discard(let value, _):
          work.append(.expression(value))
        case .guardStatement(let condition, let otherwise, _):
          work += otherwise.reversed().map(Item.statement)
          work.append(.expression(condition))
        case .conditional(let branches, let otherwise, _):
          work += (otherwise ?? []).reversed().map(Item.statement)
          for branch in branches.reversed() {
            work += branch.body.reversed().map(Item.statement)
            work.append(.expression(branch.condition))
          }
        case .bound(_, let value, let body):
          work += body.reversed().map(Item.statement)
          work.append(.expression(value))
        case .returnStatement(nil, _), .handler, .assignment, .call, .loop, .whileLoop:
          break
        }
      }
    }
    return nil
  }
}
