/// What class a controller is: UIKit's containers behave as <doc:CallbackOrder#5-UIKit-containers>
/// says.
public enum ControllerKind: Hashable, Sendable, CustomStringConvertible {
  /// `UIViewController`, or a custom container built on it.
  case viewController
  /// `UINavigationController` (rule 5.1).
  case navigationController
  /// `UITabBarController` (rule 5.2).
  case tabBarController
  /// `UIPageViewController` (rule 5.4, revision 4).
  case pageViewController

  /// The UIKit class name.
  public var description: String {
    switch self {
    case .viewController: "UIViewController"
    case .navigationController: "UINavigationController"
    case .tabBarController: "UITabBarController"
    case .pageViewController: "UIPageViewController"
    }
  }
}
