import Entities
import UseCases

/// Words the answer to changing the wish list: adding a product, taking one out, or setting how many.
public struct WishListEditPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The message for `edit`, with the wish list's new size and total, and a warning when it is not yet safe.
    public func map(_ edit: WishListEdit) -> MessageViewModel {
        let name = edit.product.map { Quoted.name($0.name) } ?? "#\(edit.productID), \(LineText.noLongerSold),"
        let action = switch edit.kind {
        case .added: "Added \(name) to your wish list"
        case .removed: "Removed \(name) from your wish list"
        case let .quantitySet(quantity): "Set \(name) to \(quantity) on your wish list"
        }
        let how = edit.byEarlierAttempt ? ", by your earlier attempt" : ""
        let summary = switch edit.wishList {
        case let .refreshed(wishList): WishListSummary.text(of: wishList, money: money)
        case .failed: "the wish list could not be shown again just now"
        }
        return MessageViewModel(text: "\(action)\(how) (\(summary)).", warning: DurabilityText.warning(for: edit.durability))
    }
}

/// A wish list in a few words: `3 items, $442.50`, or `now empty`.
enum WishListSummary {
    static func text(of list: PricedWishList, money: MoneyFormatter) -> String {
        list.isEmpty ? "now empty" : "\(Plural.count(list.itemCount, "item")), \(money.string(for: list.total))"
    }
}
