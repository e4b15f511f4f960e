/// The nodes reached from a start by following one link (parent, superview,
/// presented controller), at most `limit` of them.
///
/// The model keeps these chains free of cycles (rules 1.1, 1.5, 5.3 raise
/// before one forms); the limit makes every walk end even if a defect let one
/// form, as a last line of defence.
struct BoundedChain<Node>: Sequence, IteratorProtocol {
  private var current: Node?
  private var remaining: Int
  private let link: (Node) -> Node?

  /// The chain `start`, `next(start)`, … with at most `limit` nodes.
  init(from start: Node?, limit: Int, next: @escaping (Node) -> Node?) {
    current = start
    remaining = limit
    self.link = next
  }

  mutating func next() -> Node? {
    guard remaining > 0, let node = current else { return nil }
    remaining -= 1
    current = link(node)
    return node
  }
}

extension World {
  /// `controller`, its parent, grandparent, and so on.
  func selfAndAncestors(of controller: ControllerID) -> BoundedChain<ControllerID> {
    let controllers = self.controllers
    return BoundedChain(from: controller, limit: controllers.count) {
      controllers[$0.index].parent
    }
  }

  /// `view`, its superview, and so on up to the root of its tree.
  func selfAndSuperviews(of view: ViewID) -> BoundedChain<ViewID> {
    let views = self.views
    return BoundedChain(from: view, limit: views.count) { views[$0.index].superview }
  }

  /// `controller`, the controller it presents, the one that one presents, and so on.
  func selfAndPresented(from controller: ControllerID) -> BoundedChain<ControllerID> {
    let controllers = self.controllers
    return BoundedChain(from: controller, limit: controllers.count) {
      controllers[$0.index].presented
    }
  }
}
