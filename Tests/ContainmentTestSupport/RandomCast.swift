import Containment

/// The objects every random program and random call uses, made in the same
/// order in every world, and a random call over them.
public struct RandomCast: Sendable {
  /// `p`, `a`, `b` and `c`: plain `UIViewController`s.
  public let plain: [ControllerID]
  /// `nav`, a `UINavigationController`.
  public let navigation: ControllerID
  /// `tabs`, a `UITabBarController`.
  public let tabs: ControllerID
  /// `box`, a plain `UIView`.
  public let box: ViewID
  /// `window`, the world's first window.
  public let window: WindowID
  /// `w2`, a second window.
  public let secondWindow: WindowID
  /// Every controller: the plain ones, then `nav` and `tabs`.
  public var controllers: [ControllerID] { plain + [navigation, tabs] }

  /// The scenario declarations that make the cast.
  public static let declarations = """
    let p = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    let c = UIViewController()
    let nav = UINavigationController()
    let tabs = UITabBarController()
    let box = UIView()
    let w2 = UIWindow()
    """

  /// Makes a world with the cast, in the order of ``declarations``.
  public static func world(profile: Profile, tracksLayout: Bool = false) -> (World, RandomCast) {
    world(profile: profile, tracksLayout: tracksLayout, lineage: WorldLineage())
  }

  /// Makes a world with the cast like ``world(profile:tracksLayout:)``,
  /// whose identities carry `lineage`: worlds made so with one lineage
  /// share their casts.
  package static func world(
    profile: Profile, tracksLayout: Bool = false, lineage: WorldLineage
  ) -> (World, RandomCast) {
    var world = World(profile: profile, lineage: lineage)
    world.tracksLayout = tracksLayout
    let plain = ["p", "a", "b", "c"].map { world.makeViewController(named: $0) }
    let navigation = world.makeNavigationController(named: "nav")
    let tabs = world.makeTabBarController(named: "tabs")
    let box = world.makeView(named: "box")
    let secondWindow = world.makeWindow(named: "w2")
    let cast = RandomCast(
      plain: plain, navigation: navigation, tabs: tabs, box: box, window: world.mainWindow,
      secondWindow: secondWindow)
    return (world, cast)
  }

  /// A random call of any kind over the cast: every kind of ``Call`` the
  /// model takes from a caller, with arguments that are often legal and
  /// sometimes not.
  public func randomCall(using random: inout SplitMix64) -> Call {
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    let x = pick(controllers)
    let y = pick(controllers)
    let plainOne = pick(self.plain)
    let flag = Bool.random(using: &random)
    func view() -> ViewReference {
      Bool.random(using: &random) ? .view(of: pick(controllers)) : .plain(box)
    }
    let window = flag ? self.window : secondWindow
    let some = Array(
      self.plain.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
    switch Int.random(in: 0..<39, using: &random) {
    case 38:
      return .animateAlongsideTransition(of: x, completion: flag ? [.removeFromParent(y)] : [])
    case 36: return .setNeedsLayout(view())
    case 37: return .layoutIfNeeded(view())
    case 0: return .setRootViewController(x, of: window)
    case 1: return .makeKeyAndVisible(window)
    case 2: return .setWindowHidden(window, flag)
    case 3, 4: return .addChild(x, to: y)
    case 5: return .removeFromParent(x)
    case 6: return .directCall(flag ? .willMove(toParent: nil) : .didMove(toParent: y), on: x)
    case 7, 8: return .addSubview(view(), to: view())
    case 9: return .removeFromSuperview(view())
    case 10: return .setViewHidden(view(), flag)
    case 11: return .loadViewIfNeeded(x)
    case 12:
      return .transition(
        in: x, from: y, to: pick(controllers), duration: flag ? 0.2 : 0,
        completion: flag ? [.removeFromParent(y)] : nil)
    case 13: return .setForwardsAppearance(x, flag)
    case 14:
      return .beginAppearanceTransition(x, isAppearing: flag, animated: Bool.random(using: &random))
    case 15: return .endAppearanceTransition(x)
    case 16: return .directCall(flag ? .viewWillAppear(true) : .loadView, on: x)
    case 17: return .pushViewController(plainOne, onto: navigation, animated: flag)
    case 18: return .popViewController(navigation, animated: flag)
    case 19: return .popToRootViewController(navigation, animated: flag)
    case 20: return .setViewControllers(some, of: navigation, animated: flag)
    case 21:
      return pick([
        .beginInteractivePop(navigation), .finishInteractivePop(navigation),
        .cancelInteractivePop(navigation),
      ])
    case 22: return .setViewControllers(some, of: tabs, animated: false)
    case 23: return .setSelectedIndex(Int.random(in: 0...3, using: &random), of: tabs)
    case 24: return .tapTab(at: Int.random(in: 0...2, using: &random), of: tabs)
    case 25: return .setModalPresentationStyle(pick(ModalPresentationStyle.allCases), of: x)
    case 26, 27: return .present(x, from: y, animated: flag, completion: flag ? [.endTurn] : nil)
    case 28: return .dismiss(x, animated: flag, completion: nil)
    case 29: return .rotate(window, to: pick(Orientation.allCases), duration: flag ? 0.3 : 0)
    case 30: return .didReceiveMemoryWarning
    case 31: return .setForwardsRotation(x, flag)
    case 32: return .setSelectedViewController(x, of: tabs)
    case 33: return .popToViewController(plainOne, in: navigation, animated: flag)
    case 34: return .endTurn
    default: return flag ? .run(for: 0.3) : .runUntilIdle
    }
  }
}
