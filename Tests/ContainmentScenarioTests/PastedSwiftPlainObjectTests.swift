import Containment
import ContainmentTesting
import XCTest

@testable import ContainmentScenario

/// Plain objects of the file (scenario language §6: a class with no UIKit
/// superclass is a plain reference type): coordinators and flows that a
/// container makes in one method, keeps in a property, and calls from
/// another, as Swift runs them; and the file's objects reached where only
/// the run tells which one a receiver is.
extension PastedSwiftTests {
  /// A flow made in a method and kept in an optional property: a call on
  /// the property from another method runs the flow's code.
  static let flowKeptByAMethod = """
    final class LoginFlow {
        let navigationController: UINavigationController
        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }
        func start() {
            let login = UIViewController()
            navigationController.pushViewController(login, animated: true)
        }
    }

    final class Shell: UIViewController {
        var flow: LoginFlow?
        let nav = UINavigationController(rootViewController: UIViewController())

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(nav)
            view.addSubview(nav.view)
            nav.didMove(toParent: self)
        }

        func beginLogin() {
            let flow = LoginFlow(navigationController: nav)
            self.flow = flow
        }

        func cancelLogin() {
            flow = nil
        }

        func showLogin() {
            flow?.start()
        }
    }

    let shell = Shell()
    window.rootViewController = shell
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    """

  func testAPlainObjectAMethodKeepsIsCalledFromAnotherMethod() {
    assertTrace(
      Self.flowKeptByAMethod + """

        shell.beginLogin()
        shell.showLogin()
        RunLoop.main.runUntilIdle()
        """, profile: .ios17,
      equals: """
        shell.nav.rootViewController.willMove(toParent: shell.nav)
        shell.loadView()
        shell.viewDidLoad()
        shell.nav.willMove(toParent: shell)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.nav.rootViewController.loadView()
        shell.nav.rootViewController.viewDidLoad()
        shell.nav.didMove(toParent: shell)
        shell.viewWillAppear(false)
        shell.nav.viewWillAppear(false)
        shell.nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        shell.viewIsAppearing(false)
        shell.nav.viewIsAppearing(false)
        shell.nav.rootViewController.viewIsAppearing(false)
        shell.viewDidAppear(false)
        shell.nav.viewDidAppear(false)
        shell.nav.rootViewController.viewDidAppear(false)
        shell.nav.rootViewController.didMove(toParent: shell.nav)
        login.willMove(toParent: shell.nav)
        // turn 2 ends
        login.loadView()
        login.viewDidLoad()
        shell.nav.rootViewController.viewWillDisappear(true)
        login.viewWillAppear(true)
        login.viewIsAppearing(true)
        // t = 0.35: shell.nav transition from shell.nav.rootViewController to login ends
        shell.nav.rootViewController.viewDidDisappear(true)
        login.viewDidAppear(true)
        login.didMove(toParent: shell.nav)
        // turn 3 ends
        """)
  }

  /// `flow?.start()` after `flow = nil`: nothing, as Swift's optional
  /// chaining on nil does.
  func testACallThroughAPropertySetToNilDoesNothing() {
    assertTrace(
      Self.flowKeptByAMethod + """

        shell.beginLogin()
        shell.cancelLogin()
        shell.showLogin()
        RunLoop.main.runUntilIdle()
        """, profile: .ios17,
      equals: """
        shell.nav.rootViewController.willMove(toParent: shell.nav)
        shell.loadView()
        shell.viewDidLoad()
        shell.nav.willMove(toParent: shell)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.nav.rootViewController.loadView()
        shell.nav.rootViewController.viewDidLoad()
        shell.nav.didMove(toParent: shell)
        shell.viewWillAppear(false)
        shell.nav.viewWillAppear(false)
        shell.nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        shell.viewIsAppearing(false)
        shell.nav.viewIsAppearing(false)
        shell.nav.rootViewController.viewIsAppearing(false)
        shell.viewDidAppear(false)
        shell.nav.viewDidAppear(false)
        shell.nav.rootViewController.viewDidAppear(false)
        shell.nav.rootViewController.didMove(toParent: shell.nav)
        """)
  }

  /// `flow!.start()` while the property is nil: the run stops there, as
  /// Swift traps, naming the property.
  func testAForcedCallThroughANilPropertyStopsTheRun() {
    let result = run(
      Self.flowKeptByAMethod.replacingOccurrences(of: "flow?.start()", with: "flow!.start()")
        + """

        shell.beginLogin()
        shell.cancelLogin()
        shell.showLogin()
        """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:33:9: error: 'flow' is nil here: unexpectedly found nil while unwrapping an "
          + "Optional value"), result.standardError)
  }

  /// One property given a flow made in one method, then one made in
  /// another: each call reaches the flow the property holds then.
  func testAPropertyGivenTwoPlainObjectsInTurnReachesTheOneItHolds() {
    assertTrace(
      """
      final class Flow {
          let nav: UINavigationController
          let isSignUp: Bool
          init(nav: UINavigationController, isSignUp: Bool) {
              self.nav = nav
              self.isSignUp = isSignUp
          }
          func start() {
              if isSignUp {
                  let signUp = UIViewController()
                  nav.pushViewController(signUp, animated: false)
              } else {
                  let login = UIViewController()
                  nav.pushViewController(login, animated: false)
              }
          }
      }
      final class Shell: UIViewController {
          var flow: Flow?
          let nav = UINavigationController(rootViewController: UIViewController())
          func beginSignUp() {
              flow = Flow(nav: nav, isSignUp: true)
          }
          func beginLogin() {
              flow = Flow(nav: nav, isSignUp: false)
          }
          func resume() {
              flow?.start()
          }
      }
      let shell = Shell()
      window.rootViewController = shell.nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      shell.beginLogin()
      shell.resume()
      RunLoop.main.runUntilIdle()
      shell.beginSignUp()
      shell.resume()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        shell.nav.rootViewController.willMove(toParent: shell.nav)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.nav.rootViewController.loadView()
        shell.nav.rootViewController.viewDidLoad()
        shell.nav.viewWillAppear(false)
        shell.nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        shell.nav.viewIsAppearing(false)
        shell.nav.rootViewController.viewIsAppearing(false)
        shell.nav.viewDidAppear(false)
        shell.nav.rootViewController.viewDidAppear(false)
        shell.nav.rootViewController.didMove(toParent: shell.nav)
        login.willMove(toParent: shell.nav)
        // turn 2 ends
        login.loadView()
        login.viewDidLoad()
        shell.nav.rootViewController.viewWillDisappear(false)
        login.viewWillAppear(false)
        shell.nav.rootViewController.viewDidDisappear(false)
        login.viewIsAppearing(false)
        login.viewDidAppear(false)
        login.didMove(toParent: shell.nav)
        signUp.willMove(toParent: shell.nav)
        // turn 3 ends
        signUp.loadView()
        signUp.viewDidLoad()
        login.viewWillDisappear(false)
        signUp.viewWillAppear(false)
        login.viewDidDisappear(false)
        signUp.viewIsAppearing(false)
        signUp.viewDidAppear(false)
        signUp.didMove(toParent: shell.nav)
        """)
  }

  /// An app coordinator given the scenario's window (`let window:
  /// UIWindow`) sets its root there, and a child coordinator it keeps
  /// presents and dismisses, its closure clearing the property.
  static let appCoordinator = """
    final class HomeViewController: UIViewController {}

    final class LoginViewController: UIViewController {
        weak var coordinator: LoginCoordinator?
        func loginTapped() {
            coordinator?.finish()
        }
    }

    final class LoginCoordinator {
        let navigationController: UINavigationController
        var onFinish: (() -> Void)?

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
        }

        func start() {
            let login = LoginViewController()
            login.coordinator = self
            login.modalPresentationStyle = .fullScreen
            navigationController.present(login, animated: true)
        }

        func finish() {
            navigationController.dismiss(animated: true) { [weak self] in
                self?.onFinish?()
            }
        }
    }

    final class AppCoordinator {
        let window: UIWindow
        let navigationController = UINavigationController(rootViewController: HomeViewController())
        var loginCoordinator: LoginCoordinator?

        init(window: UIWindow) {
            self.window = window
        }

        func start() {
            window.rootViewController = navigationController
            window.makeKeyAndVisible()
        }

        func showLogin() {
            let child = LoginCoordinator(navigationController: navigationController)
            child.onFinish = { [weak self] in
                self?.loginCoordinator = nil
            }
            loginCoordinator = child
            child.start()
        }
    }

    let coordinator = AppCoordinator(window: window)
    coordinator.start()
    RunLoop.main.runUntilIdle()
    coordinator.showLogin()
    RunLoop.main.runUntilIdle()
    (coordinator.navigationController.presentedViewController as? LoginViewController)?.loginTapped()
    RunLoop.main.runUntilIdle()
    """

  func testAnAppCoordinatorGivenTheWindowSetsItsRootThere() {
    assertTrace(
      Self.appCoordinator, profile: .ios17,
      equals: """
        coordinator.navigationController.rootViewController.willMove(toParent: coordinator.navigationController)
        coordinator.navigationController.loadView()
        coordinator.navigationController.viewDidLoad()
        coordinator.navigationController.rootViewController.loadView()
        coordinator.navigationController.rootViewController.viewDidLoad()
        coordinator.navigationController.viewWillAppear(false)
        coordinator.navigationController.rootViewController.viewWillAppear(false)
        // turn 1 ends
        coordinator.navigationController.viewIsAppearing(false)
        coordinator.navigationController.rootViewController.viewIsAppearing(false)
        coordinator.navigationController.viewDidAppear(false)
        coordinator.navigationController.rootViewController.viewDidAppear(false)
        coordinator.navigationController.rootViewController.didMove(toParent: coordinator.navigationController)
        login.loadView()
        login.viewDidLoad()
        // turn 2 ends
        coordinator.navigationController.viewWillDisappear(true)
        coordinator.navigationController.rootViewController.viewWillDisappear(true)
        login.viewWillAppear(true)
        login.viewIsAppearing(true)
        // t = 0.5: coordinator.navigationController.present(login) ends
        login.viewDidAppear(true)
        coordinator.navigationController.viewDidDisappear(true)
        coordinator.navigationController.rootViewController.viewDidDisappear(true)
        // turn 3 ends
        // turn 4 ends
        login.viewWillDisappear(true)
        coordinator.navigationController.viewWillAppear(true)
        coordinator.navigationController.rootViewController.viewWillAppear(true)
        coordinator.navigationController.viewIsAppearing(true)
        coordinator.navigationController.rootViewController.viewIsAppearing(true)
        // t = 1.0: coordinator.navigationController.dismiss(login) ends
        coordinator.navigationController.viewDidAppear(true)
        coordinator.navigationController.rootViewController.viewDidAppear(true)
        login.viewDidDisappear(true)
        // completion of coordinator.navigationController.dismiss(login)
        // turn 5 ends
        """)
  }

  /// The clean side: the coordinators' calls are correct, and the audit
  /// reports nothing in any profile.
  func testTheAuditFindsNothingInCorrectCoordinators() {
    for text in [
      Self.appCoordinator, Self.flowKeptByAMethod + "\nshell.beginLogin()\nshell.showLogin()\n",
    ] {
      let result = run(text, ["audit"])
      XCTAssertEqual(result.exitCode, 0, result.standardOutput + result.standardError)
      XCTAssertTrue(
        result.standardOutput.contains("no findings"), result.standardOutput)
    }
  }

  /// A coordinator base class of the file with its own `addChild(_:)`
  /// (not UIKit's), given a child coordinator; the child's closure, capturing
  /// it weakly and binding it with `guard let`, clears the property, so the
  /// second `closeDetail()` finds nothing to close, as in Swift.
  func testAChildCoordinatorGivenToItsParentsMethodsAndCapturedWeakly() {
    assertTrace(
      """
      class Coordinator {
          var childCoordinators: [Coordinator] = []
          func start() {}
          func addChild(_ coordinator: Coordinator) {
              childCoordinators.append(coordinator)
          }
          func removeChild(_ coordinator: Coordinator) {
              childCoordinators = childCoordinators.filter { $0 !== coordinator }
          }
      }

      final class DetailCoordinator: Coordinator {
          let navigationController: UINavigationController
          var onDone: (() -> Void)?
          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }
          override func start() {
              let detail = UIViewController()
              navigationController.pushViewController(detail, animated: true)
          }
          func finish() {
              navigationController.popViewController(animated: true)
              onDone?()
          }
      }

      final class AppCoordinator: Coordinator {
          let navigationController: UINavigationController
          var detail: DetailCoordinator?
          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }
          override func start() {
              let home = UIViewController()
              navigationController.setViewControllers([home], animated: false)
          }
          func showDetail() {
              let child = DetailCoordinator(navigationController: navigationController)
              child.onDone = { [weak self, weak child] in
                  guard let self = self, let child = child else { return }
                  self.removeChild(child)
                  self.detail = nil
                  let thanks = UIViewController()
                  self.navigationController.pushViewController(thanks, animated: false)
              }
              addChild(child)
              detail = child
              child.start()
          }
          func closeDetail() {
              detail?.finish()
          }
      }

      let nav = UINavigationController()
      let coordinator = AppCoordinator(navigationController: nav)
      coordinator.start()
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      coordinator.showDetail()
      RunLoop.main.runUntilIdle()
      coordinator.closeDetail()
      RunLoop.main.runUntilIdle()
      coordinator.closeDetail()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        home.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        nav.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        home.viewIsAppearing(false)
        nav.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        home.viewWillDisappear(true)
        detail.viewWillAppear(true)
        detail.viewIsAppearing(true)
        // t = 0.35: nav transition from home to detail ends
        home.viewDidDisappear(true)
        detail.viewDidAppear(true)
        detail.didMove(toParent: nav)
        // turn 3 ends
        // turn 4 ends
        detail.willMove(toParent: nil)
        detail.viewWillDisappear(true)
        home.viewWillAppear(true)
        home.viewIsAppearing(true)
        // t = 0.7: nav transition from detail to home ends
        detail.viewDidDisappear(true)
        detail.didMove(toParent: nil)
        home.viewDidAppear(true)
        thanks.willMove(toParent: nav)
        // turn 5 ends
        thanks.loadView()
        thanks.viewDidLoad()
        home.viewWillDisappear(false)
        thanks.viewWillAppear(false)
        home.viewDidDisappear(false)
        thanks.viewIsAppearing(false)
        thanks.viewDidAppear(false)
        thanks.didMove(toParent: nav)
        """)
  }

  /// `if let flow = flow` and `guard let current = self.flow` on a property
  /// given flows made in two methods: taken only while it holds one, and
  /// the call inside reaches the flow it holds.
  func testAnOptionalBindingOfAPropertyHoldingPlainObjectsReachesTheOneItHolds() {
    assertTrace(
      """
      final class Flow {
          let nav: UINavigationController
          let isSignUp: Bool
          init(nav: UINavigationController, isSignUp: Bool) {
              self.nav = nav
              self.isSignUp = isSignUp
          }
          func start() {
              let page = UIViewController()
              nav.pushViewController(page, animated: false)
          }
      }
      final class Shell: UIViewController {
          var flow: Flow?
          let nav = UINavigationController(rootViewController: UIViewController())
          func beginSignUp() { flow = Flow(nav: nav, isSignUp: true) }
          func beginLogin() { flow = Flow(nav: nav, isSignUp: false) }
          func resume() {
              if let flow = flow {
                  flow.start()
              } else {
                  print("no flow")
              }
              guard let current = self.flow else { return }
              current.start()
          }
      }
      let shell = Shell()
      window.rootViewController = shell.nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      shell.resume()
      shell.beginLogin()
      shell.resume()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        shell.nav.rootViewController.willMove(toParent: shell.nav)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.nav.rootViewController.loadView()
        shell.nav.rootViewController.viewDidLoad()
        shell.nav.viewWillAppear(false)
        shell.nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        shell.nav.viewIsAppearing(false)
        shell.nav.rootViewController.viewIsAppearing(false)
        shell.nav.viewDidAppear(false)
        shell.nav.rootViewController.viewDidAppear(false)
        shell.nav.rootViewController.didMove(toParent: shell.nav)
        page.willMove(toParent: shell.nav)
        // turn 2 ends
        page.loadView()
        page.viewDidLoad()
        shell.nav.rootViewController.viewWillDisappear(false)
        page.viewWillAppear(false)
        shell.nav.rootViewController.viewDidDisappear(false)
        page.viewIsAppearing(false)
        page.viewDidAppear(false)
        page.didMove(toParent: shell.nav)
        page_2.willMove(toParent: shell.nav)
        page_2.loadView()
        page_2.viewDidLoad()
        page.viewWillDisappear(false)
        page_2.viewWillAppear(false)
        page.viewDidDisappear(false)
        page_2.viewIsAppearing(false)
        page_2.viewDidAppear(false)
        page_2.didMove(toParent: shell.nav)
        """)
  }

  /// A computed property that returns a `lazy` plain object (`var
  /// activeRouter: Router { router }`): the getter reads the lazy property,
  /// whose closure runs first (it gives the router its host), and the call
  /// reaches that router.
  func testACallThroughAComputedPropertyReachesTheLazyObjectItReturns() {
    assertTrace(
      """
      final class Router {
          weak var host: UINavigationController?
          func route(to page: UIViewController) {
              host?.pushViewController(page, animated: true)
          }
      }
      final class Root: UINavigationController {
          lazy var router: Router = {
              let router = Router()
              router.host = self
              return router
          }()
          private let settingsRouter = Router()
          var activeRouter: Router { router }

          func open() {
              let page = UIViewController()
              activeRouter.route(to: page)
          }
      }
      let home = UIViewController()
      let root = Root(rootViewController: home)
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.open()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        home.willMove(toParent: root)
        root.loadView()
        root.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        root.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        home.viewIsAppearing(false)
        root.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: root)
        page.willMove(toParent: root)
        // turn 2 ends
        page.loadView()
        page.viewDidLoad()
        home.viewWillDisappear(true)
        page.viewWillAppear(true)
        page.viewIsAppearing(true)
        // t = 0.35: root transition from home to page ends
        home.viewDidDisappear(true)
        page.viewDidAppear(true)
        page.didMove(toParent: root)
        // turn 3 ends
        """)
  }

  /// A method that calls UIKit's containment, called on an element of a
  /// list of a plain class's objects (which the model does not keep): the
  /// run stops at the call rather than drop the push unseen.
  func testACallOnAPlainListsElementThatReachesContainmentStopsTheRun() {
    let result = run(
      """
      final class Step {
          let nav: UINavigationController
          init(nav: UINavigationController) { self.nav = nav }
          func run() {
              let page = UIViewController()
              nav.pushViewController(page, animated: false)
          }
      }
      final class Wizard: UINavigationController {
          var steps: [Step] = []
          func begin() {
              steps = [Step(nav: self), Step(nav: self)]
              steps.first?.run()
          }
      }
      let home = UIViewController()
      let wizard = Wizard(rootViewController: home)
      window.rootViewController = wizard
      window.makeKeyAndVisible()
      wizard.begin()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:13:9: error: this call of 'run', a method of the file that calls UIKit's "
          + "containment, is made on what the model does not model"), result.standardError)
  }

  /// A coordinator (an `NSObject` subclass, a plain class here) returned by
  /// the method that makes it, `let settings = main.showSettings()`: the
  /// driver's later `settings.close()` reaches that coordinator.
  func testAPlainObjectReturnedByAMethodIsReachedThroughTheDriversLocal() {
    assertTrace(
      """
      import UIKit

      class Coordinator: NSObject, UINavigationControllerDelegate {
          var didFinish: ((Coordinator) -> Void)?
          var childCoordinators: [Coordinator] = []

          func start() {}

          func pushCoordinator(_ coordinator: Coordinator) {
              coordinator.didFinish = { [weak self] finished in
                  self?.popCoordinator(finished)
              }
              coordinator.start()
              childCoordinators.append(coordinator)
          }

          func popCoordinator(_ coordinator: Coordinator) {
              if let index = childCoordinators.firstIndex(where: { $0 === coordinator }) {
                  childCoordinators.remove(at: index)
              }
          }
      }

      final class SettingsCoordinator: Coordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }
          override func start() {
              let settings = UIViewController()
              navigationController.pushViewController(settings, animated: true)
          }
          func close() {
              navigationController.popViewController(animated: true)
              didFinish?(self)
          }
      }

      final class MainCoordinator: Coordinator {
          let navigationController: UINavigationController
          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }
          override func start() {
              let home = UIViewController()
              navigationController.pushViewController(home, animated: false)
          }
          func showSettings() -> SettingsCoordinator {
              let settings = SettingsCoordinator(navigationController: navigationController)
              pushCoordinator(settings)
              return settings
          }
      }

      let nav = UINavigationController()
      let main = MainCoordinator(navigationController: nav)
      main.start()
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let settings = main.showSettings()
      RunLoop.main.runUntilIdle()
      settings.close()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        home.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        nav.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        home.viewIsAppearing(false)
        nav.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: nav)
        settings.willMove(toParent: nav)
        // turn 2 ends
        settings.loadView()
        settings.viewDidLoad()
        home.viewWillDisappear(true)
        settings.viewWillAppear(true)
        settings.viewIsAppearing(true)
        // t = 0.35: nav transition from home to settings ends
        home.viewDidDisappear(true)
        settings.viewDidAppear(true)
        settings.didMove(toParent: nav)
        // turn 3 ends
        // turn 4 ends
        settings.willMove(toParent: nil)
        settings.viewWillDisappear(true)
        home.viewWillAppear(true)
        home.viewIsAppearing(true)
        // t = 0.7: nav transition from settings to home ends
        settings.viewDidDisappear(true)
        settings.didMove(toParent: nil)
        home.viewDidAppear(true)
        // turn 5 ends
        """)
  }

  /// A method that makes a flow, run twice by a loop (the same code making
  /// a second object): each making gives a new one, and the property holds
  /// the latest, which the call reaches.
  func testAPlainObjectMadeAgainByTheSamePlaceIsTheOneThePropertyHolds() {
    assertTrace(
      Self.flowKeptByAMethod + """

        for _ in 0..<2 {
            shell.beginLogin()
        }
        shell.showLogin()
        RunLoop.main.runUntilIdle()
        """, profile: .ios17,
      equals: """
        shell.nav.rootViewController.willMove(toParent: shell.nav)
        shell.loadView()
        shell.viewDidLoad()
        shell.nav.willMove(toParent: shell)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        shell.nav.rootViewController.loadView()
        shell.nav.rootViewController.viewDidLoad()
        shell.nav.didMove(toParent: shell)
        shell.viewWillAppear(false)
        shell.nav.viewWillAppear(false)
        shell.nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        shell.viewIsAppearing(false)
        shell.nav.viewIsAppearing(false)
        shell.nav.rootViewController.viewIsAppearing(false)
        shell.viewDidAppear(false)
        shell.nav.viewDidAppear(false)
        shell.nav.rootViewController.viewDidAppear(false)
        shell.nav.rootViewController.didMove(toParent: shell.nav)
        login.willMove(toParent: shell.nav)
        // turn 2 ends
        login.loadView()
        login.viewDidLoad()
        shell.nav.rootViewController.viewWillDisappear(true)
        login.viewWillAppear(true)
        login.viewIsAppearing(true)
        // t = 0.35: shell.nav transition from shell.nav.rootViewController to login ends
        shell.nav.rootViewController.viewDidDisappear(true)
        login.viewDidAppear(true)
        login.didMove(toParent: shell.nav)
        // turn 3 ends
        """)
  }

  /// Two flows made by the same place, one kept in each of two properties:
  /// the expansion keeps the properties of the latest only, so a call on
  /// the earlier one stops the run, saying so, rather than run it with the
  /// latest one's properties.
  func testACallOnAnEarlierPlainObjectOfTheSamePlaceStopsTheRun() {
    let result = run(
      """
      final class Flow {
          let nav: UINavigationController
          init(nav: UINavigationController) { self.nav = nav }
          func start() {
              let page = UIViewController()
              nav.pushViewController(page, animated: false)
          }
      }
      final class Shell: UIViewController {
          var first: Flow?
          var second: Flow?
          let nav = UINavigationController(rootViewController: UIViewController())
          func make(intoFirst: Bool) {
              let flow = Flow(nav: nav)
              if intoFirst {
                  first = flow
              } else {
                  second = flow
              }
          }
          func resumeFirst() {
              first?.start()
          }
          func resumeSecond() {
              second?.start()
          }
      }
      let shell = Shell()
      for i in 0..<2 {
          shell.make(intoFirst: i == 0)
      }
      shell.resumeSecond()
      shell.resumeFirst()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:22:9: error: 'first' holds an object of a plain class made before the "
          + "place that made it made another"), result.standardError)
    XCTAssertTrue(
      result.standardOutput.contains("page.willMove(toParent: shell.nav)"), result.standardOutput)
  }

  /// A property of the file's class read on a controller known only when
  /// running (`(child as? Page)?.index == 1` in a loop's `where`): the
  /// value of the page the child is, nil for the header (no page, so
  /// never equal to 1), so only the second page is removed first; `for
  /// case let page as Page in children` then removes the other pages.
  func testAPropertyReadOnAControllerKnownOnlyWhenRunningIsThatInstancesValue() {
    assertTrace(
      """
      final class Page: UIViewController {
          var index = 0
          func refresh() {}
      }
      final class Host: UIViewController {
          func addPages() {
              let header = UIViewController()
              addChild(header)
              view.addSubview(header.view)
              header.didMove(toParent: self)
              for i in 0..<3 {
                  let page = Page()
                  page.index = i
                  addChild(page)
                  view.addSubview(page.view)
                  page.didMove(toParent: self)
              }
          }
          func removePages() {
              for case let page as Page in children {
                  page.willMove(toParent: nil)
                  page.view.removeFromSuperview()
                  page.removeFromParent()
              }
          }
          func removeOdd() {
              for child in children where (child as? Page)?.index == 1 {
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.addPages()
      RunLoop.main.runUntilIdle()
      host.removeOdd()
      host.removePages()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        header.willMove(toParent: host)
        header.loadView()
        header.viewDidLoad()
        header.viewWillAppear(false)
        header.didMove(toParent: host)
        page.willMove(toParent: host)
        page.loadView()
        page.viewDidLoad()
        page.viewWillAppear(false)
        page.didMove(toParent: host)
        page_2.willMove(toParent: host)
        page_2.loadView()
        page_2.viewDidLoad()
        page_2.viewWillAppear(false)
        page_2.didMove(toParent: host)
        page_3.willMove(toParent: host)
        page_3.loadView()
        page_3.viewDidLoad()
        page_3.viewWillAppear(false)
        page_3.didMove(toParent: host)
        // turn 2 ends
        header.viewIsAppearing(false)
        page.viewIsAppearing(false)
        page_2.viewIsAppearing(false)
        page_3.viewIsAppearing(false)
        header.viewDidAppear(false)
        page.viewDidAppear(false)
        page_2.viewDidAppear(false)
        page_3.viewDidAppear(false)
        page_2.willMove(toParent: nil)
        page_2.viewWillDisappear(false)
        page_2.didMove(toParent: nil)
        page.willMove(toParent: nil)
        page.viewWillDisappear(false)
        page.didMove(toParent: nil)
        page_3.willMove(toParent: nil)
        page_3.viewWillDisappear(false)
        page_3.didMove(toParent: nil)
        // turn 3 ends
        page_2.viewDidDisappear(false)
        page.viewDidDisappear(false)
        page_3.viewDidDisappear(false)
        """)
  }

  /// A property of the file's class set on a controller known only when
  /// running (`(children.first as? Page)?.isActive = false`): that page's
  /// flag changes, so the next `activateAll()` forwards its appearance
  /// again, and only its.
  func testAPropertySetOnAControllerKnownOnlyWhenRunningChangesThatInstance() {
    assertTrace(
      """
      final class Page: UIViewController {
          var isActive = false
          func activate() {
              guard !isActive else { return }
              isActive = true
              beginAppearanceTransition(true, animated: false)
              endAppearanceTransition()
          }
      }
      final class Host: UIViewController {
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          let a = Page()
          let b = Page()
          override func viewDidLoad() {
              super.viewDidLoad()
              for page in [a, b] {
                  addChild(page)
                  view.addSubview(page.view)
                  page.didMove(toParent: self)
              }
          }
          func activateAll() {
              children.forEach { ($0 as? Page)?.activate() }
          }
          func markInactive() {
              (children.first as? Page)?.isActive = false
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.activateAll()
      host.activateAll()
      host.markInactive()
      host.activateAll()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.a.willMove(toParent: host)
        host.a.loadView()
        host.a.viewDidLoad()
        host.a.didMove(toParent: host)
        host.b.willMove(toParent: host)
        host.b.loadView()
        host.b.viewDidLoad()
        host.b.didMove(toParent: host)
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.a.viewWillAppear(false)
        host.a.viewIsAppearing(false)
        host.a.viewDidAppear(false)
        host.b.viewWillAppear(false)
        host.b.viewIsAppearing(false)
        host.b.viewDidAppear(false)
        host.a.viewWillAppear(false)
        host.a.viewIsAppearing(false)
        host.a.viewDidAppear(false)
        // turn 2 ends
        """)
  }

  /// A call and a test on a controller known only when running, while it
  /// is nil (nothing is presented), with a `Login` a method makes in a
  /// branch not taken: the call does nothing and the test is false, as in
  /// Swift: a nil receiver is not the login the method has not made.
  func testANilReceiverIsNoInstanceAMethodHasNotMadeYet() {
    assertTrace(
      """
      final class Login: UIViewController {
          func done() {
              dismiss(animated: false)
          }
      }
      final class Host: UIViewController {
          var needsLogin = false
          func start() {
              if needsLogin {
                  let login = Login()
                  present(login, animated: false)
              }
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.start()
      (host.presentedViewController as? Login)?.done()
      if host.presentedViewController is Login {
          host.dismiss(animated: false)
      }
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// A router kept as a plain class's one instance (`static let shared =
  /// Router()`), given the navigation controller by the driver and called
  /// from a screen's method: `Router.shared` is that one object, whose
  /// state (a count of pushes) decides each push's animation (rule 5.1).
  func testASingletonOfAPlainClassIsOneObjectReachedThroughItsType() {
    assertTrace(
      """
      final class Router {
          static let shared = Router()
          var nav: UINavigationController?
          private var pushes = 0
          func attach(_ nav: UINavigationController) { self.nav = nav }
          func show(_ screen: UIViewController) {
              pushes += 1
              nav?.pushViewController(screen, animated: pushes > 1)
          }
      }
      final class Home: UIViewController {
          func open(_ screen: UIViewController) {
              Router.shared.show(screen)
          }
      }
      let home = Home()
      let nav = UINavigationController(rootViewController: home)
      Router.shared.attach(nav)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let first = UIViewController()
      let second = UIViewController()
      home.open(first)
      RunLoop.main.runUntilIdle()
      home.open(second)
      """, profile: .ios5,
      equals: """
        home.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        nav.viewWillAppear(false)
        home.viewWillAppear(false)
        nav.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: nav)
        // turn 1 ends
        first.willMove(toParent: nav)
        first.loadView()
        first.viewDidLoad()
        home.viewWillDisappear(false)
        first.viewWillAppear(false)
        home.viewDidDisappear(false)
        first.viewDidAppear(false)
        first.didMove(toParent: nav)
        // turn 2 ends
        second.willMove(toParent: nav)
        second.loadView()
        second.viewDidLoad()
        first.viewWillDisappear(true)
        second.viewWillAppear(true)
        // turn 3 ends
        // t = 0.35: nav transition from first to second ends
        first.viewDidDisappear(true)
        second.viewDidAppear(true)
        second.didMove(toParent: nav)
        // turn 4 ends
        """)
  }
}
