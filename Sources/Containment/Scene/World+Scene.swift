/// The app's scene going to the background and back, deactivated and
/// activated, disconnected (rule 6.4, revision 4).
extension World {
  /// Delivers the delegate's lines of `event` (``SceneMachine``) in a
  /// run-loop turn of their own.
  ///
  /// The current turn ends first (rule 4.1), then the lines, then
  /// their turn ends (grade inf). No view controller gets any callback;
  /// appearance states, presentations, transitions and animations stay as
  /// they are (grade obs for the callbacks; inf for the rest).
  mutating func sceneEvent(_ event: SceneEvent) {
    let lines = runLoop.scene.handle(event, hasScenes: profile.hasScenes)
    guard !lines.isEmpty else { return }
    let mark = openSchedule()
    plan(.runLoop(.openTurnEnd))
    for line in lines { plan(.lifecycle(line)) }
    plan(.runLoop(.openTurnEnd))
    closeSchedule(from: mark)
  }

  /// Throws for a call on a window once the scene is disconnected: its
  /// windows are gone (rule 6.4 of <doc:CallbackOrder>; grade inf), and the
  /// world stays as it is.
  func requireConnectedWindow(for call: Call) throws(CallFailure) {
    guard runLoop.scene.activity == .disconnected else { return }
    // The calls that name a window; every other call goes on with the
    // controllers and views as values, and nothing of the window shows.
    var window: WindowID?
    if case .setRootViewController(_, let named) = call { window = named }
    if case .makeKeyAndVisible(let named) = call { window = named }
    if case .setWindowHidden(let named, _) = call { window = named }
    if case .rotate(let named, _, _) = call { window = named }
    if let window { throw .refusal(.sceneDisconnected(window: window.name)) }
  }
}
