import Containment

extension Call {
  /// The call as a scenario statement (scenario language §2), so that a
  /// sequence of calls made through the library (a randomized test's, a
  /// shrunk failure's) can be replayed with `containment trace`.
  ///
  /// Controllers, views and windows print by name; the first window of a
  /// world is called `window`, as in every scenario. Tab taps print as
  /// `tabs.tapTab(at:)`.
  ///
  /// Completion blocks print inline, `{ a; b }`, however deep they nest: the
  /// text is built with an explicit stack of open blocks, not by recursion.
  public var scenarioText: String {
    var text = ""
    // The calls of each open block, and the next of them to print; the
    // bottom one holds `self` alone.
    var open: [(calls: [Call], next: Int)] = [([self], 0)]
    while let innermost = open.indices.last {
      let (calls, next) = open[innermost]
      guard next < calls.count else {
        open.removeLast()
        if !open.isEmpty { text += " }" }
        continue
      }
      open[innermost].next += 1
      if next > 0 { text += "; " }
      text += calls[next].statementHead
      if let block = calls[next].completion {
        text += " { "
        open.append((block, 0))
      }
    }
    return text
  }

  /// The statement without its completion block: a method of the language
  /// as its table (``ScenarioMethod``) spells it; an assignment, a call on
  /// `RunLoop`, `DispatchQueue`, `UIView` or `app` as written here.
  private var statementHead: String {
    switch self {
    case .setRootViewController(let root, let window):
      return "\(window).rootViewController = \(root?.name ?? "nil")"
    case .makeKeyAndVisible(let window):
      return ScenarioMethod.makeKeyAndVisible.text(on: "\(window)")
    case .setWindowHidden(let window, let isHidden):
      return "\(window).isHidden = \(isHidden)"
    case .addChild(let child, let parent):
      return ScenarioMethod.addChild.text(on: "\(parent)", "\(child)")
    case .removeFromParent(let child):
      return ScenarioMethod.removeFromParent.text(on: "\(child)")
    case .directCall(let method, let controller):
      return "\(controller).\(method)"
    case .addSubview(let view, let superview):
      return ScenarioMethod.addSubview.text(on: "\(superview)", "\(view)")
    case .removeFromSuperview(let view):
      return ScenarioMethod.removeFromSuperview.text(on: "\(view)")
    case .setViewHidden(let view, let isHidden):
      return "\(view).isHidden = \(isHidden)"
    case .loadViewIfNeeded(let controller):
      return ScenarioMethod.loadViewIfNeeded.text(on: "\(controller)")
    case .transition(let parent, let from, let to, let duration, _):
      return ScenarioMethod.transition.text(on: "\(parent)", "\(from)", "\(to)", "\(duration)")
    case .setForwardsAppearance(let controller, let forwards):
      return "\(controller).shouldAutomaticallyForwardAppearanceMethods = \(forwards)"
    case .setForwardsRotation(let controller, let forwards):
      return "\(controller).shouldAutomaticallyForwardRotationMethods = \(forwards)"
    case .beginAppearanceTransition(let controller, let isAppearing, let animated):
      return ScenarioMethod.beginAppearanceTransition.text(
        on: "\(controller)", "\(isAppearing)", "\(animated)")
    case .endAppearanceTransition(let controller):
      return ScenarioMethod.endAppearanceTransition.text(on: "\(controller)")
    case .pushViewController(let controller, let navigation, let animated):
      return ScenarioMethod.pushViewController.text(
        on: "\(navigation)", "\(controller)", "\(animated)")
    case .popViewController(let navigation, let animated):
      return ScenarioMethod.popViewController.text(on: "\(navigation)", "\(animated)")
    case .popToRootViewController(let navigation, let animated):
      return ScenarioMethod.popToRootViewController.text(on: "\(navigation)", "\(animated)")
    case .popToViewController(let controller, let navigation, let animated):
      return ScenarioMethod.popToViewController.text(
        on: "\(navigation)", "\(controller)", "\(animated)")
    case .setViewControllers(let list, let container, let animated):
      let names = list.map(\.name).joined(separator: ", ")
      return ScenarioMethod.setViewControllers.text(on: "\(container)", "[\(names)]", "\(animated)")
    case .beginInteractivePop(let navigation):
      return ScenarioMethod.beginInteractivePop.text(on: "\(navigation)")
    case .finishInteractivePop(let navigation):
      return ScenarioMethod.finishInteractivePop.text(on: "\(navigation)")
    case .cancelInteractivePop(let navigation):
      return ScenarioMethod.cancelInteractivePop.text(on: "\(navigation)")
    case .setSelectedIndex(let index, let tabs):
      return "\(tabs).selectedIndex = \(index)"
    case .setSelectedViewController(let controller, let tabs):
      return "\(tabs).selectedViewController = \(controller)"
    case .tapTab(let index, let tabs):
      return ScenarioMethod.tapTab.text(on: "\(tabs)", "\(index)")
    case .setModalPresentationStyle(let style, let controller):
      return "\(controller).modalPresentationStyle = \(style)"
    case .present(let presented, let presenter, let animated, _):
      return ScenarioMethod.present.text(on: "\(presenter)", "\(presented)", "\(animated)")
    case .dismiss(let controller, let animated, _):
      return ScenarioMethod.dismiss.text(on: "\(controller)", "\(animated)")
    case .animateAlongsideTransition(let controller, _):
      // The completion follows as a trailing block.
      return "\(controller).transitionCoordinator?.animate(alongsideTransition: nil)"
    case .rotate(let window, let orientation, let duration):
      return ScenarioMethod.rotate.text(on: "\(window)", "\(orientation)", "\(duration)")
    case .didReceiveMemoryWarning:
      return "app.didReceiveMemoryWarning()"
    case .scene(let event):
      return "scene.\(event.rawValue)()"
    case .sheet(let call):
      switch call {
      case .setDelegate(let delegate, let presented):
        return "\(presented).presentationController?.delegate = \(delegate.map(\.name) ?? "nil")"
      case .setModalInPresentation(let isModal, let controller):
        return "\(controller).isModalInPresentation = \(isModal)"
      case .setShouldDismiss(let answer, let delegate):
        return "on \(delegate).presentationControllerShouldDismiss { _ in return \(answer) }"
      case .beginInteractiveDismiss(let sheet):
        return "\(sheet).beginInteractiveDismiss()"
      case .finishInteractiveDismiss(let sheet):
        return "\(sheet).finishInteractiveDismiss()"
      case .cancelInteractiveDismiss(let sheet):
        return "\(sheet).cancelInteractiveDismiss()"
      case .setDetents(let detents, let sheet):
        return "\(sheet).sheetPresentationController?.detents = ["
          + detents.map { "." + $0 }.joined(separator: ", ") + "]"
      case .selectDetent(let detent, let sheet):
        return "\(sheet).sheetPresentationController?.selectedDetentIdentifier = .\(detent)"
      case .dragSheet(let detent, let sheet):
        return "\(sheet).dragSheet(to: .\(detent))"
      case .setDefinesPresentationContext(let defines, let controller):
        return "\(controller).definesPresentationContext = \(defines)"
      }
    case .setPages(let pages, let owner, let direction, let animated, _):
      return "\(owner).setViewControllers([\(pages.map(\.name).joined(separator: ", "))], "
        + "direction: .\(direction.rawValue), animated: \(animated))"
    case .pageView(let call):
      switch call {
      case .setDataSource(let list, let owner):
        return "\(owner).dataSource = [\(list.map(\.name).joined(separator: ", "))]"
      case .setDoubleSided(let isDoubleSided, let owner):
        return "\(owner).isDoubleSided = \(isDoubleSided)"
      case .beginSwipeToward(let target, let owner):
        return "\(owner).beginInteractiveSwipe(to: \(target))"
      case .beginSwipeInDirection(let direction, let owner):
        return "\(owner).beginInteractiveSwipe(direction: .\(direction.rawValue))"
      case .finishSwipe(let owner):
        return "\(owner).finishInteractiveSwipe()"
      case .cancelSwipe(let owner):
        return "\(owner).cancelInteractiveSwipe()"
      }
    case .endTurn:
      return "RunLoop.main.turn()"
    case .run(let seconds):
      return "RunLoop.main.run(for: \(seconds))"
    case .runUntilIdle:
      return "RunLoop.main.runUntilIdle()"
    case .mainQueueAsync:
      return "DispatchQueue.main.async"
    case .mainQueueAsyncAfter(let seconds, _):
      return "DispatchQueue.main.asyncAfter(deadline: .now() + \(seconds))"
    // The language writes an animations block as one statement,
    // `UIView.animate(…)`; its two ends print as UIKit's older API names them.
    case .beginViewAnimations(let duration, let delay, _):
      return "UIView.beginAnimations(duration: \(duration), delay: \(delay))"
    case .commitViewAnimations:
      return "UIView.commitAnimations()"
    case .disableViewAnimations:
      return "UIView.setAnimationsEnabled(false)"
    case .enableViewAnimations:
      return "UIView.setAnimationsEnabled(true)"
    case .callerBlock:
      // A scenario block that reads state: its statements print themselves.
      return "{ … }"
    case .setNeedsLayout(let view):
      return ScenarioMethod.setNeedsLayout.text(on: "\(view)")
    case .layoutIfNeeded(let view):
      return ScenarioMethod.layoutIfNeeded.text(on: "\(view)")
    }
  }
}
