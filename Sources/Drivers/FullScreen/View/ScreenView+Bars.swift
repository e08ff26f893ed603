import Adapters

/// The header, the notice under the list and the status line.
extension ScreenView {
    /// The shop's name, and the wish list's size and total, on a bar across the top.
    func drawHeader(_ model: ScreenModel, on frame: inout Frame) {
        let bar = CellStyle.reversed
        frame.fill(row: ScreenLayout.headerRow, column: 0, width: frame.columns, style: bar)
        frame.put(" Tasch", row: ScreenLayout.headerRow, column: 0, style: CellStyle(isBold: true, isReversed: true))
        guard let list = model.wishList?.viewModel else { return }
        let summary = (list.emptyMessage.map { [$0] } ?? [list.title] + [list.total].compactMap { $0 }).joined(separator: " · ") + " "
        let width = min(DisplayWidth.of(summary), frame.columns - 8)
        frame.put(summary, row: ScreenLayout.headerRow, column: frame.columns - width, width: width, style: bar)
    }

    /// What failed, and that `r` retries it; or the answer to the last change, or what to know of it.
    func drawNotice(_ model: ScreenModel, layout: ScreenLayout, on frame: inout Frame) {
        switch model.notice {
        case let .error(error)?:
            let retry = model.retries.isEmpty ? "" : "  r retries"
            let wayOut = hints.line(error.nextSteps)
            let text = "\(style.failure) \(error.message)" + (wayOut.isEmpty ? "" : ": \(wayOut)") + retry
            frame.put(text, row: layout.noticeRow, column: 0, width: frame.columns, style: CellStyle.bold.coloured(.red))
        case let .message(text)?:
            frame.put(text, row: layout.noticeRow, column: 0, width: frame.columns, style: CellStyle.plain.coloured(.green))
        case let .warning(text)?:
            frame.put("\(style.failure) \(text)", row: layout.noticeRow, column: 0, width: frame.columns, style: CellStyle.bold.coloured(.red))
        case nil: break
        }
    }

    /// The spinner while something slow is under way; otherwise the keys that work here, in short.
    func drawStatus(_ model: ScreenModel, layout: ScreenLayout, on frame: inout Frame) {
        let text: String
        if let spinner = model.spinner, model.overlay == nil {
            let frames = style.spinnerFrames
            text = "\(frames[spinner % frames.count]) loading…  Ctrl-C cancels"
        } else {
            text = statusHints(model)
        }
        frame.put(DisplayWidth.truncated(text, toColumns: frame.columns), row: layout.statusRow, column: 0, style: .dim)
    }

    private func statusHints(_ model: ScreenModel) -> String {
        if model.isSearching { return "type to search  \(style.enter) keep the results  Esc leave the search  \(style.upDown) move" }
        if model.showsDetail, !model.layout.isSideBySide {
            let steps = if case let .product(product)? = model.detail { product.viewModel.nextSteps } else { [NextStep.back] }
            return "\(hints.line(steps))  \(style.upDown) next  ? help  q quit"
        }
        let steps: [NextStep] = switch model.place {
        case .catalogue: model.catalogue.content?.viewModel.nextSteps.filter { $0 != .anyPage } ?? []
        case .wishList: model.wishList?.viewModel.nextSteps.filter { $0 != .seeCart } ?? []
        case .cart: model.cart.map { cart in
            let steps = cart.viewModel.nextSteps
            return cart.viewModel.emptyMessage == nil ? steps + (steps.contains(.setQuantity) ? [] : [.setQuantity]) : []
        } ?? []
        case .orders: model.orders.content?.viewModel.nextSteps.filter { ![.seeCart, .anyPageOfOrders].contains($0) } ?? []
        case .receipt: []
        }
        let own = model.place == .catalogue ? "/ search  s sort  i in stock  a wish  " : "g catalogue  "
        return [hints.line(steps), own + hints.everywhere].filter { !$0.isEmpty }.joined(separator: "  ")
    }
}
