/// The app's window reached through `UIApplication` (scenario language §6):
/// `UIApplication.shared.windows.first`, `UIApplication.shared.keyWindow`,
/// `(UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first`,
/// `UIApplication.shared.delegate?.window`, the scene delegate's window
/// (`(UIApplication.shared.connectedScenes.first?.delegate as?
/// SceneDelegate)?.window`), and `windows.first(where: { $0.isKeyWindow })`
/// on any of those.
///
/// The model's app has one window, the scenario's `window`: each of these
/// is read as it. Skipping them would drop a root swapped after a login
/// (`UIApplication.shared.windows.first?.rootViewController = home`) unseen,
/// with its appearance callbacks (rule 1.4; grade inf: the model's app has one
/// window).
extension SwiftExpansion {
  /// Whether `expression` is the app's window reached through
  /// `UIApplication`, a scene (a local bound to it too) or the app's
  /// delegate.
  func isApplicationWindow(_ expression: Expression, _ context: Context) -> Bool {
    switch expression.removingUnwrapsAndCasts {
    case .name(let name, _):
      return context.applicationWindows.contains(name)
    case .member(let windows, "first", _), .member(let windows, "last", _),
      .call(.member(let windows, "first", _), _, _):
      guard case .member(let owner, "windows", _) = windows.removingUnwrapsAndCasts else {
        return false
      }
      return Self.isApplication(owner) || isWindowScene(owner, context)
    case .member(let owner, "keyWindow", _):
      return Self.isApplication(owner) || isWindowScene(owner, context)
    case .member(let delegate, "window", _):
      if isSceneDelegate(delegate, context) { return true }
      guard case .member(let application, "delegate", _) = delegate.removingUnwrapsAndCasts
      else {
        return false
      }
      return Self.isApplication(application)
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }

  /// `UIApplication.shared`.
  private static func isApplication(_ expression: Expression) -> Bool {
    expression.removingUnwrapsAndCasts.path == ["UIApplication", "shared"]
  }

  /// The app's scene's delegate (`scene.delegate as? SceneDelegate`), or a
  /// local bound to it.
  func isSceneDelegate(_ expression: Expression, _ context: Context) -> Bool {
    switch expression.removingUnwrapsAndCasts {
    case .member(let scene, "delegate", _):
      return isWindowScene(scene, context)
    case .name(let name, _):
      return context.sceneDelegates.contains(name)
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }

  /// `UIApplication.shared.connectedScenes.first`, cast or not, or a local
  /// bound to it.
  func isWindowScene(_ expression: Expression, _ context: Context) -> Bool {
    switch expression.removingUnwrapsAndCasts {
    case .member(.member(let application, "connectedScenes", _), "first", _):
      return Self.isApplication(application)
    case .name(let name, _):
      return context.windowScenes.contains(name)
    case .number, .string, .boolean, .none, .enumCase, .array, .member, .call, .closure,
      .binary, .not, .subscript, .unwrap, .forceUnwrap, .ternary, .optionalBinding:
      return false
    }
  }
}
