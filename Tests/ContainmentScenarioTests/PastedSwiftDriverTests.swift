import Containment
import ContainmentScenario
import ContainmentTesting
import XCTest

/// The driver of a pasted file, its top-level statements, and Swift's
/// standard functions, read as Swift reads them (scenario language §6).
extension PastedSwiftTests {

  /// `let nav = tabs.viewControllers![0] as! UINavigationController` at the
  /// top level: a constant of what the world holds when it is read, with
  /// the class its cast names, so a push through it is read; `shown`
  /// keeps the tab shown when it was declared after the selection changes.
  func testATopLevelConstantReadFromTheWorldKeepsItsValueAndCast() {
    assertTrace(
      """
      final class Home: UIViewController {
          func open(_ d: UIViewController) {
              navigationController?.pushViewController(d, animated: false)
          }
      }
      let home = Home()
      let other = UIViewController()
      let tabs = UITabBarController()
      tabs.viewControllers = [UINavigationController(rootViewController: home), other]
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      RunLoop.main.runUntilIdle()
      let nav = tabs.viewControllers![0] as! UINavigationController
      let shown = tabs.selectedViewController
      tabs.selectedIndex = 1
      RunLoop.main.runUntilIdle()
      if shown === nav {
          tabs.selectedIndex = 0
      }
      RunLoop.main.runUntilIdle()
      let detail = UIViewController()
      nav.pushViewController(detail, animated: false)
      """, profile: .ios17,
      equals: """
        home.willMove(toParent: navigationController)
        navigationController.willMove(toParent: tabs)
        navigationController.didMove(toParent: tabs)
        other.willMove(toParent: tabs)
        other.didMove(toParent: tabs)
        tabs.loadView()
        tabs.viewDidLoad()
        navigationController.loadView()
        navigationController.viewDidLoad()
        home.loadView()
        home.viewDidLoad()
        tabs.viewWillAppear(false)
        navigationController.viewWillAppear(false)
        home.viewWillAppear(false)
        // turn 1 ends
        tabs.viewIsAppearing(false)
        navigationController.viewIsAppearing(false)
        home.viewIsAppearing(false)
        tabs.viewDidAppear(false)
        navigationController.viewDidAppear(false)
        home.viewDidAppear(false)
        home.didMove(toParent: navigationController)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
        navigationController.viewWillDisappear(false)
        home.viewWillDisappear(false)
        // turn 2 ends
        other.viewIsAppearing(false)
        navigationController.viewDidDisappear(false)
        home.viewDidDisappear(false)
        other.viewDidAppear(false)
        navigationController.viewWillAppear(false)
        home.viewWillAppear(false)
        other.viewWillDisappear(false)
        // turn 3 ends
        navigationController.viewIsAppearing(false)
        home.viewIsAppearing(false)
        other.viewDidDisappear(false)
        navigationController.viewDidAppear(false)
        home.viewDidAppear(false)
        detail.willMove(toParent: navigationController)
        // turn 4 ends
        detail.loadView()
        detail.viewDidLoad()
        home.viewWillDisappear(false)
        detail.viewWillAppear(false)
        home.viewDidDisappear(false)
        detail.viewIsAppearing(false)
        detail.viewDidAppear(false)
        detail.didMove(toParent: navigationController)
        """)
  }

  /// `let root = card.view` at the top level loads the view there, as
  /// Swift reads it, and names that view afterwards.
  func testATopLevelConstantOfAViewLoadsItWhereDeclared() {
    assertTrace(
      """
      final class Card: UIViewController {}
      let card = Card()
      let box = UIView()
      let root = card.view
      root.addSubview(box)
      window.rootViewController = card
      window.makeKeyAndVisible()
      """, profile: .ios17,
      equals: """
        card.loadView()
        card.viewDidLoad()
        card.viewWillAppear(false)
        // turn 1 ends
        card.viewIsAppearing(false)
        card.viewDidAppear(false)
        """)
  }

  /// `abs(i - center) <= 1`: Swift's absolute value of an integer, so a
  /// pager keeps the pages next to the shown one as children.
  func testAbsoluteValueOfAnIntegerIsRead() {
    assertTrace(
      """
      final class NeighbourPager: UIViewController {
          let pages: [UIViewController]
          init(pages: [UIViewController]) {
              self.pages = pages
              super.init(nibName: nil, bundle: nil)
          }
          func load(around center: Int) {
              for (i, page) in pages.enumerated() {
                  let wanted = abs(i - center) <= 1
                  if wanted && page.parent == nil {
                      addChild(page)
                      view.addSubview(page.view)
                      page.didMove(toParent: self)
                  } else if !wanted && page.parent != nil {
                      page.willMove(toParent: nil)
                      page.view.removeFromSuperview()
                      page.removeFromParent()
                  }
              }
          }
      }
      let p0 = UIViewController()
      let p1 = UIViewController()
      let p2 = UIViewController()
      let pager = NeighbourPager(pages: [p0, p1, p2])
      pager.load(around: 0)
      pager.load(around: 2)
      """, profile: .ios17,
      equals: """
        p0.willMove(toParent: pager)
        pager.loadView()
        pager.viewDidLoad()
        p0.loadView()
        p0.viewDidLoad()
        p0.didMove(toParent: pager)
        p1.willMove(toParent: pager)
        p1.loadView()
        p1.viewDidLoad()
        p1.didMove(toParent: pager)
        p0.willMove(toParent: nil)
        p0.didMove(toParent: nil)
        p2.willMove(toParent: pager)
        p2.loadView()
        p2.viewDidLoad()
        p2.didMove(toParent: pager)
        // turn 1 ends
        """)
  }

  /// `pages.firstIndex(where: { $0 === shown })` is `firstIndex(of:)`,
  /// `(index + 1) % pages.count` wraps around, `pages.last` and
  /// `children.reversed().forEach` are read: a carousel shown page after
  /// page, back to the first, then cleared.
  func testACarouselReadsItsPagesWithSwiftsListMethods() {
    assertTrace(
      """
      final class Carousel: UIViewController {
          var pages: [UIViewController] = []
          var current: UIViewController?

          func show(_ vc: UIViewController) {
              if let old = current {
                  old.willMove(toParent: nil)
                  old.view.removeFromSuperview()
                  old.removeFromParent()
              }
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
              current = vc
          }

          func next() {
              guard let shown = current, let index = pages.firstIndex(of: shown) else { return }
              let nextIndex = (index + 1) % pages.count
              show(pages[nextIndex])
          }

          func previous() {
              guard let shown = current, let index = pages.firstIndex(where: { $0 === shown }), index > 0 else { return }
              show(pages[index - 1])
          }

          func last() {
              guard !pages.isEmpty, let final = pages.last, final !== current else { return }
              show(final)
          }

          func clear() {
              children.reversed().forEach { child in
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
              current = nil
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let carousel = Carousel()
      carousel.pages = [a, b, c]
      window.rootViewController = carousel
      window.makeKeyAndVisible()
      carousel.show(a)
      carousel.next()
      carousel.next()
      carousel.next()
      carousel.previous()
      carousel.last()
      carousel.clear()
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        carousel.loadView()
        carousel.viewDidLoad()
        carousel.viewWillAppear(false)
        a.willMove(toParent: carousel)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: carousel)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.didMove(toParent: nil)
        b.willMove(toParent: carousel)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: carousel)
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        b.didMove(toParent: nil)
        c.willMove(toParent: carousel)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: carousel)
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        c.didMove(toParent: nil)
        a.willMove(toParent: carousel)
        a.viewWillAppear(false)
        a.didMove(toParent: carousel)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.didMove(toParent: nil)
        c.willMove(toParent: carousel)
        c.viewWillAppear(false)
        c.didMove(toParent: carousel)
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        c.didMove(toParent: nil)
        // turn 1 ends
        carousel.viewIsAppearing(false)
        carousel.viewDidAppear(false)
        a.viewDidDisappear(false)
        b.viewDidDisappear(false)
        c.viewDidDisappear(false)
        """)
  }

  /// `firstIndex(where:)` with a closure that does more than compare the
  /// element with one value, where Swift may not evaluate it (on the right
  /// of `||`), is refused, naming what to write.
  func testFirstIndexWhereWithAnotherPredicateOnTheRightOfOrIsRefused() {
    let result = run(
      """
      final class Pager: UIViewController {
          var pages: [UIViewController] = []
          func find() {
              if pages.isEmpty || pages.firstIndex(where: { $0.parent != nil }) == 0 { pages[0].removeFromParent() }
          }
      }
      let pager = Pager()
      pager.find()
      """)
    XCTAssertEqual(result.exitCode, 65)
    XCTAssertTrue(
      result.standardError.contains(
        "error: 'firstIndex(where:)' is read here when its closure compares the element with one "
          + "value ('{ $0 === shown }'); otherwise read it in a 'let' of its own first"),
      result.standardError)
  }

  /// `for i in pages.indices`, `return pages.first { … }` (a trailing
  /// closure), `return children.filter { $0 is Page }.count` and the
  /// driver's `if deck.firstFree() == nil && deck.countPages() == 2`, each
  /// method run where Swift evaluates it: a deck that adds its pages,
  /// then removes all but the selected one.
  func testADeckReadsItsListsAndItsMethodsResultsAsSwiftDoes() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Deck: UIViewController {
          var pages: [UIViewController] = []
          var selected = 0
          func addAll() {
              for i in pages.indices {
                  let page = pages[i]
                  addChild(page)
                  view.addSubview(page.view)
                  page.didMove(toParent: self)
              }
          }
          func hideOthers() {
              for (index, page) in pages.enumerated() where index != selected {
                  page.view.isHidden = true
              }
          }
          func firstFree() -> UIViewController? {
              return pages.first { $0.parent == nil }
          }
          func removeOthers() {
              children.filter { $0 !== pages[selected] }.forEach { child in
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
          }
          func countPages() -> Int {
              return children.filter { $0 is Page }.count
          }
          func walkBack() {
              for i in 0..<pages.count where i != selected {
                  pages[i].view.isHidden = false
              }
          }
      }
      let a = Page()
      let b = Page()
      let c = UIViewController()
      let deck = Deck()
      deck.pages = [a, b, c]
      window.rootViewController = deck
      window.makeKeyAndVisible()
      deck.addAll()
      deck.hideOthers()
      RunLoop.main.runUntilIdle()
      deck.walkBack()
      if deck.firstFree() == nil && deck.countPages() == 2 {
          deck.removeOthers()
      }
      RunLoop.main.runUntilIdle()
      """, profile: .ios17,
      equals: """
        deck.loadView()
        deck.viewDidLoad()
        deck.viewWillAppear(false)
        a.willMove(toParent: deck)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: deck)
        b.willMove(toParent: deck)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: deck)
        c.willMove(toParent: deck)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        c.didMove(toParent: deck)
        // turn 1 ends
        deck.viewIsAppearing(false)
        a.viewIsAppearing(false)
        b.viewIsAppearing(false)
        c.viewIsAppearing(false)
        deck.viewDidAppear(false)
        a.viewDidAppear(false)
        b.viewDidAppear(false)
        c.viewDidAppear(false)
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        b.didMove(toParent: nil)
        c.willMove(toParent: nil)
        c.viewWillDisappear(false)
        c.didMove(toParent: nil)
        // turn 2 ends
        b.viewDidDisappear(false)
        c.viewDidDisappear(false)
        """)
  }

  /// `children.compactMap { $0 as? Page }` keeps the children of that class,
  /// as a count in a method's result and as a local's list.
  func testCompactMapOfACastKeepsTheElementsOfThatClass() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Deck: UIViewController {
          func pagesCount() -> Int {
              return children.compactMap { $0 as? Page }.count
          }
          func removePages() {
              let pages = children.compactMap { $0 as? Page }
              for page in pages {
                  page.willMove(toParent: nil)
                  page.view.removeFromSuperview()
                  page.removeFromParent()
              }
          }
      }
      let deck = Deck()
      let p = Page()
      let q = UIViewController()
      deck.addChild(p)
      deck.addChild(q)
      if deck.pagesCount() == 1 { deck.removePages() }
      """, profile: .ios17,
      equals: """
        p.willMove(toParent: deck)
        q.willMove(toParent: deck)
        p.willMove(toParent: nil)
        p.loadView()
        p.viewDidLoad()
        p.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `for case let child in children where …`: a pattern that binds every
  /// element, as `for child in children` does.
  func testForCaseLetWithoutATypeBindsEveryElement() {
    assertTrace(
      """
      final class P: UIViewController {
          func clear() {
              for case let child in children where child.parent != nil {
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
          }
      }
      let p = P()
      let c = UIViewController()
      p.addChild(c)
      p.clear()
      """, profile: .ios17,
      equals: """
        c.willMove(toParent: p)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `container.content = Child()` in the driver, then
  /// `container.content?.leave()`: the method runs on the instance the
  /// property holds, its `parent` read from it; the second call finds no
  /// parent and does nothing.
  func testAMethodCalledThroughAPropertyRunsOnTheInstanceItHolds() {
    assertTrace(
      """
      final class Child: UIViewController {
          func leave() {
              guard parent != nil else { return }
              willMove(toParent: nil)
              view.removeFromSuperview()
              removeFromParent()
          }
      }
      final class Container: UIViewController {
          var content: Child?
          func show() {
              guard let content else { return }
              addChild(content)
              view.addSubview(content.view)
              content.didMove(toParent: self)
          }
      }
      let container = Container()
      container.content = Child()
      window.rootViewController = container
      window.makeKeyAndVisible()
      container.show()
      RunLoop.main.runUntilIdle()
      container.content?.leave()
      container.content?.leave()
      """, profile: .ios17,
      equals: """
        container.loadView()
        container.viewDidLoad()
        container.viewWillAppear(false)
        container.content.willMove(toParent: container)
        container.content.loadView()
        container.content.viewDidLoad()
        container.content.viewWillAppear(false)
        container.content.didMove(toParent: container)
        // turn 1 ends
        container.viewIsAppearing(false)
        container.content.viewIsAppearing(false)
        container.viewDidAppear(false)
        container.content.viewDidAppear(false)
        container.content.willMove(toParent: nil)
        container.content.viewWillDisappear(false)
        container.content.didMove(toParent: nil)
        // turn 2 ends
        container.content.viewDidDisappear(false)
        """)
  }

  /// `for index in stride(from: children.count - 1, through: 0, by: -1)`
  /// and `for i in (0..<list.count).reversed()`: the indices counted down,
  /// each child removed from the last, each added from the last.
  func testAStrideAndAReversedRangeCountDown() {
    assertTrace(
      """
      final class Stack: UIViewController {
          func clear() {
              for index in stride(from: children.count - 1, through: 0, by: -1) {
                  let child = children[index]
                  child.willMove(toParent: nil)
                  child.view.removeFromSuperview()
                  child.removeFromParent()
              }
          }
          func fill(_ list: [UIViewController]) {
              for i in (0..<list.count).reversed() {
                  addChild(list[i])
                  view.addSubview(list[i].view)
                  list[i].didMove(toParent: self)
              }
          }
      }
      let stack = Stack()
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = stack
      window.makeKeyAndVisible()
      stack.fill([a, b])
      RunLoop.main.runUntilIdle()
      stack.clear()
      """, profile: .ios17,
      equals: """
        stack.loadView()
        stack.viewDidLoad()
        stack.viewWillAppear(false)
        b.willMove(toParent: stack)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: stack)
        a.willMove(toParent: stack)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: stack)
        // turn 1 ends
        stack.viewIsAppearing(false)
        b.viewIsAppearing(false)
        a.viewIsAppearing(false)
        stack.viewDidAppear(false)
        b.viewDidAppear(false)
        a.viewDidAppear(false)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.viewWillDisappear(false)
        b.didMove(toParent: nil)
        // turn 2 ends
        a.viewDidDisappear(false)
        b.viewDidDisappear(false)
        """)
  }

  /// A stride up by a property's value with `continue`, one whose bound
  /// lies behind its start (no iteration), a reversed closed range with
  /// `where` and `break`, and `children.reversed()`.
  func testAStrideStepsByItsValueAndObeysContinueAndBreak() {
    assertTrace(
      """
      final class Stack: UIViewController {
          var step = 2
          func addEvery(_ list: [UIViewController]) {
              for i in stride(from: 0, to: list.count, by: step) {
                  if i == 2 { continue }
                  addChild(list[i])
                  list[i].didMove(toParent: self)
              }
              for i in stride(from: 0, through: -1, by: 1) {
                  addChild(list[i])
              }
              for i in (0...1).reversed() where i > 0 {
                  list[i].willMove(toParent: self)
                  if i == 1 { break }
              }
          }
          func dropAll() {
              for child in children.reversed() {
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
          }
      }
      let stack = Stack()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      let e = UIViewController()
      stack.addEvery([a, b, c, d, e])
      stack.dropAll()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: stack)
        a.didMove(toParent: stack)
        e.willMove(toParent: stack)
        e.didMove(toParent: stack)
        b.willMove(toParent: stack)
        e.willMove(toParent: nil)
        e.didMove(toParent: nil)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `stack.insert(d, at: 1)`, `stack.remove(at: 2)`, `removeAll(where:)`
  /// on a list property: the list built again, each element in its place,
  /// `remove(at:)` the list's even where the class has a `remove(_:)`.
  func testAListPropertyChangesAtAnyIndex() {
    assertTrace(
      """
      final class Host: UIViewController {
          var stack: [UIViewController] = []
          func push(_ vc: UIViewController) {
              stack.append(vc)
          }
          func showAll() {
              for vc in stack {
                  addChild(vc)
                  vc.didMove(toParent: self)
              }
          }
          func clear() {
              for vc in children {
                  vc.willMove(toParent: nil)
                  vc.removeFromParent()
              }
          }
          func remove(_ vc: UIViewController) {
              vc.removeFromParent()
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      host.push(a)
      host.push(b)
      host.push(c)
      host.stack.insert(d, at: 1)
      host.showAll()
      host.clear()
      host.stack.remove(at: 2)
      host.showAll()
      host.clear()
      host.stack.removeAll(where: { $0 === a || $0 === c })
      host.stack.insert(a, at: 1)
      host.showAll()
      host.clear()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        a.didMove(toParent: host)
        d.willMove(toParent: host)
        d.didMove(toParent: host)
        b.willMove(toParent: host)
        b.didMove(toParent: host)
        c.willMove(toParent: host)
        c.didMove(toParent: host)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        d.willMove(toParent: nil)
        d.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        a.willMove(toParent: host)
        a.didMove(toParent: host)
        d.willMove(toParent: host)
        d.didMove(toParent: host)
        c.willMove(toParent: host)
        c.didMove(toParent: host)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        d.willMove(toParent: nil)
        d.didMove(toParent: nil)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        d.willMove(toParent: host)
        d.didMove(toParent: host)
        a.willMove(toParent: host)
        a.didMove(toParent: host)
        d.willMove(toParent: nil)
        d.didMove(toParent: nil)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `remove(at:)` past the end stops the run at its line, as Swift traps;
  /// so does `insert(_:at:)` past the count.
  func testAListChangeOutOfRangeStopsTheRun() {
    for change in ["pages.remove(at: 1)", "pages.insert(page, at: 2)"] {
      let result = run(
        """
        final class Pager: UIViewController {
            var pages: [UIViewController] = []
        }
        let pager = Pager()
        let page = UIViewController()
        pager.pages.append(page)
        pager.\(change)
        pager.addChild(page)
        """)
      XCTAssertEqual(result.exitCode, 1, change)
      XCTAssertEqual(result.standardOutput, "", change)
      XCTAssertTrue(
        result.standardError.hasPrefix("Drawer.swift:7:1: error: Fatal error: Index out of range"),
        result.standardError)
    }
  }

  /// `children.firstIndex(where: { $0 is Page })` (the index of the first
  /// element the closure holds for), `filter { … }.forEach { … }`,
  /// `firstIndex(of:)` then `remove(at:)`, `Array(stack.dropFirst())`.
  func testFirstIndexWhereAPredicateHoldsAndListIdioms() {
    assertTrace(
      """
      final class Page: UIViewController {}
      final class Host: UIViewController {
          var stack: [UIViewController] = []
          var current: UIViewController?

          func add(_ vc: UIViewController) {
              guard !children.contains(vc) else { return }
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
              stack.append(vc)
              stack.insert(vc, at: 0)
              stack.remove(at: 0)
              current = vc
          }

          func remove(_ vc: UIViewController) {
              vc.willMove(toParent: nil)
              vc.view.removeFromSuperview()
              vc.removeFromParent()
              if let index = stack.firstIndex(of: vc) {
                  stack.remove(at: index)
              }
          }

          func prune() {
              if let index = children.firstIndex(where: { $0 is Page }) {
                  remove(children[index])
              }
              children.filter { $0 !== current }.forEach { remove($0) }
              if children.isEmpty { print("empty") }
              switch children.count {
              case 0: print("none")
              case 1: print("one")
              default: print("many")
              }
              let rest = Array(stack.dropFirst())
              for vc in rest where vc.parent == nil {
                  print(vc)
              }
          }
      }
      let host = Host()
      let p = Page()
      let a = UIViewController()
      let b = UIViewController()
      window.rootViewController = host
      window.makeKeyAndVisible()
      host.add(p)
      host.add(a)
      host.add(b)
      host.add(b)
      RunLoop.main.runUntilIdle()
      host.prune()
      """, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        p.willMove(toParent: host)
        p.loadView()
        p.viewDidLoad()
        p.viewWillAppear(false)
        p.didMove(toParent: host)
        a.willMove(toParent: host)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.didMove(toParent: host)
        b.willMove(toParent: host)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.didMove(toParent: host)
        // turn 1 ends
        host.viewIsAppearing(false)
        p.viewIsAppearing(false)
        a.viewIsAppearing(false)
        b.viewIsAppearing(false)
        host.viewDidAppear(false)
        p.viewDidAppear(false)
        a.viewDidAppear(false)
        b.viewDidAppear(false)
        p.willMove(toParent: nil)
        p.viewWillDisappear(false)
        p.didMove(toParent: nil)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.didMove(toParent: nil)
        // turn 2 ends
        p.viewDidDisappear(false)
        a.viewDidDisappear(false)
        """)
  }

  /// `let split = UISplitViewController()` in the driver is skipped with a
  /// note, and so is each statement that reads `split` later, as a method's
  /// skipped local is (not "unknown name").
  func testADriversSkippedDeclarationSkipsWhatReadsIt() {
    let result = run(
      """
      final class Screen: UIViewController {}
      let split = UISplitViewController()
      let screen = Screen()
      split.viewControllers = [screen]
      window.rootViewController = split
      window.makeKeyAndVisible()
      screen.loadViewIfNeeded()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      screen.loadView()
      screen.viewDidLoad()
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:2:34: note: skipped: 'UISplitViewController' values are not modelled\n")
  }

  /// `log.warning(…)` in a method, `log` a driver's constant of a type the
  /// model does not keep: skipped there too, not "unknown name" (the note
  /// names the construct once, at its first line).
  func testADriversSkippedDeclarationIsSkippedInAMethod() {
    let result = run(
      """
      let log = Logger()
      final class Panel: UIViewController {
          func add(to host: UIViewController) {
              guard parent == nil else {
                  log.warning("already added")
                  return
              }
              host.addChild(self)
              didMove(toParent: host)
          }
      }
      let panel = Panel()
      let host = UIViewController()
      panel.add(to: host)
      panel.add(to: host)
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertEqual(
      result.standardOutput,
      """
      panel.willMove(toParent: host)
      panel.didMove(toParent: host)
      // turn 1 ends

      """)
    XCTAssertEqual(
      result.standardError,
      "Drawer.swift:1:17: note: skipped: 'Logger' values are not modelled\n")
  }

  /// An observer of a notification, the app's lifecycle's included, is
  /// skipped with a note that says its code does not run: the app's
  /// background and foreground tell the delegates (rule 6.4), and no
  /// observer, whatever keeps its token.
  func testANotificationObserverIsSkippedWithANoteThatItsCodeDoesNotRun() {
    let result = run(
      """
      final class Player: UIViewController {
          var token: NSObjectProtocol?
          let overlay = UIViewController()
          override func viewDidLoad() {
              super.viewDidLoad()
              token = NotificationCenter.default.addObserver(
                  forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
              ) { [weak self] _ in
                  self?.addChild(self!.overlay)
              }
          }
      }
      let player = Player()
      window.rootViewController = player
      window.makeKeyAndVisible()
      app.enterBackground()
      """)
    XCTAssertEqual(result.exitCode, 0, result.standardError)
    XCTAssertFalse(result.standardOutput.contains("overlay"), result.standardOutput)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:6:44: note: skipped: notifications are not posted by the model, the app's \
      lifecycle's included ('app.enterBackground()' tells the app's or the scene's delegate, not \
      observers): the observer's code does not run

      """)
  }

  /// `precondition(c, "…")` holds where `c` is true; where it is false the
  /// run stops at its line with Swift's "Precondition failed" (exit 1).
  func testAFalsePreconditionStopsTheRunAtItsLine() {
    let result = run(
      """
      final class Panel: UIViewController {
          func add(to host: UIViewController) {
              precondition(!(host is UINavigationController), "not in a navigation")
              host.addChild(self)
          }
      }
      let panel = Panel()
      let host = UIViewController()
      let nav = UINavigationController()
      panel.add(to: host)
      panel.add(to: nav)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "panel.willMove(toParent: host)\n")
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:3:9: error: Precondition failed: not in a navigation
              precondition(!(host is UINavigationController), "not in a navigation")
              ^

      """)
  }

  /// `remove(at:)` and `insert(_:at:)` change a list in one step each,
  /// whatever its length: 1,500 removals from a list of 3,000 run well
  /// within the step budget, to the insertion at -1, where Swift traps.
  func testAListChangeIsOneStepWhateverTheListsLength() {
    let result = run(
      """
      final class Host: UIViewController {
          var stack: [UIViewController] = []
          func grow(_ a: UIViewController) {
              for _ in 0..<3000 { stack.append(a) }
              for i in stride(from: stack.count - 1, through: 0, by: -2) {
                  stack.remove(at: i)
              }
              stack.insert(self, at: -1)
          }
      }
      let host = Host()
      let a = UIViewController()
      host.grow(a)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardError,
      """
      Drawer.swift:8:9: error: Fatal error: Index out of range
              stack.insert(self, at: -1)
              ^

      """)
  }

  /// `stride(from: 0, to: children.count, by: 1)` over a body that adds
  /// children: the bound is read once, as Swift makes the stride once, so
  /// the loop runs for the children there were when it began.
  func testAStridesBoundIsReadOnceWhenTheLoopBegins() {
    assertTrace(
      """
      final class Host: UIViewController {
          func fill(_ list: [UIViewController]) {
              for i in stride(from: 0, to: children.count, by: 1) {
                  addChild(list[i])
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      host.addChild(a)
      host.fill([b, c, a])
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        b.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A stride by zero stops the run at the loop, as Swift traps.
  func testAStrideByZeroStopsTheRun() {
    let result = run(
      """
      final class Host: UIViewController {}
      let host = Host()
      var step = 0
      for i in stride(from: 3, to: 0, by: step) { host.loadViewIfNeeded() }
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(result.standardOutput, "")
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:4:5: error: Fatal error: Stride size must not be zero"),
      result.standardError)
  }

  /// `for (index, child) in children.enumerated().reversed() where index > 0`
  /// removes the children from the last, keeping the first;
  /// `children.reversed().forEach { … }` then removes it.
  func testAnEnumeratedListReversedCountsItsIndicesDown() {
    assertTrace(
      """
      final class Host: UIViewController {
          func clear() {
              for (index, child) in children.enumerated().reversed() where index > 0 {
                  child.willMove(toParent: nil)
                  child.removeFromParent()
              }
              children.reversed().forEach { $0.removeFromParent() }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      host.addChild(a)
      host.addChild(b)
      host.addChild(c)
      host.clear()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        b.willMove(toParent: host)
        c.willMove(toParent: host)
        c.willMove(toParent: nil)
        c.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.didMove(toParent: nil)
        // turn 1 ends
        """)
  }

  /// `enumerated().reversed()` runs over the list as it was when the loop
  /// began, as Swift's does: each child is reached though the body removes
  /// the first child at each turn.
  func testAnEnumeratedListReversedRunsOverTheListAsItBegan() {
    assertTrace(
      """
      final class Host: UIViewController {
          func walk() {
              for (index, child) in children.enumerated().reversed() {
                  children.first?.removeFromParent()
                  if index >= 0 { child.loadViewIfNeeded() }
              }
          }
      }
      let host = Host()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      host.addChild(a)
      host.addChild(b)
      host.addChild(c)
      host.walk()
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: host)
        b.willMove(toParent: host)
        c.willMove(toParent: host)
        a.didMove(toParent: nil)
        c.loadView()
        c.viewDidLoad()
        b.didMove(toParent: nil)
        b.loadView()
        b.viewDidLoad()
        c.didMove(toParent: nil)
        a.loadView()
        a.viewDidLoad()
        // turn 1 ends
        """)
  }

  /// `let page = host.makePage()` and `var count = host.reload()` at the top
  /// level, where the methods do work: each runs where the driver calls it,
  /// and the name holds what it returned (the controller the method made,
  /// the number of children then), which a later `var` assignment changes.
  func testTheDriverKeepsWhatAMethodThatDoesWorkReturns() {
    assertTrace(
      """
      final class Host: UIViewController {
          func makePage() -> UIViewController {
              let page = UIViewController()
              addChild(page)
              return page
          }
          func reload() -> Int {
              addChild(UIViewController())
              return children.count
          }
      }
      let host = Host()
      let page = host.makePage()
      host.view.addSubview(page.view)
      page.didMove(toParent: host)
      var count = host.reload()
      if count == 2 {
          count = 0
          host.addChild(UIViewController())
      }
      if count == 0 {
          host.addChild(UIViewController())
      }
      """, profile: .ios17,
      equals: """
        page.willMove(toParent: host)
        host.loadView()
        host.viewDidLoad()
        page.loadView()
        page.viewDidLoad()
        page.didMove(toParent: host)
        viewController.willMove(toParent: host)
        viewController_2.willMove(toParent: host)
        viewController_3.willMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A pager that clamps its index with `min(max(…))`, and asks
  /// `firstIndex(of:)` and `contains(_:)` only to drop the answer: the
  /// clamped index picks the page (the last, then the first, and nothing
  /// for the index it is already at), and the questions change nothing.
  func testAClampedIndexPicksThePageAndDroppedQuestionsChangeNothing() {
    assertTrace(
      """
      final class Pager: UIViewController {
          var pages: [UIViewController] = []
          private(set) var currentIndex = 0

          func go(to newIndex: Int) {
              let index = min(max(0, newIndex), pages.count - 1)
              guard index != currentIndex else { return }
              let old = pages[currentIndex]
              let new = pages[index]
              _ = pages.firstIndex(of: new)
              _ = pages.contains(old)
              old.willMove(toParent: nil)
              addChild(new)
              view.addSubview(new.view)
              old.view.removeFromSuperview()
              old.removeFromParent()
              new.didMove(toParent: self)
              currentIndex = index
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let pager = Pager()
      pager.pages = [a, b, c]
      pager.addChild(a)
      pager.view.addSubview(a.view)
      a.didMove(toParent: pager)
      pager.go(to: 7)
      pager.go(to: 2)
      pager.go(to: -3)
      """, profile: .ios17,
      equals: """
        a.willMove(toParent: pager)
        pager.loadView()
        pager.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
        a.didMove(toParent: pager)
        a.willMove(toParent: nil)
        c.willMove(toParent: pager)
        c.loadView()
        c.viewDidLoad()
        a.didMove(toParent: nil)
        c.didMove(toParent: pager)
        c.willMove(toParent: nil)
        a.willMove(toParent: pager)
        c.didMove(toParent: nil)
        a.didMove(toParent: pager)
        // turn 1 ends
        """)
  }

  /// `host.show(host.makePage())` in the driver, as in a method: the inner
  /// method runs first, its result kept, then the call that reads it; so
  /// inside a driver's `if`.
  func testTheDriverRunsAMethodCalledForItsResultInsideACall() {
    assertTrace(
      """
      final class Host: UIViewController {
          func makePage() -> UIViewController {
              let page = UIViewController()
              page.title = "x"
              return page
          }
          func show(_ page: UIViewController) {
              addChild(page)
              view.addSubview(page.view)
              page.didMove(toParent: self)
          }
      }
      let host = Host()
      host.show(host.makePage())
      if host.children.count == 1 { host.show(host.makePage()) }
      """, profile: .ios17,
      equals: """
        page.willMove(toParent: host)
        host.loadView()
        host.viewDidLoad()
        page.loadView()
        page.viewDidLoad()
        page.didMove(toParent: host)
        page_2.willMove(toParent: host)
        page_2.loadView()
        page_2.viewDidLoad()
        page_2.didMove(toParent: host)
        // turn 1 ends
        """)
  }

  /// A stack that pops with `children.suffix(from: index + 1)` and trims with
  /// `dropFirst(count)`, and a condition over `prefix(1)`, `suffix(5)`,
  /// `prefix(upTo:)`, `prefix(through:)` and `dropLast(9)`: each is the part
  /// Swift's method gives, a count past the list taking all of it; an index
  /// past the end stops the run where Swift traps (exit 1).
  func testAListsPartsAreWhatSwiftsMethodsGive() {
    let result = run(
      """
      final class Stack: UIViewController {
          func push(_ vc: UIViewController) {
              addChild(vc)
              view.addSubview(vc.view)
              vc.didMove(toParent: self)
          }
          func pop(to index: Int) {
              for vc in children.suffix(from: index + 1).reversed() {
                  vc.willMove(toParent: nil)
                  vc.view.removeFromSuperview()
                  vc.removeFromParent()
              }
          }
          func keep(_ count: Int) {
              for vc in children.dropFirst(count) {
                  vc.removeFromParent()
              }
          }
      }
      let s = Stack()
      let a = UIViewController()
      let b = UIViewController()
      let c = UIViewController()
      let d = UIViewController()
      s.push(a)
      s.push(b)
      s.push(c)
      s.pop(to: 0)
      s.push(c)
      s.push(d)
      s.keep(2)
      if s.children.prefix(1).count == 1 && s.children.suffix(5).count == 2 && s.children.prefix(upTo: 1).count == 1 && s.children.prefix(through: 1).count == 2 && s.children.dropLast(9).isEmpty {
          s.push(b)
      }
      s.pop(to: 7)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertEqual(
      result.standardOutput,
      """
      a.willMove(toParent: s)
      s.loadView()
      s.viewDidLoad()
      a.loadView()
      a.viewDidLoad()
      a.didMove(toParent: s)
      b.willMove(toParent: s)
      b.loadView()
      b.viewDidLoad()
      b.didMove(toParent: s)
      c.willMove(toParent: s)
      c.loadView()
      c.viewDidLoad()
      c.didMove(toParent: s)
      c.willMove(toParent: nil)
      c.didMove(toParent: nil)
      b.willMove(toParent: nil)
      b.didMove(toParent: nil)
      c.willMove(toParent: s)
      c.didMove(toParent: s)
      d.willMove(toParent: s)
      d.loadView()
      d.viewDidLoad()
      d.didMove(toParent: s)
      d.didMove(toParent: nil)
      b.willMove(toParent: s)
      b.didMove(toParent: s)

      """)
    XCTAssertTrue(
      result.standardError.hasPrefix(
        "Drawer.swift:8:34: error: index 8 is out of range for a list of 3"),
      result.standardError)
  }
}
