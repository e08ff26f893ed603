import Entities

/// The cart screen: what checking out buys, and what it costs.
public struct CartViewModel: Equatable, Sendable {
    /// One product in the cart, as many of it as are wished for.
    public struct Line: Equatable, Sendable {
        /// The product the line is, for a driver to act on.
        public let productID: ProductID
        public let id: String
        /// How many, when there are several: `2 ×`; nil for one.
        public let quantity: String?
        public let name: String
        /// What the line costs.
        public let price: String
        /// What to know about the line: `out of stock`, `only 1 left`, `was $189.00`.
        public let notes: [String]
    }

    public let title: String
    public let lines: [Line]
    /// The amounts under the lines: `Sub-total`, `Shipping`, `Total`.
    public let totals: [LabelledAmount]
    /// Said instead of lines and totals when the cart is empty: a clause the driver ends with how to fill it.
    public let emptyMessage: String?
    /// What keeps the cart from being bought, when something does, and the way out of it: the checkout's own refusal
    /// (`"Mug Set" is out of stock`, with taking it off), said before the customer tries.
    public let problem: ErrorViewModel?
    /// What can be done next: check out, or first what clears its way (the problem's steps), or fill an empty cart.
    public let nextSteps: [NextStep]

    /// Whether checking out is offered: nothing stands in its way.
    public var offersCheckout: Bool { nextSteps.contains(.checkOut) }

    /// The line to mend first when something keeps the cart from being bought (its index in `lines`): the one the
    /// problem's way out acts on first, where a driver opens the cart; nil when no line is named.
    public var lineToMend: Int? {
        guard let named = problem?.nextSteps.lazy.compactMap(\.productID).first else { return nil }
        return lines.firstIndex { $0.id == named }
    }
}
