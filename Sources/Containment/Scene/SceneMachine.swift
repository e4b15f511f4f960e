/// The app's single scene, as a machine: the one place where its activity
/// changes (rule 6.4 of <doc:CallbackOrder>, revision 4).
///
/// Each ``SceneEvent`` moves it, and answers the delegate's lines to
/// deliver, in order; no view controller gets a callback, whatever is on
/// screen (obs, four sources, iOS 4–17). `ios17` has scenes, so the lines
/// are the scene delegate's; `ios5` and `ios7`, the app delegate's.
///
/// ```
/// active ──deactivate──▶ inactive ──activate──▶ active
/// active/inactive ──enterBackground──▶ background ──enterForeground──▶ active
/// any ──disconnect──▶ disconnected (hears nothing more)
/// ```
struct SceneMachine: Hashable, Sendable {
  /// Where the scene is; every world starts active.
  private(set) var activity = SceneActivity.active

  /// The lines `event` gives, in order, and the scene moved where the event
  /// takes it; an event that does not apply where the scene is gives none
  /// and leaves it there.
  mutating func handle(_ event: SceneEvent, hasScenes scenes: Bool) -> [LifecycleCallback] {
    let resign: LifecycleCallback = scenes ? .sceneWillResignActive : .applicationWillResignActive
    let background: LifecycleCallback =
      scenes ? .sceneDidEnterBackground : .applicationDidEnterBackground
    let foreground: LifecycleCallback =
      scenes ? .sceneWillEnterForeground : .applicationWillEnterForeground
    let active: LifecycleCallback = scenes ? .sceneDidBecomeActive : .applicationDidBecomeActive
    switch (event, activity) {
    case (_, .disconnected):
      // A closed scene hears nothing more.
      return []
    case (.enterBackground, .active):
      activity = .background
      return [resign, background]
    case (.enterBackground, .inactive):
      activity = .background
      return [background]
    case (.enterForeground, .background):
      // doc: sceneWillEnterForeground "is invariably followed by"
      // sceneDidBecomeActive.
      activity = .active
      return [foreground, active]
    case (.deactivate, .active):
      activity = .inactive
      return [resign]
    case (.activate, .inactive):
      activity = .active
      return [active]
    case (.disconnect, .active):
      // obs: killed from the switcher, sceneWillResignActive then
      // sceneDidDisconnect, no sceneDidEnterBackground; without scenes the
      // app is terminated, and no line says so (grade inf).
      activity = .disconnected
      return scenes ? [resign, .sceneDidDisconnect] : [resign]
    case (.disconnect, .inactive), (.disconnect, .background):
      activity = .disconnected
      return scenes ? [.sceneDidDisconnect] : []
    case (.enterBackground, .background), (.enterForeground, .active),
      (.enterForeground, .inactive), (.deactivate, .inactive), (.deactivate, .background),
      (.activate, .active), (.activate, .background):
      // Already where the event would take it, or not where it starts from.
      return []
    }
  }
}
