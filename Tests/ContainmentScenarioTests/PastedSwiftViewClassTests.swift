import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// The file's view classes (`final class CardView: UIView`): their code is
/// not modelled, the views their properties keep are plain views inside
/// them, and a controller's view handed to what the model does not keep
/// stops the run (scenario language §6; rules 2.2, 2.3).
extension PastedSwiftTests {
  /// A card view class whose `slot` holds the child's view: the child
  /// appears with its parent when the card is in the parent's view, and not
  /// when the card is not in any view.
  func testAViewAViewClassKeepsHoldsTheChildsViewWhereTheClassIs() {
    let text = """
      final class CardView: UIView {
          let slot = UIView()
      }
      final class Host: UIViewController {
          private let card = CardView()
          let child = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              view.addSubview(card)
              addChild(child)
              card.slot.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """
    assertTrace(
      text, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.child.willMove(toParent: host)
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.didMove(toParent: host)
        host.viewWillAppear(false)
        host.child.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.child.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.child.viewDidAppear(false)
        """)
    assertTrace(
      text.replacingOccurrences(of: "        view.addSubview(card)\n", with: ""), profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.child.willMove(toParent: host)
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.didMove(toParent: host)
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        """)
  }

  /// A custom root view made in `loadView`, read back through a cast
  /// (`view as! ContainerView`), whose `content` view holds the child's:
  /// the cast reads the controller's own view, and the child appears with
  /// its parent.
  func testACustomRootViewsContentViewHoldsTheChildsView() {
    assertTrace(
      """
      final class ContainerView: UIView {
          let header = UIView()
          let content = UIView()
      }
      final class Host: UIViewController {
          private var rootView: ContainerView { view as! ContainerView }
          let child = UIViewController()
          override func loadView() {
              view = ContainerView()
          }
          override func viewDidLoad() {
              super.viewDidLoad()
              addChild(child)
              rootView.content.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.child.willMove(toParent: host)
        host.child.loadView()
        host.child.viewDidLoad()
        host.child.didMove(toParent: host)
        host.viewWillAppear(false)
        host.child.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.child.viewIsAppearing(false)
        host.viewDidAppear(false)
        host.child.viewDidAppear(false)
        """)
  }

  /// `card.set(content: child.view)`, a method of the view class: its code
  /// may put the child's view into the window, and it is not modelled, so
  /// the run stops there (exit 1) rather than leave the child unseen.
  func testAViewClassMethodGivenAChildsViewStopsTheRun() {
    let result = run(
      """
      final class CardView: UIView {
          let slot = UIView()
          func set(content: UIView) {
              slot.addSubview(content)
          }
      }
      final class Host: UIViewController {
          private let card = CardView()
          let child = UIViewController()
          func embed() {
              addChild(child)
              card.set(content: child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      host.embed()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "host.child.willMove(toParent: host)\n")
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:12:9: error: this call gives a controller's view to the code of 'CardView', \
        a view class of the file, which is not modelled
        """), result.standardError)
  }

  /// `cell.contentView.addSubview(child.view)` with a cell the model does
  /// not keep: where the child's view goes is unknown, so the run stops
  /// there (exit 1).
  func testAChildsViewPutIntoAViewTheModelDoesNotKeepStopsTheRun() {
    let result = run(
      """
      final class Host: UIViewController {
          let child = UIViewController()
          var cell: UITableViewCell?
          func embed() {
              addChild(child)
              cell?.contentView.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      host.embed()
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "host.child.willMove(toParent: host)\n")
    XCTAssertTrue(
      result.standardError.contains(
        """
        Drawer.swift:6:9: error: this call of 'addSubview' puts a controller's view into a view \
        the model does not model
        """), result.standardError)
  }

  /// A skipped call whose argument reads a child's view
  /// (`NSLayoutConstraint.activate([child.view.widthAnchor…])`) loads that
  /// view there, as Swift evaluates the argument.
  func testASkippedCallThatReadsAChildsViewInAnArgumentLoadsIt() {
    assertTrace(
      """
      final class Host: UIViewController {
          let child = UIViewController()
          func embed() {
              addChild(child)
              NSLayoutConstraint.activate([child.view.widthAnchor.constraint(equalToConstant: 100)])
              view.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      host.embed()
      """, profile: .ios17,
      equals: """
        host.child.willMove(toParent: host)
        host.child.loadView()
        host.child.viewDidLoad()
        host.loadView()
        host.viewDidLoad()
        host.child.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A list of instances of a plain class of the file (`[Tab]`, each with
  /// its controller): the language's lists hold controllers, so the list is
  /// skipped with a note naming the class, and the `addChild` of an element's
  /// controller stops the run there (exit 1) rather than go on without it.
  func testAListOfPlainObjectsIsSkippedAndAControllerReadFromItStopsTheRun() {
    let result = run(
      """
      final class Tab {
          let title: String
          let controller: UIViewController
          init(title: String, controller: UIViewController) {
              self.title = title
              self.controller = controller
          }
      }
      final class TabHost: UIViewController {
          private let tabs: [Tab]
          init(tabs: [Tab]) {
              self.tabs = tabs
              super.init(nibName: nil, bundle: nil)
          }
          func select(_ index: Int) {
              let vc = tabs[index].controller
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
          }
      }
      let a = Tab(title: "A", controller: UIViewController())
      let host = TabHost(tabs: [a])
      host.select(0)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertEqual(
      result.standardError.split(separator: "\n").first,
      """
      Drawer.swift:12:14: note: skipped: lists of 'Tab', a class of the file with no UIKit \
      superclass, are not modelled: keep the controllers in a list of UIViewController
      """)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:17:9: error: this call of 'addChild' reads what the model does not model"),
      result.standardError)
  }

  /// A card made in a method (`let card = CardView()`), put into the
  /// visible parent's view, whose `slot` takes the child's view: the child
  /// appears in the same turn's end, as any child added to a visible parent.
  func testAViewClassMadeInAMethodKeepsItsViewsForTheChild() {
    assertTrace(
      """
      final class CardView: UIView {
          let slot = UIView()
      }
      final class Host: UIViewController {
          let child = UIViewController()
          func embed() {
              let card = CardView()
              view.addSubview(card)
              addChild(child)
              card.slot.addSubview(child.view)
              child.didMove(toParent: self)
          }
      }
      let host = Host()
      window.rootViewController = host
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      host.embed()
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
        host.child.didMove(toParent: host)
        // turn 2 ends
        host.child.viewIsAppearing(false)
        host.child.viewDidAppear(false)
        """)
  }
}
