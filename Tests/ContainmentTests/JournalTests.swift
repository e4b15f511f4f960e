import ContainmentTestSupport
import XCTest

@testable import Containment

/// The undo journal behind a call's atomicity: a rollback restores exactly
/// the elements as they were at its mark, however marks nest.
final class JournalTests: XCTestCase {
  func testRollBackRestoresWritesAndDropsAppendsOfItsMarkOnly() {
    var array = JournaledArray<Int>()
    array.append(1)
    array.append(2)
    array.openMark()
    array[0] = 10
    array.append(3)
    array.openMark()
    array[0] = 100
    array[1] = 20
    array[2] = 30
    array.append(4)
    array.rollBack()
    XCTAssertEqual(Array(array), [10, 2, 3])
    array.rollBack()
    XCTAssertEqual(Array(array), [1, 2])
  }

  func testACommittedInnerMarkIsUndoneByItsOuterMark() {
    var array = JournaledArray<Int>()
    array.append(1)
    array.openMark()
    array.openMark()
    array[0] = 2
    array.commit()
    array[0] = 3
    array.rollBack()
    XCTAssertEqual(Array(array), [1])
  }

  /// Serials are 32 bits; when they run out, the open marks are renumbered
  /// and an element journaled under one of them is not journaled twice, nor
  /// left unjournaled under a later mark.
  func testMarksOpenWhenTheSerialsRunOutStillRollBackExactly() {
    var array = JournaledArray<Int>(firstSerial: .max - 2)
    array.append(1)
    array.append(2)
    array.openMark()  // serial max - 2
    array[0] = 10
    array.openMark()  // serial max - 1
    array[1] = 20
    array.commit()
    array.openMark()  // renumbered: the open mark becomes 1, this one 2
    array[0] = 11
    array[1] = 21
    array.openMark()  // 3
    array[0] = 12
    array.rollBack()
    XCTAssertEqual(Array(array), [11, 21])
    array.rollBack()
    XCTAssertEqual(Array(array), [10, 20])
    array.rollBack()
    XCTAssertEqual(Array(array), [1, 2])
  }

  func testAMarkAfterTheSerialsRanOutJournalsElementsWrittenLongBefore() {
    var array = JournaledArray<Int>(firstSerial: .max - 1)
    array.append(1)
    array.openMark()  // serial max - 1
    array[0] = 2
    array.commit()
    array.openMark()  // renumbered: 1; the element's old serial is forgotten
    array[0] = 3
    array.rollBack()
    XCTAssertEqual(Array(array), [2])
  }

  /// A list's count and first live slot come back with each rollback, three
  /// marks deep (the innermost mark is held apart from the ones beneath it).
  func testAListRollsBackThreeNestedMarksOneByOne() {
    var list = JournaledList<Int>()
    list.append(1)
    list.openMark()
    list.append(2)
    list.openMark()
    _ = list.removeFirst { $0 == 1 }
    list.openMark()
    list.removeAll()
    list.append(3)
    list.rollBack()
    XCTAssertEqual(Array(list), [2])
    list.rollBack()
    XCTAssertEqual(Array(list), [1, 2])
    list.rollBack()
    XCTAssertEqual(Array(list), [1])
  }

  /// Every member of a key is removed by halving, in order, whatever gaps
  /// earlier removals left; the others stay, and a rollback brings them back:
  /// seeded lists checked against a filter.
  func testAListRemovesEveryMemberOfAKeyByHalving() {
    struct Member: Hashable, Sendable {
      var key: Int
      var serial: Int
    }
    var random = SplitMix64(seed: 4_6)
    for round in 0..<200 {
      var list = JournaledList<Member>()
      var serial = 0
      var key = 0
      for _ in 0..<Int.random(in: 0...60, using: &random) {
        key += Int.random(in: 0...2, using: &random)
        list.append(Member(key: key, serial: serial))
        serial += 1
      }
      // Gaps: members removed here and there first.
      for _ in 0..<Int.random(in: 0...10, using: &random) {
        let gone = Int.random(in: 0..<max(serial, 1), using: &random)
        _ = list.removeFirst { $0.serial == gone }
      }
      let before = Array(list)
      let target = Int.random(in: -1...(key + 1), using: &random)
      list.openMark()
      let removed = list.removeAll(keyedBy: \.key, target)
      XCTAssertEqual(removed, before.filter { $0.key == target }, "round \(round)")
      XCTAssertEqual(Array(list), before.filter { $0.key != target }, "round \(round)")
      XCTAssertEqual(list.count, before.count - removed.count, "round \(round)")
      list.rollBack()
      XCTAssertEqual(Array(list), before, "round \(round)")
    }
  }

  /// A list whose newest members come and go (short animations among long
  /// ones) reuses the empty slots past its last member: it grows no run of
  /// empty slots for its searches to walk.
  func testAListWhoseNewestMembersComeAndGoReusesTheirSlots() {
    var list = JournaledList<Int>()
    for key in 0..<100 { list.append(key) }
    for key in 100..<1_100 {
      list.openMark()
      list.append(key)
      XCTAssertEqual(list.removeFirst(keyedBy: { $0 }, key), key)
      list.commit()
    }
    XCTAssertEqual(list.slotCount, 101)
    XCTAssertEqual(Array(list), Array(0..<100))
  }

  /// Appends, removals by key and by match, marks committed and rolled back,
  /// checked against an array after every step: seeded sequences.
  func testAListAgreesWithAnArrayThroughMarksAndReusedSlots() {
    var random = SplitMix64(seed: 7_3)
    for round in 0..<200 {
      var list = JournaledList<Int>()
      var model: [Int] = []
      var saved: [[Int]] = []
      var next = 0
      for step in 0..<Int.random(in: 1...120, using: &random) {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
          list.append(next)
          model.append(next)
          next += 1
        case 4..<6:
          let key = Int.random(in: 0...max(next, 1), using: &random)
          XCTAssertEqual(
            list.removeFirst(keyedBy: { $0 }, key), model.contains(key) ? key : nil,
            "round \(round), step \(step)")
          model.removeAll { $0 == key }
        case 6:
          _ = list.removeFirst { _ in true }
          if !model.isEmpty { model.removeFirst() }
        case 7:
          list.openMark()
          saved.append(model)
        case 8:
          guard let before = saved.popLast() else { continue }
          list.rollBack()
          model = before
        default:
          guard saved.popLast() != nil else { continue }
          list.commit()
        }
        XCTAssertEqual(Array(list), model, "round \(round), step \(step)")
        XCTAssertEqual(list.count, model.count, "round \(round), step \(step)")
      }
    }
  }

  /// Dids held out of their animations' order (a block moves a view after a
  /// block nested in it ended) are still each taken by their own animation,
  /// in the order held; whether they were in order takes no part in
  /// equality.
  func testHeldDidsOutOfOrderAreTakenByTheirOwnAnimation() {
    let callback = { (number: Int) in
      AfterCommitCallback.windowDid(.didAppear, ofControllerAt: ControllerSlot(number))
    }
    var held = HeldDids()
    held.hold(callback(1), until: 5)
    held.hold(callback(2), until: 6)
    held.openMark()
    held.hold(callback(3), until: 5)
    var inOrder = HeldDids()
    inOrder.hold(callback(1), until: 5)
    inOrder.hold(callback(2), until: 6)
    held.rollBack()
    XCTAssertEqual(held, inOrder)
    held.hold(callback(3), until: 5)
    XCTAssertEqual(held.take(heldBy: 6), [callback(2)])
    XCTAssertEqual(held.take(heldBy: 5), [callback(1), callback(3)])
    XCTAssertEqual(held.count, 0)
  }

  /// A heap's count comes back with each rollback, three marks deep.
  func testAHeapRollsBackThreeNestedMarksOneByOne() {
    var heap = JournaledHeap<Int>()
    heap.insert(5)
    heap.openMark()
    heap.insert(3)
    heap.openMark()
    heap.removeFirst { $0 == 3 }
    heap.openMark()
    heap.insert(1)
    heap.commit()
    XCTAssertEqual(heap.min, 1)
    heap.rollBack()
    XCTAssertEqual(heap.min, 3)
    heap.rollBack()
    XCTAssertEqual(Array(heap.elements), [5])
  }
}

extension JournalTests {
  /// Pushes and pops since a mark are undone in reverse, nested marks undo
  /// only their own, and a commit leaves them to an enclosing rollback.
  func testAJournaledStackRollsBackToEachMark() {
    var stack = JournaledStack<Int>()
    stack.push(1)
    stack.push(2)
    stack.openMark()
    _ = stack.popLast()
    _ = stack.popLast()
    stack.push(3)
    stack.openMark()
    stack.push(4)
    _ = stack.popLast()
    _ = stack.popLast()
    stack.rollBack()
    XCTAssertEqual(stack.elements, [3])
    stack.openMark()
    stack.push(5)
    stack.commit()
    XCTAssertEqual(stack.elements, [3, 5])
    stack.rollBack()
    XCTAssertEqual(stack.elements, [1, 2])
    var other = JournaledStack<Int>()
    other.push(1)
    other.push(2)
    XCTAssertEqual(stack, other)
  }
}
