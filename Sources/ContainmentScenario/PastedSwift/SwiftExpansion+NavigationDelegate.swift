/// A pasted navigation controller that is its own delegate (`delegate =
/// self` with `navigationController(_:willShow:animated:)` or
/// `navigationController(_:didShow:animated:)` declared): a push, a pop or a
/// `setViewControllers` its code or the driver asks for tells the first
/// after the change is asked for and the second once its transition has
/// ended (rule 5.1; scenario language §6).
///
/// UIKit tells `didShow` at the end of the transition, after the appearance
/// callbacks and the `didMove` it ends with (grade dec: the end phase of a
/// navigation transition in the decompiled listing tells the delegate last);
/// the model runs the method as the transition coordinator's completion
/// (`if let c = nav.transitionCoordinator { c.animate(alongsideTransition:
/// nil) { _ in … } } else { … }`), which comes right after that end; without
/// a coordinator (a change without animation, or any in `ios5`, rule 5.5) as
/// a main-queue block, at the end of the turn, after the layout pass that
/// applies the change (rule 4.5; in `ios5` an animated change ends later). UIKit tells `willShow` at the transition's
/// start, after the incoming controller's `viewWillAppear`; the model runs
/// it right after the request, which in `ios7` and `ios17` is before that
/// start (grade inf: no trace line shows the delegate, and the methods that
/// do containment work there are rare). The first appearance of the
/// navigation controller, a user's interactive pop, and a change the
/// delegate's own methods ask for (a stack trimmed in `didShow`) tell
/// neither: the methods are read where the change is written, and one that
/// asks for a change would be read inside itself without end. The
/// model has no delegate object: a class that assigns `delegate = self`
/// anywhere in its code is taken as its own delegate from the start.
extension SwiftExpansion {
  /// The calls that change a navigation controller's stack.
  static let navigationChanges: Set<String> = [
    "pushViewController", "popViewController", "popToRootViewController", "popToViewController",
    "setViewControllers",
  ]

  /// `nav.pushViewController(vc, animated: true)` on an instance of a
  /// navigation controller class of the file that is its own delegate and
  /// does not override the call: the call, then the delegate's methods;
  /// `nil` for any other call.
  mutating func changeTellingTheDelegate(_ call: WrittenCall, _ context: Context)
    throws(Failure) -> [Statement]?
  {
    let base: Expression
    let method: String
    switch call.callee {
    case .member(let receiver, let name, _):
      (base, method) = (receiver, name)
    case .name(let name, let nameAt) where context.locals[name] == nil && context.instance != nil:
      // `popViewController(animated: true)` in the class's code: `self`'s.
      (base, method) = (.name("self", nameAt), name)
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    guard !context.changesTheStackDirectly,
      Self.navigationChanges.contains(method),
      let instance = instanceName(base, context),
      let className = instances[instance]?.className,
      isOwnNavigationDelegate(className),
      self.method(method, labels: call.arguments.map(\.label), in: className) == nil
    else { return nil }
    var inner = context
    inner.changesTheStackDirectly = true
    let change = try rewrite(
      [
        .call(
          .call(call.callee, call.arguments, call.callAt), trailingBlock: call.trailing,
          at: call.location)
      ][...],
      inner)
    return change + (try tellingTheDelegate(on: base, call, inner))
  }

  /// The statements that tell the class's delegate methods of a change of
  /// `base`'s stack made by `call`: `willShow` at once, `didShow` when the
  /// transition ends, each with the new top and the call's `animated`.
  mutating func tellingTheDelegate(
    on base: Expression, _ call: WrittenCall, _ context: Context
  ) throws(Failure) -> [Statement] {
    guard let instance = instanceName(base, context),
      let className = instances[instance]?.className
    else { return [] }
    let at = call.location
    let animated =
      call.arguments.first(where: { $0.label == "animated" })?.value ?? .boolean(false, at)
    let top = Expression.forceUnwrap(.member(base, "topViewController", at), at)
    func tell(_ label: String) -> Statement {
      .call(
        .call(
          .member(base, "navigationController", at),
          [
            Argument(label: nil, value: base), Argument(label: label, value: top),
            Argument(label: "animated", value: animated),
          ], at), trailingBlock: nil, at: at)
    }
    var told: [Statement] = []
    if delegateMethod("willShow", of: className) != nil {
      told.append(tell("willShow"))
    }
    if delegateMethod("didShow", of: className) != nil {
      let coordinator = fresh("coordinator")
      told.append(
        .conditional(
          [
            ConditionalBranch(
              condition: .optionalBinding(
                coordinator, .member(base, "transitionCoordinator", at), at),
              body: [
                .call(
                  .call(
                    .member(.name(coordinator, at), "animate", at),
                    [
                      Argument(label: "alongsideTransition", value: .none(at)),
                      Argument(label: "completion", value: .closure([tell("didShow")], at)),
                    ], at), trailingBlock: nil, at: at)
              ])
          ],
          otherwise: [
            .call(
              .call(
                .member(.member(.name("DispatchQueue", at), "main", at), "async", at), [], at),
              trailingBlock: [tell("didShow")], at: at)
          ], at: at))
    }
    return try rewrite(told[...], context)
  }

  /// Whether `className` is a navigation controller class that declares a
  /// delegate method of a navigation controller and sets itself as its
  /// delegate somewhere in its code (`delegate = self`).
  func isOwnNavigationDelegate(_ className: String) -> Bool {
    guard
      (try? uikitRoot(of: className, at: SourceLocation(line: 1, column: 1)))
        == .navigationController,
      delegateMethod("willShow", of: className) != nil
        || delegateMethod("didShow", of: className) != nil
    else { return false }
    return setsItself(as: "delegate", in: className)
  }

  /// The class's `navigationController(_:willShow:animated:)` or
  /// `navigationController(_:didShow:animated:)`, by the second label.
  private func delegateMethod(_ label: String, of className: String) -> FunctionDeclaration? {
    chain(of: className).flatMap(\.methods).first {
      $0.name == "navigationController" && $0.parameters.count == 3
        && $0.parameters[1].label == label
    }
  }
}
