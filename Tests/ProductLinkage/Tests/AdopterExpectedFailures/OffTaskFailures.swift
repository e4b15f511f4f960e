import ContainmentTesting
import Dispatch
import Testing

// Swift Testing tests that must FAIL, each alone (Scripts/check-adopter-probe.sh
// runs each with its own --filter): an assertion made off the test's task, where
// `Test.current` is not set, and an audit over no profile.

private let loadsOnce = "let a = UIViewController()\n_ = a.view"

@Test func offTaskDetachedAssertionFails() async {
  await Task.detached {
    assertTrace(loadsOnce, equals: "a.loadView()")
  }.value
}

@Test func offTaskDispatchAssertionFails() {
  let group = DispatchGroup()
  DispatchQueue.global().async(group: group) {
    assertTrace(loadsOnce, equals: "a.loadView()")
  }
  group.wait()
}

@Test func auditOverNoProfileFails() {
  assertAuditClean(loadsOnce, profiles: [])
}
