import Containment

/// What a pasted class's code does that the model skips (scenario language
/// §6): the note it gets, and the stop that replaces a skipped statement or
/// block whose calls reach UIKit's containment (audit rule A27).
extension SwiftExpansion {
  /// Where the text of `expression` starts: the first of its parts'
  /// places.
  private static func start(of expression: Expression) -> SourceLocation {
    expression.subexpressions.map(\.location).min() ?? expression.location
  }

  /// The labels of the arguments that say when a closure runs.
  private static let timingLabels: Set<String> = ["withDuration", "duration", "delay", "deadline"]

  /// The stop that stands for a call whose timing argument reads what the
  /// model skips, when its closures call what the model follows.
  ///
  /// `UIView.animate(withDuration: style.duration) { … } completion: { …
  /// child.didMove(toParent: self) }`: skipping it would drop those calls
  /// unseen, and the trace and the audit would then speak of code that did
  /// not run (scenario language §6). `nil` for a call whose callee itself is
  /// skipped (`CATransaction.setCompletionBlock { … }`), whose object is
  /// (`present(alert, animated: true) { … }`), or whose closures call
  /// nothing the model follows.
  func stopForUnreadArgument(
    of statement: Statement, _ construct: String, at location: SourceLocation
  ) -> Statement? {
    guard case .call(.call(_, let arguments, _), _, let statementAt) = statement,
      // The argument written last before what was skipped, by where its
      // text starts (a member is placed at its dot, a closure written after
      // the parentheses at the call).
      let read = arguments.map({ ($0, Self.start(of: $0.value)) })
        .filter({ $0.1 <= location }).max(by: { $0.1 < $1.1 })?.0,
      let label = read.label, Self.timingLabels.contains(label),
      skippedNote(construct, of: statement) != construct
    else { return nil }
    let message =
      "the \(label == "withDuration" ? "duration" : label) of this call reads what the model "
      + "does not model (\(construct)), and "
      + "its closure calls UIKit's containment or the file's methods, which wait for it: the "
      + "run stops here rather than go on without them; keep the duration in a property of "
      + "the container (a number of seconds) and pass that"
    return Self.stop(message, at: location, statementAt: statementAt)
  }

  /// The containment calls whose receiver or argument, skipped, would drop
  /// callbacks unseen (rules 1.1–1.3, 2.4, 3.1, 5.1).
  private static let containmentMethods: Set<String> = [
    "addChild", "removeFromParent", "willMove", "didMove", "beginAppearanceTransition",
    "endAppearanceTransition", "transition", "pushViewController", "setViewControllers",
    "addChildViewController", "removeFromParentViewController",
  ]

  /// The calls that put a view into another.
  private static let viewAddingMethods: Set<String> = [
    "addSubview", "insertSubview", "addArrangedSubview",
  ]

  /// Whether `value` is a controller's view as written: `child.view`,
  /// `self.child.view!`.
  private static func readsAControllersView(_ value: Expression) -> Bool {
    var current = value
    while case .forceUnwrap(let base, _) = current { current = base }
    if case .member(_, "view", _) = current { return true }
    return false
  }

  /// The stop that stands for a containment call that reads what the model
  /// skips.
  ///
  /// `addChild(vc)`, `child?.willMove(toParent: nil)` or
  /// `pushViewController(vc, …)` with `vc` read from what is skipped
  /// (`let vc = cell.contentViewController`): skipping it would drop the
  /// callbacks UIKit sends for it, unseen. So does a controller's view put
  /// into a view the model does not keep (`cell.contentView.addSubview(child.view)`)
  /// or given to a method of a view class of the file
  /// (`card.set(content: child.view)`), whose code is not modelled: whether
  /// it appears is unknown; and a storyboard's `performSegue`, whose
  /// transition the storyboard says. `nil` for any other call.
  func stopForUnreadContainmentCall(
    of statement: Statement, _ construct: String, at location: SourceLocation,
    _ context: Context
  ) -> Statement? {
    guard case .call(.call(let callee, let arguments, _), _, let statementAt) = statement else {
      return nil
    }
    let name: String
    switch callee.unwrapped {
    case .name(let written, _), .member(_, let written, _): name = written
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    // `UIView.transition(with: label, …)` is a view's animation, not a
    // controller's transition.
    if case .member(.name("UIView", _), _, _) = callee { return nil }
    if case .member(let receiver, _, _) = callee,
      let viewClass = fileViewClass(of: receiver, context),
      viewClassDeclares(name, in: viewClass),
      arguments.contains(where: { Self.readsAControllersView($0.value) })
    {
      // `card.set(content: child.view)`: the view class's code, which is
      // not modelled, may put the child's view into the window.
      return Self.stop(
        "this call gives a controller's view to the code of '\(viewClass)', a view class of "
          + "the file, which is not modelled: the run stops here rather than go on without the "
          + "appearance callbacks that may follow; put the view in with 'addSubview' in the "
          + "container, into a view it keeps in a property (a UIView)", at: location,
        statementAt: statementAt)
    }
    if Self.viewAddingMethods.contains(name),
      arguments.contains(where: { Self.readsAControllersView($0.value) })
    {
      // `cell.contentView.addSubview(child.view)`: the child's view goes
      // into a view the model does not keep, so whether it appears is
      // unknown (rules 2.2, 2.3).
      return Self.stop(
        "this call of '\(name)' puts a controller's view into a view the model does not model "
          + "(\(construct)): the run stops here rather than go on without the appearance "
          + "callbacks that may follow; keep the view that holds it in a property of the "
          + "container (a UIView)", at: location, statementAt: statementAt)
    }
    if name == "performSegue" {
      // A storyboard's segue pushes, presents or embeds: which, and what,
      // is written in the storyboard, which the model does not read.
      return Self.stop(
        "'performSegue' performs a segue of the storyboard, whose kind and destination the "
          + "model does not read: the run stops here rather than go on without the transition "
          + "it makes (a push, a presentation or an embedding); write that transition in Swift "
          + "('navigationController?.pushViewController(…)', 'present(…)')", at: location,
        statementAt: statementAt)
    }
    if case .member = callee.unwrapped,
      let method = classes.values.lazy.filter({ self.isPlainClass($0.name) })
        .compactMap({ $0.method(name, labels: arguments.map(\.label)) }).first,
      reachesContainment(method.body)
    {
      // `steps.first?.run()` on a list of a plain class's objects: the
      // method calls UIKit's containment, and dropping it would drop its
      // callbacks unseen.
      return Self.stop(
        "this call of '\(name)', a method of the file that calls UIKit's containment, is made "
          + "on what the model does not model (\(construct)): the run stops here rather than go "
          + "on without the callbacks it sends; keep the object in a property or a local",
        at: location, statementAt: statementAt)
    }
    guard Self.containmentMethods.contains(name) else { return nil }
    return Self.stop(
      "this call of '\(name)' reads what the model does not model (\(construct)): the run "
        + "stops here rather than go on without the callbacks it sends; keep the controller in "
        + "a property of the container, or pass it as an argument", at: location,
      statementAt: statementAt)
  }

  /// Skips `NotificationCenter.default.addObserver(…)`, saying why its
  /// code never runs: the model posts no notification, the app's
  /// lifecycle's included (`app.enterBackground()` tells the app's or the
  /// scene's delegate, rule 6.4); nothing for any other callee.
  static func skipNotificationObserver(_ callee: Expression) throws(Failure) {
    guard case .member(let center, "addObserver", let location) = callee,
      case .member(.name("NotificationCenter", _), "default", _) = center
    else { return }
    throw .skipped(
      "notifications are not posted by the model, the app's lifecycle's included "
        + "('app.enterBackground()' tells the app's or the scene's delegate, not observers): "
        + "the observer's code does not run", location)
  }

  /// The stop that stands for a loop over what the model skips whose body
  /// reaches a containment call.
  ///
  /// `for item in items { addChild(item.page) }` or `items.forEach { … }`,
  /// `items` of a type the model lacks: skipping it would drop those calls,
  /// as many as the list is long, unseen. A body that fills a list of
  /// controllers the expansion follows (`for model in models {
  /// pages.append(model.makePage()) }`) stops too: the pages the container
  /// adds later would be missing. `nil` for any other statement, or a loop
  /// whose body only does what else the model follows (`for label in labels
  /// { view.addSubview(label) }`).
  func stopForUnreadLoop(
    of statement: Statement, _ construct: String, at location: SourceLocation,
    _ context: Context
  ) -> Statement? {
    let body: [Statement]
    let statementAt: SourceLocation
    switch statement {
    case .loop(_, _, _, let loopBody, let loopAt):
      (body, statementAt) = (loopBody, loopAt)
    case .call(.call(.member(_, "forEach", _), let arguments, _), let trailing, let callAt):
      var closures = trailing.map { [$0] } ?? []
      for argument in arguments {
        if case .closure(let inner, _) = argument.value { closures.append(inner) }
      }
      (body, statementAt) = (closures.flatMap { $0 }, callAt)
    case .declaration, .variable, .call, .assignment, .discard, .handler, .bound, .conditional,
      .guardStatement, .returnStatement, .whileLoop:
      return nil
    }
    let what: String
    if anyCall(in: body, followingMethods: true, { Self.containmentMethods.contains($0) }) {
      what = "calls UIKit's containment"
    } else if changesFollowedList(body, context) {
      what = "fills a list of controllers"
    } else {
      return nil
    }
    return Self.stop(
      "this loop runs over what the model does not model (\(construct)), and its body \(what): "
        + "the run stops here rather than go on without those calls; keep the controllers in a "
        + "list property of the container ([UIViewController])",
      at: location, statementAt: statementAt)
  }

  /// Whether `statements`, or the blocks inside them, change a list of
  /// controllers the expansion follows in place (`pages.append(page)`,
  /// `insert(_:at:)`, `append(contentsOf:)`): a property's, a method's
  /// local list, or the list a `map` makes.
  private func changesFollowedList(_ statements: [Statement], _ context: Context) -> Bool {
    var walk = StatementWalk(statements)
    while let statement = walk.next() {
      guard case .call(.call(.member(let base, let name, _), _, _), _, _) = statement,
        name == "append" || name == "insert"
      else { continue }
      if case .name(Self.mappedList, _) = base { return true }
      if case .name(let local, _) = base, case .name(let variable, _)? = context.locals[local],
        listVariables.contains(variable)
      {
        return true
      }
      if let variable = propertyHolder(of: base, context), listVariables.contains(variable) {
        return true
      }
    }
    return false
  }

  /// The statement that stops the run at `statementAt` with `message`
  /// (exit 1; A27 in the audit), pointing at `location`.
  static func stop(
    _ message: String, at location: SourceLocation, statementAt: SourceLocation
  ) -> Statement {
    .call(
      .call(
        .name(Lowering.unmodelledValue, location),
        [Argument(label: nil, value: .string(message, location))], location),
      trailingBlock: nil, at: statementAt)
  }

  /// The stop that stands for a skipped call that hands UIKit a block UIKit
  /// will run for certain, when the block calls what the model follows.
  ///
  /// `CATransaction.setCompletionBlock { child.didMove(toParent: self) }`,
  /// `animator?.addCompletion { … }` on an animator the model does not keep,
  /// `Timer.scheduledTimer(…) { … }`: UIKit runs the block once the
  /// animations end or the time comes, so skipping it would drop a
  /// `didMove` or an `endAppearanceTransition` that does run, and the audit
  /// would blame correct code for its absence (scenario language §6). Blocks
  /// that run only on a user's or the system's event the model does not
  /// send (an alert's action, a gesture's target, a notification) are
  /// skipped with a note, as that event never comes in the scenario.
  func stopForDroppedBlock(
    of statement: Statement, _ construct: String, at location: SourceLocation
  ) -> Statement? {
    guard
      case .call(
        .call(.member(let base, let method, _), let arguments, _), let trailing,
        let statementAt) = statement
    else { return nil }
    let runs: String
    let advice: String
    switch method {
    case "setCompletionBlock" where base.path == ["CATransaction"]:
      runs = "when the transaction's animations end"
      advice =
        "for a navigation change, run the block in its transition coordinator's completion "
        + "('navigationController?.transitionCoordinator?.animate(alongsideTransition: nil) { "
        + "_ in … }')"
    case "scheduledTimer" where base.path == ["Timer"]:
      runs = "when the timer fires"
      advice = "write the wait as 'DispatchQueue.main.asyncAfter(deadline: .now() + seconds)'"
    case "animate" where arguments.contains(where: { $0.label == "alongsideTransition" }):
      // A coordinator the model does not keep: a rotation's, given to
      // `viewWillTransition(to:with:)` (rule 6.2, doc).
      runs = "when the transition it coordinates ends"
      advice =
        "for a rotation, run the code in 'DispatchQueue.main.asyncAfter(deadline: .now() + "
        + "duration)' with the rotation's duration"
    case "addCompletion", "addAnimations":
      runs = method == "addCompletion" ? "when the animator ends" : "when the animator starts"
      advice =
        "make the animator in the method that starts it ('let animator = "
        + "UIViewPropertyAnimator(…)', then 'animator.startAnimation()')"
    default:
      return nil
    }
    var blocks = trailing ?? []
    for argument in arguments where method != "animate" || argument.label == "completion" {
      // A coordinator's animations block runs with the transition's
      // animations, which the model does not draw: only its completion
      // would run later.
      if case .closure(let statements, _) = argument.value { blocks += statements }
    }
    // A rotation's completion that only lays out (`view.setNeedsLayout()`)
    // changes no callback but a layout one: it is skipped with its note.
    guard method == "animate" ? reachesContainment(blocks) : reachesTheModel(blocks) else {
      return nil
    }
    return Self.stop(
      "UIKit runs this block \(runs), and it calls UIKit's containment or the file's methods, "
        + "but the model does not follow this call (\(construct)): the run stops here rather "
        + "than go on without them; \(advice)", at: location, statementAt: statementAt)
  }

  /// The stop that stands for `DispatchWorkItem { … }` whose block calls
  /// UIKit's containment or the file's methods, or `nil`.
  ///
  /// The queue runs the block when the item is performed
  /// (`DispatchQueue.main.asyncAfter(deadline:execute:)`), and not once it
  /// is cancelled: the model keeps no item, so skipping it would drop a
  /// `didMove` or a removal that does run, unseen (scenario language §6).
  func stopForWorkItem(_ value: Expression, at location: SourceLocation) -> Statement? {
    guard case .call(.name("DispatchWorkItem", _), let arguments, let callAt) = value else {
      return nil
    }
    var blocks: [Statement] = []
    for argument in arguments {
      if case .closure(let statements, _) = argument.value { blocks += statements }
    }
    guard reachesTheModel(blocks) else { return nil }
    return Self.stop(
      "the main queue runs this block when the item is performed, and it calls UIKit's "
        + "containment or the file's methods, but the model does not follow "
        + "'DispatchWorkItem': the run stops here rather than go on without them; write the "
        + "wait as 'DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }', and keep "
        + "whether it was cancelled in a property of the container", at: callAt,
      statementAt: location)
  }

  /// The note for a skipped statement: the construct, and, when the call
  /// skipped is given code that calls UIKit's containment or the file's
  /// methods in a closure (`CATransaction.setCompletionBlock { …
  /// setViewControllers(…) }`), that this code does not run either, so that
  /// it is not lost unseen.
  func skippedNote(_ construct: String, of statement: Statement) -> String {
    guard case .call(.call(_, let arguments, _), let trailing, _) = statement else {
      return construct
    }
    var blocks = trailing.map { [$0] } ?? []
    // The closures given to the call, and to the calls in its arguments
    // (`alert.addAction(UIAlertAction(…) { _ in … })`).
    var values = arguments.map(\.value)
    while let value = values.popLast() {
      if case .closure(let statements, _) = value { blocks.append(statements) }
      if case .call(_, let inner, _) = value { values += inner.map(\.value) }
    }
    guard callsTheModel(blocks.flatMap { $0 }) else { return construct }
    return construct + "; the code in its closure does not run"
  }

  /// Whether `statements` call a method the language knows or a method of
  /// the file's classes.
  ///
  /// Blocks inside them count too.
  private func callsTheModel(_ statements: [Statement]) -> Bool {
    anyCall(in: statements, followingMethods: false) { name in
      ScenarioMethod(rawValue: name) != nil || Self.isMemberOfSelf(name)
        || classes.values.contains(where: { $0.methods.contains { $0.name == name } })
    }
  }

  /// Whether `statements` call one of the language's methods (`addChild`,
  /// `didMove`, `addSubview`, `present`, …), themselves or through the
  /// methods and functions of the file they call.
  ///
  /// Narrower than ``callsTheModel(_:)``: a block that calls a method of the
  /// file that only changes what the model skips (a label's text, a
  /// delegate's callback) reaches nothing.
  func reachesTheModel(_ statements: [Statement]) -> Bool {
    anyCall(in: statements, followingMethods: true, Self.isLanguageMethod)
  }

  /// Whether `name` is one of the language's methods, in its modern or its
  /// Swift 3 and 4 spelling.
  private static func isLanguageMethod(_ name: String) -> Bool {
    ScenarioMethod(rawValue: name) != nil || name == "addChildViewController"
      || name == "removeFromParentViewController"
  }

  /// Like ``reachesTheModel(_:)``, leaving out the layout calls
  /// (`setNeedsLayout()`, `layoutIfNeeded()`).
  func reachesContainment(_ statements: [Statement]) -> Bool {
    anyCall(in: statements, followingMethods: true) { name in
      Self.isLanguageMethod(name) && name != "setNeedsLayout" && name != "layoutIfNeeded"
    }
  }

  /// Whether a call in `statements`, or in the blocks inside them, names a
  /// method `accepts` accepts; `followingMethods` walks the bodies of the
  /// file's methods and functions they call too, each name once.
  ///
  /// A walk with a stack of its own: no recursion over how deep the code
  /// nests or how its methods call each other.
  private func anyCall(
    in statements: [Statement], followingMethods: Bool, _ accepts: (String) -> Bool
  ) -> Bool {
    var walk = StatementWalk(statements)
    var visited: Set<String> = []
    while let statement = walk.next() {
      guard case .call(.call(let callee, _, _), _, _) = statement else { continue }
      let name: String
      switch callee {
      case .member(_, let member, _): name = member
      case .name(let called, _): name = called
      case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
        .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        // A call of no method by name.
        continue
      }
      if accepts(name) { return true }
      guard followingMethods, visited.insert(name).inserted else { continue }
      for declaration in classes.values {
        for method in declaration.methods where method.name == name { walk.add(method.body) }
      }
      for function in declarations.functions where function.name == name {
        walk.add(function.body)
      }
    }
    return false
  }
}
