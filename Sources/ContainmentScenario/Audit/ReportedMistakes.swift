/// The mistakes an auditor has reported, so that each is reported once: a
/// rule, a line and a controller.
///
/// The audit writes its findings as it finds them, so this is what it keeps
/// of them: for each rule and line, the controllers' indices, in a set while
/// they are few, as bits once they are many (a line in a loop over many
/// controllers). A line's list costs about eight bytes a controller
/// reported at most, and about a bit a controller once dense.
struct ReportedMistakes {
  private var controllers: [RuleAtLine: Controllers] = [:]

  private struct RuleAtLine: Hashable {
    var line: Int
    var rule: AuditRule
  }

  /// The controllers of one rule at one line: those below `bits.count`
  /// times 64 as bits, the others in `few`.
  private struct Controllers {
    var bits: [UInt64] = []
    var few: Set<UInt32> = []
    /// The highest index `few` has held.
    var highest: UInt32 = 0

    /// Adds `index`; `false` when it was there already.
    mutating func insert(_ index: UInt32) -> Bool {
      let word = Int(index / 64)
      let bit = UInt64(1) << (index % 64)
      if word < bits.count {
        guard bits[word] & bit == 0 else { return false }
        bits[word] |= bit
        return true
      }
      guard few.insert(index).inserted else { return false }
      highest = max(highest, index)
      // A set entry costs about eight bytes, as a word of 64 bits does:
      // once the set holds more entries than the words that would cover
      // it, the words take its place. So the words never outnumber the
      // controllers reported.
      let words = Int(highest / 64) + 1 - bits.count
      if few.count > words {
        bits.append(contentsOf: repeatElement(0, count: words))
        for entry in few { bits[Int(entry / 64)] |= UInt64(1) << (entry % 64) }
        few = []
      }
      return true
    }
  }

  /// Records that `rule` was reported at `line` for the controller at
  /// `controller` (its index in the world); `false` when it had been.
  mutating func insert(_ rule: AuditRule, line: Int, controller: Int) -> Bool {
    // A slot is 32 bits: every controller's index fits.
    controllers[RuleAtLine(line: line, rule: rule), default: Controllers()]
      .insert(UInt32(truncatingIfNeeded: controller))
  }
}
