import Entities
import UseCases

/// Words each shop error as the customer reads it, with the next steps that would put it right where that is
/// something the customer does; each driver words those steps its own way.
public struct ShopErrorPresenter: Sendable {
    private let money: MoneyFormatter

    /// A presenter writing amounts with `money`.
    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The error's view model: its stable kind, its message, lower case first with no full stop so that it reads well
    /// after a `line 7:` prefix, cleaned for the terminal, since it may quote a product's name or a file's path; and
    /// what would put it right.
    public func map(_ error: ShopError) -> ErrorViewModel {
        ErrorViewModel(kind: ShopErrorKind.name(of: error), message: TerminalSafeText.clean(text(for: error)), nextSteps: nextSteps(for: error))
    }

    private func text(for error: ShopError) -> String {
        switch error {
        case let .refused(violation): text(for: violation)
        case let .productNotFound(id): "no product with id \(id)"
        case let .orderNotFound(number): "no order #\(number)"
        case let .noSuchPage(page, _) where page < Paging.firstPage: "this is the first page"
        case let .noSuchPage(page, pageCount): "there is no page \(Plural.grouped(page)): the results fill \(Plural.count(pageCount, "page"))"
        case let .dataAccess(failure): Self.text(for: failure)
        case let .notRefreshed(reason): "what you did was saved, but the screen could not be shown again: \(text(for: reason))"
        case .checkoutUnderWay: "another checkout is under way: one order is placed at a time"
        }
    }

    private func text(for violation: ShopRuleViolation) -> String {
        switch violation {
        case let .alreadyInWishList(product): "\(Quoted.name(product.name)) is already in your wish list"
        case let .notInWishList(product): "\(Quoted.name(product.name)) is not in your wish list"
        case let .notWished(id): "no product with id \(id) is in your wish list"
        case .unknownGiftCard: "no gift card with that code"
        case .unknownCode: "nothing has that code"
        case let .giftCardSpent(ending): "\(GiftCardText.spent(ending, startsSentence: false)): nothing is left on it"
        case .paymentsExceedTheTotal: "payments cannot add up to more than the order"
        case let .noLongerSold(ids): "nothing in your cart can be bought: " + LineText.noLongerSold(ids)
        case let .invalidRating(stars): "a rating has \(StarsFormatter.allowedRange) stars, not \(stars)"
        case let .invalidQuantity(quantity): "a quantity is a whole number from 0, not \(quantity)"
        case .cartIsEmpty: "your cart is empty"
        case let .outOfStock(products):
            "\(EnglishList.joined(products.map { Quoted.name($0.name) })) \(products.count == 1 ? "is" : "are") out of stock"
        case let .notEnoughStock(lines): notEnoughStock(lines)
        case .amountTooLarge: "the total is too large to count"
        case .currencyMismatch: "prices in different currencies cannot be added up"
        case .noOrderNumbersLeft: "your change could not be saved: no order numbers are left"
        case let .negativePrice(price): "a price is never below nothing, not \(price.minorUnits) \(price.currency.code) minor units"
        case .tooManyItems: "that makes more items than the shop can count"
        case let .invalidOrderNumber(number): "an order number is a whole number above 0, not \(number)"
        }
    }

    private static func text(for failure: DataAccessError) -> String {
        switch failure {
        case .unavailable: "no internet connection: check your connection and try again"
        case .timedOut: "the shop did not answer in time: try again"
        case .notFound: "the shop's data could not be found"
        case let .damaged(reason): "the shop's data could not be read: \(reason)"
        case let .notSaved(reason): "your change could not be saved: \(reason)"
        case let .busy(reason): "nothing was changed: \(reason); try again in a moment"
        case .cancelled: "cancelled: nothing was changed"
        }
    }

    // Each line says how many are left against how many were asked for.
    private func notEnoughStock(_ lines: [StockShortfall]) -> String {
        EnglishList.joined(lines.map { line in
            let name = Quoted.name(line.product.name)
            return line.product.isInStock ? "\(name) has only \(line.product.stock) left, not \(line.quantity)" : "\(name) is out of stock"
        })
    }

    private func nextSteps(for error: ShopError) -> [NextStep] {
        switch error {
        case .orderNotFound: [.seeOrders]
        case let .refused(.alreadyInWishList(product)): [.changeQuantity(productID: product.id.description)]
        case .refused(.cartIsEmpty): [.addProduct]
        // One step for each product the message names; when it only counts some, the way to take off any of them.
        case let .refused(.noLongerSold(ids)): LineText.namesEach(ids.count) ? ids.map { .remove(productID: $0.description) } : [.removeProduct]
        case let .refused(.outOfStock(products)): products.map { .remove(productID: $0.id.description) }
        // Asking for what is left, or taking off what has none left.
        case let .refused(.notEnoughStock(lines)): lines.map { line in
            line.product.isInStock
                ? .askForWhatIsLeft(productID: line.product.id.description, quantity: String(line.product.stock))
                : .remove(productID: line.product.id.description)
        }
        default: []
        }
    }
}
