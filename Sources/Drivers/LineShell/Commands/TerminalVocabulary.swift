import Adapters

/// The words typed at Tasch's prompt for what the shop offers, made of the command table's own words (its commands'
/// names, options and placeholders), so that a renamed command renames its hints: the line shell's views quote them in
/// their hints for the next steps the presenters offer.
struct TerminalVocabulary {
    /// The command that takes `step`: `show ID`, `next`, `remove 3`.
    func words(for step: NextStep) -> String {
        switch step {
        case .openProduct: phrase(BrowseCommands.show, id)
        case .browseCatalogue: phrase(BrowseCommands.catalogue)
        case .leaveSearch, .showEveryProduct: phrase(BrowseCommands.catalogue, CatalogueChange.Options.all.label)
        case .nextPage: phrase(BrowseCommands.next)
        case .previousPage: phrase(BrowseCommands.previous)
        case .anyPage: phrase(BrowseCommands.catalogue, CatalogueChange.Options.page.label)
        case .anyPageOfOrders: phrase(OrderCommands.orders, CatalogueChange.Options.page.label)
        case .search: BrowseCommands.find.usage
        case .addProduct: phrase(WishListCommands.add, id)
        case .addShownProduct: phrase(WishListCommands.add)
        case .removeProduct: phrase(WishListCommands.remove, id)
        case .removeShownProduct: phrase(WishListCommands.remove)
        case .rateShownProduct: phrase(WishListCommands.rate, ArgumentKind.stars.placeholder)
        case .setQuantity: phrase(WishListCommands.quantity, id, count)
        case .setShownQuantity: phrase(WishListCommands.quantity, count)
        case let .changeQuantity(productID): phrase(WishListCommands.quantity, productID, count)
        case .back: phrase(BrowseCommands.back)
        case .seeWishList: phrase(WishListCommands.wish)
        case .seeCart: phrase(CartCommands.cart)
        case .checkOut: phrase(CartCommands.checkout)
        case .seeOrders: phrase(OrderCommands.orders)
        case .openOrder: phrase(OrderCommands.order, ArgumentKind.orderNumber.placeholder)
        case let .remove(productID): phrase(WishListCommands.remove, productID)
        case let .askForWhatIsLeft(productID, quantity): phrase(WishListCommands.quantity, productID, quantity)
        }
    }

    /// The command for `step` in quotes, as a sentence quotes what to type: `"show ID"`.
    func quoted(_ step: NextStep) -> String {
        "\"\(words(for: step))\""
    }

    /// The command that shows every command: `help`.
    static var helpWords: String { SessionCommands.help.name }

    private var id: String { ArgumentKind.productID.placeholder }
    private var count: String { ArgumentKind.quantity.placeholder }

    private func phrase(_ command: CommandEntry, _ words: String...) -> String {
        ([command.name] + words).joined(separator: " ")
    }
}
