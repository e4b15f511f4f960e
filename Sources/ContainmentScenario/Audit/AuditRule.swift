/// A mistake the audit can find in a container's calls, with a stable ID.
///
/// Each rule names the behaviour rules of the callback-order reference it
/// protects (``behaviourRules``) and the failure classes of real users' bugs
/// it catches (``failureClasses``, A–K, listed in <doc:AuditRules>). The IDs
/// never change meaning; new rules get new IDs.
public enum AuditRule: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `addChild` without `didMove(toParent:)` by the end of the turn, or of
  /// the transition that brings the child in (rule 1.1).
  case didMoveMissing = "A1"
  /// `removeFromParent()` without `willMove(toParent: nil)` first (rule 1.2).
  case willMoveToNilMissing = "A2"
  /// The child's view was put into the parent's view before `addChild`
  /// (rules 1.1, 1.5).
  case viewAddedBeforeAddChild = "A3"
  /// A controller's view was put into another controller's view, and the
  /// controller never became that controller's child (rule 1.5).
  case viewWithoutContainment = "A4"
  /// The to-view was put in place before `transition(from:to:)`, which adds
  /// it itself (rules 2.4, 3.1; seed 003).
  case toViewAddedBeforeTransition = "A5"
  /// `transition(from:to:)` whose from-view is not in the parent's view, so
  /// the to-view has nowhere to go (rule 3.1).
  case fromViewNotInParent = "A6"
  /// A direct call of `viewWillAppear(_:)` and the other appearance methods
  /// (rule 2.6).
  case directAppearanceCall = "A7"
  /// A direct call of `loadView()`, `viewDidLoad()` or another lifecycle
  /// method UIKit sends itself (rules 1.4, 6.1, 6.3; seed 001).
  case directLifecycleCall = "A8"
  /// Begin and end that do not pair: UIKit logs "Unbalanced calls", or a
  /// begin is never ended (rule 2.4).
  case unbalancedAppearanceTransition = "A9"
  /// `beginAppearanceTransition`/`endAppearanceTransition` on a controller
  /// whose parent forwards appearance itself, or that has no parent
  /// (rules 2.4, 2.5).
  case manualForwardingWhileAutomatic = "A10"
  /// A container that switched forwarding off settled without telling a
  /// child in its view (rule 2.5).
  case childNotForwarded = "A11"
  /// A transition replaced a child but left it in `children`, its view in no
  /// window: a leak (rules 1.2, 3.1).
  case childLeftAfterTransition = "A12"
  /// A direct `willMove(toParent: p)`: `addChild` already sends it, so the
  /// child gets it twice (rule 1.1).
  case redundantWillMove = "A13"
  /// A `transition(from:to:)` started while another one of the same parent
  /// is running (rule 3.1).
  case overlappingTransition = "A14"
  /// `didMove(toParent: x)` where `x` is not the child's parent (rule 1.3).
  case didMoveToWrongParent = "A15"
  /// A second `didMove(toParent:)` for the same move, for example after
  /// `removeFromParent()`, which sends `didMove(toParent: nil)` itself
  /// (rules 1.2, 1.3).
  case duplicateDidMove = "A16"
  /// `present` from a controller whose view is not in a window: UIKit logs
  /// W4 and presents nothing (rule 5.3).
  case presentFromDetachedView = "A17"
  /// `present` from a controller that is already presenting: UIKit logs W3
  /// and presents nothing (rule 5.3).
  case presentWhilePresenting = "A18"
  /// The run raised a UIKit exception (rule 7).
  case raisesException = "A19"
  /// `beginAppearanceTransition(true, …)` on a child while its parent is off
  /// screen: the child appears now, and again when the parent appears
  /// (rules 2.4, 2.5; grade inf for the second appearance's source).
  case forwardedWhileParentOffScreen = "A20"
  /// A controller's appearance callbacks that break the will/did pairing: a
  /// did without its will, two wills in a row, a `viewDidAppear` while its
  /// view is in no visible window (rules 2.1, 2.3, 2.4).
  case brokenAppearancePairing = "A21"
  /// A `viewDidAppear` to a controller whose view, or a superview, is
  /// hidden: it is told it appeared while nothing of it shows, and is not
  /// told again when it is shown (rules 2.2, 2.3).
  case appearedWhileHidden = "A22"
  /// A second `beginAppearanceTransition` in the same direction on a child
  /// whose transition is open: legal (the begins nest, rule 2.4) but
  /// almost always a container forwarding twice.
  case redundantNestedBegin = "A23"
  /// A child told `willMove(toParent: nil)` and still in `children` when the
  /// turn ends, with no transition moving it out (rule 1.2).
  case childKeptAfterWillMoveToNil = "A24"
  /// A child of a container that forwards appearance by hand, removed while
  /// it is on screen without a disappearance transition: UIKit tells it
  /// nothing, and it stays *appeared* (rules 1.2, 2.5; MMDrawerController
  /// PR #363).
  case visibleChildRemovedWithoutDisappearing = "A25"
  /// `beginAppearanceTransition` in the direction the controller has
  /// already reached: `true` on an appeared controller, `false` on a
  /// disappeared one. UIKit sends the callbacks again (rules 2.1, 2.4).
  case appearanceBegunInTheDirectionReached = "A26"
  /// The run was stopped before its end without a UIKit exception: a
  /// budget was spent (the scenario's code does not settle) or the
  /// scenario's own code failed, such as a subscript out of range (the
  /// scenario language's budgets; rule 7's E0).
  case runStopped = "A27"
  /// A28: `beginAppearanceTransition`/`endAppearanceTransition` called by
  /// hand on a page of a `UIPageViewController`, which forwards its
  /// appearance to its pages itself (rule 5.4, revision 4).
  case pageForwardedByHand = "A28"

  /// The stable ID, `A1` … `A28`.
  public var id: String { rawValue }

  /// The rule's number (A1 is 1): one line's findings are reported in this
  /// order.
  package var order: Int { Int(rawValue.dropFirst()) ?? 0 }

  /// `A1 didMoveMissing`.
  public var description: String { "\(id) \(name)" }

  /// The rule's name in code.
  public var name: String {
    switch self {
    case .forwardedWhileParentOffScreen: "forwardedWhileParentOffScreen"
    case .brokenAppearancePairing: "brokenAppearancePairing"
    case .appearedWhileHidden: "appearedWhileHidden"
    case .redundantNestedBegin: "redundantNestedBegin"
    case .childKeptAfterWillMoveToNil: "childKeptAfterWillMoveToNil"
    case .visibleChildRemovedWithoutDisappearing: "visibleChildRemovedWithoutDisappearing"
    case .appearanceBegunInTheDirectionReached: "appearanceBegunInTheDirectionReached"
    case .runStopped: "runStopped"
    case .pageForwardedByHand: "pageForwardedByHand"
    case .didMoveMissing: "didMoveMissing"
    case .willMoveToNilMissing: "willMoveToNilMissing"
    case .viewAddedBeforeAddChild: "viewAddedBeforeAddChild"
    case .viewWithoutContainment: "viewWithoutContainment"
    case .toViewAddedBeforeTransition: "toViewAddedBeforeTransition"
    case .fromViewNotInParent: "fromViewNotInParent"
    case .directAppearanceCall: "directAppearanceCall"
    case .directLifecycleCall: "directLifecycleCall"
    case .unbalancedAppearanceTransition: "unbalancedAppearanceTransition"
    case .manualForwardingWhileAutomatic: "manualForwardingWhileAutomatic"
    case .childNotForwarded: "childNotForwarded"
    case .childLeftAfterTransition: "childLeftAfterTransition"
    case .redundantWillMove: "redundantWillMove"
    case .overlappingTransition: "overlappingTransition"
    case .didMoveToWrongParent: "didMoveToWrongParent"
    case .duplicateDidMove: "duplicateDidMove"
    case .presentFromDetachedView: "presentFromDetachedView"
    case .presentWhilePresenting: "presentWhilePresenting"
    case .raisesException: "raisesException"
    }
  }

  /// What UIKit does when a container makes this mistake.
  public var consequence: String {
    switch self {
    case .forwardedWhileParentOffScreen:
      "the child gets viewWillAppear/viewDidAppear now, while nothing shows, and again when the parent appears and forwards its appearance: its appearance code runs twice"
    case .brokenAppearancePairing:
      "code that expects viewWillAppear before viewDidAppear (or the disappear pair) runs without its setup, twice, or for a view that is not on screen"
    case .appearedWhileHidden:
      "the child is told it appeared while its view is hidden, and is not told again when the view is shown: work started in viewDidAppear runs for nothing, or too early"
    case .redundantNestedBegin:
      "the begins nest (rule 2.4): the callbacks wait for the last matching end, so an end left out, or one in the wrong place, delays or loses the did-callback"
    case .childKeptAfterWillMoveToNil:
      "the child was told it is leaving but stays in children: it keeps receiving its parent's forwarded callbacks, rotation and memory warnings, and leaks with it"
    case .visibleChildRemovedWithoutDisappearing:
      "with shouldAutomaticallyForwardAppearanceMethods false, UIKit sends the removed child nothing: it never gets viewWillDisappear/viewDidDisappear and stays appeared, so work stopped there never stops"
    case .runStopped:
      "not UIKit's: the model stopped the run, so what came after was not judged; in the app, work that never settles keeps the main thread busy, and code the model cannot read runs as written"
    case .pageForwardedByHand:
      "the page view controller forwards its own appearance to its pages already: the hand-made begins nest with its own or reach a page it is turning, and the page's callbacks come twice, late or unbalanced"
    case .appearanceBegunInTheDirectionReached:
      "UIKit sends the will-callback again and, at the end, the did-callback again: the controller appears (or disappears) twice without the opposite change between"
    case .didMoveMissing:
      "the child never gets didMove(toParent:), so code that finishes setting it up there never runs"
    case .willMoveToNilMissing:
      "removeFromParent() sends didMove(toParent: nil) but never willMove(toParent: nil), so the child is told it left without being told it is leaving"
    case .viewAddedBeforeAddChild:
      "the view enters the window before the child has a parent: its appearance callbacks see parent == nil and isMovingToParent == false"
    case .viewWithoutContainment:
      "the controller is nobody's child, so its container forwards it no appearance, rotation or memory callbacks: it appears and disappears only when a move of its own view, or of a view holding it, enters or leaves a window, never when the container appears or disappears, and not at all inside a container that forwards by hand or a view UIKit's containers install"
    case .toViewAddedBeforeTransition:
      "the view already appears through the window; the transition then begins an appearance that is under way, and UIKit logs \"Unbalanced calls to begin/end appearance transitions\" (ios5: viewWillAppear twice)"
    case .fromViewNotInParent:
      "the transition puts the to-view where the from-view is; with the from-view outside the parent's view, the new child is not shown where the container expects"
    case .directAppearanceCall:
      "UIKit logs \"Calling -viewWillAppear: directly … is not supported\" (iOS 17) and the callbacks can arrive twice or out of order"
    case .directLifecycleCall:
      "UIKit calls these methods itself; calling them again runs them twice (loadView builds a second view hierarchy)"
    case .unbalancedAppearanceTransition:
      "UIKit logs \"Unbalanced calls to begin/end appearance transitions\" and the child's did-callback is lost or comes at the wrong time"
    case .manualForwardingWhileAutomatic:
      "the parent also forwards appearance itself, so the child gets its callbacks twice, or at the wrong time"
    case .childNotForwarded:
      "with shouldAutomaticallyForwardAppearanceMethods false, UIKit tells the child nothing: it never gets viewWillAppear/viewDidAppear (or the disappear pair)"
    case .childLeftAfterTransition:
      "the old child stays in children and in memory, and keeps receiving rotation and memory callbacks from its parent"
    case .redundantWillMove:
      "the child receives willMove(toParent:) twice"
    case .overlappingTransition:
      "the second transition's begins land on controllers whose first transition is still open: unbalanced appearance calls and views in the wrong place"
    case .didMoveToWrongParent:
      "the child is told it moved to a parent it does not have"
    case .duplicateDidMove:
      "the child receives didMove(toParent:) twice for one move"
    case .presentFromDetachedView:
      "UIKit logs \"whose view is not in the window hierarchy\" and presents nothing"
    case .presentWhilePresenting:
      "UIKit logs \"which is already presenting\" and presents nothing"
    case .raisesException:
      "UIKit raises an exception: the app crashes"
    }
  }

  /// What the model cannot be sure of in this rule's finding, `nil` when the
  /// rule rests on documentation, decompiled code or observation only.
  ///
  /// A finding of such a rule ends with this text in parentheses, so that a
  /// reader knows which part is inferred (the evidence grades of the
  /// callback-order reference, in the `Containment` documentation).
  public var inference: String? {
    switch self {
    case .forwardedWhileParentOffScreen:
      // Rules 2.4, 2.5: the second appearance's source is graded inf.
      "inferred: that the parent's appearance forwards to the child again is inferred from rules 2.2 and 2.5, not observed"
    case .childLeftAfterTransition:
      // Rule 3.1: the completion's placement is graded inf.
      "inferred: when transition(from:to:)'s completion runs is inferred (rule 3.1); the leak itself is not"
    case .didMoveMissing, .willMoveToNilMissing, .viewAddedBeforeAddChild, .viewWithoutContainment,
      .toViewAddedBeforeTransition, .fromViewNotInParent, .directAppearanceCall,
      .directLifecycleCall, .unbalancedAppearanceTransition, .manualForwardingWhileAutomatic,
      .childNotForwarded, .redundantWillMove, .overlappingTransition, .didMoveToWrongParent,
      .duplicateDidMove, .presentFromDetachedView, .presentWhilePresenting, .raisesException,
      .brokenAppearancePairing, .appearedWhileHidden, .redundantNestedBegin,
      .childKeptAfterWillMoveToNil, .visibleChildRemovedWithoutDisappearing,
      .appearanceBegunInTheDirectionReached, .runStopped, .pageForwardedByHand:
      // Rests on rules graded doc, dec or obs.
      nil
    }
  }

  /// How to fix it.
  public var fix: String {
    switch self {
    case .forwardedWhileParentOffScreen:
      "begin the child's appearance from the parent's own viewWillAppear (and end it in viewDidAppear), not when the child is added while the parent is off screen"
    case .brokenAppearancePairing:
      "add the child (and its view) before the parent's will-phase, for example in viewDidLoad or viewWillAppear, not in viewWillLayoutSubviews or after the parent's viewWillAppear; pair every begin with one end"
    case .appearedWhileHidden:
      "add the child's view unhidden, or forward its appearance by hand when the view is shown"
    case .redundantNestedBegin:
      "forward each appearance change once: remove the second beginAppearanceTransition (and its end), or stop UIKit forwarding too"
    case .childKeptAfterWillMoveToNil:
      "finish the removal: remove the child's view and call removeFromParent() after willMove(toParent: nil)"
    case .visibleChildRemovedWithoutDisappearing:
      "tell the child it disappears before removing it: beginAppearanceTransition(false, animated:), remove the view, endAppearanceTransition(), then removeFromParent()"
    case .runStopped:
      "see the message: break the cycle of handlers or bound the loops, or, for legitimate work, raise the limit it names (--max-events, --max-steps); for a value the model cannot read, keep it in a property of the container"
    case .pageForwardedByHand:
      "leave the pages' appearance to the page view controller: change pages with setViewControllers(_:direction:animated:) and let it send their callbacks"
    case .appearanceBegunInTheDirectionReached:
      "begin the opposite direction (false to hide an appeared child, true to show a disappeared one), or nothing when the child is already there"
    case .didMoveMissing:
      "call child.didMove(toParent: parent) once its view is in place (after addSubview, or in the transition's completion)"
    case .willMoveToNilMissing:
      "call child.willMove(toParent: nil) before removeFromParent()"
    case .viewAddedBeforeAddChild:
      "call parent.addChild(child) first, then add child.view, then child.didMove(toParent: parent)"
    case .viewWithoutContainment:
      "make the controller a child first: parent.addChild(child), add the view, child.didMove(toParent: parent)"
    case .toViewAddedBeforeTransition:
      "do not add the to-view yourself: transition(from:to:) adds it where the from-view is"
    case .fromViewNotInParent:
      "put the from-view in the parent's view before the transition (or use addSubview for the first child)"
    case .directAppearanceCall:
      "drive appearance with beginAppearanceTransition(_:animated:) and endAppearanceTransition(), or let UIKit forward it"
    case .directLifecycleCall:
      "never call it: access child.view (or loadViewIfNeeded()) to load a view; override and call super instead"
    case .unbalancedAppearanceTransition:
      "pair every beginAppearanceTransition with exactly one endAppearanceTransition, and do not begin an appearance UIKit is already delivering"
    case .manualForwardingWhileAutomatic:
      "return false from the parent's shouldAutomaticallyForwardAppearanceMethods before forwarding by hand, or let UIKit forward"
    case .childNotForwarded:
      "forward the parent's appearance to each visible child with beginAppearanceTransition/endAppearanceTransition in the parent's four appearance methods"
    case .childLeftAfterTransition:
      "in the transition's completion call old.removeFromParent() (after old.willMove(toParent: nil) before the transition)"
    case .redundantWillMove:
      "remove the willMove(toParent:) call: addChild sends it"
    case .overlappingTransition:
      "wait for the running transition's completion (or ignore input while it runs) before starting another"
    case .didMoveToWrongParent:
      "call didMove(toParent:) with the parent addChild gave the child"
    case .duplicateDidMove:
      "send one didMove per move: removeFromParent() sends didMove(toParent: nil) itself, and a child already added needs no second didMove(toParent:) (in ios5 viewDidLoad runs again after a memory warning unloads the view: set children up only when child.parent is nil)"
    case .presentFromDetachedView:
      "present from a controller whose view is in a visible window (for example after its viewDidAppear)"
    case .presentWhilePresenting:
      "present from the presented controller, or dismiss first"
    case .raisesException:
      "see the exception's text"
    }
  }

  /// The rules of the reference the audit rule protects.
  public var behaviourRules: [String] {
    switch self {
    case .didMoveMissing: ["1.1"]
    case .willMoveToNilMissing: ["1.2"]
    case .viewAddedBeforeAddChild: ["1.1", "1.5"]
    case .viewWithoutContainment: ["1.5", "2.2"]
    case .toViewAddedBeforeTransition: ["2.4", "3.1"]
    case .fromViewNotInParent: ["3.1"]
    case .directAppearanceCall: ["2.6"]
    case .directLifecycleCall: ["1.4", "6.1", "6.3"]
    case .unbalancedAppearanceTransition: ["2.4"]
    case .manualForwardingWhileAutomatic: ["2.4", "2.5"]
    case .childNotForwarded: ["2.5"]
    case .childLeftAfterTransition: ["1.2", "3.1"]
    case .redundantWillMove: ["1.1", "1.3"]
    case .overlappingTransition: ["3.1"]
    case .didMoveToWrongParent: ["1.3"]
    case .duplicateDidMove: ["1.2", "1.3"]
    case .presentFromDetachedView: ["5.3"]
    case .presentWhilePresenting: ["5.3"]
    case .raisesException: ["7"]
    case .forwardedWhileParentOffScreen: ["2.4", "2.5"]
    case .brokenAppearancePairing: ["2.1", "2.3", "2.4"]
    case .appearedWhileHidden: ["2.2", "2.3"]
    case .redundantNestedBegin: ["2.4"]
    case .childKeptAfterWillMoveToNil: ["1.2"]
    case .visibleChildRemovedWithoutDisappearing: ["1.2", "2.5"]
    case .appearanceBegunInTheDirectionReached: ["2.1", "2.4"]
    case .runStopped: ["7"]
    case .pageForwardedByHand: ["5.4", "2.4"]
    }
  }

  /// The failure classes of real users' bugs (A–K) the rule catches.
  public var failureClasses: [String] {
    switch self {
    case .didMoveMissing: ["F"]
    case .willMoveToNilMissing: ["F"]
    case .viewAddedBeforeAddChild: ["D"]
    case .viewWithoutContainment: ["A"]
    case .toViewAddedBeforeTransition: ["C"]
    case .fromViewNotInParent: ["F"]
    case .directAppearanceCall: ["I", "B"]
    case .directLifecycleCall: ["I"]
    case .unbalancedAppearanceTransition: ["C"]
    case .manualForwardingWhileAutomatic: ["B", "D"]
    case .childNotForwarded: ["A"]
    case .childLeftAfterTransition: ["G"]
    case .redundantWillMove: ["F"]
    case .overlappingTransition: ["C"]
    case .didMoveToWrongParent: ["F"]
    case .duplicateDidMove: ["F"]
    case .presentFromDetachedView: ["A"]
    case .presentWhilePresenting: ["A"]
    case .raisesException: ["F"]
    case .forwardedWhileParentOffScreen: ["B"]
    case .brokenAppearancePairing: ["A", "B", "D"]
    case .appearedWhileHidden: ["B", "D"]
    case .redundantNestedBegin: ["B", "C"]
    case .childKeptAfterWillMoveToNil: ["G"]
    case .visibleChildRemovedWithoutDisappearing: ["A"]
    case .appearanceBegunInTheDirectionReached: ["B"]
    case .runStopped: ["F"]
    case .pageForwardedByHand: ["B", "C"]
    }
  }
}
