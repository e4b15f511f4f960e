/// The controller records (rules 1.1 to 1.4, 2.4, 2.5, 5.1 to 5.3): each
/// controller's class, parent and child links, view link, forwarding
/// switches, explicit transition, and the state only UIKit's containers and
/// presentation use (a navigation transition and its queued requests, a tab
/// bar controller's selection, presentation links and flags).
///
/// Its storage is `private(set)`: the world reads a record by slot and
/// changes it only through the transitions below, so that the compiler
/// keeps every write to a controller's record in this file. Which change a
/// call makes, and when, stays the world's (`World+Containment`,
/// `World+Navigation`, `World+TabBar`, `World+Presentation`, …). A
/// controller's appearance lives apart, in ``AppearanceTable``.
struct ControllerTable: Hashable, Sendable {
  /// Every controller's record, at each controller's slot.
  private(set) var records = JournaledArray<ControllerState>()

  /// How many controllers the world made, retired ones included.
  var count: Int { records.count }

  /// Every controller's slot, in creation order, retired ones included.
  var slots: LazyMapSequence<Range<Int>, ControllerSlot> { records.slots }

  /// Whether `slot` is one of the table's.
  func contains(_ slot: ControllerSlot) -> Bool { slot.position < records.count }

  /// The record of the controller at `slot`.
  subscript(slot: ControllerSlot) -> ControllerState { records[slot] }

  /// The children of the controller at `slot`, in order.
  func linkedChildren(of slot: ControllerSlot) -> [ControllerSlot] {
    records.linkedChildren(of: slot)
  }

  // MARK: Controllers and their links (rules 1.1, 1.2)

  /// Adds the record of a new controller of `kind`.
  mutating func append(kind: ControllerKind) { records.append(ControllerState(kind: kind)) }

  /// Links a controller that has no parent last among the children of
  /// `parent`.
  mutating func appendChild(_ child: ControllerSlot, to parent: ControllerSlot) {
    records.appendLinkedChild(child, to: parent)
    records[parent].childCount += 1
    forgetChildOrder(of: parent)
  }

  /// Unlinks `child` from its parent's children, if it has a parent.
  mutating func unlinkChild(_ child: ControllerSlot) {
    guard let parent = records.unlinkFromParent(child) else { return }
    records[parent].childCount -= 1
    forgetChildOrder(of: parent)
  }

  /// Moves `child` first among the children of `parent`, its parent.
  mutating func moveChildToFront(_ child: ControllerSlot, of parent: ControllerSlot) {
    records.unlinkFromParent(child)
    records.prependLinkedChild(child, to: parent)
    forgetChildOrder(of: parent)
  }

  /// The child at `position` among the children of the tab bar controller
  /// at `slot`, in O(1) once their order is remembered (rule 5.2): the
  /// first selection after the children change remembers it, in O(n).
  mutating func tab(at position: Int, of slot: ControllerSlot) -> ControllerSlot? {
    guard position >= 0, position < records[slot].childCount else { return nil }
    if let order = records[slot].childOrder { return order[position] }
    let order = records.linkedChildren(of: slot)
    records[slot].childOrder = order
    return order[position]
  }

  /// Forgets the remembered order of `parent`'s children, which changed.
  private mutating func forgetChildOrder(of parent: ControllerSlot) {
    guard records[parent].kind == .tabBarController, records[parent].childOrder != nil else {
      return
    }
    records[parent].childOrder = nil
  }

  /// Links the controller to its root view, or to none once it is released.
  mutating func setViewLink(_ link: Link<ViewNode>, at slot: ControllerSlot) {
    records[slot].viewLink = link
  }

  // MARK: Forwarding and explicit transitions (rules 2.4, 2.5)

  /// `shouldAutomaticallyForwardAppearanceMethods`.
  mutating func setForwardsAppearance(_ forwards: Bool, at slot: ControllerSlot) {
    records[slot].forwardsAppearance = forwards
  }

  /// `shouldAutomaticallyForwardRotationMethods`.
  mutating func setForwardsRotation(_ forwards: Bool, at slot: ControllerSlot) {
    records[slot].forwardsRotation = forwards
  }

  /// Runs one event of the controller's explicit transition and returns
  /// its answer: the only way the transition changes.
  mutating func explicitTransition<Answer>(
    at slot: ControllerSlot, _ event: (inout ExplicitTransition) -> Answer
  ) -> Answer {
    event(&records[slot].explicitTransition)
  }

  // MARK: Navigation controllers (rule 5.1)

  /// Runs one event of the navigation controller's machine and returns its
  /// answer: the only way its transition and its waiting requests change.
  mutating func navigation<Answer>(
    at slot: ControllerSlot, _ event: (inout NavigationMachine) -> Answer
  ) -> Answer {
    var machine = records[slot].navigation
    let answer = event(&machine)
    records[slot].navigation = machine
    return answer
  }

  // MARK: Tab bar controllers (rule 5.2)

  /// Runs one event of the tab bar controller's machine and returns its
  /// answer: the only way its selection changes.
  mutating func tabBar<Answer>(
    at slot: ControllerSlot, _ event: (inout TabBarMachine) -> Answer
  ) -> Answer {
    var machine = records[slot].tabBar
    let answer = event(&machine)
    records[slot].tabBar = machine
    return answer
  }

  // MARK: Presentation (rule 5.3)

  /// `modalPresentationStyle`.
  mutating func setPresentationStyle(_ style: ModalPresentationStyle, at slot: ControllerSlot) {
    records[slot].presentationStyle = style
  }

  /// Gives a completion block to the coordinator of the presentation or
  /// dismissal of what the controller at `slot` presents (rule 5.5).
  mutating func addPresentationAlongsideCompletion(
    _ completion: AlongsideCompletion, at slot: ControllerSlot
  ) {
    var waiting = records[slot].presentationAlongside
    waiting.append(completion)
    records[slot].presentationAlongside = waiting
  }

  /// Takes the completion blocks that waited for the presentation or
  /// dismissal of what the controller at `slot` presents, in the order given.
  mutating func takePresentationAlongsideCompletions(at slot: ControllerSlot)
    -> [AlongsideCompletion]
  {
    let waiting = records[slot].presentationAlongside
    guard !waiting.isEmpty else { return [] }
    records[slot].presentationAlongside = PersistentQueue()
    return Array(waiting)
  }

  /// Links a presentation both ways, marks the presented controller as
  /// being presented and tells its machine that its presentation was asked
  /// for; the presented controller becomes the last of the chain its
  /// presenter is in.
  mutating func linkPresentation(
    presenter: ControllerID, presented: ControllerID, startsAtLayoutPass: Bool
  ) {
    records[presenter.slot].presented = presented
    records[presented.slot].presenter = presenter
    records[presented.slot].isBeingPresented = true
    records[presented.slot].presentation.requested(startsAtLayoutPass: startsAtLayoutPass)
    let head = records[presenter.slot].presentationChainHead ?? presenter
    records[presented.slot].presentationChainHead = head
    records[head.slot].presentationChainTop = presented
  }

  /// Runs one event of the presentation machine of the controller at
  /// `slot`: the only way its phases change, apart from the links made and
  /// broken.
  mutating func presentation(
    at slot: ControllerSlot, _ event: (inout PresentationMachine) -> Void
  ) {
    var machine = records[slot].presentation
    event(&machine)
    // Written only when it changes: a write journals the whole record.
    if machine != records[slot].presentation { records[slot].presentation = machine }
  }

  /// Records `top` as the last controller of the chain `head` heads (`nil`
  /// when it presents nothing).
  mutating func setPresentationChainTop(_ top: ControllerID?, ofHeadAt slot: ControllerSlot) {
    records[slot].presentationChainTop = top
  }

  /// `presentedViewController`; `nil` when the presentation ends.
  mutating func setPresented(_ presented: ControllerID?, at slot: ControllerSlot) {
    records[slot].presented = presented
  }

  /// `isBeingPresented`, written only when it changes: a write journals the
  /// whole record.
  mutating func setBeingPresented(_ flag: Bool, at slot: ControllerSlot) {
    if records[slot].isBeingPresented != flag { records[slot].isBeingPresented = flag }
  }

  /// Changes the sheet settings of the controller at `slot` (rule 5.3a).
  mutating func updateSheet(at slot: ControllerSlot, _ change: (inout SheetSettings) -> Void) {
    var settings = records[slot].sheet
    change(&settings)
    records[slot].sheet = settings
  }

  /// Changes the state of the page view controller at `slot`, if it is one
  /// (rule 5.4).
  mutating func updatePageView(at slot: ControllerSlot, _ change: (inout PageViewState) -> Void) {
    guard var state = records[slot].pageView else { return }
    change(&state)
    records[slot].pageView = state
  }

  /// Notes the window whose root the controller at `slot` is, or none.
  mutating func setRootedWindow(_ window: WindowID?, at slot: ControllerSlot) {
    records[slot].rootedWindow = window
  }

  /// Makes the controller at `slot` a page view controller, with `state`.
  mutating func setPageView(_ state: PageViewState, at slot: ControllerSlot) {
    records[slot].pageView = state
  }

  /// `isBeingDismissed`, written only when it changes.
  mutating func setBeingDismissed(_ flag: Bool, at slot: ControllerSlot) {
    if records[slot].isBeingDismissed != flag { records[slot].isBeingDismissed = flag }
  }

  /// Breaks a dismissed member's presentation links and clears its flags.
  mutating func unlinkPresentation(ofMemberAt slot: ControllerSlot) {
    records[slot].presenter = nil
    records[slot].presented = nil
    records[slot].isBeingPresented = false
    records[slot].isBeingDismissed = false
    records[slot].presentationChainHead = nil
    records[slot].presentationChainTop = nil
    records[slot].presentation.unlinked()
  }

  // MARK: Calls and rollback

  /// Starts recording writes, as a call begins.
  mutating func openMark() { records.openMark() }

  /// Keeps the writes since the innermost mark, as a call ends.
  mutating func commit() { records.commit() }

  /// Undoes the writes since the innermost mark, as a call that raised ends.
  mutating func rollBack() { records.rollBack() }
}
