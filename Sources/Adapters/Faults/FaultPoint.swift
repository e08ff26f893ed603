/// One data-layer operation a fault can be injected into, named as in a fault spec.
public enum FaultPoint: String, CaseIterable, Comparable, Sendable {
    case catalogue, product, wishlist, add, remove, quantity, cart, checkout, orders, rate, search, ratings, giftcard

    /// The names a spec accepts, `*` last, as listed in error messages.
    public static var validNames: String {
        allCases.map(\.rawValue).joined(separator: ", ") + " or *"
    }

    public static func < (lhs: FaultPoint, rhs: FaultPoint) -> Bool {
        // Declaration order is the order the shop reports points in.
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}
