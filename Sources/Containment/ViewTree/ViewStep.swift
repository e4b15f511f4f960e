/// The view steps (rules 1.4, 1.5, 2.3): a view loaded, added, moved or hidden, and the window
/// will- and did-phases of a move; executed in `ViewTree/World+Views.swift`.
enum ViewStep: Hashable, Sendable {
  /// Loads a controller view named by a reference; plain views need nothing.
  case load(ViewReference)
  /// `addSubview` after its arguments were evaluated: checks, then moves (rule 1.5).
  case addSubview(ViewReference, to: ViewReference)
  /// Moves a view to a new superview, or out of its superview with `nil`, with
  /// the window-driven callbacks the move causes (rule 2.3).
  ///
  /// `byHand` for the moves UIKit's navigation, tab bar and presentation
  /// make for the views they install: those ask no controller (rule 2.3).
  case move(ViewReference, to: ViewID?, byHand: Bool)
  /// Sets a view's `isHidden`, with no callbacks.
  case setViewHidden(ViewReference, Bool)
  /// Removes the controller's view from its superview if the view is loaded.
  ///
  /// `byHand` as for ``move(_:to:byHand:)``.
  case removeViewIfLoaded(ControllerID, byHand: Bool)
  /// Adds the first controller's view where the second's view is (rule 3.1).
  case addView(of: ControllerID, besideViewOf: ControllerID)
  /// The will-phase of a window move at one view (by position) of the moving
  /// subtree; its subviews are visited after its controller's callback
  /// (rule 2.3). Positions, not identities: the walk reaches every view of a
  /// window shown or hidden.
  case windowWill(AppearanceChange, atViewAt: ViewSlot, in: WindowMove)
  /// Continues the will-phase with the current subviews of the view at the
  /// position.
  case windowWillSubviews(AppearanceChange, ofViewAt: ViewSlot, in: WindowMove)
  /// Changes the view tree, with no callbacks.
  case reparent(ViewID, to: ViewID?)
  /// Sends (ios5) or queues (ios7, ios17) the did-callbacks of a completed move.
  case windowDids(AppearanceChange, of: ViewID)
  /// One window-driven did-callback, dropped if it no longer applies (rule 2.3).
  case windowDid(AppearanceChange, of: ControllerID)
  /// Flips a window's `isHidden`, with no callbacks.
  case setWindowFlag(WindowID, isHidden: Bool)
}
