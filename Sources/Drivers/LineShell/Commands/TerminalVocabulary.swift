import Adapters

/// The words typed at Tasch's prompt for what the shop offers, as the command parser reads them: the line shell's
/// views quote them in their hints for the next steps the presenters offer.
struct TerminalVocabulary {
    /// The command that takes `step`: `show ID`, `next`, `remove 3`.
    func words(for step: NextStep) -> String {
        switch step {
        case .openProduct: "show ID"
        case .browseCatalogue: "catalogue"
        case .leaveSearch, .showEveryProduct: "catalogue all"
        case .nextPage: "next"
        case .previousPage: "prev"
        case .anyPage: "catalogue page N"
        case .anyPageOfOrders: "orders page N"
        case .search: "find TEXT"
        case .addProduct: "add ID"
        case .addShownProduct: "add"
        case .removeProduct: "remove ID"
        case .removeShownProduct: "remove"
        case .rateShownProduct: "rate N"
        case .setQuantity: "quantity ID N"
        case .setShownQuantity: "quantity N"
        case let .changeQuantity(productID): "quantity \(productID) N"
        case .back: "back"
        case .seeWishList: "wish"
        case .seeCart: "cart"
        case .checkOut: "checkout"
        case .seeOrders: "orders"
        case .openOrder: "order N"
        case let .remove(productID): "remove \(productID)"
        case let .askForWhatIsLeft(productID, quantity): "quantity \(productID) \(quantity)"
        }
    }

    /// The command for `step` in quotes, as a sentence quotes what to type: `"show ID"`.
    func quoted(_ step: NextStep) -> String {
        "\"\(words(for: step))\""
    }

    /// The command that shows every command: `help`.
    static let helpWords = "help"
}
