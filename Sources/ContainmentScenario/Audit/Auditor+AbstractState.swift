import Containment

/// The audit's bookkeeping as the explorer keys a state by (scenario
/// language §7): what the audit will judge from here, without the lines it
/// will name nor the absolute turn numbers, which only grow.
///
/// A promise's turn matters only as "made in an earlier turn than now", and
/// the last settling only as "this turn or before": two states whose
/// promises differ only in those numbers are judged alike from here. A line
/// changes only where a finding points, and the search keeps the first
/// path to reach a state, whose lines its written scenario holds.
extension Auditor {
  /// Feeds the bookkeeping to `hasher`, turns relative to `world`'s and
  /// lines left out.
  func hashAbstractState(into hasher: inout Hasher, in world: World) {
    let now = world.turnsEnded
    func abstract(_ table: [ControllerID: Pending]) -> [ControllerID: [ControllerID: Bool]] {
      table.mapValues { [$0.other: $0.turn < now] }
    }
    hasher.combine(findings.count)
    hasher.combine(abstract(awaitingDidMove))
    hasher.combine(toldLeaving)
    hasher.combine(removed)
    hasher.combine(movedIn)
    hasher.combine(abstract(viewsAwaitingContainment))
    hasher.combine(Set(openBegins.keys))
    hasher.combine(beginPhases)
    hasher.combine(replacements.map { [$0.parent, $0.from] })
    hasher.combine(Set(manualForwarders.keys))
    hasher.combine(settledAtTurn >= now)
    hasher.combine(abstract(leaving))
    hasher.combine(abstract(removedWhileShowing))
    hasher.combine(pairing)
    hasher.combine(lagsItsParent)
    hasher.combine(endingByHand)
  }
}
