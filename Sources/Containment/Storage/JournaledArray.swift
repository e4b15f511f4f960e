/// An array that can undo every write made since a mark: how a ``World``
/// call that raises leaves the world exactly as it was, at a cost proportional
/// to what the call wrote, not to the size of the world.
///
/// Between ``openMark()`` and the matching ``rollBack()`` or ``commit()``,
/// the first write of an element that existed at the mark copies its old
/// value into the journal; elements appended since the mark are cut off on
/// rollback. Marks nest, so that a handler that catches an exception rolls
/// back only its own call. Equality and hashing see the elements only.
struct JournaledArray<Element: Hashable & Sendable>: Hashable, Sendable, RandomAccessCollection {
  /// One element's value before the first write under a mark.
  private struct Entry: Sendable {
    /// 32 bits, like the links between records: with a small element (an
    /// appearance record) the entry then takes a word less.
    let index: UInt32
    let element: Element
  }

  /// Where the journal and the array stood when a mark began.
  private struct Mark: Sendable {
    let entryCount: Int
    let elementCount: Int
    let serial: UInt32
  }

  private var elements: [Element] = []
  private var entries: [Entry] = []
  /// For each element, the serial of the mark that last journaled it, or 0.
  ///
  /// Four bytes, not eight: this array is as long as the elements.
  private var journaledUnder: [UInt32] = []
  private var marks = MarkStack<Mark>()
  private var nextSerial: UInt32

  /// An empty array.
  ///
  /// `firstSerial` is for tests of what happens when the serials run out;
  /// every other caller starts from 1.
  init(firstSerial: UInt32 = 1) {
    nextSerial = firstSerial
  }

  var startIndex: Int { elements.startIndex }
  var endIndex: Int { elements.endIndex }

  /// The element at `position`; a write journals its old value first.
  subscript(position: Int) -> Element {
    _read { yield elements[position] }
    _modify {
      journal(position)
      yield &elements[position]
    }
  }

  /// The element at `slot`; a write journals its old value first.
  subscript(slot: Slot<Element>) -> Element {
    _read { yield elements[slot.position] }
    _modify {
      journal(slot.position)
      yield &elements[slot.position]
    }
  }

  /// The slots of the elements, in order.
  var slots: LazyMapSequence<Range<Int>, Slot<Element>> { indices.lazy.map(Slot.init) }

  /// Appends an element, which a rollback to an earlier mark removes.
  mutating func append(_ element: Element) {
    elements.append(element)
    journaledUnder.append(0)
  }

  /// How many elements there were when the innermost mark began (all of
  /// them when none is open): a rollback removes the ones past it.
  var countAtInnermostMark: Int { marks.innermost?.elementCount ?? elements.count }

  /// Starts recording writes.
  mutating func openMark() {
    if nextSerial == .max { renumberSerials() }
    marks.push(Mark(entryCount: entries.count, elementCount: elements.count, serial: nextSerial))
    nextSerial += 1
  }

  /// Gives the open marks the serials 1, 2, … and forgets every other
  /// serial, once the serials run out (after four billion marks): an element
  /// journaled under an open mark stays journaled under it, any other is
  /// journaled again on its next write.
  private mutating func renumberSerials() {
    var renumbered: [UInt32: UInt32] = [:]
    marks.update { depth, mark in
      let serial = UInt32(depth + 1)
      renumbered[mark.serial] = serial
      mark = Mark(entryCount: mark.entryCount, elementCount: mark.elementCount, serial: serial)
    }
    for position in journaledUnder.indices {
      journaledUnder[position] = renumbered[journaledUnder[position]] ?? 0
    }
    nextSerial = UInt32(marks.count + 1)
  }

  /// Undoes every write since the innermost mark, and ends it.
  mutating func rollBack() {
    guard let mark = marks.pop() else {
      preconditionFailure("rollBack() without openMark()")
    }
    while entries.count > mark.entryCount, let entry = entries.popLast() {
      elements[Int(entry.index)] = entry.element
    }
    elements.removeSubrange(mark.elementCount...)
    journaledUnder.removeSubrange(mark.elementCount...)
    if marks.isEmpty { emptyJournal() }
  }

  /// Keeps the writes since the innermost mark, and ends it: an enclosing
  /// mark can still undo them.
  mutating func commit() {
    guard marks.pop() != nil else {
      preconditionFailure("commit() without openMark()")
    }
    if marks.isEmpty { emptyJournal() }
  }

  /// The most entries whose storage an empty journal keeps for the next
  /// call: enough for the calls of everyday scenarios, so that they do not
  /// allocate, while a call that wrote a whole large world (showing a window
  /// of a million controllers) does not hold that much memory afterwards.
  private static var retainedJournalCapacity: Int { 4096 }

  /// Empties the journal once no mark is open.
  private mutating func emptyJournal() {
    // Most calls write a few elements of each array, or none: nothing to do
    // then. An empty journal never holds more than the retained capacity.
    guard !entries.isEmpty else { return }
    if entries.capacity > Self.retainedJournalCapacity {
      entries = []
    } else if entries.count <= 16 {
      // A few entries are dropped one by one: `removeAll(keepingCapacity:)`
      // goes through the general range replacement, which costs more.
      while !entries.isEmpty { entries.removeLast() }
    } else {
      entries.removeAll(keepingCapacity: true)
    }
  }

  private mutating func journal(_ position: Int) {
    guard let mark = marks.innermost, position < mark.elementCount,
      journaledUnder[position] != mark.serial
    else { return }
    journaledUnder[position] = mark.serial
    entries.append(Entry(index: UInt32(position), element: elements[position]))
  }

  static func == (lhs: JournaledArray, rhs: JournaledArray) -> Bool {
    lhs.elements == rhs.elements
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(elements)
  }
}
