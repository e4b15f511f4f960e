import Containment
import ContainmentScenario
import ContainmentTestSupport

/// A random program over a small cast: handler rules and calls, runnable on
/// a ``World`` step by step and printable as a scenario for `containment trace`.
struct RandomProgram {
  /// `on controller.callback { call }`.
  struct HandlerRule {
    let controller: ControllerID
    let callback: Callback.Name
    let call: Call
  }

  /// The objects every program uses, made in the same order in every world.
  struct Cast {
    let plain: [ControllerID]
    let navigation: ControllerID
    let tabs: ControllerID
    let box: ViewID
    let window: WindowID
    let secondWindow: WindowID
    var controllers: [ControllerID] { plain + [navigation, tabs] }

    /// The scenario declarations that make the cast.
    static let declarations = """
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
    static func world(profile: Profile, tracksLayout: Bool = false) -> (World, Cast) {
      var world = World(profile: profile)
      world.tracksLayout = tracksLayout
      let plain = ["p", "a", "b", "c"].map { world.makeViewController(named: $0) }
      let navigation = world.makeNavigationController(named: "nav")
      let tabs = world.makeTabBarController(named: "tabs")
      let box = world.makeView(named: "box")
      let secondWindow = world.makeWindow(named: "w2")
      let cast = Cast(
        plain: plain, navigation: navigation, tabs: tabs, box: box, window: world.mainWindow,
        secondWindow: secondWindow)
      return (world, cast)
    }
  }

  var handlers: [HandlerRule]
  var calls: [Call]

  /// The program as a scenario.
  func scenario() -> String {
    var lines = [Cast.declarations]
    lines += handlers.map {
      "on \($0.controller).\($0.callback.rawValue) { \($0.call.scenarioText) }"
    }
    lines += calls.map(\.scenarioText)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A random program of `length` calls with up to three handler rules.
  static func random(length: Int, cast: Cast, using random: inout SplitMix64) -> RandomProgram {
    let callbacks: [Callback.Name] = [
      .viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
      .willMove, .didMove, .viewIsAppearing,
    ]
    var handlers: [HandlerRule] = []
    var taken = Set<String>()
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let controller = cast.controllers.randomElement(using: &random) ?? cast.plain[0]
      let callback = callbacks.randomElement(using: &random) ?? .viewDidLoad
      guard taken.insert("\(controller).\(callback)").inserted else { continue }
      handlers.append(
        HandlerRule(
          controller: controller, callback: callback, call: randomCall(cast, using: &random)))
    }
    let calls = (0..<length).map { _ in randomCall(cast, using: &random) }
    return RandomProgram(handlers: handlers, calls: calls)
  }

  /// A random call of any kind over the cast.
  static func randomCall(_ cast: Cast, using random: inout SplitMix64) -> Call {
    func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }
    let x = pick(cast.controllers)
    let y = pick(cast.controllers)
    let plain = pick(cast.plain)
    let flag = Bool.random(using: &random)
    func view() -> ViewReference {
      Bool.random(using: &random) ? .view(of: pick(cast.controllers)) : .plain(cast.box)
    }
    let window = flag ? cast.window : cast.secondWindow
    let some = Array(
      cast.plain.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
    switch Int.random(in: 0..<38, using: &random) {
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
        in: x, from: y, to: pick(cast.controllers), duration: flag ? 0.2 : 0,
        completion: flag ? [.removeFromParent(y)] : nil)
    case 13: return .setForwardsAppearance(x, flag)
    case 14:
      return .beginAppearanceTransition(x, isAppearing: flag, animated: Bool.random(using: &random))
    case 15: return .endAppearanceTransition(x)
    case 16: return .directCall(flag ? .viewWillAppear(true) : .loadView, on: x)
    case 17: return .pushViewController(plain, onto: cast.navigation, animated: flag)
    case 18: return .popViewController(cast.navigation, animated: flag)
    case 19: return .popToRootViewController(cast.navigation, animated: flag)
    case 20: return .setViewControllers(some, of: cast.navigation, animated: flag)
    case 21:
      return pick([
        .beginInteractivePop(cast.navigation), .finishInteractivePop(cast.navigation),
        .cancelInteractivePop(cast.navigation),
      ])
    case 22: return .setViewControllers(some, of: cast.tabs, animated: false)
    case 23: return .setSelectedIndex(Int.random(in: 0...3, using: &random), of: cast.tabs)
    case 24: return .tapTab(at: Int.random(in: 0...2, using: &random), of: cast.tabs)
    case 25: return .setModalPresentationStyle(pick(ModalPresentationStyle.allCases), of: x)
    case 26, 27: return .present(x, from: y, animated: flag, completion: flag ? [.endTurn] : nil)
    case 28: return .dismiss(x, animated: flag, completion: nil)
    case 29: return .rotate(window, to: pick(Orientation.allCases), duration: flag ? 0.3 : 0)
    case 30: return .didReceiveMemoryWarning
    case 31: return .setForwardsRotation(x, flag)
    case 32: return .setSelectedViewController(x, of: cast.tabs)
    case 33: return .popToViewController(plain, in: cast.navigation, animated: flag)
    case 34: return .endTurn
    default: return flag ? .run(for: 0.3) : .runUntilIdle
    }
  }
}
