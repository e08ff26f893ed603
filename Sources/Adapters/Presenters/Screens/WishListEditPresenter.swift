import Entities
import UseCases

/// Words the answer to adding a product to the wish list or taking one out.
public struct WishListEditPresenter: Sendable {
    private let money: MoneyFormatter

    public init(money: MoneyFormatter) {
        self.money = money
    }

    /// The message for `edit`, with the wish list's new size and total.
    public func map(_ edit: WishListEdit) -> MessageViewModel {
        let name = Quoted.name(edit.product.name)
        let action = switch edit.kind {
        case .added: "Added \(name) to your wish list"
        case .removed: "Removed \(name) from your wish list"
        }
        let list = edit.wishList
        let summary = list.isEmpty ? "now empty" : "\(Plural.count(list.items.count, "item")), \(money.string(for: list.total))"
        return MessageViewModel(text: "\(action) (\(summary)).")
    }
}
