import Entities

/// Moving the selection through the list on show: the catalogue and the orders a page at a time, the other lists in
/// place.
extension ScreenModel {
    mutating func move(by step: Int) -> [ScreenEffect] {
        turnPane(.move(step)) ?? scrollOrSelect(step, byPage: false)
    }

    mutating func turnPage(by step: Int) -> [ScreenEffect] {
        turnPane(.page(step)) ?? scrollOrSelect(step, byPage: true)
    }

    /// Home or End; on a list shown whole, End also scrolls to its last line.
    mutating func moveToEnd(last: Bool) -> [ScreenEffect] {
        if let effects = turnPane(.end(last: last)) { return effects }
        _ = select(last ? Int.max : 0)
        if last, isListInSight { listScrolledBeyond = ScreenView(style: style).listScroll(self).furthestBeyond }
        return []
    }

    /// On a list shown whole (the wish list, the cart), the keys that move down scroll on past its last row through the
    /// lines under it (the totals, what keeps the cart from being bought), as less scrolls, and those that move up scroll
    /// back before they move the selection; otherwise they move it by a row or a screenful.
    private mutating func scrollOrSelect(_ step: Int, byPage: Bool) -> [ScreenEffect] {
        let scroll = isListInSight ? ScreenView(style: style).listScroll(self) : nil
        let lines = byPage ? scroll?.window.page ?? 1 : 1
        if let scroll, step > 0, row(of: place) >= selectableRows(of: place) - 1 {
            listScrolledBeyond = min(listScrolledBeyond + lines, scroll.furthestBeyond)
            return []
        }
        if step < 0, listScrolledBeyond > 0 {
            listScrolledBeyond = max(0, listScrolledBeyond - lines)
            return []
        }
        return select(row(of: place) + step * (byPage ? layout.listRows : 1))
    }

    /// Whether the list on show is in sight, rather than a text in its place (a product's page, a receipt).
    private var isListInSight: Bool {
        ScreenView(style: style).pageScroll(self) == nil
    }

    /// Whether the selected row is in sight: false only while the list on show is scrolled on past it.
    var isSelectionInSight: Bool {
        listScrolledBeyond == 0 || !isListInSight || ScreenView(style: style).listScroll(self).showsSelection
    }

    /// Turns the list on show when it is one shown a page at a time, asking for the page it turns to; nil for a list
    /// shown whole.
    private mutating func turnPane(_ turn: PageTurn) -> [ScreenEffect]? {
        switch place {
        case .catalogue: catalogue.apply(turn).map { [load(.catalogue, .catalogue($0))] } ?? []
        case .orders: orders.apply(turn).map { [load(.orders, .orders($0))] } ?? []
        case .wishList, .cart, .receipt: nil
        }
    }

    /// How many rows `place`'s list has to select from; the cart's last is "Check out" when checking out is offered.
    func selectableRows(of place: Place) -> Int {
        switch place {
        case .catalogue: catalogue.content?.rowCount ?? 0
        case .wishList: wishList?.productIDs.count ?? 0
        case .cart: cart.map { $0.productIDs.count + ($0.viewModel.offersCheckout ? 1 : 0) } ?? 0
        case .orders: orders.content?.rowCount ?? 0
        case .receipt: 0
        }
    }

    /// Selects `row` of the list on show, kept within it.
    private mutating func select(_ row: Int) -> [ScreenEffect] {
        // A row chosen while the cart loads stays chosen when it comes.
        if place == .cart { opensOnCheckout = false }
        listScrolledBeyond = 0
        rows[place] = min(max(0, row), max(0, selectableRows(of: place) - 1))
        return []
    }

    /// What the selected row of a list shown whole holds, by identity: a product, or the cart's "Check out".
    enum SelectedLine: Equatable, Sendable {
        case product(ProductID)
        case checkOut
    }

    /// What the selected row of `place`'s list holds; nil while it holds nothing.
    func selectedLine(of place: Place) -> SelectedLine? {
        switch place {
        case .wishList: wishList.flatMap { Self.item($0.productIDs, at: row(of: .wishList)) }.map(SelectedLine.product)
        case .cart: isCartCheckoutSelected ? .checkOut : cart.flatMap { Self.item($0.productIDs, at: row(of: .cart)) }.map(SelectedLine.product)
        case .catalogue, .orders, .receipt: nil
        }
    }

    /// Selects the row that holds `line` in `place`'s list as it is now, so that a line added or gone before it (a
    /// change saved meanwhile, another shop's) moves no key onto another line; when `line` is gone, the same row.
    mutating func reselect(_ line: SelectedLine?, in place: Place) {
        let ids = place == .cart ? cart?.productIDs : wishList?.productIDs
        switch line {
        case let .product(id)?: if let index = ids?.firstIndex(of: id) { rows[place] = index }
        case .checkOut?: if cart?.viewModel.offersCheckout == true { rows[.cart] = cart?.productIDs.count }
        case nil: break
        }
        keepSelectionsInside()
    }

    /// Whether the cart's "Check out" row is selected, whatever list is on show.
    private var isCartCheckoutSelected: Bool {
        cart.map { $0.viewModel.offersCheckout && row(of: .cart) == $0.productIDs.count } ?? false
    }

    /// Keeps each list's selection on one of its rows after the list changed.
    mutating func keepSelectionsInside() {
        for place in [Place.wishList, .cart] {
            rows[place] = min(row(of: place), max(0, selectableRows(of: place) - 1))
        }
    }
}
