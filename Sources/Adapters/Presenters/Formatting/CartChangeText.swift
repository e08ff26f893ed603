import Entities

/// Says how a cart changed after the customer said yes to it, so that nothing was ordered and they are asked again:
/// `nothing was ordered: your cart changed while you decided: "Market Tote" is now 3, not 1`.
struct CartChangeText {
    let money: MoneyFormatter

    /// Why the customer is asked again about a cart that shows `changes` since their yes.
    func refusal(_ changes: [CartChange]) -> String {
        let how = changes.isEmpty ? "" : ": " + EnglishList.joined(changes.map(text))
        return "nothing was ordered: your cart changed while you decided\(how)"
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
