import Containment

/// The animations of a pasted class's code (scenario language §5, §6, rule
/// 4.6): `UIView.beginAnimations` blocks, property animators made and used
/// in one method, and the arguments of `UIView.animate` read as the
/// language's.
extension SwiftExpansion {
  /// `UIView.beginAnimations(_:context:)` … `UIView.commitAnimations()`:
  /// the animation block UIKit had before `UIView.animate` (rule 4.6).
  ///
  /// One `UIView.animate` whose animations are the statements between, of the
  /// duration and delay set between (`setAnimationDuration(_:)`, 0.2 s when
  /// none is set, as UIKit's documentation gives; `setAnimationDelay(_:)`),
  /// then the statements after the commit. The block's other
  /// `setAnimation…` calls (curve, delegate, selectors) are skipped.
  mutating func animationBlock(
    then rest: ArraySlice<Statement>, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var open = 1
    var commit: Int?
    for index in rest.indices {
      if Self.isUIViewCall(rest[index], "beginAnimations") { open += 1 }
      if Self.isUIViewCall(rest[index], "commitAnimations") { open -= 1 }
      if open == 0 {
        commit = index
        break
      }
    }
    guard let commit else {
      throw .diagnostic(
        Diagnostic(
          "'UIView.beginAnimations' is read up to its 'UIView.commitAnimations()' in the same "
            + "block, and none follows here: write the block with 'UIView.animate(withDuration:"
            + "animations:)'", at: location))
    }
    var duration = Expression.number(0.2, location)
    var delay = Expression.number(0, location)
    var animations: [Statement] = []
    for statement in rest[..<commit] {
      guard
        case .call(
          .call(.member(.name("UIView", _), let method, let methodAt), let arguments, _),
          nil, _) = statement, method.hasPrefix("setAnimation")
      else {
        animations.append(statement)
        continue
      }
      switch method {
      case "setAnimationDuration": duration = arguments.first?.value ?? duration
      case "setAnimationDelay": delay = arguments.first?.value ?? delay
      default: declarations.note("'UIView.\(method)' is not modelled", at: methodAt)
      }
    }
    let animate = Statement.call(
      .call(
        .member(.name("UIView", location), "animate", location),
        [
          Argument(label: "withDuration", value: duration),
          Argument(label: "delay", value: delay),
          Argument(label: "animations", value: .closure(animations, location)),
        ], location), trailingBlock: nil, at: location)
    return try rewrite([animate][...] + rest[(commit + 1)...], context)
  }

  /// The duration of a SwiftUI animation given to `UIView.animate(_:changes:)`
  /// (iOS 18): its `duration:` argument, or SwiftUI's default for its kind
  /// (0.5 s for the springs, 0.35 s for the curves); `nil` for any other
  /// expression.
  static func swiftUIAnimationDuration(_ value: Expression) -> Double? {
    let kind: String
    var arguments: [Argument] = []
    switch value {
    case .enumCase(let name, _): kind = name
    case .call(.enumCase(let name, _), let given, _):
      kind = name
      arguments = given
    case .name, .member, .number, .string, .boolean, .none, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
    let defaults = [
      "spring": 0.5, "smooth": 0.5, "snappy": 0.5, "bouncy": 0.5, "interactiveSpring": 0.15,
      "easeInOut": 0.35, "easeIn": 0.35, "easeOut": 0.35, "linear": 0.35, "default": 0.35,
    ]
    guard let standard = defaults[kind] else { return nil }
    if let given = arguments.first(where: { $0.label == "duration" }) {
      guard case .number(let seconds, _) = given.value else { return nil }
      return seconds
    }
    return standard
  }

  /// Whether `statement` is `UIView.method(…)`.
  private static func isUIViewCall(_ statement: Statement, _ method: String) -> Bool {
    guard case .call(.call(.member(.name("UIView", _), let called, _), _, _), nil, _) = statement
    else { return false }
    return called == method
  }

  /// `let animator = UIViewPropertyAnimator(duration:…)`: kept until
  /// `startAnimation()`, a view animation of its duration.
  ///
  /// An animator the method neither starts nor gives to a property of the
  /// class that keeps animators (it hands it on), whose blocks call what
  /// the model follows, stops the run where it is made: UIKit runs those
  /// blocks once it is started elsewhere, which the model does not follow,
  /// and going on without them would blame correct code for what they do.
  func keepAnimator(
    _ name: String, _ arguments: [Argument], then rest: ArraySlice<Statement>,
    _ context: inout Context, callAt: SourceLocation
  ) throws(Failure) -> Rewritten {
    let animator = try madeAnimator(arguments, callAt: callAt)
    context.animators[name] = animator
    let use = Self.animatorUse(of: name, in: rest)
    let isKept = use.keptIn.contains { keptAnimator($0, context) != nil }
    guard !use.isStarted, !isKept, reachesTheModel(animator.animations + use.blocks) else {
      return .continues([])
    }
    return .continues([
      Self.stop(
        "this property animator is neither started in the method that makes it nor kept in a "
          + "property of the class (it is handed on), and its blocks call UIKit's containment or "
          + "the file's methods: the model follows an animator the method starts, or one a "
          + "property of the class keeps ('private var animator: UIViewPropertyAnimator?'); the "
          + "run stops here rather than go on without them", at: callAt, statementAt: callAt)
    ])
  }

  /// Whether the statements call `name.startAnimation()`, and the blocks
  /// they add to `name` (`addAnimations`, `addCompletion`), in nested
  /// blocks too (``StatementWalk``).
  private static func animatorUse(of name: String, in statements: ArraySlice<Statement>) -> (
    isStarted: Bool, blocks: [Statement], keptIn: [Expression]
  ) {
    var walk = StatementWalk(statements)
    var blocks: [Statement] = []
    var keptIn: [Expression] = []
    var isStarted = false
    while let statement = walk.next() {
      switch statement {
      case .call(.call(.member(.name(name, _), let method, _), let arguments, _), let trailing, _):
        guard method == "addAnimations" || method == "addCompletion" else {
          if method == "startAnimation" { isStarted = true }
          continue
        }
        for argument in arguments {
          if case .closure(let inner, _) = argument.value { blocks += inner }
        }
        blocks += trailing ?? []
      case .assignment(let target, .name(name, _), _):
        // `self.animator = animator`: a property that may keep it.
        keptIn.append(target)
      case .call, .declaration, .handler, .assignment, .discard, .variable, .returnStatement,
        .conditional, .loop, .whileLoop, .bound, .guardStatement:
        // Not a use of the animator; its blocks come next in the walk.
        continue
      }
    }
    return (isStarted, blocks, keptIn)
  }

  /// A property animator's completion (`{ position in … }`) with its
  /// position bound to `.end`, as the model runs an animator to its end, so
  /// that `if position == .end` reads as Swift would; a block that binds
  /// nothing is returned as it is.
  static func completionAtEnd(_ block: [Statement]) -> [Statement] {
    guard block.count == 1, let (parameter, body) = block[0].blockBinding else {
      return block
    }
    return [
      .declaration(
        name: parameter.name, value: .enumCase("end", parameter.location), at: parameter.location)
    ] + body
  }

  /// A call on a `UIViewPropertyAnimator` the method made: `addAnimations`
  /// and `addCompletion` add their blocks; `startAnimation()` runs it as
  /// `UIView.animate` of its duration (and delay); `stopAnimation` and the
  /// others change nothing the model follows.
  mutating func animatorCall(
    _ name: String, _ method: String, _ arguments: [Argument], _ trailing: [Statement]?,
    _ context: inout Context, at location: SourceLocation, _ callAt: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard var animator = context.animators[name] else { return [] }
    var block = trailing ?? []
    if let argument = arguments.first, case .closure(let statements, _) = argument.value {
      block = statements
    }
    switch method {
    case "addAnimations":
      animator.animations += block
    case "pauseAnimation":
      // Paused before the method starts it (or gives it to a property):
      // its animations run when it starts or continues.
      declarations.note(
        "a paused animator's animations run when it starts or continues", at: location,
        isSkipped: false)
      animator.isPaused = true
    case "addCompletion":
      animator.completions += Self.completionAtEnd(block)
      animator.completionBlocks.append(block)
    case "startAnimation":
      var animate: [Argument] = [Argument(label: "withDuration", value: animator.duration)]
      if let delay = arguments.first(where: { $0.label == "afterDelay" })?.value {
        animate.append(Argument(label: "delay", value: delay))
      }
      animate.append(Argument(label: "animations", value: .closure(animator.animations, callAt)))
      animate.append(Argument(label: "completion", value: .closure(animator.completions, callAt)))
      context.animators[name] = nil
      return try rewrite(
        [
          .call(
            .call(.member(.name("UIView", callAt), "animate", callAt), animate, callAt),
            trailingBlock: nil, at: location)
        ][...], context)
    default:
      declarations.note("'\(method)' of a property animator is not modelled", at: location)
    }
    context.animators[name] = animator
    return []
  }

  /// `UIView.animate`'s arguments with a spring's shape left out, the
  /// duration labelled `withDuration:`; `nil` when they name no spring.
  ///
  /// A spring's shape is drawing: `usingSpringWithDamping:`,
  /// `initialSpringVelocity:`, iOS 17's `springDuration:bounce:`, and iOS
  /// 18's `UIView.animate(.spring(duration: d)) { … }` are `UIView.animate`
  /// of their duration.
  static func plainAnimationArguments(
    _ arguments: [Argument], at location: SourceLocation
  ) -> [Argument]? {
    var newArguments = arguments
    let extras: Set<String?> = ["usingSpringWithDamping", "initialSpringVelocity", "bounce"]
    if let first = arguments.first, first.label == nil,
      let duration = Self.swiftUIAnimationDuration(first.value)
    {
      newArguments[0] = Argument(label: "withDuration", value: .number(duration, location))
      if let changes = newArguments.firstIndex(where: { $0.label == "changes" }) {
        newArguments[changes].label = "animations"
      }
    } else if let index = arguments.firstIndex(where: { $0.label == "springDuration" }) {
      newArguments[index].label = "withDuration"
    } else if !arguments.contains(where: { extras.contains($0.label) }) {
      return nil
    }
    newArguments.removeAll { extras.contains($0.label) }
    return newArguments
  }
}
