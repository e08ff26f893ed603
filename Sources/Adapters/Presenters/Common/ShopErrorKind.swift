import Entities

/// Stable names of shop errors for scripts: they never change with the wording of the messages.
public enum ShopErrorKind {
    /// The kind of `error`, in kebab case: `product-not-found`, `out-of-stock`.
    public static func name(of error: ShopError) -> String {
        switch error {
        case .productNotFound: "product-not-found"
        case .alreadyInWishList: "already-in-wish-list"
        case .notInWishList: "not-in-wish-list"
        case .invalidRating: "invalid-rating"
        case .cartIsEmpty: "cart-is-empty"
        case .outOfStock: "out-of-stock"
        case .amountTooLarge: "amount-too-large"
        case .currencyMismatch: "currency-mismatch"
        case .noConnection: "no-internet"
        case .timedOut: "timeout"
        case .notFound: "not-found"
        case .unreadableData: "unreadable-data"
        case .notSaved: "not-saved"
        case .cancelled: "cancelled"
        case .noSuchPage: "no-such-page"
        }
    }
}
