import XCTest

@testable import Containment

/// The queue a navigation controller's waiting requests live in: first in,
/// first out, copies independent, equal by their elements.
final class PersistentQueueTests: XCTestCase {
  private func queue(_ elements: [Int]) -> PersistentQueue<Int> {
    var queue = PersistentQueue<Int>()
    for element in elements { queue.append(element) }
    return queue
  }

  func testElementsLeaveInTheOrderTheyCame() {
    var queue = queue([1, 2, 3])
    XCTAssertEqual(queue.removeFirst(), 1)
    queue.append(4)
    XCTAssertEqual(Array(queue), [2, 3, 4])
    XCTAssertEqual(queue.removeFirst(), 2)
    XCTAssertEqual(queue.removeFirst(), 3)
    XCTAssertEqual(queue.removeFirst(), 4)
    XCTAssertNil(queue.removeFirst())
    XCTAssertTrue(queue.isEmpty)
  }

  /// A copy kept (as the journal keeps one) is not changed by what is done
  /// to the queue after, nor the queue by the copy.
  func testACopyKeepsItsElements() {
    var queue = queue([1, 2])
    let kept = queue
    queue.append(3)
    XCTAssertEqual(queue.removeFirst(), 1)
    var other = kept
    other.append(9)
    XCTAssertEqual(Array(kept), [1, 2])
    XCTAssertEqual(Array(queue), [2, 3])
    XCTAssertEqual(Array(other), [1, 2, 9])
  }

  /// The same elements are equal and hash alike, however the queue holds
  /// them (taken first or not yet).
  func testQueuesOfTheSameElementsAreEqualHoweverTheyAreHeld() {
    var taken = queue([0, 1, 2])
    _ = taken.removeFirst()
    taken.append(3)
    let fresh = queue([1, 2, 3])
    XCTAssertEqual(taken, fresh)
    XCTAssertEqual(taken.hashValue, fresh.hashValue)
    XCTAssertNotEqual(fresh, queue([1, 2]))
    XCTAssertNotEqual(fresh, queue([1, 3, 2]))
  }
}
