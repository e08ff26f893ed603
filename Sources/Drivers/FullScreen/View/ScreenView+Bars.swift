import Adapters

/// The header, the notice under the list and the status line.
extension ScreenView {
    /// The shop's name, and the wish list's size and total, on a bar across the top. The total is never cut: where the
    /// window is too narrow for all of it, the shop's name gives way first, then the wish list's size.
    func drawHeader(_ model: ScreenModel, on frame: inout Frame) {
        let bar = CellStyle.reversed, name = " Tasch"
        frame.fill(row: ScreenLayout.headerRow, column: 0, width: frame.columns, style: bar)
        let summaries = model.wishList.map(\.viewModel).map { list in
            list.emptyMessage.map { [$0] } ?? [[list.title] + [list.total].compactMap { $0 }, [list.total].compactMap { $0 }].map { $0.joined(separator: " · ") }
        } ?? [""]
        let choices = summaries.flatMap { summary in [(name, summary + " "), ("", summary + " ")] }
        let fits = choices.first { DisplayWidth.of($0.0) + 1 + DisplayWidth.of($0.1) <= frame.columns } ?? choices[choices.count - 1]
        frame.put(fits.0, row: ScreenLayout.headerRow, column: 0, style: CellStyle(isBold: true, isReversed: true))
        let width = min(DisplayWidth.of(fits.1), frame.columns)
        frame.put(DisplayWidth.truncated(fits.1, toColumns: width), row: ScreenLayout.headerRow, column: frame.columns - width, style: bar)
    }

    /// What failed, and that `r` retries it; or the answer to the last change, or what to know of it. A notice wider
    /// than the window wraps, upwards over the list's last rows (which make room for it), so that nothing of it (an
    /// amount, `r retries`) is cut.
    /// Over it, as the screen opens with faults on, what they are, until the first key.
    func drawNotice(_ model: ScreenModel, layout: ScreenLayout, on frame: inout Frame) {
        let lines = noticeLines(model)
        for (offset, line) in lines.enumerated() {
            let row = layout.noticeRow - lines.count + 1 + offset
            frame.fill(row: row, column: 0, width: frame.columns)
            frame.put(line.text, row: row, column: 0, style: line.style)
        }
    }

    /// The lines of the faults' banner and the notice, wrapped to the window, each in its style; none with neither.
    func noticeLines(_ model: ScreenModel) -> [(text: String, style: CellStyle)] {
        let banner = model.faultsBanner.map { (text: $0, style: CellStyle.bold.coloured(.yellow)) }
        return Array([banner, notice(model)].compactMap { $0 }.flatMap { part in
            WordWrap.lines(part.text, columns: model.size.columns).map { (text: $0, style: part.style) }
        }.suffix(model.layout.paneRows))
    }

    /// The notice's text and style; nil with no notice.
    private func notice(_ model: ScreenModel) -> (text: String, style: CellStyle)? {
        let notice: (text: String, style: CellStyle)
        switch model.notice {
        case let .error(error)?:
            let retry = model.retries.isEmpty ? "" : "  r retries"
            let wayOut = hints.line(error.nextSteps)
            notice = ("\(style.failure) \(error.message)" + (wayOut.isEmpty ? "" : ": \(wayOut)") + retry, CellStyle.bold.coloured(.red))
        case let .message(text)?: notice = (text, CellStyle.plain.coloured(.green))
        case let .warning(text)?: notice = ("\(style.failure) \(text)", CellStyle.bold.coloured(.red))
        case nil: return nil
        }
        return notice
    }

    /// What the screen waits for, with the spinner once it is slow; otherwise the keys that work here, in short, the
    /// least important dropped first where the window is narrow, and help and quit always.
    func drawStatus(_ model: ScreenModel, layout: ScreenLayout, on frame: inout Frame) {
        let text = StatusHint.line(statusHints(model), width: frame.columns)
        frame.put(text, row: layout.statusRow, column: 0, style: .dim)
    }

    private func statusHints(_ model: ScreenModel) -> [StatusHint] {
        // While a search is typed every key types: its ways out are Escape and Ctrl-C.
        let ways = model.isSearching ? [StatusHint("Esc leave the search", .always), StatusHint("Ctrl-C quit", .always)] : hints.helpAndQuit
        if let waiting = waitedFor(model) {
            let turned = model.spinner.map { style.spinnerFrames[$0 % style.spinnerFrames.count] }
            // Where the words do not fit, their first says what the spinner waits for: `⠋ waiting…`.
            let firstWord = String(waiting.prefix { $0 != " " && $0 != "…" }) + "…"
            let said = [turned, waiting].compactMap { $0 }.joined(separator: " ")
            let shorter = [turned, firstWord].compactMap { $0 }.joined(separator: " ")
            // While the screen leaves, no key but Ctrl-C does anything.
            let others = model.isLeaving ? [] : ways.filter { $0.text != "Ctrl-C quit" }
            return [StatusHint(said, .always, shorter: shorter), StatusHint("Ctrl-C cancels", .always, shorter: "^C cancels")] + others
        }
        if let answers = dialogAnswers(model) { return droppedKeys(model) + answers }
        if model.isSearching {
            return [StatusHint("type to search", .low), StatusHint("\(style.enter) keep the results", .high), StatusHint("\(style.upDown) move", .low)] + ways
        }
        if model.showsDetail, !model.layout.isSideBySide {
            let steps = if case let .product(product)? = model.detail { product.viewModel.nextSteps } else { [NextStep.back] }
            return steps.compactMap(hints.statusHint) + [StatusHint("\(style.upDown) next", .low)] + ways
        }
        let own = model.place == .catalogue
            ? [StatusHint("/ search", .medium), StatusHint("s sort", .low), StatusHint("i in stock", .low), StatusHint("a wish", .high)]
            : [StatusHint("g catalogue", .medium)]
        return listSteps(model).compactMap(hints.statusHint) + own + elsewhere(model)
    }

    /// The keys to the other lists, and to move, where there are rows to move through; on a receipt, Esc goes back to
    /// the cart.
    private func elsewhere(_ model: ScreenModel) -> [StatusHint] {
        let here: String? = switch model.place {
        case .wishList: "w wish list"
        case .cart: "c cart"
        case .orders: "o orders"
        case .catalogue, .receipt: nil
        }
        let move = model.selectableRows(of: model.place) > 1 ? nil : "\(style.upDown) move"
        let back = model.place == .receipt ? [StatusHint("Esc back", .high)] : []
        return back + hints.everywhere.filter { $0.text != here && $0.text != move }
    }

    /// While a dialog is open, the keys that answer it, as under its lines (nothing else acts but Ctrl-Z and Ctrl-L):
    /// the first kept at every width, the others dropped from the right.
    private func dialogAnswers(_ model: ScreenModel) -> [StatusHint]? {
        guard let overlay = model.overlay, let box = dialogBox(model) else { return nil }
        let dialog = dialog(for: overlay)
        let footer = box.scroll.hasMoreAbove || box.scroll.hasMoreBelow ? dialog.footerWhenScrolling : dialog.footer
        guard case let .text(keys, _)? = footer.last else { return nil }
        let hints = keys.components(separatedBy: "  ").enumerated().map { StatusHint($1, $0 == 0 ? .always : .high) }
        // Where the keys do not fit, the yes says itself shorter before a field's key drops.
        guard hints.first?.text == Self.yesToCheckout.text, DisplayWidth.of(keys) > model.size.columns else { return hints }
        return [StatusHint(Self.yesToCheckout.shorter, .always)] + hints.dropFirst()
    }

    /// That keys typed before the checkout's question came were dropped, until the next key.
    private func droppedKeys(_ model: ScreenModel) -> [StatusHint] {
        let count = model.droppedKeys
        guard count > 0 else { return [] }
        let keys = count == 1 ? "1 key" : "\(count) keys"
        return [StatusHint("\(keys) typed before the question \(count == 1 ? "was" : "were") dropped", .always, shorter: "\(keys) dropped")]
    }

    /// What the status line says the screen waits for: a save waiting for another shop, the changes it finishes before
    /// it leaves, or a request slower than a moment; nil when it waits for nothing the customer sees.
    private func waitedFor(_ model: ScreenModel) -> String? {
        if let saveWaiting = model.saveWaiting { return saveWaiting }
        if model.isLeaving {
            return model.isCheckingOut ? "leaving once your order is placed…" : "leaving once your changes are saved…"
        }
        return model.spinner != nil && model.overlay == nil ? "loading…" : nil
    }

    /// The steps the list on show offers that the status line says (those the keys on every list say are left out, and
    /// opening the selected row where its detail already stands beside the list).
    private func listSteps(_ model: ScreenModel) -> [NextStep] {
        let opened: [NextStep] = model.layout.isSideBySide ? [.openProduct, .openOrder] : []
        return offeredSteps(model).filter { !opened.contains($0) }
    }

    private func offeredSteps(_ model: ScreenModel) -> [NextStep] {
        switch model.place {
        case .catalogue: model.catalogue.content?.viewModel.nextSteps.filter { $0 != .anyPage } ?? []
        case .wishList: model.wishList.map { list in list.viewModel.emptyMessage == nil ? list.viewModel.nextSteps.filter { $0 != .seeCart } : [] } ?? []
        case .cart: model.cart.map { cart in
            let steps = Self.firstLineToMend(of: cart.viewModel.nextSteps)
            return cart.viewModel.emptyMessage == nil ? steps + (steps.contains(.setQuantity) ? [] : [.setQuantity]) : []
        } ?? []
        case .orders: model.orders.content?.viewModel.nextSteps.filter { ![.seeCart, .anyPageOfOrders].contains($0) } ?? []
        case .receipt: []
        }
    }

    /// `steps` with the key for the first line to mend alone, where `c` opens the cart and taking a line off moves on:
    /// the text under the cart names every line, and the status line keeps room for the other keys.
    private static func firstLineToMend(of steps: [NextStep]) -> [NextStep] {
        var named = false
        return steps.filter { step in
            switch step {
            case .remove, .changeQuantity, .askForWhatIsLeft: defer { named = true }; return !named
            default: return true
            }
        }
    }
}
