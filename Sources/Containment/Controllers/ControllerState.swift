/// Everything the world knows about one view controller.
///
/// Its identity and name are not stored here: the record's slot is the
/// identity, and the name lives in the world's side table, read only to make
/// a ``ControllerID`` for an event or a query. The parent and the view are
/// 32-bit links, so that the hot record holds no reference-counted field but
/// the out-of-line part, and copying it into the journal copies bytes. What
/// every appearance change writes is a record of its own,
/// ``ControllerAppearance``, so that a window shown over a whole tree
/// journals that small record per controller, not this one.
struct ControllerState: Hashable, Sendable {
  // The fields are declared widest first, as Swift lays them out in
  // declaration order, which packs them best (`RecordSizeTests` holds the
  // size).

  /// `beginAppearanceTransition`'s level, direction and `animated` (rule 2.4).
  var explicitTransition = ExplicitTransition()
  let kind: ControllerKind
  /// `shouldAutomaticallyForwardAppearanceMethods` (rules 2.2, 2.5).
  var forwardsAppearance = true
  /// `shouldAutomaticallyForwardRotationMethods` (rule 6.1).
  var forwardsRotation = true
  /// `parent`, as a link to the parent's record.
  var parentLink = Link<ControllerState>.none
  /// `children`, kept as a list linked through the children themselves, so
  /// that adding and removing a child costs O(1) whatever its siblings
  /// (``World/children(of:)`` reads it in order).
  var firstChildLink = Link<ControllerState>.none
  var lastChildLink = Link<ControllerState>.none
  /// The neighbours in the parent's `children`.
  var previousSiblingLink = Link<ControllerState>.none
  var nextSiblingLink = Link<ControllerState>.none
  /// The root view, once loaded (rule 1.4), as a link to its record.
  var viewLink = Link<ViewNode>.none
  /// How many children: 32 bits, as each is a record that a link reaches.
  var childCount: UInt32 = 0

  /// A controller of `kind` as made: no parent, no view.
  init(kind: ControllerKind) {
    self.kind = kind
  }

  /// What only UIKit's containers and presentation use, out of line and
  /// `nil` while it holds its defaults (most controllers), so that the hot
  /// part stays small.
  private var containerAndPresentation: OutOfLine<ContainerAndPresentationState>?

  /// Stores one field of the out-of-line part, given its current value.
  ///
  /// Drops the part when it is back to its defaults, so that equal states
  /// stay equal. Most writes store what is there already (a flag cleared that
  /// was not set): they change nothing, allocate nothing and copy nothing.
  @inline(__always)
  private mutating func setRare<Value: Equatable>(
    _ newValue: Value, current: Value, _ write: (inout ContainerAndPresentationState) -> Void
  ) {
    guard current != newValue else { return }
    var value = containerAndPresentation?.value ?? ContainerAndPresentationState()
    write(&value)
    containerAndPresentation = value == ContainerAndPresentationState() ? nil : OutOfLine(value)
  }

  // MARK: UIKit's containers and presentation (§5)

  /// A navigation controller's transition in progress and the requests
  /// waiting for it (rule 5.1).
  var navigation: NavigationMachine {
    get { containerAndPresentation?.value.navigation ?? NavigationMachine() }
    set { setRare(newValue, current: navigation) { $0.navigation = newValue } }
  }

  /// A tab bar controller's selection (rule 5.2).
  var tabBar: TabBarMachine {
    get { containerAndPresentation?.value.tabBar ?? TabBarMachine() }
    set { setRare(newValue, current: tabBar) { $0.tabBar = newValue } }
  }

  /// A tab bar controller's selected child (rule 5.2).
  var selected: ControllerID? { tabBar.selection }

  /// A tab bar controller's children in order, when remembered (rule 5.2;
  /// ``ChildOrderCache``).
  ///
  /// Written whatever equality says, as equality ignores it; forgetting
  /// what is not remembered writes nothing. Kept only beside state of the
  /// out-of-line part that is not its defaults (a tab bar controller's
  /// selection), so that a part holding nothing but the cache never exists
  /// and equal records stay equal.
  var childOrder: [ControllerSlot]? {
    get { containerAndPresentation?.value.childOrder.slots ?? nil }
    set {
      guard let part = containerAndPresentation, newValue != nil || childOrder != nil else {
        return
      }
      var value = part.value
      value.childOrder.slots = newValue
      containerAndPresentation = OutOfLine(value)
    }
  }

  /// `presentedViewController` (rule 5.3).
  var presented: ControllerID? {
    get { containerAndPresentation?.value.presented ?? nil }
    set { setRare(newValue, current: presented) { $0.presented = newValue } }
  }

  /// `presentingViewController` (rule 5.3).
  var presenter: ControllerID? {
    get { containerAndPresentation?.value.presenter ?? nil }
    set { setRare(newValue, current: presenter) { $0.presenter = newValue } }
  }

  /// The last controller linked into the presentation chain this one heads.
  var presentationChainTop: ControllerID? {
    get { containerAndPresentation?.value.presentationChainTop ?? nil }
    set {
      setRare(newValue, current: presentationChainTop) { $0.presentationChainTop = newValue }
    }
  }

  /// The head of the presentation chain this presented controller was linked into.
  var presentationChainHead: ControllerID? {
    get { containerAndPresentation?.value.presentationChainHead ?? nil }
    set {
      setRare(newValue, current: presentationChainHead) { $0.presentationChainHead = newValue }
    }
  }

  /// `modalPresentationStyle`.
  var presentationStyle: ModalPresentationStyle {
    get { containerAndPresentation?.value.presentationStyle ?? .automatic }
    set { setRare(newValue, current: presentationStyle) { $0.presentationStyle = newValue } }
  }

  /// Where its presentation, and the dismissal of the chain it leads,
  /// stand (rule 5.3).
  var presentation: PresentationMachine {
    get { containerAndPresentation?.value.presentation ?? PresentationMachine() }
    set { setRare(newValue, current: presentation) { $0.presentation = newValue } }
  }

  /// `isBeingPresented`: from `present` until the next `viewDidAppear`.
  var isBeingPresented: Bool {
    get { containerAndPresentation?.value.isBeingPresented ?? false }
    set { setRare(newValue, current: isBeingPresented) { $0.isBeingPresented = newValue } }
  }

  /// `isBeingDismissed`: from `dismiss` until the next `viewDidDisappear`.
  var isBeingDismissed: Bool {
    get { containerAndPresentation?.value.isBeingDismissed ?? false }
    set { setRare(newValue, current: isBeingDismissed) { $0.isBeingDismissed = newValue } }
  }

  /// Its sheet's delegate, detents and pull, and its
  /// `definesPresentationContext` (rule 5.3a).
  var sheet: SheetSettings {
    get { containerAndPresentation?.value.sheet ?? SheetSettings() }
    set { setRare(newValue, current: sheet) { $0.sheet = newValue } }
  }

  /// The window whose `rootViewController` it is, if any (rule 1.4).
  var rootedWindow: WindowID? {
    get { containerAndPresentation?.value.rootedWindow ?? nil }
    set { setRare(newValue, current: rootedWindow) { $0.rootedWindow = newValue } }
  }

  /// A page view controller's pages, caches and swipe (rule 5.4); `nil`
  /// for any other controller.
  var pageView: PageViewState? {
    get { containerAndPresentation?.value.pageView ?? nil }
    set { setRare(newValue, current: pageView) { $0.pageView = newValue } }
  }

  /// Completion blocks given to the coordinator of the presentation or
  /// dismissal of what this controller presents (rule 5.5).
  var presentationAlongside: PersistentQueue<AlongsideCompletion> {
    get { containerAndPresentation?.value.presentationAlongside ?? PersistentQueue() }
    set {
      setRare(newValue, current: presentationAlongside) { $0.presentationAlongside = newValue }
    }
  }
}
