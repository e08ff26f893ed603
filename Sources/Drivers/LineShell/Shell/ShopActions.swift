import Entities
import UseCases

/// The things a customer does that change the shop, each answered on the terminal and said how it ended.
@MainActor
public protocol ShopActions: AnyObject {
    /// Puts the product with `id` on the wish list.
    func add(_ id: ProductID) async -> Outcome
    /// Takes the product with `id` off the wish list.
    func remove(_ id: ProductID) async -> Outcome
    /// Wishes for `quantity` of the product with `id`; 0 takes it off the wish list.
    func setQuantity(of id: ProductID, to quantity: Int) async -> Outcome
    /// Gives the product with `id` this many stars.
    func rate(_ id: ProductID, stars: Int) async -> Outcome
    /// Places the order for the cart, first asking the customer about a cart that may be bought when `asking`; what
    /// `codes` name pays what it can.
    func checkout(asking: Bool, codes: [CheckoutCode]) async -> Outcome
}
