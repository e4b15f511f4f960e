import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// How pasted containers reach UIKit's navigation and windows: a bound
/// `navigationController`, `show(_:sender:)`, the stack assigned, the
/// window's root swapped (scenario language §6, rules 5.1 and 1.4).
extension PastedSwiftTests {

  /// `guard let nav = navigationController`, `if let nav =
  /// self.navigationController, …`, `if let tabs = tabBarController`: the
  /// name has Swift's static type, a navigation or a tab bar controller, so
  /// a push, a pop and a selection through it are read.
  func testABindingOfNavigationControllerIsANavigationController() {
    assertTrace(
      """
      final class List: UIViewController {
          func open(_ d: UIViewController) {
              guard let nav = navigationController else { return }
              nav.pushViewController(d, animated: false)
          }
          func back() {
              if let nav = self.navigationController, nav.viewControllers.count > 1 {
                  nav.popViewController(animated: false)
              }
          }
          func tab() {
              if let tabs = tabBarController {
                  tabs.selectedIndex = 1
              }
          }
      }
      let list = List()
      let other = UIViewController()
      let nav = UINavigationController(rootViewController: list)
      let tabs = UITabBarController()
      tabs.viewControllers = [nav, other]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let d = UIViewController()
      list.open(d)
      RunLoop.main.runUntilIdle()
      list.back()
      RunLoop.main.runUntilIdle()
      list.tab()
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        nav.willMove(toParent: tabs)
        nav.didMove(toParent: tabs)
        other.willMove(toParent: tabs)
        other.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        nav.loadView()
        nav.viewDidLoad()
        list.loadView()
        list.viewDidLoad()
        tabs.viewWillAppear(false)
        nav.viewWillAppear(false)
        list.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        nav.viewIsAppearing(false)
        list.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        nav.viewDidAppear(false)
        list.viewDidAppear(false)
        list.didMove(toParent: nav)
        d.willMove(toParent: nav)
        // turn 2 ends
        d.loadView()
        d.viewDidLoad()
        list.viewWillDisappear(false)
        d.viewWillAppear(false)
        list.viewDidDisappear(false)
        d.viewIsAppearing(false)
        d.viewDidAppear(false)
        d.didMove(toParent: nav)
        // turn 3 ends
        d.willMove(toParent: nil)
        d.viewWillDisappear(false)
        list.viewWillAppear(false)
        d.viewDidDisappear(false)
        d.didMove(toParent: nil)
        list.viewIsAppearing(false)
        list.viewDidAppear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
        nav.viewWillDisappear(false)
        list.viewWillDisappear(false)
        // turn 4 ends
        other.viewIsAppearing(false)
        nav.viewDidDisappear(false)
        list.viewDidDisappear(false)
        other.viewDidAppear(false)
        """)
  }

  /// `show(_:sender:)` inside a navigation controller pushes, animated
  /// (UIKit's navigation controller overrides it); outside one, and
  /// `showDetailViewController(_:sender:)` without a split view controller,
  /// present modally (UIKit's documentation of both).
  func testShowPushesInANavigationControllerAndPresentsOutsideOne() {
    assertTrace(
      """
      final class List: UIViewController {
          func select(_ detail: UIViewController) {
              show(detail, sender: self)
          }
          func showDetail(_ detail: UIViewController) {
              showDetailViewController(detail, sender: nil)
          }
      }
      let list = List()
      let nav = UINavigationController(rootViewController: list)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let detail = UIViewController()
      list.select(detail)
      RunLoop.main.runUntilIdle()
      let alone = List()
      let sheet = UIViewController()
      detail.present(alone, animated: false)
      RunLoop.main.runUntilIdle()
      alone.showDetail(sheet)
      RunLoop.main.runUntilIdle()
      alone.dismiss(animated: false)
      RunLoop.main.runUntilIdle()
      alone.select(sheet)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        list.loadView()
        list.viewDidLoad()
        nav.viewWillAppear(false)
        list.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        list.viewIsAppearing(false)
        nav.viewDidAppear(false)
        list.viewDidAppear(false)
        list.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        list.viewWillDisappear(true)
        detail.viewWillAppear(true)
        detail.viewIsAppearing(true)
        // t = 0.35: nav transition from list to detail ends
        list.viewDidDisappear(true)
        detail.viewDidAppear(true)
        detail.didMove(toParent: nav)
        // turn 3 ends
        alone.loadView()
        alone.viewDidLoad()
        // turn 4 ends
        alone.viewWillAppear(false)
        alone.viewIsAppearing(false)
        // t = 0.35: nav.present(alone) ends
        alone.viewDidAppear(false)
        sheet.loadView()
        sheet.viewDidLoad()
        // turn 5 ends
        sheet.viewWillAppear(true)
        sheet.viewIsAppearing(true)
        // t = 0.85: alone.present(sheet) ends
        sheet.viewDidAppear(true)
        // turn 6 ends
        // turn 7 ends
        sheet.viewWillDisappear(false)
        // t = 0.85: alone.dismiss(sheet) ends
        sheet.viewDidDisappear(false)
        // turn 8 ends
        sheet.viewWillAppear(true)
        sheet.viewIsAppearing(true)
        // t = 1.35: alone.present(sheet) ends
        sheet.viewDidAppear(true)
        // turn 9 ends
        """)
  }

  /// `navigationController?.viewControllers = [next]`: UIKit's setter is
  /// `setViewControllers(_:animated: false)` (rule 5.1), as for a tab bar
  /// controller's.
  func testAssigningANavigationControllersViewControllersSetsTheStack() {
    assertTrace(
      """
      final class Flow: UIViewController {
          func replaceStack(with next: UIViewController) {
              navigationController?.viewControllers = [next]
          }
      }
      let flow = Flow()
      let nav = UINavigationController(rootViewController: flow)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let next = UIViewController()
      flow.replaceStack(with: next)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        flow.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        flow.loadView()
        flow.viewDidLoad()
        nav.viewWillAppear(false)
        flow.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        flow.viewIsAppearing(false)
        nav.viewDidAppear(false)
        flow.viewDidAppear(false)
        flow.didMove(toParent: nav)
        next.willMove(toParent: nav)
        // turn 2 ends
        next.loadView()
        next.viewDidLoad()
        flow.viewWillDisappear(false)
        next.viewWillAppear(false)
        flow.viewDidDisappear(false)
        next.viewIsAppearing(false)
        next.viewDidAppear(false)
        next.didMove(toParent: nav)
        """)
  }

  /// A login screen that swaps the window's root: `view.window?.rootViewController
  /// = home` (UIKit's optional window, its `?` read), and `guard let window =
  /// view.window` then `UIView.transition(with: window, …) {
  /// window.rootViewController = home }` (a window is a view); a
  /// controller whose view is in no window swaps nothing.
  func testAControllerSwapsItsWindowsRoot() {
    assertTrace(
      """
      final class Login: UIViewController {
          func finish(_ home: UIViewController) {
              view.window?.rootViewController = home
          }
          func finishLater(_ home: UIViewController) {
              guard let window = view.window else { return }
              UIView.transition(with: window, duration: 0.3, options: .transitionCrossDissolve, animations: {
                  window.rootViewController = home
              })
          }
      }
      let login = Login()
      window.rootViewController = login
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let home = UIViewController()
      login.finish(home)
      RunLoop.main.runUntilIdle()
      let login2 = Login()
      window.rootViewController = login2
      RunLoop.main.runUntilIdle()
      login2.finishLater(login)
      RunLoop.main.runUntilIdle()
      login.finish(home)
      RunLoop.main.runUntilIdle()
      login2.finish(login)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        login.loadView()
        login.viewDidLoad()
        login.viewWillAppear(false)
        // turn 1 ends
        login.viewIsAppearing(false)
        login.viewDidAppear(false)
        home.loadView()
        home.viewDidLoad()
        login.viewWillDisappear(false)
        home.viewWillAppear(false)
        // turn 2 ends
        home.viewIsAppearing(false)
        login.viewDidDisappear(false)
        home.viewDidAppear(false)
        login2.loadView()
        login2.viewDidLoad()
        home.viewWillDisappear(false)
        login2.viewWillAppear(false)
        // turn 3 ends
        login2.viewIsAppearing(false)
        home.viewDidDisappear(false)
        login2.viewDidAppear(false)
        login2.viewWillDisappear(false)
        login.viewWillAppear(false)
        // turn 4 ends
        login.viewIsAppearing(false)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // turn 5 ends
        login2.viewDidDisappear(false)
        login.viewDidAppear(false)
        login.viewWillDisappear(false)
        home.viewWillAppear(false)
        // turn 6 ends
        home.viewIsAppearing(false)
        login.viewDidDisappear(false)
        home.viewDidAppear(false)
        """)
  }

  /// `var flow: AppNav?` (a navigation subclass of the file), read as
  /// `flow?.pushViewController`, bound by `guard let nav = flow`: the
  /// property has Swift's static type, a navigation controller; nil, the
  /// push through it does nothing.
  func testAnOptionalPropertyOfANavigationControllerKeepsItsClass() {
    assertTrace(
      """
      final class AppNav: UINavigationController {}
      final class Host: UIViewController {
          var flow: AppNav?
          func next(_ c: UIViewController) {
              flow?.pushViewController(c, animated: false)
          }
          func start(_ first: UIViewController) {
              let nav = AppNav(rootViewController: first)
              flow = nav
              present(nav, animated: false)
          }
          func back() {
              guard let nav = flow, nav.viewControllers.count > 1 else { return }
              nav.popViewController(animated: false)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let a = UIViewController()
      let b = UIViewController()
      host.next(b)
      host.start(a)
      RunLoop.main.runUntilIdle()
      host.next(b)
      RunLoop.main.runUntilIdle()
      host.back()
      host.back()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        a.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        // turn 2 ends
        nav.viewWillAppear(false)
        a.viewWillAppear(false)
        nav.viewIsAppearing(false)
        a.viewIsAppearing(false)
        // t = 0.0: host.present(nav) ends
        nav.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        b.willMove(toParent: nav)
        // turn 3 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
        a.viewDidDisappear(false)
        b.viewIsAppearing(false)
        b.viewDidAppear(false)
        b.didMove(toParent: nav)
        // turn 4 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        a.viewWillAppear(false)
        b.viewDidDisappear(false)
        b.didMove(toParent: nil)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        """)
  }

  /// `show(_:sender:)` reaches the nearest controller that overrides it.
  ///
  /// A column container overrides `show(_:sender:)`, and UIKit climbs from
  /// the caller to the nearest controller that overrides `show`
  /// (`targetViewController(forAction:sender:)`). From inside its navigation
  /// controller the push wins, from its own child the container's override
  /// runs, and from a controller in neither the caller presents, here with
  /// UIKit's warning (rules 5.1, 5.3; grade doc).
  func testShowReachesTheNearestControllerThatOverridesShow() {
    assertTrace(
      """
      final class Columns: UIViewController {
          private(set) var detail: UIViewController?

          override func show(_ vc: UIViewController, sender: Any?) {
              if let old = detail {
                  old.willMove(toParent: nil)
                  old.view.removeFromSuperview()
                  old.removeFromParent()
              }
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
              detail = vc
          }
      }

      final class List: UIViewController {
          func open(_ item: UIViewController) {
              show(item, sender: self)
          }
      }

      let columns = Columns()
      let list = List()
      let nav = UINavigationController(rootViewController: list)
      let side = List()
      columns.addChild(nav)
      columns.view.addSubview(nav.view)
      nav.didMove(toParent: columns)
      columns.addChild(side)
      columns.view.addSubview(side.view)
      side.didMove(toParent: columns)
      window.rootViewController = columns
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let first = UIViewController()
      list.open(first)
      RunLoop.main.runUntilIdle()
      let second = UIViewController()
      side.open(second)
      RunLoop.main.runUntilIdle()
      let loose = List()
      let third = UIViewController()
      loose.open(third)
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        nav.willMove(toParent: columns)
        columns.loadView()
        columns.viewDidLoad()
        nav.loadView()
        nav.viewDidLoad()
        list.loadView()
        list.viewDidLoad()
        nav.didMove(toParent: columns)
        side.willMove(toParent: columns)
        side.loadView()
        side.viewDidLoad()
        side.didMove(toParent: columns)
        columns.viewWillAppear(false)
        nav.viewWillAppear(false)
        list.viewWillAppear(false)
        side.viewWillAppear(false)
        // turn 1 ends
        columns.viewIsAppearing(false)
        nav.viewIsAppearing(false)
        list.viewIsAppearing(false)
        side.viewIsAppearing(false)
        columns.viewDidAppear(false)
        nav.viewDidAppear(false)
        list.viewDidAppear(false)
        list.didMove(toParent: nav)
        side.viewDidAppear(false)
        first.willMove(toParent: nav)
        // turn 2 ends
        first.loadView()
        first.viewDidLoad()
        list.viewWillDisappear(true)
        first.viewWillAppear(true)
        first.viewIsAppearing(true)
        // t = 0.35: nav transition from list to first ends
        list.viewDidDisappear(true)
        first.viewDidAppear(true)
        first.didMove(toParent: nav)
        // turn 3 ends
        second.willMove(toParent: columns)
        second.loadView()
        second.viewDidLoad()
        second.viewWillAppear(false)
        second.didMove(toParent: columns)
        // turn 4 ends
        second.viewIsAppearing(false)
        second.viewDidAppear(false)
        warning: Attempt to present third on loose whose view is not in the window hierarchy.
        // turn 5 ends
        """)
  }

  /// A login screen that swaps the window's root when it finishes, through
  /// `UIApplication` as apps write it (the first window, the key window,
  /// the key window searched for, a window scene bound by `guard let`, the
  /// app delegate's double optional `window??`, the scene delegate's window
  /// cast inline, bound by `let` or by `guard let`, and a `let` holding
  /// that optional window): each is the scenario's window, so the login
  /// disappears and home appears (rule 1.4).
  func testTheAppsWindowReachedThroughUIApplicationIsTheScenariosWindow() {
    let forms = [
      "UIApplication.shared.windows.first?.rootViewController = home",
      "UIApplication.shared.keyWindow?.rootViewController = home",
      "UIApplication.shared.windows.first(where: { $0.isKeyWindow })?.rootViewController = home",
      """
      guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene,
                    let window = scene.windows.first else { return }
              window.rootViewController = home
              window.makeKeyAndVisible()
      """,
      "UIApplication.shared.delegate?.window??.rootViewController = home",
      """
      (UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate)?
                  .window?.rootViewController = home
      """,
      """
      let sceneDelegate = UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate
              sceneDelegate?.window?.rootViewController = home
      """,
      """
      guard let scene = UIApplication.shared.connectedScenes.first,
                    let delegate = scene.delegate as? SceneDelegate else { return }
              delegate.window?.rootViewController = home
      """,
      """
      let window = (UIApplication.shared.connectedScenes.first?.delegate as? SceneDelegate)?.window
              window?.rootViewController = home
              window?.makeKeyAndVisible()
      """,
    ]
    for form in forms {
      assertTrace(
        """
        final class Login: UIViewController {
            func finish() {
                let home = UIViewController()
                \(form)
            }
        }
        let login = Login()
        window.rootViewController = login
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        login.finish()
        RunLoop.main.runUntilIdle()
        """, profile: .ios17,
        equals: """
          login.loadView()
          login.viewDidLoad()
          login.viewWillAppear(false)
          // turn 1 ends
          login.viewIsAppearing(false)
          login.viewDidAppear(false)
          home.loadView()
          home.viewDidLoad()
          login.viewWillDisappear(false)
          home.viewWillAppear(false)
          // turn 2 ends
          home.viewIsAppearing(false)
          login.viewDidDisappear(false)
          home.viewDidAppear(false)
          """)
    }
  }

  /// A call chain wrapped before its `.` (`navigationController?` on one
  /// line, `.pushViewController(…)` on the next, as swift-format wraps long
  /// chains) is one call: the push happens (rule 5.1).
  func testAChainWrappedBeforeItsDotIsOneCall() {
    assertTrace(
      """
      final class List: UIViewController {
          func open() {
              let detail = UIViewController()
              navigationController?
                  .pushViewController(detail, animated: false)
          }
      }
      let list = List()
      let nav = UINavigationController(rootViewController: list)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      list.open()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        list.loadView()
        list.viewDidLoad()
        nav.viewWillAppear(false)
        list.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        list.viewIsAppearing(false)
        nav.viewDidAppear(false)
        list.viewDidAppear(false)
        list.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        list.viewWillDisappear(false)
        detail.viewWillAppear(false)
        list.viewDidDisappear(false)
        detail.viewIsAppearing(false)
        detail.viewDidAppear(false)
        detail.didMove(toParent: nav)
        """)
  }

  /// Home drops the login screen below it from the navigation stack.
  ///
  /// Three ways apps write it: the stack changed in place through the optional
  /// chain, a copy bound by `guard var` with `removeAll { … }` (its trailing
  /// closure the predicate) set back with `setViewControllers`, and
  /// `removeAll(where:)`. Each is a `setViewControllers` that removes the
  /// login, buried, with no appearance callback: home stays the top (rule 5.1).
  func testTheNavigationStackChangedInPlaceOrThroughACopyRemovesTheLogin() {
    let bodies = [
      "navigationController?.viewControllers.removeAll(where: { $0 is LoginVC })",
      """
      guard var stack = navigationController?.viewControllers else { return }
              stack.removeAll { $0 is LoginVC }
              navigationController?.setViewControllers(stack, animated: false)
      """,
      """
      guard var stack = navigationController?.viewControllers else { return }
              stack.removeAll(where: { $0 is LoginVC })
              navigationController?.setViewControllers(stack, animated: false)
      """,
    ]
    for body in bodies {
      assertTrace(
        """
        final class LoginVC: UIViewController {}
        final class Home: UIViewController {
            func dropLogin() {
                \(body)
            }
        }
        let login = LoginVC()
        let nav = UINavigationController(rootViewController: login)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        let home = Home()
        nav.pushViewController(home, animated: false)
        RunLoop.main.runUntilIdle()
        home.dropLogin()
        RunLoop.main.runUntilIdle()
        """, profile: .ios17,
        equals: """
          login.willMove(toParent: nav)
          nav.loadView()
          nav.viewDidLoad()
          login.loadView()
          login.viewDidLoad()
          nav.viewWillAppear(false)
          login.viewWillAppear(false)
          // turn 1 ends
          nav.viewIsAppearing(false)
          login.viewIsAppearing(false)
          nav.viewDidAppear(false)
          login.viewDidAppear(false)
          login.didMove(toParent: nav)
          home.willMove(toParent: nav)
          // turn 2 ends
          home.loadView()
          home.viewDidLoad()
          login.viewWillDisappear(false)
          home.viewWillAppear(false)
          login.viewDidDisappear(false)
          home.viewIsAppearing(false)
          home.viewDidAppear(false)
          home.didMove(toParent: nav)
          login.willMove(toParent: nil)
          login.didMove(toParent: nil)
          // turn 3 ends
          """)
    }
  }

  /// A helper that presents from the app's root (`UIApplication.shared.
  /// windows.first?.rootViewController?.present(…)`) and one that finds the
  /// top-most presented controller by climbing `presentedViewController`
  /// from the key window's root, its result the receiver of `dismiss`: the
  /// toast is presented over the root, then dismissed (rule 5.3).
  func testAPresentationFromTheAppsRootAndTheTopMostControllersDismissal() {
    assertTrace(
      """
      final class Toast: UIViewController {}
      final class Helper {
          static func showGlobally(_ vc: UIViewController) {
              UIApplication.shared.windows.first?.rootViewController?.present(vc, animated: true)
          }
          static func topMost() -> UIViewController? {
              var top = UIApplication.shared.keyWindow?.rootViewController
              while let presented = top?.presentedViewController {
                  top = presented
              }
              return top
          }
      }
      let root = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      Helper.showGlobally(Toast())
      RunLoop.main.runUntilIdle()
      Helper.topMost()?.dismiss(animated: true)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        toast.loadView()
        toast.viewDidLoad()
        // turn 2 ends
        toast.viewWillAppear(true)
        toast.viewIsAppearing(true)
        // t = 0.5: root.present(toast) ends
        toast.viewDidAppear(true)
        // turn 3 ends
        // turn 4 ends
        toast.viewWillDisappear(true)
        // t = 1.0: root.dismiss(toast) ends
        toast.viewDidDisappear(true)
        // turn 5 ends
        """)
  }

  /// A flow object (a plain class) that keeps the navigation controller it
  /// is given as `let navigationController: UINavigationController`, made
  /// with a navigation controller a method made: its
  /// `setViewControllers` is the navigation controller's (rule 5.1).
  func testAPlainObjectKeepsTheNavigationControllerAMethodMade() {
    assertTrace(
      """
      final class Flow {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }
          func show() {
              let vc = UIViewController()
              navigationController.setViewControllers([vc], animated: false)
          }
      }
      final class App {
          func start() {
              let nav = UINavigationController()
              let flow = Flow(navigationController: nav)
              flow.show()
          }
      }
      let app = App()
      app.start()
      """, profile: .ios17,
      equals: """
        vc.willMove(toParent: nav)
        // turn 1 ends
        """)
  }
}

extension PastedSwiftTests {
  /// A navigation controller subclass that refuses a push while one runs,
  /// reached from a screen through `navigationController?`: the second tap
  /// runs the override (scenario language §6: an override of UIKit's method
  /// is the class's, whoever holds the instance; rule 5.1), so one push.
  func testAnOverriddenPushReachedThroughNavigationControllerRunsTheOverride() {
    assertTrace(
      """
      final class SafeNavigation: UINavigationController {
          private var isPushing = false
          override func pushViewController(_ viewController: UIViewController, animated: Bool) {
              guard !isPushing else { return }
              isPushing = true
              super.pushViewController(viewController, animated: animated)
          }
      }
      final class List: UIViewController {
          func open(_ detail: UIViewController) {
              navigationController?.pushViewController(detail, animated: false)
          }
      }
      let list = List()
      let nav = SafeNavigation(rootViewController: list)
      let first = UIViewController()
      let second = UIViewController()
      list.open(first)
      list.open(second)
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        first.willMove(toParent: nav)
        list.didMove(toParent: nav)
        """)
  }

  /// A controller other than the overriding class's instances, reached the
  /// same way, gets UIKit's own call: the override is the instance's, not
  /// the method name's.
  func testAPushThroughNavigationControllerOfAnotherClassIsUIKits() {
    assertTrace(
      """
      final class SafeNavigation: UINavigationController {
          override func pushViewController(_ viewController: UIViewController, animated: Bool) {
          }
      }
      final class List: UIViewController {
          func open(_ detail: UIViewController) {
              navigationController?.pushViewController(detail, animated: false)
          }
      }
      let safe = SafeNavigation()
      let list = List()
      let nav = UINavigationController(rootViewController: list)
      let detail = UIViewController()
      list.open(detail)
      """, profile: .ios17,
      equals: """
        list.willMove(toParent: nav)
        detail.willMove(toParent: nav)
        list.didMove(toParent: nav)
        """)
  }

  /// A base class that makes every presentation full screen, its `present`
  /// reached through `parent?`: the presenter disappears (rule 5.3: a
  /// full-screen style), as the override asks, not a sheet's nothing.
  func testAnOverriddenPresentReachedThroughParentRunsTheOverride() {
    assertTrace(
      """
      class Base: UIViewController {
          override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
              viewControllerToPresent.modalPresentationStyle = .fullScreen
              super.present(viewControllerToPresent, animated: flag, completion: completion)
          }
      }
      final class Screen: UIViewController {
          func help(_ page: UIViewController) {
              parent?.present(page, animated: false, completion: nil)
          }
      }
      let home = Base()
      let screen = Screen()
      home.addChild(screen)
      home.view.addSubview(screen.view)
      screen.didMove(toParent: home)
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let page = UIViewController()
      screen.help(page)
      """, profile: .ios17,
      equals: """
        screen.willMove(toParent: home)
        home.loadView()
        home.viewDidLoad()
        screen.loadView()
        screen.viewDidLoad()
        screen.didMove(toParent: home)
        home.viewWillAppear(false)
        screen.viewWillAppear(false)
        // turn 1 ends
        home.viewIsAppearing(false)
        screen.viewIsAppearing(false)
        home.viewDidAppear(false)
        screen.viewDidAppear(false)
        page.loadView()
        page.viewDidLoad()
        // turn 2 ends
        home.viewWillDisappear(false)
        screen.viewWillDisappear(false)
        page.viewWillAppear(false)
        page.viewIsAppearing(false)
        // t = 0.0: home.present(page) ends
        page.viewDidAppear(false)
        home.viewDidDisappear(false)
        screen.viewDidDisappear(false)
        """)
  }
}
