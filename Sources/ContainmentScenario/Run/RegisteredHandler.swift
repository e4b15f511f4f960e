/// A handler as a run keeps it once its `on` statement ran: the body, and,
/// from the first time the callback comes, the body's plain statements
/// lowered once rather than at every callback (scenario language §5).
///
/// A statement is kept lowered when nothing a callback or a later statement
/// changes can change what it lowers to: it is plain (``Statement/isPlain``)
/// and names no variable, no plain view and not the name the callback binds
/// (`animated`, `parent`). The names it reads stand for the same objects until the run
/// ends: constants cannot be declared again, and the body names only what
/// was declared before the handler (the check said so). Any other statement
/// is lowered each time the handler runs, against the world as it is then.
///
/// Lowered when the handler first runs, not when it is registered: an `on`
/// run many times (in a loop) then costs what storing it costs, and
/// lowering the body costs no more than running it once.
struct RegisteredHandler {
  let body: HandlerBody
  /// For each statement of the body, its action, or `nil` when it is
  /// lowered each time the handler runs (also when lowering it failed: the
  /// failure is then reported when the statement runs, as before); empty
  /// until the handler first runs.
  private(set) var lowered: [Action?] = []
  /// Whether ``lowered`` was made.
  private(set) var isPrepared = false

  /// `body`, as its `on` statement registers it.
  init(_ body: HandlerBody) {
    self.body = body
  }

  /// Lowers the body's plain statements of constants with the names in
  /// `scope`, once.
  mutating func prepare(in scope: Scope) {
    guard !isPrepared else { return }
    isPrepared = true
    // Variables and plain views, whose objects the run decides, and the
    // bound name, which is not in scope: a statement naming it is not even
    // tried. Built without copying the scope's names, so that preparing
    // costs what the body costs, whatever the number of names.
    let excluded = ExcludedNames(scope.namesEachRunDecides, bound: body.parameter?.name)
    lowered = body.statements.map { statement in
      guard statement.isPlain(namingNone: excluded) else { return nil }
      var lowering = Lowering(checking: scope, locals: body.captured)
      return try? lowering.action(for: statement)
    }
  }
}
