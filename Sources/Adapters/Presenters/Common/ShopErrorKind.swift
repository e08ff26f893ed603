import Entities
import UseCases

/// Stable names of shop errors for scripts: they never change with the wording of the messages.
public enum ShopErrorKind {
    /// The kind of `error`, in kebab case: `product-not-found`, `out-of-stock`.
    public static func name(of error: ShopError) -> String {
        switch error {
        case let .refused(violation): name(of: violation)
        case .productNotFound: "product-not-found"
        case .orderNotFound: "order-not-found"
        case .noSuchPage: "no-such-page"
        case let .dataAccess(failure): name(of: failure)
        case .notRefreshed: "not-refreshed"
        case .checkoutUnderWay: "checkout-under-way"
        }
    }

    private static func name(of violation: ShopRuleViolation) -> String {
        switch violation {
        case .alreadyInWishList: "already-in-wish-list"
        case .notInWishList, .notWished: "not-in-wish-list"
        case .noLongerSold: "no-longer-sold"
        case .unknownGiftCard: "unknown-gift-card"
        case .giftCardSpent: "gift-card-spent"
        case .unknownCode: "unknown-code"
        case .paymentsExceedTheTotal: "payments-exceed-total"
        case .invalidRating: "invalid-rating"
        case .invalidQuantity: "invalid-quantity"
        case .cartIsEmpty: "cart-is-empty"
        case .outOfStock: "out-of-stock"
        case .notEnoughStock: "not-enough-stock"
        case .amountTooLarge: "amount-too-large"
        case .currencyMismatch: "currency-mismatch"
        case .noOrderNumbersLeft: "no-order-numbers-left"
        case .negativePrice: "negative-price"
        case .tooManyItems: "too-many-items"
        case .invalidOrderNumber: "invalid-order-number"
        }
    }

    private static func name(of failure: DataAccessError) -> String {
        switch failure {
        case .unavailable: "no-internet"
        case .timedOut: "timeout"
        case .notFound: "not-found"
        case .damaged: "unreadable-data"
        case .notSaved: "not-saved"
        case .busy: "busy"
        case .cancelled: "cancelled"
        }
    }
}
