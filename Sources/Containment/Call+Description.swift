/// `Call`'s description, without recursion: completion blocks are written
/// out with an explicit stack, as `Call+Equality.swift` compares them.
extension Call: CustomStringConvertible {
  /// The call as Swift spells the case, its completion blocks written out
  /// in brackets, at any depth: `transition(in: p, from: a, to: b,
  /// duration: 0.3, completion: [removeFromParent(a)])`.
  public var description: String {
    /// What is left to write: a call, or text around its block.
    enum Piece {
      case call(Call)
      case text(String)
    }
    var text = ""
    var pending: [Piece] = [.call(self)]
    while let piece = pending.popLast() {
      switch piece {
      case .text(let words):
        text += words
      case .call(let call):
        guard let block = call.completion else {
          text += call.fieldsDescription
          continue
        }
        // The fields end with the block's place, "nil)" or "[])": the block
        // goes there.
        let fields = call.withoutCompletion.fieldsDescription
        text += fields.dropLast(fields.hasSuffix("nil)") ? "nil)".count : "[])".count) + "["
        pending.append(.text("])"))
        for index in block.indices.reversed() {
          pending.append(.call(block[index]))
          if index > block.startIndex { pending.append(.text(", ")) }
        }
      }
    }
    return text
  }

  /// The call with its completion block, if any, taken out: `nil`.
  private var withoutCompletion: Call {
    switch self {
    case .transition(let parent, let from, let to, let duration, _):
      .transition(in: parent, from: from, to: to, duration: duration, completion: nil)
    case .present(let presented, let presenter, let animated, _):
      .present(presented, from: presenter, animated: animated, completion: nil)
    case .dismiss(let controller, let animated, _):
      .dismiss(controller, animated: animated, completion: nil)
    case .animateAlongsideTransition(let controller, _):
      .animateAlongsideTransition(of: controller, completion: nil)
    case .beginViewAnimations(let duration, let delay, _):
      .beginViewAnimations(duration: duration, delay: delay, completion: nil)
    case .mainQueueAsyncAfter(let seconds, _):
      .mainQueueAsyncAfter(seconds: seconds, [])
    case .mainQueueAsync:
      .mainQueueAsync([])
    case .setPages(let pages, let pageViewController, let direction, let animated, _):
      .setPages(
        pages, of: pageViewController, direction: direction, animated: animated, completion: nil)
    case .setRootViewController, .makeKeyAndVisible, .setWindowHidden, .addChild,
      .removeFromParent, .directCall, .addSubview, .removeFromSuperview, .setViewHidden,
      .loadViewIfNeeded, .setForwardsAppearance, .setForwardsRotation,
      .beginAppearanceTransition, .endAppearanceTransition, .pushViewController,
      .popViewController, .popToRootViewController, .popToViewController, .setViewControllers,
      .beginInteractivePop, .finishInteractivePop, .cancelInteractivePop, .setSelectedIndex,
      .setSelectedViewController, .tapTab, .setModalPresentationStyle, .rotate,
      .didReceiveMemoryWarning, .scene, .sheet, .pageView, .endTurn, .run, .runUntilIdle,
      .commitViewAnimations,
      .disableViewAnimations, .enableViewAnimations, .callerBlock, .setNeedsLayout,
      .layoutIfNeeded:
      // No block to take out.
      self
    }
  }

  /// The case and its fields, as reflection spells them; only called on a
  /// call whose block, if any, was taken out, so that it never recurses.
  private var fieldsDescription: String {
    let mirror = Mirror(reflecting: self)
    guard let field = mirror.children.first, let name = field.label else {
      // A case without fields: reflection has no child to name it.
      if case .didReceiveMemoryWarning = self { return "didReceiveMemoryWarning" }
      if case .endTurn = self { return "endTurn" }
      if case .commitViewAnimations = self { return "commitViewAnimations" }
      if case .disableViewAnimations = self { return "disableViewAnimations" }
      if case .enableViewAnimations = self { return "enableViewAnimations" }
      return "runUntilIdle"
    }
    let values = String(describing: field.value)
    let isTuple = Mirror(reflecting: field.value).displayStyle == .tuple
    return isTuple ? name + values : name + "(" + values + ")"
  }
}
