/// A `UIViewPropertyAnimator` kept in a property of a pasted class, made in
/// one method and started, paused, continued, reversed or finished in others
/// (an interactive drawer's gesture; scenario language §6, rule 4.6).
///
/// The property becomes Boolean variables (it holds an animator; the
/// animator runs, its completion to come; it is paused, held by the user's
/// gesture; it is reversed; its animations blocks ran), a whole number (which
/// of the durations the class's code makes it with it was made with) and two
/// kept closures (its animations, and its completion, which takes the
/// position: 0 for `.end`, 1 for `.start`, 2 for `.current`). Starting or
/// continuing it begins a view animation of the duration it was made with,
/// whose end runs the completion at `.end`, or at `.start` when it is
/// reversed; pausing or stopping it before its end drops that end, as a
/// paused animator never completes, and holds the container's work for the
/// audit and the explorer (``Scope/isGestureHeld``). Grade inf: UIKit's
/// documentation of the animator's states; the time a continued animator
/// takes (its remaining fraction) is not modelled, it runs its whole
/// duration again.
extension SwiftExpansion {
  /// The variables and closures that stand for an animator property.
  struct AnimatorProperty {
    /// `drawer.animator`: true while the property holds an animator.
    let variable: String
    /// The durations it is made with, in the order the expansion met them.
    var durations: [Expression] = []

    /// Which of `durations` the animator it holds was made with, from 1; 0
    /// before one is made.
    var made: String { variable + ".made" }
    /// Started and not ended, paused or stopped: its completion is to come.
    var isRunning: String { variable + ".isRunning" }
    /// Paused, or stopped before its end: a user's gesture holds it
    /// (``Scope/isGestureHeld``), until it continues or finishes.
    var isPaused: String { variable + ".isPaused" }
    /// `isReversed`: its completion comes at `.start`.
    var isReversed: String { variable + ".isReversed" }
    /// Its animations blocks ran (a pause runs them; a start runs them once).
    var hasAnimated: String { variable + ".hasAnimated" }
    /// Its animations blocks, run once it starts.
    var animations: ClosureProperty {
      ClosureProperty(variable: variable + ".animations", parameterKind: nil, skippedParameter: nil)
    }
    /// Its completion, given the position.
    var completion: ClosureProperty {
      ClosureProperty(
        variable: variable + ".completion", parameterKind: "Int", skippedParameter: nil,
        takesAnimatorPosition: true)
    }
  }

  /// The positions an animator's completion is given, by UIKit's names.
  static let animatorPositions = ["end": 0, "start": 1, "current": 2]

  /// Whether a property of `type`, or made by `value`, keeps an animator.
  static func keepsAnimator(type: String?, value: Expression?) -> Bool {
    if type == "UIViewPropertyAnimator" { return true }
    if case .call(.name("UIViewPropertyAnimator", _), _, _)? = value { return true }
    return false
  }

  /// The statements that declare an animator property, and make its first
  /// animator when it is given one.
  mutating func declareAnimator(
    _ property: PropertyDeclaration, named name: String, of instance: String,
    _ context: Context
  ) throws(Failure) -> [Statement] {
    let location = property.location
    var animator = AnimatorProperty(variable: name)
    // The durations the class's code makes it with, known before any of
    // that code is expanded: an override that starts it may come first.
    var inner = context
    inner.instance = instance
    inner.className = instances[instance]?.className
    inner.locals = [:]
    for made in madeDurations(of: property.name, in: instances[instance]?.className) {
      // A number only: a parameter's duration is known where it is called.
      guard case .number? = try? resolve(made, inner), let duration = try? resolve(made, inner),
        !animator.durations.contains(duration)
      else { continue }
      animator.durations.append(duration)
    }
    instances[instance]?.properties[property.name] = .animator(animator)
    var out: [Statement] = [
      animator.variable, animator.isRunning, animator.isReversed, animator.hasAnimated,
    ].map { .variable(name: $0, type: nil, value: .boolean(false, location), at: location) }
    out.append(.variable(name: animator.made, type: nil, value: .number(0, location), at: location))
    out.append(
      .variable(
        name: animator.isPaused, type: Lowering.gestureFlagType, value: .boolean(false, location),
        at: location))
    out += try declare(
      closure: animator.animations, named: animator.animations.variable, value: nil, context,
      at: location)
    out += try declare(
      closure: animator.completion, named: animator.completion.variable, value: nil, context,
      at: location)
    if case .call(.name("UIViewPropertyAnimator", _), let arguments, let callAt)? = property.value {
      var inner = context
      inner.instance = instance
      inner.className = instances[instance]?.className
      out += try makeAnimator(
        (instance, property.name), from: try madeAnimator(arguments, callAt: callAt), inner,
        at: location)
    }
    return out
  }

  /// The durations the code of `className` makes the property's animators
  /// with.
  ///
  /// The methods and initializers of the class and its superclasses:
  /// `name = UIViewPropertyAnimator(duration: d, …)`, or a local made so in
  /// the same method and assigned to it (``StatementWalk``).
  private func madeDurations(of name: String, in className: String?) -> [Expression] {
    guard let className else { return [] }
    func isProperty(_ target: Expression) -> Bool {
      switch target.removingUnwrap {
      case .name(name, _), .member(.name("self", _), name, _): true
      case .name, .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
        .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
        false
      }
    }
    func duration(_ arguments: [Argument]) -> Expression? {
      arguments.first(where: { $0.label == "duration" })?.value
    }
    var found: [Expression] = []
    for declaration in chain(of: className) {
      for function in declaration.methods + declaration.initializers {
        var locals: [String: Expression] = [:]
        var walk = StatementWalk(function.body)
        while let statement = walk.next() {
          switch statement {
          case .declaration(
            let local, .call(.name("UIViewPropertyAnimator", _), let arguments, _), _):
            locals[local] = duration(arguments)
          case .assignment(
            let target, .call(.name("UIViewPropertyAnimator", _), let arguments, _), _)
          where isProperty(target):
            if let made = duration(arguments) { found.append(made) }
          case .assignment(let target, .name(let local, _), _) where isProperty(target):
            if let made = locals[local] { found.append(made) }
          case .declaration, .assignment, .call, .handler, .discard, .variable, .returnStatement,
            .conditional, .loop, .whileLoop, .bound, .guardStatement:
            // Makes no animator; its blocks come next in the walk.
            continue
          }
        }
      }
    }
    return found
  }

  /// The animator `expression` names through a property (`animator`,
  /// `self.animator?`, `drawer.animator`, or a local the property was
  /// given to): its instance and property, if it names one.
  func keptAnimator(_ expression: Expression, _ context: Context) -> (
    instance: String, name: String, property: AnimatorProperty
  )? {
    switch expression {
    case .unwrap(let base, _), .forceUnwrap(let base, _):
      return keptAnimator(base, context)
    case .name(let name, _):
      if let local = context.locals[name] {
        var outer = context
        outer.locals = [:]
        return keptAnimator(local, outer)
      }
      guard let instance = context.instance,
        case .animator(let property)? = instances[instance]?.properties[name]
      else { return nil }
      return (instance, name, property)
    case .member(let base, let member, _):
      guard let instance = instanceName(base, context),
        case .animator(let property)? = instances[instance]?.properties[member]
      else { return nil }
      return (instance, member, property)
    case .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary, .not,
      .subscript, .ternary, .optionalBinding:
      return nil
    }
  }

  /// `animator = UIViewPropertyAnimator(…)`, `self.animator = animator` (a
  /// local animator the method made, given to the property: the local then
  /// names the property) or `animator = nil`; `nil` for an assignment to
  /// anything else.
  mutating func assignAnimator(
    _ target: Expression, _ value: Expression, _ context: inout Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard let kept = keptAnimator(target, context) else { return nil }
    switch value {
    case .none:
      // The animator is let go; one running still ends (UIKit keeps a
      // running animator alive until it completes).
      return [kept.property.variable, kept.property.isPaused].map {
        .assignment(target: .name($0, location), value: .boolean(false, location), at: location)
      }
    case .name(let local, _) where context.animators[local] != nil:
      guard let made = context.animators[local] else { return [] }
      context.animators[local] = nil
      context.locals[local] = .member(.name(kept.instance, location), kept.name, location)
      return try makeAnimator((kept.instance, kept.name), from: made, context, at: location)
    case .call(.name("UIViewPropertyAnimator", _), let arguments, let callAt):
      return try makeAnimator(
        (kept.instance, kept.name), from: try madeAnimator(arguments, callAt: callAt), context,
        at: location)
    case .name, .number, .string, .boolean, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      throw .skipped(
        "an animator is kept in a property when it is made there or made by the method and "
          + "assigned", location)
    }
  }

  /// `UIViewPropertyAnimator(duration:…) { … }`'s duration and animations;
  /// `UIViewPropertyAnimator()`, a placeholder the class replaces before
  /// using it, has no duration and no blocks.
  func madeAnimator(_ arguments: [Argument], callAt: SourceLocation) throws(Failure)
    -> PropertyAnimator
  {
    if arguments.isEmpty { return PropertyAnimator(duration: .number(0, callAt)) }
    guard let duration = arguments.first(where: { $0.label == "duration" })?.value else {
      throw .diagnostic(Diagnostic("expected UIViewPropertyAnimator(duration:…)", at: callAt))
    }
    var animator = PropertyAnimator(duration: duration)
    for argument in arguments where argument.label == "animations" || argument.label == nil {
      if case .closure(let statements, _) = argument.value { animator.animations += statements }
    }
    return animator
  }

  /// The statements that give the property a new animator: not running,
  /// not reversed, its blocks kept; the duration it was made with noted.
  private mutating func makeAnimator(
    _ owner: (instance: String, name: String), from made: PropertyAnimator, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    guard case .animator(var property)? = instances[owner.instance]?.properties[owner.name]
    else { return [] }
    // A duration the model cannot read (`style.duration` of a type it
    // skips): the animator is made all the same, with none of the known
    // durations, so that starting it stops the run rather than drop its
    // completion unseen.
    var index = 0
    do {
      let duration = try resolve(made.duration, context)
      if !property.durations.contains(duration) { property.durations.append(duration) }
      instances[owner.instance]?.properties[owner.name] = .animator(property)
      index = (property.durations.firstIndex(of: duration) ?? 0) + 1
    } catch {
      switch error {
      case .diagnostic: throw error
      case .skipped(let construct, let skippedAt):
        declarations.note(construct, at: skippedAt)
      }
    }
    var out: [Statement] = [
      .assignment(
        target: .name(property.made, location), value: .number(Double(index), location),
        at: location)
    ]
    out += [
      (property.variable, true), (property.isRunning, false), (property.isReversed, false),
      (property.hasAnimated, false), (property.isPaused, made.isPaused),
    ].map {
      .assignment(target: .name($0.0, location), value: .boolean($0.1, location), at: location)
    }
    out += try keep(
      .closure(made.animations, location), in: property.animations, context, at: location)
    guard let completion = try Self.oneCompletion(made.completionBlocks, at: location) else {
      out.append(
        .assignment(
          target: .name(property.completion.variable, location),
          value: .boolean(false, location), at: location))
      return out
    }
    out += try keep(
      .closure(completion, location), in: property.completion, context, at: location)
    return out
  }

  /// The completion blocks added to an animator as one block: their
  /// statements in order, under the position's one name; `nil` for none.
  private static func oneCompletion(_ blocks: [[Statement]], at location: SourceLocation)
    throws(Failure) -> [Statement]?
  {
    guard !blocks.isEmpty else { return nil }
    var name: HandlerParameter?
    var body: [Statement] = []
    for block in blocks {
      guard block.count == 1, let (parameter, inner) = block[0].blockBinding else {
        body += block
        continue
      }
      if let name, name.name != parameter.name {
        throw .skipped(
          "completions of one animator that name its position differently are not modelled",
          location)
      }
      name = parameter
      body += inner
    }
    guard let name else { return body }
    return [.bound(name, value: .boolean(true, name.location), body: body)]
  }

  /// A call on a kept animator (`animator?.startAnimation()`,
  /// `continueAnimation(…)`, `pauseAnimation()`, `stopAnimation(_:)`,
  /// `finishAnimation(at:)`, `addCompletion { … }`); `nil` for a call on
  /// anything else.
  mutating func keptAnimatorCall(
    _ statement: Statement, _ context: Context
  ) throws(Failure) -> [Statement]? {
    guard
      case .call(
        .call(.member(let base, let method, let methodAt), let arguments, _), let trailing,
        let location) = statement,
      let kept = keptAnimator(base, context)
    else { return nil }
    let property = kept.property
    var block = trailing ?? []
    if let argument = arguments.first, case .closure(let statements, _) = argument.value {
      block = statements
    }
    let set = { (variable: String, value: Bool) in Self.flag(variable, value, at: location) }
    let runsAnimations = Statement.conditional(
      [
        ConditionalBranch(
          condition: .not(.name(property.hasAnimated, location), location),
          body: [set(property.hasAnimated, true)] + call(property.animations, nil, at: location))
      ], otherwise: nil, at: location)
    switch method {
    case "startAnimation", "continueAnimation":
      // The gesture lets go once the animation is under way: the audit
      // judges nothing between the two.
      return (try runAnimator(property, arguments, runsAnimations, context, at: location))
        + [set(property.isPaused, false)]
    case "pauseAnimation":
      return Self.pauseAnimator(property, runsAnimations, at: location)
    case "stopAnimation":
      return Self.stopAnimator(property, withoutFinishing: arguments.first?.value, at: location)
    case "finishAnimation":
      guard case .enumCase(let position, _)? = arguments.first?.value,
        let number = Self.animatorPositions[position]
      else {
        throw .skipped("a position other than '.end', '.start' or '.current'", methodAt)
      }
      return [set(property.isRunning, false), set(property.hasAnimated, false)]
        + call(property.completion, .number(Double(number), location), at: location)
        + [set(property.isPaused, false)]
    case "addCompletion":
      return try addCompletion(block, to: property, context, at: location)
    case "addAnimations" where reachesTheModel(block):
      return [
        Self.stop(
          "animations added to an animator kept in a property call UIKit's containment or the "
            + "file's methods, which the model does not follow: give them to "
            + "'UIViewPropertyAnimator(duration:…) { … }' where it is made", at: location,
          statementAt: location)
      ]
    default:
      throw .skipped("'\(method)' of a property animator is not modelled", methodAt)
    }
  }

  /// `startAnimation()`, `startAnimation(afterDelay:)`,
  /// `continueAnimation(withTimingParameters:durationFactor:)`: an animator
  /// that is there and not running begins a view animation of its
  /// duration, its animations run at its start if they have not, its
  /// completion at its end, at `.start` when reversed, unless it was paused
  /// or stopped before.
  private mutating func runAnimator(
    _ property: AnimatorProperty, _ arguments: [Argument], _ runsAnimations: Statement,
    _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    var delay: Expression?
    if let given = arguments.first(where: { $0.label == "afterDelay" })?.value {
      delay = try resolve(given, context)
    }
    let ends = runFinished(of: property, at: location)
    // One branch per duration the animator may have been made with; the
    // animator it holds picks its own when the call runs.
    var branches: [ConditionalBranch] = []
    for (index, duration) in property.durations.enumerated() {
      var animate = [Argument(label: "withDuration", value: duration)]
      if let delay { animate.append(Argument(label: "delay", value: delay)) }
      animate += [
        Argument(label: "animations", value: .closure([runsAnimations], location)),
        Argument(label: "completion", value: .closure([ends], location)),
      ]
      branches.append(
        ConditionalBranch(
          condition: .binary(
            .equal, .name(property.made, location), .number(Double(index + 1), location),
            location),
          body: [
            Self.flag(property.isRunning, true, at: location),
            .call(
              .call(.member(.name("UIView", location), "animate", location), animate, location),
              trailingBlock: nil, at: location),
          ]))
    }
    let unknown = Self.stop(
      "the duration this animator kept in a property was made with is not known here (the model "
        + "cannot read it, or had not read where it is made when it read this call): the run "
        + "stops here rather than go on without its blocks", at: location,
      statementAt: location)
    let isIdle = Expression.binary(
      .and, .name(property.variable, location), .not(.name(property.isRunning, location), location),
      location)
    let starts: Statement =
      branches.isEmpty
      ? unknown : .conditional(branches, otherwise: [unknown], at: location)
    return [
      .conditional(
        [ConditionalBranch(condition: isIdle, body: [starts])], otherwise: nil, at: location)
    ]
  }

  /// What a kept animator's run does when it finishes.
  ///
  /// The animator is idle again, and its completion runs with the position
  /// it stops at, `.start` when reversed, unless it was paused or stopped
  /// before.
  private func runFinished(of property: AnimatorProperty, at location: SourceLocation)
    -> Statement
  {
    let position = Expression.ternary(
      .name(property.isReversed, location), .number(1, location), .number(0, location), location)
    return .conditional(
      [
        ConditionalBranch(
          condition: .name(property.isRunning, location),
          body: [
            Self.flag(property.isRunning, false, at: location),
            Self.flag(property.hasAnimated, false, at: location),
          ] + call(property.completion, position, at: location))
      ], otherwise: nil, at: location)
  }

  /// `animator?.isReversed = true`: the variable.
  ///
  /// `nil` for an assignment to anything else. Other settings of an
  /// animator are skipped.
  mutating func keptAnimatorSetting(
    _ target: Expression, _ value: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard case .member(let base, let member, let memberAt) = target,
      let kept = keptAnimator(base, context)
    else { return nil }
    guard member == "isReversed" else {
      throw .skipped("'\(member)' of a property animator is not modelled", memberAt)
    }
    return [
      .assignment(
        target: .name(kept.property.isReversed, location), value: try resolve(value, context),
        at: location)
    ]
  }

  /// `animator?.isRunning`, `animator?.isReversed` read: their variables;
  /// `nil` when `base` names no kept animator.
  func keptAnimatorRead(
    _ member: String, of base: Expression, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> Expression? {
    guard let kept = keptAnimator(base, context) else { return nil }
    switch member {
    case "isRunning":
      return .binary(
        .and, .name(kept.property.variable, location), .name(kept.property.isRunning, location),
        location)
    case "isReversed":
      return .name(kept.property.isReversed, location)
    default:
      throw .skipped("'\(member)' of a property animator is not modelled", location)
    }
  }

  /// `name = value` for one of a kept animator's flags.
  private static func flag(_ variable: String, _ value: Bool, at location: SourceLocation)
    -> Statement
  {
    .assignment(target: .name(variable, location), value: .boolean(value, location), at: location)
  }

  /// `pauseAnimation()`: active and paused, held by the user's gesture (the
  /// audit judges nothing while it holds); its animations ran; a running
  /// end is dropped.
  private static func pauseAnimator(
    _ property: AnimatorProperty, _ runsAnimations: Statement, at location: SourceLocation
  ) -> [Statement] {
    let set = { (variable: String, value: Bool) in flag(variable, value, at: location) }
    return [
      .conditional(
        [
          ConditionalBranch(
            condition: .name(property.variable, location),
            body: [runsAnimations, set(property.isPaused, true)])
        ], otherwise: nil, at: location),
      set(property.isRunning, false),
    ]
  }

  /// `stopAnimation(_:)`: no completion until `finishAnimation(at:)`, which
  /// the gesture's end calls; stopped without finishing (`true`), it is
  /// inactive again.
  private static func stopAnimator(
    _ property: AnimatorProperty, withoutFinishing: Expression?, at location: SourceLocation
  ) -> [Statement] {
    let set = { (variable: String, value: Bool) in flag(variable, value, at: location) }
    var out = [set(property.isRunning, false)]
    if case .boolean(true, _)? = withoutFinishing {
      out += [set(property.hasAnimated, false), set(property.isPaused, false)]
    } else {
      out.append(
        .conditional(
          [
            ConditionalBranch(
              condition: .name(property.variable, location), body: [set(property.isPaused, true)])
          ], otherwise: nil, at: location))
    }
    return out
  }

  /// `addCompletion { … }` on a kept animator: the block kept as its
  /// completion; a second one stops the run, as the model keeps one.
  private mutating func addCompletion(
    _ block: [Statement], to property: AnimatorProperty, _ context: Context,
    at location: SourceLocation
  ) throws(Failure) -> [Statement] {
    let kept = try keep(
      .closure(block, location), in: property.completion, context, at: location)
    let second = Self.stop(
      "a second completion added to an animator kept in a property is not modelled: add its "
        + "statements to the first", at: location, statementAt: location)
    return [
      .conditional(
        [
          ConditionalBranch(
            condition: .name(property.completion.variable, location), body: [second])
        ], otherwise: kept, at: location)
    ]
  }
}
