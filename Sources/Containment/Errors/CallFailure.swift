/// Why a call changed nothing: UIKit raised, or the model refused.
///
/// What ``World/apply(_:)`` throws. The world is then exactly as it was
/// before the call, including any work the call had already caused.
public enum CallFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// UIKit raises: an app that makes the call crashes (§7's E codes).
  case exception(UIKitException)
  /// The model refuses: the input is past what it answers (M codes).
  case refusal(ModelRefusal)

  /// The code: UIKit's `E1` … `E11` (`E0` for UIKit's texts outside §7's
  /// numbering), or the model's `M1` … `M8`.
  public var code: String {
    switch self {
    case .exception(let exception): exception.code
    case .refusal(let refusal): refusal.code
    }
  }

  /// The text: UIKit's (<doc:CallbackOrder#7-Diagnostics>) or the model's.
  public var message: String {
    switch self {
    case .exception(let exception): exception.message
    case .refusal(let refusal): refusal.message
    }
  }

  /// Whether UIKit itself raises it, so that an app making the call crashes.
  public var isRaisedByUIKit: Bool {
    switch self {
    case .exception:
      // Every case of UIKitException is UIKit's or the Objective-C runtime's.
      true
    case .refusal:
      // The model's budgets and identities: nothing UIKit raises.
      false
    }
  }

  /// The message.
  public var description: String { message }

  /// The exception the deprecated entry points (``World/perform(_:)`` and
  /// its kin) throw for it: UIKit's as it is, a refusal wrapped in
  /// ``UIKitException/refused(_:)``.
  var asUIKitException: UIKitException {
    switch self {
    case .exception(let exception): exception
    case .refusal(let refusal): .refused(refusal)
    }
  }
}
