import Adapters

/// How the full screen words the next steps the presenters offer, and its own keys: as the key to press, in short,
/// for the status line and the detail; and in full, for the `?` overlay.
struct ScreenHints {
    let style: ScreenStyle

    /// The key for `step` and what it does: `a add to wish list`; nil for a step no key takes here.
    func hint(for step: NextStep) -> String? {
        switch step {
        case .openProduct: "\(style.enter) open"
        case .browseCatalogue: "g catalogue"
        case .nextPage: "PgDn next page"
        case .previousPage: "PgUp previous page"
        case .anyPage, .anyPageOfOrders: "Home/End first/last page"
        case .leaveSearch: "Esc leaves the search"
        case .showEveryProduct: "Esc shows every product"
        case .search: "/ search"
        case .addProduct, .addShownProduct: "a add to wish list"
        case .removeProduct, .removeShownProduct: "a take off wish list"
        case .rateShownProduct: "\(StarsFormatter.allowedSpan) rate"
        case .setQuantity, .setShownQuantity: "+/- how many"
        case .back: "Esc back"
        case .seeWishList: "w wish list"
        case .seeCart: "c cart"
        case .checkOut: "\(style.enter) on Check out"
        case .seeOrders: "o orders"
        case .openOrder: "\(style.enter) receipt"
        case let .remove(productID): "a on #\(productID) takes it off"
        case let .changeQuantity(productID): "+ on #\(productID) wishes for more"
        case let .askForWhatIsLeft(productID, quantity): "- on #\(productID) asks for \(quantity)"
        }
    }

    /// The hints for `steps`, joined as the status line and the detail show them.
    func line(_ steps: [NextStep]) -> String {
        steps.compactMap(hint).joined(separator: "  ")
    }

    /// The status line's hint for `step`, as much as it matters there: the keys that act on what is selected most,
    /// paging and the other lists less; nil for a step no key takes here.
    func statusHint(for step: NextStep) -> StatusHint? {
        // The way back from a page in the list's place stays at every width, as help and quit do.
        let importance: StatusHint.Importance = switch step {
        case .back: .always
        case .openProduct, .openOrder, .checkOut, .addProduct, .addShownProduct, .removeProduct, .removeShownProduct, .leaveSearch,
             .showEveryProduct, .remove, .changeQuantity, .askForWhatIsLeft: .high
        case .setQuantity, .setShownQuantity, .rateShownProduct, .nextPage, .previousPage, .search, .browseCatalogue, .seeWishList, .seeCart: .medium
        case .anyPage, .anyPageOfOrders, .seeOrders: .low
        }
        let shorter: String? = switch step {
        case .addProduct, .addShownProduct: "a wish"
        case .removeProduct, .removeShownProduct: "a take off"
        default: nil
        }
        return hint(for: step).map { StatusHint($0, importance, shorter: shorter) }
    }

    /// The keys on every list, after those the list's own steps give: help and quit last, never dropped.
    var everywhere: [StatusHint] {
        [StatusHint("\(style.upDown) move", .low), StatusHint("w wish list", .medium), StatusHint("c cart", .high), StatusHint("o orders", .low)]
            + helpAndQuit
    }

    /// How the faults' banner says to retry what failed, and go on.
    var retryToGoOn: String { "press r" }

    /// The ways to help and out, which every view but a search keeps in its status line.
    var helpAndQuit: [StatusHint] {
        [StatusHint("? help", .always), StatusHint("q quit", .always)]
    }

    /// Every key, as the `?` overlay lists them.
    var all: [(keys: String, what: String)] {
        [
            ("\(style.upDown) j k", "move"), ("PgUp PgDn", "a page up or down; scroll a product's page"), ("J K", "scroll the product's page beside the list"), ("Home End", "the first or last"),
            (style.enter, "open the product or order; check out"), ("Esc Backspace", "back"),
            ("/", "search as you type"), ("s", "sort by name, price up, price down, rating"), ("i", "in stock only, or all"),
            ("a", "add to or take off the wish list"), ("+ -", "one more, one fewer"), (StarsFormatter.allowedSpan, "rate"),
            ("g w o", "catalogue, wish list, orders"), ("c", "the cart, on Check out when it can be bought"), ("r", "retry what failed"),
            ("Ctrl-C", "cancel a slow call; else ask to quit"), ("Ctrl-Z Ctrl-L", "suspend; draw the screen again"), ("q", "quit"),
        ]
    }
}
