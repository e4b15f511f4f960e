/// `UIModalPresentationStyle`, as far as appearance callbacks care (RULES 5.3).
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Resolves per profile: full screen before iOS 13, page sheet after (grade doc).
  case automatic
  /// The presenter's views are removed after the presentation: it disappears.
  case fullScreen
  /// A card; the presenter stays.
  case pageSheet
  /// A card; the presenter stays.
  case formSheet
  /// Covers the screen without removing the presenter's views.
  case overFullScreen
  /// Like full screen, within the presentation context.
  case currentContext
  /// Like over full screen, within the presentation context.
  case overCurrentContext
  /// A custom presentation; the presenter stays (obs).
  case custom
  /// A popover; the presenter stays.
  case popover

  /// `.fullScreen` and so on, as Swift writes the case.
  public var description: String { ".\(rawValue)" }

  /// Whether the presenter disappears behind the presented controller, once
  /// `.automatic` is resolved by `profile` (RULES 5.3; grade obs + doc).
  func hidesPresenter(in profile: Profile) -> Bool {
    switch self {
    case .automatic: !profile.automaticPresentationIsPageSheet
    case .fullScreen, .currentContext: true
    case .pageSheet, .formSheet, .overFullScreen, .overCurrentContext, .custom, .popover: false
    }
  }
}
