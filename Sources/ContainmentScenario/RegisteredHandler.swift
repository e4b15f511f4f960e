/// A handler as a run keeps it once its `on` statement ran: the body, and
/// the body's plain statements lowered then, once, rather than each time the
/// callback comes (scenario language §5).
///
/// A statement is kept lowered when nothing a callback or a later statement
/// changes can change what it lowers to: it is plain (``Statement/isPlain``)
/// and names no variable and not the name the callback binds (`animated`,
/// `parent`). The names it reads stand for the same objects until the run
/// ends: constants cannot be declared again, and the body names only what
/// was declared before the handler (the check said so). Any other statement
/// is lowered each time the handler runs, against the world as it is then.
struct RegisteredHandler {
  let body: HandlerBody
  /// For each statement of the body, its action, or `nil` when it is
  /// lowered each time the handler runs (also when lowering it now fails:
  /// the failure is then reported when the handler runs, as before).
  let lowered: [Action?]

  /// `body`, registered with the names in `scope`.
  init(_ body: HandlerBody, in scope: Scope) {
    self.body = body
    var excluded = Set(scope.variables.keys)
    // The bound name is not in scope now, so lowering a statement that
    // names it would fail anyway; excluded, it is not even tried.
    if let parameter = body.parameter { excluded.insert(parameter.name) }
    lowered = body.statements.map { statement in
      guard statement.isPlain(namingNone: excluded) else { return nil }
      var lowering = Lowering(checking: scope, locals: body.captured)
      return try? lowering.action(for: statement)
    }
  }
}
