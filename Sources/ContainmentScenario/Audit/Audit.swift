import Containment

/// What the audit found in a container's calls: every mistake of the
/// container's author, each with a stable rule ID (``AuditRule``), the line,
/// what is wrong, what UIKit will do and the fix.
///
/// ```swift
/// let audit = Audit(try Scenario(parsing: text), profile: .ios17)
/// XCTAssertEqual(audit.findings.map(\.rule), [.willMoveToNilMissing])
/// ```
///
/// The audit runs the scenario as `containment trace` does and watches it:
/// the trace is ``run``. It judges the container's calls, not UIKit's: the
/// calls UIKit's own containers make inside `pushViewController`,
/// `present` or a tab switch are not findings.
public struct Audit: Hashable, Sendable {
  /// The mistakes found, by line, then rule.
  public var findings: [Finding]
  /// The run the audit watched: its trace, failure and final world.
  public var run: ScenarioRun

  /// Whether nothing was found.
  public var isClean: Bool { findings.isEmpty }

  /// Audits a scenario: runs it with `profile` (until idle, as every
  /// scenario ends) and judges every call it makes.
  ///
  /// - Parameters:
  ///   - scenario: the scenario to run.
  ///   - profile: the UIKit release to emulate.
  ///   - stepLimitPerCall: see `World.stepLimitPerCall`.
  ///   - maximumEvents: the most events the run may deliver (see
  ///     ``Scenario/run(profile:stepLimitPerCall:maximumEvents:layout:)``).
  public init(
    _ scenario: Scenario, profile: Profile = .ios17, stepLimitPerCall: Int? = nil,
    maximumEvents: Int = Scenario.defaultMaximumEvents
  ) {
    self.init(
      scenario, profile: profile,
      limits: RunLimits(stepLimitPerCall: stepLimitPerCall, maximumEvents: maximumEvents),
      keepingEvents: true)
  }

  /// Audits a scenario; with `keepingEvents` false, ``run`` has no event,
  /// and the audit holds only what its rules need, as the command does.
  init(_ scenario: Scenario, profile: Profile, limits: RunLimits, keepingEvents: Bool) {
    let (run, auditor, _) = scenario.run(
      profile: profile, limits: limits, auditor: Auditor(),
      recorder: keepingEvents ? TraceRecorder() : TraceRecorder(keepingNothing: ()))
    self.init(run: run, findings: auditor?.findings ?? [])
  }

  /// Audits a sequence of calls on a world you built, then runs the run loop
  /// until idle, as a scenario ends.
  ///
  /// A finding's ``Finding/line`` is the
  /// 1-based position of its call in `calls` (the final run until idle is
  /// position `calls.count + 1`); a completion block's calls count as the
  /// call that owns the block.
  ///
  /// The world's controllers must have been made in `world`; the audit judges
  /// only `calls`, not how the world was built.
  public init(calls: [Call], in world: World) {
    var world = world
    var auditor = Auditor()
    var events: [Event] = []
    var failure: ScenarioRun.Failure?
    for (index, call) in (calls + [.runUntilIdle]).enumerated() {
      let line = index + 1
      auditor.settle(world, final: false)
      do {
        try world.perform(
          call,
          observer: { (observation, world) throws(ScenarioRun.Failure) in
            switch observation {
            case .callStarts(let started):
              auditor.callStarts(started, line: line, in: world)
            case .event(let event):
              events.append(event)
              auditor.event(event, line: line, in: world)
            }
          },
          exception: { ScenarioRun.Failure(line: line, failure: $0) })
      } catch {
        auditor.raised(error)
        failure = error
        break
      }
    }
    if failure == nil { auditor.settle(world, final: true) }
    self.init(
      run: ScenarioRun(events: events, failure: failure, world: world),
      findings: auditor.findings)
  }

  private init(run: ScenarioRun, findings: [Finding]) {
    self.run = run
    self.findings = Self.ordered(findings)
  }

  /// `findings` by line, then rule, then the order found.
  static func ordered(_ findings: [Finding]) -> [Finding] {
    findings.enumerated().sorted { lhs, rhs in
      (lhs.element.line, lhs.element.rule.order, lhs.offset)
        < (rhs.element.line, rhs.element.rule.order, rhs.offset)
    }.map(\.element)
  }
}
