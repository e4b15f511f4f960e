import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Revision 4's lines are handler-able (scenario language §8): a sheet
/// delegate's, a page view controller's, the scene's and the app's; and a
/// pasted class's delegate methods are its handlers (§6).
final class RevisionFourHandlerTests: XCTestCase {
  /// `on d.presentationControllerDidDismiss { … }` runs right after the
  /// line, and `on scene.sceneDidEnterBackground { … }` after the scene's.
  func testADelegatesLineAndTheScenesLinesRunTheirHandlers() {
    assertTrace(
      """
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      window.rootViewController = a
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      b.modalPresentationStyle = .pageSheet
      b.presentationController?.delegate = a
      on a.presentationControllerDidDismiss {
          a.addChild(c)
          a.view.addSubview(c.view)
          c.didMove(toParent: a)
      }
      on scene.sceneDidEnterBackground {
          c.view.removeFromSuperview()
      }
      a.present(b, animated: false)
      RunLoop.main.runUntilIdle()
      b.beginInteractiveDismiss()
      b.finishInteractiveDismiss()
      RunLoop.main.runUntilIdle()
      scene.enterBackground()
      """, profile: .ios17,
      equals: """
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        // turn 1 ends
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        b.loadView()
        b.viewDidLoad()
        // turn 2 ends
        b.viewWillAppear(false)
        b.viewIsAppearing(false)
        // t = 0.0: a.present(b) ends
        b.viewDidAppear(false)
        a.presentationControllerShouldDismiss(b)
        a.presentationControllerWillDismiss(b)
        b.viewWillDisappear(true)
        b.viewDidDisappear(true)
        a.presentationControllerDidDismiss(b)
        c.willMove(toParent: a)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: a)
        // turn 3 ends
        c.viewIsAppearing(false)
        c.viewDidAppear(false)
        scene.sceneWillResignActive()
        scene.sceneDidEnterBackground()
        c.viewWillDisappear(false)
        // turn 4 ends
        c.viewDidDisappear(false)
        """)
  }

  /// `on pages.didFinishAnimating { … }` runs right after the page view
  /// controller's line (here setting the first page back), before the
  /// data source is asked for the next neighbour.
  func testAPageViewControllersLineRunsItsHandler() {
    assertTrace(
      """
      let a = UIViewController()
      let b = UIViewController()
      let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      pages.dataSource = [a, b]
      pages.setViewControllers([a], direction: .forward, animated: false)
      on pages.didFinishAnimating {
          pages.setViewControllers([a], direction: .reverse, animated: false)
      }
      window.rootViewController = pages
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(to: b)
      pages.finishInteractiveSwipe()
      """, profile: .ios7,
      equals: """
        pages.loadView()
        a.willMove(toParent: pages)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pages)
        pages.viewDidLoad()
        pages.viewWillAppear(false)
        // turn 1 ends
        pages.viewDidAppear(false)
        pages.viewControllerAfter(a)
        pages.viewControllerBefore(a)
        pages.willTransition(to: [b])
        b.willMove(toParent: pages)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
        b.viewDidAppear(true)
        a.viewDidDisappear(true)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.didMove(toParent: pages)
        pages.didFinishAnimating(true, previousViewControllers: [a], transitionCompleted: true)
        a.willMove(toParent: pages)
        a.viewWillAppear(false)
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        a.viewDidAppear(false)
        b.viewDidDisappear(false)
        b.didMove(toParent: nil)
        a.didMove(toParent: pages)
        pages.viewControllerAfter(b)
        // turn 2 ends
        """)
  }

  /// A pasted class's `presentationControllerShouldDismiss(_:)` is asked
  /// from its state at each pull; its `presentationControllerDidAttemptToDismiss(_:)`
  /// and `presentationControllerDidDismiss(_:)` are its handlers.
  func testAPastedDelegatesMethodsAnswerAndHandleTheSheetsLines() {
    assertTrace(
      """
      final class Host: UIViewController, UIAdaptivePresentationControllerDelegate {
          private var hasChanges = false
          func showSheet(_ content: UIViewController) {
              content.modalPresentationStyle = .pageSheet
              content.presentationController?.delegate = self
              hasChanges = true
              present(content, animated: false)
          }
          func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
              return !hasChanges
          }
          func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
              hasChanges = false
          }
      }
      let content = UIViewController()
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.showSheet(content)
      RunLoop.main.runUntilIdle()
      content.beginInteractiveDismiss()
      content.finishInteractiveDismiss()
      RunLoop.main.runUntilIdle()
      content.beginInteractiveDismiss()
      content.finishInteractiveDismiss()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        content.loadView()
        content.viewDidLoad()
        // turn 2 ends
        content.viewWillAppear(false)
        content.viewIsAppearing(false)
        // t = 0.0: host.present(content) ends
        content.viewDidAppear(false)
        host.presentationControllerShouldDismiss(content)
        host.presentationControllerDidAttemptToDismiss(content)
        // turn 3 ends
        host.presentationControllerShouldDismiss(content)
        host.presentationControllerWillDismiss(content)
        content.viewWillDisappear(true)
        content.viewDidDisappear(true)
        host.presentationControllerDidDismiss(content)
        // turn 4 ends
        """)
  }
}
