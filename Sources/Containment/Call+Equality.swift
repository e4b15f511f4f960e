/// `Call`'s equality and hashing, without recursion (its description is in
/// `Call+Description.swift`).
///
/// Completion blocks nest calls, and Swift's synthesized `==`, `hash(into:)`
/// and reflection-based description recurse over the depth: a few thousand
/// levels overflow the stack. These walk the blocks
/// with an explicit stack instead, so any depth a value can be built to is
/// compared, hashed and described; each call's own fields are compared by
/// the two switches below, which the compiler keeps exhaustive.
extension Call {
  /// Whether two calls are equal, completion blocks included, at any depth.
  public static func == (lhs: Call, rhs: Call) -> Bool {
    var pending: [(Call, Call)] = [(lhs, rhs)]
    while let (left, right) = pending.popLast() {
      guard left.hasSameFields(as: right) else { return false }
      switch (left.completion, right.completion) {
      case (nil, nil):
        continue
      case (let leftBlock?, let rightBlock?):
        guard leftBlock.count == rightBlock.count else { return false }
        pending.append(contentsOf: zip(leftBlock, rightBlock))
      case (nil, _?), (_?, nil):
        return false
      }
    }
    return true
  }

  /// Hashes the call and its completion blocks, at any depth.
  public func hash(into hasher: inout Hasher) {
    var pending: [Call] = [self]
    while let call = pending.popLast() {
      call.hashFields(into: &hasher)
      if let block = call.completion {
        hasher.combine(block.count)
        pending.append(contentsOf: block.reversed())
      } else {
        hasher.combine(-1)
      }
    }
  }

  /// Whether the two calls are the same case with equal fields, their
  /// completion blocks aside.
  private func hasSameFields(as other: Call) -> Bool {
    switch self {
    case .setRootViewController(let a0, let a1):
      guard case .setRootViewController(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .makeKeyAndVisible(let a0):
      guard case .makeKeyAndVisible(let b0) = other else { return false }
      return a0 == b0
    case .setWindowHidden(let a0, let a1):
      guard case .setWindowHidden(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .addChild(let a0, let a1):
      guard case .addChild(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .removeFromParent(let a0):
      guard case .removeFromParent(let b0) = other else { return false }
      return a0 == b0
    case .directCall(let a0, let a1):
      guard case .directCall(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .addSubview(let a0, let a1):
      guard case .addSubview(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .removeFromSuperview(let a0):
      guard case .removeFromSuperview(let b0) = other else { return false }
      return a0 == b0
    case .setViewHidden(let a0, let a1):
      guard case .setViewHidden(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .loadViewIfNeeded(let a0):
      guard case .loadViewIfNeeded(let b0) = other else { return false }
      return a0 == b0
    case .transition(let a0, let a1, let a2, let a3, _):
      guard case .transition(let b0, let b1, let b2, let b3, _) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2 && a3 == b3
    case .setForwardsAppearance(let a0, let a1):
      guard case .setForwardsAppearance(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .setForwardsRotation(let a0, let a1):
      guard case .setForwardsRotation(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .beginAppearanceTransition(let a0, let a1, let a2):
      guard case .beginAppearanceTransition(let b0, let b1, let b2) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .endAppearanceTransition(let a0):
      guard case .endAppearanceTransition(let b0) = other else { return false }
      return a0 == b0
    case .pushViewController(let a0, let a1, let a2):
      guard case .pushViewController(let b0, let b1, let b2) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .popViewController(let a0, let a1):
      guard case .popViewController(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .popToRootViewController(let a0, let a1):
      guard case .popToRootViewController(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .popToViewController(let a0, let a1, let a2):
      guard case .popToViewController(let b0, let b1, let b2) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .setViewControllers(let a0, let a1, let a2):
      guard case .setViewControllers(let b0, let b1, let b2) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .beginInteractivePop(let a0):
      guard case .beginInteractivePop(let b0) = other else { return false }
      return a0 == b0
    case .finishInteractivePop(let a0):
      guard case .finishInteractivePop(let b0) = other else { return false }
      return a0 == b0
    case .cancelInteractivePop(let a0):
      guard case .cancelInteractivePop(let b0) = other else { return false }
      return a0 == b0
    case .setSelectedIndex(let a0, let a1):
      guard case .setSelectedIndex(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .setSelectedViewController(let a0, let a1):
      guard case .setSelectedViewController(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .tapTab(let a0, let a1):
      guard case .tapTab(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .setModalPresentationStyle(let a0, let a1):
      guard case .setModalPresentationStyle(let b0, let b1) = other else { return false }
      return a0 == b0 && a1 == b1
    case .present(let a0, let a1, let a2, _):
      guard case .present(let b0, let b1, let b2, _) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .dismiss(let a0, let a1, _):
      guard case .dismiss(let b0, let b1, _) = other else { return false }
      return a0 == b0 && a1 == b1
    case .animateAlongsideTransition(let a0, _):
      guard case .animateAlongsideTransition(let b0, _) = other else { return false }
      return a0 == b0
    case .rotate(let a0, let a1, let a2):
      guard case .rotate(let b0, let b1, let b2) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2
    case .didReceiveMemoryWarning:
      if case .didReceiveMemoryWarning = other { return true }
      return false
    case .scene(let a0):
      guard case .scene(let b0) = other else { return false }
      return a0 == b0
    case .sheet(let a0):
      guard case .sheet(let b0) = other else { return false }
      return a0 == b0
    case .setPages(let a0, let a1, let a2, let a3, _):
      guard case .setPages(let b0, let b1, let b2, let b3, _) = other else { return false }
      return a0 == b0 && a1 == b1 && a2 == b2 && a3 == b3
    case .pageView(let a0):
      guard case .pageView(let b0) = other else { return false }
      return a0 == b0
    case .endTurn:
      if case .endTurn = other { return true }
      return false
    case .run(let a0):
      guard case .run(let b0) = other else { return false }
      return a0 == b0
    case .runUntilIdle:
      if case .runUntilIdle = other { return true }
      return false
    case .mainQueueAsync:
      if case .mainQueueAsync = other { return true }
      return false
    case .mainQueueAsyncAfter(let a0, _):
      guard case .mainQueueAsyncAfter(let b0, _) = other else { return false }
      return a0 == b0
    case .beginViewAnimations(let a0, let a1, _):
      guard case .beginViewAnimations(let b0, let b1, _) = other else { return false }
      return a0 == b0 && a1 == b1
    case .commitViewAnimations:
      if case .commitViewAnimations = other { return true }
      return false
    case .disableViewAnimations:
      if case .disableViewAnimations = other { return true }
      return false
    case .enableViewAnimations:
      if case .enableViewAnimations = other { return true }
      return false
    case .callerBlock(let a0):
      guard case .callerBlock(let b0) = other else { return false }
      return a0 == b0
    case .setNeedsLayout(let a0):
      guard case .setNeedsLayout(let b0) = other else { return false }
      return a0 == b0
    case .layoutIfNeeded(let a0):
      guard case .layoutIfNeeded(let b0) = other else { return false }
      return a0 == b0
    }
  }

  /// Hashes the case and the fields, the completion block aside.
  private func hashFields(into hasher: inout Hasher) {
    switch self {
    case .setRootViewController(let a0, let a1):
      hasher.combine(0)
      hasher.combine(a0)
      hasher.combine(a1)
    case .makeKeyAndVisible(let a0):
      hasher.combine(1)
      hasher.combine(a0)
    case .setWindowHidden(let a0, let a1):
      hasher.combine(2)
      hasher.combine(a0)
      hasher.combine(a1)
    case .addChild(let a0, let a1):
      hasher.combine(3)
      hasher.combine(a0)
      hasher.combine(a1)
    case .removeFromParent(let a0):
      hasher.combine(4)
      hasher.combine(a0)
    case .directCall(let a0, let a1):
      hasher.combine(5)
      hasher.combine(a0)
      hasher.combine(a1)
    case .addSubview(let a0, let a1):
      hasher.combine(6)
      hasher.combine(a0)
      hasher.combine(a1)
    case .removeFromSuperview(let a0):
      hasher.combine(7)
      hasher.combine(a0)
    case .setViewHidden(let a0, let a1):
      hasher.combine(8)
      hasher.combine(a0)
      hasher.combine(a1)
    case .loadViewIfNeeded(let a0):
      hasher.combine(9)
      hasher.combine(a0)
    case .transition(let a0, let a1, let a2, let a3, _):
      hasher.combine(10)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
      hasher.combine(a3)
    case .setForwardsAppearance(let a0, let a1):
      hasher.combine(11)
      hasher.combine(a0)
      hasher.combine(a1)
    case .setForwardsRotation(let a0, let a1):
      hasher.combine(12)
      hasher.combine(a0)
      hasher.combine(a1)
    case .beginAppearanceTransition(let a0, let a1, let a2):
      hasher.combine(13)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .endAppearanceTransition(let a0):
      hasher.combine(14)
      hasher.combine(a0)
    case .pushViewController(let a0, let a1, let a2):
      hasher.combine(15)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .popViewController(let a0, let a1):
      hasher.combine(16)
      hasher.combine(a0)
      hasher.combine(a1)
    case .popToRootViewController(let a0, let a1):
      hasher.combine(17)
      hasher.combine(a0)
      hasher.combine(a1)
    case .popToViewController(let a0, let a1, let a2):
      hasher.combine(18)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .setViewControllers(let a0, let a1, let a2):
      hasher.combine(19)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .beginInteractivePop(let a0):
      hasher.combine(20)
      hasher.combine(a0)
    case .finishInteractivePop(let a0):
      hasher.combine(21)
      hasher.combine(a0)
    case .cancelInteractivePop(let a0):
      hasher.combine(22)
      hasher.combine(a0)
    case .setSelectedIndex(let a0, let a1):
      hasher.combine(23)
      hasher.combine(a0)
      hasher.combine(a1)
    case .setSelectedViewController(let a0, let a1):
      hasher.combine(24)
      hasher.combine(a0)
      hasher.combine(a1)
    case .tapTab(let a0, let a1):
      hasher.combine(25)
      hasher.combine(a0)
      hasher.combine(a1)
    case .setModalPresentationStyle(let a0, let a1):
      hasher.combine(26)
      hasher.combine(a0)
      hasher.combine(a1)
    case .present(let a0, let a1, let a2, _):
      hasher.combine(27)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .dismiss(let a0, let a1, _):
      hasher.combine(28)
      hasher.combine(a0)
      hasher.combine(a1)
    case .animateAlongsideTransition(let a0, _):
      hasher.combine(43)
      hasher.combine(a0)
    case .rotate(let a0, let a1, let a2):
      hasher.combine(29)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
    case .didReceiveMemoryWarning:
      hasher.combine(30)
    case .scene(let a0):
      // A number no other case takes.
      hasher.combine(60)
      hasher.combine(a0)
    case .sheet(let a0):
      hasher.combine(61)
      hasher.combine(a0)
    case .setPages(let a0, let a1, let a2, let a3, _):
      hasher.combine(62)
      hasher.combine(a0)
      hasher.combine(a1)
      hasher.combine(a2)
      hasher.combine(a3)
    case .pageView(let a0):
      hasher.combine(63)
      hasher.combine(a0)
    case .endTurn:
      hasher.combine(31)
    case .run(let a0):
      hasher.combine(32)
      hasher.combine(a0)
    case .runUntilIdle:
      hasher.combine(33)
    case .mainQueueAsync:
      hasher.combine(34)
    case .mainQueueAsyncAfter(let a0, _):
      hasher.combine(35)
      hasher.combine(a0)
    case .beginViewAnimations(let a0, let a1, _):
      hasher.combine(36)
      hasher.combine(a0)
      hasher.combine(a1)
    case .commitViewAnimations:
      hasher.combine(37)
    case .disableViewAnimations:
      hasher.combine(38)
    case .enableViewAnimations:
      hasher.combine(39)
    case .callerBlock(let a0):
      hasher.combine(40)
      hasher.combine(a0)
    case .setNeedsLayout(let a0):
      hasher.combine(41)
      hasher.combine(a0)
    case .layoutIfNeeded(let a0):
      hasher.combine(42)
      hasher.combine(a0)
    }
  }
}
