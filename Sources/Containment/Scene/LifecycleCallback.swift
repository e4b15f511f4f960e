/// A line of the app's or the scene's delegate, which a ``SceneEvent``
/// delivers (rule 6.4, revision 4; grade doc for the scene delegate's
/// order, obs for the app delegate's).
///
/// In `ios17` the scene delegate gets the `scene…` lines; in `ios5` and
/// `ios7`, before scenes, the app delegate gets the `application…` lines.
/// The trace prints them as calls on `scene` and `app`:
/// `scene.sceneWillResignActive()`.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `sceneWillResignActive(_:)`.
  case sceneWillResignActive
  /// `sceneDidEnterBackground(_:)`.
  case sceneDidEnterBackground
  /// `sceneWillEnterForeground(_:)`.
  case sceneWillEnterForeground
  /// `sceneDidBecomeActive(_:)`.
  case sceneDidBecomeActive
  /// `sceneDidDisconnect(_:)`.
  case sceneDidDisconnect
  /// `applicationWillResignActive(_:)`.
  case applicationWillResignActive
  /// `applicationDidEnterBackground(_:)`.
  case applicationDidEnterBackground
  /// `applicationWillEnterForeground(_:)`.
  case applicationWillEnterForeground
  /// `applicationDidBecomeActive(_:)`.
  case applicationDidBecomeActive

  /// The delegate's name in a trace: `scene` or `app`.
  public var receiver: String {
    switch self {
    case .sceneWillResignActive, .sceneDidEnterBackground, .sceneWillEnterForeground,
      .sceneDidBecomeActive, .sceneDidDisconnect:
      "scene"
    case .applicationWillResignActive, .applicationDidEnterBackground,
      .applicationWillEnterForeground, .applicationDidBecomeActive:
      "app"
    }
  }

  /// The trace line: `scene.sceneWillResignActive()`.
  public var description: String { "\(receiver).\(rawValue)()" }
}
