import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// Conditions of pasted code that read what the model skips (scenario
/// language §6): a run that reaches one stops there, unless its answer
/// cannot change the trace.
extension PastedSwiftTests {

  /// `if let pan = pan { child.view.addGestureRecognizer(pan) }` and an
  /// `if` over the screen's size that only sets colours: neither way does
  /// anything the model follows (the view read is loaded already), so the
  /// run goes on past them.
  func testAConditionWhoseWaysDoNothingTheModelFollowsDoesNotStopTheRun() {
    assertTrace(
      """
      final class Sheet: UIViewController {
          private var pan: UIPanGestureRecognizer?
          func attach(_ child: UIViewController) {
              addChild(child)
              view.addSubview(child.view)
              child.didMove(toParent: self)
              pan = UIPanGestureRecognizer(target: self, action: nil)
              if let pan = pan {
                  child.view.addGestureRecognizer(pan)
              }
              if UIScreen.main.bounds.height > 500 {
                  view.backgroundColor = .black
              } else {
                  view.backgroundColor = .white
              }
          }
      }
      let sheet = Sheet()
      let child = UIViewController()
      window.rootViewController = sheet
      window.makeKeyAndVisible()
      sheet.attach(child)
      """, profile: .ios17,
      equals: """
        sheet.loadView()
        sheet.viewDidLoad()
        sheet.viewWillAppear(false)
        child.willMove(toParent: sheet)
        child.loadView()
        child.viewDidLoad()
        child.viewWillAppear(false)
        child.didMove(toParent: sheet)
        // turn 1 ends
        sheet.viewIsAppearing(false)
        child.viewIsAppearing(false)
        sheet.viewDidAppear(false)
        child.viewDidAppear(false)
        """)
  }

  /// The same binding when the view it reads is not loaded: which way runs
  /// decides whether `child.loadView()` is in the trace, so the run stops.
  func testAConditionWhoseWayLoadsAViewStopsTheRunWhenTheViewIsNotLoaded() {
    let result = run(
      """
      final class Sheet: UIViewController {
          private var pan: UIPanGestureRecognizer?
          func attach(_ child: UIViewController) {
              pan = UIPanGestureRecognizer(target: self, action: nil)
              if let pan = pan {
                  child.view.addGestureRecognizer(pan)
              }
          }
      }
      let sheet = Sheet()
      let child = UIViewController()
      sheet.attach(child)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:5:22: error: this condition reads what the model does not model "
          + "(properties of type 'UIPanGestureRecognizer?' are not modelled)"),
      result.standardError)
  }

  /// A binding of a skipped value whose way adds a child: the run stops
  /// there, as the model cannot say whether the child is added.
  func testAConditionWhoseWayReachesTheModelStopsTheRun() {
    let result = run(
      """
      final class Sheet: UIViewController {
          private var pan: UIPanGestureRecognizer?
          func attach(_ child: UIViewController) {
              if let pan = pan {
                  addChild(child)
              }
          }
      }
      let sheet = Sheet()
      let child = UIViewController()
      sheet.attach(child)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:4:22: error: this condition reads what the model does not model "),
      result.standardError)
  }

  /// Nested bindings of skipped values, and of a view of the class, whose
  /// innermost way only reads a view: the run goes on when that view is
  /// loaded (in `viewDidLoad`, and after `other.loadViewIfNeeded()`), and
  /// stops at the outermost binding when it is not.
  func testNestedConditionsWhoseWaysOnlyReadLoadedViewsDoNotStopTheRun() {
    let panel = """
      final class Panel: UIViewController {
          var gesture: UIPanGestureRecognizer?
          var scroll: UIScrollView?
          override func viewDidLoad() {
              super.viewDidLoad()
              if let gesture = gesture {
                  if let scroll = scroll {
                      scroll.addGestureRecognizer(gesture)
                  }
                  view.addGestureRecognizer(gesture)
              }
          }
          func attach(to other: UIViewController) {
              if let gesture = gesture {
                  if let pan = gesture as? UIPanGestureRecognizer {
                      other.view.addGestureRecognizer(pan)
                  }
              }
          }
      }
      let panel = Panel()
      let other = UIViewController()
      panel.loadViewIfNeeded()

      """
    assertTrace(
      panel + """
        other.loadViewIfNeeded()
        panel.attach(to: other)
        """, profile: .ios17,
      equals: """
        panel.loadView()
        panel.viewDidLoad()
        other.loadView()
        other.viewDidLoad()
        // turn 1 ends
        """)
    let unloaded = run(panel + "panel.attach(to: other)")
    XCTAssertEqual(unloaded.exitCode, 1)
    XCTAssertTrue(
      unloaded.standardError.hasPrefix(
        "Drawer.swift:14:26: error: this condition reads what the model does not model "),
      unloaded.standardError)
  }

  /// A binding of a skipped value around a binding of a view of the class
  /// whose way adds a child: the run stops at the outermost, as the model
  /// cannot say whether the child is added.
  func testNestedConditionsWhoseInnerWayReachesTheModelStopTheRun() {
    let result = run(
      """
      final class Panel: UIViewController {
          var gesture: UIPanGestureRecognizer?
          var scroll: UIScrollView?
          let badge = UIViewController()
          func setUp() {
              if let gesture = gesture {
                  if let scroll = scroll {
                      scroll.addGestureRecognizer(gesture)
                      addChild(badge)
                  }
              }
          }
      }
      let panel = Panel()
      panel.setUp()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:6:26: error: this condition reads what the model does not model "),
      result.standardError)
  }

  /// A `switch` over a controller with type-casting patterns: `case let
  /// page as Page:` binds the controller cast when it is of that class,
  /// `case is UINavigationController, is UITabBarController:` tests the
  /// class, `case let other where …:` binds it as it is.
  func testASwitchOverAControllerWithTypeCastingPatterns() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Host: UIViewController {
          func handle(_ vc: UIViewController) {
              switch vc {
              case let page as Page:
                  addChild(page)
              case is UINavigationController, is UITabBarController:
                  print("container")
              case let other where other.parent != nil:
                  other.removeFromParent()
              default:
                  vc.loadViewIfNeeded()
              }
              if let page = children.first as? Page {
                  page.didMove(toParent: self)
              }
          }
      }
      let host = Host()
      let p = Page()
      let v = UIViewController()
      let w = UIViewController()
      host.addChild(w)
      host.handle(p)
      host.handle(v)
      host.handle(w)
      """, profile: .ios17,
      equals: """
        w.willMove(toParent: host)
        p.willMove(toParent: host)
        v.loadView()
        v.viewDidLoad()
        w.didMove(toParent: nil)
        p.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// `if case let page as Page = children.first` and `guard case let … as
  /// Page = …, …` read as `if let page = children.first as? Page`, and `if
  /// case let shown? = children.first` as `if let shown = children.first`.
  func testACaseLetCastPatternInAConditionBindsTheControllerCast() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Host: UIViewController {
          func f() {
              if case let page as Page = children.first {
                  page.didMove(toParent: self)
              }
              if case let shown? = children.first {
                  shown.willMove(toParent: self)
              }
              guard case let last as Page = children.last, last !== children.first else { return }
              last.loadViewIfNeeded()
          }
      }
      let host = Host()
      let p = Page()
      let q = Page()
      host.addChild(p)
      host.f()
      host.addChild(q)
      host.f()
      """, profile: .ios17,
      equals: """
        p.willMove(toParent: host)
        p.didMove(toParent: host)
        p.willMove(toParent: host)
        q.willMove(toParent: host)
        p.didMove(toParent: host)
        p.willMove(toParent: host)
        q.loadView()
        q.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// A working method in an `else if` runs only when the conditions before
  /// it failed (`claim()` loads the view only in the second deal), a search
  /// in an `else if` likewise, and a working method after the first item of
  /// a list only when that item held (`nextFree()` adds a child only while
  /// there are no cards).
  func testAWorkingMethodInAnElseIfRunsOnlyWhenTheConditionsBeforeItFailed() {
    assertTrace(
      """
      final class Deck: UIViewController {
          var cards: [UIViewController] = []
          func nextFree() -> UIViewController? {
              let made = UIViewController()
              addChild(made)
              return cards.isEmpty ? made : nil
          }
          func claim() -> Bool {
              loadViewIfNeeded()
              return true
          }
          func deal(_ ready: Bool) {
              if ready {
                  print("ready")
              } else if claim() {
                  cards.append(UIViewController())
              }
              if cards.isEmpty, let free = nextFree() {
                  free.didMove(toParent: self)
              } else if children.contains(where: { $0 === cards.first }) {
                  print("found")
              }
          }
      }
      let deck = Deck()
      deck.deal(true)
      deck.deal(false)
      """, profile: .ios17,
      equals: """
        made.willMove(toParent: deck)
        made.didMove(toParent: deck)
        deck.loadView()
        deck.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// `case .content(let vc):` binds an enum's associated value, which the
  /// language does not read: refused before anything runs, saying what to
  /// write instead.
  func testACaseThatBindsAnAssociatedValueIsRefusedSayingWhatToWrite() {
    let result = run(
      """
      final class Loader: UIViewController {
          enum State {
              case loading
              case content(UIViewController)
          }
          var state: State = .loading
          func render() {
              switch state {
              case .loading: break
              case .content(let vc): addChild(vc)
              }
          }
      }
      let loader = Loader()
      loader.render()
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:10:14: error: '.content(let …)' binds an enum's associated value, which "
          + "the language does not read (scenario language §6: enums with associated values are "
          + "not modelled): keep the value in a property of its own and switch over a simple "
          + "enum"), result.standardError)
  }

  /// A tab container that caches its controllers in a dictionary, which the
  /// model skips: `if let existing = controllers[tab] { return existing }`
  /// in the method called for its result cannot be decided, so the run
  /// stops at that condition (exit 1), after what came before it, rather
  /// than leave out the call that adds the tab's controller.
  func testACachedControllerReadFromADictionaryStopsTheRunAtItsCondition() {
    let result = run(
      """
      final class Tabs: UIViewController {
          private var controllers: [Int: UIViewController] = [:]

          func controller(for tab: Int) -> UIViewController {
              if let existing = controllers[tab] { return existing }
              let made = UIViewController()
              controllers[tab] = made
              return made
          }

          func show(_ tab: Int) {
              let shown = controller(for: tab)
              addChild(shown)
              view.addSubview(shown.view)
              shown.didMove(toParent: self)
          }
      }
      let tabs = Tabs()
      tabs.addChild(UIViewController())
      tabs.show(0)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "viewController.willMove(toParent: tabs)\n")
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:5:27: error: this condition reads what the model does not model \
        ('Dictionary' values are not modelled)
        """), result.standardError)
  }

  /// A method that adds a child and returns a value read from what the
  /// model skips (`return cache["x"]!`): its code cannot go on without
  /// it, so the run stops at the method's call (exit 1), after what came
  /// before, rather than leave the call and its `addChild` out.
  func testAMethodThatCannotReturnWithoutASkippedValueStopsTheRunAtItsCall() {
    let result = run(
      """
      final class Host: UIViewController {
          private var cache: [String: UIViewController] = [:]
          func current() -> UIViewController {
              addChild(UIViewController())
              return cache["x"]!
          }
      }
      let host = Host()
      host.addChild(UIViewController())
      let x = host.current()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "viewController.willMove(toParent: host)\n")
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:10:1: error: 'current' reads what the model does not model ('Dictionary' \
        values are not modelled) where its code cannot go on without it
        """), result.standardError)
  }

  /// `switch UIDevice.current.userInterfaceIdiom` and
  /// `traitCollection.userInterfaceIdiom != .phone`: the model's device is
  /// a phone, so the container embeds its navigation controller, not the
  /// split it keeps for a pad, and the run goes on.
  func testTheDevicesIdiomIsAPhone() {
    assertTrace(
      """
      final class Root: UIViewController {
          let split = UIViewController()
          let nav = UINavigationController(rootViewController: UIViewController())
          override func viewDidLoad() {
              super.viewDidLoad()
              switch UIDevice.current.userInterfaceIdiom {
              case .pad:
                  embed(split)
              default:
                  embed(nav)
              }
              if traitCollection.userInterfaceIdiom != .phone { embed(split) }
          }
          func embed(_ vc: UIViewController) {
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
          }
      }
      let root = Root()
      _ = root.view
      """, profile: .ios17,
      equals: """
        root.nav.rootViewController.willMove(toParent: root.nav)
        root.loadView()
        root.viewDidLoad()
        root.nav.willMove(toParent: root)
        root.nav.loadView()
        root.nav.viewDidLoad()
        root.nav.rootViewController.loadView()
        root.nav.rootViewController.viewDidLoad()
        root.nav.didMove(toParent: root)
        // turn 1 ends
        """)
  }
}
