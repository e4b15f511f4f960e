/// What a world and every copy of it share, and no other living world: the
/// identities a world makes carry its ``tag``, so that one of another world
/// is refused even where that world made the same objects in the same order
/// (``ModelRefusal/foreignIdentity(_:)``).
///
/// A scenario's worlds share one on purpose: the scenario checks its text in
/// a world of its own and runs it in another for each profile, made the
/// same way, and the identities of the first are the run's
/// (``World/init(profile:lineage:)``).
///
/// It is not the model's state: two worlds made the same way are equal, and
/// so are their identities, as their traces are (equality and hashing ignore
/// it).
package struct WorldLineage: Hashable, Sendable {
  /// The object whose address makes the tag, held as long as a world of the
  /// lineage lives: no other living lineage has its address.
  private final class Token: Sendable {}

  private let token = Token()
  /// What the identities carry: the token's address, folded to 32 bits so
  /// that an identity stays as small as its records need
  /// (`RecordSizeTests`).
  let tag: LineageTag

  /// A lineage of its own, which no living world has.
  package init() {
    let address = UInt(bitPattern: ObjectIdentifier(token).hashValue)
    // Objects are 16-byte aligned: the low four bits are always zero, and
    // the high ones are folded in.
    tag = LineageTag(bits: UInt32(truncatingIfNeeded: (address >> 4) ^ (address >> 36)))
  }

  /// Always equal: see the type's discussion.
  package static func == (lhs: Self, rhs: Self) -> Bool { true }

  /// Nothing: see the type's discussion.
  package func hash(into hasher: inout Hasher) {}
}

/// The mark of a ``WorldLineage`` that every identity carries: four bytes,
/// and no reference to count as identities are copied.
///
/// Two living lineages have different tags unless their tokens' addresses
/// differ by a multiple of 2³⁶ bytes in a way the fold maps together. A
/// lineage whose every world is gone frees its address, and a world made
/// later may get the same one: an identity that outlives its world and
/// every copy of it can then be taken by that world, if it made an object at
/// the same position with the same name.
struct LineageTag: Sendable {
  let bits: UInt32

  /// Whether `other` marks the same lineage.
  func isSame(as other: LineageTag) -> Bool { bits == other.bits }
}
