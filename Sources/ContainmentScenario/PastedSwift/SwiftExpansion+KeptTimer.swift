/// A one-shot timer kept in a property (`dismissTimer =
/// Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { … }`), and
/// its `invalidate()`.
///
/// The timer fires once, as a block queued with `asyncAfter` runs (rule
/// 4.5; grade inf: Foundation's documentation), wherever its result is kept.
/// `invalidate()` before it fires makes its block do nothing when its time
/// comes (the model cannot take a queued block back: the trace still marks
/// the time and the block's turn, with no callback); after it fired, or on a
/// timer never scheduled, it does nothing, as in Swift. `timer = nil` alone
/// does not stop a scheduled timer (the run loop keeps it), and the model
/// does not either.
extension SwiftExpansion {
  /// The statements of `target = Timer.scheduledTimer(…, repeats: false)
  /// { … }` for a property the model does not keep: a flag set while the
  /// timer waits, cleared when it fires; `nil` for any other call.
  mutating func keptTimer(
    _ target: Expression, _ callee: Expression, _ arguments: [Argument],
    _ callAt: SourceLocation, _ context: Context, at location: SourceLocation
  ) throws(Failure) -> [Statement]? {
    guard case .member(let timerType, "scheduledTimer", _) = callee,
      timerType.path == ["Timer"], arguments.count == 3,
      arguments.map(\.label) == ["withTimeInterval", "repeats", nil],
      case .boolean(false, _) = arguments[1].value,
      case .closure(let block, let blockAt) = arguments[2].value,
      let key = timerKey(target, context)
    else { return nil }
    let flag = keptTimers[key] ?? fresh("\(key).isWaiting")
    if keptTimers[key] == nil {
      keptTimers[key] = flag
      hoisted.append(
        .variable(name: flag, type: nil, value: .boolean(false, location), at: location))
    }
    let fired = Statement.assignment(
      target: .name(flag, location), value: .boolean(false, location), at: location)
    var kept = arguments
    // Run only if not invalidated since it was scheduled.
    kept[2].value = .closure(
      [
        .conditional(
          [ConditionalBranch(condition: .name(flag, location), body: [fired] + block)],
          otherwise: nil, at: location)
      ], blockAt)
    let scheduled = try singleOrStop(
      .call(.call(callee, kept, callAt), trailingBlock: nil, at: location), context)
    return [
      .assignment(target: .name(flag, location), value: .boolean(true, location), at: location)
    ] + scheduled
  }

  /// `dismissTimer?.invalidate()` on a property that keeps a one-shot
  /// timer: its block will do nothing; `nil` for any other statement.
  func timerInvalidation(_ statement: Statement, _ context: Context) -> [Statement]? {
    guard !keptTimers.isEmpty,
      case .call(.call(.member(let timer, "invalidate", _), let arguments, _), nil, let location) =
        statement, arguments.isEmpty,
      let key = timerKey(timer.removingUnwrap, context), let flag = keptTimers[key]
    else { return nil }
    return [
      .assignment(target: .name(flag, location), value: .boolean(false, location), at: location)
    ]
  }

  /// The instance and property a target names (`dismissTimer`,
  /// `self.dismissTimer`, `toast.dismissTimer`), as `instance.property`.
  private func timerKey(_ target: Expression, _ context: Context) -> String? {
    switch target {
    case .name(let name, _) where context.locals[name] == nil:
      return context.instance.map { "\($0).\(name)" }
    case .member(let base, let member, _):
      return instanceName(base, context).map { "\($0).\(member)" }
    case .name, .number, .string, .boolean, .none, .enumCase, .array, .call, .closure, .binary,
      .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return nil
    }
  }
}
