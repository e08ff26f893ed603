import Entities

/// What shipping costs, in words, wherever the shop mentions it: `free` when it costs nothing, else the amount. The
/// amount itself is the shipping rule's (`Cart.shipping(for:in:)`), recorded on each order.
struct ShippingText {
    let money: MoneyFormatter

    /// `free`, or the amount: `$5.00`.
    func amount(_ shipping: Money) -> String {
        shipping.isZero ? "free" : money.string(for: shipping)
    }

    /// The product page's line: `Free worldwide shipping`, or `Shipping $5.00`.
    func forOne(_ shipping: Money) -> String {
        shipping.isZero ? "Free worldwide shipping" : "Shipping \(money.string(for: shipping))"
    }

    /// A receipt's sentence: `Shipping is free.`, or `Shipping was $5.00.` for an order seen again.
    func sentence(_ shipping: Money, past: Bool = false) -> String {
        "Shipping \(past ? "was" : "is") \(amount(shipping))."
    }
}
