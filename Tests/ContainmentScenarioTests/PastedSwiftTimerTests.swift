import Containment
import ContainmentTesting
import XCTest

@testable import ContainmentScenario

/// `Timer.scheduledTimer(withTimeInterval:repeats:)` with a block, in a
/// pasted class: a one-shot timer fires once, as a block queued with
/// `asyncAfter` runs (rule 4.5, grade inf), also when a property keeps it;
/// `invalidate()` before it fires makes its block do nothing; a repeating
/// timer, which the model does not follow, stops the run where it is
/// scheduled.
extension PastedSwiftTests {
  /// A toast host keeps its dismissal timer in a property (`Timer?`, a
  /// type the model does not keep): the timer still fires after 3 s and
  /// removes the toast, and `invalidate()` in `hide()`, after it fired,
  /// does nothing.
  static let toastHost = """
    final class ToastHost: UIViewController {
        private var toast: UIViewController?
        private var dismissTimer: Timer?

        func show(_ message: UIViewController) {
            addChild(message)
            view.addSubview(message.view)
            message.didMove(toParent: self)
            toast = message
            dismissTimer = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
                self?.hide()
            }
        }

        func hide() {
            dismissTimer?.invalidate()
            dismissTimer = nil
            guard let toast = toast else { return }
            toast.willMove(toParent: nil)
            toast.view.removeFromSuperview()
            toast.removeFromParent()
            self.toast = nil
        }
    }
    let host = ToastHost()
    window.rootViewController = host
    window.makeKeyAndVisible()
    RunLoop.main.runUntilIdle()
    let message = UIViewController()
    host.show(message)
    RunLoop.main.run(for: 5)
    """

  func testAOneShotTimerKeptInAPropertyFires() {
    assertTrace(
      Self.toastHost, profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        message.willMove(toParent: host)
        message.loadView()
        message.viewDidLoad()
        message.viewWillAppear(false)
        message.didMove(toParent: host)
        // turn 2 ends
        message.viewIsAppearing(false)
        message.viewDidAppear(false)
        // t = 3.0: DispatchQueue.main.asyncAfter(3.0) ends
        // main queue block
        message.willMove(toParent: nil)
        message.viewWillDisappear(false)
        message.didMove(toParent: nil)
        // turn 3 ends
        message.viewDidDisappear(false)
        """)
  }

  /// A timer invalidated before it fires does nothing when its time comes.
  ///
  /// `hide()` before the timer fires: its `invalidate()` makes the timer's
  /// block do nothing, so the toast is removed once. The model cannot take
  /// the queued block back: the trace marks its time and its turn, with no
  /// callback.
  func testAKeptTimerInvalidatedBeforeItFiresDoesNothing() {
    assertTrace(
      Self.toastHost.replacingOccurrences(
        of: "RunLoop.main.run(for: 5)",
        with: "RunLoop.main.run(for: 1)\nhost.hide()\nRunLoop.main.run(for: 5)"),
      profile: .ios17,
      equals: """
        host.loadView()
        host.viewDidLoad()
        host.viewWillAppear(false)
        // turn 1 ends
        host.viewIsAppearing(false)
        host.viewDidAppear(false)
        message.willMove(toParent: host)
        message.loadView()
        message.viewDidLoad()
        message.viewWillAppear(false)
        message.didMove(toParent: host)
        // turn 2 ends
        message.viewIsAppearing(false)
        message.viewDidAppear(false)
        message.willMove(toParent: nil)
        message.viewWillDisappear(false)
        message.didMove(toParent: nil)
        // turn 3 ends
        message.viewDidDisappear(false)
        // t = 3.0: DispatchQueue.main.asyncAfter(3.0) ends
        // main queue block
        // turn 4 ends
        """)
  }

  /// A carousel's repeating timer kept in a property: the model does not
  /// follow a repeating timer, so the run stops where it is scheduled,
  /// saying so, rather than skip the assignment and the timer with it.
  func testARepeatingTimerKeptInAPropertyStopsTheRun() {
    let result = run(
      """
      final class Carousel: UIViewController {
          private var pages: [UIViewController] = []
          private var index = 0
          private var timer: Timer?

          func configure(_ pages: [UIViewController]) {
              self.pages = pages
              show(at: 0)
          }

          private func show(at newIndex: Int) {
              let new = pages[newIndex]
              if let old = children.first {
                  old.willMove(toParent: nil)
                  addChild(new)
                  transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
                      old.removeFromParent()
                      new.didMove(toParent: self)
                  }
              } else {
                  addChild(new)
                  view.addSubview(new.view)
                  new.didMove(toParent: self)
              }
              index = newIndex
          }

          override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              timer = Timer.scheduledTimer(withTimeInterval: 2, repeats: true) { [weak self] _ in
                  guard let self = self else { return }
                  self.show(at: (self.index + 1) % self.pages.count)
              }
          }

          override func viewWillDisappear(_ animated: Bool) {
              super.viewWillDisappear(animated)
              timer?.invalidate()
              timer = nil
          }
      }
      let a = UIViewController()
      let b = UIViewController()
      let carousel = Carousel()
      carousel.configure([a, b])
      window.rootViewController = carousel
      window.makeKeyAndVisible()
      RunLoop.main.run(for: 4.5)
      window.isHidden = true
      RunLoop.main.run(for: 3)
      """)
    XCTAssertEqual(result.exitCode, 1)
    XCTAssertTrue(
      result.standardError.contains(
        "Drawer.swift:30:9: error: UIKit runs this block when the timer fires"),
      result.standardError)
  }
}
