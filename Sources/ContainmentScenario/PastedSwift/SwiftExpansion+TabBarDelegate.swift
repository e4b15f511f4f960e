/// A pasted tab bar controller that is its own delegate (`delegate = self`
/// with `tabBarController(_:shouldSelect:)` or
/// `tabBarController(_:didSelect:)` declared): a user's tap asks the first
/// and tells the second, as UIKit does (rule 5.2; scenario language §6).
///
/// UIKit consults `shouldSelect` on every tap, and a tap it refuses selects
/// nothing (grade inf: UIKit's documentation of the delegate, and an open
/// reimplementation's tab bar that consults it); it tells `didSelect` after
/// the switch (grade inf, from a reverse-engineered listing of
/// `_setSelectedViewController:`). Setting `selectedIndex` in code asks
/// neither. The model has no delegate object: a class that assigns
/// `delegate = self` anywhere in its code is taken as its own delegate from
/// the start.
extension SwiftExpansion {
  /// `tabs.tapTab(at: i)` on an instance of a tab bar controller class of
  /// the file that is its own delegate: `if tabs.tabBarController(tabs,
  /// shouldSelect: tabs.viewControllers[i]) { tap; tabs.tabBarController(tabs,
  /// didSelect: tabs.viewControllers[i]) }`, each part only when the class
  /// declares that method; `nil` for any other call.
  mutating func tapAskingTheDelegate(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    guard !context.tapsTheTabDirectly,
      case .member(let base, "tapTab", _) = call.callee,
      let instance = instanceName(base, context),
      let className = instances[instance]?.className,
      isOwnTabBarDelegate(className),
      call.arguments.count == 1, call.arguments[0].label == "at"
    else { return nil }
    let at = call.location
    let tapped = Expression.subscript(
      .member(base, "viewControllers", at), call.arguments[0].value, at)
    func delegateCall(_ label: String) -> Expression {
      .call(
        .member(base, "tabBarController", at),
        [Argument(label: nil, value: base), Argument(label: label, value: tapped)], at)
    }
    var body: [Statement] = [
      .call(.call(call.callee, call.arguments, call.callAt), trailingBlock: nil, at: at)
    ]
    if delegateMethod("didSelect", of: className) != nil {
      body.append(.call(delegateCall("didSelect"), trailingBlock: nil, at: at))
    }
    var inner = context
    inner.tapsTheTabDirectly = true
    let tap = try rewrite(body[...], inner)
    guard delegateMethod("shouldSelect", of: className) != nil else { return tap }
    let asking = delegateCall("shouldSelect")
    // A method that does work runs first, its answer kept, as Swift
    // evaluates a condition's call; one that only returns a value is read
    // in place. The tap happens only if it answers true.
    let asked: (statements: [Statement], value: Expression)
    if let called = try callForResult(asking, inner, at: at) {
      asked = called
    } else {
      asked = ([], try resolve(asking, inner))
    }
    return asked.statements + [
      .conditional([ConditionalBranch(condition: asked.value, body: tap)], otherwise: nil, at: at)
    ]
  }

  /// Whether `className` is a tab bar controller class that declares a
  /// delegate method of a tab bar controller and sets itself as its
  /// delegate somewhere in its code (`delegate = self`).
  func isOwnTabBarDelegate(_ className: String) -> Bool {
    guard
      (try? uikitRoot(of: className, at: SourceLocation(line: 1, column: 1))) == .tabBarController,
      delegateMethod("shouldSelect", of: className) != nil
        || delegateMethod("didSelect", of: className) != nil
    else { return false }
    return setsItself(as: "delegate", in: className)
  }

  /// The class's `tabBarController(_:shouldSelect:)` or
  /// `tabBarController(_:didSelect:)`, by the second label.
  private func delegateMethod(_ label: String, of className: String) -> FunctionDeclaration? {
    chain(of: className).flatMap(\.methods).first {
      $0.name == "tabBarController" && $0.parameters.count == 2
        && $0.parameters[1].label == label
    }
  }
}
