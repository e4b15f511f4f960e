/// One UIKit-style call a container, a window or the system makes; the input of
/// ``World/perform(_:)``.
///
/// The cases mirror the statements of scenario language §2. The receiver comes
/// first where UIKit has one: `.addChild(c, to: p)` is `p.addChild(c)`.
///
/// Completion blocks nest calls. ``World`` runs them from its work stack,
/// without recursion, and refuses blocks nested more than
/// ``World/maximumCompletionDepth`` deep
/// (``ModelRefusal/completionsNestTooDeep(limit:)``). A block is a
/// ``CallBlock``: comparing, hashing and describing a call walk its blocks
/// without recursion, at any depth (a test holds 20,000 levels), so that
/// `Call`'s own `==` and `hash(into:)` are Swift's synthesized ones;
/// releasing one is Swift's own work and
/// recurses over the depth, so a value built in your code with some tens of
/// thousands of levels can overflow the stack when it is freed. The scenario
/// language stops at 64 levels.
public indirect enum Call: Hashable, Sendable {
  // MARK: Windows

  /// `window.rootViewController = c` (rule 1.4): loads `c`'s view and installs it
  /// in the window, removing the previous root's view; `nil` only removes.
  case setRootViewController(ControllerID?, of: WindowID)

  /// `window.makeKeyAndVisible()`: shows the window (rule 2.3).
  case makeKeyAndVisible(WindowID)

  /// `window.isHidden = …` (rule 2.3).
  case setWindowHidden(WindowID, Bool)

  // MARK: Containment and views

  /// `parent.addChild(child)` (rule 1.1).
  case addChild(ControllerID, to: ControllerID)

  /// `child.removeFromParent()` (rule 1.2).
  case removeFromParent(ControllerID)

  /// A direct call of a callback method by user code: `c.willMove(toParent: p)`,
  /// `c.didMove(toParent: nil)` (rule 1.3), `c.viewWillAppear(true)` and the other
  /// appearance methods (rule 2.6), `c.loadView()`, `c.viewDidLoad()`.
  case directCall(Callback.Method, on: ControllerID)

  /// `superview.addSubview(view)`; both sides load when they are controller
  /// views (rules 1.4, 1.5, 2.3).
  case addSubview(ViewReference, to: ViewReference)

  /// `view.removeFromSuperview()` (rule 2.3).
  case removeFromSuperview(ViewReference)

  /// `view.isHidden = …`: no callbacks; hidden views are skipped by rotation
  /// (rule 6.1).
  case setViewHidden(ViewReference, Bool)

  /// `c.loadViewIfNeeded()` or `_ = c.view` (rule 1.4).
  case loadViewIfNeeded(ControllerID)

  /// `parent.transition(from:to:duration:) { completion }` (rule 3.1); `nil`
  /// means no completion block, `[]` an empty one.
  case transition(
    in: ControllerID, from: ControllerID, to: ControllerID, duration: Double,
    completion: CallBlock?)

  /// `c.shouldAutomaticallyForwardAppearanceMethods = …` (rule 2.5).
  case setForwardsAppearance(ControllerID, Bool)

  /// `c.shouldAutomaticallyForwardRotationMethods = …` (rule 6.1).
  case setForwardsRotation(ControllerID, Bool)

  /// `c.beginAppearanceTransition(isAppearing, animated:)` (rule 2.4).
  case beginAppearanceTransition(ControllerID, isAppearing: Bool, animated: Bool)

  /// `c.endAppearanceTransition()` (rule 2.4).
  case endAppearanceTransition(ControllerID)

  // MARK: Navigation (rule 5.1)

  /// `nav.pushViewController(controller, animated:)`.
  case pushViewController(ControllerID, onto: ControllerID, animated: Bool)

  /// `nav.popViewController(animated:)`.
  case popViewController(ControllerID, animated: Bool)

  /// `nav.popToRootViewController(animated:)`.
  case popToRootViewController(ControllerID, animated: Bool)

  /// `nav.popToViewController(target, animated:)`.
  case popToViewController(ControllerID, in: ControllerID, animated: Bool)

  /// `nav.setViewControllers(_:animated:)` (rule 5.1) or
  /// `tabs.setViewControllers(_:animated:)` and `tabs.viewControllers = …` (rule 5.2).
  case setViewControllers([ControllerID], of: ControllerID, animated: Bool)

  /// The start of a user's edge-swipe back gesture (rule 5.1).
  case beginInteractivePop(ControllerID)

  /// The user lifts the finger past the threshold: the pop completes.
  case finishInteractivePop(ControllerID)

  /// The user gives the gesture up: the pop is cancelled.
  case cancelInteractivePop(ControllerID)

  // MARK: Tab bar (rule 5.2)

  /// `tabs.selectedIndex = index`; an index out of range is ignored.
  case setSelectedIndex(Int, of: ControllerID)

  /// `tabs.selectedViewController = controller`.
  case setSelectedViewController(ControllerID, of: ControllerID)

  /// A user's tap on a tab: re-tapping the selected tab pops its navigation
  /// controller to the root (seed 003).
  case tapTab(at: Int, of: ControllerID)

  // MARK: Presentation (rule 5.3)

  /// `controller.modalPresentationStyle = style`.
  case setModalPresentationStyle(ModalPresentationStyle, of: ControllerID)

  /// `presenter.present(presented, animated:) { completion }`.
  case present(ControllerID, from: ControllerID, animated: Bool, completion: CallBlock?)

  /// `controller.dismiss(animated:) { completion }`.
  case dismiss(ControllerID, animated: Bool, completion: CallBlock?)

  /// `controller.transitionCoordinator?.animate(alongsideTransition: nil)
  /// { _ in completion }`: the completion runs when the coordinator's
  /// transition ends, after its end callbacks; without a coordinator
  /// (``World/transitionCoordinator(of:)``) nothing happens (rule 5.5; grade
  /// dec for a navigation controller's, inf for a presentation's).
  case animateAlongsideTransition(of: ControllerID, completion: CallBlock?)

  // MARK: System and time

  /// `window.rotate(to:duration:)` (rules 6.1, 6.2).
  case rotate(WindowID, to: Orientation, duration: Double)

  /// `app.didReceiveMemoryWarning()` (rule 6.3).
  case didReceiveMemoryWarning

  /// `scene.enterBackground()`, `app.enterForeground()`, …: what the system
  /// does to the app's scene; the delegate's lines, no controller callback
  /// (rule 6.4, revision 4).
  case scene(SceneEvent)

  /// A sheet's delegate, `isModalInPresentation`, or the user's pull
  /// (rule 5.3a, revision 4).
  case sheet(SheetCall)

  /// `pages.setViewControllers([b], direction: d, animated: a) { finished in … }`
  /// on a page view controller (rule 5.4, revision 4).
  case setPages(
    [ControllerID], of: ControllerID, direction: PageNavigationDirection, animated: Bool,
    completion: CallBlock?)

  /// A page view controller's data source, double-sidedness or swipe
  /// (rule 5.4, revision 4).
  case pageView(PageViewCall)

  /// `RunLoop.main.turn()`: ends the current run-loop turn (rule 4.1).
  case endTurn

  /// `RunLoop.main.run(for:)`: ends the turn, then advances the clock by the
  /// given seconds, completing the animations that end by then (rule 4.2).
  case run(for: Double)

  /// `RunLoop.main.runUntilIdle()`: ends the turn and runs until no animation
  /// or queued callback is left (rule 4.2).
  case runUntilIdle

  // MARK: The main queue and view animations (rules 4.5, 4.6)

  /// `DispatchQueue.main.async { block }`: the block runs after the current
  /// turn's end, in the order queued, and opens the next turn (rule 4.5).
  case mainQueueAsync(CallBlock)

  /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { block }`:
  /// the block runs when the clock passes now + seconds, ordered with
  /// animation ends, in a turn of its own (rule 4.5).
  case mainQueueAsyncAfter(seconds: Double, CallBlock)

  /// The start of `UIView.animate(withDuration: duration, delay: delay,
  /// animations: { … }, completion: { … })`, as `UIView.beginAnimations`
  /// starts an animation block: the calls up to ``commitViewAnimations``
  /// are the animations block, which runs at once. Views moved in it get
  /// their window-driven did-callbacks when the animation ends (ios7,
  /// ios17); the completion runs then, or as a main-queue block when the
  /// duration and delay are 0 (rule 4.6).
  case beginViewAnimations(duration: Double, delay: Double, completion: CallBlock?)

  /// The end of the animation block that ``beginViewAnimations(duration:delay:completion:)``
  /// began, as `UIView.commitAnimations()` (rule 4.6).
  case commitViewAnimations

  /// The start of `UIView.performWithoutAnimation { … }`: until the matching
  /// ``enableViewAnimations``, view animations take no time (rule 4.6).
  case disableViewAnimations

  /// The end of `UIView.performWithoutAnimation { … }` (rule 4.6).
  case enableViewAnimations

  // MARK: Layout (rule 4.7)

  /// `view.setNeedsLayout()` (rule 4.7; grade doc + inf): marks that view as
  /// needing layout; loads a controller's view first. Nothing happens in a
  /// world that does not track layout (``World/tracksLayout``).
  case setNeedsLayout(ViewReference)

  /// `view.layoutIfNeeded()`: lays out at once the views of its subtree
  /// that need layout, in pre-order; in ios17 a controller due
  /// `viewIsAppearing` gets it right before its layout pair (rule 4.7;
  /// grade doc + inf).
  case layoutIfNeeded(ViewReference)

  // MARK: The caller's own code

  /// A block of the caller's own code, named by a number the caller chose:
  /// the world does nothing for it but announce it, when it starts, to the
  /// `block` closure of ``World/perform(_:handler:block:)``, which performs
  /// the block's calls then.
  ///
  /// A completion block whose calls depend on state at the time it runs
  /// (`if isOpen { … }` in a scenario, scenario language §5) is one
  /// `callerBlock` in the completion's place. Performed without a `block`
  /// closure, it does nothing.
  case callerBlock(Int)
}

extension Call {
  /// The block the call carries, if it has one: the completion block of
  /// `transition`, `present`, `dismiss`, `animateAlongsideTransition`,
  /// `beginViewAnimations` and `setPages`, or the main queue's block.
  public var block: CallBlock? {
    switch self {
    case .transition(_, _, _, _, let completion), .present(_, _, _, let completion),
      .dismiss(_, _, let completion), .animateAlongsideTransition(_, let completion),
      .beginViewAnimations(_, _, let completion),
      .setPages(_, _, _, _, let completion):
      // The calls that take a completion block.
      completion
    case .mainQueueAsync(let block), .mainQueueAsyncAfter(_, let block):
      // A block for the main queue.
      block
    case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .addChild,
      .removeFromParent, .directCall, .addSubview, .removeFromSuperview, .setViewHidden,
      .loadViewIfNeeded, .setForwardsAppearance, .setForwardsRotation,
      .beginAppearanceTransition, .endAppearanceTransition, .pushViewController,
      .popViewController, .popToRootViewController, .popToViewController, .setViewControllers,
      .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .setSelectedIndex,
      .setSelectedViewController, .tapTab, .setModalPresentationStyle, .rotate,
      .didReceiveMemoryWarning, .scene, .sheet, .pageView, .endTurn, .run, .runUntilIdle,
      .commitViewAnimations,
      .disableViewAnimations, .enableViewAnimations, .callerBlock, .setNeedsLayout,
      .layoutIfNeeded:
      // No block: a caller's block is run by the caller.
      nil
    }
  }

  /// The calls of the block the call carries, if it has one (``block``).
  public var completion: [Call]? { block?.calls }

  /// The call with the block it carries, if any, emptied: what its
  /// synthesized `==` and `hash(into:)` read without going down the block,
  /// which ``CallBlock`` walks without recursion.
  var withBlockEmptied: Call {
    switch self {
    case .transition(let parent, let from, let to, let duration, let completion):
      .transition(
        in: parent, from: from, to: to, duration: duration, completion: completion.map { _ in [] })
    case .present(let presented, let presenter, let animated, let completion):
      .present(
        presented, from: presenter, animated: animated, completion: completion.map { _ in [] })
    case .dismiss(let controller, let animated, let completion):
      .dismiss(controller, animated: animated, completion: completion.map { _ in [] })
    case .animateAlongsideTransition(let controller, let completion):
      .animateAlongsideTransition(of: controller, completion: completion.map { _ in [] })
    case .beginViewAnimations(let duration, let delay, let completion):
      .beginViewAnimations(duration: duration, delay: delay, completion: completion.map { _ in [] })
    case .mainQueueAsyncAfter(let seconds, _):
      .mainQueueAsyncAfter(seconds: seconds, [])
    case .mainQueueAsync:
      .mainQueueAsync([])
    case .setPages(let pages, let pageViewController, let direction, let animated, let completion):
      .setPages(
        pages, of: pageViewController, direction: direction, animated: animated,
        completion: completion.map { _ in [] })
    case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .addChild,
      .removeFromParent, .directCall, .addSubview, .removeFromSuperview, .setViewHidden,
      .loadViewIfNeeded, .setForwardsAppearance, .setForwardsRotation,
      .beginAppearanceTransition, .endAppearanceTransition, .pushViewController,
      .popViewController, .popToRootViewController, .popToViewController, .setViewControllers,
      .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .setSelectedIndex,
      .setSelectedViewController, .tapTab, .setModalPresentationStyle, .rotate,
      .didReceiveMemoryWarning, .scene, .sheet, .pageView, .endTurn, .run, .runUntilIdle,
      .commitViewAnimations,
      .disableViewAnimations, .enableViewAnimations, .callerBlock, .setNeedsLayout,
      .layoutIfNeeded:
      // No block to empty.
      self
    }
  }
}
