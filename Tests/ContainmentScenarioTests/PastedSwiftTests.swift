import Containment
import ContainmentScenario
import ContainmentTestSupport
import ContainmentTesting
import Foundation
import XCTest

/// A container's Swift pasted as it is (scenario language §6, revision 3).
///
/// Classes, properties, initializers, overrides, methods, Swift's statements,
/// and what is skipped. Whole traces; the pasted class and its translation
/// by hand into revision 2 give the same trace in every profile.
final class PastedSwiftTests: XCTestCase {
  func run(_ text: String, _ arguments: [String] = ["trace"]) -> CommandLineTool.Result {
    CommandLineTool(readFile: { $0 == "Drawer.swift" ? text : nil }, readStandardInput: { nil })
      .run(arguments + ["Drawer.swift"])
  }

  /// The coordinator pattern: a plain class given to the controllers it makes.
  static let coordinatorAssigned = """
      import UIKit


      final class AppCoordinator {
          let navigationController: UINavigationController
          private var childCoordinators: [AnyObject] = []

          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }

          func start() {
              let home = HomeViewController()
              home.coordinator = self
              navigationController.setViewControllers([home], animated: false)
          }

          func showDetail(id: Int) {
              let detail = DetailViewController()
              detail.coordinator = self
              navigationController.pushViewController(detail, animated: true)
          }

          func showSettings() {
              let settings = UINavigationController(rootViewController: SettingsViewController())
              settings.modalPresentationStyle = .fullScreen
              navigationController.present(settings, animated: true, completion: nil)
          }

          func dismissSettings() {
              navigationController.dismiss(animated: true)
          }
      }

      final class HomeViewController: UIViewController {
          weak var coordinator: AppCoordinator?
          func didTapItem() { coordinator?.showDetail(id: 1) }
      }

      final class DetailViewController: UIViewController {
          weak var coordinator: AppCoordinator?
      }

      final class SettingsViewController: UIViewController {}

      let nav = UINavigationController()
      let coordinator = AppCoordinator(navigationController: nav)
      coordinator.start()
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      (nav.topViewController as? HomeViewController)?.didTapItem()
    """

  /// A container made with its content, set up in `viewDidLoad`.
  static let box = """
    import UIKit

    final class Box: UIViewController {
        private let content: UIViewController

        init(content: UIViewController) {
            self.content = content
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(content)
            view.addSubview(content.view)
            content.didMove(toParent: self)
        }
    }
    """

  /// The example of the language's section 6, as it is written there.
  static let drawer = """
    final class DrawerController: UIViewController {
        private let main: UIViewController
        private var menu: UIViewController?
        private(set) var isOpen = false
        private let duration = 0.3

        init(main: UIViewController) {
            self.main = main
            super.init(nibName: nil, bundle: nil)
        }

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground          // not modelled: skipped
            addChild(main)
            view.addSubview(main.view)
            main.view.frame = view.bounds                     // not modelled: skipped
            main.didMove(toParent: self)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            main.beginAppearanceTransition(true, animated: animated)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            main.endAppearanceTransition()
        }

        func open(_ menu: UIViewController, animated: Bool) {
            guard !isOpen else { return }
            self.menu = menu
            addChild(menu)
            view.insertSubview(menu.view, at: 0)
            menu.beginAppearanceTransition(true, animated: animated)
            UIView.animate(withDuration: animated ? duration : 0, animations: { [weak self] in
                self?.main.view.transform = CGAffineTransform(translationX: 280, y: 0)   // skipped
            }, completion: { [weak self] _ in
                guard let self = self else { return }
                menu.endAppearanceTransition()
                menu.didMove(toParent: self)
                self.isOpen = true
            })
        }
    }

    // the driver
    let main = UIViewController()
    let menu = UIViewController()
    let drawer = DrawerController(main: main)
    window.rootViewController = drawer
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    drawer.open(menu, animated: true)
    """

  /// The same container translated by hand into revision 2.
  static let drawerByHand = """
    let main = UIViewController()
    let menu = UIViewController()
    let drawer = UIViewController()
    drawer.shouldAutomaticallyForwardAppearanceMethods = false
    on drawer.viewDidLoad {
        drawer.addChild(main)
        drawer.view.addSubview(main.view)
        main.didMove(toParent: drawer)
    }
    on drawer.viewWillAppear { animated in main.beginAppearanceTransition(true, animated: animated) }
    on drawer.viewDidAppear { main.endAppearanceTransition() }
    window.rootViewController = drawer
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    drawer.addChild(menu)
    drawer.view.addSubview(menu.view)
    menu.beginAppearanceTransition(true, animated: true)
    UIView.animate(withDuration: 0.3, animations: { }, completion: { _ in
        menu.endAppearanceTransition()
        menu.didMove(toParent: drawer)
    })
    """

  func testTheSectionSixExampleRunsAsItIsWritten() {
    assertTrace(
      Self.drawer, profile: .ios17,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        main.willMove(toParent: drawer)
        main.loadView()
        main.viewDidLoad()
        main.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        main.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        main.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        main.viewDidAppear(false)
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(true)
        // turn 2 ends
        menu.viewIsAppearing(true)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        menu.viewDidAppear(true)
        menu.didMove(toParent: drawer)
        // turn 3 ends
        """)
  }

  /// The pasted class and its translation by hand deliver the same
  /// callbacks in every profile: the expansion adds nothing and drops nothing.
  func testThePastedClassTracesAsItsTranslationByHandInEveryProfile() throws {
    let pasted = try Scenario(parsing: Self.drawer)
    let byHand = try Scenario(parsing: Self.drawerByHand)
    for profile in Profile.presets {
      let expected = byHand.run(profile: profile).events.traceLines(flags: false)
      XCTAssertFalse(expected.isEmpty)
      assertTrace(
        pasted.run(profile: profile).events, expected.joined(separator: "\n"))
    }
  }

  /// The constructs the model does not model are notes on standard error,
  /// each once at its first place, in the order of the file; the trace is
  /// on standard output as for any scenario.
  func testSkippedConstructsAreNotesOnStandardError() {
    let result = run(Self.drawer)
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:16:14: note: skipped: colours, fonts and alpha are not modelled
      Drawer.swift:19:19: note: skipped: frames are not modelled
      Drawer.swift:39:29: note: skipped: transforms are not modelled

      """)
  }

  /// `--strict` refuses what would be skipped, before anything runs.
  func testStrictRefusesWhatWouldBeSkipped() {
    let result = run(Self.drawer, ["trace", "--strict"])
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.hasPrefix(
        """
        Drawer.swift:16:14: error: not modelled, refused under --strict: colours, fonts and \
        alpha are not modelled
                view.backgroundColor = .systemBackground
        """), result.standardError)
  }

  /// The audit's JSON lists what was skipped, with where.
  func testTheAuditsJSONListsWhatWasSkipped() {
    let result = run(Self.drawer, ["audit", "--format", "json"])
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertTrue(
      result.standardOutput.hasSuffix(
        """
          "findings": [],
          "skipped": [
            {"line": 16, "column": 14, "text": "colours, fonts and alpha are not modelled"},
            {"line": 19, "column": 19, "text": "frames are not modelled"},
            {"line": 39, "column": 29, "text": "transforms are not modelled"}
          ]
        }

        """), result.standardOutput)
  }

  /// A second call of `open` meets `guard !isOpen else { return }`: the
  /// early return ends the method, and nothing more happens.
  func testAnEarlyReturnEndsTheMethod() {
    assertTrace(
      Self.drawer + "\nRunLoop.main.runUntilIdle()\ndrawer.open(menu, animated: false)\n",
      profile: .ios5,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        main.willMove(toParent: drawer)
        main.loadView()
        main.viewDidLoad()
        main.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        main.viewWillAppear(false)
        drawer.viewDidAppear(false)
        main.viewDidAppear(false)
        // turn 1 ends
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(true)
        // turn 2 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        menu.viewDidAppear(true)
        menu.didMove(toParent: drawer)
        // turn 3 ends
        """)
  }

  /// `super.viewWillAppear(animated)` in a subclass of a class of the file
  /// runs the superclass's override there, as Swift does; `if let` binds
  /// the child it unwraps.
  func testSuperRunsTheDeclaredSuperclassesOverride() {
    assertTrace(
      """
      class Base: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              children.first?.beginAppearanceTransition(true, animated: animated)
          }
      }
      class Derived: Base {
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              if let first = children.first {
                  first.endAppearanceTransition()
              }
          }
      }
      let c = UIViewController()
      let d = Derived()
      d.addChild(c)
      d.view.addSubview(c.view)
      c.didMove(toParent: d)
      window.rootViewController = d
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        c.willMove(toParent: d)
        d.loadView()
        d.viewDidLoad()
        c.loadView()
        c.viewDidLoad()
        c.didMove(toParent: d)
        d.viewWillAppear(false)
        c.viewWillAppear(false)
        c.viewIsAppearing(false)
        c.viewDidAppear(false)
        // turn 1 ends
        d.viewIsAppearing(false)
        d.viewDidAppear(false)
        """)
  }

  /// Each instance has its own properties: two holders of one class keep
  /// apart which child each shows.
  func testEachInstanceHasItsOwnProperties() {
    assertTrace(
      """
      final class Holder: UIViewController {
          var shown: UIViewController?
          func show(_ child: UIViewController) {
              if shown != nil { return }
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
              shown = child
          }
          func hide() {
              shown?.view.removeFromSuperview()
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let first = Holder()
      let second = Holder()
      first.show(a)
      first.show(b)
      second.show(b)
      window.rootViewController = second
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      first.hide()
      second.hide()
      """, profile: .ios5,
      equals: """
        a.willMove(toParent: first)
        first.loadView()
        first.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: first)
        b.willMove(toParent: second)
        second.loadView()
        second.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: second)
        second.viewWillAppear(false)
        b.viewWillAppear(false)
        second.viewDidAppear(false)
        b.viewDidAppear(false)
        // turn 1 ends
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        // turn 2 ends
        """)
  }

  /// An `Int` enum's `init(rawValue:)` (nil past its cases), `rawValue` and
  /// `allCases.count`, as segmented containers read a control's index.
  func testAnIntEnumsRawValuesAreItsCasesPositions() {
    assertTrace(
      """
      final class Tabs: UIViewController {
          enum Tab: Int, CaseIterable { case feed, profile }
          let pages = [UIViewController(), UIViewController()]
          var shown = 0
          func select(_ index: Int) {
              guard let tab = Tab(rawValue: index), tab.rawValue != shown else { return }
              if Tab.allCases.count == pages.count {
                  addChild(pages[tab.rawValue])
                  pages[tab.rawValue].didMove(toParent: self)
              }
              shown = tab.rawValue
          }
      }

      let tabs = Tabs()
      tabs.select(1)
      tabs.select(2)
      tabs.select(-1)
      tabs.select(1)
      """, profile: .ios17,
      equals: """
        tabs.pages_2.willMove(toParent: tabs)
        tabs.pages_2.didMove(toParent: tabs)
        """)
  }

  /// A computed property whose value is a ternary with a nil branch is an
  /// optional: `selected?.…` calls through it when it holds a controller, and
  /// does nothing when it is nil.
  func testATernaryWithANilBranchIsAnOptional() {
    assertTrace(
      """
      final class Tabs: UIViewController {
          var pages: [UIViewController] = []
          var index = 0
          var selected: UIViewController? {
              pages.indices.contains(index) ? pages[index] : nil
          }
          func show() {
              selected?.beginAppearanceTransition(true, animated: false)
              selected?.endAppearanceTransition()
          }
      }

      let tabs = Tabs()
      let a = UIViewController()
      tabs.show()
      tabs.pages = [a]
      tabs.show()
      """, profile: .ios17,
      equals: """
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        """)
  }

  /// A view, a cell or a presentation controller declared beside the
  /// container is skipped with a note, whole.
  ///
  /// A view class's instances are plain views, the others' are values the
  /// model lacks.
  func testUIKitClassesOtherThanControllersAreSkippedWithANote() {
    let text = """
      final class HeaderView: UIView {
          let label = UILabel()
          override func layoutSubviews() { super.layoutSubviews() }
      }
      final class FancyHeader: HeaderView {}
      final class PageCell: UICollectionViewCell {
          var hosted: UIViewController?
      }
      final class Dimming: UIPresentationController {}

      final class Host: UIViewController {
          let header = FancyHeader()
          let child = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(header)
              addChild(child)
              header.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }

      let host = Host()
      _ = host.view
      """
    let result = run(text)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      host.loadView()
      host.viewDidLoad()
      host.child.willMove(toParent: host)
      host.child.loadView()
      host.child.viewDidLoad()
      host.child.didMove(toParent: host)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:1:7: note: skipped: 'HeaderView' (a subclass of UIView): the code of UIKit's \
      classes other than controllers is not modelled; the views its properties keep are plain \
      views inside it
      Drawer.swift:5:7: note: skipped: 'FancyHeader' (a subclass of UIView): the code of UIKit's \
      classes other than controllers is not modelled; the views its properties keep are plain \
      views inside it
      Drawer.swift:6:7: note: skipped: 'PageCell' (a subclass of UICollectionViewCell): the code \
      of UIKit's classes other than controllers is not modelled; the views its properties keep \
      are plain views inside it
      Drawer.swift:9:7: note: skipped: 'Dimming' (a subclass of UIPresentationController): the \
      code of UIKit's classes other than controllers is not modelled

      """)
  }

  /// A list search in a condition: `if let x = list.first(where:)`, `guard let
  /// … else`, `if !list.contains(where:)`; the search runs before the condition
  /// reads its answer.
  func testAListSearchInAConditionRunsBeforeTheConditionReadsIt() {
    assertTrace(
      """
      final class Detail: UIViewController {}
      final class Split: UIViewController {
          func show(_ detail: Detail) {
              if let existing = children.first(where: { $0 is Detail }) {
                  existing.removeFromParent()
              }
              if !children.contains(where: { $0 === detail }) {
                  addChild(detail)
              }
          }
          func hideDetail() {
              guard let shown = children.first(where: { $0 is Detail }) else { return }
              shown.removeFromParent()
          }
      }

      let split = Split()
      let d1 = Detail()
      let d2 = Detail()
      split.show(d1)
      split.show(d2)
      split.hideDetail()
      split.hideDetail()
      """, profile: .ios17,
      equals: """
        d1.willMove(toParent: split)
        d1.didMove(toParent: nil)
        d2.willMove(toParent: split)
        d2.didMove(toParent: nil)
        """)
  }

  /// `switch` over a tuple, as swaps write it: `nil`, values and `_` test each
  /// element, `let x?`, `let x`, `.some(let x)` and `case let (…)` bind it when
  /// it is not nil, cases joined with `,`, a `where` test.
  func testASwitchOverATupleTestsAndBindsEachElement() {
    assertTrace(
      """
      final class Swapper: UIViewController {
          var shown: UIViewController?
          var cleared = 0
          func go(_ next: UIViewController?, _ animated: Bool) {
              switch (shown, next, animated) {
              case (nil, nil, _), (_, nil, true):
                  cleared += 1
              case let (old?, new?, false) where old === new:
                  break
              case (.some(let old), let new?, _):
                  old.removeFromParent()
                  addChild(new)
              case (nil, let new, _):
                  addChild(new!)
              default:
                  shown?.removeFromParent()
              }
              shown = next
          }
      }

      let swapper = Swapper()
      let a = UIViewController()
      let b = UIViewController()
      swapper.go(nil, true)
      swapper.go(a, false)
      swapper.go(a, false)
      swapper.go(b, true)
      swapper.go(nil, false)
      if swapper.cleared == 1 { swapper.addChild(a) }
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: swapper)
        a.didMove(toParent: nil)
        b.willMove(toParent: swapper)
        b.didMove(toParent: nil)
        a.willMove(toParent: swapper)
        """)
  }

  /// Objects made inside a list or another call's arguments, in a class's code
  /// and in the driver, are made first, innermost first, and named after their
  /// types.
  func testObjectsMadeInsideAListOrAnArgumentAreMadeFirst() {
    assertTrace(
      """
      final class Feed: UIViewController {}
      final class Profile: UIViewController {}
      final class Root: UITabBarController {
          override func viewDidLoad() {
              super.viewDidLoad()
              viewControllers = [Feed(), UINavigationController(rootViewController: Profile())]
          }
      }

      let root = Root()
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.present(UINavigationController(rootViewController: Feed()), animated: false)
      """, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        profile.willMove(toParent: navigationController)
        feed.willMove(toParent: root)
        feed.didMove(toParent: root)
        navigationController.willMove(toParent: root)
        navigationController.didMove(toParent: root)
        feed.loadView()
        feed.viewDidLoad()
        root.viewWillAppear(false)
        feed.viewWillAppear(false)
        root.viewIsAppearing(false)
        feed.viewIsAppearing(false)
        root.viewDidAppear(false)
        feed.viewDidAppear(false)
        feed_2.willMove(toParent: navigationController_2)
        navigationController_2.loadView()
        navigationController_2.viewDidLoad()
        feed_2.loadView()
        feed_2.viewDidLoad()
        navigationController_2.viewWillAppear(false)
        feed_2.viewWillAppear(false)
        navigationController_2.viewIsAppearing(false)
        feed_2.viewIsAppearing(false)
        navigationController_2.viewDidAppear(false)
        feed_2.viewDidAppear(false)
        feed_2.didMove(toParent: navigationController_2)
        """)
  }

  /// `list.forEach(push)`: a method named without a call runs for each element,
  /// its label taken from its declaration.
  func testForEachWithAMethodNameCallsItForEachElement() {
    assertTrace(
      """
      final class Stack: UIViewController {
          func push(_ card: UIViewController) {
              addChild(card)
              card.didMove(toParent: self)
          }
          func adopt(child: UIViewController) { push(child) }
          func replaceAll(with cards: [UIViewController]) {
              cards.forEach(push)
              // Children already: no second willMove (rule 1.1).
              cards.reversed().forEach(self.adopt)
          }
      }

      let stack = Stack()
      let a = UIViewController()
      let b = UIViewController()
      stack.replaceAll(with: [a, b])
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: stack)
        a.didMove(toParent: stack)
        b.willMove(toParent: stack)
        b.didMove(toParent: stack)
        b.didMove(toParent: stack)
        a.didMove(toParent: stack)
        """)
  }

  /// `if case .open = state` and `guard case .open = state, let …` compare as
  /// `==` does; a pattern that binds stays refused, saying what to do.
  func testACasePatternInAConditionComparesTheValue() {
    assertTrace(
      """
      final class Drawer: UIViewController {
          enum State { case open, closed }
          private var state: State = .closed
          private var menu: UIViewController?
          func toggle(_ next: UIViewController) {
              if case .open = state {
                  close()
                  return
              }
              menu = next
              addChild(next)
              state = .open
          }
          func close() {
              guard case .open = state, let menu else { return }
              menu.removeFromParent()
              state = .closed
          }
      }

      let drawer = Drawer()
      let menu = UIViewController()
      drawer.close()
      drawer.toggle(menu)
      drawer.toggle(menu)
      """, profile: .ios17,
      equals: """
        menu.willMove(toParent: drawer)
        menu.didMove(toParent: nil)
        """)
    let refused = run(
      """
      final class A: UIViewController {
          var shown: UIViewController?
          func f() { if case let (c, d) = (shown, shown) { c?.removeFromParent() } }
      }
      """)
    XCTAssertEqual(refused.exitCode, 65)
    XCTAssertTrue(
      refused.standardError.contains(
        "'case let' patterns in conditions are not accepted but 'case let x? = y' and "
          + "'case let x as T = y': compare with '==' or use 'if let'"),
      refused.standardError)
  }

  /// `@unknown default:` in a switch and a `weak var` local are read as
  /// Swift reads them (both were syntax errors).
  func testUnknownDefaultAndAWeakLocal() {
    assertTrace(
      """
      final class Holder: UIViewController {
          enum Mode { case embed, skip }
          func place(_ child: UIViewController, _ mode: Mode) {
              weak var weakSelf = self
              switch mode {
              case .embed:
                  addChild(child)
                  child.didMove(toParent: weakSelf)
              @unknown default:
                  break
              }
          }
      }

      let holder = Holder()
      let child = UIViewController()
      holder.place(child, .skip)
      holder.place(child, .embed)
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: holder)
        child.didMove(toParent: holder)
        """)
  }

  /// `let duration = animated ? 0.3 : 0` in a method: the condition read at the
  /// declaration, the duration chosen where it is used.
  func testALocalChoosingBetweenDurationsIsReadWhereUsed() {
    assertTrace(
      """
      final class Fader: UIViewController {
          func fade(_ child: UIViewController, animated: Bool) {
              let duration = animated ? 0.3 : 0
              addChild(child)
              UIView.animate(withDuration: duration, animations: {}) { _ in
                  child.didMove(toParent: self)
              }
          }
      }

      let fader = Fader()
      let a = UIViewController()
      let b = UIViewController()
      fader.fade(a, animated: true)
      fader.fade(b, animated: false)
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: fader)
        b.willMove(toParent: fader)
        // turn 1 ends
        // main queue block
        b.didMove(toParent: fader)
        // turn 2 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        a.didMove(toParent: fader)
        // turn 3 ends
        """)
  }

  /// A method of the file named as the language's own calls (`run`) does
  /// not take them over: `RunLoop.main.run(for: 1)` runs the run loop (it
  /// was read as the class's `run(_:)`: "missing the argument 'c'").
  func testAMethodNamedLikeTheRunLoopsDoesNotTakeItsCallsOver() {
    assertTrace(
      """
      final class Runner: UIViewController {
          func run(_ c: UIViewController) {
              addChild(c)
              DispatchQueue.main.async {
                  c.didMove(toParent: self)
              }
          }
      }

      let runner = Runner()
      let child = UIViewController()
      runner.run(child)
      RunLoop.main.run(for: 1)
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: runner)
        // turn 1 ends
        // main queue block
        child.didMove(toParent: runner)
        // turn 2 ends
        """)
  }

  /// A constant list of values (`let titles = ["Feed", "Saved"]`) is read
  /// where the code reads it: its count, an element, a loop over it written
  /// out; a dictionary and a list of values that changes are skipped with a
  /// note (all three refused the file).
  func testAConstantListOfValuesIsReadAndADictionaryIsSkipped() {
    let text = """
      final class Tabs: UIViewController {
          private let titles = ["Feed", "Saved"]
          private var widths: [CGFloat] = []
          private var cache: [String: UIViewController] = [:]
          private(set) var pages: [UIViewController] = []
          func build() {
              guard !titles.isEmpty, titles.count == 2 else { return }
              for (index, title) in titles.enumerated() {
                  let page = makePage(title)
                  if index == 0 { addChild(page) }
                  pages.append(page)
              }
              print(titles[1])
          }
          func makePage(_ title: String) -> UIViewController {
              let page = UIViewController()
              page.title = title
              return page
          }
      }

      let tabs = Tabs()
      tabs.build()
      """
    let result = run(text)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      page.willMove(toParent: tabs)
      // turn 1 ends

      """)
    XCTAssertTrue(
      result.standardError.contains(
        "note: skipped: lists of strings, numbers and other values that change are not modelled"),
      result.standardError)
    XCTAssertTrue(
      result.standardError.contains("note: skipped: 'Dictionary' values are not modelled"),
      result.standardError)
  }

  /// `let popped = navigationController?.popViewController(animated:)` and
  /// `super.popViewController` in an override: the top that leaves, read before
  /// the call, nil without a navigation controller or with the root alone.
  func testThePoppedControllerIsTheTopThatLeaves() {
    assertTrace(
      """
      final class Stack: UINavigationController {
          var lastPopped: UIViewController?
          override func popViewController(animated: Bool) -> UIViewController? {
              let popped = super.popViewController(animated: animated)
              lastPopped = popped
              return popped
          }
      }
      final class Page: UIViewController {
          func back() {
              let popped = navigationController?.popViewController(animated: false)
              if popped == nil { view.removeFromSuperview() }
          }
      }

      let root = UIViewController()
      let stack = Stack(rootViewController: root)
      let page = Page()
      stack.pushViewController(page, animated: false)
      page.back()
      page.back()
      _ = stack.popViewController(animated: false)
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: stack)
        page.willMove(toParent: stack)
        root.didMove(toParent: stack)
        page.willMove(toParent: nil)
        page.didMove(toParent: nil)
        page.loadView()
        page.viewDidLoad()
        """)
  }

  /// `lazy var child = makeChild()` whose method makes and returns the
  /// object is made where it is first read; `items.filter { … }.forEach { … }`
  /// searches, then loops.
  func testALazyFactoryMethodAndAFilterChain() {
    assertTrace(
      """
      final class Host: UIViewController {
          lazy var child: UIViewController = makeChild()
          var items: [UIViewController] = []
          private func makeChild() -> UIViewController {
              let made = UIViewController()
              made.view.backgroundColor = .red
              return made
          }
          func setUp() {
              addChild(child)
              child.didMove(toParent: self)
              items.filter { $0.parent == nil }.forEach { addChild($0) }
          }
      }

      let host = Host()
      let a = UIViewController()
      host.items = [a, host.child]
      host.setUp()
      """, profile: .ios17,
      equals: """
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.willMove(toParent: host)
        host.child.didMove(toParent: host)
        a.willMove(toParent: host)
        """)
  }

  /// `%` of whole numbers and `max`/`min`, as carousels wrap and pagers clamp
  /// an index; `max` nested past a bound is refused with advice, not expanded
  /// without end.
  func testRemainderAndMaxMinOfWholeNumbers() {
    assertTrace(
      """
      final class Carousel: UIViewController {
          var index = 0
          var pages: [UIViewController] = []
          func next() {
              index = (index + 1) % pages.count
              addChild(pages[index])
          }
          func go(to target: Int) {
              let clamped = max(0, min(target, pages.count - 1))
              guard clamped != index else { return }
              index = clamped
              pages[index].removeFromParent()
          }
      }

      let carousel = Carousel()
      let a = UIViewController()
      let b = UIViewController()
      carousel.pages = [a, b]
      carousel.next()
      carousel.next()
      carousel.go(to: 7)
      carousel.go(to: -3)
      """, profile: .ios17,
      equals: """
        b.willMove(toParent: carousel)
        a.willMove(toParent: carousel)
        b.didMove(toParent: nil)
        a.didMove(toParent: nil)
        """)
    let deep =
      "final class A: UIViewController {\n  var i = 0\n  func f() {\n    let x = "
      + String(repeating: "max(1, ", count: 40) + "i" + String(repeating: ")", count: 40)
      + "\n    if x > 0 { i = 1 }\n  }\n}\nlet a = A()\na.f()\n"
    let refused = run(deep)
    XCTAssertEqual(refused.exitCode, 65)
    XCTAssertTrue(
      refused.standardError.contains("'max' nests too deep here: keep the value in a local first"),
      refused.standardError)
  }

  /// An override of a superclass's method of the file runs where the code
  /// calls it, without a note saying the model never calls it (the note
  /// was wrong: the override ran).
  func testAnOverrideOfAFileMethodRunsWithoutANote() {
    let result = run(
      """
      class Base: UIViewController {
          func embed(_ child: UIViewController) {
              addChild(child)
              child.didMove(toParent: self)
          }
      }
      final class Derived: Base {
          override func embed(_ child: UIViewController) {
              child.willMove(toParent: nil)
          }
      }
      let derived = Derived()
      let child = UIViewController()
      derived.embed(child)
      """)
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(result.standardOutput, "child.willMove(toParent: nil)\n// turn 1 ends\n")
    XCTAssertEqual(result.standardError, "")
  }

  /// List literals nested 30 deep are read once each, as a dictionary's
  /// are told apart from lists while reading them (a look-ahead read each
  /// level twice: 2³⁰ readings), and answered with the language's refusal.
  func testNestedListLiteralsAreAnsweredWithoutReadingThemAgain() {
    let text =
      "final class A: UIViewController {}\nlet a = A()\nlet x = "
      + String(repeating: "[", count: 30) + "1" + String(repeating: "]", count: 30) + "\n"
    let result = run(text)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.contains("error: a list holds view controllers only"),
      result.standardError)
  }

  /// `let (old, new) = (current, pages[index])` declares each name from
  /// its element: the swap container's removal and addition, in order.
  func testATupleWrittenOutIsTakenApartIntoOneDeclarationPerName() {
    assertTrace(
      """
      final class Swap: UIViewController {
          let first = UIViewController()
          let second = UIViewController()
          var current: UIViewController?
          func show(_ next: UIViewController) {
              let (old, new) = (current, next)
              old?.willMove(toParent: nil)
              old?.removeFromParent()
              addChild(new)
              new.didMove(toParent: self)
              current = new
          }
      }
      let swap = Swap()
      swap.show(swap.first)
      swap.show(swap.second)
      """, profile: .ios17,
      equals: """
        swap.first.willMove(toParent: swap)
        swap.first.didMove(toParent: swap)
        swap.first.willMove(toParent: nil)
        swap.first.didMove(toParent: nil)
        swap.second.willMove(toParent: swap)
        swap.second.didMove(toParent: swap)
        // turn 1 ends
        """)
  }

  /// A tuple whose elements read the names it declares (`let (a, b) =
  /// (b, a)` over outer names) binds after the whole right side is read, as
  /// Swift does: the two swap.
  func testATupleThatReadsItsOwnNamesSwapsThem() {
    assertTrace(
      """
      final class Host: UIViewController {
          let left = UIViewController()
          let right = UIViewController()
          func run(_ a: UIViewController, _ b: UIViewController) {
              let (a, b) = (b, a)
              addChild(a)
              a.didMove(toParent: self)
          }
      }
      let host = Host()
      host.run(host.left, host.right)
      """, profile: .ios17,
      equals: """
        host.right.willMove(toParent: host)
        host.right.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// `_` in a tuple declares nothing, and `var (…)` declares variables the
  /// method may change.
  func testATupleDeclaresVariablesAndSkipsUnderscore() {
    assertTrace(
      """
      final class Host: UIViewController {
          let first = UIViewController()
          let second = UIViewController()
          func run() {
              var (_, shown): (UIViewController, UIViewController) = (first, first)
              shown = second
              addChild(shown)
          }
      }
      let host = Host()
      host.run()
      """, profile: .ios17,
      equals: """
        host.second.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A tuple taken apart in the driver declares each name, and one of `_`
  /// alone declares nothing, at the top level or in a method, and the
  /// statements after it run.
  func testATupleInTheDriverAndATupleOfUnderscoresAlone() {
    assertTrace(
      """
      final class Host: UIViewController {
          func run(_ child: UIViewController) {
              let (_, _) = (child, self)
              addChild(child)
          }
      }
      let (host, child) = (Host(), UIViewController())
      let (_, _) = (host, child)
      host.run(child)
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A tuple whose count differs from the names is refused with the
  /// counts.
  func testATupleOfTheWrongCountIsRefused() {
    let result = run(
      """
      final class Host: UIViewController {
          func run() {
              let (a, b) = (self, self, self)
              addChild(a)
          }
      }
      let host = Host()
      host.run()
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.contains("error: the tuple has 3 elements for 2 names"),
      result.standardError)
  }

  /// A stored `let queue = DispatchQueue.main` is the main queue where it
  /// is read: `queue.async { … }` defers its block to the next turn.
  func testAStoredMainQueueDefersItsBlocks() {
    assertTrace(
      """
      final class Host: UIViewController {
          private let queue = DispatchQueue.main
          let child = UIViewController()
          func embedLater() {
              queue.async {
                  self.addChild(self.child)
                  self.child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      host.embedLater()
      """, profile: .ios17,
      equals: """
        // turn 1 ends
        // main queue block
        host.child.willMove(toParent: host)
        host.child.didMove(toParent: host)
        // turn 2 ends
        """)
  }

  /// `current.map { … }` as a statement runs its closure with the value
  /// when it is not nil (`$0` or a named parameter), and not when nil.
  func testAnOptionalsMapRunsItsClosureOnlyWithAValue() {
    assertTrace(
      """
      final class Host: UIViewController {
          var current: UIViewController?
          let child = UIViewController()
          func clear() {
              current.map { $0.willMove(toParent: nil) }
              current.map { old in
                  old.removeFromParent()
              }
              current = nil
          }
      }
      let host = Host()
      host.clear()
      host.addChild(host.child)
      host.current = host.child
      host.clear()
      """, profile: .ios17,
      equals: """
        host.child.willMove(toParent: host)
        host.child.willMove(toParent: nil)
        host.child.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `children.map { … }` as a statement runs its closure for each child,
  /// as `forEach` does (a list's `map`, its result unused), not as an
  /// optional's.
  func testAListsMapAsAStatementRunsItsClosureForEachElement() {
    assertTrace(
      """
      final class Host: UIViewController {
          func clear() {
              children.map { $0.willMove(toParent: nil) }
              children.map { child in
                  child.removeFromParent()
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      host.addChild(a)
      host.addChild(b)
      host.clear()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        b.willMove(toParent: host)
        a.willMove(toParent: nil)
        b.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// A test's `RunLoop.main.run(until: Date())` ends the turn and runs
  /// what is due; `Date(timeIntervalSinceNow:)` runs the clock that far, so
  /// an animated push ends within it.
  func testATestsSpinOfTheRunLoopRunsWhatIsDue() {
    assertTrace(
      """
      final class Root: UIViewController {}
      let nav = UINavigationController(rootViewController: Root())
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.run(until: Date())
      let next = UIViewController()
      nav.pushViewController(next, animated: true)
      RunLoop.current.run(until: Date(timeIntervalSinceNow: 1))
      """, profile: .ios17,
      equals: """
        nav.rootViewController.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        nav.rootViewController.loadView()
        nav.rootViewController.viewDidLoad()
        nav.viewWillAppear(false)
        nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        nav.rootViewController.viewIsAppearing(false)
        nav.viewDidAppear(false)
        nav.rootViewController.viewDidAppear(false)
        nav.rootViewController.didMove(toParent: nav)
        next.willMove(toParent: nav)
        // turn 2 ends
        next.loadView()
        next.viewDidLoad()
        nav.rootViewController.viewWillDisappear(true)
        next.viewWillAppear(true)
        next.viewIsAppearing(true)
        // t = 0.35: nav transition from nav.rootViewController to next ends
        nav.rootViewController.viewDidDisappear(true)
        next.viewDidAppear(true)
        next.didMove(toParent: nav)
        // turn 3 ends
        """)
  }

  /// `child.view.frame.origin.x = 0` is skipped as a frame, the skipped
  /// property nearest the object, not as its last member (`'x'`); the view
  /// is still loaded, as reading it does.
  func testAnAssignmentDeepInAFrameIsSkippedAsAFrame() {
    let result = run(
      """
      final class Host: UIViewController {
          let child = UIViewController()
          func slide() {
              child.view.frame.origin.x = 0
          }
      }
      let host = Host()
      host.slide()
      """)
    XCTAssertEqual(result.exitCode, 0)
    XCTAssertEqual(
      result.standardOutput,
      "host.child.loadView()\nhost.child.viewDidLoad()\n// turn 1 ends\n")
    XCTAssertEqual(
      result.standardError, "Drawer.swift:4:20: note: skipped: frames are not modelled\n")
  }

  /// A method's locals each hold the statements after them, so they nest
  /// as deep as they are many: a hundred run; past 128 the file is refused
  /// with the reason, where a few hundred overflowed the stack (a crash).
  func testAMethodsLocalsNestAtMost128Deep() {
    func method(locals: Int) -> String {
      "final class H: UIViewController {\n  func f() {\n"
        + (0..<locals).map { "    let a\($0) = child\n" }.joined()
        + "    addChild(a0)\n  }\n  let child = UIViewController()\n}\nlet h = H()\nh.f()\n"
    }
    let hundred = run(method(locals: 100))
    XCTAssertEqual(hundred.exitCode, 0, hundred.standardError)
    let tooMany = run(method(locals: 3_000))
    XCTAssertEqual(tooMany.exitCode, 65)
    XCTAssertTrue(
      tooMany.standardError.contains("error: statements nest more than 128 deep here"),
      tooMany.standardError)
  }

  /// An `else if` chain whose branches return nests one branch in the
  /// next, and a condition list nests as it is long: forty branches run,
  /// five thousand are refused with the reason (they overflowed the
  /// stack), as are five thousand conditions in one `if` or `guard`.
  func testLongBranchChainsAndConditionListsAreAnsweredNotCrashedOn() {
    func chain(_ branches: Int) -> String {
      "final class H: UIViewController {\n  var i = 0\n  let child = UIViewController()\n"
        + "  func f() {\n    if i == 99999 { return }\n"
        + (1..<branches).map { "    else if i == \($0 + 99999) { return }\n" }.joined()
        + "    addChild(child)\n  }\n}\nlet h = H()\nh.f()\n"
    }
    let forty = run(chain(40))
    XCTAssertEqual(forty.exitCode, 0, forty.standardError)
    XCTAssertEqual(forty.standardOutput, "h.child.willMove(toParent: h)\n// turn 1 ends\n")
    let tooLong = run(chain(5_000))
    XCTAssertEqual(tooLong.exitCode, 65)
    XCTAssertTrue(
      tooLong.standardError.contains("error: statements nest more than 128 deep here"),
      tooLong.standardError)
    let conditions = run(
      "final class H: UIViewController {\n  var ok = true\n  func f() {\n    guard "
        + Array(repeating: "ok", count: 5_000).joined(separator: ", ")
        + " else { return }\n  }\n}\nlet h = H()\nh.f()\n")
    XCTAssertEqual(conditions.exitCode, 65)
    XCTAssertTrue(
      conditions.standardError.contains("error: more than 64 conditions in a row"),
      conditions.standardError)
  }

  /// `UIView.beginAnimations` … `UIView.commitAnimations()` (UIKit's
  /// animation block before `UIView.animate`) is one animation of the
  /// duration set between, its statements the animations block (rule 4.6):
  /// the same trace as the `UIView.animate` it stands for, in every profile.
  func testBeginAndCommitAnimationsAreOneAnimationOfTheDurationSetBetween() {
    let block = """
          UIView.beginAnimations("swap", context: nil)
          UIView.setAnimationDuration(0.4)
          UIView.setAnimationCurve(.easeInOut)
          current.willMove(toParent: nil)
          current.view.removeFromSuperview()
          current.removeFromParent()
          addChild(next)
          view.addSubview(next.view)
          next.didMove(toParent: self)
          UIView.commitAnimations()
      """
    let animate = """
          UIView.animate(withDuration: 0.4, delay: 0, animations: {
          current.willMove(toParent: nil)
          current.view.removeFromSuperview()
          current.removeFromParent()
          addChild(next)
          view.addSubview(next.view)
          next.didMove(toParent: self)
          })
      """
    func container(_ swap: String) -> String {
      """
      final class Swapper: UIViewController {
          let current = UIViewController()
          let next = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(current)
              view.addSubview(current.view)
              current.didMove(toParent: self)
          }
          func swap() {
      \(swap)
              print("swapped")
          }
      }
      let swapper = Swapper()
      window.rootViewController = swapper
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      swapper.swap()
      RunLoop.main.runUntilIdle()
      """
    }
    let result = run(container(block), ["trace", "--profile", "ios17"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput.split(separator: "\n").suffix(14).joined(separator: "\n"),
      """
      swapper.current.willMove(toParent: nil)
      swapper.current.viewWillDisappear(false)
      swapper.current.didMove(toParent: nil)
      swapper.next.willMove(toParent: swapper)
      swapper.next.loadView()
      swapper.next.viewDidLoad()
      swapper.next.viewWillAppear(false)
      swapper.next.didMove(toParent: swapper)
      // turn 2 ends
      swapper.next.viewIsAppearing(false)
      // t = 0.4: UIView.animate(withDuration: 0.4) ends
      // turn 3 ends
      swapper.current.viewDidDisappear(false)
      swapper.next.viewDidAppear(false)
      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:13:12: note: skipped: 'UIView.setAnimationCurve' is not modelled
      Drawer.swift:21:9: note: skipped: 'print' is not modelled

      """)
    for profile in ["ios5", "ios7", "ios17"] {
      XCTAssertEqual(
        run(container(block), ["trace", "--profile", profile]).standardOutput,
        run(container(animate), ["trace", "--profile", profile]).standardOutput, profile)
    }
  }

  /// A `beginAnimations` whose commit is not later in the same block is
  /// refused with the reason, not run as a block that never closes.
  func testBeginAnimationsWithoutItsCommitInTheBlockIsRefused() {
    let result = run(
      """
      final class Fader: UIViewController {
          func fade() {
              UIView.beginAnimations(nil, context: nil)
              view.alpha = 0
          }
      }
      let fader = Fader()
      fader.fade()
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:3:9: error: 'UIView.beginAnimations' is read up to its "
          + "'UIView.commitAnimations()' in the same block, and none follows here"),
      result.standardError)
  }

  /// `UIView.animateKeyframes` is one animation of its duration; each
  /// `addKeyframe` block runs at once inside it (rule 4.6): the child's
  /// did waits for the animation's end, the completion runs then.
  func testAKeyframeAnimationIsOneAnimationWhoseKeyframesRunAtOnce() {
    let result = run(
      """
      final class Shelf: UIViewController {
          let item = UIViewController()
          func show() {
              addChild(item)
              UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [], animations: {
                  UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                      self.view.addSubview(self.item.view)
                  }
                  UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5, animations: {
                      self.item.view.alpha = 1
                  })
              }, completion: { _ in
                  self.item.didMove(toParent: self)
              })
          }
      }
      let shelf = Shelf()
      window.rootViewController = shelf
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      shelf.show()
      """, ["trace", "--profile", "ios17"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      shelf.loadView()
      shelf.viewDidLoad()
      shelf.viewWillAppear(false)
      // turn 1 ends
      shelf.viewIsAppearing(false)
      shelf.viewDidAppear(false)
      shelf.item.willMove(toParent: shelf)
      shelf.item.loadView()
      shelf.item.viewDidLoad()
      shelf.item.viewWillAppear(false)
      // turn 2 ends
      shelf.item.viewIsAppearing(false)
      // t = 0.6: UIView.animate(withDuration: 0.6) ends
      // completion of UIView.animate(withDuration: 0.6)
      shelf.item.didMove(toParent: shelf)
      // turn 3 ends
      shelf.item.viewDidAppear(false)

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:5:9: note: a keyframe animation is read as one 'UIView.animate' of its \
      duration, its keyframes' blocks run at once
      Drawer.swift:10:32: note: skipped: colours, fonts and alpha are not modelled

      """)
  }

  /// UIView's class methods that draw or set what the model does not keep
  /// (`setAnimationsEnabled`) are skipped with a note, as section 6 says of
  /// UIKit's unknown members; `UIView.transition(with:…, animations: nil)`
  /// is an animation that moves no view.
  func testUIViewsOtherClassMethodsAreSkippedAndANilAnimationsBlockMovesNothing() {
    let result = run(
      """
      final class Plain: UIViewController {
          func refresh() {
              UIView.setAnimationsEnabled(false)
              UIView.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: nil, completion: nil)
          }
      }
      let plain = Plain()
      plain.refresh()
      """, ["trace", "--profile", "ios17"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      plain.loadView()
      plain.viewDidLoad()
      // turn 1 ends
      // t = 0.3: UIView.animate(withDuration: 0.3) ends
      // turn 2 ends

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:3:16: note: skipped: 'UIView.setAnimationsEnabled' is not modelled\n")
  }

  /// iOS 17's `UIView.animate(springDuration:bounce:…)` and iOS 18's
  /// `UIView.animate(.spring(duration:)) { … }` are view animations of
  /// their duration (SwiftUI's default when none is written), as
  /// `UIView.animate(withDuration:)` is: the same trace.
  func testSpringAndSwiftUIAnimationsAreViewAnimationsOfTheirDuration() {
    func container(_ animate: String) -> String {
      """
      final class Shelf: UIViewController {
          let item = UIViewController()
          func show() {
              addChild(item)
              \(animate)
          }
      }
      let shelf = Shelf()
      window.rootViewController = shelf
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      shelf.show()
      """
    }
    let body =
      "{ self.view.addSubview(self.item.view) } completion: { _ in self.item.didMove(toParent: self) }"
    let pairs = [
      ("UIView.animate(springDuration: 0.5, bounce: 0.2) " + body, 0.5),
      ("UIView.animate(.spring(duration: 0.4, bounce: 0.1)) " + body, 0.4),
      ("UIView.animate(.easeInOut) " + body, 0.35),
    ]
    for (written, seconds) in pairs {
      let result = run(container(written), ["trace", "--profile", "ios17"])
      XCTAssertEqual(result.exitCode, 0, result.standardError)
      XCTAssertEqual(result.standardError, "", written)
      XCTAssertEqual(
        result.standardOutput,
        run(
          container("UIView.animate(withDuration: \(seconds)) " + body),
          ["trace", "--profile", "ios17"]
        )
        .standardOutput, written)
      XCTAssertTrue(
        result.standardOutput.contains(
          "// t = \(seconds): UIView.animate(withDuration: \(seconds)) ends"),
        result.standardOutput)
    }
  }

  /// A player embedded as a child (`AVPlayerViewController`) is a
  /// controller like any other; a sheet's `animateChanges { … }` runs its
  /// block at once (a detent chosen in code: no callback, rule 5.3a).
  func testAnEmbeddedPlayerIsAChildAndASheetsAnimateChangesRunsItsBlock() {
    assertTrace(
      """
      import AVKit
      final class Player: UIViewController {
          let player = AVPlayerViewController()
          let details = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(player)
              view.addSubview(player.view)
              player.didMove(toParent: self)
          }
          func showDetails() {
              present(details, animated: false)
              details.sheetPresentationController?.animateChanges {
                  details.sheetPresentationController?.selectedDetentIdentifier = .large
              }
          }
      }
      let screen = Player()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      screen.showDetails()
      """, profile: .ios17,
      equals: """
        screen.loadView()
        screen.viewDidLoad()
        screen.player.willMove(toParent: screen)
        screen.player.loadView()
        screen.player.viewDidLoad()
        screen.player.didMove(toParent: screen)
        screen.viewWillAppear(false)
        screen.player.viewWillAppear(false)
        // turn 1 ends
        screen.viewIsAppearing(false)
        screen.player.viewIsAppearing(false)
        screen.viewDidAppear(false)
        screen.player.viewDidAppear(false)
        screen.details.loadView()
        screen.details.viewDidLoad()
        // turn 2 ends
        screen.details.viewWillAppear(false)
        screen.details.viewIsAppearing(false)
        // t = 0.0: screen.present(screen.details) ends
        screen.details.viewDidAppear(false)
        """)
  }

  /// Presenting from the window's root, as apps do
  /// (`view.window?.rootViewController?.present`, `guard let window =
  /// view.window`), and a search compared with nil (`if
  /// children.first(where: { … }) == nil`) are read (rule 1.4: the root of
  /// the window holding the view; reading `view` loads it).
  func testTheWindowsRootAndASearchComparedWithNilAreRead() {
    assertTrace(
      """
      final class Screen: UIViewController {
          let detail = UIViewController()
          let banner = UIViewController()
          func showDetail() {
              guard let window = view.window else { return }
              window.rootViewController?.present(detail, animated: false)
          }
          func addBanner() {
              if children.first(where: { $0 === banner }) == nil {
                  addChild(banner)
                  view.addSubview(banner.view)
                  banner.didMove(toParent: self)
              }
          }
          func dismissFromRoot() {
              view.window?.rootViewController?.dismiss(animated: false)
          }
      }
      let screen = Screen()
      screen.showDetail()
      window.rootViewController = screen
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      screen.addBanner()
      screen.addBanner()
      screen.showDetail()
      RunLoop.main.runUntilIdle()
      screen.dismissFromRoot()
      """, profile: .ios17,
      equals: """
        screen.loadView()
        screen.viewDidLoad()
        screen.viewWillAppear(false)
        // turn 1 ends
        screen.viewIsAppearing(false)
        screen.viewDidAppear(false)
        screen.banner.willMove(toParent: screen)
        screen.banner.loadView()
        screen.banner.viewDidLoad()
        screen.banner.viewWillAppear(false)
        screen.banner.didMove(toParent: screen)
        screen.detail.loadView()
        screen.detail.viewDidLoad()
        // turn 2 ends
        screen.detail.viewWillAppear(false)
        screen.banner.viewIsAppearing(false)
        screen.detail.viewIsAppearing(false)
        // t = 0.0: screen.present(screen.detail) ends
        screen.detail.viewDidAppear(false)
        screen.banner.viewDidAppear(false)
        // turn 3 ends
        screen.detail.viewWillDisappear(false)
        // t = 0.0: screen.dismiss(screen.detail) ends
        screen.detail.viewDidDisappear(false)
        """)
  }

  /// A controller property Swift types as a value (`let content:
  /// UIViewController`), of an instance a method makes: set by the initializer
  /// before any read, so the class's code reads it as a controller.
  func testAControllerPropertyOfAnInstanceMadeInAMethodIsReadAsAController() {
    assertTrace(
      """
      BOX
      final class Home: UIViewController {
          func showBox() {
              let body = UIViewController()
              let box = Box(content: body)
              present(box, animated: false)
          }
      }

      let home = Home()
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.showBox()
      """.replacingOccurrences(of: "BOX", with: Self.box), profile: .ios17,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        // turn 1 ends
        home.viewIsAppearing(false)
        home.viewDidAppear(false)
        box.loadView()
        box.viewDidLoad()
        body.willMove(toParent: box)
        body.loadView()
        body.viewDidLoad()
        body.didMove(toParent: box)
        // turn 2 ends
        box.viewWillAppear(false)
        body.viewWillAppear(false)
        box.viewIsAppearing(false)
        body.viewIsAppearing(false)
        // t = 0.0: home.present(box) ends
        box.viewDidAppear(false)
        body.viewDidAppear(false)
        """)
  }

  /// `let sheet = Box(content: UIViewController())` and `let nav =
  /// UINavigationController(rootViewController: Page())` in a method: what the
  /// arguments make is made first, named after what holds it (`sheet.content`),
  /// as the driver names it.
  func testObjectsMadeInADeclarationsArgumentsInAMethodAreMadeFirst() {
    assertTrace(
      """
      BOX
      final class Page: UIViewController {}

      final class Home: UIViewController {
          func showBox() {
              let sheet = Box(content: UIViewController())
              present(sheet, animated: false)
          }
          func showPage() {
              let nav = UINavigationController(rootViewController: Page())
              sheet?.present(nav, animated: false)
          }
          var sheet: UIViewController? { presentedViewController }
      }

      let home = Home()
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.showBox()
      RunLoop.main.runUntilIdle()
      home.showPage()
      """.replacingOccurrences(of: "BOX", with: Self.box), profile: .ios5,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        home.viewDidAppear(false)
        // turn 1 ends
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.content.willMove(toParent: sheet)
        sheet.content.loadView()
        sheet.content.viewDidLoad()
        sheet.content.didMove(toParent: sheet)
        home.viewWillDisappear(false)
        sheet.viewWillAppear(false)
        sheet.content.viewWillAppear(false)
        // turn 2 ends
        // t = 0.0: home.present(sheet) ends
        sheet.viewDidAppear(false)
        sheet.content.viewDidAppear(false)
        home.viewDidDisappear(false)
        nav.rootViewController.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        nav.rootViewController.loadView()
        nav.rootViewController.viewDidLoad()
        sheet.viewWillDisappear(false)
        sheet.content.viewWillDisappear(false)
        nav.viewWillAppear(false)
        nav.rootViewController.viewWillAppear(false)
        // turn 3 ends
        // t = 0.0: sheet.present(nav) ends
        nav.viewDidAppear(false)
        nav.rootViewController.viewDidAppear(false)
        nav.rootViewController.didMove(toParent: nav)
        sheet.viewDidDisappear(false)
        sheet.content.viewDidDisappear(false)
        """)
  }

  /// `if let sheet = sheetPresentationController { sheet.detents = … }` in the
  /// sheet's own class: `self`'s, as `controller.sheetPresentationController`
  /// is another controller's.
  func testASheetSetsItsOwnDetentsThroughItsPresentationController() {
    assertTrace(
      """
      import UIKit

      final class Sheet: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              if let sheet = sheetPresentationController {
                  sheet.detents = [.medium()]
              }
          }
      }

      let root = UIViewController()
      let sheet = Sheet()
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.present(sheet, animated: false)
      """, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        sheet.loadView()
        sheet.viewDidLoad()
        // turn 2 ends
        sheet.viewWillAppear(false)
        sheet.viewIsAppearing(false)
        // t = 0.0: root.present(sheet) ends
        sheet.viewDidAppear(false)
        """)
  }

  /// `presentationController?.delegate = self` and
  /// `sheetPresentationController?.delegate = self` in the sheet's own class:
  /// `self`'s adaptive delegate, so a swipe that dismisses it calls the
  /// class's `presentationControllerDidDismiss`, which removes its child
  /// (both were skipped: "'delegate' is not modelled", and the child was
  /// never removed).
  func testASheetIsItsOwnAdaptiveDelegateThroughAnImplicitSelf() {
    for owner in ["presentationController", "sheetPresentationController"] {
      assertTrace(
        """
        import UIKit

        final class Sheet: UIViewController, UIAdaptivePresentationControllerDelegate {
            let content = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(content)
                view.addSubview(content.view)
                content.didMove(toParent: self)
                \(owner)?.delegate = self
            }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
                content.willMove(toParent: nil)
                content.view.removeFromSuperview()
                content.removeFromParent()
            }
        }

        let root = UIViewController()
        let sheet = Sheet()
        window.rootViewController = root
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        root.present(sheet, animated: false)
        RunLoop.main.runUntilIdle()
        sheet.beginInteractiveDismiss()
        sheet.finishInteractiveDismiss()
        """, profile: .ios17,
        equals: """
          root.loadView()
          root.viewDidLoad()
          root.viewWillAppear(false)
          // turn 1 ends
          root.viewIsAppearing(false)
          root.viewDidAppear(false)
          sheet.loadView()
          sheet.viewDidLoad()
          sheet.content.willMove(toParent: sheet)
          sheet.content.loadView()
          sheet.content.viewDidLoad()
          sheet.content.didMove(toParent: sheet)
          // turn 2 ends
          sheet.viewWillAppear(false)
          sheet.content.viewWillAppear(false)
          sheet.viewIsAppearing(false)
          sheet.content.viewIsAppearing(false)
          // t = 0.0: root.present(sheet) ends
          sheet.viewDidAppear(false)
          sheet.content.viewDidAppear(false)
          sheet.presentationControllerShouldDismiss(sheet)
          sheet.presentationControllerWillDismiss(sheet)
          sheet.viewWillDisappear(true)
          sheet.content.viewWillDisappear(true)
          sheet.viewDidDisappear(true)
          sheet.content.viewDidDisappear(true)
          sheet.presentationControllerDidDismiss(sheet)
          sheet.content.willMove(toParent: nil)
          sheet.content.didMove(toParent: nil)
          // turn 3 ends
          """)
    }
  }

  /// A method called on a controller known only when running
  /// (`(nav.topViewController as? DetailViewController)?.close()`), whose
  /// instance a method made: the cast and the call find it wherever they are
  /// read.
  func testACallOnAnInstanceAMethodMadeFindsItOutsideTheMethod() {
    assertTrace(
      """
      import UIKit

      final class ListViewController: UIViewController {
          func open(_ item: Int) {
              let detail = DetailViewController(item: item)
              detail.onClose = { [weak self] in
                  self?.navigationController?.popViewController(animated: true)
              }
              navigationController?.pushViewController(detail, animated: true)
          }
      }

      final class DetailViewController: UIViewController {
          let item: Int
          var onClose: (() -> Void)?
          init(item: Int) {
              self.item = item
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }

          func close() {
              onClose?()
          }

          func share() {
              let activity = UIViewController()
              present(activity, animated: true)
          }
      }

      let list = ListViewController()
      let nav = UINavigationController(rootViewController: list)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()

      list.open(0)
      RunLoop.main.runUntilIdle()
      (nav.topViewController as? DetailViewController)?.close()
      """, profile: .ios7,
      equals: """
        list.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        list.loadView()
        list.viewDidLoad()
        nav.viewWillAppear(false)
        list.viewWillAppear(false)
        // turn 1 ends
        nav.viewDidAppear(false)
        list.viewDidAppear(false)
        list.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        list.viewWillDisappear(true)
        detail.viewWillAppear(true)
        // t = 0.35: nav transition from list to detail ends
        list.viewDidDisappear(true)
        detail.viewDidAppear(true)
        detail.didMove(toParent: nav)
        // turn 3 ends
        // turn 4 ends
        detail.willMove(toParent: nil)
        detail.viewWillDisappear(true)
        list.viewWillAppear(true)
        // t = 0.7: nav transition from detail to list ends
        detail.viewDidDisappear(true)
        detail.didMove(toParent: nil)
        list.viewDidAppear(true)
        // turn 5 ends
        """)
  }

  /// `_ = value` of anything Swift reads: dropped, loading the view it reads if
  /// any (`_ = menu.view.frame`).
  func testADiscardedValueLoadsTheViewItReadsAndDoesNothingElse() {
    assertTrace(
      """
      import UIKit

      final class Host: UIViewController {
          let menu = UIViewController()
          func measure() {
              _ = parent
              _ = menu.view.frame
              _ = children.count
          }
      }

      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.measure()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.menu.loadView()
        host.menu.viewDidLoad()
        // turn 2 ends
        """)
  }

  /// The coordinator pattern, a plain class the controllers call back.
  ///
  /// The coordinator holds the navigation controller and is given to the
  /// controllers it makes (`home.coordinator = self`). The assignment keeps no
  /// object (the coordinator has none) and the call reaches it.
  func testAControllerGivenAPlainCoordinatorCallsItBack() {
    assertTrace(
      Self.coordinatorAssigned, profile: .ios17,
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
        """)
  }

  /// A property made as an instance of the file's class whose arguments make an
  /// object (`SideMenuNavigationController(rootViewController:
  /// UIViewController())`): what they make comes first, named after what holds
  /// it.
  func testAnInstancePropertysArgumentsThatMakeObjectsAreMadeFirst() {
    assertTrace(
      """
      import UIKit

      final class SideMenuNavigationController: UINavigationController {
          var menuWidth: CGFloat = 240
          var presentDuration: TimeInterval = 0.35

          override init(rootViewController: UIViewController) {
              super.init(rootViewController: rootViewController)
              modalPresentationStyle = .overFullScreen
          }

          required init?(coder aDecoder: NSCoder) { fatalError() }

          override func viewWillAppear(_ animated: Bool) {
              super.viewWillAppear(animated)
              presentingViewController?.view.endEditing(true)
          }

          override func viewDidDisappear(_ animated: Bool) {
              super.viewDidDisappear(animated)
              if isBeingDismissed {
                  print("menu closed")
              }
          }
      }

      final class MainViewController: UIViewController {
          private let menu = SideMenuNavigationController(rootViewController: UIViewController())

          func openMenu() {
              guard presentedViewController == nil else { return }
              present(menu, animated: true, completion: nil)
          }

          func closeMenu() {
              menu.dismiss(animated: true, completion: nil)
          }
      }

      let main = MainViewController()
      let nav = UINavigationController(rootViewController: main)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()

      main.openMenu()
      RunLoop.main.runUntilIdle()
      main.closeMenu()
      """, profile: .ios7,
      equals: """
        main.menu.rootViewController.willMove(toParent: main.menu)
        main.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        main.loadView()
        main.viewDidLoad()
        nav.viewWillAppear(false)
        main.viewWillAppear(false)
        // turn 1 ends
        nav.viewDidAppear(false)
        main.viewDidAppear(false)
        main.didMove(toParent: nav)
        main.menu.loadView()
        main.menu.viewDidLoad()
        main.menu.rootViewController.loadView()
        main.menu.rootViewController.viewDidLoad()
        main.menu.viewWillAppear(true)
        main.menu.rootViewController.viewWillAppear(true)
        // turn 2 ends
        // t = 0.5: nav.present(main.menu) ends
        main.menu.viewDidAppear(true)
        main.menu.rootViewController.viewDidAppear(true)
        main.menu.rootViewController.didMove(toParent: main.menu)
        // turn 3 ends
        main.menu.viewWillDisappear(true)
        main.menu.rootViewController.viewWillDisappear(true)
        // turn 4 ends
        // t = 1.0: nav.dismiss(main.menu) ends
        main.menu.viewDidDisappear(true)
        main.menu.rootViewController.viewDidDisappear(true)
        // turn 5 ends
        """)
  }

  /// A page view controller subclass that reads `viewControllers?.first` in its
  /// delegate's `didFinishAnimating`, as UIKit types the list optional: read as
  /// the list; the index it keeps there decides the direction of the next
  /// programmatic scroll.
  func testAPageViewControllersOptionalViewControllersAreReadAsTheList() {
    assertTrace(
      """
      import UIKit

      final class PagingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
          private let pages: [UIViewController]
          private(set) var currentIndex = 0
          private var isScrolling = false

          init(pages: [UIViewController]) {
              self.pages = pages
              super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
          }

          required init?(coder: NSCoder) { fatalError() }

          override func viewDidLoad() {
              super.viewDidLoad()
              dataSource = self
              delegate = self
              setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
          }

          func scrollToPage(_ index: Int, animated: Bool) {
              guard index != currentIndex, !isScrolling, pages.indices.contains(index) else { return }
              let direction: UIPageViewController.NavigationDirection = index > currentIndex ? .forward : .reverse
              isScrolling = true
              setViewControllers([pages[index]], direction: direction, animated: animated) { [weak self] _ in
                  self?.currentIndex = index
                  self?.isScrolling = false
              }
          }

          func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
              guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
              return pages[index - 1]
          }

          func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
              guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
              return pages[index + 1]
          }

          func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
              guard completed, let current = viewControllers?.first, let index = pages.firstIndex(of: current) else { return }
              currentIndex = index
          }
      }

      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let pager = PagingViewController(pages: [a, b, c])
      let nav = UINavigationController(rootViewController: pager)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()

      pager.scrollToPage(1, animated: true)
      RunLoop.main.runUntilIdle()
      pager.beginInteractiveSwipe(direction: .forward)
      pager.finishInteractiveSwipe()
      RunLoop.main.runUntilIdle()
      pager.scrollToPage(0, animated: false)
      """, profile: .ios17,
      equals: """
        pager.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        pager.loadView()
        pager.viewDidLoad()
        a.willMove(toParent: pager)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pager)
        nav.viewWillAppear(false)
        pager.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        pager.viewIsAppearing(false)
        nav.viewDidAppear(false)
        pager.viewDidAppear(false)
        pager.didMove(toParent: nav)
        b.willMove(toParent: pager)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.willMove(toParent: nil)
        a.viewWillDisappear(true)
        // turn 2 ends
        b.viewIsAppearing(true)
        // t = 0.35: pager.setViewControllers([b]) ends
        b.viewDidAppear(true)
        a.viewDidDisappear(true)
        a.didMove(toParent: nil)
        b.didMove(toParent: pager)
        // completion of pager.setViewControllers([b])
        // turn 3 ends
        pager.viewControllerAfter(b)
        pager.willTransition(to: [c])
        c.willMove(toParent: pager)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(true)
        b.viewWillDisappear(true)
        c.viewIsAppearing(true)
        c.viewDidAppear(true)
        b.viewDidDisappear(true)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        c.didMove(toParent: pager)
        pager.didFinishAnimating(true, previousViewControllers: [b], transitionCompleted: true)
        pager.viewControllerAfter(c)
        // turn 4 ends
        a.willMove(toParent: pager)
        a.viewWillAppear(false)
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        c.viewDidDisappear(false)
        c.didMove(toParent: nil)
        a.didMove(toParent: pager)
        // completion of pager.setViewControllers([a])
        // turn 5 ends
        """)
  }

  /// A container that is the delegate of the page view controller it holds
  /// reads the page shown through the method's first parameter
  /// (`pageViewController.viewControllers?.first`): the parameter is the
  /// page view controller, so the index it keeps after a swipe to `b` makes
  /// `next()` show `c`.
  func testAPageViewDelegatesFirstParameterIsThePageViewController() {
    assertTrace(
      """
      final class Pager: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
          let pageController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
          private let pages: [UIViewController]
          private var currentIndex = 0
          init(pages: [UIViewController]) {
              self.pages = pages
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
          override func viewDidLoad() {
              super.viewDidLoad()
              pageController.dataSource = self
              pageController.delegate = self
              addChild(pageController)
              view.addSubview(pageController.view)
              pageController.didMove(toParent: self)
              pageController.setViewControllers([pages[0]], direction: .forward, animated: false)
          }
          func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
              guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
              return pages[index - 1]
          }
          func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
              guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
              return pages[index + 1]
          }
          func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
              guard completed, let visible = pageViewController.viewControllers?.first,
                    let index = pages.firstIndex(of: visible) else { return }
              currentIndex = index
          }
          func next() {
              guard currentIndex + 1 < pages.count else { return }
              currentIndex += 1
              pageController.setViewControllers([pages[currentIndex]], direction: .forward, animated: false)
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let pager = Pager(pages: [a, b, c])
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pager.pageController.beginInteractiveSwipe(direction: .forward)
      pager.pageController.finishInteractiveSwipe()
      RunLoop.main.runUntilIdle()
      pager.next()
      """, profile: .ios17,
      equals: """
        pager.loadView()
        pager.viewDidLoad()
        pager.pageController.willMove(toParent: pager)
        pager.pageController.loadView()
        pager.pageController.viewDidLoad()
        pager.pageController.didMove(toParent: pager)
        a.willMove(toParent: pager.pageController)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pager.pageController)
        pager.viewWillAppear(false)
        pager.pageController.viewWillAppear(false)
        // turn 1 ends
        pager.viewIsAppearing(false)
        pager.pageController.viewIsAppearing(false)
        pager.viewDidAppear(false)
        pager.pageController.viewDidAppear(false)
        pager.pageController.viewControllerAfter(a)
        pager.pageController.viewControllerBefore(a)
        pager.pageController.willTransition(to: [b])
        b.willMove(toParent: pager.pageController)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
        b.viewIsAppearing(true)
        b.viewDidAppear(true)
        a.viewDidDisappear(true)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.didMove(toParent: pager.pageController)
        pager.pageController.didFinishAnimating(true, previousViewControllers: [a], transitionCompleted: true)
        pager.pageController.viewControllerAfter(b)
        // turn 2 ends
        c.willMove(toParent: pager.pageController)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        c.viewIsAppearing(false)
        c.viewDidAppear(false)
        b.viewDidDisappear(false)
        b.didMove(toParent: nil)
        c.didMove(toParent: pager.pageController)
        // turn 3 ends
        """)
  }

  /// The coordinator given through the initializer (`HomeViewController(
  /// coordinator: self)`, kept in a `let`): the same trace as when it is
  /// assigned to a property.
  func testACoordinatorGivenThroughTheInitializerIsCalledBack() throws {
    let given = """
      import UIKit


      final class AppCoordinator {
          let navigationController: UINavigationController
          private var childCoordinators: [AnyObject] = []

          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }

          func start() {
              let home = HomeViewController(coordinator: self)
              navigationController.setViewControllers([home], animated: false)
          }

          func showDetail(id: Int) {
              let detail = DetailViewController()
              detail.coordinator = self
              navigationController.pushViewController(detail, animated: true)
          }

          func showSettings() {
              let settings = UINavigationController(rootViewController: SettingsViewController())
              settings.modalPresentationStyle = .fullScreen
              navigationController.present(settings, animated: true, completion: nil)
          }

          func dismissSettings() {
              navigationController.dismiss(animated: true)
          }
      }

      final class HomeViewController: UIViewController {
          let coordinator: AppCoordinator
          init(coordinator: AppCoordinator) {
              self.coordinator = coordinator
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
          func didTapItem() { coordinator.showDetail(id: 1) }
      }

      final class DetailViewController: UIViewController {
          weak var coordinator: AppCoordinator?
      }

      final class SettingsViewController: UIViewController {}

      let nav = UINavigationController()
      let coordinator = AppCoordinator(navigationController: nav)
      coordinator.start()
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      (nav.topViewController as? HomeViewController)?.didTapItem()
      """
    let assigned = try Scenario(parsing: Self.coordinatorAssigned)
    let expected = assigned.run(profile: .ios17).events.traceLines(flags: false)
    XCTAssertTrue(expected.contains("detail.didMove(toParent: nav)"))
    assertTrace(given, profile: .ios17, equals: expected.joined(separator: "\n"))
  }

  /// A `String` enum's raw values are its cases' names, which the model
  /// does not read: `init(rawValue:)` is refused, saying so.
  func testAStringEnumsRawValuesAreRefusedWithTheReason() {
    let result = run(
      """
      enum Tab: String { case feed, profile }
      final class Tabs: UIViewController {
          func select(_ name: String) {
              guard let tab = Tab(rawValue: name) else { return }
          }
      }
      let tabs = Tabs()
      tabs.select("feed")
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.contains(
        "'Tab' has raw values other than its cases' positions (0, 1, 2, …), which the model "
          + "does not read"), result.standardError)
  }

  /// `switch` over an enum of the file, `guard … else { …; return }`, and
  /// state kept in properties across calls of the driver.
  func testSwitchOverAnEnumAndAGuardWithStatements() {
    assertTrace(
      """
      enum Side { case left, right }

      final class Drawer: UIViewController {
          private let main: UIViewController
          private var side: Side = .left
          private var isOpen = false
          init(main: UIViewController) {
              self.main = main
              super.init(nibName: nil, bundle: nil)
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(main)
              view.addSubview(main.view)
              main.didMove(toParent: self)
          }
          func toggle(_ menu: UIViewController) {
              guard !isOpen else {
                  close(menu)
                  return
              }
              switch side {
              case .left:
                  addChild(menu)
                  view.addSubview(menu.view)
                  menu.didMove(toParent: self)
              case .right:
                  break
              }
              isOpen = true
          }
          func close(_ menu: UIViewController) {
              menu.willMove(toParent: nil)
              menu.view.removeFromSuperview()
              menu.removeFromParent()
              isOpen = false
          }
      }

      let main = UIViewController()
      let menu = UIViewController()
      let drawer = Drawer(main: main)
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      drawer.toggle(menu)
      RunLoop.main.runUntilIdle()
      drawer.toggle(menu)
      """, profile: .ios17,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        main.willMove(toParent: drawer)
        main.loadView()
        main.viewDidLoad()
        main.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        main.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        main.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        main.viewDidAppear(false)
        menu.willMove(toParent: drawer)
        menu.loadView()
        menu.viewDidLoad()
        menu.viewWillAppear(false)
        menu.didMove(toParent: drawer)
        // turn 2 ends
        menu.viewIsAppearing(false)
        menu.viewDidAppear(false)
        menu.willMove(toParent: nil)
        menu.viewWillDisappear(false)
        menu.didMove(toParent: nil)
        // turn 3 ends
        menu.viewDidDisappear(false)
        """)
  }

  /// `children.forEach { $0… }` runs over a snapshot of the children; a
  /// method whose body is one `return` gives its value to a condition.
  func testForEachAndAMethodThatReturnsAValue() {
    assertTrace(
      """
      final class Container: UIViewController {
          func hasChildren() -> Bool { return !children.isEmpty }
          func removeAll() {
              guard hasChildren() else { return }
              children.forEach {
                  $0.willMove(toParent: nil)
                  $0.removeFromParent()
              }
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let container = Container()
      container.addChild(a)
      container.addChild(b)
      container.removeAll()
      container.removeAll()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: container)
        b.willMove(toParent: container)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        """)
  }

  /// A skipped statement still reads `c.view`, which loads the view, as
  /// Swift does (scenario language §6).
  func testASkippedStatementStillLoadsTheViewItReads() {
    assertTrace(
      """
      let c = UIViewController()
      func style(_ controller: UIViewController) {
          controller.view.backgroundColor = .red
      }
      style(c)
      """, profile: .ios17,
      equals: """
        c.loadView()
        c.viewDidLoad()
        """)
  }

  /// `x!` on nil stops the run at its line, as Swift traps.
  func testAForcedUnwrapOfNilStopsTheRun() {
    let result = run(
      """
      final class Holder: UIViewController {
          var shown: UIViewController?
          func hide() { shown!.view.removeFromSuperview() }
      }
      let holder = Holder()
      holder.hide()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:3:24: error: 'holder.shown' is nil: unexpectedly found nil while "
          + "unwrapping an Optional value"), result.standardError)
  }

  /// A condition that reads what the model does not model cannot be
  /// decided: a run that reaches it stops there (exit 1), naming what it
  /// reads; a call that does not reach it runs.
  func testAConditionThatReadsASkippedValueStopsTheRunThatReachesIt() {
    let result = run(
      """
      final class Holder: UIViewController {
          func check(_ deep: Bool) {
              _ = view
              if deep {
                  if view.frame == nil { view.removeFromSuperview() }
              }
          }
      }
      let holder = Holder()
      holder.check(false)
      holder.check(true)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "holder.loadView()\nholder.viewDidLoad()\n")
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:5:21: error: this condition reads what the model does not model "
          + "(frames are not modelled): keep the container's own state in a property and "
          + "test that"), result.standardError)
  }

  /// A loop over a list the model lacks whose body adds children (`for item
  /// in items { addChild(item.page) }`, or `items.forEach { … }`) stops the
  /// run, rather than drop those calls; one whose body only adds views is
  /// skipped with its note.
  func testALoopOverASkippedListThatAddsChildrenStopsTheRun() {
    let text = """
      final class Host: UIViewController {
          var items: [Item] = []
          var labels: [UILabel] = []
          func embedAll() {
              for label in labels { view.addSubview(label) }
              items.forEach { addChild($0.page) }
          }
      }
      let host = Host()
      host.embedAll()
      """
    let result = run(text)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:6:9: error: this loop runs over what the model does not model"),
      result.standardError)
    let views = run(text.replacingOccurrences(of: "items.forEach { addChild($0.page) }", with: ""))
    XCTAssertEqual(views.exitCode, 0, views.standardError)
  }

  /// `selectedIndex = sender.tag` in a tab bar controller's code: the
  /// switch it makes would be dropped, so the run stops there.
  func testAUIKitSelectionSetFromASkippedValueStopsTheRun() {
    let result = run(
      """
      final class Tabs: UITabBarController {
          @IBAction func tabTapped(_ sender: UIButton) {
              selectedIndex = sender.tag
          }
      }
      let tabs = Tabs()
      tabs.viewControllers = [UIViewController(), UIViewController()]
      tabs.tabTapped(UIButton())
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:3:32: error: this assignment of 'selectedIndex' reads what the model does \
        not model ('tag' is not modelled): the run stops here rather than go on without the \
        change it makes
        """), result.standardError)
  }

  /// `guard let current = currentIndex` over a value the model skips, whose
  /// way does its work through the bound name (a local computed from it,
  /// then a call that reads the local): the run stops there, rather than
  /// take the way for one that does nothing because what reads the name
  /// was skipped.
  func testABindingOfASkippedValueWhoseWayReadsTheNameStopsTheRun() {
    let result = run(
      """
      final class Pager: UIViewController {
          private var currentIndex: NSNumber?
          private var pages: [UIViewController] = []
          func show(_ index: Int) {
              guard let current = currentIndex else { return }
              let next = pages[index + current.intValue]
              addChild(next)
          }
      }
      let pager = Pager()
      pager.show(1)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:5:29: error: this condition reads what the model does not model (properties \
      of type 'NSNumber?' are not modelled): keep the container's own state in a property and \
      test that
              guard let current = currentIndex else { return }
                                  ^

      """)
  }

  /// `var currentIndex: Int?` is an integer or nil, as Swift's optional:
  /// nil until set, bound by `guard let`, compared with numbers and nil,
  /// defaulted by `??`, and given a list's `firstIndex(of:)`.
  func testAnOptionalIntegerPropertyIsAnIntegerOrNil() {
    assertTrace(
      """
      final class Pager: UIViewController {
          private var currentIndex: Int?
          private var pages: [UIViewController] = []
          func load(_ list: [UIViewController]) { pages = list }
          func show(_ index: Int) {
              guard currentIndex != index else { return }
              if let current = currentIndex {
                  pages[current].willMove(toParent: nil)
                  pages[current].removeFromParent()
              }
              addChild(pages[index])
              currentIndex = pages.firstIndex(of: pages[index])
          }
          func clear() {
              guard let current = currentIndex else { return }
              pages[current].willMove(toParent: nil)
              pages[current].removeFromParent()
              currentIndex = nil
          }
          func showNext() {
              show(((currentIndex ?? -1) + 1) % pages.count)
          }
      }
      let pager = Pager()
      let a = UIViewController()
      let b = UIViewController()
      pager.load([a, b])
      pager.showNext()
      pager.show(0)
      pager.showNext()
      pager.clear()
      pager.clear()
      pager.showNext()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: pager)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: pager)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.willMove(toParent: pager)
        """)
  }

  /// A containment call that reads what the model skips (`addChild(vc)`
  /// with `vc` read from a cell) stops the run there, rather than drop the
  /// callbacks it sends unseen; a view's animation over a skipped view
  /// (`UIView.transition(with: label, …)`) is only skipped.
  func testAContainmentCallThatReadsASkippedValueStopsTheRun() {
    let result = run(
      """
      final class Host: UIViewController {
          let label = UILabel()
          func embed(_ cell: UICollectionViewCell) {
              UIView.transition(with: label, duration: 0.3, options: [], animations: {})
              let vc = cell.contentViewController
              addChild(vc)
          }
      }
      let host = Host()
      host.embed(UICollectionViewCell())
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:2:9: note: skipped: 'UILabel' values are not modelled
      Drawer.swift:10:32: note: skipped: 'UICollectionViewCell' values are not modelled
      Drawer.swift:6:9: error: this call of 'addChild' reads what the model does not model \
      ('UICollectionViewCell' values are not modelled): the run stops here rather than go on \
      without the callbacks it sends; keep the controller in a property of the container, or \
      pass it as an argument
              addChild(vc)
              ^

      """)
  }

  /// A property set from what the model does not model
  /// (`selectedIndex = sender.tag`) holds no value the model knows: a run
  /// that reads it later stops there, naming where it was set, instead of
  /// reading its old value (which would pick the wrong child unseen); set
  /// again from what the model reads, it is read as usual.
  func testAPropertySetFromASkippedValueStopsTheRunThatReadsIt() {
    let result = run(
      """
      final class Tabs: UIViewController {
          var pages: [UIViewController] = []
          var selectedIndex = 0
          func tap(_ sender: UIButton) {
              selectedIndex = sender.tag
          }
          func select(_ index: Int) {
              selectedIndex = index
          }
          func show() {
              addChild(pages[selectedIndex])
          }
      }
      let tabs = Tabs()
      let a = UIViewController()
      let b = UIViewController()
      tabs.pages = [a, b]
      tabs.tap(UIButton())
      tabs.select(1)
      tabs.show()
      tabs.tap(UIButton())
      tabs.show()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "b.willMove(toParent: tabs)\n")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:5:32: note: skipped: 'tag' is not modelled
      Drawer.swift:18:18: note: skipped: 'UIButton' values are not modelled
      Drawer.swift:11:24: error: 'selectedIndex' was set at line 5 from what the model does not \
      model ('tag' is not modelled), and the run reads it here: keep the container's own state in \
      a property set from what the model reads (a number, a Boolean, a controller)
              addChild(pages[selectedIndex])
                             ^

      """)
  }

  /// A choice with a side that reads what the model does not model (a
  /// duration a struct computes) stops only the run that picks that side:
  /// not animated, the completion runs and the child gets its `didMove`;
  /// animated, the run stops at the choice, naming what it reads, instead
  /// of skipping the animation and its completion unseen (scenario language
  /// §6).
  func testAChoiceWithASideTheModelSkipsStopsOnlyTheRunThatPicksIt() {
    let result = run(
      """
      struct Style { var duration: TimeInterval { 0.3 } }
      final class Host: UIViewController {
          var style = Style()
          func show(_ child: UIViewController, animated: Bool) {
              addChild(child)
              let duration = animated ? style.duration : 0
              UIView.animate(withDuration: duration, animations: {}) { _ in
                  child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      host.show(a, animated: false)
      RunLoop.main.turn()
      host.show(b, animated: true)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      // turn 1 ends
      // main queue block
      a.didMove(toParent: host)
      b.willMove(toParent: host)

      """)
    XCTAssertTrue(
      result.standardError.hasSuffix(
        "Drawer.swift:6:35: error: this value reads what the model does not model ('Style' "
          + "values are not modelled), and the run needs it here: keep it in a property of the "
          + "container (a number, a Boolean, a controller) and read that\n"
          + "        let duration = animated ? style.duration : 0\n"
          + "                                  ^\n"), result.standardError)
  }

  /// An animation whose duration reads what the model does not model (a
  /// struct computes), and whose completion calls UIKit's containment, stops the run where it is
  /// called rather than be skipped with its completion: the child's
  /// `didMove` is not silently lost (scenario language §6).
  func testAnAnimationWhoseDurationTheModelSkipsStopsTheRunRatherThanDropItsCompletion() {
    let result = run(
      """
      struct Style { var duration: TimeInterval { 0.3 } }
      final class Host: UIViewController {
          var style = Style()
          func show(_ child: UIViewController) {
              addChild(child)
              UIView.animate(withDuration: style.duration, animations: {}) { _ in
                  child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      host.show(a)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "a.willMove(toParent: host)\n")
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:6:9: error: the duration of this call reads what the model does not "
          + "model ('Style' values are not modelled), and its closure calls UIKit's containment "
          + "or the file's methods, which wait for it: the run stops here rather than go on "
          + "without them; keep the duration in a property of the container (a number of "
          + "seconds) and pass that\n"), result.standardError)
  }

  /// An animation whose duration the model cannot read and whose closures
  /// call nothing the model follows is skipped with a note, as any
  /// statement that reads what is not modelled: the run goes on.
  func testAnAnimationOfNothingTheModelFollowsIsSkippedWhateverItsDuration() {
    let result = run(
      """
      struct Style { var duration: TimeInterval { 0.3 } }
      final class Host: UIViewController {
          var style = Style()
          func fade() {
              UIView.animate(withDuration: style.duration) { self.view.alpha = 0 }
              addChild(UIViewController())
          }
      }
      let host = Host()
      host.fade()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput, "viewController.willMove(toParent: host)\n// turn 1 ends\n")
    // Each construct skipped is noted once, at its first line: the property.
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:1:1: note: skipped: structs are not modelled
      Drawer.swift:3:9: note: skipped: 'Style' values are not modelled

      """)
  }

  /// A struct of settings (stored properties with literal values) kept in
  /// a property is read field by field: its durations as the values
  /// written, or as its memberwise initializer gives them; nothing is
  /// skipped (scenario language §6).
  func testAStructOfSettingsIsReadFieldByField() {
    let result = run(
      """
      struct Style {
          var duration: TimeInterval = 0.3
          var delay = 0.0
      }
      final class Host: UIViewController {
          var style = Style()
          private let slow = Style(duration: 1.5)
          func show(_ child: UIViewController, slowly: Bool) {
              addChild(child)
              let duration = slowly ? slow.duration : self.style.duration
              UIView.animate(withDuration: duration, delay: style.delay, animations: {}) { _ in
                  child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      host.show(a, slowly: false)
      host.show(b, slowly: true)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      b.willMove(toParent: host)
      // turn 1 ends
      // t = 0.3: UIView.animate(withDuration: 0.3) ends
      // completion of UIView.animate(withDuration: 0.3)
      a.didMove(toParent: host)
      // turn 2 ends
      // t = 1.5: UIView.animate(withDuration: 1.5) ends
      // completion of UIView.animate(withDuration: 1.5)
      b.didMove(toParent: host)
      // turn 3 ends

      """)
  }

  /// A duration or a delay kept in a property as a whole number (`var
  /// delay = 0.0`, which the expansion keeps as a variable) is read as a
  /// duration, as a literal is.
  func testADurationKeptAsAWholeNumberIsReadAsADuration() {
    let result = run(
      """
      final class Host: UIViewController {
          var delay = 0.0
          var duration = 1.0
          func show(_ child: UIViewController) {
              addChild(child)
              UIView.animate(withDuration: duration, delay: delay, animations: {}) { _ in
                  child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      host.show(a)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      // turn 1 ends
      // t = 1.0: UIView.animate(withDuration: 1.0) ends
      // completion of UIView.animate(withDuration: 1.0)
      a.didMove(toParent: host)
      // turn 2 ends

      """)
  }

  /// A stored property whose value reads what the model does not model is
  /// skipped with a note, and the instance is still made.
  ///
  /// `NotificationCenter.default`, `UIScreen.main.bounds.width`: the other
  /// properties and the methods work. `Type.init(…)` is `Type(…)`, as
  /// Swift reads it; literals joined are folded.
  func testAPropertyOfAnUnmodelledValueIsSkippedAndTheInstanceIsMade() {
    let result = run(
      """
      final class Host: UIViewController {
          private let center = NotificationCenter.default
          let width = UIScreen.main.bounds.width
          let formatter = DateFormatter.init()
          let title2 = "Menu " + "title"
          var shown = 1 + 1
          func show(_ child: UIViewController) {
              addChild(child)
              if shown == 2 { child.didMove(toParent: self) }
          }
      }
      let host = Host()
      let a = UIViewController.init()
      host.show(a)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      a.didMove(toParent: host)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:2:45: note: skipped: 'NotificationCenter' is not modelled
      Drawer.swift:3:38: note: skipped: frames are not modelled
      Drawer.swift:4:9: note: skipped: 'DateFormatter' values are not modelled

      """)
  }

  /// A generic type made with its arguments (`Set<AnyCancellable>()`) and
  /// a list of closures or observers are values the model does not keep:
  /// each property is skipped with a note, and the code that reads it
  /// (`completions.forEach { $0() }`) with it.
  func testGenericValuesAndListsOfClosuresAreSkipped() {
    let result = run(
      """
      final class Host: UIViewController {
          private var cancellables = Set<AnyCancellable>()
          private var observers: [NSObjectProtocol] = []
          var completions: [() -> Void] = []
          func show(_ child: UIViewController) {
              addChild(child)
              completions.forEach { $0() }
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      let a = UIViewController()
      host.show(a)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      a.didMove(toParent: host)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:2:17: note: skipped: 'Set' values are not modelled
      Drawer.swift:3:17: note: skipped: lists of strings, numbers and other values that change \
      are not modelled

      """)
  }

  /// A tab bar controller that is its own delegate: a user's tap asks its
  /// `tabBarController(_:shouldSelect:)`, which may refuse it (and present
  /// instead), and tells its `tabBarController(_:didSelect:)` after the
  /// switch; `selectedIndex` set in code asks neither.
  func testATabBarControllerThatIsItsOwnDelegateIsAskedOnATap() {
    let result = run(
      """
      final class Tabs: UITabBarController, UITabBarControllerDelegate {
          let home = UIViewController()
          let search = UINavigationController(rootViewController: UIViewController())
          let profile = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
              viewControllers = [home, search, profile]
          }
          func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
              if viewController === profile {
                  present(UIViewController(), animated: false)
                  return false
              }
              return true
          }
          func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
              if let nav = viewController as? UINavigationController {
                  nav.pushViewController(UIViewController(), animated: false)
              }
          }
      }
      let tabs = Tabs()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.selectedIndex = 2
      tabs.selectedIndex = 0
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 1)
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 2)
      """, ["trace", "--profile", "ios5"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      tabs.search.rootViewController.willMove(toParent: tabs.search)
      tabs.loadView()
      tabs.viewDidLoad()
      tabs.home.willMove(toParent: tabs)
      tabs.home.didMove(toParent: tabs)
      tabs.search.willMove(toParent: tabs)
      tabs.search.didMove(toParent: tabs)
      tabs.profile.willMove(toParent: tabs)
      tabs.profile.didMove(toParent: tabs)
      tabs.home.loadView()
      tabs.home.viewDidLoad()
      tabs.viewWillAppear(false)
      tabs.home.viewWillAppear(false)
      tabs.viewDidAppear(false)
      tabs.home.viewDidAppear(false)
      // turn 1 ends
      tabs.profile.loadView()
      tabs.profile.viewDidLoad()
      tabs.profile.viewWillAppear(false)
      tabs.home.viewWillDisappear(false)
      tabs.home.viewDidDisappear(false)
      tabs.profile.viewDidAppear(false)
      tabs.home.viewWillAppear(false)
      tabs.profile.viewWillDisappear(false)
      tabs.profile.viewDidDisappear(false)
      tabs.home.viewDidAppear(false)
      // turn 2 ends
      tabs.search.loadView()
      tabs.search.viewDidLoad()
      tabs.search.rootViewController.loadView()
      tabs.search.rootViewController.viewDidLoad()
      tabs.search.viewWillAppear(false)
      tabs.search.rootViewController.viewWillAppear(false)
      tabs.home.viewWillDisappear(false)
      tabs.home.viewDidDisappear(false)
      tabs.search.viewDidAppear(false)
      tabs.search.rootViewController.viewDidAppear(false)
      tabs.search.rootViewController.didMove(toParent: tabs.search)
      viewController.willMove(toParent: tabs.search)
      viewController.loadView()
      viewController.viewDidLoad()
      tabs.search.rootViewController.viewWillDisappear(false)
      viewController.viewWillAppear(false)
      tabs.search.rootViewController.viewDidDisappear(false)
      viewController.viewDidAppear(false)
      viewController.didMove(toParent: tabs.search)
      // turn 3 ends
      viewController_2.loadView()
      viewController_2.viewDidLoad()
      tabs.viewWillDisappear(false)
      tabs.search.viewWillDisappear(false)
      viewController.viewWillDisappear(false)
      viewController_2.viewWillAppear(false)
      // turn 4 ends
      // t = 0.0: tabs.present(viewController_2) ends
      viewController_2.viewDidAppear(false)
      tabs.viewDidDisappear(false)
      tabs.search.viewDidDisappear(false)
      viewController.viewDidDisappear(false)

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:7:9: note: a tab bar controller that is its own delegate: a tap asks its "
        + "tabBarController(_:shouldSelect:) and tells its tabBarController(_:didSelect:)\n")
  }

  /// A sheet's presentation controller bound by `if let` is the sheet's:
  /// its `delegate = self` wires the class's delegate methods, which run
  /// when the user pulls the sheet away (scenario language §8), and its
  /// `detents` are read as Swift writes them (`.medium()`).
  func testASheetControllerBoundByIfLetTakesItsDelegate() {
    let result = run(
      """
      final class Host: UIViewController, UISheetPresentationControllerDelegate {
          let sheetVC = UIViewController()
          var dismissedCount = 0
          func showSheet() {
              if let controller = sheetVC.sheetPresentationController {
                  controller.detents = [.medium(), .large()]
                  controller.delegate = self
              }
              present(sheetVC, animated: true)
          }
          func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
              dismissedCount += 1
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.showSheet()
      RunLoop.main.runUntilIdle()
      host.sheetVC.beginInteractiveDismiss()
      host.sheetVC.finishInteractiveDismiss()
      RunLoop.main.runUntilIdle()
      if host.dismissedCount == 1 { host.present(UIViewController(), animated: false) }
      """, ["trace", "--profile", "ios17"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardError, "")
    XCTAssertEqual(
      result.standardOutput,
      """
      host.loadView()
      host.viewDidLoad()
      host.viewWillAppear(false)
      // turn 1 ends
      host.viewIsAppearing(false)
      host.viewDidAppear(false)
      host.sheetVC.loadView()
      host.sheetVC.viewDidLoad()
      // turn 2 ends
      host.sheetVC.viewWillAppear(true)
      host.sheetVC.viewIsAppearing(true)
      // t = 0.5: host.present(host.sheetVC) ends
      host.sheetVC.viewDidAppear(true)
      // turn 3 ends
      host.presentationControllerShouldDismiss(host.sheetVC)
      host.presentationControllerWillDismiss(host.sheetVC)
      host.sheetVC.viewWillDisappear(true)
      host.sheetVC.viewDidDisappear(true)
      host.presentationControllerDidDismiss(host.sheetVC)
      // turn 4 ends
      viewController.loadView()
      viewController.viewDidLoad()
      // turn 5 ends
      viewController.viewWillAppear(false)
      viewController.viewIsAppearing(false)
      // t = 0.5: host.present(viewController) ends
      viewController.viewDidAppear(false)

      """)
  }

  /// `do { … } catch { … }`: the block runs, the `catch` block never does
  /// (the model throws no error), noted; `try`, `try?` and `try!` read
  /// their expression.
  func testADoBlockRunsAndItsCatchNeverDoes() {
    let result = run(
      """
      final class Host: UIViewController {
          func load(_ child: UIViewController) {
              do {
                  let data = try Data(contentsOf: URL(string: "x")!)
                  addChild(child)
              }
              catch {
                  child.removeFromParent()
              }
              let same = try! child
              same.didMove(toParent: self)
          }
      }
      let host = Host()
      let a = UIViewController()
      host.load(a)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: host)
      a.didMove(toParent: host)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:4:32: note: skipped: 'Data' values are not modelled
      Drawer.swift:7:9: note: skipped: errors are not modelled: a 'catch' block never runs

      """)
  }

  /// A struct's field that holds a controller given by name to its
  /// memberwise initializer is read as that controller.
  func testAStructFieldGivenAControllerIsThatController() {
    assertTrace(
      """
      struct Pages {
          let first: UIViewController
          let second: UIViewController
      }
      final class Pager: UIViewController {
          var pages = Pages(first: a, second: b)
          func showSecond() {
              addChild(pages.second)
              pages.second.didMove(toParent: self)
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let pager = Pager()
      pager.showSecond()
      """, profile: .ios17,
      equals: """
        b.willMove(toParent: pager)
        b.didMove(toParent: pager)
        // turn 1 ends
        """)
  }

  /// The idiom that tells a pop from a push over it: in the popped
  /// controller's `viewWillDisappear` and `viewDidDisappear`, its
  /// navigation controller's `viewControllers` no longer holds it, though
  /// it is still a child until the pop removes it (rule 5.1).
  func testThePoppedControllerIsNoLongerInTheStackWhenItDisappears() {
    assertTrace(
      """
      let marker = UIViewController()
      final class Detail: UIViewController {
          override func viewWillDisappear(_ animated: Bool) {
              super.viewWillDisappear(animated)
              if navigationController?.viewControllers.contains(self) == false {
                  marker.willMove(toParent: nil)
              }
          }
          override func viewDidDisappear(_ animated: Bool) {
              super.viewDidDisappear(animated)
              if navigationController?.viewControllers.contains(self) == false, parent != nil {
                  marker.didMove(toParent: nil)
              }
          }
      }
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let detail = Detail()
      let cover = UIViewController()
      nav.pushViewController(detail, animated: false)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(cover, animated: false)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: false)
      nav.popViewController(animated: false)
      RunLoop.main.runUntilIdle()
      """, profile: .ios5,
      equals: """
        root.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        nav.viewWillAppear(false)
        root.viewWillAppear(false)
        nav.viewDidAppear(false)
        root.viewDidAppear(false)
        root.didMove(toParent: nav)
        // turn 1 ends
        detail.willMove(toParent: nav)
        detail.loadView()
        detail.viewDidLoad()
        root.viewWillDisappear(false)
        detail.viewWillAppear(false)
        root.viewDidDisappear(false)
        detail.viewDidAppear(false)
        detail.didMove(toParent: nav)
        // turn 2 ends
        cover.willMove(toParent: nav)
        cover.loadView()
        cover.viewDidLoad()
        detail.viewWillDisappear(false)
        cover.viewWillAppear(false)
        detail.viewDidDisappear(false)
        cover.viewDidAppear(false)
        cover.didMove(toParent: nav)
        // turn 3 ends
        cover.willMove(toParent: nil)
        cover.viewWillDisappear(false)
        detail.viewWillAppear(false)
        cover.viewDidDisappear(false)
        cover.didMove(toParent: nil)
        detail.viewDidAppear(false)
        detail.willMove(toParent: nil)
        detail.viewWillDisappear(false)
        marker.willMove(toParent: nil)
        root.viewWillAppear(false)
        detail.viewDidDisappear(false)
        marker.didMove(toParent: nil)
        detail.didMove(toParent: nil)
        root.viewDidAppear(false)
        // turn 4 ends
        """)
  }

  /// A Boolean, a whole number or a case of the file's enums in a struct
  /// kept in a property is a variable of its own, which the class's code
  /// and the driver change and test; changing a duration in it is skipped
  /// with a note, as for a class's own property (scenario language §6).
  func testAStructFieldThatIsABooleanANumberOrACaseIsAVariable() {
    let result = run(
      """
      enum Side { case left, right }
      struct State {
          var isOpen = false
          var count: Int = 0
          var side: Side = .left
          var duration: TimeInterval = 0.25
      }
      final class Drawer: UIViewController {
          var state = State()
          func toggle(_ menu: UIViewController) {
              if state.isOpen {
                  menu.willMove(toParent: nil)
                  menu.removeFromParent()
                  state.isOpen = false
              } else {
                  addChild(menu)
                  menu.didMove(toParent: self)
                  state.isOpen = true
                  state.count += 1
                  state.side = .right
              }
          }
      }
      let drawer = Drawer()
      let menu = UIViewController()
      drawer.toggle(menu)
      drawer.toggle(menu)
      if drawer.state.count == 1 && drawer.state.side == .right { drawer.toggle(menu) }
      drawer.state.duration = 1
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      menu.willMove(toParent: drawer)
      menu.didMove(toParent: drawer)
      menu.willMove(toParent: nil)
      menu.didMove(toParent: nil)
      menu.willMove(toParent: drawer)
      menu.didMove(toParent: drawer)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:29:1: note: skipped: durations and strings in a struct keep their first "
        + "value: changing one is not modelled\n")
  }

  /// A struct read whole (copied, passed) is skipped with a note; a
  /// memberwise initializer given a field the struct lacks is an error
  /// that names it.
  func testAStructIsReadFieldByFieldOnly() {
    let copied = run(
      """
      struct Style { var duration = 0.3 }
      final class Host: UIViewController {
          var style = Style()
          func keep() {
              let copy = style
              addChild(UIViewController())
          }
      }
      let host = Host()
      host.keep()
      """)
    XCTAssertEqual(copied.exitCode, 0, copied.standardError)
    XCTAssertEqual(
      copied.standardOutput, "viewController.willMove(toParent: host)\n// turn 1 ends\n")
    XCTAssertEqual(
      copied.standardError,
      "Drawer.swift:5:20: note: skipped: 'Style' values are read field by field only\n")
    let misnamed = run(
      """
      struct Style { var duration = 0.3 }
      final class Host: UIViewController {
          var style = Style(speed: 2)
      }
      let host = Host()
      """)
    XCTAssertEqual(misnamed.exitCode, 65)
    XCTAssertTrue(
      misnamed.standardError.hasPrefix(
        "Drawer.swift:3:30: error: 'Style' has no field 'speed' for its memberwise initializer"),
      misnamed.standardError)
  }

  /// Swift the language does not accept gets an error that names the
  /// construct and says what to do.
  func testSwiftTheExpansionDoesNotAcceptSaysWhatToDo() {
    let cases: [(String, String)] = [
      ("class Box<T>: UIViewController {}\n", "1:10: error: generic classes are not accepted"),
      (
        "class A: UIViewController {\n  func load() async {}\n}\n",
        "2:15: error: 'async' functions are not accepted"
      ),
      (
        "protocol P { func f() }\nfunc f() {}\n",
        "1:1: error: protocols with requirements are not accepted"
      ),
      (
        "class A: UIViewController {\n  @Published var x = 0\n}\n",
        "2:3: error: property wrappers other than @IBOutlet are not accepted"
      ),
      (
        "extension Other { func f() {} }\nclass A: UIViewController {}\n",
        "1:1: error: only extensions of a class declared in the file are accepted"
      ),
      (
        "extension UIViewController { func add(_ c: UIViewController) {} }\n",
        "1:1: error: only extensions of a class declared in the file are accepted (scenario "
          + "language §6): 'UIViewController' is not one: write its methods as functions taking "
          + "the controller, as in 'func add(_ child: UIViewController, to parent: "
          + "UIViewController)', or in the class that calls them"
      ),
      (
        // A controller class other than the four (a view class is skipped).
        "class A: UITableViewController {}\n",
        "1:1: error: 'UITableViewController' is not a superclass the model knows"
      ),
      (
        // Of several faulty classes, the first in the file, on every run
        // (they were taken in a dictionary's order).
        (1...8).map { "class A\($0): Missing\($0) {}\n" }.joined(),
        "1:1: error: 'Missing1' is not a superclass the model knows"
      ),
      (
        "class A: UIViewController {\n  func f() {\n",
        "2:12: error: this '{' is never closed"
      ),
    ]
    for (text, expected) in cases {
      let result = run(text)
      XCTAssertEqual(result.exitCode, 65, text)
      XCTAssertTrue(
        result.standardError.hasPrefix("Drawer.swift:" + expected), result.standardError)
    }
  }

  /// `UIView.transition(from:to:duration:options:completion:)` moves the two
  /// views at its start, as an animations block does, and completes after
  /// its duration: the same callbacks as its translation by hand.
  func testTransitionFromToMovesTheViewsAsAnAnimationsBlockInEveryProfile() throws {
    let setup = """
      let a = UIViewController()
      let b = UIViewController()
      let s = UIViewController()
      s.addChild(a)
      s.view.addSubview(a.view)
      a.didMove(toParent: s)
      window.rootViewController = s
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      a.willMove(toParent: nil)
      s.addChild(b)

      """
    let pasted = try Scenario(
      parsing: setup + """
        func swap(_ old: UIViewController, _ next: UIViewController, in parent: UIViewController) {
            UIView.transition(from: old.view, to: next.view, duration: 0.3, options: .transitionCrossDissolve) { _ in
                old.removeFromParent()
                next.didMove(toParent: parent)
            }
        }
        swap(a, b, in: s)
        """)
    let byHand = try Scenario(
      parsing: setup + """
        UIView.animate(withDuration: 0.3, animations: {
            a.view.removeFromSuperview()
            s.view.addSubview(b.view)
        }, completion: { _ in
            a.removeFromParent()
            b.didMove(toParent: s)
        })
        """)
    for profile in Profile.presets {
      let expected = byHand.run(profile: profile).events.traceLines(flags: false)
      XCTAssertTrue(expected.contains("b.didMove(toParent: s)"))
      assertTrace(pasted.run(profile: profile).events, expected.joined(separator: "\n"))
    }
  }

  /// `didSet` runs when the property is assigned, with `oldValue`; a list
  /// property changes with `append`.
  func testObserversRunOnAssignmentAndListsChange() {
    assertTrace(
      """
      final class Pager: UIViewController {
          var pages: [UIViewController] = []
          var selected: UIViewController? {
              didSet {
                  oldValue?.view.removeFromSuperview()
                  if let selected = selected { view.addSubview(selected.view) }
              }
          }
          func add(_ page: UIViewController) {
              addChild(page)
              pages.append(page)
              page.didMove(toParent: self)
          }
          func select(at index: Int) {
              guard index < pages.count else { return }
              selected = pages[index]
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let pager = Pager()
      pager.add(a)
      pager.add(b)
      pager.select(at: 0)
      pager.select(at: 1)
      pager.select(at: 2)
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: pager)
        a.didMove(toParent: pager)
        b.willMove(toParent: pager)
        b.didMove(toParent: pager)
        pager.loadView()
        pager.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
        """)
  }

  /// An observed property assigned inside a cross-dissolve's animations
  /// block: its `didSet` runs there, and the block is read as the block it
  /// is, not as a completion's `{ finished in … }`.
  func testAnObserverRunsInsideAnAnimationsBlock() {
    assertTrace(
      """
      class Host: UIViewController {
          var content: UIViewController? {
              didSet {
                  guard let controller = content else { return }
                  addChild(controller)
                  view.addSubview(controller.view)
                  controller.didMove(toParent: self)
              }
          }
          func swap(to controller: UIViewController) {
              UIView.transition(with: view, duration: 0.5, options: .transitionCrossDissolve, animations: {
                  self.content = controller
              }, completion: nil)
          }
      }
      let main = UIViewController()
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.swap(to: main)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        main.willMove(toParent: host)
        main.loadView()
        main.viewDidLoad()
        main.viewWillAppear(false)
        main.didMove(toParent: host)
        // turn 2 ends
        main.viewIsAppearing(false)
        // t = 0.5: UIView.animate(withDuration: 0.5) ends
        // turn 3 ends
        main.viewDidAppear(false)
        """)
  }

  /// `fatalError` stops the run at its line with exit 1, as Swift traps.
  func testAFatalErrorStopsTheRunAtItsLine() {
    let result = run(
      """
      func select(_ index: Int) {
          guard index < 1 else { fatalError("no page") }
      }
      select(0)
      select(2)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.hasPrefix("Drawer.swift:2:28: error: Fatal error: no page"),
      result.standardError)
  }

  /// `as?` to UIKit's classes reads the controller's class; `for (i, c) in
  /// list.enumerated()` binds the index and the element; `is` tests.
  func testCastsAndAnEnumeratedLoop() {
    assertTrace(
      """
      final class Tabs: UITabBarController {
          func popAll() {
              for (index, child) in children.enumerated() {
                  if let nav = child as? UINavigationController, index > 0 {
                      nav.popToRootViewController(animated: false)
                  } else if child is UINavigationController {
                      child.view.removeFromSuperview()
                  }
              }
          }
      }
      let root1 = UIViewController()
      let root2 = UIViewController()
      let top = UIViewController()
      let first = UINavigationController(rootViewController: root1)
      let second = UINavigationController(rootViewController: root2)
      let tabs = Tabs()
      tabs.setViewControllers([first, second], animated: false)
      second.pushViewController(top, animated: false)
      tabs.popAll()
      """, profile: .ios17,
      equals: """
        root1.willMove(toParent: first)
        root2.willMove(toParent: second)
        first.willMove(toParent: tabs)
        first.didMove(toParent: tabs)
        second.willMove(toParent: tabs)
        second.didMove(toParent: tabs)
        top.willMove(toParent: second)
        root2.didMove(toParent: second)
        first.loadView()
        first.viewDidLoad()
        root1.loadView()
        root1.viewDidLoad()
        top.willMove(toParent: nil)
        top.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// A member of UIKit the model does not know is skipped with a note; a
  /// method of the file's own class written wrong is a mistake, with the
  /// method it may mean.
  func testUnknownUIKitMembersAreSkippedAndAMisspelledMethodIsSuggested() {
    let skipped = run(
      """
      final class Pager: UIViewController {
          func setUp() {
              view.clipsToBounds = true
              view.accessibilityViewIsModal = true
              view.setContentHuggingPriority(.required, for: .vertical)
          }
      }
      let pager = Pager()
      pager.setUp()
      """)
    XCTAssertEqual(skipped.exitCode, 0)
    XCTAssertEqual(
      skipped.standardError,
      """
      Drawer.swift:3:14: note: skipped: constraints and autoresizing are not modelled
      Drawer.swift:4:14: note: skipped: 'accessibilityViewIsModal' is not modelled
      Drawer.swift:5:14: note: skipped: 'setContentHuggingPriority' is not modelled

      """)
    let misspelled = run(
      """
      final class Pager: UIViewController {
          func selectPage(_ index: Int) {}
      }
      let pager = Pager()
      pager.selectPgae(1)
      """)
    XCTAssertEqual(misspelled.exitCode, 65)
    XCTAssertTrue(
      misspelled.standardError.hasPrefix(
        "Drawer.swift:5:7: error: 'Pager' has no method 'selectPgae' (did you mean "
          + "'selectPage'?)"), misspelled.standardError)
    let property = run(
      """
      final class Drawer: UIViewController {
          var isOpen = false
          func toggle() {
              if isOpn { view.removeFromSuperview() }
          }
      }
      let drawer = Drawer()
      drawer.toggle()
      """)
    XCTAssertEqual(property.exitCode, 65)
    XCTAssertTrue(
      property.standardError.hasPrefix(
        "Drawer.swift:4:12: error: 'Drawer' has no member 'isOpn' (did you mean 'isOpen'?)"),
      property.standardError)
    // A name of the driver is no misspelling of a property, however close.
    let driverName = run(
      """
      let menu = UIViewController()
      final class Drawer: UIViewController {
          var menus = 0
          func toggle() { menu.view.removeFromSuperview() }
      }
      let drawer = Drawer()
      drawer.toggle()
      """)
    XCTAssertEqual(driverName.exitCode, 0, driverName.standardError)
  }

  /// A controller a method makes is named after the local that holds it,
  /// `_2` for the second of that name; one a property holds after the
  /// property (`host.menu`).
  func testControllersMadeInsideMethodsAreNamedAfterWhatHoldsThem() {
    assertTrace(
      """
      final class Host: UIViewController {
          var menu: UIViewController?
          func addPlaceholder() {
              let placeholder = UIViewController()
              addChild(placeholder)
              placeholder.didMove(toParent: self)
          }
          func openMenu() {
              if menu == nil { menu = UIViewController() }
              guard let menu = menu else { return }
              addChild(menu)
              menu.didMove(toParent: self)
          }
          func showDetail(_ content: UIViewController) {
              let nav = UINavigationController(rootViewController: content)
              addChild(nav)
          }
      }
      let detail = UIViewController()
      let host = Host()
      host.addPlaceholder()
      host.addPlaceholder()
      host.openMenu()
      host.showDetail(detail)
      """, profile: .ios17,
      equals: """
        placeholder.willMove(toParent: host)
        placeholder.didMove(toParent: host)
        placeholder_2.willMove(toParent: host)
        placeholder_2.didMove(toParent: host)
        host.menu.willMove(toParent: host)
        host.menu.didMove(toParent: host)
        detail.willMove(toParent: nav)
        nav.willMove(toParent: host)
        """)
  }

  /// The "Writing scenarios" article's first example runs as its text
  /// says, and its table names every member the expansion skips, with the
  /// note the command prints.
  func testTheArticlesExampleRunsAndItsTableListsEverySkippedMember() throws {
    let article = try PackageFiles.text("Sources/Containment/Documentation.docc/Scenarios.md")
    let start = try XCTUnwrap(article.range(of: "```swift\n"))
    let end = try XCTUnwrap(article.range(of: "```", range: start.upperBound..<article.endIndex))
    let example = try Scenario(parsing: String(article[start.upperBound..<end.lowerBound]))
    let lines = example.run(profile: .ios17).events.traceLines(flags: false)
    XCTAssertEqual(
      Array(lines.suffix(4)),
      [
        "// completion of UIView.animate(withDuration: 0.3)", "menu.viewDidAppear(true)",
        "menu.didMove(toParent: drawer)", "// turn 3 ends",
      ])
    for (member, note) in SkippedMembers.all {
      let row = article.split(separator: "\n").first { $0.hasPrefix("| \(note) |") }
      let listed = row.map {
        $0.contains("`\(member)`") || member.hasSuffix("Anchor") && $0.contains("the anchors")
      }
      XCTAssertTrue(
        listed == true || (row == nil && note == "'\(member)' is not modelled"),
        "\(member): \(note)")
    }
  }

  /// `while` and `repeat … while` run as long as their condition holds;
  /// a local `var` the method changes keeps its value across the loop.
  func testWhileLoopsAndALocalThatChanges() {
    assertTrace(
      """
      final class Stack: UIViewController {
          func popAll() {
              var removed = 0
              while !children.isEmpty {
                  let last = children.last!
                  last.willMove(toParent: nil)
                  last.removeFromParent()
                  removed += 1
              }
              repeat {
                  removed -= 1
              } while removed > 0
              if removed == 0 { view.removeFromSuperview() }
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let s = Stack()
      s.addChild(a)
      s.addChild(b)
      s.popAll()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: s)
        b.willMove(toParent: s)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        s.loadView()
        s.viewDidLoad()
        """)
  }

  /// A local `var` read from UIKit's members without a written type
  /// (`var stack = viewControllers`, `var index = selectedIndex`, `var shown
  /// = topViewController`) has the type the member has: a list, an
  /// integer, an optional controller, changed as Swift changes them.
  func testALocalThatChangesTakesTheTypeOfTheMemberItIsReadFrom() {
    assertTrace(
      """
      final class Nav: UINavigationController {
          func replaceTop(with next: UIViewController) {
              var stack = viewControllers
              var index = stack.count
              var shown = topViewController
              stack.removeLast()
              stack.append(next)
              index -= 1
              shown = stack[index]
              if shown === next { setViewControllers(stack, animated: false) }
          }
      }
      let root = UIViewController()
      let a = UIViewController()
      let b = UIViewController()
      let nav = Nav(rootViewController: root)
      nav.pushViewController(a, animated: false)
      nav.replaceTop(with: b)
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: nav)
        a.willMove(toParent: nav)
        root.didMove(toParent: nav)
        b.willMove(toParent: nav)
        a.didMove(toParent: nav)
        """)
  }

  /// A `while` that never ends is stopped by the run's budget of
  /// statements, at the loop's line.
  func testAWhileThatNeverEndsIsStoppedByTheBudget() throws {
    let scenario = try Scenario(
      parsing: """
        func spin() {
            while true { }
        }
        spin()
        """)
    let run = scenario.run(profile: .ios17, maximumSteps: 1_000)
    XCTAssertEqual(run.failure?.line, 2)
    XCTAssertEqual(
      run.failure?.message.hasPrefix("the scenario's code ran more than 1000 steps"), true,
      run.failure?.message ?? "")
  }

  /// A property animator's completion binds its position, `.end`, as the
  /// model runs an animator to its end: `if position == .end` holds, and
  /// `!= .end` does not, whether the completion is added or given to
  /// `runningPropertyAnimator`.
  func testAPropertyAnimatorsCompletionSeesThePositionEnd() {
    assertTrace(
      """
      final class Host: UIViewController {
          func show(_ child: UIViewController) {
              addChild(child)
              let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) {}
              animator.addCompletion { position in
                  guard position != .end else {
                      child.didMove(toParent: self)
                      return
                  }
                  child.removeFromParent()
              }
              animator.startAnimation()
          }
          func hide(_ child: UIViewController) {
              child.willMove(toParent: nil)
              UIViewPropertyAnimator.runningPropertyAnimator(
                  withDuration: 0.2, delay: 0, options: [], animations: {}
              ) { position in
                  if position == .end { child.removeFromParent() }
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      host.show(a)
      RunLoop.main.runUntilIdle()
      host.hide(a)
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        // turn 1 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        a.didMove(toParent: host)
        // turn 2 ends
        a.willMove(toParent: nil)
        // turn 3 ends
        // t = 0.5: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        a.didMove(toParent: nil)
        // turn 4 ends
        """)
  }

  /// A `UIViewPropertyAnimator` a method makes runs as a view animation of
  /// its duration when it starts, its completions after it, as
  /// `UIView.animate` does; `runningPropertyAnimator` starts at once.
  func testPropertyAnimatorsRunAsViewAnimations() {
    assertTrace(
      """
      final class Sheet: UIViewController {
          private var content: UIViewController?
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          func show(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              child.beginAppearanceTransition(true, animated: true)
              let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8) {
                  child.view.alpha = 1
              }
              animator.addCompletion { position in
                  child.endAppearanceTransition()
                  child.didMove(toParent: self)
              }
              animator.startAnimation()
              content = child
          }
          func hide() {
              guard let child = content else { return }
              child.willMove(toParent: nil)
              child.beginAppearanceTransition(false, animated: true)
              UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: {
                  child.view.alpha = 0
              }, completion: { _ in
                  child.view.removeFromSuperview()
                  child.endAppearanceTransition()
                  child.removeFromParent()
              })
          }
      }
      let card = UIViewController()
      let sheet = Sheet()
      window.rootViewController = sheet
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      sheet.show(card)
      RunLoop.main.runUntilIdle()
      sheet.hide()
      """, profile: .ios5,
      equals: """
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.viewWillAppear(false)
        sheet.viewDidAppear(false)
        // turn 1 ends
        card.willMove(toParent: sheet)
        card.loadView()
        card.viewDidLoad()
        card.viewWillAppear(true)
        // turn 2 ends
        // t = 0.4: UIView.animate(withDuration: 0.4) ends
        // completion of UIView.animate(withDuration: 0.4)
        card.viewDidAppear(true)
        card.didMove(toParent: sheet)
        // turn 3 ends
        card.willMove(toParent: nil)
        card.viewWillDisappear(true)
        // turn 4 ends
        // t = 0.6: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        card.viewDidDisappear(true)
        card.didMove(toParent: nil)
        // turn 5 ends
        """)
  }

  /// A `lazy var` made by a closure that makes and returns one object is
  /// that object, named after the property, with the closure's other
  /// statements run on it.
  func testALazyPropertyMadeByAClosure() {
    assertTrace(
      """
      final class Host: UIViewController {
          private lazy var overlay: UIView = {
              let view = UIView()
              view.backgroundColor = .black
              return view
          }()
          private lazy var pages: UIPageViewController = {
              let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
              controller.isDoubleSided = false
              return controller
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(overlay)
              addChild(pages)
              overlay.addSubview(pages.view)
              pages.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """, profile: .ios7,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.pages.willMove(toParent: host)
        host.pages.loadView()
        host.pages.viewDidLoad()
        host.pages.didMove(toParent: host)
        host.viewWillAppear(false)
        host.pages.viewWillAppear(false)
        // turn 1 ends
        host.viewDidAppear(false)
        host.pages.viewDidAppear(false)
        """)
  }

  /// A trailing closure on a call given as an argument is that call's last
  /// argument, as Swift reads it: an alert's action with its handler is
  /// accepted, skipped with the alert, and the note says that the handler,
  /// which calls the file's method, does not run.
  func testATrailingClosureOnACallGivenAsAnArgumentIsItsLastArgument() {
    let result = run(
      """
      final class Screen: UIViewController {
          func confirm() {
              let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
              alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
              alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                  self?.clear()
              })
              present(alert, animated: true)
          }
          func clear() {
              for child in children { child.removeFromParent() }
          }
      }
      let screen = Screen()
      screen.confirm()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:3:38: note: skipped: 'UIAlertController' values are not modelled
      Drawer.swift:5:9: note: skipped: 'UIAlertController' values are not modelled; the code in \
      its closure does not run

      """)
  }

  /// A duration the model cannot read (one of UIKit's constants) is an
  /// error that says what to write: when the completion runs depends on it.
  func testADurationTheModelCannotReadSaysWhatToWrite() {
    let result = run(
      """
      final class Host: UIViewController {
          func fade() {
              UIView.animate(withDuration: UINavigationController.hideShowBarDuration, animations: {
                  self.view.alpha = 1
              })
          }
      }
      let host = Host()
      host.fade()
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:3:61: error: expected a duration in seconds written as a number (0.3), "
          + "or a variable that holds one"), result.standardError)
  }

  /// A property kept as its literal (a string, a number that is not an
  /// integer) is not changed by an assignment, and the note says which kind
  /// it is.
  func testAnAssignmentToAPropertyKeptAsItsLiteralNamesItsKind() {
    let result = run(
      """
      final class Pane: UIViewController {
          var caption = "a"
          var ratio = 0.5
          func update() {
              caption = "b"
              ratio = 0.75
          }
      }
      let pane = Pane()
      pane.update()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:5:9: note: skipped: strings keep their first value: changing one is not \
      modelled
      Drawer.swift:6:9: note: skipped: numbers that are not integers keep their first value: \
      changing one is not modelled

      """)
  }

  /// An initializer given a value the model does not read still makes its
  /// instance.
  ///
  /// Given a controller's `title`, the property it assigns is skipped, not
  /// the statement that makes the instance, nor the method around it, whose
  /// child is added as Swift adds it. A condition that reads the property
  /// stops the run there.
  func testAnInitializerGivenAValueTheModelSkipsStillMakesItsInstance() {
    let text = """
      final class Child: UIViewController {
          let message: String
          init(message: String) {
              self.message = message
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
      }
      final class Host: UIViewController {
          func display(_ text: String) {
              let child = Child(message: text)
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
              if child.message == "" { child.removeFromParent() }
          }
      }
      let host = Host()
      host.display(host.title)
      """
    let result = run(text)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardOutput,
      """
      child.willMove(toParent: host)
      host.loadView()
      host.viewDidLoad()
      child.loadView()
      child.viewDidLoad()
      child.didMove(toParent: host)

      """)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:19:19: note: skipped: 'title' is not modelled"), result.standardError)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:15:18: error: this condition reads what the model does not model "
          + "('title' is not modelled)"), result.standardError)
  }

  /// A `lazy var` whose closure declares its object with `var` is made as
  /// with `let`.
  ///
  /// A widely copied segmented-control tutorial writes it so: the closure's
  /// call that adds the child runs where the property is first read, inside
  /// the call that reads it. The switch adds the child shown first twice,
  /// so it gets `didMove(toParent:)` twice.
  func testALazyPropertyWhoseClosureDeclaresItsObjectWithVar() {
    assertTrace(
      """
      final class Master: UIViewController {
          var showsSummary = true
          private lazy var summary: UIViewController = {
              var viewController = UIViewController()
              self.add(asChildViewController: viewController)
              return viewController
          }()
          private lazy var sessions: UIViewController = {
              var viewController = UIViewController()
              self.add(asChildViewController: viewController)
              return viewController
          }()
          override func viewDidLoad() {
              super.viewDidLoad()
              updateView()
          }
          func selectionDidChange() {
              showsSummary.toggle()
              updateView()
          }
          private func updateView() {
              if showsSummary {
                  remove(asChildViewController: sessions)
                  add(asChildViewController: summary)
              } else {
                  remove(asChildViewController: summary)
                  add(asChildViewController: sessions)
              }
          }
          private func add(asChildViewController viewController: UIViewController) {
              addChild(viewController)
              view.addSubview(viewController.view)
              viewController.didMove(toParent: self)
          }
          private func remove(asChildViewController viewController: UIViewController) {
              viewController.willMove(toParent: nil)
              viewController.view.removeFromSuperview()
              viewController.removeFromParent()
          }
      }
      let master = Master()
      window.rootViewController = master
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      master.selectionDidChange()
      """, profile: .ios17,
      equals: """
        master.loadView()
        master.viewDidLoad()
        master.sessions.willMove(toParent: master)
        master.sessions.loadView()
        master.sessions.viewDidLoad()
        master.sessions.didMove(toParent: master)
        master.sessions.willMove(toParent: nil)
        master.sessions.didMove(toParent: nil)
        master.summary.willMove(toParent: master)
        master.summary.loadView()
        master.summary.viewDidLoad()
        master.summary.didMove(toParent: master)
        master.summary.didMove(toParent: master)
        master.viewWillAppear(false)
        master.summary.viewWillAppear(false)
        // turn 1 ends
        master.viewIsAppearing(false)
        master.summary.viewIsAppearing(false)
        master.viewDidAppear(false)
        master.summary.viewDidAppear(false)
        master.summary.willMove(toParent: nil)
        master.summary.viewWillDisappear(false)
        master.summary.didMove(toParent: nil)
        master.sessions.willMove(toParent: master)
        master.sessions.viewWillAppear(false)
        master.sessions.didMove(toParent: master)
        // turn 2 ends
        master.sessions.viewIsAppearing(false)
        master.summary.viewDidDisappear(false)
        master.sessions.viewDidAppear(false)
        """)
  }

  /// A method whose body returns a value through `guard`, `if` and locals
  /// gives that value to its caller; `firstIndex(of:)` finds a page or nil.
  func testAMethodThatReturnsThroughGuardsAndFirstIndex() {
    assertTrace(
      """
      final class Pager: UIViewController {
          var pages: [UIViewController] = []
          var current: UIViewController?
          func page(after page: UIViewController) -> UIViewController? {
              guard let index = pages.firstIndex(of: page) else { return nil }
              let next = index + 1
              if next >= pages.count { return nil }
              return pages[next]
          }
          func showNext() {
              guard let current = current, let next = page(after: current) else { return }
              current.view.removeFromSuperview()
              view.addSubview(next.view)
              self.current = next
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let pager = Pager()
      pager.pages = [a, b]
      pager.current = a
      pager.view.addSubview(a.view)
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pager.showNext()
      RunLoop.main.runUntilIdle()
      pager.showNext()
      """, profile: .ios17,
      equals: """
        pager.loadView()
        pager.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        pager.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        pager.viewIsAppearing(false)
        a.viewIsAppearing(false)
        pager.viewDidAppear(false)
        a.viewDidAppear(false)
        a.viewWillDisappear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        // turn 2 ends
        b.viewIsAppearing(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        """)
  }

  /// A convenience initializer's `self.init(…)` runs the initializer it
  /// names there; a navigation subclass's `super.init(rootViewController:)`
  /// sets its root; static constants and a namespace of constants are read
  /// as written, and numbers are added as Swift adds them.
  func testInitializerDelegationAndStaticConstants() {
    assertTrace(
      """
      private enum Constants {
          static let duration: TimeInterval = 0.4
      }
      struct Settings {
          var width: CGFloat = 280
      }
      final class Holder: UIViewController {
          static let fade = 0.2
          private let pages: [UIViewController]
          init(pages: [UIViewController]) {
              self.pages = pages
              super.init(nibName: nil, bundle: nil)
          }
          convenience init(page: UIViewController) {
              self.init(pages: [page])
              addChild(page)
          }
          required init?(coder: NSCoder) { fatalError() }
          func show() {
              for page in pages { view.addSubview(page.view) }
              UIView.animate(withDuration: Constants.duration + Self.fade, animations: {}) { _ in
                  self.pages[0].didMove(toParent: self)
              }
          }
      }
      final class Nav: UINavigationController {
          init(root: UIViewController) {
              super.init(rootViewController: root)
          }
      }
      let a = UIViewController()
      let holder = Holder(page: a)
      let nav = Nav(root: holder)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      holder.show()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: holder)
        holder.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        holder.loadView()
        holder.viewDidLoad()
        nav.viewWillAppear(false)
        holder.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        holder.viewIsAppearing(false)
        nav.viewDidAppear(false)
        holder.viewDidAppear(false)
        holder.didMove(toParent: nav)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        // turn 2 ends
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        // t = 0.6: UIView.animate(withDuration: 0.6) ends
        // completion of UIView.animate(withDuration: 0.6)
        a.didMove(toParent: holder)
        // turn 3 ends
        """)
  }

  /// `Double(…)`, `TimeInterval(…)` and `CGFloat(…)` around a number keep
  /// it (scenario language §6: the floating types are one `Double`), so a
  /// duration converted from a struct of options still times its
  /// completion.
  func testAConversionBetweenFloatingTypesKeepsTheNumber() {
    assertTrace(
      """
      public struct MenuOptions {
          public static var animationDuration: CGFloat = 0.4
      }
      final class Menu: UIViewController {
          let side = UIViewController()
          func open() {
              let duration: TimeInterval = Double(MenuOptions.animationDuration)
              addChild(side)
              UIView.animate(withDuration: TimeInterval(CGFloat(duration) / 2), animations: {}) { _ in
                  self.side.didMove(toParent: self)
              }
          }
      }
      let menu = Menu()
      menu.open()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        menu.side.willMove(toParent: menu)
        // turn 1 ends
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        menu.side.didMove(toParent: menu)
        // turn 2 ends
        """)
  }

  /// A file's block comments, `#if` (its first branch kept), `#selector`
  /// and gesture recognizers are read as Swift reads them: what the model
  /// does not model is skipped with a note.
  func testBlockCommentsConditionalCompilationAndSelectors() {
    let result = run(
      """
      /* Drawer.swift
       * /* a nested comment */
       */
      import UIKit
      final class Drawer: UIViewController {
          func setUp() {
              #if DEBUG
              view.removeFromSuperview()
              #else
              this branch is not read (
              #endif
              let tap = UITapGestureRecognizer(target: self, action: #selector(close(_:)))
              view.addGestureRecognizer(tap)
          }
          @objc func close(_ sender: UITapGestureRecognizer) {}
      }
      let drawer = Drawer()
      drawer.setUp()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput, "drawer.loadView()\ndrawer.viewDidLoad()\n// turn 1 ends\n")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:12:41: note: skipped: 'UITapGestureRecognizer' values are not modelled
      Drawer.swift:13:14: note: skipped: gesture recognizers and touches are not modelled

      """)
  }

  /// An override of a call a container makes runs where the code calls
  /// it; its `super` call does UIKit's work; a navigation subclass without
  /// an initializer has UIKit's `init(rootViewController:)`.
  func testAnOverriddenPushRunsItsBodyAndSuperDoesUIKitsWork() {
    assertTrace(
      """
      final class Nav: UINavigationController {
          var pushes = 0
          override func pushViewController(_ viewController: UIViewController, animated: Bool) {
              pushes += 1
              if pushes > 1 { return }
              super.pushViewController(viewController, animated: animated)
          }
      }
      let root = UIViewController()
      let next = UIViewController()
      let last = UIViewController()
      let nav = Nav(rootViewController: root)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      nav.pushViewController(next, animated: false)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(last, animated: false)
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        nav.viewWillAppear(false)
        root.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        root.viewIsAppearing(false)
        nav.viewDidAppear(false)
        root.viewDidAppear(false)
        root.didMove(toParent: nav)
        next.willMove(toParent: nav)
        // turn 2 ends
        next.loadView()
        next.viewDidLoad()
        root.viewWillDisappear(false)
        next.viewWillAppear(false)
        root.viewDidDisappear(false)
        next.viewIsAppearing(false)
        next.viewDidAppear(false)
        next.didMove(toParent: nav)
        """)
  }

  /// A parameter that has its argument's name (`init(main:)` given the
  /// driver's `main`) stands for that argument: calls on it reach it.
  func testAParameterNamedAsItsArgument() {
    assertTrace(
      """
      final class Holder: UIViewController {
          let main: UIViewController
          init(main: UIViewController) {
              self.main = main
              super.init(nibName: nil, bundle: nil)
              main.loadViewIfNeeded()
          }
      }
      let main = UIViewController()
      let holder = Holder(main: main)
      """, profile: .ios17,
      equals: """
        main.loadView()
        main.viewDidLoad()
        """)
  }

  /// A method called for its result whose body does work runs where it is
  /// called, and its `return` gives the caller the value.
  func testAMethodCalledForItsResultRunsAndGivesIt() {
    assertTrace(
      """
      final class Stack: UIViewController {
          @discardableResult
          func removeTop() -> UIViewController? {
              guard let top = children.last else { return nil }
              top.willMove(toParent: nil)
              top.removeFromParent()
              return top
          }
          func clearTop() {
              let removed = removeTop()
              removed?.view.removeFromSuperview()
              if removed == nil { parent?.view.removeFromSuperview() }
          }
      }
      let a = UIViewController()
      let s = Stack()
      window.rootViewController = s
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      s.addChild(a)
      s.view.addSubview(a.view)
      a.didMove(toParent: s)
      RunLoop.main.runUntilIdle()
      s.clearTop()
      s.clearTop()
      """, profile: .ios5,
      equals: """
        s.loadView()
        s.viewDidLoad()
        s.viewWillAppear(false)
        s.viewDidAppear(false)
        // turn 1 ends
        a.willMove(toParent: s)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: s)
        // turn 2 ends
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        // turn 3 ends
        """)
  }

  /// `DispatchQueue.main.async(execute:)` and `asyncAfter(deadline:execute:)`
  /// are the language's main-queue blocks.
  func testTheMainQueueWithItsExecuteLabel() {
    assertTrace(
      """
      final class Host: UIViewController {
          func later(_ child: UIViewController) {
              DispatchQueue.main.async(execute: { [weak self] in
                  self?.addChild(child)
              })
              DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: {
                  child.didMove(toParent: self)
              })
          }
      }
      let child = UIViewController()
      let host = Host()
      host.later(child)
      """, profile: .ios17,
      equals: """
        // turn 1 ends
        // main queue block
        child.willMove(toParent: host)
        // turn 2 ends
        // t = 0.5: DispatchQueue.main.asyncAfter(0.5) ends
        // main queue block
        child.didMove(toParent: host)
        // turn 3 ends
        """)
  }

  /// `containment explore` over a pasted class: an action calls its
  /// methods, a mistake is found at the class's line, and a condition that
  /// reads a frame is taken as false rather than stopping the search.
  func testExploringAPastedClass() throws {
    let correct = """
      final class Pager: UIViewController {
          var current: UIViewController?
          func select(_ page: UIViewController) {
              if view.frame.width == 0 { return }
              guard page !== current else { return }
              current?.willMove(toParent: nil)
              current?.view.removeFromSuperview()
              current?.removeFromParent()
              addChild(page)
              view.addSubview(page.view)
              page.didMove(toParent: self)
              current = page
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let pager = Pager()
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action tap(page in [a, b]) {
          pager.select(page)
      }
      """
    let options = ExplorationOptions(depth: 3, events: [.appear, .time])
    let clean = try Scenario(parsing: correct).explore(profile: .ios17, options: options)
    XCTAssertEqual(clean.outcome, .clean)
    let mistaken = try Scenario(
      parsing: correct.replacingOccurrences(of: "        page.didMove(toParent: self)\n", with: ""))
    let found = mistaken.explore(profile: .ios17, options: options)
    XCTAssertEqual(found.counterexamples.first?.finding.rule, .didMoveMissing)
    XCTAssertEqual(found.counterexamples.first?.finding.line, 9)
  }

  /// A `return` inside a loop ends the loop and the method; `while let`
  /// binds its value once per iteration; `reversed()` runs backwards.
  func testAReturnInsideALoopAndWhileLet() {
    assertTrace(
      """
      final class Stack: UIViewController {
          func popUntil(_ target: UIViewController) {
              for child in children.reversed() {
                  if child === target { return }
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
              view.removeFromSuperview()
          }
          func popAll() {
              while let last = children.last {
                  last.willMove(toParent: nil)
                  last.removeFromParent()
              }
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let s = Stack()
      s.addChild(a)
      s.addChild(b)
      s.addChild(c)
      s.popUntil(a)
      s.popAll()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: s)
        b.willMove(toParent: s)
        c.willMove(toParent: s)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `continue` ends an iteration, `break` the loop (`for` and `while`);
  /// an optional local may start without `= nil`.
  func testBreakAndContinue() {
    assertTrace(
      """
      final class Host: UIViewController {
          func showFirstNav() {
              var found: UIViewController?
              for child in children {
                  if !(child is UINavigationController) { continue }
                  found = child
                  break
              }
              guard let nav = found else { return }
              view.addSubview(nav.view)
          }
          func countUntilNav() {
              var index = 0
              while index < children.count {
                  if children[index] is UINavigationController { break }
                  index += 1
              }
              if index == 1 { m.loadViewIfNeeded() }
          }
      }
      let a = UIViewController()
      let n = UINavigationController()
      let m = UINavigationController()
      let host = Host()
      host.addChild(a)
      host.addChild(n)
      host.addChild(m)
      host.showFirstNav()
      host.countUntilNav()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        n.willMove(toParent: host)
        m.willMove(toParent: host)
        host.loadView()
        host.viewDidLoad()
        n.loadView()
        n.viewDidLoad()
        m.loadView()
        m.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// A tab bar written as tutorials write one: `didSet` on the controllers,
  /// a computed property whose getter guards and returns, `NSNotFound`,
  /// a controller made inside the driver's argument (named after what holds
  /// it), constraints and `print` skipped.
  func testACustomTabBarAsWrittenInTutorials() {
    assertTrace(
      """
      import UIKit

      protocol TabBarDelegate: AnyObject {}

      final class CustomTabBarController: UIViewController {

          // MARK: - Properties

          var viewControllers: [UIViewController] = [] {
              didSet {
                  oldValue.forEach { remove($0) }
                  selectedIndex = 0
                  if isViewLoaded { updateSelection(animated: false) }
              }
          }

          private(set) var selectedIndex: Int = NSNotFound
          private var selectedViewController: UIViewController? {
              guard selectedIndex >= 0 && selectedIndex < viewControllers.count else { return nil }
              return viewControllers[selectedIndex]
          }

          private let containerView = UIView()
          private let tabBar = UIStackView()
          weak var delegate: TabBarDelegate?

          // MARK: - Lifecycle

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(containerView)
              view.addSubview(tabBar)
              containerView.translatesAutoresizingMaskIntoConstraints = false
              NSLayoutConstraint.activate([
                  containerView.topAnchor.constraint(equalTo: view.topAnchor),
                  containerView.bottomAnchor.constraint(equalTo: tabBar.topAnchor),
              ])
              updateSelection(animated: false)
          }

          // MARK: - Selection

          func select(index: Int, animated: Bool = true) {
              guard index != selectedIndex, index < viewControllers.count else { return }
              let previous = selectedViewController
              selectedIndex = index
              if let previous = previous {
                  remove(previous)
              }
              updateSelection(animated: animated)
          }

          private func updateSelection(animated: Bool) {
              guard let selected = selectedViewController else { return }
              addChild(selected)
              selected.view.frame = containerView.bounds
              containerView.addSubview(selected.view)
              selected.didMove(toParent: self)
              for (index, _) in viewControllers.enumerated() {
                  let isSelected = index == selectedIndex
                  print("tab \\(index) selected: \\(isSelected)")
              }
          }

          private func remove(_ child: UIViewController) {
              guard child.parent != nil else { return }
              child.willMove(toParent: nil)
              child.view.removeFromSuperview()
              child.removeFromParent()
          }
      }

      let home = UIViewController()
      let search = UIViewController()
      let profile = UINavigationController(rootViewController: UIViewController())
      let tabs = CustomTabBarController()
      tabs.viewControllers = [home, search, profile]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.select(index: 1)
      RunLoop.main.runUntilIdle()
      tabs.select(index: 2, animated: false)
      """, profile: .ios17,
      equals: """
        profile.rootViewController.willMove(toParent: profile)
        tabs.loadView()
        tabs.viewDidLoad()
        home.willMove(toParent: tabs)
        home.loadView()
        home.viewDidLoad()
        home.didMove(toParent: tabs)
        tabs.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        home.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        home.viewDidAppear(false)
        home.willMove(toParent: nil)
        home.viewWillDisappear(false)
        home.didMove(toParent: nil)
        search.willMove(toParent: tabs)
        search.loadView()
        search.viewDidLoad()
        search.viewWillAppear(false)
        search.didMove(toParent: tabs)
        // turn 2 ends
        search.viewIsAppearing(false)
        home.viewDidDisappear(false)
        search.viewDidAppear(false)
        search.willMove(toParent: nil)
        search.viewWillDisappear(false)
        search.didMove(toParent: nil)
        profile.willMove(toParent: tabs)
        profile.loadView()
        profile.viewDidLoad()
        profile.rootViewController.loadView()
        profile.rootViewController.viewDidLoad()
        profile.viewWillAppear(false)
        profile.rootViewController.viewWillAppear(false)
        profile.didMove(toParent: tabs)
        // turn 3 ends
        profile.viewIsAppearing(false)
        profile.rootViewController.viewIsAppearing(false)
        search.viewDidDisappear(false)
        profile.viewDidAppear(false)
        profile.rootViewController.viewDidAppear(false)
        profile.rootViewController.didMove(toParent: profile)
        """)
  }

  /// A trailing closure given to a method of the file is its last
  /// parameter, run where the body calls it; left out, its default (nil).
  func testATrailingClosureIsTheMethodsLastParameter() {
    assertTrace(
      """
      final class Drawer: UIViewController {
          func open(_ menu: UIViewController, completion: (() -> Void)? = nil) {
              addChild(menu)
              UIView.animate(withDuration: 0.2, animations: {}) { _ in
                  menu.didMove(toParent: self)
                  completion?()
              }
          }
      }
      let menu = UIViewController()
      let other = UIViewController()
      let extra = UIViewController()
      let drawer = Drawer()
      drawer.open(menu) {
          extra.loadViewIfNeeded()
      }
      RunLoop.main.runUntilIdle()
      drawer.open(other)
      """, profile: .ios17,
      equals: """
        menu.willMove(toParent: drawer)
        // turn 1 ends
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        menu.didMove(toParent: drawer)
        extra.loadView()
        extra.viewDidLoad()
        // turn 2 ends
        other.willMove(toParent: drawer)
        // turn 3 ends
        // t = 0.4: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        other.didMove(toParent: drawer)
        // turn 4 ends
        """)
  }

  /// `first(where:)`, `contains(where:)` and `filter` with a closure of one
  /// expression give a local its value, as a loop over the list would.
  func testSearchingAListWithAClosure() {
    assertTrace(
      """
      final class Host: UIViewController {
          func showNav() {
              let nav = children.first(where: { $0 is UINavigationController })
              let hasPlain = children.contains(where: { child in !(child is UINavigationController) })
              let navs = children.filter { $0 is UINavigationController }
              if hasPlain && navs.count == 2 {
                  nav?.loadViewIfNeeded()
              }
          }
      }
      let a = UIViewController()
      let n = UINavigationController()
      let m = UINavigationController()
      let host = Host()
      host.addChild(a)
      host.addChild(n)
      host.addChild(m)
      host.showNav()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        n.willMove(toParent: host)
        m.willMove(toParent: host)
        n.loadView()
        n.viewDidLoad()
        // turn 1 ends
        """)
  }

  func testAClosureKeptInAPropertyRunsWhereThePropertyIsCalledWhileItIsKept() {
    assertTrace(
      """
      final class Picker: UIViewController {
          var onPick: ((Int) -> Void)?
          var onAppear: (() -> Void)?
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              onAppear?()
          }
          func pick(_ index: Int) { onPick?(index) }
      }
      final class Host: UIViewController {
          let picker = Picker()
          private var chosen = -1
          func showPicker(then done: @escaping () -> Void) {
              picker.onPick = { [weak self] index in
                  self?.chosen = index
                  self?.close()
              }
              picker.onAppear = done
              addChild(picker)
              view.addSubview(picker.view)
              picker.didMove(toParent: self)
          }
          func close() {
              guard chosen == 1 else { return }
              picker.willMove(toParent: nil)
              picker.view.removeFromSuperview()
              picker.removeFromParent()
              picker.onAppear = nil
          }
      }
      let host = Host()
      let extra = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.showPicker { _ = extra.view }
      RunLoop.main.runUntilIdle()
      host.picker.pick(0)
      host.picker.pick(1)
      host.picker.onPick = nil
      host.picker.pick(1)
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.picker.willMove(toParent: host)
        host.picker.loadView()
        host.picker.viewDidLoad()
        host.picker.viewWillAppear(false)
        host.picker.didMove(toParent: host)
        // turn 2 ends
        host.picker.viewIsAppearing(false)
        host.picker.viewDidAppear(false)
        extra.loadView()
        extra.viewDidLoad()
        host.picker.willMove(toParent: nil)
        host.picker.viewWillDisappear(false)
        host.picker.didMove(toParent: nil)
        // turn 3 ends
        host.picker.viewDidDisappear(false)
        """)
  }

  func testClosurePropertiesTheModelCannotCallAreSkippedWithANote() {
    let result = run(
      """
      final class Host: UIViewController {
          var onMove: ((CGFloat, CGFloat) -> Void)?
          func close() {
              onMove?(1, 2)
              _ = view
          }
      }
      let host = Host()
      host.close()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput, "host.loadView()\nhost.viewDidLoad()\n// turn 1 ends\n")
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:4:9: note: skipped: closures of more than one parameter are not modelled\n")
  }

  /// A closure property that returns a value (`shouldDismiss: ((Host) ->
  /// Bool)?`) gives `nil` while none is kept, as Swift's optional call
  /// does: `!= false` and `?? true` hold, `== true` does not.
  func testAClosurePropertyThatReturnsAValueGivesNilWhileNoneIsKept() {
    assertTrace(
      """
      final class Host: UIViewController {
          var shouldDismiss: ((Host) -> Bool)?
          let a = UIViewController()
          let b = UIViewController()
          let c = UIViewController()
          func close() {
              if shouldDismiss?(self) != false { addChild(a) }
              if shouldDismiss?(self) ?? true { addChild(b) }
              if shouldDismiss?(self) == true { addChild(c) }
          }
      }
      let host = Host()
      host.close()
      """, profile: .ios17,
      equals: """
        host.a.willMove(toParent: host)
        host.b.willMove(toParent: host)
        """)
  }

  /// Where such a closure is kept, its result (and its work) is not
  /// modelled: a run that calls it stops there, naming the call.
  func testAClosurePropertyThatReturnsAValueStopsTheRunWhereOneIsKept() {
    let result = run(
      """
      final class Host: UIViewController {
          var shouldDismiss: ((Host) -> Bool)?
          func close() {
              if shouldDismiss?(self) != false { _ = view }
          }
      }
      let host = Host()
      host.shouldDismiss = { _ in false }
      host.close()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:4:12: error: this calls a closure kept in a property for its result, which \
      the model does not run: keep what it decides in a property of the container (a Boolean, a \
      number) and read that
              if shouldDismiss?(self) != false { _ = view }
                 ^

      """)
  }

  /// Such a closure called as a statement (its result left unread) does
  /// nothing while none is kept, and stops the run where one is: its work
  /// is not modelled.
  func testAClosurePropertyThatReturnsAValueCalledAsAStatement() {
    let text = """
      final class Host: UIViewController {
          var validate: ((Host) -> Bool)?
          func close() {
              _ = view
              validate?(self)
          }
      }
      let host = Host()
      host.close()
      """
    let none = run(text)
    XCTAssertEqual(none.exitCode, 0, none.standardError)
    XCTAssertEqual(none.standardOutput, "host.loadView()\nhost.viewDidLoad()\n// turn 1 ends\n")
    let kept = run(
      text.replacingOccurrences(
        of: "host.close()", with: "host.validate = { _ in true }\nhost.close()"))
    XCTAssertEqual(kept.exitCode, 1)
    XCTAssertTrue(
      kept.standardError.hasPrefix(
        "Drawer.swift:5:9: error: this calls a closure kept in a property that returns a value"),
      kept.standardError)
  }

  /// Conditions wrapped as swift-format wraps them read as written on one
  /// line: a `guard`'s `else` on a line of its own, a loop's `where`, an
  /// `&&` at the start of a line, a `{` on a line of its own.
  func testConditionsWrappedAsSwiftFormatWrapsThem() {
    assertTrace(
      """
      final class Host: UIViewController {
          let a = UIViewController()
          let b = UIViewController()
          func show(_ ready: Bool) {
              guard ready,
                  a.parent == nil
              else {
                  return
              }
              addChild(b)
              for child in children
              where child !== a
              {
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
              if ready
                  && b.parent == nil ||
                  !ready
              {
                  addChild(a)
              }
          }
      }
      let host = Host()
      host.show(false)
      host.show(true)
      """, profile: .ios17,
      equals: """
        host.b.willMove(toParent: host)
        host.b.willMove(toParent: nil)
        host.b.didMove(toParent: nil)
        host.a.willMove(toParent: host)
        """)
  }

  /// A function declared inside a method (`func finish() { … }`) runs
  /// where it is called, a completion's among them; one with parameters is
  /// refused with advice.
  func testAFunctionDeclaredInsideAMethodRunsWhereItIsCalled() {
    assertTrace(
      """
      final class Host: UIViewController {
          let menu = UIViewController()
          func open() {
              addChild(menu)
              func finish() {
                  menu.didMove(toParent: self)
              }
              UIView.animate(withDuration: 0.3, animations: {}) { _ in finish() }
          }
      }
      let host = Host()
      host.open()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.menu.willMove(toParent: host)
        // turn 1 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        host.menu.didMove(toParent: host)
        // turn 2 ends
        """)
    let refused = run(
      """
      final class Host: UIViewController {
          func open() {
              func finish(_ animated: Bool) {}
          }
      }
      """)
    XCTAssertEqual(refused.exitCode, 65)
    XCTAssertTrue(
      refused.standardError.hasPrefix(
        "Drawer.swift:3:21: error: a function declared inside a method takes no parameters"),
      refused.standardError)
  }

  /// A `static func` (or `class func`) of a class of the file runs as a
  /// function of the file where it is called on the class's name, a
  /// factory's result included; a controller bound by `guard let` from the
  /// class's storyboard is made there.
  func testAStaticFactoryAndAStoryboardBindingMakeTheirControllers() {
    assertTrace(
      """
      final class Detail: UIViewController {
          static func make() -> Detail {
              let detail = Detail()
              return detail
          }
          class func log() { print("made") }
      }
      final class Host: UIViewController {
          func showDetail() {
              Detail.log()
              let detail = Detail.make()
              addChild(detail)
          }
          func showStoryboard() {
              guard let vc = storyboard?.instantiateViewController(withIdentifier: "X") else {
                  return
              }
              addChild(vc)
          }
          func showCast(_ ready: Bool) {
              if let shown = storyboard?.instantiateViewController(withIdentifier: "X") as? Detail,
                  ready
              {
                  addChild(shown)
              }
          }
      }
      let host = Host()
      host.showDetail()
      host.showStoryboard()
      host.showCast(false)
      host.showCast(true)
      """, profile: .ios17,
      equals: """
        detail.willMove(toParent: host)
        vc.willMove(toParent: host)
        shown_2.willMove(toParent: host)
        """)
  }

  /// Swift's escaped names (`` `default` ``) are the names they escape.
  func testAnEscapedNameIsTheNameItEscapes() {
    assertTrace(
      """
      enum Style { static let `default` = 0.25 }
      final class Host: UIViewController {
          let `child` = UIViewController()
          func show() {
              addChild(`child`)
              UIView.animate(withDuration: Style.default, animations: {}) { _ in
                  self.child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      host.show()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.child.willMove(toParent: host)
        // turn 1 ends
        // t = 0.25: UIView.animate(withDuration: 0.25) ends
        // completion of UIView.animate(withDuration: 0.25)
        host.child.didMove(toParent: host)
        // turn 2 ends
        """)
  }

  /// A local list of UIKit's cases (`let options: UIViewAnimationOptions =
  /// [.transitionFlipFromLeft, .allowAnimatedContent]`) is an option set,
  /// read as written where it is used, never a list of controllers.
  func testALocalListOfCasesIsAnOptionSet() {
    assertTrace(
      """
      final class Root: UIViewController {
          let a = UIViewController()
          let b = UIViewController()
          func flip() {
              let options: UIViewAnimationOptions = [.transitionFlipFromLeft, .layoutSubviews]
              addChild(a)
              addChild(b)
              view.addSubview(a.view)
              transition(from: a, to: b, duration: 0, options: options, animations: nil)
          }
      }
      let root = Root()
      root.flip()
      """, profile: .ios17,
      equals: """
        root.a.willMove(toParent: root)
        root.b.willMove(toParent: root)
        root.loadView()
        root.viewDidLoad()
        root.a.loadView()
        root.a.viewDidLoad()
        root.b.loadView()
        root.b.viewDidLoad()
        root.b.viewWillAppear(false)
        root.a.viewWillDisappear(false)
        // turn 1 ends
        root.b.viewIsAppearing(false)
        // t = 0.0: root.transition(from: root.a, to: root.b, duration: 0.0) ends
        root.a.viewDidDisappear(false)
        root.b.viewDidAppear(false)
        """)
  }

  /// A list property whose elements are of a type the model lacks (an
  /// enum with associated values) is a list of values, skipped with a
  /// note, not a list of controllers.
  func testAListOfATypeTheModelLacksIsAListOfValues() {
    let result = run(
      """
      enum SheetSize { case intrinsic; case fixed(CGFloat) }
      final class Sheet: UIViewController {
          var sizes: [SheetSize] = [.intrinsic]
          let content = UIViewController()
          func show() { addChild(content) }
      }
      let sheet = Sheet()
      sheet.show()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput, "sheet.content.willMove(toParent: sheet)\n// turn 1 ends\n")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:1:1: note: skipped: enums with associated values or members are not modelled
      Drawer.swift:3:9: note: skipped: lists of strings, numbers and other values that change \
      are not modelled

      """)
  }

  /// `override var selectedIndex: Int { didSet { … } }` on a tab bar
  /// controller subclass: the observers run around each assignment the
  /// code makes (`oldValue` the index before), and UIKit's own assignment
  /// switches the tab between them.
  func testAnOverriddenTabBarPropertysObserversRunAroundTheCodesAssignments() {
    assertTrace(
      """
      final class Tabs: UITabBarController {
          private var lastIndex = 0
          override var selectedIndex: Int {
              willSet { guard newValue == 2 else { return } }
              didSet { lastIndex = oldValue }
          }
          func goBack() { selectedIndex = lastIndex }
      }
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let tabs = Tabs()
      tabs.viewControllers = [a, b, c]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.selectedIndex = 2
      RunLoop.main.runUntilIdle()
      tabs.selectedIndex = 1
      RunLoop.main.runUntilIdle()
      tabs.goBack()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: tabs)
        a.didMove(toParent: tabs)
        b.willMove(toParent: tabs)
        b.didMove(toParent: tabs)
        c.willMove(toParent: tabs)
        c.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        tabs.viewWillAppear(false)
        a.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        a.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        a.viewDidAppear(false)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        a.viewWillDisappear(false)
        // turn 2 ends
        c.viewIsAppearing(false)
        a.viewDidDisappear(false)
        c.viewDidAppear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        c.viewWillDisappear(false)
        // turn 3 ends
        b.viewIsAppearing(false)
        c.viewDidDisappear(false)
        b.viewDidAppear(false)
        c.viewWillAppear(false)
        b.viewWillDisappear(false)
        // turn 4 ends
        c.viewIsAppearing(false)
        b.viewDidDisappear(false)
        c.viewDidAppear(false)
        """)
  }

  func testAComputedPropertysSetterRunsOnEachAssignment() {
    assertTrace(
      """
      final class Tabs: UIViewController {
          private var pages: [UIViewController] = []
          private var shown = -1
          var selectedPage: Int {
              get { return shown }
              set(index) {
                  guard index != shown else { return }
                  show(index)
              }
          }
          func add(_ page: UIViewController) { pages.append(page) }
          func show(_ i: Int) {
              let next = pages[i]
              addChild(next)
              view.addSubview(next.view)
              next.didMove(toParent: self)
              shown = i
          }
      }
      let tabs = Tabs()
      let a = UIViewController()
      let b = UIViewController()
      tabs.add(a)
      tabs.add(b)
      tabs.selectedPage = 1
      tabs.selectedPage = 1
      tabs.selectedPage = tabs.selectedPage - 1
      """, profile: .ios17,
      equals: """
        b.willMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: tabs)
        a.willMove(toParent: tabs)
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: tabs)
        // turn 1 ends
        """)
  }

  func testInstancesOfTheFilesClassesMadeInMethodsEachHaveTheirOwnProperties() {
    assertTrace(
      """
      final class Child: UIViewController {
          let marker: UIViewController?
          var isSpecial = false
          init(marker: UIViewController? = nil) {
              self.marker = marker
              super.init(nibName: nil, bundle: nil)
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              if isSpecial { _ = marker?.view }
          }
      }
      final class Pager: UIViewController {
          var pages: [UIViewController] = []
          let markers: [UIViewController]
          init(markers: [UIViewController]) {
              self.markers = markers
              super.init(nibName: nil, bundle: nil)
          }
          func makePages() -> [UIViewController] {
              let first = Child(marker: markers[0])
              first.isSpecial = true
              return [first]
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              pages = makePages()
              for i in 1..<3 {
                  let page = Child(marker: markers[i])
                  page.isSpecial = i == 2
                  pages.append(page)
              }
              pages.append(Child())
              for page in pages {
                  addChild(page)
                  view.addSubview(page.view)
                  page.didMove(toParent: self)
              }
          }
      }
      let m0 = UIViewController()
      let m1 = UIViewController()
      let m2 = UIViewController()
      let pager = Pager(markers: [m0, m1, m2])
      _ = pager.view
      """, profile: .ios17,
      equals: """
        pager.loadView()
        pager.viewDidLoad()
        first.willMove(toParent: pager)
        first.loadView()
        first.viewDidLoad()
        m0.loadView()
        m0.viewDidLoad()
        first.didMove(toParent: pager)
        page.willMove(toParent: pager)
        page.loadView()
        page.viewDidLoad()
        page.didMove(toParent: pager)
        page_2.willMove(toParent: pager)
        page_2.loadView()
        page_2.viewDidLoad()
        m2.loadView()
        m2.viewDidLoad()
        page_2.didMove(toParent: pager)
        child.willMove(toParent: pager)
        child.loadView()
        child.viewDidLoad()
        child.didMove(toParent: pager)
        // turn 1 ends
        """)
  }

  func testAPlaceThatMakesASecondInstanceStopsTheRunRatherThanShareProperties() {
    let result = run(
      """
      final class Page: UIViewController {
          var index = 0
      }
      final class Pager: UIViewController {
          var count = 2
          func makePages() {
              for i in 0..<count {
                  let page = Page()
                  page.index = i
                  addChild(page)
              }
          }
      }
      let pager = Pager()
      pager.makePages()
      """)
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      page.willMove(toParent: pager)

      """)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:8:13: error: an instance of 'Page' is made here a second time: the expansion \
      keeps one set of properties for each place the code makes an instance (scenario language \
      §6); make the instances in the driver, or once
                  let page = Page()
                  ^

      """)
  }

  func testAClosureThatCallsItselfStopsAtTheHandlersDepth() {
    let result = run(
      """
      final class Page: UIViewController {
          var onTap: (() -> Void)?
          func tap() { onTap?() }
      }
      let page = Page()
      page.onTap = { page.tap() }
      page.tap()
      """)
    XCTAssertEqual(result.exitCode, 1, result.standardError)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:3:5: error: closures call closures more than 64 deep; the scenario does not \
      settle
          func tap() { onTap?() }
          ^

      """)
  }

  func testAControllerMadeInAnInitializersArgumentIsThePropertyThatKeepsIt() {
    assertTrace(
      """
      final class Sheet: UIViewController {
          let content: UIViewController
          init(content: UIViewController) {
              self.content = content
              super.init(nibName: nil, bundle: nil)
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(content)
              view.addSubview(content.view)
              content.didMove(toParent: self)
          }
      }
      let sheet = Sheet(content: UIViewController())
      _ = sheet.view
      """, profile: .ios17,
      equals: """
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.content.willMove(toParent: sheet)
        sheet.content.loadView()
        sheet.content.viewDidLoad()
        sheet.content.didMove(toParent: sheet)
        // turn 1 ends
        """)
  }

  func testCaseLetAndWherePatternsInASwitch() {
    assertTrace(
      """
      final class Host: UIViewController {
          var state = 0
          let far = UIViewController()
          let near = UIViewController()
          func go() {
              switch state {
              case let distance where distance > 1:
                  _ = far.view
              case 1 where children.isEmpty:
                  _ = near.view
              case _ where state < 0:
                  _ = view
              default:
                  break
              }
          }
      }
      let host = Host()
      host.go()
      host.state = 1
      host.go()
      host.state = 5
      host.go()
      host.state = -1
      host.go()
      """, profile: .ios17,
      equals: """
        host.near.loadView()
        host.near.viewDidLoad()
        host.far.loadView()
        host.far.viewDidLoad()
        host.loadView()
        host.viewDidLoad()
        // turn 1 ends
        """)
  }

  func testATernaryOfTwoCallsAsAStatementRunsTheCallItsConditionPicks() {
    assertTrace(
      """
      final class Host: UIViewController {
          var isOpen = false
          let a = UIViewController()
          let b = UIViewController()
          func open() { _ = a.view }
          func close() { _ = b.view }
          func toggle() {
              isOpen ? close() : open()
          }
      }
      let host = Host()
      host.toggle()
      host.isOpen = true
      host.toggle()
      """, profile: .ios17,
      equals: """
        host.a.loadView()
        host.a.viewDidLoad()
        host.b.loadView()
        host.b.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// `indices.contains`, a local typed optional that holds a controller
  /// (`old?.…`), closures kept in locals and `UIView.transition(with:…)`.
  func testATabContainerThatSwapsWithATransitionWithItsContainerView() {
    assertTrace(
      """
      class TabsController: UIViewController {
          private let containerView = UIView()
          private(set) var viewControllers: [UIViewController] = []
          private(set) var selectedIndex: Int = NSNotFound

          init(viewControllers: [UIViewController]) {
              self.viewControllers = viewControllers
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }

          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(containerView)
              select(0, animated: false)
          }

          func select(_ index: Int, animated: Bool) {
              guard index != selectedIndex, viewControllers.indices.contains(index) else { return }
              let new = viewControllers[index]
              let old: UIViewController? = selectedIndex == NSNotFound ? nil : viewControllers[selectedIndex]
              old?.willMove(toParent: nil)
              addChild(new)
              let swap = {
                  old?.view.removeFromSuperview()
                  self.containerView.addSubview(new.view)
              }
              let finish: (Bool) -> Void = { _ in
                  old?.removeFromParent()
                  new.didMove(toParent: self)
              }
              if animated {
                  UIView.transition(with: containerView, duration: 0.25, options: .transitionCrossDissolve, animations: swap, completion: finish)
              } else {
                  swap()
                  finish(true)
              }
              selectedIndex = index
          }
      }

      let first = UIViewController()
      let second = UIViewController()
      let tabs = TabsController(viewControllers: [first, second])
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.select(1, animated: true)
      RunLoop.main.runUntilIdle()
      tabs.select(0, animated: false)
      """, profile: .ios17,
      equals: """
        tabs.loadView()
        tabs.viewDidLoad()
        first.willMove(toParent: tabs)
        first.loadView()
        first.viewDidLoad()
        first.didMove(toParent: tabs)
        tabs.viewWillAppear(false)
        first.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        first.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        first.viewDidAppear(false)
        first.willMove(toParent: nil)
        second.willMove(toParent: tabs)
        first.viewWillDisappear(false)
        second.loadView()
        second.viewDidLoad()
        second.viewWillAppear(false)
        // turn 2 ends
        second.viewIsAppearing(false)
        // t = 0.25: UIView.animate(withDuration: 0.25) ends
        // completion of UIView.animate(withDuration: 0.25)
        first.didMove(toParent: nil)
        second.didMove(toParent: tabs)
        // turn 3 ends
        first.viewDidDisappear(false)
        second.viewDidAppear(false)
        second.willMove(toParent: nil)
        first.willMove(toParent: tabs)
        second.viewWillDisappear(false)
        first.viewWillAppear(false)
        second.didMove(toParent: nil)
        first.didMove(toParent: tabs)
        // turn 4 ends
        first.viewIsAppearing(false)
        second.viewDidDisappear(false)
        first.viewDidAppear(false)
        """)
  }

  /// A lazy property's closure runs where the property is first read (its
  /// view loaded there, not when the container is made); a local declared
  /// without a value and set on each path of a `switch`; a controller
  /// transition with `[unowned self]`; children removed with `forEach`.
  func testALazyChildIsMadeWhereItIsFirstReadAndALocalSetOnEachPath() {
    assertTrace(
      """
      final class ContentViewController: UIViewController {
          private(set) var appearCount = 0
          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              appearCount += 1
          }
          override func didMove(toParent parent: UIViewController?) {
              super.didMove(toParent: parent)
              if parent == nil {
                  print("removed")
              }
          }
      }

      final class StateContainerViewController: UIViewController {
          enum State { case loading, content, error }
          private var state: State = .loading
          private lazy var loadingViewController = UIViewController()
          private lazy var contentViewController = ContentViewController()
          private lazy var errorViewController: UIViewController = {
              let controller = UIViewController()
              controller.view.backgroundColor = .red
              return controller
          }()
          private var current: UIViewController?

          override func viewDidLoad() {
              super.viewDidLoad()
              transition(to: .loading)
          }

          func transition(to newState: State) {
              let next: UIViewController
              switch newState {
              case .loading: next = loadingViewController
              case .content: next = contentViewController
              case .error: next = errorViewController
              }
              state = newState
              guard let current = current else {
                  add(next)
                  self.current = next
                  return
              }
              guard current !== next else { return }
              current.willMove(toParent: nil)
              addChild(next)
              transition(from: current, to: next, duration: 0.3, options: [.transitionCrossDissolve], animations: nil) { [unowned self] _ in
                  current.removeFromParent()
                  next.didMove(toParent: self)
                  self.current = next
              }
          }

          private func add(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              child.view.frame = view.bounds
              child.didMove(toParent: self)
          }

          func reset() {
              children.forEach { child in
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
              view.subviews.forEach { $0.removeFromSuperview() }
              current = nil
          }
      }

      let container = StateContainerViewController()
      let nav = UINavigationController(rootViewController: container)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      container.transition(to: .content)
      RunLoop.main.runUntilIdle()
      container.transition(to: .error)
      RunLoop.main.runUntilIdle()
      container.reset()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        container.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        container.loadView()
        container.viewDidLoad()
        container.loadingViewController.willMove(toParent: container)
        container.loadingViewController.loadView()
        container.loadingViewController.viewDidLoad()
        container.loadingViewController.didMove(toParent: container)
        nav.viewWillAppear(false)
        container.viewWillAppear(false)
        container.loadingViewController.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        container.viewIsAppearing(false)
        container.loadingViewController.viewIsAppearing(false)
        nav.viewDidAppear(false)
        container.viewDidAppear(false)
        container.loadingViewController.viewDidAppear(false)
        container.didMove(toParent: nav)
        container.loadingViewController.willMove(toParent: nil)
        container.contentViewController.willMove(toParent: container)
        container.contentViewController.loadView()
        container.contentViewController.viewDidLoad()
        container.contentViewController.viewWillAppear(true)
        container.loadingViewController.viewWillDisappear(true)
        // turn 2 ends
        container.contentViewController.viewIsAppearing(true)
        // t = 0.3: container.transition(from: container.loadingViewController, to: container.contentViewController, duration: 0.3) ends
        container.loadingViewController.viewDidDisappear(true)
        container.contentViewController.viewDidAppear(true)
        // completion of container.transition(from: container.loadingViewController, to: container.contentViewController, duration: 0.3)
        container.loadingViewController.didMove(toParent: nil)
        container.contentViewController.didMove(toParent: container)
        // turn 3 ends
        container.errorViewController.loadView()
        container.errorViewController.viewDidLoad()
        container.contentViewController.willMove(toParent: nil)
        container.errorViewController.willMove(toParent: container)
        container.errorViewController.viewWillAppear(true)
        container.contentViewController.viewWillDisappear(true)
        // turn 4 ends
        container.errorViewController.viewIsAppearing(true)
        // t = 0.6: container.transition(from: container.contentViewController, to: container.errorViewController, duration: 0.3) ends
        container.contentViewController.viewDidDisappear(true)
        container.errorViewController.viewDidAppear(true)
        // completion of container.transition(from: container.contentViewController, to: container.errorViewController, duration: 0.3)
        container.contentViewController.didMove(toParent: nil)
        container.errorViewController.didMove(toParent: container)
        // turn 5 ends
        container.errorViewController.willMove(toParent: nil)
        container.errorViewController.viewWillDisappear(false)
        container.errorViewController.didMove(toParent: nil)
        // turn 6 ends
        container.errorViewController.viewDidDisappear(false)
        """)
  }

  func testExploringTakesBothBranchesOfAConditionThatReadsASkippedValue() throws {
    let text = """
      final class Drawer: UIViewController {
          let menu = UIViewController()
          func toggle() {
              if view.frame.origin.x > 0 {
                  menu.beginAppearanceTransition(true, animated: true)
              }
          }
      }
      let drawer = Drawer()
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action tap() {
          drawer.toggle()
      }
      """
    let found = try Scenario(parsing: text).explore(
      profile: .ios17, options: ExplorationOptions(depth: 2, events: [.time]))
    let counterexample = try XCTUnwrap(found.counterexamples.first)
    XCTAssertEqual(counterexample.finding.rule, .unbalancedAppearanceTransition)
    XCTAssertEqual(
      counterexample.steps,
      ["tap()  // a condition that reads a skipped value taken as true here"])
    // The same run without exploring stops at the condition, as section 6 says.
    let run = try Scenario(parsing: text + "\ntap()").run(profile: .ios17)
    XCTAssertTrue(
      run.failure?.message.contains("this condition reads what the model does not model") ?? false,
      run.failure?.message ?? "no failure")
  }

  /// A property set from what the model skips stops the run that reads
  /// it; the explorer, which answers what cannot be decided rather than
  /// stop, reads the value it had before and judges the rest.
  func testExploringReadsAPropertySetFromASkippedValueAsItWas() throws {
    let text = """
      final class Tabs: UIViewController {
          let a = UIViewController()
          var selectedIndex = 0
          func tap(_ sender: UIButton) {
              selectedIndex = sender.tag
              if selectedIndex == 0, a.parent == nil {
                  addChild(a)
                  view.addSubview(a.view)
                  a.didMove(toParent: self)
              }
          }
      }
      let tabs = Tabs()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      action tap() {
          tabs.tap(UIButton())
      }
      """
    let found = try Scenario(parsing: text).explore(
      profile: .ios17, options: ExplorationOptions(depth: 3, events: [.time]))
    XCTAssertEqual(found.counterexamples.map(\.finding.rule), [])
    let run = try Scenario(parsing: text + "\ntap()").run(profile: .ios17)
    XCTAssertTrue(
      run.failure?.message.hasPrefix("'selectedIndex' was set at line 5") ?? false,
      run.failure?.message ?? "no failure")
  }

  func testAForLoopWithAWhereClauseRunsItsBodyWhereTheConditionHolds() {
    assertTrace(
      """
      final class Host: UIViewController {
          let keep = UIViewController()
          let other = UIViewController()
          func prune() {
              for child in children where child !== keep {
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
          }
      }
      let host = Host()
      host.addChild(host.keep)
      host.addChild(host.other)
      host.prune()
      """, profile: .ios17,
      equals: """
        host.keep.willMove(toParent: host)
        host.other.willMove(toParent: host)
        host.other.willMove(toParent: nil)
        host.other.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `defer` blocks run at each way out of the method, the last first:
  /// after an early `return`, and at the end.
  func testDeferRunsAtEachWayOutOfTheMethod() {
    assertTrace(
      """
      final class Host: UIViewController {
          var busy = false
          let a = UIViewController()
          let b = UIViewController()
          let c = UIViewController()
          func go(_ early: Bool) {
              guard !busy else {
                  _ = c.view
                  return
              }
              busy = true
              defer { busy = false }
              defer { _ = a.view }
              if early { return }
              _ = b.view
          }
      }
      let host = Host()
      host.go(true)
      host.go(false)
      host.busy = true
      host.go(false)
      """, profile: .ios17,
      equals: """
        host.a.loadView()
        host.a.viewDidLoad()
        host.b.loadView()
        host.b.viewDidLoad()
        host.c.loadView()
        host.c.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// A coordinator (a class with no UIKit superclass) that makes a list in
  /// a method, keeps it in a property, and gives it a closure that pushes
  /// a detail made in another method: a call on the property reaches the
  /// instance the method made.
  func testACoordinatorPushesADetailFromAListsClosure() {
    assertTrace(
      """
      final class ListViewController: UIViewController {
          var onSelect: ((Int) -> Void)?
          func tap(row: Int) { onSelect?(row) }
      }

      final class DetailViewController: UIViewController {
          let item: Int
          init(item: Int) {
              self.item = item
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError() }
      }

      final class AppCoordinator {
          let navigationController: UINavigationController
          private(set) var list: ListViewController?

          init(navigationController: UINavigationController) {
              self.navigationController = navigationController
          }

          func start() {
              let controller = ListViewController()
              controller.onSelect = { [weak self] item in
                  self?.showDetail(item)
              }
              list = controller
              navigationController.setViewControllers([controller], animated: false)
          }

          func showDetail(_ item: Int) {
              let detail = DetailViewController(item: item)
              navigationController.pushViewController(detail, animated: true)
          }
      }

      let nav = UINavigationController()
      let coordinator = AppCoordinator(navigationController: nav)
      window.rootViewController = nav
      coordinator.start()
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      coordinator.list?.tap(row: 3)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        nav.loadView()
        nav.viewDidLoad()
        controller.willMove(toParent: nav)
        controller.loadView()
        controller.viewDidLoad()
        nav.viewWillAppear(false)
        controller.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        controller.viewIsAppearing(false)
        nav.viewDidAppear(false)
        controller.viewDidAppear(false)
        controller.didMove(toParent: nav)
        detail.willMove(toParent: nav)
        // turn 2 ends
        detail.loadView()
        detail.viewDidLoad()
        controller.viewWillDisappear(true)
        detail.viewWillAppear(true)
        detail.viewIsAppearing(true)
        // t = 0.35: nav transition from controller to detail ends
        controller.viewDidDisappear(true)
        detail.viewDidAppear(true)
        detail.didMove(toParent: nav)
        // turn 3 ends
        """)
  }

  /// A container calling `didMove(toParent:)` on a child whose class
  /// overrides it performs UIKit's call: the callback is delivered and the
  /// override runs as its handler (the override was inlined in its place,
  /// and the callback dropped).
  func testCallingAnOverriddenCallbackOnAnInstanceDeliversIt() {
    assertTrace(
      """
      final class Child: UIViewController {
          let marker = UIViewController()
          override func didMove(toParent parent: UIViewController?) {
              super.didMove(toParent: parent)
              _ = marker.view
          }
      }
      let p = UIViewController()
      let c = Child()
      p.addChild(c)
      c.didMove(toParent: p)
      """, profile: .ios17,
      equals: """
        c.willMove(toParent: p)
        c.didMove(toParent: p)
        c.marker.loadView()
        c.marker.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// Swift's labeled trailing closures: `UIView.animate(withDuration:) { … }
  /// completion: { … }` is the animation with its completion.
  func testLabeledTrailingClosuresAreTheArgumentsTheyNameSwiftsWay() {
    assertTrace(
      """
      final class Host: UIViewController {
          let child = UIViewController()
          func show() {
              addChild(child)
              view.addSubview(child.view)
              UIView.animate(withDuration: 0.3) {
                  self.child.view.alpha = 1
              } completion: { _ in
                  self.child.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.show()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.child.willMove(toParent: host)
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.viewWillAppear(false)
        // turn 2 ends
        host.child.viewIsAppearing(false)
        host.child.viewDidAppear(false)
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        host.child.didMove(toParent: host)
        // turn 3 ends
        """)
  }

  /// A local view made the controller's view in `loadView` is that view.
  ///
  /// `let container = UIView(); view = container`: the local is the
  /// controller's view. A `UIViewController` property holds any controller
  /// after its first value, a navigation controller here.
  func testALoadViewThatAssignsALocalViewAndAPropertyOfAnyController() {
    assertTrace(
      """
      final class Reveal: UIViewController {
          private(set) var front: UIViewController
          init(front: UIViewController) {
              self.front = front
              super.init(nibName: nil, bundle: nil)
          }
          override func loadView() {
              let container = UIView()
              view = container
              addChild(front)
              container.addSubview(front.view)
              front.didMove(toParent: self)
          }
          func replaceFront(_ controller: UIViewController) {
              front.willMove(toParent: nil)
              front.view.removeFromSuperview()
              front.removeFromParent()
              front = controller
              addChild(controller)
              view.addSubview(controller.view)
              controller.didMove(toParent: self)
          }
      }
      let nav = UINavigationController()
      let plain = UIViewController()
      let reveal = Reveal(front: nav)
      _ = reveal.view
      reveal.replaceFront(plain)
      """, profile: .ios17,
      equals: """
        reveal.loadView()
        nav.willMove(toParent: reveal)
        nav.loadView()
        nav.viewDidLoad()
        nav.didMove(toParent: reveal)
        reveal.viewDidLoad()
        nav.willMove(toParent: nil)
        nav.didMove(toParent: nil)
        plain.willMove(toParent: reveal)
        plain.loadView()
        plain.viewDidLoad()
        plain.didMove(toParent: reveal)
        // turn 1 ends
        """)
  }

  /// Popping the last element of a list that changes.
  ///
  /// `guard let previous = history.popLast()` takes the last element off,
  /// and fails on an empty list; `removeLast()` as a statement removes it.
  /// A superclass's `didSet` runs when the subclass assigns the property.
  func testPoppingTheLastElementOfAListAPropertyKeeps() {
    assertTrace(
      """
      class BaseContainer: UIViewController {
          var content: UIViewController? {
              didSet {
                  oldValue?.willMove(toParent: nil)
                  oldValue?.removeFromParent()
                  if let content { addChild(content) }
              }
          }
      }
      final class Cards: BaseContainer {
          private var history: [UIViewController] = []
          func push(_ controller: UIViewController) {
              if let current = content { history.append(current) }
              content = controller
          }
          func pop() {
              guard let previous = history.popLast() else { return }
              content = previous
          }
          func forgetOne() { history.removeLast() }
      }
      let cards = Cards()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      cards.push(a)
      cards.push(b)
      cards.push(c)
      cards.forgetOne()
      cards.pop()
      cards.pop()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: cards)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: cards)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        c.willMove(toParent: cards)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        a.willMove(toParent: cards)
        // turn 1 ends
        """)
  }

  /// `let top = stack.removeLast()`: the element taken off the end of a list
  /// that changes, as a stack container pops.
  func testAStackContainerPopsWithRemoveLast() {
    assertTrace(
      """
      final class Stack: UIViewController {
          private var stack: [UIViewController] = []
          func push(_ vc: UIViewController) {
              if let top = stack.last {
                  top.willMove(toParent: nil)
                  top.view.removeFromSuperview()
                  top.removeFromParent()
              }
              stack.append(vc)
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
          }
          func pop() {
              guard stack.count > 1 else { return }
              let top = stack.removeLast()
              top.willMove(toParent: nil)
              top.view.removeFromSuperview()
              top.removeFromParent()
              if let previous = stack.last {
                  addChild(previous)
                  view.addSubview(previous.view)
                  previous.didMove(toParent: self)
              }
          }
      }
      let s = Stack()
      let a = UIViewController()
      let b = UIViewController()
      s.push(a)
      s.push(b)
      s.pop()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: s)
        s.loadView()
        s.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: s)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: s)
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: s)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.willMove(toParent: s)
        a.didMove(toParent: s)
        // turn 1 ends
        """)
  }
  /// A Swift 4 container, as such files are: `self` left out of
  /// `addChildViewController(vc)`, a method of its own named `addChild(_:)`
  /// (no `override`: another method than UIKit's, which Swift 4 spelled
  /// `addChildViewController`), and the transition's completion opening
  /// the line below the call, which Swift reads as its trailing closure.
  func testASwiftFourSwapWithItsOwnAddChildAndACompletionOnTheNextLine() {
    assertTrace(
      """
      class ContainerController: UIViewController {
          var currentVC: UIViewController?
          func addChild(_ vc: UIViewController) {
              guard let oldVC = currentVC else {
                  currentVC = vc
                  addChildViewController(vc)
                  view.addSubview(vc.view)
                  vc.didMove(toParentViewController: self)
                  return
              }
              oldVC.willMove(toParentViewController: nil)
              currentVC = vc
              addChildViewController(vc)
              transition(from: oldVC,
                         to: vc,
                         duration: 0.5,
                         options: .transitionFlipFromLeft,
                         animations: nil)
              { _ in
                  oldVC.removeFromParentViewController()
                  vc.didMove(toParentViewController: self)
              }
          }
      }
      let container = ContainerController()
      window.rootViewController = container
      window.makeKeyAndVisible()
      let a = UIViewController()
      let b = UIViewController()
      container.addChild(a)
      RunLoop.main.runUntilIdle()
      container.addChild(b)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        container.loadView()
        container.viewDidLoad()
        container.viewWillAppear(false)
        a.willMove(toParent: container)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: container)
        // turn 1 ends
        container.viewIsAppearing(false)
        a.viewIsAppearing(false)
        container.viewDidAppear(false)
        a.viewDidAppear(false)
        a.willMove(toParent: nil)
        b.willMove(toParent: container)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
        // turn 2 ends
        b.viewIsAppearing(true)
        // t = 0.5: container.transition(from: a, to: b, duration: 0.5) ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        // completion of container.transition(from: a, to: b, duration: 0.5)
        a.didMove(toParent: nil)
        b.didMove(toParent: container)
        // turn 3 ends
        """)
  }
  /// A Swift 4 swap driven by buttons, as such sample projects are:
  /// implicitly unwrapped properties passed where a controller is needed
  /// (Swift unwraps them there), `childViewControllers`, a controller from
  /// the storyboard (a new one, its view not loaded), and a completion
  /// whose parameter starts the line after its `{`.
  func testASwiftFourSwapWithImplicitlyUnwrappedPropertiesAndAStoryboard() {
    let swap = """
      class ViewController: UIViewController {
          @IBOutlet weak var containerView: UIView!
          var view1: UIViewController!
          var view2: UIViewController!
          var currentView: UIViewController!
          override func viewDidLoad() {
              super.viewDidLoad()
              view1 = self.childViewControllers.last!
              view2 = self.storyboard?.instantiateViewController(withIdentifier: "View2")
              currentView = view1
          }
          @IBAction func btnView2Tap(_ sender: AnyObject) {
              if currentView == view1 {
                  self.addChildViewController(view2)
                  moveToNewController(newController: view2)
              }
          }
          func moveToNewController(newController : UIViewController){
              currentView.willMove(toParentViewController: nil)
              self.transition(from: currentView, to: newController, duration: 0.2, options: [.transitionCrossDissolve], animations: nil, completion: {
                  finished in
                  self.currentView.removeFromParentViewController()
                  newController.didMove(toParentViewController: self)
                  self.currentView = newController
              })
          }
      }
      let root = ViewController()
      let embedded = UIViewController()
      root.addChild(embedded)
      root.view.addSubview(embedded.view)
      embedded.didMove(toParent: root)
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.btnView2Tap(root)
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      swap, profile: .ios17,
      equals: """
        embedded.willMove(toParent: root)
        root.loadView()
        root.viewDidLoad()
        embedded.loadView()
        embedded.viewDidLoad()
        embedded.didMove(toParent: root)
        root.viewWillAppear(false)
        embedded.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        embedded.viewIsAppearing(false)
        root.viewDidAppear(false)
        embedded.viewDidAppear(false)
        root.view2.willMove(toParent: root)
        embedded.willMove(toParent: nil)
        root.view2.loadView()
        root.view2.viewDidLoad()
        root.view2.viewWillAppear(true)
        embedded.viewWillDisappear(true)
        // turn 2 ends
        root.view2.viewIsAppearing(true)
        // t = 0.2: root.transition(from: embedded, to: root.view2, duration: 0.2) ends
        embedded.viewDidDisappear(true)
        root.view2.viewDidAppear(true)
        // completion of root.transition(from: embedded, to: root.view2, duration: 0.2)
        embedded.didMove(toParent: nil)
        root.view2.didMove(toParent: root)
        // turn 3 ends
        """)
    // The old spellings are read, not skipped: no `skipped:`, and `--strict`
    // refuses only the storyboard, which is not modelled.
    let strict = run(swap, ["audit", "--strict"])
    XCTAssertEqual(strict.exitCode, 65)
    XCTAssertEqual(
      strict.standardError.split(separator: "\n").filter { $0.contains("error:") },
      [
        "Drawer.swift:9:34: error: not modelled, refused under --strict: storyboards are not "
          + "modelled: 'instantiateViewController' makes a new UIViewController, its view not loaded"
      ])
    let notes = run(swap, ["audit"]).standardError
    XCTAssertTrue(
      notes.contains(
        "Drawer.swift:8:22: note: 'childViewControllers' is spelled 'children' since Swift 4.2; "
          + "read as 'children'\n"), notes)
    XCTAssertTrue(
      notes.contains(
        "Drawer.swift:19:9: note: 'willMove(toParentViewController:)' is spelled "
          + "'willMove(toParent:)' since Swift 4.2; read as 'willMove(toParent:)'\n"), notes)
  }
  /// A property that makes its controllers in an array literal, each an
  /// instance of a class of the file: each is made, named after the
  /// property (`pages.controllers_1`, …), then the list holds them; a page
  /// view controller subclass shows the first and swipes to the second.
  func testAnArrayLiteralOfInstancesMadeByAProperty() {
    assertTrace(
      """
      class RedViewController: UIViewController {
          override func viewDidLoad() {
              super.viewDidLoad()
              view.backgroundColor = .red
          }
      }
      class GreenViewController: UIViewController {}
      class DemoPages: UIPageViewController {
          let controllers = [RedViewController(), GreenViewController()]
          override func viewDidLoad() {
              super.viewDidLoad()
              dataSource = self
              setViewControllers([controllers.first!], direction: .forward, animated: false, completion: nil)
          }
      }
      extension DemoPages: UIPageViewControllerDataSource {
          func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
              if let index = controllers.firstIndex(where: { $0 == viewController }), index < (controllers.count - 1) {
                  return controllers[index + 1]
              }
              return nil
          }
          func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
              if let index = controllers.firstIndex(where: { $0 == viewController }), index > 0 {
                  return controllers[index - 1]
              }
              return nil
          }
      }
      let pages = DemoPages(transitionStyle: .scroll, navigationOrientation: .horizontal)
      window.rootViewController = pages
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pages.beginInteractiveSwipe(direction: .forward)
      pages.finishInteractiveSwipe()
      """, profile: .ios17,
      equals: """
        pages.loadView()
        pages.viewDidLoad()
        pages.controllers_1.willMove(toParent: pages)
        pages.controllers_1.loadView()
        pages.controllers_1.viewDidLoad()
        pages.controllers_1.viewWillAppear(false)
        pages.controllers_1.viewIsAppearing(false)
        pages.controllers_1.viewDidAppear(false)
        pages.controllers_1.didMove(toParent: pages)
        pages.viewWillAppear(false)
        // turn 1 ends
        pages.viewIsAppearing(false)
        pages.viewDidAppear(false)
        pages.viewControllerAfter(pages.controllers_1)
        pages.viewControllerBefore(pages.controllers_1)
        pages.willTransition(to: [pages.controllers_2])
        pages.controllers_2.willMove(toParent: pages)
        pages.controllers_2.loadView()
        pages.controllers_2.viewDidLoad()
        pages.controllers_2.viewWillAppear(true)
        pages.controllers_1.viewWillDisappear(true)
        pages.controllers_2.viewIsAppearing(true)
        pages.controllers_2.viewDidAppear(true)
        pages.controllers_1.viewDidDisappear(true)
        pages.controllers_1.willMove(toParent: nil)
        pages.controllers_1.didMove(toParent: nil)
        pages.controllers_2.didMove(toParent: pages)
        pages.didFinishAnimating(true, previousViewControllers: [pages.controllers_1], transitionCompleted: true)
        pages.viewControllerAfter(pages.controllers_2)
        // turn 2 ends
        """)
  }
  /// A lazy list of controllers that a method makes, read first in
  /// `viewDidLoad`, with the container inside a navigation controller
  /// declared after it: the controllers the method makes while the scenario
  /// runs do not shift the objects declared after them.
  func testControllersMadeByAMethodWhileRunningLeaveLaterDeclarationsTheirOwn() {
    assertTrace(
      """
      final class Segments: UIViewController {
          private lazy var viewControllers: [UIViewController] = [makeChild(), makeChild()]
          private var currentChild: UIViewController?
          override func viewDidLoad() {
              super.viewDidLoad()
              show(viewControllers[0])
          }
          func select(index: Int) {
              guard viewControllers.indices.contains(index) else { return }
              show(viewControllers[index])
          }
          private func makeChild() -> UIViewController {
              let controller = UIViewController()
              return controller
          }
          private func show(_ child: UIViewController) {
              guard child !== currentChild else { return }
              if let current = currentChild {
                  current.willMove(toParent: nil)
                  current.view.removeFromSuperview()
                  current.removeFromParent()
              }
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
              currentChild = child
          }
      }
      let segments = Segments()
      let nav = UINavigationController(rootViewController: segments)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      segments.select(index: 1)
      segments.select(index: 1)
      """, profile: .ios17,
      equals: """
        segments.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        segments.loadView()
        segments.viewDidLoad()
        controller.willMove(toParent: segments)
        controller.loadView()
        controller.viewDidLoad()
        controller.didMove(toParent: segments)
        nav.viewWillAppear(false)
        segments.viewWillAppear(false)
        controller.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        segments.viewIsAppearing(false)
        controller.viewIsAppearing(false)
        nav.viewDidAppear(false)
        segments.viewDidAppear(false)
        controller.viewDidAppear(false)
        segments.didMove(toParent: nav)
        controller.willMove(toParent: nil)
        controller.viewWillDisappear(false)
        controller.didMove(toParent: nil)
        controller_2.willMove(toParent: segments)
        controller_2.loadView()
        controller_2.viewDidLoad()
        controller_2.viewWillAppear(false)
        controller_2.didMove(toParent: segments)
        // turn 2 ends
        controller_2.viewIsAppearing(false)
        controller.viewDidDisappear(false)
        controller_2.viewDidAppear(false)
        """)
  }
  /// A superclass's `didSet` runs when a subclass's initializer assigns the
  /// property after `super.init`, as Swift runs it; the class's own
  /// properties assigned in its own initializer run none.
  func testASuperclassObserverRunsWhenASubclassInitializerAssignsItsProperty() {
    assertTrace(
      """
      class Base: UIViewController {
          var content: UIViewController? {
              didSet {
                  oldValue?.removeFromParent()
                  if let content { addChild(content) }
              }
          }
      }
      final class Sub: Base {
          var shown: UIViewController? {
              didSet { shown?.loadViewIfNeeded() }
          }
          init(first: UIViewController, other: UIViewController) {
              shown = other
              super.init(nibName: nil, bundle: nil)
              content = first
              shown = other
          }
      }
      let first = UIViewController()
      let other = UIViewController()
      let s = Sub(first: first, other: other)
      """, profile: .ios17,
      equals: """
        first.willMove(toParent: s)
        // turn 1 ends
        """)
  }

  /// An initializer that assigns its own properties inside a closure it
  /// calls at once (`({ … })()`, as drawer libraries do to have the
  /// observers run): the observers run there, `willSet` on the value the
  /// direct assignment left (a controller with no parent: `removeFromParent`
  /// does nothing); the assignment written directly runs none.
  func testAClosureCalledInAnInitializerRunsTheObservers() {
    assertTrace(
      """
      class Host: UIViewController {
          var content: UIViewController! {
              willSet {
                  guard let controller = content else { return }
                  controller.willMove(toParent: nil)
                  controller.removeFromParent()
              }
              didSet {
                  guard let controller = content else { return }
                  addChild(controller)
                  controller.didMove(toParent: self)
              }
          }
          init(content: UIViewController, direct: UIViewController) {
              super.init(nibName: nil, bundle: nil)
              self.content = direct
              ({
                  self.content = content
              })()
          }
          required init?(coder: NSCoder) {
              super.init(coder: coder)
          }
      }
      let main = UIViewController()
      let unseen = UIViewController()
      let host = Host(content: main, direct: unseen)
      """, profile: .ios17,
      equals: """
        unseen.willMove(toParent: nil)
        main.willMove(toParent: host)
        main.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// Results Swift lets a caller drop: `_ = stack.popLast()` changes the
  /// list, `_ = navigationController?.popViewController(animated: false)`
  /// pops; a UIKit controller made in an argument
  /// (`stack.append(UIViewController())`) is named after its type.
  func testDiscardedResultsStillRunTheirCalls() {
    assertTrace(
      """
      final class Flow: UIViewController {
          private var stack: [UIViewController] = []
          func pushNew() {
              stack.append(UIViewController())
              navigationController?.pushViewController(stack[stack.count - 1], animated: false)
          }
          func back() {
              _ = stack.popLast()
              _ = navigationController?.popViewController(animated: false)
          }
      }
      let flow = Flow()
      let nav = UINavigationController(rootViewController: flow)
      flow.pushNew()
      flow.back()
      """, profile: .ios17,
      equals: """
        flow.willMove(toParent: nav)
        viewController.willMove(toParent: nav)
        flow.didMove(toParent: nav)
        viewController.willMove(toParent: nil)
        viewController.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// A closure the driver keeps in a constant is passed as a completion and
  /// called later, as Swift does.
  func testAClosureKeptInADriverConstantIsPassedAndCalled() {
    assertTrace(
      """
      final class Host: UIViewController {
          func close(completion: (() -> Void)?) {
              UIView.animate(withDuration: 0.3, animations: {}) { _ in completion?() }
          }
      }
      let host = Host()
      let detail = UIViewController()
      let done = {
          host.addChild(detail)
          detail.didMove(toParent: host)
      }
      host.close(completion: done)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        // turn 1 ends
        // t = 0.3: UIView.animate(withDuration: 0.3) ends
        // completion of UIView.animate(withDuration: 0.3)
        detail.willMove(toParent: host)
        detail.didMove(toParent: host)
        // turn 2 ends
        """)
  }
  /// A working method's result read inside a larger expression.
  ///
  /// An argument (`show(makeChild())`), a `guard let`, a `return`: the
  /// method runs first, as Swift evaluates it before the statement uses it;
  /// a controller it returns unnamed is named after its type.
  func testAWorkingMethodsResultReadInsideAStatement() {
    assertTrace(
      """
      final class Host: UIViewController {
          private var count = 0
          private func makeChild() -> UIViewController {
              count += 1
              let child = UIViewController()
              return child
          }
          private func nextChild() -> UIViewController? {
              if count > 1 { return nil }
              count += 1
              return UIViewController()
          }
          private func show(_ child: UIViewController) {
              addChild(child)
              child.didMove(toParent: self)
          }
          func addOne() { show(makeChild()) }
          func addGuarded() {
              guard let next = nextChild() else { return }
              show(next)
          }
      }
      let host = Host()
      host.addOne()
      host.addGuarded()
      host.addGuarded()
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: host)
        child.didMove(toParent: host)
        viewController.willMove(toParent: host)
        viewController.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A working method on the right of `&&` runs only when the left side
  /// holds, as Swift evaluates it: not while `ready` is false, once when it
  /// is true (and the branch sets it back).
  func testAWorkingMethodOnTheRightOfAndRunsOnlyWhenTheLeftHolds() {
    assertTrace(
      """
      final class Host: UIViewController {
          var ready = false
          private func claim() -> Bool {
              addChild(UIViewController())
              return true
          }
          func maybe() {
              if ready && claim() { ready = false }
          }
      }
      let host = Host()
      host.maybe()
      host.ready = true
      host.maybe()
      host.maybe()
      """, profile: .ios17,
      equals: """
        viewController.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A `defer` at a closure's top level runs when the closure ends, as a
  /// function's does: the completion's `didMove` written first runs last.
  func testADeferInAClosureRunsWhenTheClosureEnds() {
    assertTrace(
      """
      final class Host: UIViewController {
          func run(_ child: UIViewController) {
              UIView.animate(withDuration: 0.2, animations: {}) { _ in
                  defer { child.didMove(toParent: self) }
                  self.addChild(child)
              }
          }
      }
      let host = Host()
      let c = UIViewController()
      host.run(c)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        // turn 1 ends
        // t = 0.2: UIView.animate(withDuration: 0.2) ends
        // completion of UIView.animate(withDuration: 0.2)
        c.willMove(toParent: host)
        c.didMove(toParent: host)
        // turn 2 ends
        """)
  }
  /// A tab container set up in `viewDidLoad` from a storyboard kept in a
  /// local, its list declared implicitly unwrapped and assigned there, and
  /// a button's action called with the button: the action runs, as Swift
  /// runs it, and only what reads the button is skipped.
  func testATabContainerFromALocalStoryboardWithAButtonsAction() {
    assertTrace(
      """
      class Tabs: UIViewController {
          var first: UIViewController!
          var second: UIViewController!
          var controllers: [UIViewController]!
          var selected = 0
          @IBOutlet var buttons: [UIButton]!
          override func viewDidLoad() {
              super.viewDidLoad()
              let storyboard = UIStoryboard(name: "Main", bundle: nil)
              first = storyboard.instantiateViewController(identifier: "First")
              second = storyboard.instantiateViewController(identifier: "Second")
              controllers = [first, second]
              didTap(buttons[0])
          }
          @IBAction func didTap(_ sender: UIButton) {
              sender.isSelected = true
              let shown = controllers[selected]
              addChild(shown)
              view.addSubview(shown.view)
              shown.didMove(toParent: self)
          }
      }
      let tabs = Tabs()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        tabs.loadView()
        tabs.viewDidLoad()
        tabs.first.willMove(toParent: tabs)
        tabs.first.loadView()
        tabs.first.viewDidLoad()
        tabs.first.didMove(toParent: tabs)
        tabs.viewWillAppear(false)
        tabs.first.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        tabs.first.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        tabs.first.viewDidAppear(false)
        """)
  }
  /// `*=` and `/=` change a number as Swift does (`progress *= -1`).
  func testCompoundMultiplicationAndDivisionChangeANumber() {
    assertTrace(
      """
      final class Pages: UIViewController {
          var count = 2
          func grow(_ child: UIViewController) {
              count *= 6
              count /= 4
              if count == 3 { addChild(child) }
          }
      }
      let pages = Pages()
      let child = UIViewController()
      pages.grow(child)
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: pages)
        // turn 1 ends
        """)
  }
  /// A SwiftUI view embedded in a `UIHostingController`, and a
  /// `UITableViewController` child: controllers like any other here, their
  /// containment followed.
  func testAHostingControllerAndATableViewControllerAreChildrenLikeAnyOther() {
    assertTrace(
      """
      import SwiftUI
      struct ContentView: View {
          var body: some View { Text("Hello") }
      }
      final class Host: UIViewController {
          private var hosting: UIHostingController<ContentView>!
          private let list = UITableViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              hosting = UIHostingController(rootView: ContentView())
              addChild(hosting)
              view.addSubview(hosting.view)
              hosting.didMove(toParent: self)
              addChild(list)
              view.addSubview(list.view)
              list.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.hosting.willMove(toParent: host)
        host.hosting.loadView()
        host.hosting.viewDidLoad()
        host.hosting.didMove(toParent: host)
        host.list.willMove(toParent: host)
        host.list.loadView()
        host.list.viewDidLoad()
        host.list.didMove(toParent: host)
        host.viewWillAppear(false)
        host.hosting.viewWillAppear(false)
        host.list.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.hosting.viewIsAppearing(false)
        host.list.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.hosting.viewDidAppear(false)
        host.list.viewDidAppear(false)
        """)
  }
  /// A layout library's function in the class's code
  /// (`constrain(a, b) { child, container in … }`, a closure of two
  /// parameters) is skipped with a note, and the rest runs; a name close to
  /// one of the class's own methods is a misspelling, refused with what it
  /// may mean.
  func testAFunctionOfAnotherModuleIsSkippedAndAMisspelledMethodIsNot() {
    let swap = """
      class Swap: UIViewController {
          private func setContent(_ controller: UIViewController) {
              children.forEach { child in
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
              addChild(controller)
              view.addSubview(controller.view)
              constrain(controller.view, view) { child, container in
                  child.edges == container.edges
              }
              controller.didMove(toParent: self)
          }
          func show(_ controller: UIViewController) { setContent(controller) }
      }
      let swap = Swap()
      let a = UIViewController()
      swap.show(a)
      """
    assertTrace(
      swap, profile: .ios17,
      equals: """
        a.willMove(toParent: swap)
        swap.loadView()
        swap.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: swap)
        // turn 1 ends
        """)
    XCTAssertTrue(
      run(swap).standardError.contains(
        "Drawer.swift:10:9: note: skipped: 'constrain' is not modelled"))
    let misspelled = run(swap.replacingOccurrences(of: "{ setContent(", with: "{ setContnt("))
    XCTAssertEqual(misspelled.exitCode, 65)
    XCTAssertTrue(
      misspelled.standardError.contains(
        "no function 'setContnt' here (did you mean 'setContent'?)"),
      misspelled.standardError)
  }
  /// SnapKit's `view.snp.makeConstraints { make in … }`, as most containers
  /// lay their children out, is skipped with the constraints' note.
  func testSnapKitConstraintsAreSkipped() {
    let result = run(
      """
      final class Embed: UIViewController {
          func embed(_ controller: UIViewController) {
              addChild(controller)
              view.addSubview(controller.view)
              controller.view.snp.makeConstraints { make in
                  make.edges.equalToSuperview()
              }
              controller.didMove(toParent: self)
          }
      }
      let embed = Embed()
      let a = UIViewController()
      embed.embed(a)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:5:25: note: skipped: constraints and autoresizing are not modelled\n")
    XCTAssertTrue(result.standardOutput.contains("a.didMove(toParent: embed)"))
  }
  /// An override whose parameters the model does not pass (a rotation's
  /// coordinator) runs, what reads them skipped; UIKit's methods the
  /// language does not call, with `self` left out
  /// (`setNeedsStatusBarAppearanceUpdate()`), are skipped as `self.…` is;
  /// a `private extension` of the class adds its methods.
  func testAnOverrideWithACoordinatorAndUIKitMethodsOnAnImplicitSelf() {
    assertTrace(
      """
      final class Container: UIViewController {
          private(set) var current: UIViewController?
          override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
              super.viewWillTransition(to: size, with: coordinator)
              coordinator.animate(alongsideTransition: nil) { _ in
                  self.view.setNeedsLayout()
              }
              current?.loadViewIfNeeded()
          }
      }
      private extension Container {
          func show(_ next: UIViewController) {
              addChild(next)
              next.didMove(toParent: self)
              current = next
              setNeedsStatusBarAppearanceUpdate()
          }
      }
      let container = Container()
      let first = UIViewController()
      container.show(first)
      window.rootViewController = container
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      window.rotate(to: .landscapeLeft, duration: 0.3)
      """, profile: .ios17,
      equals: """
        first.willMove(toParent: container)
        first.didMove(toParent: container)
        container.loadView()
        container.viewDidLoad()
        container.viewWillAppear(false)
        // turn 1 ends
        container.viewIsAppearing(false)
        container.viewDidAppear(false)
        container.viewWillTransition(to: .landscapeLeft)
        first.loadView()
        first.viewDidLoad()
        first.viewWillTransition(to: .landscapeLeft)
        // turn 2 ends
        """)
  }
  /// `return setChild(c)` in a function that returns nothing runs the call, as
  /// Swift does.
  func testReturningACallRunsIt() {
    assertTrace(
      """
      class Single: UIViewController {
          private func removeAll() {
              children.forEach { child in
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
          }
          private func setChild(_ controller: UIViewController) {
              removeAll()
              addChild(controller)
              view.addSubview(controller.view)
              controller.didMove(toParent: self)
          }
      }
      extension Single {
          var content: UIViewController? {
              get { children.first }
              set {
                  guard let newValue else { return removeAll() }
                  setChild(newValue)
              }
          }
          func show(_ controller: UIViewController) {
              guard children.isEmpty else { return setChild(controller) }
              setChild(controller)
          }
      }
      let single = Single()
      let a = UIViewController()
      let b = UIViewController()
      single.show(a)
      single.show(b)
      single.content = nil
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: single)
        single.loadView()
        single.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: single)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: single)
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: single)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        // turn 1 ends
        """)
  }
  /// A storyboard's controller passed as an argument
  /// (`swappers.append(storyboard!.instantiateViewController(…))`) is a new
  /// controller, named after its type, and a manual flip between the two
  /// gives the order a device printed for this code: the new child's
  /// `willMove`, the old one's `willMove(nil)` and `viewWillDisappear`, the
  /// new one's `viewWillAppear`, then `viewDidAppear`, `viewDidDisappear`,
  /// `didMove`, `didMove(nil)`.
  func testAStoryboardControllerPassedAsAnArgumentAndAManualFlip() {
    assertTrace(
      """
      class Flipper: UIViewController {
          var cur = 0
          var swappers = [UIViewController]()
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          override func viewDidLoad() {
              super.viewDidLoad()
              swappers.append(children[0])
              swappers.append(storyboard!.instantiateViewController(withIdentifier: "child2"))
          }
          func flip() {
              let fromvc = swappers[cur]
              cur = cur == 0 ? 1 : 0
              let tovc = swappers[cur]
              addChild(tovc)
              fromvc.willMove(toParent: nil)
              fromvc.beginAppearanceTransition(false, animated: true)
              tovc.beginAppearanceTransition(true, animated: true)
              UIView.transition(from: fromvc.view, to: tovc.view, duration: 0.4, options: .transitionFlipFromLeft) { _ in
                  tovc.endAppearanceTransition()
                  fromvc.endAppearanceTransition()
                  tovc.didMove(toParent: self)
                  fromvc.removeFromParent()
              }
          }
      }
      let root = Flipper()
      let child1 = UIViewController()
      root.addChild(child1)
      root.view.addSubview(child1.view)
      child1.didMove(toParent: root)
      window.rootViewController = root
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      root.flip()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        child1.willMove(toParent: root)
        root.loadView()
        root.viewDidLoad()
        child1.loadView()
        child1.viewDidLoad()
        child1.didMove(toParent: root)
        root.viewWillAppear(false)
        // turn 1 ends
        root.viewIsAppearing(false)
        root.viewDidAppear(false)
        viewController.willMove(toParent: root)
        child1.willMove(toParent: nil)
        child1.viewWillDisappear(true)
        viewController.loadView()
        viewController.viewDidLoad()
        viewController.viewWillAppear(true)
        // turn 2 ends
        viewController.viewIsAppearing(true)
        // t = 0.4: UIView.animate(withDuration: 0.4) ends
        // completion of UIView.animate(withDuration: 0.4)
        viewController.viewDidAppear(true)
        child1.viewDidDisappear(true)
        viewController.didMove(toParent: root)
        child1.didMove(toParent: nil)
        // turn 3 ends
        """)
  }
  /// `list.enumerated().forEach { index, controller in … }` is the loop
  /// `for (index, controller) in list.enumerated()`.
  func testForEachOverEnumeratedBindsBothNames() {
    assertTrace(
      """
      final class Segments: UIViewController {
          private var items = [UIViewController]()
          func set(_ list: [UIViewController]) {
              items.removeAll()
              list.enumerated().forEach { index, controller in
                  if index > 0 { items.append(controller) }
              }
              if let first = items.first {
                  addChild(first)
                  first.didMove(toParent: self)
              }
          }
      }
      let s = Segments()
      let a = UIViewController()
      let b = UIViewController()
      s.set([a, b])
      """, profile: .ios17,
      equals: """
        b.willMove(toParent: s)
        b.didMove(toParent: s)
        // turn 1 ends
        """)
  }
}

extension PastedSwiftTests {
  /// An `@IBOutlet` view is connected by the storyboard when the view
  /// loads, inside the controller's view: a child's view put into it
  /// appears with the container (it was in no window: no appearance at all,
  /// and no note).
  func testAnOutletViewIsInItsControllersViewOnceTheViewLoads() {
    let text = """
      final class Host: UIViewController {
          @IBOutlet weak var container: UIView!
          func show(_ child: UIViewController) {
              addChild(child)
              container.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      let c = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.show(c)
      """
    assertTrace(
      text, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        c.willMove(toParent: host)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: host)
        // turn 2 ends
        c.viewIsAppearing(false)
        c.viewDidAppear(false)
        """)
    XCTAssertEqual(
      run(text).standardError,
      "Drawer.swift:2:24: note: an @IBOutlet view is read as a subview of its controller's "
        + "view, connected when the view loads\n")
    XCTAssertEqual(run(text, ["audit"]).exitCode, 0)
  }

  /// The outlet is connected before the class's own `viewDidLoad` runs; a
  /// stack view's `addArrangedSubview` makes the view its subview (it was
  /// skipped, and with it the child's view loading); `scroll?.` on an
  /// optional outlet is Swift's, accepted.
  func testArrangedSubviewsAndOptionalOutletsInViewDidLoad() {
    assertTrace(
      """
      final class Host: UIViewController {
          @IBOutlet private weak var stack: UIStackView!
          @IBOutlet var scroll: UIScrollView?
          override func viewDidLoad() {
              super.viewDidLoad()
              let a = UIViewController()
              addChild(a)
              stack.addArrangedSubview(a.view)
              a.didMove(toParent: self)
              let b = UIViewController()
              addChild(b)
              scroll?.addSubview(b.view)
              b.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        a.willMove(toParent: host)
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: host)
        b.willMove(toParent: host)
        b.loadView()
        b.viewDidLoad()
        b.didMove(toParent: host)
        host.viewWillAppear(false)
        a.viewWillAppear(false)
        b.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        a.viewIsAppearing(false)
        b.viewIsAppearing(false)
        host.viewDidAppear(false)
        a.viewDidAppear(false)
        b.viewDidAppear(false)
        """)
  }

  /// A class that makes its own view (`loadView()` without
  /// `super.loadView()`) loads no nib: its outlets are not connected, and a
  /// view put into one is in no window.
  func testAClassThatMakesItsViewHasNoOutletsConnected() {
    assertTrace(
      """
      final class Host: UIViewController {
          @IBOutlet weak var container: UIView!
          override func loadView() {
              view = UIView()
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              let a = UIViewController()
              addChild(a)
              container.addSubview(a.view)
              a.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        a.willMove(toParent: host)
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: host)
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// A local of an initializer after `super.init` is known to the
  /// statements after it (each statement was read alone: "unknown name").
  func testAnInitializersLocalIsKnownToTheStatementsAfterIt() {
    assertTrace(
      """
      final class T: UIViewController {
          init() {
              super.init(nibName: nil, bundle: nil)
              let child = UIViewController()
              addChild(child)
              child.didMove(toParent: self)
          }
      }
      let t = T()
      """, profile: .ios17,
      equals: """
        child.willMove(toParent: t)
        child.didMove(toParent: t)
        // turn 1 ends
        """)
  }

  /// A local list filled by `append` in a loop, before `super.init` and in
  /// a method, then given to a property; and the same list made by `map`.
  func testALocalListFilledInALoopAndAListMadeByMap() {
    let text = """
      final class Tabs: UIViewController {
          private var tabs: [UIViewController] = []
          init(roots: [UIViewController]) {
              var made: [UIViewController] = []
              for root in roots { made.append(UINavigationController(rootViewController: root)) }
              tabs = made
              super.init(nibName: nil, bundle: nil)
          }
          func show(_ index: Int) {
              addChild(tabs[index])
              view.addSubview(tabs[index].view)
              tabs[index].didMove(toParent: self)
          }
          func wrap(_ roots: [UIViewController]) {
              tabs = roots.map { UINavigationController(rootViewController: $0) }
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let tabs = Tabs(roots: [a])
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.show(0)
      """
    assertTrace(
      text, profile: .ios17,
      equals: """
        a.willMove(toParent: navigationController)
        tabs.loadView()
        tabs.viewDidLoad()
        tabs.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        navigationController.willMove(toParent: tabs)
        navigationController.loadView()
        navigationController.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        navigationController.viewWillAppear(false)
        a.viewWillAppear(false)
        navigationController.didMove(toParent: tabs)
        // turn 2 ends
        navigationController.viewIsAppearing(false)
        a.viewIsAppearing(false)
        navigationController.viewDidAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: navigationController)
        """)
    assertTrace(
      text.replacingOccurrences(
        of: "let tabs = Tabs(roots: [a])", with: "let tabs = Tabs(roots: [])\ntabs.wrap([b])"),
      profile: .ios17,
      equals: """
        b.willMove(toParent: navigationController)
        tabs.loadView()
        tabs.viewDidLoad()
        tabs.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        navigationController.willMove(toParent: tabs)
        navigationController.loadView()
        navigationController.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
        navigationController.viewWillAppear(false)
        b.viewWillAppear(false)
        navigationController.didMove(toParent: tabs)
        // turn 2 ends
        navigationController.viewIsAppearing(false)
        b.viewIsAppearing(false)
        navigationController.viewDidAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: navigationController)
        """)
  }

  /// A sheet's detents as UIKit's Swift writes them give the language's trace.
  ///
  /// `.medium()`, and the sheet presentation controller bound by `if let`;
  /// what the model does not keep (`prefersGrabberVisible`) is skipped. The
  /// same trace as `s.sheetPresentationController?.detents = [.medium, .large]`.
  func testASheetsDetentsAsUIKitsSwiftWritesThem() throws {
    let pasted = """
      final class Host: UIViewController {
          func presentSheet(_ sheet: UIViewController) {
              if let controller = sheet.sheetPresentationController {
                  controller.detents = [.medium(), .large()]
                  controller.prefersGrabberVisible = true
              }
              present(sheet, animated: true)
          }
      }
      let h = Host()
      let s = UIViewController()
      window.rootViewController = h
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      h.presentSheet(s)
      RunLoop.main.runUntilIdle()
      s.dragSheet(to: .large)
      s.dragSheet(to: .medium)
      """
    let written = """
      let h = UIViewController()
      let s = UIViewController()
      window.rootViewController = h
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      s.sheetPresentationController?.detents = [.medium, .large]
      h.present(s, animated: true)
      RunLoop.main.runUntilIdle()
      s.dragSheet(to: .large)
      s.dragSheet(to: .medium)
      """
    for profile in Profile.presets {
      let expected = try Scenario(parsing: written).run(profile: profile)
      XCTAssertNil(expected.failure)
      assertTrace(
        pasted, profile: profile, equals: TraceFormat.text.render(expected.events, flags: false))
    }
    XCTAssertTrue(run(pasted).standardError.contains("'prefersGrabberVisible' is not modelled"))
  }
}

extension PastedSwiftTests {
  /// A class's own `transition(to:in:duration:with:completion:)` beside
  /// UIKit's: `self.transition(from:to:…)` inside it is UIKit's (it was
  /// taken for the class's method by its number of arguments, "missing the
  /// argument 'to'"); defaults the model does not read (an option set) are
  /// skipped; `containerView != nil ? containerView! : view!` with the
  /// default nil is the controller's view; a child that has a parent
  /// already is turned away by the guard; `guard let newView =
  /// viewController.view` loads the new child's view where it reads it,
  /// before the old child is told it leaves.
  func testAClassMethodNamedAsUIKitsAndItsDefaults() {
    assertTrace(
      """
      class TransitionController: UIViewController {
          private var currentViewController: UIViewController?

          func transition(
              to viewController: UIViewController,
              in containerView: UIView? = nil,
              duration: Double = 0.25,
              with options: UIView.AnimationOptions = [.transitionCrossDissolve],
              completion: (() -> Void)? = nil
          ) {
              guard viewController.parent == nil else {
                  print("Error: already a child")
                  return
              }
              let container = ((containerView != nil) ? containerView! : view!)
              self.addChild(viewController);
              guard let newView = viewController.view else {
                  print("Error: no view")
                  return
              }
              newView.frame = container.bounds;
              if let current = currentViewController {
                  current.willMove(toParent: nil)
                  self.transition(from: current, to: viewController, duration: duration, options: options, animations: nil) { [weak self] finished in
                      current.removeFromParent()
                      viewController.didMove(toParent: self)
                      self?.currentViewController = viewController
                      completion?()
                  }
              } else {
                  container.addSubview(newView)
                  viewController.didMove(toParent: self)
                  currentViewController = viewController
                  completion?()
              }
          }
      }

      let root = TransitionController()
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = root
      window.makeKeyAndVisible()
      root.transition(to: a)
      RunLoop.main.runUntilIdle()
      root.transition(to: b, duration: 0.5)
      RunLoop.main.runUntilIdle()
      root.transition(to: b)
      """, profile: .ios17,
      equals: """
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
        a.willMove(toParent: root)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: root)
        // turn 1 ends
        root.viewIsAppearing(false)
        a.viewIsAppearing(false)
        root.viewDidAppear(false)
        a.viewDidAppear(false)
        b.willMove(toParent: root)
        b.loadView()
        b.viewDidLoad()
        a.willMove(toParent: nil)
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
        // turn 2 ends
        b.viewIsAppearing(true)
        // t = 0.5: root.transition(from: a, to: b, duration: 0.5) ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        // completion of root.transition(from: a, to: b, duration: 0.5)
        a.didMove(toParent: nil)
        b.didMove(toParent: root)
        // turn 3 ends
        """)
  }
}

extension PastedSwiftTests {
  /// A property an initializer gives a new controller before `super.init` (`nav
  /// = UINavigationController(rootViewController: root)`, an instance of the
  /// file's class) is made there, named after the property.
  func testAnInitializerMakesTheControllersItsPropertiesHold() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Shell: UIViewController {
          private let nav: UINavigationController
          private let page: Page
          init(root: UIViewController) {
              nav = UINavigationController(rootViewController: root)
              page = Page()
              super.init(nibName: nil, bundle: nil)
          }
          required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(nav)
              view.addSubview(nav.view)
              nav.didMove(toParent: self)
              addChild(page)
              page.didMove(toParent: self)
          }
      }
      let root = UIViewController()
      let shell = Shell(root: root)
      shell.loadViewIfNeeded()
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: shell.nav)
        shell.loadView()
        shell.viewDidLoad()
        shell.nav.willMove(toParent: shell)
        shell.nav.loadView()
        shell.nav.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        shell.nav.didMove(toParent: shell)
        shell.page.willMove(toParent: shell)
        shell.page.didMove(toParent: shell)
        // turn 1 ends
        """)
  }
}

extension PastedSwiftTests {
  /// `for case let nav as UINavigationController in children`: the body
  /// runs for the children of that class, bound (it did not parse).
  func testACastingLoopRunsForTheElementsOfItsType() {
    assertTrace(
      """
      final class Tabs: UIViewController {
          func resetAll() {
              for case let nav as UINavigationController in children {
                  nav.popToRootViewController(animated: false)
              }
          }
      }
      let t = Tabs()
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      let plain = UIViewController()
      let detail = UIViewController()
      t.addChild(plain)
      t.addChild(nav)
      nav.pushViewController(detail, animated: false)
      t.resetAll()
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: nav)
        plain.willMove(toParent: t)
        nav.willMove(toParent: t)
        detail.willMove(toParent: nav)
        root.didMove(toParent: nav)
        detail.willMove(toParent: nil)
        detail.didMove(toParent: nil)
        // turn 1 ends
        """)
  }
}

extension PastedSwiftTests {
  /// `view.subviews.forEach { $0.removeFromSuperview() }` and its `for`
  /// loop remove every subview the view has when they run: a child's view
  /// among them disappears.
  func testEmptyingAViewsSubviewsRemovesEachOfThem() {
    for clearing in [
      "view.subviews.forEach { $0.removeFromSuperview() }",
      "for subview in view.subviews { subview.removeFromSuperview() }",
    ] {
      assertTrace(
        """
        final class C: UIViewController {
            func reset(_ next: UIViewController) {
                \(clearing)
                for child in children {
                    child.willMove(toParent: nil)
                    child.removeFromParent()
                }
                addChild(next)
                view.addSubview(next.view)
                next.didMove(toParent: self)
            }
        }
        let c = C()
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = c
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        c.reset(a)
        RunLoop.main.runUntilIdle()
        c.reset(b)
        """, profile: .ios17,
        equals: """
          c.loadView()
          c.viewDidLoad()
          c.viewWillAppear(false)
          // turn 1 ends
          c.viewIsAppearing(false)
          c.viewDidAppear(false)
          a.willMove(toParent: c)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
          a.didMove(toParent: c)
          // turn 2 ends
          a.viewIsAppearing(false)
          a.viewDidAppear(false)
          a.viewWillDisappear(false)
          a.willMove(toParent: nil)
          a.didMove(toParent: nil)
          b.willMove(toParent: c)
          b.loadView()
          b.viewDidLoad()
          b.viewWillAppear(false)
          b.didMove(toParent: c)
          // turn 3 ends
          b.viewIsAppearing(false)
          a.viewDidDisappear(false)
          b.viewDidAppear(false)
          """)
    }
  }
}

extension PastedSwiftTests {
  /// A method of the file's class called on a controller known only when
  /// running (`(children.last as? Page)?.showDetail()`, a local bound by `if
  /// let page = children.first as? Page`) runs for the instance it is.
  func testAMethodOnAControllerKnownOnlyWhenRunningRunsForThatInstance() {
    assertTrace(
      """
      final class Page: UIViewController {
          private var detail: UIViewController?
          func showDetail() {
              let d = UIViewController()
              detail = d
              addChild(d)
              view.addSubview(d.view)
              d.didMove(toParent: self)
          }
      }
      final class Pager: UIViewController {
          func refreshCurrent() {
              (children.last as? Page)?.showDetail()
          }
          func refreshFirst() {
              if let page = children.first as? Page {
                  page.showDetail()
              }
          }
      }
      let pager = Pager()
      let one = Page()
      let two = Page()
      pager.addChild(one)
      pager.view.addSubview(one.view)
      one.didMove(toParent: pager)
      pager.addChild(two)
      pager.view.addSubview(two.view)
      two.didMove(toParent: pager)
      window.rootViewController = pager
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      pager.refreshCurrent()
      pager.refreshFirst()
      """, profile: .ios17,
      equals: """
        one.willMove(toParent: pager)
        pager.loadView()
        pager.viewDidLoad()
        one.loadView()
        one.viewDidLoad()
        one.didMove(toParent: pager)
        two.willMove(toParent: pager)
        two.loadView()
        two.viewDidLoad()
        two.didMove(toParent: pager)
        pager.viewWillAppear(false)
        one.viewWillAppear(false)
        two.viewWillAppear(false)
        // turn 1 ends
        pager.viewIsAppearing(false)
        one.viewIsAppearing(false)
        two.viewIsAppearing(false)
        pager.viewDidAppear(false)
        one.viewDidAppear(false)
        two.viewDidAppear(false)
        d.willMove(toParent: two)
        d.loadView()
        d.viewDidLoad()
        d.viewWillAppear(false)
        d.didMove(toParent: two)
        d_2.willMove(toParent: one)
        d_2.loadView()
        d_2.viewDidLoad()
        d_2.viewWillAppear(false)
        d_2.didMove(toParent: one)
        // turn 2 ends
        d_2.viewIsAppearing(false)
        d.viewIsAppearing(false)
        d.viewDidAppear(false)
        d_2.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// An extension of the file's class that adopts several protocols, or
  /// with a `where` clause, is read as the class's members (a comma after
  /// the first protocol did not parse).
  func testAnExtensionAdoptingSeveralProtocolsAddsItsMembers() {
    assertTrace(
      """
      final class Host: UIViewController {}
      extension Host: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
          func show(_ child: UIViewController) {
              addChild(child)
              child.didMove(toParent: self)
          }
      }
      extension Host where Self: UIViewController {
          func hide(_ child: UIViewController) {
              child.willMove(toParent: nil)
              child.removeFromParent()
          }
      }
      let host = Host()
      let c = UIViewController()
      host.show(c)
      host.hide(c)
      """, profile: .ios17,
      equals: """
        c.willMove(toParent: host)
        c.didMove(toParent: host)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        // turn 1 ends
        """)
  }
}

extension PastedSwiftTests {
  /// A tab bar controller's subclass with `lazy` navigation controllers
  /// made around a new root: each is made where it is first read, its
  /// root's `willMove(toParent:)` there, in the order Swift reads the list;
  /// `delegate = self` on the implicit `self` is skipped as `self.delegate`
  /// is.
  func testLazyNavigationControllersOfATabBarSubclass() {
    assertTrace(
      """
      final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
          private lazy var home = UINavigationController(rootViewController: UIViewController())
          private lazy var profile = UINavigationController(rootViewController: UIViewController())

          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
              viewControllers = [home, profile]
              home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
              selectedIndex = 1
          }

          override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
              super.tabBar(tabBar, didSelect: item)
          }

          func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
              return true
          }

          func showHomeRoot() {
              selectedViewController = home
              home.popToRootViewController(animated: false)
          }
      }

      let tabs = MainTabBarController()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 0)
      RunLoop.main.runUntilIdle()
      tabs.showHomeRoot()
      """, profile: .ios17,
      equals: """
        tabs.loadView()
        tabs.viewDidLoad()
        tabs.home.rootViewController.willMove(toParent: tabs.home)
        tabs.profile.rootViewController.willMove(toParent: tabs.profile)
        tabs.home.willMove(toParent: tabs)
        tabs.home.didMove(toParent: tabs)
        tabs.profile.willMove(toParent: tabs)
        tabs.profile.didMove(toParent: tabs)
        tabs.home.loadView()
        tabs.home.viewDidLoad()
        tabs.home.rootViewController.loadView()
        tabs.home.rootViewController.viewDidLoad()
        tabs.profile.loadView()
        tabs.profile.viewDidLoad()
        tabs.profile.rootViewController.loadView()
        tabs.profile.rootViewController.viewDidLoad()
        tabs.viewWillAppear(false)
        tabs.profile.viewWillAppear(false)
        tabs.profile.rootViewController.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        tabs.profile.viewIsAppearing(false)
        tabs.profile.rootViewController.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        tabs.profile.viewDidAppear(false)
        tabs.profile.rootViewController.viewDidAppear(false)
        tabs.profile.rootViewController.didMove(toParent: tabs.profile)
        tabs.home.viewWillAppear(false)
        tabs.home.rootViewController.viewWillAppear(false)
        tabs.profile.viewWillDisappear(false)
        tabs.profile.rootViewController.viewWillDisappear(false)
        // turn 2 ends
        tabs.home.viewIsAppearing(false)
        tabs.home.rootViewController.viewIsAppearing(false)
        tabs.profile.viewDidDisappear(false)
        tabs.profile.rootViewController.viewDidDisappear(false)
        tabs.home.viewDidAppear(false)
        tabs.home.rootViewController.viewDidAppear(false)
        tabs.home.rootViewController.didMove(toParent: tabs.home)
        """)
  }

  /// A local chosen between two cases reads its condition where declared.
  ///
  /// As Swift does: `full ? .fullScreen : .pageSheet`, then `full` set to
  /// false, still gives a full-screen modal, under which the host disappears
  /// (ios17; a sheet leaves it shown).
  func testALocalChosenBetweenTwoCasesReadsItsConditionWhereDeclared() {
    assertTrace(
      """
      import UIKit

      final class Host: UIViewController {
          var full = true

          func show(_ modal: UIViewController) {
              let style: UIModalPresentationStyle = full ? .fullScreen : .pageSheet
              full = false
              modal.modalPresentationStyle = style
              present(modal, animated: false, completion: nil)
          }
      }

      let host = Host()
      let modal = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.show(modal)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        // turn 2 ends
        host.viewWillDisappear(false)
        modal.viewWillAppear(false)
        modal.viewIsAppearing(false)
        // t = 0.0: host.present(modal) ends
        modal.viewDidAppear(false)
        host.viewDidDisappear(false)
        """)
  }

  /// The same choice written in the scenario language: `full` is false, so
  /// the modal is a sheet and the host stays shown (ios17).
  func testAChoiceBetweenTwoCasesIsAValueWhereACaseIs() {
    assertTrace(
      """
      let host = UIViewController()
      let modal = UIViewController()
      var full = false
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      modal.modalPresentationStyle = full ? .fullScreen : .pageSheet
      host.present(modal, animated: false)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        // turn 2 ends
        modal.viewWillAppear(false)
        modal.viewIsAppearing(false)
        // t = 0.0: host.present(modal) ends
        modal.viewDidAppear(false)
        """)
  }

  /// A UIKit case written with its type (`UIModalPresentationStyle.fullScreen`,
  /// `UIPageViewController.NavigationDirection.forward`) is the case: the
  /// modal is full-screen, and the host disappears under it.
  func testAUIKitCaseWrittenWithItsTypeIsTheCase() {
    assertTrace(
      """
      import UIKit

      final class Host: UIViewController {
          func show(_ modal: UIViewController) {
              modal.modalPresentationStyle = UIModalPresentationStyle.fullScreen
              present(modal, animated: false, completion: nil)
          }
      }

      let host = Host()
      let modal = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.show(modal)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        modal.loadView()
        modal.viewDidLoad()
        // turn 2 ends
        host.viewWillDisappear(false)
        modal.viewWillAppear(false)
        modal.viewIsAppearing(false)
        // t = 0.0: host.present(modal) ends
        modal.viewDidAppear(false)
        host.viewDidDisappear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// A `lazy` property made as a navigation subclass of the file with
  /// UIKit's inherited `init(rootViewController:)` is made where it is
  /// first read, as a lazy `UINavigationController` is: its root's
  /// `willMove(toParent:)` comes at the `present` that reads it (rules 1.1,
  /// 5.1), not when its owner is made (it printed before `home.loadView()`).
  func testLazyNavigationSubclassIsGivenItsRootWhereFirstRead() {
    assertTrace(
      """
      final class SideMenu: UINavigationController {}

      final class Home: UIViewController {
          lazy var menu = SideMenu(rootViewController: UIViewController())

          func openMenu() {
              present(menu, animated: true)
          }
      }

      let home = Home()
      window.rootViewController = home
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      home.openMenu()
      """, profile: .ios17,
      equals: """
        home.loadView()
        home.viewDidLoad()
        home.viewWillAppear(false)
        // turn 1 ends
        home.viewIsAppearing(false)
        home.viewDidAppear(false)
        home.menu.rootViewController.willMove(toParent: home.menu)
        home.menu.loadView()
        home.menu.viewDidLoad()
        home.menu.rootViewController.loadView()
        home.menu.rootViewController.viewDidLoad()
        // turn 2 ends
        home.menu.viewWillAppear(true)
        home.menu.rootViewController.viewWillAppear(true)
        home.menu.viewIsAppearing(true)
        home.menu.rootViewController.viewIsAppearing(true)
        // t = 0.5: home.present(home.menu) ends
        home.menu.viewDidAppear(true)
        home.menu.rootViewController.viewDidAppear(true)
        home.menu.rootViewController.didMove(toParent: home.menu)
        // turn 3 ends
        """)
  }
}

extension PastedSwiftTests {
  /// A property the class declares is the class's even where UIKit names a
  /// view's property so (`center`, a frame's): `drawer.center = …` was
  /// skipped as a frame, silently, and the child was never added.
  func testAPropertyNamedLikeAViewsFrameIsTheClasssOwn() {
    assertTrace(
      """
      final class Drawer: UIViewController {
          var center: UIViewController?

          func install() {
              guard let center = center else { return }
              addChild(center)
              view.addSubview(center.view)
              center.didMove(toParent: self)
          }
      }

      let drawer = Drawer()
      drawer.center = UIViewController()
      drawer.install()
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        drawer.center.willMove(toParent: drawer)
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.center.loadView()
        drawer.center.viewDidLoad()
        drawer.center.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        drawer.center.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        drawer.center.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        drawer.center.viewDidAppear(false)
        """)
  }

  /// `center = Content()` in a method: the file's class made there, named after
  /// the property.
  func testAnInstanceOfTheFilesClassAssignedToAPropertyIsMadeThere() {
    assertTrace(
      """
      final class Content: UIViewController {}

      final class Drawer: UIViewController {
          var center: UIViewController?

          func install() {
              center = Content()
              guard let center = center else { return }
              addChild(center)
              view.addSubview(center.view)
              center.didMove(toParent: self)
          }
      }

      let drawer = Drawer()
      drawer.install()
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        drawer.center.willMove(toParent: drawer)
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.center.loadView()
        drawer.center.viewDidLoad()
        drawer.center.didMove(toParent: drawer)
        drawer.viewWillAppear(false)
        drawer.center.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        drawer.center.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        drawer.center.viewDidAppear(false)
        """)
  }

  /// An object given to a property with `didSet` is named after the property,
  /// as any other (it printed as `newValue`), and the file's class made in the
  /// driver's assignment is made there.
  func testAnObjectGivenToAnObservedPropertyIsNamedAfterIt() {
    assertTrace(
      """
      final class Content: UIViewController {}

      final class Drawer: UIViewController {
          var center: UIViewController? {
              didSet {
                  oldValue?.willMove(toParent: nil)
                  oldValue?.view.removeFromSuperview()
                  oldValue?.removeFromParent()
                  guard let center = center else { return }
                  addChild(center)
                  view.addSubview(center.view)
                  center.didMove(toParent: self)
              }
          }
      }

      let drawer = Drawer()
      window.rootViewController = drawer
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      drawer.center = UIViewController()
      RunLoop.main.runUntilIdle()
      drawer.center = Content()
      """, profile: .ios17,
      equals: """
        drawer.loadView()
        drawer.viewDidLoad()
        drawer.viewWillAppear(false)
        // turn 1 ends
        drawer.viewIsAppearing(false)
        drawer.viewDidAppear(false)
        drawer.center.willMove(toParent: drawer)
        drawer.center.loadView()
        drawer.center.viewDidLoad()
        drawer.center.viewWillAppear(false)
        drawer.center.didMove(toParent: drawer)
        // turn 2 ends
        drawer.center.viewIsAppearing(false)
        drawer.center.viewDidAppear(false)
        drawer.center.willMove(toParent: nil)
        drawer.center.viewWillDisappear(false)
        drawer.center.didMove(toParent: nil)
        drawer.center_2.willMove(toParent: drawer)
        drawer.center_2.loadView()
        drawer.center_2.viewDidLoad()
        drawer.center_2.viewWillAppear(false)
        drawer.center_2.didMove(toParent: drawer)
        // turn 3 ends
        drawer.center_2.viewIsAppearing(false)
        drawer.center.viewDidDisappear(false)
        drawer.center_2.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// A list of controllers made in the driver's initializer argument
  /// (`ScrollPager(pages: [UIViewController(), UIViewController()])`): each
  /// made first, named after the list and its place, as a property's list names
  /// them.
  func testControllersMadeInAListArgumentOfTheDriverAreMadeFirst() {
    assertTrace(
      """
      final class ScrollPager: UIViewController {
          private let pages: [UIViewController]

          init(pages: [UIViewController]) {
              self.pages = pages
              super.init(nibName: nil, bundle: nil)
          }

          required init?(coder: NSCoder) { fatalError() }

          override func viewDidLoad() {
              super.viewDidLoad()
              for page in pages {
                  addChild(page)
                  view.addSubview(page.view)
                  page.didMove(toParent: self)
              }
          }
      }

      let pager = ScrollPager(pages: [UIViewController(), UIViewController()])
      window.rootViewController = pager
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        pager.loadView()
        pager.viewDidLoad()
        pager.pages_1.willMove(toParent: pager)
        pager.pages_1.loadView()
        pager.pages_1.viewDidLoad()
        pager.pages_1.didMove(toParent: pager)
        pager.pages_2.willMove(toParent: pager)
        pager.pages_2.loadView()
        pager.pages_2.viewDidLoad()
        pager.pages_2.didMove(toParent: pager)
        pager.viewWillAppear(false)
        pager.pages_1.viewWillAppear(false)
        pager.pages_2.viewWillAppear(false)
        // turn 1 ends
        pager.viewIsAppearing(false)
        pager.pages_1.viewIsAppearing(false)
        pager.pages_2.viewIsAppearing(false)
        pager.viewDidAppear(false)
        pager.pages_1.viewDidAppear(false)
        pager.pages_2.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// `[header, body].forEach { view.addSubview($0) }`: a list of views written
  /// out is run once per view; the children embedded in those views appear with
  /// their parent.
  func testAListOfViewsWrittenOutIsRunOncePerView() {
    assertTrace(
      """
      final class Card: UIViewController {
          private let headerContainer = UIView()
          private let bodyContainer = UIView()

          override func viewDidLoad() {
              super.viewDidLoad()
              [headerContainer, bodyContainer].forEach {
                  $0.translatesAutoresizingMaskIntoConstraints = false
                  view.addSubview($0)
              }
              embed(HeaderViewController(), in: headerContainer)
              embed(BodyViewController(), in: bodyContainer)
          }

          private func embed(_ child: UIViewController, in container: UIView) {
              addChild(child)
              container.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }

      final class HeaderViewController: UIViewController {}
      final class BodyViewController: UIViewController {}

      let card = Card()
      window.rootViewController = card
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        card.loadView()
        card.viewDidLoad()
        headerViewController.willMove(toParent: card)
        headerViewController.loadView()
        headerViewController.viewDidLoad()
        headerViewController.didMove(toParent: card)
        bodyViewController.willMove(toParent: card)
        bodyViewController.loadView()
        bodyViewController.viewDidLoad()
        bodyViewController.didMove(toParent: card)
        card.viewWillAppear(false)
        headerViewController.viewWillAppear(false)
        bodyViewController.viewWillAppear(false)
        // turn 1 ends
        card.viewIsAppearing(false)
        headerViewController.viewIsAppearing(false)
        bodyViewController.viewIsAppearing(false)
        card.viewDidAppear(false)
        headerViewController.viewDidAppear(false)
        bodyViewController.viewDidAppear(false)
        """)
  }

  /// The views of a list written out are the ones added: a list that adds
  /// only the header's container leaves the body's child off screen, with
  /// no appearance callback.
  func testAListOfViewsWrittenOutAddsOnlyItsViews() {
    assertTrace(
      """
      final class Card: UIViewController {
          private let headerContainer = UIView()
          private let bodyContainer = UIView()

          override func viewDidLoad() {
              super.viewDidLoad()
              [headerContainer].forEach { view.addSubview($0) }
              embed(UIViewController(), in: bodyContainer)
          }

          private func embed(_ child: UIViewController, in container: UIView) {
              addChild(child)
              container.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }

      let card = Card()
      window.rootViewController = card
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        card.loadView()
        card.viewDidLoad()
        viewController.willMove(toParent: card)
        viewController.loadView()
        viewController.viewDidLoad()
        viewController.didMove(toParent: card)
        card.viewWillAppear(false)
        // turn 1 ends
        card.viewIsAppearing(false)
        card.viewDidAppear(false)
        """)
  }
}

extension PastedSwiftTests {
  /// A navigation subclass that guards pushes with a flag its own
  /// delegate's `navigationController(_:didShow:animated:)` resets (rule
  /// 5.1): the push asked while the first runs is dropped, as in the app;
  /// the one after the first has ended goes through, since `didShow` ran at
  /// its end.
  func testANavigationControllersOwnDelegateIsToldWhenAPushEnds() {
    let safe = """
      final class SafeNavigationController: UINavigationController, UINavigationControllerDelegate {
          private var isPushing = false

          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
          }

          override func pushViewController(_ viewController: UIViewController, animated: Bool) {
              guard !isPushing else { return }
              isPushing = animated
              super.pushViewController(viewController, animated: animated)
          }

          func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
              isPushing = false
          }
      }

      let nav = SafeNavigationController(rootViewController: UIViewController())
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let first = UIViewController()
      let twice = UIViewController()
      let second = UIViewController()
      nav.pushViewController(first, animated: true)
      nav.pushViewController(twice, animated: true)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(second, animated: true)
      RunLoop.main.runUntilIdle()
      """
    assertTrace(
      safe, profile: .ios17,
      equals: """
        nav.rootViewController.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        nav.rootViewController.loadView()
        nav.rootViewController.viewDidLoad()
        nav.viewWillAppear(false)
        nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        nav.rootViewController.viewIsAppearing(false)
        nav.viewDidAppear(false)
        nav.rootViewController.viewDidAppear(false)
        nav.rootViewController.didMove(toParent: nav)
        first.willMove(toParent: nav)
        // turn 2 ends
        first.loadView()
        first.viewDidLoad()
        nav.rootViewController.viewWillDisappear(true)
        first.viewWillAppear(true)
        first.viewIsAppearing(true)
        // t = 0.35: nav transition from nav.rootViewController to first ends
        nav.rootViewController.viewDidDisappear(true)
        first.viewDidAppear(true)
        first.didMove(toParent: nav)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        // turn 3 ends
        second.willMove(toParent: nav)
        // turn 4 ends
        second.loadView()
        second.viewDidLoad()
        first.viewWillDisappear(true)
        second.viewWillAppear(true)
        second.viewIsAppearing(true)
        // t = 0.7: nav transition from first to second ends
        first.viewDidDisappear(true)
        second.viewDidAppear(true)
        second.didMove(toParent: nav)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        // turn 5 ends
        """)
    XCTAssertEqual(
      run(safe).standardError,
      "Drawer.swift:6:9: note: a navigation controller that is its own delegate: a push, a pop "
        + "or a setViewControllers asked for tells its navigationController(_:willShow:animated:) "
        + "and navigationController(_:didShow:animated:) (not its first appearance or an "
        + "interactive pop)\n")
  }

  /// A navigation controller that is its own delegate is told `didShow`
  /// after a push without animation (no coordinator: as a main-queue
  /// block, after the layout pass that applies it) and after an animated
  /// pop its own code asks for with `self` left out and the result dropped
  /// (`_ = popViewController(animated: true)`), at the pop's end.
  func testANavigationControllersOwnDelegateIsToldAfterChangesWithAndWithoutAnimation() {
    assertTrace(
      """
      final class Nav: UINavigationController, UINavigationControllerDelegate {
          private var shown = 0
          let afterPush = UIViewController()
          let afterPop = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
          }
          func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
              shown += 1
              if shown == 1 { afterPush.loadViewIfNeeded() }
              if shown == 2 { afterPop.loadViewIfNeeded() }
          }
          func back() {
              _ = popViewController(animated: true)
          }
      }
      let nav = Nav(rootViewController: UIViewController())
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let a = UIViewController()
      nav.pushViewController(a, animated: false)
      RunLoop.main.runUntilIdle()
      nav.back()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        nav.rootViewController.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        nav.rootViewController.loadView()
        nav.rootViewController.viewDidLoad()
        nav.viewWillAppear(false)
        nav.rootViewController.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        nav.rootViewController.viewIsAppearing(false)
        nav.viewDidAppear(false)
        nav.rootViewController.viewDidAppear(false)
        nav.rootViewController.didMove(toParent: nav)
        a.willMove(toParent: nav)
        // turn 2 ends
        a.loadView()
        a.viewDidLoad()
        nav.rootViewController.viewWillDisappear(false)
        a.viewWillAppear(false)
        nav.rootViewController.viewDidDisappear(false)
        a.viewIsAppearing(false)
        a.viewDidAppear(false)
        a.didMove(toParent: nav)
        // main queue block
        nav.afterPush.loadView()
        nav.afterPush.viewDidLoad()
        // turn 3 ends
        // turn 4 ends
        a.willMove(toParent: nil)
        a.viewWillDisappear(true)
        nav.rootViewController.viewWillAppear(true)
        nav.rootViewController.viewIsAppearing(true)
        // t = 0.35: nav transition from a to nav.rootViewController ends
        a.viewDidDisappear(true)
        a.didMove(toParent: nil)
        nav.rootViewController.viewDidAppear(true)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        nav.afterPop.loadView()
        nav.afterPop.viewDidLoad()
        // turn 5 ends
        """)
  }

  /// A navigation controller, its own delegate without overriding the
  /// push, whose `didShow` trims the stack to the root and the controller
  /// shown: the driver's push and pop tell it at their ends, and the trim
  /// it asks for comes after the push's `didMove` (a change the delegate
  /// asks for tells it nothing).
  func testANavigationControllersOwnDelegateTrimsTheStackAfterThePush() {
    assertTrace(
      """
      final class TrimmingNavigationController: UINavigationController, UINavigationControllerDelegate {
          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
          }

          func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
              guard viewControllers.count > 2, let root = viewControllers.first else { return }
              setViewControllers([root, viewController], animated: false)
          }
      }

      let root = UIViewController()
      let nav = TrimmingNavigationController(rootViewController: root)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let a = UIViewController()
      let b = UIViewController()
      nav.pushViewController(a, animated: true)
      RunLoop.main.runUntilIdle()
      nav.pushViewController(b, animated: true)
      RunLoop.main.runUntilIdle()
      nav.popViewController(animated: true)
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        root.willMove(toParent: nav)
        nav.loadView()
        nav.viewDidLoad()
        root.loadView()
        root.viewDidLoad()
        nav.viewWillAppear(false)
        root.viewWillAppear(false)
        // turn 1 ends
        nav.viewIsAppearing(false)
        root.viewIsAppearing(false)
        nav.viewDidAppear(false)
        root.viewDidAppear(false)
        root.didMove(toParent: nav)
        a.willMove(toParent: nav)
        // turn 2 ends
        a.loadView()
        a.viewDidLoad()
        root.viewWillDisappear(true)
        a.viewWillAppear(true)
        a.viewIsAppearing(true)
        // t = 0.35: nav transition from root to a ends
        root.viewDidDisappear(true)
        a.viewDidAppear(true)
        a.didMove(toParent: nav)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        // turn 3 ends
        b.willMove(toParent: nav)
        // turn 4 ends
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        b.viewIsAppearing(true)
        // t = 0.7: nav transition from a to b ends
        a.viewDidDisappear(true)
        b.viewDidAppear(true)
        b.didMove(toParent: nav)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 5 ends
        // turn 6 ends
        b.willMove(toParent: nil)
        b.viewWillDisappear(true)
        root.viewWillAppear(true)
        root.viewIsAppearing(true)
        // t = 1.05: nav transition from b to root ends
        b.viewDidDisappear(true)
        b.didMove(toParent: nil)
        root.viewDidAppear(true)
        // completion of nav.transitionCoordinator.animate(alongsideTransition:)
        // turn 7 ends
        """)
  }
}

extension PastedSwiftTests {
  /// A tab bar subclass that is its own delegate and whose
  /// `tabBarController(_:shouldSelect:)` only returns a value: a tap on the
  /// placeholder tab is refused, one on another tab selects it; the note
  /// says how the delegate is read.
  func testATabBarDelegateThatOnlyAnswersIsReadWhereTheTapIs() {
    let result = run(
      """
      final class MainTabBarController: UITabBarController, UITabBarControllerDelegate {
          private let home = UIViewController()
          private let compose = UIViewController()

          override func viewDidLoad() {
              super.viewDidLoad()
              delegate = self
              viewControllers = [home, compose]
          }

          func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
              return viewController !== compose
          }
      }

      let tabs = MainTabBarController()
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      tabs.tapTab(at: 1)
      if tabs.selectedIndex == 0 { tabs.tapTab(at: 0) }
      """, ["trace", "--profile", "ios5"])
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      tabs.loadView()
      tabs.viewDidLoad()
      tabs.home.willMove(toParent: tabs)
      tabs.home.didMove(toParent: tabs)
      tabs.compose.willMove(toParent: tabs)
      tabs.compose.didMove(toParent: tabs)
      tabs.home.loadView()
      tabs.home.viewDidLoad()
      tabs.viewWillAppear(false)
      tabs.home.viewWillAppear(false)
      tabs.viewDidAppear(false)
      tabs.home.viewDidAppear(false)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:7:9: note: a tab bar controller that is its own delegate: a tap asks its "
        + "tabBarController(_:shouldSelect:) and tells its tabBarController(_:didSelect:)\n")
  }
}
