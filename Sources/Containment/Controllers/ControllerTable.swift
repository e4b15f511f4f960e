/// The controller records (rules 1.1 to 1.4, 2.4, 2.5, 5.1 to 5.3): each
/// controller's class, parent and child links, view link, forwarding
/// switches, explicit transition, and the state only UIKit's containers and
/// presentation use (a navigation transition and its queued requests, a tab
/// bar controller's selection, presentation links and flags).
///
/// Its storage is `private(set)`: the world reads a record by position and
/// changes it only through the transitions below, so that the compiler
/// keeps every write to a controller's record in this file. Which change a
/// call makes, and when, stays the world's (`World+Containment`,
/// `World+Navigation`, `World+TabBar`, `World+Presentation`, …). A
/// controller's appearance lives apart, in ``AppearanceTable``.
struct ControllerTable: Hashable, Sendable, RandomAccessCollection {
  /// Every controller's record, indexed by ``ControllerID/index``.
  private(set) var records = JournaledArray<ControllerState>()

  var startIndex: Int { records.startIndex }
  var endIndex: Int { records.endIndex }

  /// The record of the controller at `position`.
  subscript(position: Int) -> ControllerState { records[position] }

  /// The positions of the children of the controller at `position`, in order.
  func linkedChildren(of position: Int) -> [Int] { records.linkedChildren(of: position) }

  // MARK: Controllers and their links (rules 1.1, 1.2)

  /// Adds the record of a new controller of `kind`.
  mutating func append(kind: ControllerKind) { records.append(ControllerState(kind: kind)) }

  /// Links a controller that has no parent last among the children of
  /// `parent`.
  mutating func appendChild(_ child: Int, to parent: Int) {
    records.appendLinkedChild(child, to: parent)
    records[parent].childCount += 1
  }

  /// Unlinks `child` from its parent's children, if it has a parent.
  mutating func unlinkChild(_ child: Int) {
    guard let parent = records.unlinkFromParent(child) else { return }
    records[parent].childCount -= 1
  }

  /// Moves `child` first among the children of `parent`, its parent.
  mutating func moveChildToFront(_ child: Int, of parent: Int) {
    records.unlinkFromParent(child)
    records.prependLinkedChild(child, to: parent)
  }

  /// Links the controller to its root view, or to none once it is released.
  mutating func setViewLink(_ link: NodeLink, at position: Int) {
    records[position].viewLink = link
  }

  // MARK: Forwarding and explicit transitions (rules 2.4, 2.5)

  /// `shouldAutomaticallyForwardAppearanceMethods`.
  mutating func setForwardsAppearance(_ forwards: Bool, at position: Int) {
    records[position].forwardsAppearance = forwards
  }

  /// `shouldAutomaticallyForwardRotationMethods`.
  mutating func setForwardsRotation(_ forwards: Bool, at position: Int) {
    records[position].forwardsRotation = forwards
  }

  /// The controller's explicit appearance transition (rule 2.4).
  mutating func setExplicitTransition(_ transition: ExplicitTransition, at position: Int) {
    records[position].explicitTransition = transition
  }

  /// Raises or lowers the level of the controller's open explicit
  /// transition: a begin in the same direction nests, an end unnests.
  mutating func nestExplicitTransition(by change: Int, at position: Int) {
    records[position].explicitTransition.level += change
  }

  // MARK: Navigation controllers (rule 5.1)

  /// The phase of the navigation controller's transition; `nil` for none.
  mutating func setNavigation(_ phase: NavigationPhase?, at position: Int) {
    records[position].navigation = phase
  }

  /// Queues a request that waits for the running transition to end.
  mutating func queueNavigationRequest(_ call: Call, at position: Int) {
    records[position].queuedNavigationRequests.append(call)
  }

  /// Forgets the queued requests, as they are applied.
  mutating func clearQueuedNavigationRequests(at position: Int) {
    records[position].queuedNavigationRequests = []
  }

  // MARK: Tab bar controllers (rule 5.2)

  /// The tab bar controller's selected child; `nil` for none.
  mutating func setSelected(_ child: ControllerID?, at position: Int) {
    records[position].selected = child
  }

  // MARK: Presentation (rule 5.3)

  /// `modalPresentationStyle`.
  mutating func setPresentationStyle(_ style: ModalPresentationStyle, at position: Int) {
    records[position].presentationStyle = style
  }

  /// Links a presentation both ways, and marks the presented controller as
  /// being presented.
  mutating func linkPresentation(presenter: ControllerID, presented: ControllerID) {
    records[presenter.index].presented = presented
    records[presented.index].presenter = presenter
    records[presented.index].isBeingPresented = true
  }

  /// `presentedViewController`; `nil` when the presentation ends.
  mutating func setPresented(_ presented: ControllerID?, at position: Int) {
    records[position].presented = presented
  }

  /// `isBeingPresented`, written only when it changes: a write journals the
  /// whole record.
  mutating func setBeingPresented(_ flag: Bool, at position: Int) {
    if records[position].isBeingPresented != flag { records[position].isBeingPresented = flag }
  }

  /// `isBeingDismissed`, written only when it changes.
  mutating func setBeingDismissed(_ flag: Bool, at position: Int) {
    if records[position].isBeingDismissed != flag { records[position].isBeingDismissed = flag }
  }

  /// Breaks a dismissed member's presentation links and clears its flags.
  mutating func unlinkPresentation(ofMemberAt position: Int) {
    records[position].presenter = nil
    records[position].presented = nil
    records[position].isBeingPresented = false
    records[position].isBeingDismissed = false
  }

  // MARK: Calls and rollback

  /// Starts recording writes, as a call begins.
  mutating func beginMark() { records.beginMark() }

  /// Keeps the writes since the innermost mark, as a call ends.
  mutating func commit() { records.commit() }

  /// Undoes the writes since the innermost mark, as a call that raised ends.
  mutating func rollBack() { records.rollBack() }
}
