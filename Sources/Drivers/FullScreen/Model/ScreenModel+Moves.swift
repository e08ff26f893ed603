/// Moving the selection through the list on show: the catalogue and the orders a page at a time, the other lists in
/// place.
extension ScreenModel {
    mutating func move(by step: Int) -> [ScreenEffect] {
        turnPane(.move(step)) ?? select(row(of: place) + step)
    }

    mutating func turnPage(by step: Int) -> [ScreenEffect] {
        turnPane(.page(step)) ?? select(row(of: place) + step * layout.listRows)
    }

    mutating func moveToEnd(last: Bool) -> [ScreenEffect] {
        turnPane(.end(last: last)) ?? select(last ? Int.max : 0)
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
        rows[place] = min(max(0, row), max(0, selectableRows(of: place) - 1))
        return []
    }

    /// Keeps each list's selection on one of its rows after the list changed.
    mutating func keepSelectionsInside() {
        for place in [Place.wishList, .cart] {
            rows[place] = min(row(of: place), max(0, selectableRows(of: place) - 1))
        }
    }
}
