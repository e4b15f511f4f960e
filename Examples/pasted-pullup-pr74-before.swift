// PullUpController (github.com/MarioIannotta/PullUpController) before PR #74,
// as its Swift is shaped: a panel controller that sets up its own pan
// gesture and constraints, added to a map screen by a method of the screen
// (the original's `extension UIViewController` is a method of the screen
// here, as the language's section 6 asks). Written for this example in the
// library's own style (not copied); the sticky points and the scroll view's
// gesture are left out. The panel's addition has no `didMove(toParent:)`:
// PR #74 added it (`pasted-pullup-pr74-after.swift`).
import UIKit

open class PullUpPanel: UIViewController {
    private var topConstraint: NSLayoutConstraint?
    private var heightConstraint: NSLayoutConstraint?
    private var panGesture: UIPanGestureRecognizer?

    open var previewOffset: CGFloat {
        return 50
    }

    open var preferredSize: CGSize {
        return CGSize(width: UIScreen.main.bounds.width, height: 400)
    }

    private var isPortrait: Bool {
        return UIScreen.main.bounds.height > UIScreen.main.bounds.width
    }

    open func move(toVisiblePoint point: CGFloat, completion: (() -> Void)?) {
        guard isPortrait else { return }
        topConstraint?.constant = (parent?.view.frame.height ?? 0) - point
        UIView.animate(withDuration: 0.3, animations: { [weak self] in
            self?.parent?.view?.layoutIfNeeded()
        }, completion: { _ in
            completion?()
        })
    }

    open override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.refreshConstraints(size: size)
        })
    }

    fileprivate func setUpPanGesture() {
        panGesture = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
        panGesture?.maximumNumberOfTouches = 1
        if let panGesture = panGesture {
            view.addGestureRecognizer(panGesture)
        }
    }

    fileprivate func setUpConstraints() {
        guard let parentView = parent?.view else { return }
        topConstraint = view.topAnchor.constraint(equalTo: parentView.topAnchor)
        heightConstraint = view.heightAnchor.constraint(equalToConstant: preferredSize.height)
        NSLayoutConstraint.activate([topConstraint, heightConstraint].compactMap { $0 })
    }

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        guard isPortrait, let topConstraint = topConstraint else { return }
        topConstraint.constant += recognizer.translation(in: view).y
        if recognizer.state == .ended {
            UIView.animate(withDuration: 0.3) { [weak self] in
                self?.parent?.view.layoutIfNeeded()
            }
        }
    }

    fileprivate func refreshConstraints(size: CGSize) {
        if size.width > size.height {
            topConstraint?.constant = 10
        } else {
            topConstraint?.constant = size.height - previewOffset
        }
    }
}

final class SearchPanel: PullUpPanel {
    override var previewOffset: CGFloat { 80 }
}

final class MapScreen: UIViewController {
    func addPullUpPanel(_ panel: PullUpPanel) {
        addChild(panel)
        panel.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panel.view)
        panel.setUpPanGesture()
        panel.setUpConstraints()
        panel.refreshConstraints(size: view.frame.size)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addPullUpPanel(SearchPanel())
    }
}

let map = MapScreen()
window.rootViewController = map
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
window.rotate(to: .landscapeLeft, duration: 0.3)
RunLoop.main.runUntilIdle()
