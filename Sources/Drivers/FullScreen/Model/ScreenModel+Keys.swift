import Entities
import UseCases

/// What each key does on the full screen (the `?` overlay lists them, `ScreenHints.all`).
extension ScreenModel {
    /// Takes one key press; text typed or pasted at once is taken a character at a time (a dialog's answer too), except
    /// into the search.
    mutating func respond(to key: Key) -> [ScreenEffect] {
        // The screen has no Alt keys: Escape and a key typed quickly after it arrive as one, and are taken as two.
        if case let .alt(character) = key { return respond(to: .escape) + respond(to: .text(String(character))) }
        if case let .paste(text) = key { return takePaste(text) }
        guard layout.isUsable else { return key == .text("q") || key == .control("c") ? leave() : [] }
        if case let .text(text) = key, text.count > 1, !isSearching {
            return text.flatMap { respond(to: .text(String($0))) }
        }
        // Ctrl-Z and Ctrl-L do what they do everywhere, over a dialog too, which is still open after `fg`.
        if key == .control("z") { return [.suspend] }
        if key == .control("l") { return [.redrawAll] }
        if keepsTypedAhead(key) { return [] }
        if let overlay, !awaitsTheCheckout { return answer(overlay, with: key) }
        if isSearching { return search(key) }
        if case .message = notice { notice = nil }
        return command(key)
    }

    private mutating func command(_ key: Key) -> [ScreenEffect] {
        switch key {
        case .control("c"): return interrupt()
        case .text("q"): return leave()
        case .text("?"): overlay = .help
        case .up, .text("k"): return move(by: -1)
        case .down, .text("j"): return move(by: 1)
        case .pageUp, .pageDown: return scrollPageOrTurn(key)
        case .text("J"), .text("K"): return scrollDetail(down: key == .text("J"))
        case .home: return moveToEnd(last: false)
        case .end: return moveToEnd(last: true)
        case .enter: return open()
        case .escape, .backspace: return back()
        case .text("/"): return startSearch()
        case .text("s"): return browse { query in query.sort = Self.sort(after: query.sort) }
        case .text("i"): return browse { query in query.inStockOnly.toggle() }
        case .text("g"): return go(to: .catalogue)
        case .text("w"): return go(to: .wishList)
        case .text("c"): return go(to: .cart)
        case .text("o"): return go(to: .orders)
        case .text("r"): return repeatFailure()
        default: return productCommand(key)
        }
        return []
    }

    /// The keys that act on the selected product: `a`, `+`, `-`, and the digits of the stars a rating may have.
    private mutating func productCommand(_ key: Key) -> [ScreenEffect] {
        guard case let .text(text) = key, let id = selectedProduct else { return [] }
        // The list scrolls back to the row the key acts on; a row scrolled out of sight is shown first, not acted on.
        let wasInSight = isSelectionInSight
        listScrolledBeyond = 0
        guard wasInSight else { return [] }
        let quantity = wishedQuantity(of: id)
        switch text {
        case "a": return [change(quantity > 0 ? .remove(id) : .add(id))]
        case "+": return [change(quantity > 0 ? .setQuantity(id, quantity + 1) : .add(id))]
        case "-": return quantity > 0 ? [change(.setQuantity(id, quantity - 1))] : []
        default:
            guard let stars = Int(text), Rating.allowedStars.contains(stars) else { return [] }
            return [change(.rate(id, stars: stars))]
        }
    }

    /// A key that scrolls a dialog taller than the window scrolls it; any other answers or closes it.
    private mutating func answer(_ overlay: Overlay, with key: Key) -> [ScreenEffect] {
        if let top = Self.top(after: key, in: ScreenView(style: style).dialogBox(self)?.scroll, byLine: true) {
            overlayTop = top
            return []
        }
        let yes = key == .text("y") || key == .text("Y")
        switch overlay {
        case .help:
            self.overlay = nil
            return []
        case .confirmQuit:
            self.overlay = nil
            return yes ? leave() : []
        case let .confirmCheckout(dialog):
            let (answer, left) = dialog.pressing(key)
            self.overlay = left.map(Overlay.confirmCheckout)
            return answer.map { [.answerCheckout($0)] } ?? []
        }
    }

    /// Ctrl-C cancels what the customer is seen waiting for, a slow call with its spinner turning, as at the prompt, or
    /// a checkout under way with no question on show (a question to quit would be taken over by the checkout's own);
    /// otherwise it asks before leaving. A part of the screen still loading in the background (a product's detail, the
    /// header) ends in a moment by itself, and a Ctrl-C meant to leave must not cancel it instead.
    private mutating func interrupt() -> [ScreenEffect] {
        dropTypedAhead()
        guard slowRequests.isEmpty, !awaitsTheCheckout else { return [.cancelRequests] }
        overlay = .confirmQuit
        return []
    }

    private mutating func repeatFailure() -> [ScreenEffect] {
        guard !retries.isEmpty else {
            notice = .message("There is nothing to retry: nothing has failed.")
            return []
        }
        notice = nil
        return retries.failed.compactMap { repeating($0) }
    }

    /// Enter: the selected product's or order's detail, or the checkout on the cart's last row.
    private mutating func open() -> [ScreenEffect] {
        if isCheckoutSelected { return [change(.checkOut)] }
        guard selectedTarget != nil else { return [] }
        showsDetail = !layout.isSideBySide
        return []
    }

    /// Escape or Backspace: out of the detail, then out of the search, then back to the catalogue.
    private mutating func back() -> [ScreenEffect] {
        if showsDetail {
            showsDetail = false
        } else if place == .receipt {
            place = .cart
        } else if place == .catalogue, catalogue.query.searchText != nil {
            return browse { $0.searchText = nil }
        } else if place != .catalogue {
            return go(to: .catalogue)
        }
        return []
    }

    /// Shows `place`'s list, asked for afresh (the catalogue only when it has none yet; the orders from their first
    /// page, the newest).
    mutating func go(to place: Place) -> [ScreenEffect] {
        (self.place, showsDetail) = (place, false)
        switch place {
        case .catalogue: return catalogue.content == nil ? [load(.catalogue, .catalogue(catalogue.query))] : []
        case .wishList: return [load(.wishList, .wishList)]
        case .cart:
            opensOnCheckout = true
            return [load(.cart, .cart)]
        case .orders: return [load(.orders, .orders(orders.changeQuery { _ in }))]
        case .receipt: return []
        }
    }

    /// The first page of the catalogue as `change` asks for it, on show.
    mutating func browse(_ change: (inout CatalogueQuery) -> Void) -> [ScreenEffect] {
        (place, showsDetail) = (.catalogue, false)
        return [load(.catalogue, .catalogue(catalogue.changeQuery(change)))]
    }

    private static func sort(after sort: CatalogueSort?) -> CatalogueSort? {
        let sorts = CataloguePane.sorts
        let index = sorts.firstIndex { $0 == sort } ?? 0
        return sorts[(index + 1) % sorts.count]
    }
}
