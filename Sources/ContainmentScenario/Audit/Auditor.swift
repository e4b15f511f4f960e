import Containment

/// The judge behind ``Audit``: it watches the calls a container makes and the
/// events they yield, and keeps what it must check later.
///
/// Some mistakes show when a call starts (a direct `loadView()`, a
/// `removeFromParent()` without `willMove(toParent: nil)`); others only when
/// time has passed (no `didMove(toParent:)` by the end of the turn). The
/// latter are checked at *settling points*: before each top-level statement
/// once a run-loop turn has ended since the mistake could first be seen, and
/// at the end of the run. Each check costs what it concerns, never the whole
/// world.
///
/// The judge is one value spread over three files by phase: the calls
/// (`Auditor+Calls.swift`), the events (here) and the settling points
/// (`Auditor+Settling.swift`); its bookkeeping is written only by them.
struct Auditor {
  private(set) var findings: [Finding] = []
  private var reported = ReportedMistakes()

  /// Children added by `addChild` that have not had `didMove(toParent:)` (A1).
  var awaitingDidMove: [ControllerID: Pending] = [:]
  /// Controllers told `willMove(toParent: nil)` since they were last added (A2).
  var toldLeaving: Set<ControllerID> = []
  /// Controllers `removeFromParent()` removed, which already got
  /// `didMove(toParent: nil)` (A16).
  var removed: Set<ControllerID> = []
  /// Controllers that got `didMove(toParent:)` for their current parent,
  /// from the container or from UIKit's own containers (A16).
  var movedIn: Set<ControllerID> = []
  /// Controller views put into another controller's view, not yet its child (A3, A4).
  var viewsAwaitingContainment: [ControllerID: Pending] = [:]
  /// Open `beginAppearanceTransition` calls, by the line of the begin (A9, A11).
  var openBegins: [ControllerID: Int] = [:]
  /// For each controller, its parent's appearance when its last begin
  /// opened a transition: a begin in the same direction during the same
  /// phase of the parent forwards one change twice (A23).
  var beginPhases: [ControllerID: AppearanceState?] = [:]
  /// Transitions that replaced a child, to check once they end (A12).
  var replacements: [Replacement] = []
  /// Containers that switched appearance forwarding off, by the line (A11).
  var manualForwarders: [ControllerID: Int] = [:]
  /// The turn at which the settling checks last ran: promises fall due only
  /// when a turn ends, so between turns there is nothing to check.
  var settledAtTurn = -1
  /// Controllers told `willMove(toParent: nil)` by the container, with the
  /// line and the turn, until they leave their parent (A24).
  var leaving: [ControllerID: Pending] = [:]
  /// Children removed from a container that forwards by hand while they
  /// were on screen, not told they disappear (A25).
  var removedWhileShowing: [ControllerID: Pending] = [:]
  /// The appearance callbacks seen so far, for A21, A22 and A26.
  var pairing = AppearancePairingJudge()
  /// Children whose end, forwarded from a parent UIKit had broken, UIKit
  /// refused ("Unbalanced calls"): their next begin is not judged against
  /// the state they were left in (A26).
  var lagsItsParent: Set<ControllerID> = []
  /// The controller whose `endAppearanceTransition()` the author just
  /// called: the next event, if it is UIKit's "Unbalanced calls", is the
  /// author's (A9).
  var endingByHand: ControllerID?

  // MARK: Events

  /// Judges an event: UIKit's warnings W1, W3 and W4; and notes which
  /// children have been told they moved in (A16).
  mutating func event(_ event: Event, line: Int, in world: World) {
    if case .callback(let callback) = event, !callback.isDirectCall {
      for (rule, message) in pairing.judge(callback, in: world) {
        report(rule, line: line, callback.controller, message)
      }
    }
    if case .callback(let callback) = event {
      switch callback.method {
      case .willMove:
        movedIn.remove(callback.controller)
      case .didMove(let parent):
        if parent == nil {
          movedIn.remove(callback.controller)
        } else {
          movedIn.insert(callback.controller)
        }
      case .loadView, .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear,
        .viewWillDisappear, .viewDidDisappear, .willRotate, .willAnimateRotation, .didRotate,
        .viewWillTransition, .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload,
        .viewWillLayoutSubviews, .viewDidLayoutSubviews:
        // Not part of a move.
        break
      }
    }
    let authorsEnd = endingByHand
    endingByHand = nil
    guard case .warning(let warning) = event else { return }
    switch warning {
    case .unbalancedAppearanceTransition(let controller):
      // The author's end, or an end of a transition the author began; an
      // end of one of UIKit's own containers (a push during a presentation)
      // is UIKit's (rule 4.8), shown in the trace, not the author's A9.
      guard
        authorsEnd == controller
          || world.explicitTransitionCause(of: controller) != .uikitContainerTransition
      else { return }
      // A container that forwards a did-callback UIKit delivered out of
      // pair (a presentation ending after the window came back) forwards
      // correctly: the child only follows its parent's broken pairing,
      // found or left to UIKit already.
      guard !pairing.followsBrokenParent(controller, in: world) else {
        // Its state now lags its parent's: the next begin it is forwarded
        // may find it where it is asked to go (A26), UIKit's doing too.
        lagsItsParent.insert(controller)
        return
      }
      report(
        .unbalancedAppearanceTransition, line: line, controller,
        "UIKit logs \"\(warning)\"")
    case .directAppearanceCall:
      // The direct call itself is A7, reported when it starts.
      break
    case .alreadyPresenting(_, let presenter, _):
      report(.presentWhilePresenting, line: line, presenter, "UIKit logs \"\(warning)\"")
    case .presenterNotInWindow(_, let presenter):
      report(.presentFromDetachedView, line: line, presenter, "UIKit logs \"\(warning)\"")
    }
  }

  /// The findings made since the last time they were taken, by line, then
  /// rule, then the order found; the auditor keeps none of them (it still
  /// reports each mistake once).
  mutating func takeFindings() -> [Finding] {
    guard !findings.isEmpty else { return [] }
    defer { findings = [] }
    return Audit.ordered(findings)
  }

  /// A19: the run stopped on a UIKit exception; A27: it was stopped by the
  /// model (a budget, one of its own refusals, or the scenario's own error),
  /// which is not UIKit raising anything.
  mutating func raised(_ failure: ScenarioRun.Failure) {
    let byUIKit = failure.exception != nil
    findings.append(
      Finding(
        rule: byUIKit ? .raisesException : .runStopped, line: failure.line, controller: "",
        message: failure.message))
  }

  mutating func report(
    _ rule: AuditRule, line: Int, _ controller: ControllerID, _ message: String
  ) {
    guard reported.insert(rule, line: line, controller: controller.index)
    else { return }
    // What the model infers rather than knows is said in the finding.
    let text = rule.inference.map { message + " (\($0))" } ?? message
    findings.append(Finding(rule: rule, line: line, controller: controller.name, message: text))
  }
}
