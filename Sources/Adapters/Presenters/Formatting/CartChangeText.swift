import Entities

/// Says how a cart changed after the customer was asked about it, and what it is now:
/// `nothing was ordered: your cart changed while you decided: "Market Tote" is now 3, not 1; it is now 3 items, $193.50 in all`.
struct CartChangeText {
    let money: MoneyFormatter

    /// The refusal of a checkout whose cart showed `changes` and is `now`.
    func refusal(_ changes: [CartChange], now: Cart) -> String {
        let how = changes.isEmpty ? "" : ": " + EnglishList.joined(changes.map(text))
        return "nothing was ordered: your cart changed while you decided\(how); it is now "
            + "\(Plural.count(now.itemCount, "item")), \(money.string(for: now.total)) in all"
    }

    private func text(_ change: CartChange) -> String {
        switch change {
        case let .added(line): "\(Quoted.name(line.product.name)) was added"
        case let .gone(line): "\(Quoted.name(line.product.name)) is gone"
        case let .quantity(line, was): "\(Quoted.name(line.product.name)) is now \(line.quantity), not \(was)"
        case let .price(line, was): "\(Quoted.name(line.product.name)) now costs \(money.string(for: line.product.price)), not \(money.string(for: was))"
        }
    }
}
