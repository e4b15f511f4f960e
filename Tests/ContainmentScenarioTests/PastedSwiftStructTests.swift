import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// Structs of a pasted file (scenario language §6): a struct with methods is
/// an object of the file, as a class with no UIKit superclass is; a list of
/// such objects is not kept, and code that would fill a list of controllers
/// from one stops the run rather than leave the list empty.
extension PastedSwiftTests {
  /// A helper struct kept by the container (made with Swift's memberwise
  /// initializer, `lazy` so that it can take `self`) and a struct of static
  /// factories: their methods do the container's work, as a class's would
  /// (rule 1.1, the child's callbacks).
  func testAStructsMethodsDoTheContainersWork() {
    assertTrace(
      """
      struct Embedder {
          let parent: UIViewController
          var animated = false
          func embed(_ child: UIViewController) {
              parent.addChild(child)
              parent.view.addSubview(child.view)
              child.didMove(toParent: parent)
          }
          func unembed(_ child: UIViewController) {
              child.willMove(toParent: nil)
              child.view.removeFromSuperview()
              child.removeFromParent()
          }
      }
      struct Screens {
          static func makeDetail() -> UIViewController {
              return UIViewController()
          }
      }
      final class Host: UIViewController {
          private lazy var embedder = Embedder(parent: self)
          private var current: UIViewController?
          override func viewDidLoad() {
              super.viewDidLoad()
              show(Screens.makeDetail())
          }
          func show(_ screen: UIViewController) {
              if let current = current { embedder.unembed(current) }
              embedder.embed(screen)
              current = screen
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let other = UIViewController()
      host.show(other)
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        screen.willMove(toParent: host)
        screen.loadView()
        screen.viewDidLoad()
        screen.didMove(toParent: host)
        host.viewWillAppear(false)
        screen.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        screen.viewIsAppearing(false)
        host.viewDidAppear(false)
        screen.viewDidAppear(false)
        screen.willMove(toParent: nil)
        screen.viewWillDisappear(false)
        screen.didMove(toParent: nil)
        other.willMove(toParent: host)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
        other.didMove(toParent: host)
        // turn 2 ends
        other.viewIsAppearing(false)
        screen.viewDidDisappear(false)
        other.viewDidAppear(false)
        """)
  }

  /// `showingA.toggle()` on a Boolean property is Swift's `Bool.toggle()`,
  /// though the class has a `toggle()` of its own; the container's
  /// `transition(from:to:)` swaps back and forth (rule 3.1).
  func testToggleOnABooleanPropertyIsSwiftsWhateverTheClassCallsItsMethods() {
    assertTrace(
      """
      final class Host: UIViewController {
          let a = UIViewController()
          let b = UIViewController()
          var showingA = true
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(a)
              view.addSubview(a.view)
              a.didMove(toParent: self)
          }
          func toggle() {
              let old = showingA ? a : b
              let new = showingA ? b : a
              old.willMove(toParent: nil)
              addChild(new)
              transition(from: old, to: new, duration: 0, options: [], animations: nil) { _ in
                  old.removeFromParent()
                  new.didMove(toParent: self)
              }
              showingA.toggle()
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.toggle()
      RunLoop.main.runUntilIdle()
      host.toggle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.a.willMove(toParent: host)
        host.a.loadView()
        host.a.viewDidLoad()
        host.a.didMove(toParent: host)
        host.viewWillAppear(false)
        host.a.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.a.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.a.viewDidAppear(false)
        host.a.willMove(toParent: nil)
        host.b.willMove(toParent: host)
        host.b.loadView()
        host.b.viewDidLoad()
        host.b.viewWillAppear(false)
        host.a.viewWillDisappear(false)
        // turn 2 ends
        host.b.viewIsAppearing(false)
        // t = 0.0: host.transition(from: host.a, to: host.b, duration: 0.0) ends
        host.a.viewDidDisappear(false)
        host.b.viewDidAppear(false)
        // completion of host.transition(from: host.a, to: host.b, duration: 0.0)
        host.a.didMove(toParent: nil)
        host.b.didMove(toParent: host)
        host.b.willMove(toParent: nil)
        host.a.willMove(toParent: host)
        host.a.viewWillAppear(false)
        host.b.viewWillDisappear(false)
        // turn 3 ends
        host.a.viewIsAppearing(false)
        // t = 0.0: host.transition(from: host.b, to: host.a, duration: 0.0) ends
        host.b.viewDidDisappear(false)
        host.a.viewDidAppear(false)
        // completion of host.transition(from: host.b, to: host.a, duration: 0.0)
        host.b.didMove(toParent: nil)
        host.a.didMove(toParent: host)
        """)
  }

  /// A list literal of a struct's values (`[PageModel(title: "One"), …]`,
  /// no type written) is not kept; a loop over it that fills the pager's
  /// list of pages stops the run (A27), rather than leave the pager with no
  /// page and no word.
  func testALoopOverAListOfStructsThatFillsTheControllersListStopsTheRun() {
    let result = run(
      """
      struct PageModel {
          let title: String
          func makeViewController() -> UIViewController {
              return UIViewController()
          }
      }
      final class Pager: UIViewController {
          private let models = [PageModel(title: "One"), PageModel(title: "Two")]
          private var pages: [UIViewController] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              for model in models {
                  pages.append(model.makeViewController())
              }
              if let first = pages.first {
                  addChild(first)
                  view.addSubview(first.view)
                  first.didMove(toParent: self)
              }
          }
      }
      let pager = Pager()
      window.rootViewController = pager
      window.makeKeyAndVisible()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:12:9: error: this loop runs over what the model does not model (lists of "
          + "'PageModel', a class of the file with no UIKit superclass, are not modelled"),
      result.standardError)
    XCTAssertTrue(
      result.standardError.contains("and its body fills a list of controllers"),
      result.standardError)
  }

  /// The same list read by `map` into the list of pages stops the run too.
  func testAMapOverAListOfStructsIntoTheControllersListStopsTheRun() {
    let result = run(
      """
      struct PageModel {
          let title: String
          func makeViewController() -> UIViewController {
              return UIViewController()
          }
      }
      final class Pager: UIViewController {
          private let models = [PageModel(title: "One"), PageModel(title: "Two")]
          private var pages: [UIViewController] = []
          override func viewDidLoad() {
              super.viewDidLoad()
              pages = models.map { $0.makeViewController() }
          }
      }
      let pager = Pager()
      pager.loadViewIfNeeded()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:12:24: error: this loop runs over what the model"),
      result.standardError)
  }
}
