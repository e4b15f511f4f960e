/// The UIKit behaviour a ``World`` emulates: every knob of <doc:CallbackOrder#0-Profiles>, with the
/// presets ``ios5``, ``ios7`` and ``ios17`` (the default).
///
/// A knob is a fact that differs between UIKit releases. The presets are the
/// combinations the reference names; a custom profile may mix knobs to ask
/// "what if" questions, but only the presets carry the reference's evidence.
public struct Profile: Hashable, Sendable, CustomStringConvertible {
  /// When a did-callback that UIKit can postpone is sent: the window-driven
  /// ones (<doc:CallbackOrder#2.3-Window-driven-changes>) and the ends of a tab switch
  /// (<doc:CallbackOrder#5.2-Tab-bar-controller>).
  public enum DidTiming: Hashable, Sendable {
    /// At once: inside `addSubview`/`removeFromSuperview` right after the
    /// will-phase (iOS 4.3–6 stacks show `viewDidMoveToWindow` calling
    /// `viewDidAppear`), or inside the tab switch.
    case synchronous
    /// On the after-commit queue of the run-loop turn's end (rule 4.1 step 3).
    case endOfTurn
  }

  /// The name a trace header and the command line use: `ios5`, `ios7`, `ios17`,
  /// or `custom`.
  public var name: String

  /// When window-driven did-callbacks are sent (<doc:CallbackOrder#0-Profiles> row 1; grade obs +
  /// dec).
  public var windowDidTiming: DidTiming

  /// Whether `viewIsAppearing(_:)` is sent (<doc:CallbackOrder#0-Profiles> row 2, 4.1, 4.3; grade
  /// doc + dec).
  public var sendsViewIsAppearing: Bool

  /// Whether, inside the `willMove(toParent:)` that `addChild` sends, the child's
  /// `parent` is already set (<doc:CallbackOrder#1.1-addChild>; grade doc for ios5, dec for ios17).
  public var recordsParentBeforeWillMove: Bool

  /// Whether navigation pushes and pops start at the layout pass of the turn end
  /// rather than at once (<doc:CallbackOrder#5.1-Navigation-controller>; grade dec + obs).
  public var defersNavigationTransitions: Bool

  /// When a tab switch's did-callbacks (its two `endAppearanceTransition`s) are
  /// sent (<doc:CallbackOrder#0-Profiles>, <doc:CallbackOrder#5.2-Tab-bar-controller>; grade dec:
  /// `_addAfterCACommitBlockForViewController:`).
  public var tabSwitchDidTiming: DidTiming

  /// Whether `present` leaves its transition for the layout pass of the turn
  /// end, loading the presented view at once (<doc:CallbackOrder#0-Profiles>,
  /// <doc:CallbackOrder#5.3-Presentation>; grade obs for
  /// ios17, inf for the older releases).
  public var defersPresentationTransitions: Bool

  /// Whether `.pageSheet` and `.formSheet` are sheets that leave the presenter
  /// on screen, rather than full screen as on a phone before iOS 13
  /// (<doc:CallbackOrder#0-Profiles>,
  /// 5.3; grade doc).
  public var presentsSheetsAsCards: Bool

  /// Whether the legacy rotation callbacks are sent (<doc:CallbackOrder#6.1-Legacy-rotation>; grade
  /// doc).
  public var sendsLegacyRotationCallbacks: Bool

  /// Whether the appearance forwarding switch also governs rotation, as iOS 5's
  /// single `automaticallyForwardAppearanceAndRotationMethodsToChildViewControllers`
  /// did (<doc:CallbackOrder#2.5-Forwarding-switched-off>; grade doc).
  public var appearanceSwitchGovernsRotation: Bool

  /// Whether `viewWillTransition(to:)` is sent on rotation
  /// (<doc:CallbackOrder#6.2-viewWillTransition>; grade doc).
  public var sendsViewWillTransition: Bool

  /// Whether a memory warning unloads views that are not in a window
  /// (<doc:CallbackOrder#6.3-Memory-warnings>;
  /// grade doc).
  public var unloadsViewsOnMemoryWarning: Bool

  /// Whether calling an appearance method directly logs warning W2
  /// (<doc:CallbackOrder#2.6-Direct-appearance-calls>;
  /// grade dec + obs).
  public var warnsOnDirectAppearanceCalls: Bool

  /// Whether `.automatic` presentation resolves to a page sheet rather than
  /// full screen (<doc:CallbackOrder#5.3-Presentation>; grade doc).
  public var automaticPresentationIsPageSheet: Bool

  /// Whether a late child gets `viewWillAppear` from the window move.
  ///
  /// A late child is added while its parent appears through an explicit
  /// transition (a push, a tab switch, `transition(from:to:)`, begin/end);
  /// its `viewDidAppear` comes when the parent's transition ends (<doc:CallbackOrder#2.3-Window-driven-changes>;
  /// grade dec, iOS 26.1). Without it the late child gets no `viewWillAppear`
  /// (obs: an iOS 9 pager bug report).
  public var asksLateChildren: Bool

  /// Whether a push, pop or `setViewControllers` asked for while a
  /// navigation transition runs waits for it to end at its natural time,
  /// rather than cutting it short (<doc:CallbackOrder#5.1-Navigation-controller>;
  /// grade dec, revision 3).
  public var queuesNavigationRequests: Bool

  /// Whether a transition UIKit drives has a `transitionCoordinator` that
  /// runs blocks after its end (iOS 7 and later;
  /// <doc:CallbackOrder#5.5-The-transition-coordinator>; grade doc for the
  /// API's availability).
  public var hasTransitionCoordinators: Bool

  /// Whether `dismiss` leaves its transition for the layout pass of the turn
  /// end, as `present` does (<doc:CallbackOrder#5.3-Presentation>; grade dec,
  /// revision 3).
  public var defersDismissalTransitions: Bool

  /// Whether the app has a scene whose delegate gets the lifecycle lines
  /// (`scene.sceneWillResignActive()`), rather than the app delegate
  /// (`app.applicationWillResignActive()`) (<doc:CallbackOrder#6.4-Background-and-foreground>;
  /// grade doc, revision 4).
  public var hasScenes: Bool

  /// Makes a profile from every knob; prefer the presets.
  ///
  /// The knobs of revision 3 default to the older releases' behaviour.
  public init(
    name: String,
    windowDidTiming: DidTiming,
    sendsViewIsAppearing: Bool,
    recordsParentBeforeWillMove: Bool,
    defersNavigationTransitions: Bool,
    tabSwitchDidTiming: DidTiming,
    defersPresentationTransitions: Bool,
    presentsSheetsAsCards: Bool,
    sendsLegacyRotationCallbacks: Bool,
    appearanceSwitchGovernsRotation: Bool,
    sendsViewWillTransition: Bool,
    unloadsViewsOnMemoryWarning: Bool,
    warnsOnDirectAppearanceCalls: Bool,
    automaticPresentationIsPageSheet: Bool,
    asksLateChildren: Bool = false,
    queuesNavigationRequests: Bool = false,
    defersDismissalTransitions: Bool = false,
    hasScenes: Bool = false,
    hasTransitionCoordinators: Bool = false
  ) {
    self.name = name
    self.windowDidTiming = windowDidTiming
    self.sendsViewIsAppearing = sendsViewIsAppearing
    self.recordsParentBeforeWillMove = recordsParentBeforeWillMove
    self.defersNavigationTransitions = defersNavigationTransitions
    self.tabSwitchDidTiming = tabSwitchDidTiming
    self.defersPresentationTransitions = defersPresentationTransitions
    self.presentsSheetsAsCards = presentsSheetsAsCards
    self.sendsLegacyRotationCallbacks = sendsLegacyRotationCallbacks
    self.appearanceSwitchGovernsRotation = appearanceSwitchGovernsRotation
    self.sendsViewWillTransition = sendsViewWillTransition
    self.unloadsViewsOnMemoryWarning = unloadsViewsOnMemoryWarning
    self.warnsOnDirectAppearanceCalls = warnsOnDirectAppearanceCalls
    self.automaticPresentationIsPageSheet = automaticPresentationIsPageSheet
    self.asksLateChildren = asksLateChildren
    self.queuesNavigationRequests = queuesNavigationRequests
    self.defersDismissalTransitions = defersDismissalTransitions
    self.hasScenes = hasScenes
    self.hasTransitionCoordinators = hasTransitionCoordinators
  }

  /// iOS 5 and 6: synchronous window dids, legacy rotation, view unloading.
  public static let ios5 = Profile(
    name: "ios5",
    windowDidTiming: .synchronous,
    sendsViewIsAppearing: false,
    recordsParentBeforeWillMove: false,
    defersNavigationTransitions: false,
    tabSwitchDidTiming: .synchronous,
    defersPresentationTransitions: false,
    presentsSheetsAsCards: false,
    sendsLegacyRotationCallbacks: true,
    appearanceSwitchGovernsRotation: true,
    sendsViewWillTransition: false,
    unloadsViewsOnMemoryWarning: true,
    warnsOnDirectAppearanceCalls: false,
    automaticPresentationIsPageSheet: false
  )

  /// iOS 7 to 12: did-callbacks after the commit, deferred navigation, legacy
  /// rotation, no unloading.
  public static let ios7 = Profile(
    name: "ios7",
    windowDidTiming: .endOfTurn,
    sendsViewIsAppearing: false,
    recordsParentBeforeWillMove: false,
    defersNavigationTransitions: true,
    tabSwitchDidTiming: .endOfTurn,
    defersPresentationTransitions: false,
    presentsSheetsAsCards: false,
    sendsLegacyRotationCallbacks: true,
    appearanceSwitchGovernsRotation: false,
    sendsViewWillTransition: false,
    unloadsViewsOnMemoryWarning: false,
    warnsOnDirectAppearanceCalls: false,
    automaticPresentationIsPageSheet: false,
    queuesNavigationRequests: true,
    hasTransitionCoordinators: true
  )

  /// iOS 17 and later (the default): `viewIsAppearing`, `viewWillTransition`,
  /// page sheets, W2.
  public static let ios17 = Profile(
    name: "ios17",
    windowDidTiming: .endOfTurn,
    sendsViewIsAppearing: true,
    recordsParentBeforeWillMove: true,
    defersNavigationTransitions: true,
    tabSwitchDidTiming: .endOfTurn,
    defersPresentationTransitions: true,
    presentsSheetsAsCards: true,
    sendsLegacyRotationCallbacks: false,
    appearanceSwitchGovernsRotation: false,
    sendsViewWillTransition: true,
    unloadsViewsOnMemoryWarning: false,
    warnsOnDirectAppearanceCalls: true,
    automaticPresentationIsPageSheet: true,
    asksLateChildren: true,
    queuesNavigationRequests: true,
    defersDismissalTransitions: true,
    hasScenes: true,
    hasTransitionCoordinators: true
  )

  /// The presets, oldest first.
  public static let presets: [Profile] = [.ios5, .ios7, .ios17]

  /// The preset with this name, if any.
  public static func named(_ name: String) -> Profile? {
    presets.first { $0.name == name }
  }

  /// The profile's name.
  public var description: String { name }
}
