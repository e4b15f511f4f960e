extension World {
  /// `window.rotate(to:duration:)` (rules 6.1, 6.2; grade doc + dec).
  ///
  /// ios5, ios7: `willRotate(to:duration:)` to the walk of ``rotationWalk(of:)``,
  /// then `willAnimateRotation(to:duration:)` in the same order, and after the
  /// animation `didRotate(from:)` in the same order. ios17:
  /// `viewWillTransition(to:)` to the root and all its descendants, once, at
  /// once. Rotating to the current orientation does nothing.
  mutating func rotate(_ window: WindowID, to orientation: Orientation, duration: Double) {
    let old = windows[window.slot].orientation
    guard old != orientation else { return }
    viewTree.setOrientation(orientation, of: window)
    // The window's root views need layout, marked at the call (rule 4.7).
    markSubtreeNeedsLayout(viewAt: windows[window.slot].view.slot)
    let mark = openSchedule()
    if profile.sendsLegacyRotationCallbacks {
      let order = rotationWalk(of: window, visibleOnly: true)
      for controller in order {
        plan(
          .containment(
            .deliver(
              .willRotate(to: orientation, duration: duration), to: controller, direct: false)))
      }
      for controller in order {
        plan(
          .containment(
            .deliver(
              .willAnimateRotation(to: orientation, duration: duration), to: controller,
              direct: false
            )))
      }
      plan(
        .runLoop(
          .beginAnimation(
            .rotation(window, from: old, to: orientation, order: order),
            duration: Instant(seconds: max(0, duration)))))
    }
    if profile.sendsViewWillTransition {
      for controller in rotationWalk(of: window, visibleOnly: false) {
        plan(
          .containment(
            .deliver(.viewWillTransition(to: orientation), to: controller, direct: false)))
      }
    }
    closeSchedule(from: mark)
  }

  /// The controllers a rotation reaches, in pre-order (rules 6.1, 6.2).
  ///
  /// The walk starts at the window's root, or at the full-screen controller
  /// presented last above it, which takes its presenter's place. With
  /// `visibleOnly`, a controller passes the rotation on only if its rotation
  /// forwarding is on (in ios5, the appearance switch too) and its view is
  /// loaded and not hidden, and only to children whose views are inside its view
  /// and not hidden (grade dec). Without it, every child is reached (grade doc).
  ///
  /// The walk goes by slots and sibling links, with an explicit stack:
  /// no array per controller, and no recursion over the tree's depth.
  func rotationWalk(of window: WindowID, visibleOnly: Bool) -> [ControllerID] {
    guard var start = windows[window.slot].rootViewController else { return [] }
    while let presented = controllers[start.slot].presented,
      controllers[presented.slot].presentationStyle.hidesPresenter(in: profile)
    {
      start = presented
    }
    var order: [ControllerID] = []
    var pending = [start.slot]
    while let controller = pending.popLast() {
      order.append(controllerID(at: controller))
      let state = controllers[controller]
      // The view children must lie inside, with `visibleOnly`; `nil` otherwise.
      var parentView: ViewSlot?
      if visibleOnly {
        let forwards =
          state.forwardsRotation
          && (!profile.appearanceSwitchGovernsRotation || state.forwardsAppearance)
        guard forwards, let view = state.viewLink.slot, !views[view].isHidden else {
          continue
        }
        parentView = view
      }
      // Children are pushed last first, so that the first child is visited next.
      var next = state.lastChildLink.slot
      while let child = next {
        next = controllers[child].previousSiblingLink.slot
        if let parentView {
          guard let childView = controllers[child].viewLink.slot, childView != parentView,
            isView(at: childView, insideViewAt: parentView), !views[childView].isHidden
          else { continue }
        }
        pending.append(child)
      }
    }
    return order
  }

  /// The end of a legacy rotation's animation: `didRotate(from:)` in the order
  /// of its will-callbacks (rule 6.1).
  mutating func endRotation(from old: Orientation, order: [ControllerID]) {
    schedule(each: order) { .containment(.deliver(.didRotate(from: old), to: $0, direct: false)) }
  }
}
