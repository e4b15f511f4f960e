/// Who a window move asks (rule 2.3, revision 3; grade dec: iOS 18.2
/// `UIView _willMoveToWindow:withAncestorView:` and `_didMoveFromWindow:toWindow:`,
/// iOS 26.1 `UIViewController viewWillMoveToWindow:` and
/// `viewDidMoveToWindow:shouldAppearOrDisappear:`; obs for containers that
/// forward by hand, from maintainers' fixes in open-source drawers; the body
/// of UIKit's insertion-point gate is inferred).
extension World {
  /// What a move asks of the controller at `controller`, whose root view is
  /// at `view`, as its will-phase reaches it.
  ///
  /// A controller is asked only when all of these hold:
  /// - it is not being presented or dismissed: the presentation drives it;
  /// - entering, its view is the move's root, or it has no parent, or its
  ///   parent's view is already in the window; leaving, its view is the
  ///   move's root or it has no parent (the rest follows by forwarding);
  /// - with a parent, that parent forwards automatically, is not inside its
  ///   own appearance callback (unless already *appeared*), and the view's
  ///   superview is not owned by a container that forwards by hand;
  /// - neither it nor a controller on its parent chain has an open explicit
  ///   transition, except `ios17`'s late child, asked for the will only.
  /// The move's insertion point is checked once for the whole move
  /// (``WindowMove/asksNobody``).
  func windowMoveAsks(
    _ controller: ControllerSlot, viewAt view: ViewSlot, in move: WindowMove,
    change: AppearanceChange
  ) -> WindowMoveAsking {
    let record = controllers[controller]
    guard !record.isBeingPresented, !record.isBeingDismissed else { return .nothing }
    let isRoot = view == move.root
    let entering = change == .willAppear
    if let parent = record.parentLink.slot {
      if entering {
        guard isRoot || isViewInVisibleWindow(ofControllerAt: parent) else { return .nothing }
      } else {
        guard isRoot else { return .nothing }
      }
      guard !managesAppearanceByHand(parent),
        !(isInOwnAppearanceCallback(parent) && appearances[parent].state != .appeared)
      else { return .nothing }
      if !isRoot, let superview = views[view].parentLink.slot,
        isOwnedByManualContainer(viewID(at: superview))
      {
        return .nothing
      }
    }
    guard isInExplicitTransition(controllerID(at: controller)) else { return .willAndDid }
    return entering && profile.asksLateChildren && isLateChild(controller) ? .willOnly : .nothing
  }

  /// Whether the did-side of a completed move still lets the did through
  /// to an asked controller: the same skips as the will-side, without the
  /// late child's exception (rule 2.3; grade dec).
  func windowMoveSendsDid(_ change: AppearanceChange, toControllerAt controller: ControllerSlot)
    -> Bool
  {
    let record = controllers[controller]
    guard !record.isBeingPresented, !record.isBeingDismissed,
      !isInExplicitTransition(controllerID(at: controller))
    else { return false }
    guard let parent = record.parentLink.slot, isInOwnAppearanceCallback(parent) else {
      return true
    }
    // Entering, a parent inside its own callback forwards the did itself;
    // leaving, only while it is not yet *appeared*.
    return change != .didAppear && appearances[parent].state == .appeared
  }

  /// `ios17`'s late child (rule 2.3; grade dec, iOS 26.1): added to a parent
  /// whose view is in the window and that is *appearing* through an
  /// explicit transition on its parent chain, while itself off screen with
  /// no transition of its own.
  private func isLateChild(_ controller: ControllerSlot) -> Bool {
    guard let parent = controllers[controller].parentLink.slot,
      isViewInVisibleWindow(ofControllerAt: parent),
      appearances[parent].state == .appearing,
      !controllers[controller].explicitTransition.isOpen
    else { return false }
    return !appearances[controller].state.isOnScreenSide
  }

  /// Whether the controller's view is loaded and in a visible window.
  private func isViewInVisibleWindow(ofControllerAt slot: ControllerSlot) -> Bool {
    guard let view = controllers[slot].viewLink.slot else { return false }
    return isInVisibleWindow(viewID(at: view))
  }

  /// Whether the controller at `slot` is inside its own appearance
  /// callback.
  ///
  /// That is, a handler of its `viewWillAppear`, `viewDidAppear`,
  /// `viewWillDisappear` or `viewDidDisappear` is running (not
  /// `viewIsAppearing`): UIKit's `isSettingAppearState` (grade dec).
  ///
  /// A handler's calls are nested calls, and the step the interrupted call
  /// runs next, right below each nested call's work, is the forwarding that
  /// follows the callback (rule 2.2): so the open calls' checkpoints tell,
  /// in as many looks as calls are open.
  func isInOwnAppearanceCallback(_ slot: ControllerSlot) -> Bool {
    calls.checkpoints.contains { checkpoint in
      guard checkpoint.workCount > 0,
        case .appearance(.forward(_, let forwarding, _, _)) = work[checkpoint.workCount - 1]
      else { return false }
      return forwarding == slot
    }
  }
}
