import Entities
import UseCases

/// The one table of the shop's refusals: for each `ShopRuleViolation`, its stable kind for scripts, its message (lower
/// case first, no full stop, so that it reads well after `line 7:`) and the way out of it, side by side. A new refusal
/// is one entry here; no view learns what a kind means.
struct ViolationTable {
    let money: MoneyFormatter

    func entry(for violation: ShopRuleViolation) -> ErrorViewModel {
        switch violation {
        case let .alreadyInWishList(product): refusal("already-in-wish-list", "\(Quoted.name(product.name)) is already in your wish list",
                                                      WayOut("type", [.changeQuantity(productID: product.id.description)], follow: " to wish for more of it"))
        case let .notInWishList(product): refusal("not-in-wish-list", "\(Quoted.name(product.name)) is not in your wish list")
        case let .notWished(id): refusal("not-in-wish-list", "no product with id \(id) is in your wish list")
        case let .noLongerSold(ids): refusal("no-longer-sold", "nothing in your cart can be bought: " + LineText.noLongerSold(ids), WayOut(
            "type", LineText.namesEach(ids.count) ? ids.map { .remove(productID: $0.description) } : [.removeProduct]
        ))
        case let .invalidRating(stars): refusal("invalid-rating", "a rating has \(StarsFormatter.allowedRange) stars, not \(stars)")
        case let .invalidQuantity(quantity): refusal("invalid-quantity", "a quantity is a whole number from 0, not \(quantity)")
        case let .negativePrice(price):
            refusal("negative-price", "a price is never below nothing, not \(price.minorUnits) \(price.currency.code) minor units")
        case .cartIsEmpty: refusal("cart-is-empty", "your cart is empty", WayOut("add products with", [.addProduct], follow: " first"))
        case let .outOfStock(products): refusal("out-of-stock", StockText.outOfStock(products.map(\.name)), WayOut(
            "remove \(products.count == 1 ? "it" : "them") with", products.map { .remove(productID: $0.id.description) }, follow: ", then check out again"
        ))
        case let .notEnoughStock(lines): refusal("not-enough-stock", EnglishList.joined(lines.map(StockText.shortfall)), notEnoughStock(lines))
        case .unknownCode: refusal("unknown-code", "nothing has that code")
        case .unknownGiftCard: refusal("unknown-gift-card", "no gift card with that code")
        case let .giftCardSpent(ending): refusal("gift-card-spent", "\(GiftCardText.spent(ending, startsSentence: false)): nothing is left on it")
        case let .belowMinimumOrder(minimum):
            refusal("below-minimum-order", "that code needs items of at least \(money.string(for: minimum)) before shipping")
        case .paymentsExceedTheTotal: refusal("payments-exceed-total", "payments cannot add up to more than the order")
        case .amountTooLarge: refusal("amount-too-large", "the total is too large to count")
        case .tooManyItems: refusal("too-many-items", "that makes more items than the shop can count")
        case .currencyMismatch: refusal("currency-mismatch", "prices in different currencies cannot be added up")
        case .noOrderNumbersLeft: refusal("no-order-numbers-left", "your change could not be saved: no order numbers are left")
        case let .invalidOrderNumber(number): refusal("invalid-order-number", "an order number is a whole number above 0, not \(number)")
        }
    }

    // Asking for what is left of each, or taking off what has none left.
    private func notEnoughStock(_ lines: [StockShortfall]) -> WayOut {
        let steps: [NextStep] = lines.map { line in
            line.product.isInStock
                ? .askForWhatIsLeft(productID: line.product.id.description, quantity: String(line.product.stock))
                : .remove(productID: line.product.id.description)
        }
        let asksForWhatIsLeft = lines.allSatisfy(\.product.isInStock)
        return WayOut(asksForWhatIsLeft ? "ask for what is left with" : "change your wish list with", steps)
    }

    private func refusal(_ kind: String, _ message: String, _ wayOut: WayOut? = nil) -> ErrorViewModel {
        ErrorViewModel(kind: kind, message: message, wayOut: wayOut)
    }
}
