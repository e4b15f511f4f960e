/// A call the model refuses: not UIKit's.
///
/// The input is past what the model answers, and the call changes nothing
/// (<doc:CallbackOrder#7-Diagnostics>).
///
/// UIKit's own exceptions are ``UIKitException``; ``World/apply(_:)`` throws
/// either, as a ``CallFailure``. The two are kept apart as a command-line
/// parser keeps its users' mistakes apart from its own limits: an app that
/// makes a call UIKit raises on crashes, while a refusal says only that the
/// model was given something it cannot answer (a budget spent, an identity it
/// cannot name, a world misused during a call).
public enum ModelRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// M1: one call did more than ``World/stepLimitPerCall`` steps of work, so
  /// it would never settle, as when handlers answer every callback with work
  /// that causes it again. The world is left as it was.
  case doesNotSettle(steps: Int)

  /// M2: a call names a controller, view or window that another ``World``
  /// made. In UIKit an object belongs to one process; here identities are
  /// indices, and mixing worlds would name another object.
  case foreignIdentity(String)

  /// M3: a call names a controller, view or window that was made inside a
  /// call that then raised and was rolled back. The world is as it was
  /// before that call, so the object no longer exists; its identity is never
  /// given to another object.
  case rolledBackIdentity(String)

  /// M4: a call's completion blocks nest more than
  /// ``World/maximumCompletionDepth`` deep. The world keeps the calls of
  /// blocks that have not run yet, and comparing or releasing a deeper value
  /// would recurse over its depth.
  case completionsNestTooDeep(limit: Int)

  /// M5: calls made from handlers nest more than ``World/maximumHandlerDepth``
  /// deep. In UIKit such a recursion overflows the stack; here it is an
  /// answer.
  case handlersNestTooDeep(limit: Int)

  /// M6: a call on a copy of a world taken while a call was running on it:
  /// the copy is in the middle of a call that will never end on it.
  ///
  /// With ``World/apply(_:handler:)`` this is decided by construction: the
  /// world in a call lives in the handler's ``WorldInCall``, so a `World`
  /// value in the middle of a call is always a copy. The deprecated
  /// ``World/perform(_:handler:)`` hands out the world itself and tells a
  /// copy by where it lives.
  case copiedDuringCall

  /// M7: a call on a window after `scene.disconnect()`. Rule 6.4: the
  /// scene's windows are gone, and further statements on them are errors.
  case sceneDisconnected(window: String)

  /// M8: a handler left another world in place of the one it was given, so
  /// the call cannot go on. With ``World/apply(_:handler:)`` only swapping two
  /// calls' ``WorldInCall``s does this; with the deprecated
  /// ``World/perform(_:handler:)``, assigning to its `inout` world. The world
  /// is the one the handler left, brought to rest.
  case worldReplacedInHandler

  /// `M1` … `M8`: this package's own codes, apart from UIKit's `E` codes.
  public var code: String {
    switch self {
    case .doesNotSettle: "M1"
    case .foreignIdentity: "M2"
    case .rolledBackIdentity: "M3"
    case .completionsNestTooDeep: "M4"
    case .handlersNestTooDeep: "M5"
    case .copiedDuringCall: "M6"
    case .sceneDisconnected: "M7"
    case .worldReplacedInHandler: "M8"
    }
  }

  /// What the model says, in the form of UIKit's messages.
  public var message: String {
    switch self {
    case .doesNotSettle(let steps):
      "the run does not settle: one call did more than \(steps) steps of work"
    case .foreignIdentity(let name):
      "\(name) was made by another World"
    case .rolledBackIdentity(let name):
      "\(name) was made in a call that was rolled back, so it no longer exists"
    case .completionsNestTooDeep(let limit):
      "completion blocks nest more than \(limit) deep"
    case .handlersNestTooDeep(let limit):
      "calls made from handlers nest more than \(limit) deep; the run does not settle"
    case .copiedDuringCall:
      "this World was copied inside a handler while a call was running; copy it before or "
        + "after the call"
    case .worldReplacedInHandler:
      "a handler left another World in place of the one it was given"
    case .sceneDisconnected(let window):
      "the scene was disconnected: \(window) is gone with it (rule 6.4)"
    }
  }

  /// The message.
  public var description: String { message }
}
