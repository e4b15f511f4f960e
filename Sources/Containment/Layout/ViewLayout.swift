/// One root view's layout, as a machine: the one place where its "needs
/// layout" mark and its "laid out by this turn end" note change (rule 4.7;
/// grade doc + inf).
///
/// Each event is a `mutating` method that takes the facts it needs from the
/// world as parameters and answers what must happen next; ``World`` lists
/// the view as a layout candidate and delivers the layout pair as answered.
/// Only controllers' root views are tracked, so only they get one.
///
/// ```
/// clean ──marked──▶ needs layout ──laid out (pass or layoutIfNeeded)──▶ clean
///                        ▲                  │ by the pass
///                        │                  ▼
///                        └──marked── laid out this turn ──a turn end opens──▶ clean
/// ```
///
/// A view laid out by a turn end's pass and marked again in that turn end
/// waits for the next turn's pass; `layoutIfNeeded()` lays it out at once
/// whatever the pass did.
struct ViewLayout: Hashable, Sendable {
  /// Whether the view needs layout: it entered a window, a subview came or
  /// went, its window rotated, or `setNeedsLayout()`.
  private(set) var needsLayout = false
  /// Whether the layout pass of the turn end under way laid it out.
  private(set) var isLaidOutThisTurn = false

  /// The view is marked as needing layout; answers whether it was not
  /// marked before, so that the world lists it as a candidate once.
  mutating func mark() -> Bool {
    guard !needsLayout else { return false }
    needsLayout = true
    return true
  }

  /// Whether a layout pass would lay the view out now, given whether it is
  /// in a visible window: it needs layout and, for a pass of the turn end
  /// under way (`inThisTurn`), was not laid out by it already.
  func isDue(inThisTurn: Bool, isInVisibleWindow: Bool) -> Bool {
    needsLayout && isInVisibleWindow && (!inThisTurn || !isLaidOutThisTurn)
  }

  /// What a layout pair asked of the view does.
  enum OnLayoutPair: Hashable, Sendable {
    /// Nothing: the view needs no layout, or the pass cannot or need not lay
    /// it out now.
    case nothing
    /// `viewWillLayoutSubviews`, then `viewDidLayoutSubviews` after the work
    /// its handler causes; with `notesLaidOut`, the world notes the view
    /// among those the turn end's pass laid out, to forget at the next one.
    case layOut(notesLaidOut: Bool)
  }

  /// The layout pass (`isPass`) or `layoutIfNeeded()` reaches the view.
  mutating func layoutPair(isPass: Bool, isInVisibleWindow: Bool) -> OnLayoutPair {
    guard needsLayout else { return .nothing }
    if isPass {
      guard isDue(inThisTurn: true, isInVisibleWindow: isInVisibleWindow) else { return .nothing }
      isLaidOutThisTurn = true
    }
    needsLayout = false
    return .layOut(notesLaidOut: isPass)
  }

  /// A new turn end opens: the view may be laid out again.
  mutating func turnEndOpens() {
    isLaidOutThisTurn = false
  }
}
