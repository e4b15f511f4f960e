import Containment

extension Call {
  /// The call as a scenario statement (scenario language §2), so that a
  /// sequence of calls made through the library (a randomized test's, a
  /// shrunk failure's) can be replayed with `containment trace`.
  ///
  /// Controllers, views and windows print by name; the first window of a
  /// world is called `window`, as in every scenario. Tab taps print as
  /// `tabs.tapTab(at:)`.
  public var scenarioText: String {
    switch self {
    case .setRootViewController(let root, let window):
      return "\(window).rootViewController = \(root?.name ?? "nil")"
    case .makeKeyAndVisible(let window):
      return "\(window).makeKeyAndVisible()"
    case .setWindowHidden(let window, let isHidden):
      return "\(window).isHidden = \(isHidden)"
    case .addChild(let child, let parent):
      return "\(parent).addChild(\(child))"
    case .removeFromParent(let child):
      return "\(child).removeFromParent()"
    case .directCall(let method, let controller):
      return "\(controller).\(method)"
    case .addSubview(let view, let superview):
      return "\(superview).addSubview(\(view))"
    case .removeFromSuperview(let view):
      return "\(view).removeFromSuperview()"
    case .setViewHidden(let view, let isHidden):
      return "\(view).isHidden = \(isHidden)"
    case .loadViewIfNeeded(let controller):
      return "\(controller).loadViewIfNeeded()"
    case .transition(let parent, let from, let to, let duration, let completion):
      return "\(parent).transition(from: \(from), to: \(to), duration: \(duration))"
        + Self.block(completion)
    case .setForwardsAppearance(let controller, let forwards):
      return "\(controller).shouldAutomaticallyForwardAppearanceMethods = \(forwards)"
    case .setForwardsRotation(let controller, let forwards):
      return "\(controller).shouldAutomaticallyForwardRotationMethods = \(forwards)"
    case .beginAppearanceTransition(let controller, let isAppearing, let animated):
      return "\(controller).beginAppearanceTransition(\(isAppearing), animated: \(animated))"
    case .endAppearanceTransition(let controller):
      return "\(controller).endAppearanceTransition()"
    case .pushViewController(let controller, let navigation, let animated):
      return "\(navigation).pushViewController(\(controller), animated: \(animated))"
    case .popViewController(let navigation, let animated):
      return "\(navigation).popViewController(animated: \(animated))"
    case .popToRootViewController(let navigation, let animated):
      return "\(navigation).popToRootViewController(animated: \(animated))"
    case .popToViewController(let controller, let navigation, let animated):
      return "\(navigation).popToViewController(\(controller), animated: \(animated))"
    case .setViewControllers(let list, let container, let animated):
      let names = list.map(\.name).joined(separator: ", ")
      return "\(container).setViewControllers([\(names)], animated: \(animated))"
    case .beginInteractivePop(let navigation):
      return "\(navigation).beginInteractivePop()"
    case .finishInteractivePop(let navigation):
      return "\(navigation).finishInteractivePop()"
    case .cancelInteractivePop(let navigation):
      return "\(navigation).cancelInteractivePop()"
    case .setSelectedIndex(let index, let tabs):
      return "\(tabs).selectedIndex = \(index)"
    case .setSelectedViewController(let controller, let tabs):
      return "\(tabs).selectedViewController = \(controller)"
    case .tapTab(let index, let tabs):
      return "\(tabs).tapTab(at: \(index))"
    case .setModalPresentationStyle(let style, let controller):
      return "\(controller).modalPresentationStyle = \(style)"
    case .present(let presented, let presenter, let animated, let completion):
      return "\(presenter).present(\(presented), animated: \(animated))" + Self.block(completion)
    case .dismiss(let controller, let animated, let completion):
      return "\(controller).dismiss(animated: \(animated))" + Self.block(completion)
    case .rotate(let window, let orientation, let duration):
      return "\(window).rotate(to: \(orientation), duration: \(duration))"
    case .didReceiveMemoryWarning:
      return "app.didReceiveMemoryWarning()"
    case .endTurn:
      return "RunLoop.main.turn()"
    case .run(let seconds):
      return "RunLoop.main.run(for: \(seconds))"
    case .runUntilIdle:
      return "RunLoop.main.runUntilIdle()"
    }
  }

  /// A completion block on one line, or nothing for no block.
  private static func block(_ calls: [Call]?) -> String {
    guard let calls else { return "" }
    return " { " + calls.map(\.scenarioText).joined(separator: "; ") + " }"
  }
}
