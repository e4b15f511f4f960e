/// The steps of a memory warning (rule 6.3): each controller's callback,
/// the iOS 5 unload, and a view released; executed in
/// `System/World+MemoryWarning.swift`.
enum MemoryWarningStep: Hashable, Sendable {
  /// `didReceiveMemoryWarning()`, then the iOS 5 unload check (rule 6.3).
  case memoryWarning(ofControllerAt: ControllerSlot)
  /// Unloads the view if it is loaded and in no window (rule 6.3, ios5).
  case unloadViewIfPossible(ControllerID)
  /// Releases the controller's view: it reloads on next access.
  case releaseView(ControllerID)
}
