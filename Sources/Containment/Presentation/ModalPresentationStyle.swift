/// `UIModalPresentationStyle`, as far as appearance callbacks care
/// (<doc:CallbackOrder#5.3-Presentation>).
public enum ModalPresentationStyle: String, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// Resolves per profile: full screen before iOS 13, page sheet after (grade doc).
  case automatic
  /// The presenter's views are removed after the presentation: it disappears.
  case fullScreen
  /// A card that leaves the presenter on screen, since iOS 13; full screen on
  /// a phone before (rule 5.3; grade doc).
  case pageSheet
  /// As ``pageSheet``.
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
  /// `.automatic` and the sheets are resolved by `profile` (§0, 5.3;
  /// grade obs + doc).
  func hidesPresenter(in profile: Profile) -> Bool {
    switch self {
    case .automatic:
      // A page sheet from iOS 13 on, full screen before (doc).
      profile.automaticPresentationIsPageSheet ? !profile.presentsSheetsAsCards : true
    case .pageSheet, .formSheet:
      // Cards since iOS 13; before, full screen on a phone in every respect (doc).
      !profile.presentsSheetsAsCards
    case .fullScreen, .currentContext:
      // The presenter's views are removed once the transition ends (obs).
      true
    case .overFullScreen, .overCurrentContext, .custom, .popover:
      // The presenter's views stay in the window (doc + obs).
      false
    }
  }
}
