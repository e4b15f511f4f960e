/// A storyboard that knows a set of identifiers (scenario language §2,
/// `UIStoryboard(identifiers:)`).
///
/// Every `instantiateViewController(withIdentifier:)` makes a new controller,
/// as UIKit does (seed 002 guards against adding children twice for that reason).
public struct Storyboard: Hashable, Sendable {
  /// The name the E8 message prints.
  public var name: String
  /// The identifiers the storyboard contains.
  public var identifiers: Set<String>

  /// Makes a storyboard.
  public init(name: String, identifiers: Set<String>) {
    self.name = name
    self.identifiers = identifiers
  }

  /// Makes a new controller in `world`, named `name`.
  ///
  /// - Throws: E8 when the storyboard has no such identifier; `world` is unchanged.
  public func instantiateViewController(
    withIdentifier identifier: String, named name: String, in world: inout World
  ) throws(UIKitException) -> ControllerID {
    try requireIdentifier(identifier)
    return world.makeViewController(named: name)
  }

  /// Makes a new controller in the world in a call, named `name`: the same
  /// from inside a handler (``World/apply(_:handler:)``).
  ///
  /// - Throws: E8 when the storyboard has no such identifier; `world` is unchanged.
  public func instantiateViewController(
    withIdentifier identifier: String, named name: String, in world: inout WorldInCall
  ) throws(UIKitException) -> ControllerID {
    try requireIdentifier(identifier)
    return world.makeViewController(named: name)
  }

  /// Throws E8 unless the storyboard has `identifier`.
  private func requireIdentifier(_ identifier: String) throws(UIKitException) {
    guard identifiers.contains(identifier) else {
      throw .unknownStoryboardIdentifier(storyboard: self.name, identifier: identifier)
    }
  }
}
