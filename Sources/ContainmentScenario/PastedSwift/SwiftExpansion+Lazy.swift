/// `lazy` properties made by a closure that does more than make the object
/// (`lazy var menu: UIViewController = { let c = …; c.view.backgroundColor = …;
/// return c }()`): Swift runs the closure where the property is first read,
/// and what it does there (a view loaded) belongs at that point of the
/// trace (scenario language §6).
///
/// The object is made with the instance, which shows nothing; the rest of
/// the closure runs, once, before the first statement that reads the
/// property: each such statement is preceded by a test of a flag.
extension SwiftExpansion {
  /// The rest of a `lazy` property's closure, and the flag that says it ran.
  struct LazyInitialization {
    let flag: String
    /// The closure's local the object is bound to (`c`).
    let local: String
    let statements: [Statement]
    let instance: String
    let className: String?
    /// Other names the statements read, and what each stands for.
    let locals: [String: Expression]
  }

  /// The `lazy` initializations `statement` needs before it runs: for each
  /// property it reads at its own level (its conditions, values and
  /// arguments, not its blocks, which are expanded on their own), the
  /// closure's rest, run if it has not run yet.
  mutating func lazyInitializations(for statement: Statement, _ context: Context)
    throws(Failure) -> [Statement]
  {
    guard !lazyInitializations.isEmpty else { return [] }
    var out: [Statement] = []
    var seen: Set<String> = []
    for expression in statement.ownExpressions {
      for variable in propertiesRead(by: expression, context) where seen.insert(variable).inserted {
        guard let lazy = lazyInitializations[variable] else { continue }
        let location = statement.location
        var inner = try deeper(context, at: location)
        inner.instance = lazy.instance
        inner.className = lazy.className
        inner.locals = lazy.locals.merging([lazy.local: .name(variable, location)]) { $1 }
        inner.skippedLocals = [:]
        inner.resultVariable = nil
        inner.returnFlag = nil
        inner.breakFlag = nil
        inner.isLoopBody = false
        let flag = Expression.name(lazy.flag, location)
        let body =
          [Statement.assignment(target: flag, value: .boolean(true, location), at: location)]
          + (try rewrite(lazy.statements[...], inner))
        out.append(
          .conditional(
            [ConditionalBranch(condition: .not(flag, location), body: body)], otherwise: nil,
            at: location))
      }
    }
    return out
  }

  /// The variables of the instances' properties that `expression` reads
  /// (`menu`, `self.menu`, `drawer.menu`, and through a computed property,
  /// `var active: Router { router }`, what its getter reads), found without
  /// recursion and not inside closures.
  private func propertiesRead(by expression: Expression, _ context: Context) -> [String] {
    var found: [String] = []
    var pending = [(expression, context)]
    var getters = 0
    while let (next, context) = pending.popLast() {
      for part in next.subexpressions {
        let read: (owner: String, property: String)?
        switch part {
        case .name(let name, _):
          read =
            context.locals[name] == nil ? context.instance.map { ($0, name) } : nil
        case .member(let base, let member, _):
          read = instanceName(base, context).map { ($0, member) }
        case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
          .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
          read = nil
        }
        guard let read else { continue }
        switch instances[read.owner]?.properties[read.property] {
        case .name(let variable)?:
          found.append(variable)
        case .computed(let getter)? where getters < Self.maximumDepth:
          // Swift runs the getter, which reads what it reads.
          getters += 1
          var inner = context
          inner.instance = read.owner
          inner.className = instances[read.owner]?.className
          inner.locals = [:]
          pending.append((getter, inner))
        case .computed?, .literal?, .computedBody?, .closure?, .animator?, .settings?, .skipped?,
          nil:
          break
        }
      }
    }
    return found
  }
}
