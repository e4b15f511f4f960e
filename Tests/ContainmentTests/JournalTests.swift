import XCTest

@testable import Containment

/// The undo journal behind a call's atomicity: a rollback restores exactly
/// the elements as they were at its mark, however marks nest.
final class JournalTests: XCTestCase {
  func testRollBackRestoresWritesAndDropsAppendsOfItsMarkOnly() {
    var array = JournaledArray<Int>()
    array.append(1)
    array.append(2)
    array.beginMark()
    array[0] = 10
    array.append(3)
    array.beginMark()
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
    array.beginMark()
    array.beginMark()
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
    array.beginMark()  // serial max - 2
    array[0] = 10
    array.beginMark()  // serial max - 1
    array[1] = 20
    array.commit()
    array.beginMark()  // renumbered: the open mark becomes 1, this one 2
    array[0] = 11
    array[1] = 21
    array.beginMark()  // 3
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
    array.beginMark()  // serial max - 1
    array[0] = 2
    array.commit()
    array.beginMark()  // renumbered: 1; the element's old serial is forgotten
    array[0] = 3
    array.rollBack()
    XCTAssertEqual(Array(array), [2])
  }
}
