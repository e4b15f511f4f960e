import Containment

/// The methods of the scenario language (scenario language §2), one case
/// each: the table that lowering, printing (``Call/scenarioText``) and the
/// "did you mean" suggestions read.
///
/// A method has a name, the labels of its arguments, the class it is
/// called on and whether it takes a completion block; how it becomes a
/// ``Call`` is `Lowering.lower(_:on:…)`, one arm per case, and how a
/// ``Call`` prints back is ``text(on:_:)``. A test pins that every call
/// printed lowers back to itself (`CallTextRoundTripTests`).
enum ScenarioMethod: String, CaseIterable, Sendable {
  // Declared in the order the suggestions list them.
  case addChild, removeFromParent, willMove, didMove, loadViewIfNeeded, loadView, viewDidLoad
  case viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
  case beginAppearanceTransition, endAppearanceTransition, transition
  case pushViewController, popViewController, popToRootViewController, popToViewController
  case setViewControllers, beginInteractivePop, cancelInteractivePop, finishInteractivePop
  case tapTab, present, dismiss
  case addSubview, removeFromSuperview, setNeedsLayout, layoutIfNeeded
  case makeKeyAndVisible, rotate

  /// What a method is called on.
  enum Receiver: Sendable {
    /// Any view controller.
    case controller
    /// A `UINavigationController` (rule 5.1).
    case navigationController
    /// A `UITabBarController` (rule 5.2).
    case tabBarController
    /// A navigation or tab bar controller (`setViewControllers`).
    case navigationOrTabBarController
    /// A view: `c.view` or a plain `UIView`.
    case view
    /// A window.
    case window
  }

  /// The method's name, as Swift spells it.
  var name: String { rawValue }

  /// What the method is called on.
  var receiver: Receiver {
    switch self {
    case .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
      .beginInteractivePop, .cancelInteractivePop, .finishInteractivePop:
      .navigationController
    case .tapTab: .tabBarController
    case .setViewControllers: .navigationOrTabBarController
    case .addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded: .view
    case .makeKeyAndVisible, .rotate: .window
    case .addChild, .removeFromParent, .willMove, .didMove, .loadViewIfNeeded, .loadView,
      .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear, .beginAppearanceTransition, .endAppearanceTransition, .transition,
      .present, .dismiss:
      .controller
    }
  }

  /// Whether a view controller has the method: it is called on one kind
  /// of controller or another.
  var isControllerMethod: Bool {
    switch receiver {
    case .controller, .navigationController, .tabBarController, .navigationOrTabBarController:
      true
    case .view, .window:
      false
    }
  }

  /// The labels of the arguments before any completion block, as a
  /// selector writes them: `"_:animated:"`; `""` for none.
  var labels: StaticString {
    switch self {
    case .addChild, .addSubview: "_:"
    case .willMove, .didMove: "toParent:"
    case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear:
      "_:"
    case .beginAppearanceTransition, .pushViewController, .popToViewController,
      .setViewControllers, .present:
      "_:animated:"
    case .transition: "from:to:duration:"
    case .popViewController, .popToRootViewController, .dismiss: "animated:"
    case .tapTab: "at:"
    case .rotate: "to:duration:"
    case .removeFromParent, .loadViewIfNeeded, .loadView, .viewDidLoad, .endAppearanceTransition,
      .beginInteractivePop, .cancelInteractivePop, .finishInteractivePop, .removeFromSuperview,
      .setNeedsLayout, .layoutIfNeeded, .makeKeyAndVisible:
      ""
    }
  }

  /// Whether the method takes a completion block, trailing or labelled
  /// `completion:`.
  var takesCompletion: Bool {
    switch self {
    case .transition, .present, .dismiss: true
    case .addChild, .removeFromParent, .willMove, .didMove, .loadViewIfNeeded, .loadView,
      .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
      .viewDidDisappear, .beginAppearanceTransition, .endAppearanceTransition,
      .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
      .setViewControllers, .beginInteractivePop, .cancelInteractivePop, .finishInteractivePop,
      .tapTab, .addSubview, .removeFromSuperview, .setNeedsLayout, .layoutIfNeeded,
      .makeKeyAndVisible, .rotate:
      false
    }
  }

  /// The method as messages name it: `present(_:animated:completion:)`,
  /// `removeFromParent()`; `transition` with UIKit's full labels.
  var signature: String {
    guard self != .transition else {
      return "transition(from:to:duration:options:animations:completion:)"
    }
    return takesCompletion ? "\(name)(\(labels)completion:)" : "\(name)(\(labels))"
  }

  /// The call as a scenario statement: the receiver, the method, and each
  /// argument after its label; `nav.pushViewController(b, animated: true)`.
  func text(on receiver: String, _ arguments: String...) -> String {
    var labels = "\(self.labels)".split(separator: ":", omittingEmptySubsequences: false)
    labels.removeLast()  // What follows the last colon.
    let written = zip(labels, arguments).map { label, argument in
      label == "_" ? argument : "\(label): \(argument)"
    }
    return "\(receiver).\(name)(\(written.joined(separator: ", ")))"
  }

  /// The names a view controller answers to, for "did you mean", with the
  /// two view methods users most often write on a controller.
  static let controllerMethodNames =
    allCases.filter { $0.isControllerMethod || $0 == .addSubview || $0 == .removeFromSuperview }
    .map(\.name) + revisionFourMethodNames

  /// The methods revision 4 adds (rules 5.3a, 5.4), lowered outside the
  /// table: suggested when a call misspells one.
  static let revisionFourMethodNames = [
    "beginInteractiveDismiss", "finishInteractiveDismiss", "cancelInteractiveDismiss",
    "dragSheet", "beginInteractiveSwipe", "finishInteractiveSwipe", "cancelInteractiveSwipe",
  ]
}
