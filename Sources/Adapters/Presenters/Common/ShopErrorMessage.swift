import Entities

/// The one-line wording of each shop error, as the customer reads it.
public enum ShopErrorMessage {
    /// The message for `error`: lower case first, no full stop, so it reads well after a `line 7:` prefix.
    /// Cleaned for the terminal, since it may quote a product's name or a file's path.
    public static func text(for error: ShopError) -> String {
        TerminalSafeText.clean(rawText(for: error))
    }

    private static func rawText(for error: ShopError) -> String {
        switch error {
        case let .productNotFound(id):
            "no product with id \(id)"
        case let .alreadyInWishList(product):
            "\(Quoted.name(product.name)) is already in your wish list"
        case let .notInWishList(id):
            "product \(id) is not in your wish list"
        case let .invalidRating(stars):
            "a rating has 1 to 5 stars, not \(stars)"
        case .cartIsEmpty:
            "your cart is empty: add products with \"add ID\" first"
        case let .outOfStock(products):
            outOfStock(products)
        case .amountTooLarge:
            "the total is too large to count"
        case .currencyMismatch:
            "prices in different currencies cannot be added up"
        case .noConnection:
            "no internet connection: check your connection and try again"
        case .timedOut:
            "the shop did not answer in time: try again"
        case .notFound:
            "the shop's data could not be found"
        case let .unreadableData(reason):
            "the shop's data could not be read: \(reason)"
        case let .notSaved(reason):
            "your change could not be saved: \(reason)"
        case .cancelled:
            "cancelled: nothing was changed"
        case let .noSuchPage(page, _) where page < 1:
            "this is the first page"
        case let .noSuchPage(page, pageCount):
            "there is no page \(page): the results fill \(Plural.count(pageCount, "page"))"
        }
    }

    private static func outOfStock(_ products: [Product]) -> String {
        let names = EnglishList.joined(products.map { Quoted.name($0.name) })
        let commands = EnglishList.joined(products.map { "\"remove \($0.id)\"" })
        let verb = products.count == 1 ? "is" : "are"
        let pronoun = products.count == 1 ? "it" : "them"
        return "\(names) \(verb) out of stock: remove \(pronoun) with \(commands), then check out again"
    }
}
