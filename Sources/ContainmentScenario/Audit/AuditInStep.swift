import Containment

/// The audits of one scenario in several profiles, run in step, their
/// findings handed out as they are found: what `containment audit` writes.
///
/// Every profile runs a top-level statement, then the findings it brought
/// are merged across the profiles (a finding made alike in several profiles
/// is one, with its profiles) and handed out, before the next statement
/// runs. The findings of one statement come by line, then rule, then the
/// order found, as ``Audit/findings`` are ordered; across statements, in
/// the order the statements ran, so that a finding on an earlier line made
/// by a later statement (in a handler, or at a settling point) comes later.
///
/// A finding that only some profiles have made is held until the others
/// make it too (one release can deliver the callback that shows it a
/// statement later than another) or every run has ended; the held ones
/// then come last, by line, each with the profiles that made it. So the
/// memory is the worlds', with one statement's findings and at most
/// ``defaultHeldLimit`` held ones (past the limit, the held findings are
/// handed out at once, each with the profiles that had made it), and what
/// each auditor keeps to report a mistake once (``ReportedMistakes``): not
/// the findings themselves.
struct AuditInStep {
  /// Each profile's run, in the order audited.
  private var runs: [Runner]
  /// The profiles' names, in the order audited.
  private let profiles: [String]
  /// Findings made in some profiles, not yet in the others.
  private var held: [Finding: Held] = [:]
  /// How many findings have been held: the order among those held.
  private var heldCount = 0
  /// The most findings held before they are all handed out.
  private let heldLimit: Int

  /// The most findings held for the profiles that have not made them.
  static let defaultHeldLimit = 4096

  /// A finding some profiles have made: by their positions among the
  /// profiles, and when it was first held.
  private struct Held {
    var positions: [Int]
    var sequence: Int
  }

  /// Makes the runs of `scenario`, one per profile.
  private init(_ scenario: Scenario, profiles: [Profile], limits: RunLimits, heldLimit: Int) {
    self.heldLimit = heldLimit
    runs = profiles.map { profile in
      Runner(
        world: limits.world(profile, usesLayout: scenario.usesLayout, lineage: scenario.lineage),
        limits: limits, auditor: Auditor(), trace: TraceRecorder(keepingNothing: ()))
    }
    self.profiles = profiles.map(\.name)
  }

  /// Audits `scenario` in `profiles`, handing `body` each finding as soon
  /// as every profile has made it, the others at the end (see
  /// ``AuditInStep``).
  ///
  /// - Parameters:
  ///   - scenario: the scenario to audit.
  ///   - profiles: the releases to audit it in, in the order reported.
  ///   - limits: the runs' budgets.
  ///   - heldLimit: the most findings held for the profiles that have not
  ///     made them (``defaultHeldLimit`` unless a test says otherwise).
  ///   - body: takes each finding; `false` to stop.
  /// - Returns: `false` when `body` stopped the audit.
  static func audit(
    _ scenario: Scenario, profiles: [Profile], limits: RunLimits,
    heldLimit: Int = AuditInStep.defaultHeldLimit, _ body: (MergedFinding) -> Bool
  ) -> Bool {
    var audit = AuditInStep(scenario, profiles: profiles, limits: limits, heldLimit: heldLimit)
    for statement in scenario.statements {
      guard audit.isRunning else { break }
      for index in audit.runs.indices { audit.runs[index].runUnlessStopped(statement) }
      guard audit.handOut(body) else { return false }
    }
    // Each run ends and is let go before the next ends: only its findings
    // are kept.
    var last: [[Finding]] = []
    while !audit.runs.isEmpty {
      var run = audit.runs.removeFirst()
      run.runToIdleUnlessStopped(at: scenario.lastLine)
      last.append(run.interpreter.takeFindings())
    }
    return audit.handOut(last, body) && audit.handOutHeld(body)
  }

  /// Takes every run's new findings and hands them out merged.
  private mutating func handOut(_ body: (MergedFinding) -> Bool) -> Bool {
    // The runs are read in place, by index: a closure over them would copy
    // each, and with it its world.
    var batch: [[Finding]] = []
    var found = false
    for index in runs.indices {
      batch.append(runs[index].interpreter.takeFindings())
      found = found || !batch[index].isEmpty
    }
    // Most statements find nothing: nothing to merge.
    return !found || handOut(batch, body)
  }

  /// Whether some run has not stopped.
  private var isRunning: Bool {
    for index in runs.indices where runs[index].failure == nil { return true }
    return false
  }

  /// Hands out `batch`, each profile's findings in the order audited,
  /// merged: a finding every profile has now made, or has made since it
  /// was held; the others are held.
  private mutating func handOut(_ batch: [[Finding]], _ body: (MergedFinding) -> Bool) -> Bool {
    let named = batch.indices.map { (profile: profiles[$0], findings: batch[$0]) }
    let merged = MergedFinding.merging(named) { entry in
      // By position, so that a held finding's profiles join later ones in
      // the order audited.
      var positions = entry.profiles.compactMap { profiles.firstIndex(of: $0) }
      if let earlier = held[entry.finding] {
        positions = (earlier.positions + positions).sorted()
        guard positions.count == profiles.count else {
          held[entry.finding]?.positions = positions
          return true
        }
        held[entry.finding] = nil
      } else if positions.count < profiles.count {
        held[entry.finding] = Held(positions: positions, sequence: heldCount)
        heldCount += 1
        return true
      }
      return body(MergedFinding(finding: entry.finding, profiles: positions.map { profiles[$0] }))
    }
    return merged && (held.count <= heldLimit || handOutHeld(body))
  }

  /// Hands out the findings held for profiles that have not made them, by
  /// line, then rule, then the order they were first held.
  private mutating func handOutHeld(_ body: (MergedFinding) -> Bool) -> Bool {
    let ordered = held.sorted { lhs, rhs in
      (lhs.key.line, lhs.key.rule.order, lhs.value.sequence)
        < (rhs.key.line, rhs.key.rule.order, rhs.value.sequence)
    }
    held = [:]
    for (finding, entry) in ordered
    where !body(MergedFinding(finding: finding, profiles: entry.positions.map { profiles[$0] })) {
      return false
    }
    return true
  }
}
