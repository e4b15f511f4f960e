/// One unit of work of the machine behind ``World/apply(_:)``.
///
/// Operations expand into steps; executing a step changes the world, may push
/// further steps, and yields at most one ``Event``. Steps a step pushes run
/// *after* the handler of the event it yields, so work a handler causes comes
/// first: that is the whole of re-entrancy (scenario language §2, "Handlers").
/// Work is decided when a step runs, not when it is pushed, so it always sees
/// what earlier callbacks and their handlers did (rules 2.2, 2.3).
///
/// Each part of the model has its own steps, a nested enum executed in that
/// part's file (`World.execute(_:)` in `Machine/World+Machine.swift` only hands them
/// on); the steps here are the machine's own: starting calls, yielding
/// warnings and notes, and opening and closing the context that a
/// coordinator's completions read (rule 5.5).
enum Step: Hashable, Sendable {
  // The cases with large payloads (a navigation transition, a presentation,
  // an animation, a warning) are `indirect`, here or in the nested enums,
  // so that a step is small and the work stack moves little memory per
  // step (`RecordSizeTests` holds the size).

  /// Validates an operation against the world as it is now and expands it:
  /// a call the machine issues again itself (a push deferred behind a
  /// running transition, a tab switch after the pop it cuts short). Not a
  /// *start* in the glossary's sense: the call may start nothing.
  case reissue(Call)
  /// The same for a call the user wrote: the operation ``World/apply(_:)``
  /// was given, or a statement of a completion block. An observer is told
  /// about it before it starts (``World/Observation``).
  case call(Call)
  /// Yields a warning.
  indirect case warn(Warning)
  /// Yields a note.
  indirect case note(Note)
  /// The completions given to a transition's coordinator start to run:
  /// `cancelled` is what their context's `isCancelled` reads (rule 5.5).
  case openTransitionContext(cancelled: Bool)
  /// Those completions have run.
  case closeTransitionContext

  /// Callbacks, loading and the child list (rules 1.1 to 1.4), in
  /// `Bookkeeping/World+Containment.swift`.
  case containment(ContainmentStep)
  /// Appearance changes, forwarding, explicit transitions and
  /// `viewIsAppearing` (rules 2.1 to 2.4), in `Appearance/World+Appearance.swift`.
  case appearance(AppearanceStep)
  /// View moves and the window will- and did-phases (rules 1.4, 1.5, 2.3),
  /// in `ViewTree/World+Views.swift`.
  case views(ViewStep)
  /// Layout (rule 4.7), in `Layout/World+Layout.swift`.
  case layout(LayoutStep)
  /// Turns, the clock and animations (§4), in `RunLoop/World+RunLoop.swift`.
  case runLoop(RunLoopStep)
  /// A navigation controller (rule 5.1), in
  /// `Navigation/World+Navigation.swift`; its phases are owned by
  /// `NavigationMachine`.
  case navigation(NavigationStep)
  /// A tab bar controller (rule 5.2), in `TabBar/World+TabBar.swift`.
  case tabBar(TabBarStep)
  /// Modal presentation (rule 5.3), in `Presentation/World+Presentation.swift`.
  case presentation(PresentationStep)
  /// Memory warnings (rule 6.3), in `System/World+MemoryWarning.swift`.
  case memory(MemoryWarningStep)
  /// One line of the app's or the scene's delegate (rule 6.4), in
  /// `World+Scene.swift`.
  case lifecycle(LifecycleCallback)
  /// A line of a sheet's presentation delegate (rule 5.3a), in
  /// `World+InteractiveDismissal.swift`.
  indirect case delegate(PresentationDelegateCallback)
  /// Page view controllers (rule 5.4), in `World+PageViewController.swift`.
  indirect case pageView(PageViewStep)
}
