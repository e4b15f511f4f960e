/// The views a view class of the file keeps in its properties (`let slot =
/// UIView()` in `final class CardView: UIView`), read by the container
/// (`card.slot.addSubview(child.view)`, `rootView.content`).
///
/// A view class's code is not modelled (scenario language §6), but such a
/// property is a subview its initializer made and added: the model makes
/// it, a plain view, and puts it into the view that holds it before the
/// first statement that reads it, once per view that holds it. Nothing is
/// sent then: an empty view has no controller (rules 2.2, 2.3; grade inf), so making
/// it there or at the holder's initializer gives the same trace. A holder
/// made in a loop's body (`let card = CardView()` for each widget) has one
/// such view for the body as written, in the first card: the widgets'
/// views all go into it, which sends the same callbacks while the cards
/// share a window and are not hidden one by one.
extension SwiftExpansion {
  /// A view a view class of the file keeps, as the model made it.
  struct ViewSlot {
    /// The plain view made for it, up front, as the instances' views are.
    let view: String
    /// The Boolean that says it was put into its holder.
    let added: String
    let holder: Expression
  }

  /// The view made for `member` of the view `base`, if there is one.
  ///
  /// There is one when `base` is an instance of a view class of the file
  /// that declares `member` as a view; `nil` for anything else. The view is
  /// declared the first time, with the Boolean that says it was added.
  mutating func viewSlot(_ member: String, of base: Expression, _ context: Context)
    -> ViewSlot?
  {
    guard let viewClass = fileViewClass(of: base, context),
      let property = viewClassProperty(member, of: viewClass), holdsView(property),
      let holder = (try? resolve(base, context))?.removingUnwrapsAndCasts,
      let path = holder.path
    else { return nil }
    let name = (path + [member]).joined(separator: ".")
    if let view = viewSlotVariables[name] {
      return ViewSlot(view: view, added: view + "#added", holder: holder)
    }
    let view = fresh(name)
    viewSlotVariables[name] = view
    let at = property.location
    hoisted += [
      .declaration(name: view, value: .call(.name("UIView", at), [], at), at: at),
      .variable(name: view + "#added", type: "Bool", value: .boolean(false, at), at: at),
    ]
    return ViewSlot(view: view, added: view + "#added", holder: holder)
  }

  /// The views of view classes `statement` reads at its own level, each
  /// made and put into its holder if it has not been yet.
  mutating func viewSlotsMade(for statement: Statement, _ context: Context) -> [Statement] {
    guard !viewClasses.isEmpty else { return [] }
    var out: [Statement] = []
    var seen: Set<String> = []
    for expression in statement.ownExpressions {
      for part in expression.subexpressions {
        guard case .member(let base, let member, let location) = part,
          let slot = viewSlot(member, of: base, context), seen.insert(slot.view).inserted
        else { continue }
        let added = Expression.name(slot.added, location)
        out.append(
          .conditional(
            [
              ConditionalBranch(
                condition: .not(added, location),
                body: [
                  .assignment(target: added, value: .boolean(true, location), at: location),
                  .call(
                    .call(
                      .member(slot.holder, "addSubview", location),
                      [Argument(label: nil, value: .name(slot.view, location))], location),
                    trailingBlock: nil, at: location),
                ])
            ], otherwise: nil, at: location))
      }
    }
    return out
  }

  /// The property `name` a view class of the file or one of its superclasses
  /// of the file declares.
  private func viewClassProperty(_ name: String, of viewClass: String) -> PropertyDeclaration? {
    viewClassChain(viewClass).lazy.compactMap { $0.properties.first { $0.name == name } }.first
  }

  /// Whether a view class of the file or one of its superclasses of the
  /// file declares a property or a method named `name` (its code's, not
  /// UIKit's `addSubview` or `isHidden`).
  func viewClassDeclares(_ name: String, in viewClass: String) -> Bool {
    viewClassChain(viewClass).contains { declaration in
      declaration.properties.contains { $0.name == name }
        || declaration.methods.contains { $0.name == name }
    }
  }

  /// A view class of the file and its superclasses of the file, nearest
  /// first.
  private func viewClassChain(_ viewClass: String) -> [ClassDeclaration] {
    var chain: [ClassDeclaration] = []
    var current: String? = viewClass
    while let className = current, !chain.contains(where: { $0.name == className }),
      let declaration = viewClassDeclarations[className]
    {
      chain.append(declaration)
      current = declaration.superclass
    }
    return chain
  }

  /// Whether a view class's property holds a view: declared as one, or made
  /// as one.
  private func holdsView(_ property: PropertyDeclaration) -> Bool {
    if let type = property.baseType { return isViewType(type) }
    if case .call(.name(let type, _), _, _)? = property.value { return isViewType(type) }
    return false
  }
}
