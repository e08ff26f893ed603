/// Moving the selection through the list on show: the catalogue a page at a time, the other lists in place.
extension ScreenModel {
    mutating func move(by step: Int) -> [ScreenEffect] {
        guard place == .catalogue else { return select(row(of: place) + step) }
        return catalogue.move(by: step).map { [load(.catalogue, .catalogue($0))] } ?? []
    }

    mutating func turnPage(by step: Int) -> [ScreenEffect] {
        guard place == .catalogue else { return select(row(of: place) + step * layout.listRows) }
        return catalogue.turnPage(by: step).map { [load(.catalogue, .catalogue($0))] } ?? []
    }

    mutating func moveToEnd(last: Bool) -> [ScreenEffect] {
        guard place == .catalogue else { return select(last ? Int.max : 0) }
        return catalogue.moveToEnd(last: last).map { [load(.catalogue, .catalogue($0))] } ?? []
    }

    /// How many rows `place`'s list has to select from; the cart's last is "Check out".
    func selectableRows(of place: Place) -> Int {
        switch place {
        case .catalogue: catalogue.content?.productIDs.count ?? 0
        case .wishList: wishList?.productIDs.count ?? 0
        case .cart: cart.map { $0.productIDs.isEmpty ? 0 : $0.productIDs.count + 1 } ?? 0
        case .orders: orders?.numbers.count ?? 0
        case .receipt: 0
        }
    }

    /// Selects `row` of the list on show, kept within it.
    private mutating func select(_ row: Int) -> [ScreenEffect] {
        rows[place] = min(max(0, row), max(0, selectableRows(of: place) - 1))
        return []
    }

    /// Keeps each list's selection on one of its rows after the list changed.
    mutating func keepSelectionsInside() {
        for place in [Place.wishList, .cart, .orders] {
            rows[place] = min(row(of: place), max(0, selectableRows(of: place) - 1))
        }
    }
}
