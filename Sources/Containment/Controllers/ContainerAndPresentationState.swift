/// The part of a controller's state that only UIKit's containers and modal
/// presentation use (§5), kept out of line by ``ControllerState``.
///
/// ``ControllerState`` reads each field's default without this part, so its
/// getters repeat the defaults below (a test checks that they agree).
struct ContainerAndPresentationState: Hashable, Sendable {
  /// A navigation controller's transition in progress and the requests
  /// waiting for it (rule 5.1).
  var navigation = NavigationMachine()
  /// A tab bar controller's selection (rule 5.2).
  var tabBar = TabBarMachine()
  /// A tab bar controller's children in order, when remembered (rule 5.2).
  var childOrder = ChildOrderCache()
  /// `presentedViewController` (rule 5.3).
  var presented: ControllerID?
  /// `presentingViewController` (rule 5.3).
  var presenter: ControllerID?
  /// For the head of a presentation chain (it presents, nothing presents
  /// it): the last controller linked into its chain, which a full-screen
  /// presentation from its window goes to (rule 5.3), so that it is found
  /// without a walk (`World.lastPresented(from:)` checks it before use).
  var presentationChainTop: ControllerID?
  /// For a presented controller: the head of the chain it was linked into.
  var presentationChainHead: ControllerID?
  /// `modalPresentationStyle`.
  var presentationStyle = ModalPresentationStyle.automatic
  /// Where its presentation, and the dismissal of the chain it leads,
  /// stand (rule 5.3).
  var presentation = PresentationMachine()
  /// `isBeingPresented`: from `present` until the next `viewDidAppear`.
  var isBeingPresented = false
  /// `isBeingDismissed`: from `dismiss` until the next `viewDidDisappear`.
  var isBeingDismissed = false
  /// Completion blocks given to the coordinator of the presentation or
  /// dismissal of what this controller presents, in the order given (rule
  /// 5.5).
  var presentationAlongside = PersistentQueue<AlongsideCompletion>()
  /// Its sheet's delegate, detents and pull, and its
  /// `definesPresentationContext` (rule 5.3a).
  var sheet = SheetSettings()
  /// A page view controller's pages, caches and swipe (rule 5.4); `nil`
  /// for any other controller.
  var pageView: PageViewState?
  /// The window whose `rootViewController` it is, if any (rule 1.4).
  var rootedWindow: WindowID?
}
