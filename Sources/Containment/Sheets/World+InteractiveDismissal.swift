/// A sheet pulled down by the user, its presentation delegate and
/// `isModalInPresentation` (rule 5.3a, revision 4; doc + obs, the
/// interleaving of the delegate's lines with the appearance callbacks inf).
extension World {
  /// Performs a call of rule 5.3a.
  mutating func sheetCall(_ call: SheetCall) {
    switch call {
    case .setDelegate(let delegate, let presented):
      updateSheetSettings(of: presented) { $0.delegate = delegate }
    case .setModalInPresentation(let isModal, let controller):
      updateSheetSettings(of: controller) { $0.isModalInPresentation = isModal }
    case .setShouldDismiss(let answer, let delegate):
      updateSheetSettings(of: delegate) { $0.shouldDismiss = answer }
    case .beginInteractiveDismiss(let sheet):
      beginInteractiveDismiss(sheet)
    case .finishInteractiveDismiss(let sheet):
      endInteractiveDismiss(sheet, finished: true)
    case .cancelInteractiveDismiss(let sheet):
      endInteractiveDismiss(sheet, finished: false)
    case .setDetents(let detents, let sheet):
      updateSheetSettings(of: sheet) {
        $0.detents = detents
        if let selected = $0.selectedDetent, !detents.contains(selected) { $0.selectedDetent = nil }
      }
    case .selectDetent(let detent, let sheet):
      // Programmatic: no callback of any kind (doc for the delegate, inf for appearance).
      updateSheetSettings(of: sheet) { settings in
        if settings.detents.contains(detent) { settings.selectedDetent = detent }
      }
    case .dragSheet(let detent, let sheet):
      dragSheet(sheet, to: detent)
    case .setDefinesPresentationContext(let defines, let controller):
      updateSheetSettings(of: controller) { $0.definesPresentationContext = defines }
    }
  }

  /// The settings of `controller`, in O(1).
  func sheetSettings(of controller: ControllerID) -> SheetSettings {
    controllers[controller.slot].sheet
  }

  /// Changes the settings of `controller`.
  private mutating func updateSheetSettings(
    of controller: ControllerID, _ change: (inout SheetSettings) -> Void
  ) {
    controllers.updateSheet(at: controller.slot, change)
  }

  /// Whether `sheet` can be pulled: presented as a card (ios17's sheets),
  /// on top of its presentation chain, with no transition of its own
  /// running and no pull in progress.
  private func isPullable(_ sheet: ControllerID) -> ControllerID? {
    guard profile.presentsSheetsAsCards, let presenter = controllers[sheet.slot].presenter,
      !controllers[sheet.slot].presentationStyle.hidesPresenter(in: profile),
      controllers[sheet.slot].presented == nil, !controllers[sheet.slot].isBeingPresented,
      !controllers[sheet.slot].isBeingDismissed, !sheetSettings(of: sheet).pull.isPulling
    else { return nil }
    switch controllers[sheet.slot].presentationStyle {
    case .automatic, .pageSheet, .formSheet:
      // Sheets, as cards.
      return presenter
    case .fullScreen, .currentContext, .overFullScreen, .overCurrentContext, .custom, .popover:
      // Not interactively dismissible (inf for the over-styles).
      return nil
    }
  }

  /// `b.beginInteractiveDismiss()`: refused by `isModalInPresentation`
  /// with no line (inf); else the delegate is asked, and on yes told it
  /// will dismiss, and the sheet begins to disappear at once (an
  /// interactive transition is not deferred, as 4.4 says of pops).
  private mutating func beginInteractiveDismiss(_ sheet: ControllerID) {
    guard let presenter = isPullable(sheet) else { return }
    let settings = sheetSettings(of: sheet)
    let agrees = settings.delegate.map { sheetSettings(of: $0).shouldDismiss } ?? true
    var pull = settings.pull
    let answer = pull.start(
      presenter: presenter, isModal: settings.isModalInPresentation,
      delegate: settings.delegate, delegateAgrees: agrees)
    updateSheetSettings(of: sheet) { $0.pull = pull }
    let mark = openSchedule()
    switch answer {
    case .ignore, .refuseSilently:
      break
    case .askThenRefuse(let delegate):
      plan(
        .delegate(
          .init(delegate: delegate, method: .presentationControllerShouldDismiss, presented: sheet))
      )
    case .dismiss(let delegate):
      if let delegate {
        plan(
          .delegate(
            .init(
              delegate: delegate, method: .presentationControllerShouldDismiss, presented: sheet)))
        plan(
          .delegate(
            .init(
              delegate: delegate, method: .presentationControllerWillDismiss, presented: sheet)))
      }
      controllers.setBeingDismissed(true, at: sheet.slot)
      plan(
        .appearance(
          .beginTransition(
            sheet, isAppearing: false, animated: true, cause: .uikitContainerTransition)))
    }
    closeSchedule(from: mark)
  }

  /// The end of a pull.
  ///
  /// A refused one released gives the delegate
  /// `presentationControllerDidAttemptToDismiss` when finished, nothing
  /// when cancelled (doc); an accepted one finished ends the sheet's
  /// disappearance, unlinks it and tells the delegate after its
  /// `viewDidDisappear` (placement inf); cancelled, the sheet appears again
  /// (obs). The presenter gets nothing (obs, as 5.3 for sheets). Either
  /// way the blocks given to the pull's coordinator run last (rule 5.5;
  /// grade inf).
  private mutating func endInteractiveDismiss(_ sheet: ControllerID, finished: Bool) {
    let settings = sheetSettings(of: sheet)
    var pull = settings.pull
    let answer = pull.release(finished: finished)
    guard answer != .ignore else { return }
    updateSheetSettings(of: sheet) { $0.pull = pull }
    let mark = openSchedule()
    switch answer {
    case .ignore, .nothing:
      break
    case .attemptToDismiss:
      if let delegate = settings.delegate {
        plan(
          .delegate(
            .init(
              delegate: delegate, method: .presentationControllerDidAttemptToDismiss,
              presented: sheet)))
      }
    case .finishDismissal(let presenter):
      plan(.views(.removeViewIfLoaded(sheet, byHand: true)))
      plan(.appearance(.endTransition(sheet, cause: .uikitContainerTransition)))
      plan(.presentation(.unlinkPresentation(presenter: presenter, chain: [sheet])))
      if let delegate = settings.delegate {
        plan(
          .delegate(
            .init(delegate: delegate, method: .presentationControllerDidDismiss, presented: sheet)
          ))
      }
      planAlongsideCompletions(ofPresentationBy: presenter)
    case .cancelDismissal:
      controllers.setBeingDismissed(false, at: sheet.slot)
      plan(
        .appearance(
          .beginTransition(
            sheet, isAppearing: true, animated: true, cause: .uikitContainerTransition)))
      plan(.appearance(.endTransition(sheet, cause: .uikitContainerTransition)))
      if let presenter = controllers[sheet.slot].presenter {
        planAlongsideCompletions(ofPresentationBy: presenter, cancelled: true)
      }
    }
    closeSchedule(from: mark)
  }

  /// `b.dragSheet(to: x)`, the user's drag to another detent.
  ///
  /// A presented sheet dragged to another of its detents rests there, and
  /// its delegate is told (doc); no appearance callback (inf). A detent it does not have, or the one it rests at,
  /// changes nothing. Until one is selected, the sheet rests at its smallest detent, the first
  /// listed (doc: `selectedDetentIdentifier` is nil by default, "which means the sheet displays
  /// at the smallest detent", and `detents` are listed "from smallest to largest").
  private mutating func dragSheet(_ sheet: ControllerID, to detent: String) {
    guard isPullable(sheet) != nil else { return }
    let settings = sheetSettings(of: sheet)
    let current = settings.selectedDetent ?? settings.detents.first
    guard settings.detents.contains(detent), detent != current else { return }
    updateSheetSettings(of: sheet) { $0.selectedDetent = detent }
    guard let delegate = settings.delegate else { return }
    schedule(
      .delegate(
        .init(
          delegate: delegate, method: .sheetPresentationControllerDidChangeSelectedDetentIdentifier,
          presented: sheet)))
  }

  /// Whether `controller` defines a presentation context (rule 5.3a).
  func definesPresentationContext(_ controller: ControllerID) -> Bool {
    sheetSettings(of: controller).definesPresentationContext
  }
}
