// A sheet that hosts its content as a child and is its own adaptive delegate, pasted as apps
// write it, correct: presented from a screen inside a navigation controller in a tab, it sets
// its detents through `sheetPresentationController` and its delegate through
// `presentationController` on an implicit `self`, and when swiped away removes its content in
// `presentationControllerDidDismiss` (rule 5.3a). The audit finds nothing; `containment
// explore` with every event, the sheet's pull among them, finds nothing to depth 6.
import UIKit

final class SheetContainer: UIViewController, UIAdaptivePresentationControllerDelegate {
    private let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        if let sheet = sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        presentationController?.delegate = self
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        content.willMove(toParent: nil)
        content.view.removeFromSuperview()
        content.removeFromParent()
    }
}

final class Home: UIViewController {
    func showSheet() {
        guard presentedViewController == nil else { return }
        let sheet = SheetContainer(content: UIViewController())
        present(sheet, animated: true)
    }

    func hideSheet() {
        guard presentedViewController != nil else { return }
        dismiss(animated: true)
    }
}

let home = Home()
let other = UIViewController()
let tabs = UITabBarController()
tabs.setViewControllers([UINavigationController(rootViewController: home), other], animated: false)
window.rootViewController = tabs
window.makeKeyAndVisible()
RunLoop.main.runUntilIdle()
home.showSheet()
RunLoop.main.runUntilIdle()
home.hideSheet()

action show() {
    home.showSheet()
}
action hide() {
    home.hideSheet()
}
