import Containment

/// The name a handler binds its callback's argument to: `animated` in
/// `on p.viewWillAppear { animated in … }` (scenario language §5).
///
/// Appearance callbacks bind their `animated` Boolean, `willMove` and
/// `didMove` their parent (an optional controller), as the overrides a
/// container writes receive them; the other callbacks bind nothing. The name
/// is declared for the block only, and `{ _ in … }` binds none.
struct HandlerParameter: Hashable, Sendable {
  /// The bound name.
  let name: String
  /// Where the name is written, for the diagnostics about it.
  let location: SourceLocation
}

extension Callback.Name {
  /// A value of the kind a handler for this callback binds, `nil` when the
  /// callback passes nothing a scenario can use: the body is checked with it
  /// before anything runs, so every use of the name is checked against its
  /// kind, not its value.
  var placeholderArgument: Symbol? {
    switch self {
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear:
      // Any Boolean checks the same uses.
      .boolean(false)
    case .willMove, .didMove:
      // nil: the body must treat the parent as optional, as Swift makes it.
      .optionalController(nil)
    case .loadView, .viewDidLoad, .willRotate, .willAnimateRotation, .didRotate,
      .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      // Binds nothing.
      nil
    }
  }
}

extension Callback.Method {
  /// The value a handler's parameter is bound to when this callback is
  /// delivered: what the override receives.
  var boundArgument: Symbol? {
    switch self {
    case .viewWillAppear(let animated), .viewIsAppearing(let animated),
      .viewDidAppear(let animated), .viewWillDisappear(let animated),
      .viewDidDisappear(let animated):
      // The `animated` the callback carries.
      .boolean(animated)
    case .willMove(let parent), .didMove(let parent):
      // The parent, nil when leaving one.
      .optionalController(parent)
    case .loadView, .viewDidLoad, .willRotate, .willAnimateRotation, .didRotate,
      .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
      .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      // Binds nothing (see `Callback.Name.boundArgumentKind`).
      nil
    }
  }
}

/// A handler as declared: the name it binds, if any, its statements, and
/// the names bound where it was declared (a handler declared in a loop sees
/// that loop's element).
struct HandlerBody: Hashable, Sendable {
  /// `animated` in `{ animated in … }`; `nil` for `{ … }` and `{ _ in … }`.
  let parameter: HandlerParameter?
  /// The block's statements; those that read state are lowered each time
  /// the handler runs (``RegisteredHandler``).
  let statements: [Statement]
  /// The names bound where the handler was declared, as they were then.
  var captured: [Binding] = []

  /// The binding of the parameter to `value`: a delivered callback's
  /// argument when the handler runs, a placeholder of its kind when the
  /// body is checked; `nil` when nothing is bound.
  func binding(_ value: Symbol?) -> Binding? {
    guard let parameter, let value else { return nil }
    return Binding(name: parameter.name, value: value)
  }

  /// The names bound for the body when the callback passes `value`.
  func locals(binding value: Symbol?) -> [Binding] {
    guard let binding = binding(value) else { return captured }
    return captured + [binding]
  }
}
