/// The window-driven dids view animations hold until they end (rule 4.6;
/// grade doc + dec + inf), in the order held, each found by its animation
/// when that ends.
///
/// A did is held by the innermost open animations block, so the dids come
/// in the order of their animations' numbers unless a block moves a view
/// after a block nested in it has ended. In order, an animation's dids are
/// found by halving (``JournaledList/removeAll(keyedBy:_:)``): animations
/// that end out of their begin order cost no scan. Out of order, they are
/// found by a scan, until no did is held. Whether they are in order is a
/// hint: it takes no part in equality or hashing.
struct HeldDids: Hashable, Sendable, Sequence {
  private var dids = JournaledList<DeferredDid>()
  /// Whether ``dids`` are in the order of their animations' numbers.
  private var inOrder = true
  private var marks = MarkStack<Bool>()

  /// How many dids are held.
  var count: Int { dids.count }

  /// Holds `callback` until the view animation `animation` ends.
  mutating func hold(_ callback: AfterCommitCallback, until animation: Int) {
    if let last = dids.last, last.animation > animation { inOrder = false }
    dids.append(DeferredDid(animation: animation, callback: callback))
  }

  /// Takes the dids the view animation `animation` held, in the order held.
  mutating func take(heldBy animation: Int) -> [AfterCommitCallback] {
    var taken: [AfterCommitCallback] = []
    if inOrder {
      taken = dids.removeAll(keyedBy: \.animation, animation).map(\.callback)
    } else {
      dids.removeAll { did in
        guard did.animation == animation else { return false }
        taken.append(did.callback)
        return true
      }
    }
    if dids.isEmpty { inOrder = true }
    return taken
  }

  /// Starts recording changes; see ``JournaledList/openMark()``.
  mutating func openMark() {
    dids.openMark()
    marks.push(inOrder)
  }

  /// Undoes every change since the innermost mark, and ends it.
  mutating func rollBack() {
    dids.rollBack()
    inOrder = marks.removeLast()
  }

  /// Keeps the changes since the innermost mark, and ends it.
  mutating func commit() {
    dids.commit()
    marks.removeLast()
  }

  /// The dids held, in the order held.
  func makeIterator() -> some IteratorProtocol<DeferredDid> { dids.makeIterator() }

  /// Equal when the same dids are held in the same order.
  static func == (lhs: HeldDids, rhs: HeldDids) -> Bool { lhs.dids == rhs.dids }

  /// Hashes the dids, as equality reads them.
  func hash(into hasher: inout Hasher) { hasher.combine(dids) }
}
