/// Where a controller's view stands between hidden and shown: UIKit's private
/// two-bit "appear state" (<doc:CallbackOrder#2.1-States>; grade doc + dec).
///
/// ```
/// disappeared ──vWA──▶ appearing ──vDA──▶ appeared
///      ▲                 │   ▲                │
///     vDD               vWD vWA              vWD
///      │                 ▼   │                ▼
///      └──────────────── disappearing ◀───────┘
/// ```
/// The two middle arrows are the reversals a cancelled transition uses. Each
/// callback is suppressed only when the controller is already in the state
/// the callback leads to: `viewWillAppear` is not sent to an *appearing*
/// controller, `viewDidAppear` not to an *appeared* one, and so on (grade dec).
public enum AppearanceState: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Not shown; the initial state.
  case disappeared
  /// `viewWillAppear` sent, `viewDidAppear` not yet.
  case appearing
  /// Shown.
  case appeared
  /// `viewWillDisappear` sent, `viewDidDisappear` not yet.
  case disappearing

  /// The state's name.
  public var description: String {
    switch self {
    case .disappeared: "disappeared"
    case .appearing: "appearing"
    case .appeared: "appeared"
    case .disappearing: "disappearing"
    }
  }

  /// Whether the controller is on its way in or already in.
  var isOnScreenSide: Bool {
    switch self {
    case .appearing, .appeared: true
    case .disappearing, .disappeared: false
    }
  }

  /// Whether the controller is between a will and its did.
  var isInTransition: Bool {
    switch self {
    case .appearing, .disappearing: true
    case .appeared, .disappeared: false
    }
  }
}

/// One of the four appearance callbacks, as a change of ``AppearanceState``.
enum AppearanceChange: Hashable, Sendable {
  case willAppear
  case didAppear
  case willDisappear
  case didDisappear

  /// The state the change leads to; the guard of rule 2.1 suppresses the
  /// change when the controller is already there.
  var target: AppearanceState {
    switch self {
    case .willAppear: .appearing
    case .didAppear: .appeared
    case .willDisappear: .disappearing
    case .didDisappear: .disappeared
    }
  }

  /// The did-change that completes this direction.
  var completion: AppearanceChange {
    switch self {
    case .willAppear, .didAppear: .didAppear
    case .willDisappear, .didDisappear: .didDisappear
    }
  }

  /// The will-change that starts this direction.
  var start: AppearanceChange {
    switch self {
    case .willAppear, .didAppear: .willAppear
    case .willDisappear, .didDisappear: .willDisappear
    }
  }

  /// The callback the controller receives.
  func method(animated: Bool) -> Callback.Method {
    switch self {
    case .willAppear: .viewWillAppear(animated)
    case .didAppear: .viewDidAppear(animated)
    case .willDisappear: .viewWillDisappear(animated)
    case .didDisappear: .viewDidDisappear(animated)
    }
  }
}
