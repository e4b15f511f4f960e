/// Everything the world knows about one view controller.
struct ControllerState: Hashable, Sendable {
  let id: ControllerID
  let kind: ControllerKind
  var parent: ControllerID?
  var children = ChildList()
  /// The root view, once loaded (RULES 1.4).
  var view: ViewID?
  var appearance = AppearanceState.disappeared
  /// The `animated` of the current appearance, for `viewIsAppearing`.
  var appearanceAnimated = false
  /// Whether this appearance has had its `viewIsAppearing` (RULES 4.1, 4.3).
  var hadViewIsAppearing = false
  /// `beginAppearanceTransition`'s level, direction and `animated` (RULES 2.4).
  var explicitTransition = ExplicitTransition()
  /// `shouldAutomaticallyForwardAppearanceMethods` (RULES 2.2, 2.5).
  var forwardsAppearance = true
  /// `shouldAutomaticallyForwardRotationMethods` (RULES 6.1).
  var forwardsRotation = true
  var movement = MovementFlags()

  // MARK: UIKit's containers and presentation (RULES §5)

  /// A navigation controller's transition in progress (RULES 5.1).
  var navigation: NavigationPhase?
  /// A tab bar controller's selected child (RULES 5.2).
  var selected: ControllerID?
  /// `presentedViewController` (RULES 5.3).
  var presented: ControllerID?
  /// `presentingViewController` (RULES 5.3).
  var presenter: ControllerID?
  /// `modalPresentationStyle`.
  var presentationStyle = ModalPresentationStyle.automatic
  /// `isBeingPresented`: from `present` until the next `viewDidAppear`.
  var isBeingPresented = false
  /// `isBeingDismissed`: from `dismiss` until the next `viewDidDisappear`.
  var isBeingDismissed = false
}
