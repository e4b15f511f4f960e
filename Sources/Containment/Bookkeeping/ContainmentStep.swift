/// The containment steps (rules 1.1 to 1.4): a callback delivered, a view loaded, a child attached,
/// detached or reordered, and a container's content installed; executed in
/// `Bookkeeping/World+Containment.swift`.
enum ContainmentStep: Hashable, Sendable {
  /// Delivers a callback to a controller, with the flag bookkeeping of
  /// `willMove`/`didMove` (rules 1.3, 2.7); `direct` when user code called it.
  case deliver(Callback.Method, to: ControllerID, direct: Bool)
  /// Loads the controller's view if it is not loaded (rule 1.4).
  case loadView(ControllerID)
  /// Records the parent-child relationship of `addChild` (rule 1.1).
  case attach(ControllerID, to: ControllerID)
  /// `removeFromParent()`: detach, then `didMove(toParent: nil)` (rule 1.2).
  ///
  /// With a container, only while the child is still its child: a container
  /// removes its own children, not a controller that a handler moved to
  /// another parent since the step was planned.
  case detach(ControllerID, from: ControllerID?)
  /// Removes a child with no callback at all: the replaced top of
  /// `setViewControllers` (rule 5.1).
  /// Only while the child is still the container's.
  case detachSilently(ControllerID, from: ControllerID)
  /// Puts a container's children in the given order, the others after them.
  case moveChildrenToFront(ControllerID, [ControllerID])
  /// Makes a container's view hold exactly its visible child's view
  /// (rule 1.4): the navigation top or the selected tab.
  case installContent(ControllerID)
}
