import Containment

/// The will/did pairing of rule 2.1, as the interleaving checks read it: a
/// did needs its will, a will does not come twice in a row.
enum AppearancePairing {
  /// What an appearance callback does to its controller's state from
  /// `prior`: the state it leads to, and what is wrong with it if anything;
  /// `nil` for a callback that is not a will or a did.
  static func step(_ callback: Callback, from prior: AppearanceState)
    -> (next: AppearanceState, problem: String?)?
  {
    let controller = callback.controller
    switch callback.method {
    case .viewWillAppear:
      return (.appearing, prior == .appearing ? "\(controller) gets viewWillAppear twice" : nil)
    case .viewDidAppear:
      return (
        .appeared, prior == .appearing ? nil : "\(controller) gets viewDidAppear without its will"
      )
    case .viewWillDisappear:
      return (
        .disappearing, prior == .disappearing ? "\(controller) gets viewWillDisappear twice" : nil
      )
    case .viewDidDisappear:
      return (
        .disappeared,
        prior == .disappearing ? nil : "\(controller) gets viewDidDisappear without its will"
      )
    case .viewIsAppearing, .loadView, .viewDidLoad, .willMove, .didMove, .willRotate,
      .willAnimateRotation, .didRotate, .viewWillTransition, .didReceiveMemoryWarning,
      .viewWillUnload, .viewDidUnload, .viewWillLayoutSubviews, .viewDidLayoutSubviews:
      return nil  // Not a will or a did.
    }
  }
}
