/// What class a controller is: UIKit's containers behave as RULES §5 says.
public enum ControllerKind: Hashable, Sendable, CustomStringConvertible {
  /// `UIViewController`, or a custom container built on it.
  case viewController
  /// `UINavigationController` (RULES 5.1).
  case navigationController
  /// `UITabBarController` (RULES 5.2).
  case tabBarController

  /// The UIKit class name.
  public var description: String {
    switch self {
    case .viewController: "UIViewController"
    case .navigationController: "UINavigationController"
    case .tabBarController: "UITabBarController"
    }
  }
}
