/// The scenarios `containment reference` prints: at least one for every
/// rule of the reference, each short enough to read in a glance.
///
/// The DocC article "Reference scenarios" is this catalogue printed with
/// `containment reference --format markdown`, and a test fails when the
/// committed article differs from what the command prints.
public enum ReferenceCatalogue: Sendable {
  /// The evidence grade of each rule, as the callback-order reference gives
  /// it: doc (Apple's documentation or headers), obs (device logs), dec
  /// (decompiled UIKit), impl (reimplementations agree), inf (inference).
  public static let grades: [String: String] = [
    "1.1": "doc + dec", "1.2": "doc + dec", "1.3": "doc", "1.4": "doc; container loading inf",
    "1.5": "doc + obs", "2.1": "doc + dec", "2.2": "obs + dec", "2.3": "dec + obs",
    "2.4": "doc + dec + obs", "2.5": "doc + dec", "2.6": "dec + obs", "2.7": "doc; timing inf",
    "3.1": "doc + obs for the error; dec for the order; inf for the completion's place",
    "4.1": "dec + obs", "4.2": "inf", "4.3": "doc + dec", "4.4": "doc + obs",
    "4.5": "doc + inf", "4.6": "doc + dec + inf", "4.7": "doc + inf",
    "5.1": "obs; didMove placement impl + dec", "5.2": "obs", "5.3": "obs + doc + dec",
    "5.3a": "doc + obs; the delegate lines' place among the appearance callbacks inf",
    "5.4": "obs for the swipe orders, dec for the forwarding; containment lines inf",
    "6.1": "doc + dec", "6.2": "doc", "6.3": "doc",
    "6.4": "obs for the controllers (none), doc for the scene delegate", "7": "doc + obs",
  ]

  /// Every entry, in the order of the rules.
  public static let entries: [ReferenceEntry] = [
    ReferenceEntry(
      id: "1.1-add-child-to-visible-parent", title: "Adding a child to a visible parent",
      rules: ["1.1", "1.4", "2.3", "4.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        """),
    ReferenceEntry(
      id: "1.1-add-child-twice", title: "Adding a child twice does nothing the second time",
      rules: ["1.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.addChild(c)
        p.addChild(c)
        c.didMove(toParent: p)
        """),
    ReferenceEntry(
      id: "1.1-reparent", title: "Adding a child that has another parent", rules: ["1.1", "1.2"],
      scenario: """
        let p = UIViewController()
        let q = UIViewController()
        let c = UIViewController()
        p.addChild(c)
        c.didMove(toParent: p)
        q.addChild(c)
        c.didMove(toParent: q)
        """),
    ReferenceEntry(
      id: "1.1-E4-cycle", title: "A controller cannot become its own ancestor (E4)",
      rules: ["1.1", "7"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.addChild(c)
        c.addChild(p)
        """),
    ReferenceEntry(
      id: "1.2-remove-from-visible-parent", title: "Removing a child from a visible parent",
      rules: ["1.2", "2.3"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        on p.viewDidLoad {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
        """),
    ReferenceEntry(
      id: "1.2-remove-without-parent", title: "removeFromParent without a parent does nothing",
      rules: ["1.2"],
      scenario: """
        let c = UIViewController()
        c.removeFromParent()
        """),
    ReferenceEntry(
      id: "1.3-direct-move-calls",
      title: "willMove and didMove called by the container are delivered as called",
      rules: ["1.3", "2.7"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        c.willMove(toParent: p)
        c.didMove(toParent: nil)
        """),
    ReferenceEntry(
      id: "1.4-lazy-view-loading", title: "A view loads on first access, once", rules: ["1.4"],
      scenario: """
        let c = UIViewController()
        _ = c.view
        c.loadViewIfNeeded()
        _ = c.view
        """),
    ReferenceEntry(
      id: "1.4-root-of-hidden-window",
      title: "A root installed in a hidden window appears when the window is shown",
      rules: ["1.4", "2.3"],
      scenario: """
        let root = UIViewController()
        window.rootViewController = root
        RunLoop.main.runUntilIdle()
        window.makeKeyAndVisible()
        """),
    ReferenceEntry(
      id: "1.5-E2b-view-under-wrong-parent",
      title: "A child's view under another controller's view (E2b)", rules: ["1.5", "7"],
      scenario: """
        let p = UIViewController()
        let q = UIViewController()
        let c = UIViewController()
        p.addChild(c)
        q.view.addSubview(c.view)
        """),
    ReferenceEntry(
      id: "2.2-forwarding-order",
      title: "Forwarding: the parent's callback first, then its children in view order",
      rules: ["2.1", "2.2", "2.3"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        on p.viewDidLoad {
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
            p.addChild(b)
            p.view.addSubview(b.view)
            b.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        window.isHidden = true
        """),
    ReferenceEntry(
      id: "2.3-add-and-remove-in-one-turn", title: "A view added and removed in one turn",
      rules: ["2.3", "4.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        c.removeFromParent()
        """),
    ReferenceEntry(
      id: "2.3-plain-container-view",
      title: "A child's view inside a plain view enters the window with it", rules: ["2.3"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        let box = UIView()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        box.addSubview(c.view)
        c.didMove(toParent: p)
        p.view.addSubview(box)
        """),
    ReferenceEntry(
      id: "2.4-explicit-transition",
      title: "beginAppearanceTransition and endAppearanceTransition by hand",
      rules: ["2.4", "2.5", "4.3"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.shouldAutomaticallyForwardAppearanceMethods = false
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        c.beginAppearanceTransition(true, animated: true)
        p.view.addSubview(c.view)
        c.endAppearanceTransition()
        c.didMove(toParent: p)
        """),
    ReferenceEntry(
      id: "2.4-nested-begins", title: "Same-direction begins nest; the did waits for the last end",
      rules: ["2.4"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.shouldAutomaticallyForwardAppearanceMethods = false
        p.addChild(c)
        c.didMove(toParent: p)
        c.beginAppearanceTransition(true, animated: false)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        c.endAppearanceTransition()
        """),
    ReferenceEntry(
      id: "2.4-cancelled-transition",
      title: "A cancelled interactive transition: begin the other way, one end", rules: ["2.4"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.shouldAutomaticallyForwardAppearanceMethods = false
        window.rootViewController = p
        window.makeKeyAndVisible()
        p.addChild(c)
        c.beginAppearanceTransition(true, animated: false)
        p.view.addSubview(c.view)
        c.endAppearanceTransition()
        c.didMove(toParent: p)
        RunLoop.main.runUntilIdle()
        c.beginAppearanceTransition(false, animated: true)
        c.beginAppearanceTransition(true, animated: false)
        c.endAppearanceTransition()
        """),
    ReferenceEntry(
      id: "2.4-W1-unbalanced-end", title: "An end without a begin logs W1", rules: ["2.4", "7"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        p.shouldAutomaticallyForwardAppearanceMethods = false
        p.addChild(c)
        c.didMove(toParent: p)
        c.endAppearanceTransition()
        """),
    ReferenceEntry(
      id: "2.5-forwarding-switched-off",
      title: "With forwarding off, neither the window nor a push over the parent reaches its child",
      rules: ["2.3", "2.5", "5.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        let next = UIViewController()
        let nav = UINavigationController(rootViewController: p)
        p.shouldAutomaticallyForwardAppearanceMethods = false
        on p.viewDidLoad {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.pushViewController(next, animated: false)
        """),
    ReferenceEntry(
      id: "2.5-manual-forwarding-after-add-subview",
      title: "A container that forwards by hand adds the child's view, then begins and ends",
      rules: ["2.3", "2.4", "2.5"],
      scenario: """
        let drawer = UIViewController()
        let menu = UIViewController()
        drawer.shouldAutomaticallyForwardAppearanceMethods = false
        window.rootViewController = drawer
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        drawer.addChild(menu)
        drawer.view.addSubview(menu.view)
        menu.beginAppearanceTransition(true, animated: true)
        menu.endAppearanceTransition()
        menu.didMove(toParent: drawer)
        """),
    ReferenceEntry(
      id: "2.3-late-child",
      title: "A child added while its parent appears through an explicit transition",
      rules: ["2.3", "2.4"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.beginAppearanceTransition(false, animated: false)
        p.endAppearanceTransition()
        p.beginAppearanceTransition(true, animated: true)
        p.addChild(c)
        p.view.addSubview(c.view)
        c.didMove(toParent: p)
        p.endAppearanceTransition()
        """),
    ReferenceEntry(
      id: "2.3-non-child-in-pushed-view",
      title: "A controller that is not a child, inside a pushed controller's view",
      rules: ["2.3", "5.1"],
      scenario: """
        let home = UIViewController()
        let detail = UIViewController()
        let early = UIViewController()
        let later = UIViewController()
        let nav = UINavigationController(rootViewController: home)
        on detail.viewDidLoad { detail.view.addSubview(early.view) }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.pushViewController(detail, animated: false)
        RunLoop.main.runUntilIdle()
        detail.view.addSubview(later.view)
        """),
    ReferenceEntry(
      id: "2.6-W2-direct-appearance-call",
      title: "A direct appearance call is delivered, changes nothing, and warns (W2)",
      rules: ["2.6", "7"],
      scenario: """
        let c = UIViewController()
        c.viewWillAppear(true)
        c.viewDidDisappear(false)
        """),
    ReferenceEntry(
      id: "2.7-flags-during-add", title: "isMovingToParent during a child's first appearance",
      rules: ["2.7", "1.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        p.view.addSubview(c.view)
        RunLoop.main.runUntilIdle()
        c.didMove(toParent: p)
        """),
    ReferenceEntry(
      id: "3.1-transition-animated", title: "transition(from:to:) between two children, animated",
      rules: ["3.1", "4.2"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        on p.viewDidLoad {
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        a.willMove(toParent: nil)
        p.addChild(b)
        p.transition(from: a, to: b, duration: 0.3) {
            a.removeFromParent()
            b.didMove(toParent: p)
        }
        """),
    ReferenceEntry(
      id: "3.1-transition-not-animated", title: "transition(from:to:) with duration 0",
      rules: ["3.1"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        on p.viewDidLoad {
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
            p.addChild(b)
            b.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.transition(from: a, to: b, duration: 0)
        """),
    ReferenceEntry(
      id: "3.1-to-view-added-first",
      title: "The to-view added before the transition: unbalanced (seed 003)",
      rules: ["3.1", "2.4"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        on p.viewDidLoad {
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
            p.addChild(b)
            b.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.view.addSubview(b.view)
        p.transition(from: a, to: b, duration: 0)
        """),
    ReferenceEntry(
      id: "3.1-E1-not-siblings",
      title: "transition(from:to:) between controllers that are not both children (E1)",
      rules: ["3.1", "7"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        p.addChild(a)
        p.transition(from: a, to: b, duration: 0.3)
        """),
    ReferenceEntry(
      id: "4.1-handlers-at-turn-end",
      title: "Children added from handlers, and what the turn's end delivers",
      rules: ["4.1", "2.2"],
      scenario: """
        let p = UIViewController()
        let a = UIViewController()
        on p.viewWillAppear {
            p.addChild(a)
            p.view.addSubview(a.view)
            a.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.turn()
        """),
    ReferenceEntry(
      id: "4.2-animations-and-clock", title: "An animation ends when the clock passes its end",
      rules: ["4.2", "4.4", "5.1"],
      scenario: """
        let root = UIViewController()
        let next = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.pushViewController(next, animated: true)
        RunLoop.main.run(for: 0.1)
        RunLoop.main.run(for: 0.3)
        """),
    ReferenceEntry(
      id: "4.5-main-queue", title: "A main-queue block runs after the turn's end",
      rules: ["4.5"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        DispatchQueue.main.async {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        """),
    ReferenceEntry(
      id: "4.6-view-animation-completion",
      title: "Views moved in an animations block get their dids when it ends",
      rules: ["4.6", "2.3"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        p.addChild(c)
        UIView.animate(withDuration: 0.3, animations: {
            p.view.addSubview(c.view)
        }, completion: { _ in
            c.didMove(toParent: p)
        })
        """),
    ReferenceEntry(
      id: "4.7-child-added-during-layout",
      title: "A child added in viewWillLayoutSubviews is laid out in the same pass",
      rules: ["4.7", "4.1"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        on p.viewWillLayoutSubviews {
            if c.parent == nil {
                p.addChild(c)
                p.view.addSubview(c.view)
                c.didMove(toParent: p)
            }
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        """, layout: true),
    ReferenceEntry(
      id: "5.1-push-and-pop", title: "Push and pop on a visible navigation controller",
      rules: ["5.1", "2.7"],
      scenario: """
        let root = UIViewController()
        let detail = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.pushViewController(detail, animated: true)
        RunLoop.main.runUntilIdle()
        nav.popViewController(animated: true)
        """),
    ReferenceEntry(
      id: "5.1-push-during-push", title: "A push asked for while another push animates",
      rules: ["5.1", "4.1"],
      scenario: """
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.pushViewController(b, animated: true)
        RunLoop.main.run(for: 0.1)
        nav.pushViewController(c, animated: true)
        """),
    ReferenceEntry(
      id: "5.1-root-initializer",
      title: "UINavigationController(rootViewController:) before it appears",
      rules: ["5.1"],
      scenario: """
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        """),
    ReferenceEntry(
      id: "5.1-pop-to-root", title: "Popping several controllers at once", rules: ["5.1"],
      scenario: """
        let root = UIViewController()
        let second = UIViewController()
        let third = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(second, animated: false)
        nav.pushViewController(third, animated: false)
        RunLoop.main.runUntilIdle()
        nav.popToRootViewController(animated: true)
        """),
    ReferenceEntry(
      id: "5.1-interactive-pop-cancelled", title: "An edge swipe back that the user gives up",
      rules: ["5.1", "2.4"],
      scenario: """
        let root = UIViewController()
        let detail = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(detail, animated: false)
        RunLoop.main.runUntilIdle()
        nav.beginInteractivePop()
        RunLoop.main.run(for: 0.1)
        nav.cancelInteractivePop()
        """),
    ReferenceEntry(
      id: "5.1-set-view-controllers", title: "Replacing the whole stack", rules: ["5.1"],
      scenario: """
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        nav.setViewControllers([b, c], animated: true)
        """),
    ReferenceEntry(
      id: "5.1-E5-push-twice", title: "Pushing a controller that is already on the stack (E5)",
      rules: ["5.1", "7"],
      scenario: """
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.pushViewController(root, animated: false)
        """),
    ReferenceEntry(
      id: "5.2-tab-switch", title: "Switching tabs", rules: ["5.2", "2.2"],
      scenario: """
        let tabs = UITabBarController()
        let home = UIViewController()
        let search = UIViewController()
        tabs.viewControllers = [home, search]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        tabs.selectedIndex = 1
        """),
    ReferenceEntry(
      id: "5.2-retap-pops-to-root",
      title: "Tapping the selected tab pops its navigation controller to the root",
      rules: ["5.2", "5.1"],
      scenario: """
        let tabs = UITabBarController()
        let root = UIViewController()
        let detail = UIViewController()
        let other = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        tabs.viewControllers = [nav, other]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        nav.pushViewController(detail, animated: false)
        RunLoop.main.runUntilIdle()
        tabs.tapTab(at: 0)
        """),
    ReferenceEntry(
      id: "5.2-E9-select-stranger", title: "Selecting a controller that is not a tab (E9)",
      rules: ["5.2", "7"],
      scenario: """
        let tabs = UITabBarController()
        let home = UIViewController()
        let stranger = UIViewController()
        tabs.viewControllers = [home]
        tabs.selectedViewController = stranger
        """),
    ReferenceEntry(
      id: "5.3-full-screen-present-and-dismiss", title: "Full-screen presentation and dismissal",
      rules: ["5.3", "2.7"],
      scenario: """
        let home = UIViewController()
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        window.rootViewController = home
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        home.present(modal, animated: true)
        RunLoop.main.runUntilIdle()
        modal.dismiss(animated: true)
        """),
    ReferenceEntry(
      id: "5.3-page-sheet", title: "A page sheet leaves its presenter appeared", rules: ["5.3"],
      scenario: """
        let home = UIViewController()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        window.rootViewController = home
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        home.present(sheet, animated: true)
        RunLoop.main.runUntilIdle()
        sheet.dismiss(animated: true)
        """),
    ReferenceEntry(
      id: "5.3-W4-present-from-detached",
      title: "Presenting from a controller whose view is not in a window (W4)",
      rules: ["5.3", "7"],
      scenario: """
        let loose = UIViewController()
        let modal = UIViewController()
        loose.present(modal, animated: true)
        """),
    ReferenceEntry(
      id: "5.3-W3-present-while-presenting", title: "Presenting while already presenting (W3)",
      rules: ["5.3", "7"],
      scenario: """
        let home = UIViewController()
        let first = UIViewController()
        let second = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        home.present(first, animated: false)
        RunLoop.main.runUntilIdle()
        home.present(second, animated: false)
        """),
    ReferenceEntry(
      id: "6.1-rotation",
      title: "Rotation: legacy callbacks (ios5, ios7) or viewWillTransition (ios17)",
      rules: ["6.1", "6.2"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        on p.viewDidLoad {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        window.rotate(to: .landscapeLeft, duration: 0.3)
        """),
    ReferenceEntry(
      id: "6.3-memory-warning",
      title: "A memory warning: every controller in pre-order; ios5 unloads views off screen",
      rules: ["6.3"],
      scenario: """
        let p = UIViewController()
        let c = UIViewController()
        let loose = UIViewController()
        on p.viewDidLoad {
            p.addChild(c)
            p.view.addSubview(c.view)
            c.didMove(toParent: p)
        }
        window.rootViewController = p
        window.makeKeyAndVisible()
        _ = loose.view
        RunLoop.main.runUntilIdle()
        app.didReceiveMemoryWarning()
        """),
    ReferenceEntry(
      id: "5.3a-sheet-pulled-down",
      title: "A sheet pulled down, let go, pulled again and released (ios17; revision 4)",
      rules: ["5.3a"],
      scenario: """
        let a = UIViewController()
        let b = UIViewController()
        window.rootViewController = a
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        b.modalPresentationStyle = .pageSheet
        b.presentationController?.delegate = a
        a.present(b, animated: true)
        RunLoop.main.runUntilIdle()
        b.beginInteractiveDismiss()
        b.cancelInteractiveDismiss()
        b.beginInteractiveDismiss()
        b.finishInteractiveDismiss()
        """),
    ReferenceEntry(
      id: "5.4-page-view-controller",
      title: "A page view controller: pages installed by loadView, a swipe finished (revision 4)",
      rules: ["5.4"],
      scenario: """
        let a = UIViewController()
        let b = UIViewController()
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pages.dataSource = [a, b]
        pages.setViewControllers([a], direction: .forward, animated: false)
        window.rootViewController = pages
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        pages.beginInteractiveSwipe(to: b)
        pages.finishInteractiveSwipe()
        """),
    ReferenceEntry(
      id: "6.4-background",
      title: "Background and foreground: no controller callback, the delegate's lines (revision 4)",
      rules: ["6.4"],
      scenario: """
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        RunLoop.main.runUntilIdle()
        scene.enterBackground()
        scene.enterForeground()
        """),
  ]
}
