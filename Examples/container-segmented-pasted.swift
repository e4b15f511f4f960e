// A segmented container pasted as apps write it, correct: the audit finds nothing. Its Swift
// uses what such files use: an `Int` enum read from a control's index (`init(rawValue:)`), a
// view class beside the container (skipped, its instances plain views), a `switch` over the
// old and new child, a search of the children in a condition, pages made inside a list, and
// `forEach` given a method.
import UIKit

final class SegmentBar: UIView {
    var selectedIndex = 0
}

final class SegmentedController: UIViewController {
    enum Segment: Int, CaseIterable {
        case feed, saved, settings
    }

    private let bar = SegmentBar()
    private let container = UIView()
    private(set) var pages: [UIViewController] = []
    private var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bar)
        view.addSubview(container)
        pages = [UIViewController(), UINavigationController(rootViewController: UIViewController()), UIViewController()]
        select(index: 0)
    }

    func select(index: Int) {
        guard let segment = Segment(rawValue: index), Segment.allCases.count == pages.count else { return }
        show(pages[segment.rawValue])
    }

    private func show(_ next: UIViewController?) {
        switch (current, next) {
        case (nil, let incoming?):
            embed(incoming)
        case let (outgoing?, incoming?) where outgoing !== incoming:
            unembed(outgoing)
            embed(incoming)
        case (let outgoing?, nil):
            unembed(outgoing)
        default:
            break
        }
        current = next
    }

    private func embed(_ child: UIViewController) {
        if children.contains(where: { $0 === child }) { return }
        addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: self)
    }

    private func unembed(_ child: UIViewController) {
        guard let found = children.first(where: { $0 === child }) else { return }
        found.willMove(toParent: nil)
        found.view.removeFromSuperview()
        found.removeFromParent()
    }

    func reset() {
        children.forEach(unembed)
        current = nil
    }
}

let segments = SegmentedController()
window.rootViewController = segments
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
segments.select(index: 1)
RunLoop.main.runUntilIdle()
segments.select(index: 5)
segments.select(index: 2)
RunLoop.main.runUntilIdle()
segments.reset()
RunLoop.main.runUntilIdle()
