/// One unit of work of the machine behind ``World/perform(_:)``.
///
/// Operations expand into steps; executing a step changes the world, may push
/// further steps, and yields at most one ``Event``. Steps a step pushes run
/// *after* the handler of the event it yields, so work a handler causes comes
/// first: that is the whole of re-entrancy (scenario language §2, "Handlers").
/// Work is decided when a step runs, not when it is pushed, so it always sees
/// what earlier callbacks and their handlers did (rules 2.2, 2.3).
enum Step: Hashable, Sendable {
  // The cases with large payloads (a navigation transition, a presentation,
  // an animation, a warning) are `indirect`, so that a step takes 64 bytes
  // instead of 176 and the work stack moves less memory per step.
  /// Validates an operation against the world as it is now and expands it:
  /// a call the machine restarts itself (a push deferred behind a running
  /// transition, a tab switch after the pop it cuts short).
  case start(Call)
  /// The same for a call the user wrote: the operation ``World/perform(_:)``
  /// was given, or a statement of a completion block. An observer is told
  /// about it before it starts (``World/Observation``).
  case call(Call)

  // MARK: Callbacks and containment

  /// Delivers a callback to a controller, with the flag bookkeeping of
  /// `willMove`/`didMove` (rules 1.3, 2.7); `direct` when user code called it.
  case deliver(Callback.Method, to: ControllerID, direct: Bool)
  /// Loads the controller's view if it is not loaded (rule 1.4).
  case loadView(ControllerID)
  /// Records the parent-child relationship of `addChild` (rule 1.1).
  case attach(ControllerID, to: ControllerID)
  /// `removeFromParent()`: detach, then `didMove(toParent: nil)` (rule 1.2).
  ///
  /// With a container, only while the child is still its child: a container
  /// removes its own children, not a controller that a handler moved to
  /// another parent since the step was planned.
  case detach(ControllerID, from: ControllerID?)

  // MARK: Appearance

  /// The layout pass's work for the controller at `next` in the order
  /// (positions), with layout tracked (rule 4.7): `viewIsAppearing` if due
  /// (ios17), then its layout pair if its view needs layout; the step for
  /// the one after it is pushed beneath the work its handlers cause.
  /// `isPass` is false for `layoutIfNeeded()`.
  case layOut([Int], next: Int, isPass: Bool)
  /// `viewWillLayoutSubviews` then `viewDidLayoutSubviews` for the
  /// controller at the position, if its view still needs layout (rule 4.7).
  case layoutPair(ofControllerAt: Int, isPass: Bool)
  /// `setNeedsLayout()` on a view, loaded by then (rule 4.7).
  case setNeedsLayout(ViewReference)
  /// `layoutIfNeeded()` on a view, loaded by then (rule 4.7).
  case layoutIfNeeded(ViewReference)
  /// Yields a warning.
  indirect case warn(Warning)
  /// Yields a note.
  indirect case note(Note)

  // MARK: Views and windows

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
  case windowWill(AppearanceChange, atViewAt: Int, in: WindowMove)
  /// Continues the will-phase with the current subviews of the view at the
  /// position.
  case windowWillSubviews(AppearanceChange, ofViewAt: Int, in: WindowMove)
  /// Changes the view tree, with no callbacks.
  case reparent(ViewID, to: ViewID?)
  /// Sends (ios5) or queues (ios7, ios17) the did-callbacks of a completed move.
  case windowDids(AppearanceChange, of: ViewID)
  /// One window-driven did-callback, dropped if it no longer applies (rule 2.3).
  case windowDid(AppearanceChange, of: ControllerID)
  /// Flips a window's `isHidden`, with no callbacks.
  case setWindowFlag(WindowID, isHidden: Bool)

  // MARK: UIKit's containers and presentation

  /// Removes a child with no callback at all: the replaced top of
  /// `setViewControllers` (rule 5.1).
  /// Only while the child is still the container's.
  case detachSilently(ControllerID, from: ControllerID)
  /// Puts a container's children in the given order, the others after them.
  case moveChildrenToFront(ControllerID, [ControllerID])
  /// Makes a container's view hold exactly its visible child's view
  /// (rule 1.4): the navigation top or the selected tab.
  case installContent(ControllerID)

  // MARK: Subsystems

  /// A step of the run loop: turns, the clock, animations (§4), handled by
  /// `World.execute(_:)` in `World+RunLoop.swift`.
  case runLoop(RunLoopStep)
  /// The appearance steps (rules 2.1 to 2.4).
  case appearance(AppearanceStep)
  /// The steps of a memory warning (rule 6.3).
  case memory(MemoryWarningStep)
  /// A tab bar controller's steps (rule 5.2).
  case tabBar(TabBarStep)
  /// A modal presentation's steps (rule 5.3).
  case presentation(PresentationStep)
  /// A navigation controller's steps (rule 5.1).
  case navigation(NavigationStep)
}
