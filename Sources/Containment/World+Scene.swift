/// The app's scene going to the background and back, deactivated and
/// activated, disconnected (rule 6.4, revision 4).
extension World {
  /// Delivers the delegate's lines of `event` in a run-loop turn of their own.
  ///
  /// The current turn ends first (rule 4.1), then the lines, then
  /// their turn ends (grade inf). No view controller gets any callback;
  /// appearance states, presentations, transitions and animations stay as
  /// they are (grade obs for the callbacks; inf for the rest).
  mutating func sceneEvent(_ event: SceneEvent) {
    let (lines, next) = Self.lifecycle(of: event, from: runLoop.sceneActivity, in: profile)
    runLoop.sceneActivity = next
    guard !lines.isEmpty else { return }
    let mark = beginSchedule()
    plan(.runLoop(.openTurnEnd))
    for line in lines { plan(.lifecycle(line)) }
    plan(.runLoop(.openTurnEnd))
    endSchedule(from: mark)
  }

  /// Throws for a call on a window once the scene is disconnected: its
  /// windows are gone (rule 6.4 of <doc:CallbackOrder>; grade inf), and the
  /// world stays as it is.
  func requireConnectedWindow(for call: Call) throws(UIKitException) {
    guard runLoop.sceneActivity == .disconnected else { return }
    // The calls that name a window; every other call goes on with the
    // controllers and views as values, and nothing of the window shows.
    var window: WindowID?
    if case .setRootViewController(_, let named) = call { window = named }
    if case .makeKeyAndVisible(let named) = call { window = named }
    if case .setWindowHidden(let named, _) = call { window = named }
    if case .rotate(let named, _, _) = call { window = named }
    if let window { throw .sceneDisconnected(window: window.name) }
  }

  /// The delegate's lines `event` gives from `activity`, and where the
  /// scene is after it.
  ///
  /// `ios17` has scenes: the scene delegate's lines. `ios5` and `ios7` have
  /// the app delegate's, and no line for a disconnection (the app is
  /// terminated; grade inf).
  static func lifecycle(
    of event: SceneEvent, from activity: SceneActivity, in profile: Profile
  ) -> (lines: [LifecycleCallback], next: SceneActivity) {
    let scenes = profile.hasScenes
    let resign: LifecycleCallback = scenes ? .sceneWillResignActive : .applicationWillResignActive
    let background: LifecycleCallback =
      scenes ? .sceneDidEnterBackground : .applicationDidEnterBackground
    let foreground: LifecycleCallback =
      scenes ? .sceneWillEnterForeground : .applicationWillEnterForeground
    let active: LifecycleCallback = scenes ? .sceneDidBecomeActive : .applicationDidBecomeActive
    switch (event, activity) {
    case (_, .disconnected):
      // A closed scene hears nothing more.
      return ([], .disconnected)
    case (.enterBackground, .active):
      return ([resign, background], .background)
    case (.enterBackground, .inactive):
      return ([background], .background)
    case (.enterForeground, .background):
      // doc: sceneWillEnterForeground "is invariably followed by"
      // sceneDidBecomeActive.
      return ([foreground, active], .active)
    case (.deactivate, .active):
      return ([resign], .inactive)
    case (.activate, .inactive):
      return ([active], .active)
    case (.disconnect, .active):
      // obs: killed from the switcher, sceneWillResignActive then
      // sceneDidDisconnect, no sceneDidEnterBackground.
      return (scenes ? [resign, .sceneDidDisconnect] : [resign], .disconnected)
    case (.disconnect, .inactive), (.disconnect, .background):
      return (scenes ? [.sceneDidDisconnect] : [], .disconnected)
    case (.enterBackground, .background), (.enterForeground, .active),
      (.enterForeground, .inactive), (.deactivate, .inactive), (.deactivate, .background),
      (.activate, .active), (.activate, .background):
      // Already where the event would take it, or not where it starts from.
      return ([], activity)
    }
  }
}
