/// What the system does to the app's single scene (rule 6.4, revision 4):
/// the app goes to the background and comes back, is deactivated (the app
/// switcher, a system alert) and activated, or its scene is disconnected.
///
/// `app.enterBackground()` and `scene.enterBackground()` are the same event
/// for an app with one scene. None of these sends a view controller any
/// callback, whatever is on screen (obs, four sources, iOS 4–17).
public enum SceneEvent: String, Hashable, Sendable, CaseIterable {
  /// The app goes to the background (the Home screen, another app).
  case enterBackground
  /// The app comes back to the foreground.
  case enterForeground
  /// The scene stops being active but stays visible: the app switcher, a
  /// system alert.
  case deactivate
  /// The scene becomes active again.
  case activate
  /// The scene is closed (killed from the app switcher, or reclaimed).
  case disconnect
}

/// Where the app's scene is (rule 6.4): what decides which delegate lines a
/// ``SceneEvent`` gives.
enum SceneActivity: UInt8, Hashable, Sendable {
  /// In the foreground and receiving events: where every world starts.
  case active
  /// In the foreground, not receiving events.
  case inactive
  /// In the background.
  case background
  /// Closed: further scene events give nothing.
  case disconnected
}
