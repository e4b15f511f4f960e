/// An interface orientation, as `window.rotate(to:duration:)` names it.
public enum Orientation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// `.portrait`, the orientation every window starts in.
  case portrait
  /// `.portraitUpsideDown`.
  case portraitUpsideDown
  /// `.landscapeLeft`.
  case landscapeLeft
  /// `.landscapeRight`.
  case landscapeRight

  /// `.portrait` and so on, as Swift writes the case.
  public var description: String { ".\(rawValue)" }
}
