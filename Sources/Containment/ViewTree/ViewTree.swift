/// The view tree subsystem: every view and window, `superview`/`subviews`,
/// the window each view is in, `isHidden`, and the marks of layout
/// (rules 1.4, 2.3, 4.7, 6.1).
///
/// Its storage is `private(set)`: the world reads it freely and changes it
/// only through the transitions below, so that the compiler keeps every
/// write to the view tree in this folder. No transition here decides a
/// rule: which callbacks a move causes, and when, is the world's
/// (`World+Views`, `World+WindowMoves`, `World+Layout`).
///
/// Records are journaled like the controllers' (``JournaledArray``): a call
/// that raises undoes its writes here at the cost of what it wrote.
struct ViewTree: Hashable, Sendable {
  /// Every view, at its ``ViewSlot``.
  private(set) var views = JournaledArray<ViewNode>()
  /// For every view, indexed like `views`, the window at the top of its
  /// superview chain, as a link to the window's record: kept up to date by
  /// every move, so that asking it costs O(1) (rule 1.4).
  ///
  /// Apart from the view records because a move into a window writes it for
  /// the whole moved subtree: the journal then copies four bytes per view.
  private(set) var viewWindows = JournaledArray<Link<WindowState>>()
  /// Every window, at its ``WindowSlot``.
  private(set) var windows = JournaledArray<WindowState>()
  /// The names of the plain views, in creation order, read by
  /// ``World/viewName(at:)``.
  ///
  /// Only plain views need one: a controller's root view is named after its
  /// controller (`c.view`) and a window's view after its window, so a tree
  /// of a million loaded controllers keeps no second million names. A
  /// retired root view becomes a plain record, and keeps its name here.
  private(set) var plainViewNames: [PlainViewName] = []
  /// The slots of views made inside a call that was then rolled back,
  /// in increasing order: each keeps an empty record, its identity is
  /// refused and never given to another view.
  private(set) var retiredViewSlots: [ViewSlot] = []
  /// The slots of windows made inside a call that was then rolled back, in
  /// increasing order, kept like `retiredViewSlots`.
  private(set) var retiredWindowSlots: [WindowSlot] = []

  /// The window at the top of the view's superview chain, or none.
  func window(ofViewAt slot: ViewSlot) -> Link<WindowState> { viewWindows[slot.position] }

  // MARK: Making views and windows

  /// Adds a view of `kind` with no superview; returns its identity, which
  /// carries `lineage`.
  mutating func makeView(
    named name: String, kind: ViewNode.Kind, lineage: LineageTag
  ) -> ViewID {
    let id = ViewID(slot: ViewSlot(views.count), name: name, lineage: lineage)
    views.append(ViewNode(kind: kind))
    switch kind {
    case .window(let window): viewWindows.append(Link(window))
    case .root, .plain: viewWindows.append(.none)
    }
    switch kind {
    case .plain: plainViewNames.append(PlainViewName(slot: id.slot, name: name))
    case .root, .window: break  // Named after their controller or window.
    }
    return id
  }

  /// Adds a hidden window, with its own view; returns its identity, which
  /// carries `lineage`.
  mutating func makeWindow(named name: String, lineage: LineageTag) -> WindowID {
    let id = WindowID(slot: WindowSlot(windows.count), name: name, lineage: lineage)
    let view = makeView(named: name, kind: .window(at: id.slot), lineage: lineage)
    windows.append(WindowState(id: id, view: view))
    return id
  }

  // MARK: Windows

  /// Sets `window.rootViewController`.
  mutating func setRootViewController(_ root: ControllerID?, of window: WindowID) {
    windows[window.slot].rootViewController = root
  }

  /// Sets the window's `isHidden`.
  mutating func setHidden(_ isHidden: Bool, window: WindowID) {
    windows[window.slot].isHidden = isHidden
  }

  /// Sets the window's interface orientation (rule 6.1).
  mutating func setOrientation(_ orientation: Orientation, of window: WindowID) {
    windows[window.slot].orientation = orientation
  }

  // MARK: Views

  /// Sets the view's own `isHidden`.
  mutating func setHidden(_ isHidden: Bool, viewAt slot: ViewSlot) {
    views[slot].isHidden = isHidden
  }

  /// Links a view that has no superview as the front-most subview of
  /// `superview`.
  mutating func linkSubview(_ view: ViewID, to superview: ViewID) {
    let front = views[superview.slot].lastChildLink.slot
    views.appendLinkedChild(view.slot, to: superview.slot)
    views[view.slot].siblingOrder = front.map { views[$0].siblingOrder + 1 } ?? 0
  }

  /// Unlinks a view from its superview's `subviews` and clears its superview.
  mutating func unlinkSubview(_ view: ViewID) {
    views.unlinkFromParent(view.slot)
  }

  /// Gives every view of the subtree at `slot` the window `window`, as a
  /// move does (rule 1.4).
  ///
  /// With `markingLayout`, each root view of the subtree needs layout
  /// (rule 4.7); every view of the subtree that needs it, newly marked or
  /// marked before, is returned in the order visited, for the run loop's
  /// list of candidates (a marked view out of a visible window is dropped
  /// from that list, so a move lists it again).
  mutating func moveSubtree(
    at slot: ViewSlot, to window: Link<WindowState>, markingLayout: Bool
  ) -> [ViewSlot] {
    var marked: [ViewSlot] = []
    var pending = [slot]
    while let node = pending.popLast() {
      viewWindows[node.position] = window
      if markingLayout {
        _ = markNeedsLayout(viewAt: node)
        if views[node].layout.needsLayout { marked.append(node) }
      }
      var subview = views[node].firstChildLink.slot
      while let next = subview {
        pending.append(next)
        subview = views[next].nextSiblingLink.slot
      }
    }
    return marked
  }

  // MARK: Layout marks (rule 4.7)

  /// Marks the view at `slot` as needing layout if it is a root view not
  /// marked yet; returns whether it did.
  mutating func markNeedsLayout(viewAt slot: ViewSlot) -> Bool {
    guard views[slot].owner != nil else { return false }
    return layout(ofViewAt: slot) { $0.mark() }
  }

  /// A layout pair reaches the view at `slot`: its machine answers
  /// (``ViewLayout/layoutPair(isPass:isInVisibleWindow:)``).
  mutating func layoutPair(
    viewAt slot: ViewSlot, isPass: Bool, isInVisibleWindow: Bool
  ) -> ViewLayout.OnLayoutPair {
    layout(ofViewAt: slot) { $0.layoutPair(isPass: isPass, isInVisibleWindow: isInVisibleWindow) }
  }

  /// A new turn end opens for the view at `slot`, which the last one laid out.
  mutating func turnEndOpens(viewAt slot: ViewSlot) {
    layout(ofViewAt: slot) { $0.turnEndOpens() }
  }

  /// Runs one event of the view's layout machine; the record is written
  /// back only when the event changed it, as a write journals it.
  private mutating func layout<Answer>(
    ofViewAt slot: ViewSlot, _ event: (inout ViewLayout) -> Answer
  ) -> Answer {
    var layout = views[slot].layout
    let answer = event(&layout)
    if layout != views[slot].layout { views[slot].layout = layout }
    return answer
  }

  // MARK: Calls and rollback

  /// Starts recording writes, as a call begins.
  mutating func openMark() {
    views.openMark()
    viewWindows.openMark()
    windows.openMark()
  }

  /// Keeps the writes since the innermost mark, as a call ends.
  mutating func commit() {
    views.commit()
    viewWindows.commit()
    windows.commit()
  }

  /// The slots of the views made since the innermost mark.
  var viewsMadeSinceMark: LazyMapSequence<Range<Int>, ViewSlot> {
    (views.countAtInnermostMark..<views.count).lazy.map(ViewSlot.init)
  }

  /// Undoes the writes since the innermost mark, as a call that raised
  /// ends, and retires the views and windows a handler made in it.
  ///
  /// - Parameter names: the names of the views made since the mark
  ///   (``viewsMadeSinceMark``), in order: the world names root views
  ///   after their controllers.
  mutating func rollBack(naming names: [String]) {
    let madeViews = zip(viewsMadeSinceMark, names).map { (kind: views[$0].kind, name: $1) }
    let madeWindows = (windows.countAtInnermostMark..<windows.count).map { windows[$0] }
    views.rollBack()
    viewWindows.rollBack()
    windows.rollBack()
    retire(madeViews, madeWindows)
  }

  /// Puts an empty record in place of each view and window that the
  /// rolled-back call made (`views` and `windows` are cut back to where the
  /// call began), and retires their slots, as the world does for
  /// controllers.
  ///
  /// Only views a handler made (plain views, and windows' own views) need
  /// it: their identities were handed out. A root view that a call loaded
  /// is rolled back like any other write, so that a call UIKit refuses
  /// leaves the world equal to what it was; one made below a retired view
  /// is retired with it, as slots are never given twice. A window's
  /// view stays the window's own (the window is hidden, with no root, and in
  /// no list a user reads); any other view becomes a plain view with no
  /// superview that keeps its name.
  private mutating func retire(
    _ madeViews: [(kind: ViewNode.Kind, name: String)], _ madeWindows: [WindowState]
  ) {
    while let last = plainViewNames.last, last.slot.position >= views.count {
      plainViewNames.removeLast()
    }
    let handedOut = madeViews.lastIndex { view in
      switch view.kind {
      case .plain, .window: true  // Made by makeView(named:) or makeWindow(named:).
      case .root: false  // Loaded by the call itself.
      }
    }
    guard let handedOut else { return }
    for view in madeViews[...handedOut] {
      let slot = ViewSlot(views.count)
      retiredViewSlots.appendIncreasing(slot)
      switch view.kind {
      case .window(let window):
        // Its window is retired below, at the same position it had.
        views.append(ViewNode(kind: .window(at: window)))
        viewWindows.append(Link(window))
      case .root, .plain:
        // A root view's controller no longer has it: a plain record keeps the name.
        views.append(ViewNode(kind: .plain))
        viewWindows.append(.none)
        plainViewNames.append(PlainViewName(slot: slot, name: view.name))
      }
    }
    for window in madeWindows {
      retiredWindowSlots.appendIncreasing(window.id.slot)
      windows.append(WindowState(id: window.id, view: window.view))
    }
  }
}
