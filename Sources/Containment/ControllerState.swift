/// Everything the world knows about one view controller.
struct ControllerState: Hashable, Sendable {
  let id: ControllerID
  let kind: ControllerKind
  var parent: ControllerID?
  /// `children`, kept as a list linked through the children themselves, so
  /// that adding and removing a child costs O(1) whatever its siblings
  /// (``World/children(of:)`` reads it in order).
  var firstChildLink = NodeLink.none
  var lastChildLink = NodeLink.none
  var childCount = 0
  /// The neighbours in the parent's `children`.
  var previousSiblingLink = NodeLink.none
  var nextSiblingLink = NodeLink.none
  /// The root view, once loaded (rule 1.4).
  var view: ViewID?
  var appearance = AppearanceState.disappeared
  /// The `animated` of the current appearance, for `viewIsAppearing`.
  var appearanceAnimated = false
  /// Whether this appearance has had its `viewIsAppearing` (rules 4.1, 4.3).
  var hadViewIsAppearing = false
  /// `beginAppearanceTransition`'s level, direction and `animated` (rule 2.4).
  var explicitTransition = ExplicitTransition()
  /// `shouldAutomaticallyForwardAppearanceMethods` (rules 2.2, 2.5).
  var forwardsAppearance = true
  /// `shouldAutomaticallyForwardRotationMethods` (rule 6.1).
  var forwardsRotation = true
  var movement = MovementFlags()

  // MARK: UIKit's containers and presentation (§5)

  /// A navigation controller's transition in progress (rule 5.1).
  var navigation: NavigationPhase?
  /// A tab bar controller's selected child (rule 5.2).
  var selected: ControllerID?
  /// `presentedViewController` (rule 5.3).
  var presented: ControllerID?
  /// `presentingViewController` (rule 5.3).
  var presenter: ControllerID?
  /// `modalPresentationStyle`.
  var presentationStyle = ModalPresentationStyle.automatic
  /// `isBeingPresented`: from `present` until the next `viewDidAppear`.
  var isBeingPresented = false
  /// `isBeingDismissed`: from `dismiss` until the next `viewDidDisappear`.
  var isBeingDismissed = false
}
