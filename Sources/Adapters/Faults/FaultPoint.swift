/// One data-layer operation a fault can be injected into, named as in a fault spec. The shop's own points are listed
/// here (`shopPoints`); a feature declares its own beside its port (`FaultPoint("giftcard")`), and the composition
/// lists every point the shop registers, which the spec, the injector's reports and the `fault` commands read.
public struct FaultPoint: Hashable, Sendable, CustomStringConvertible {
    /// The point's name in a spec: one lower-case word.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public var description: String { name }

    public static let catalogue = FaultPoint("catalogue")
    public static let product = FaultPoint("product")
    public static let wishlist = FaultPoint("wishlist")
    public static let add = FaultPoint("add")
    public static let remove = FaultPoint("remove")
    public static let quantity = FaultPoint("quantity")
    public static let cart = FaultPoint("cart")
    public static let checkout = FaultPoint("checkout")
    public static let orders = FaultPoint("orders")
    public static let rate = FaultPoint("rate")
    public static let search = FaultPoint("search")
    public static let ratings = FaultPoint("ratings")

    /// The points of the shop's own two ports, in the order the shop reports them; features' points come after.
    public static let shopPoints: [FaultPoint] = [
        catalogue, product, wishlist, add, remove, quantity, cart, checkout, orders, rate, search, ratings,
    ]

    /// The names a spec accepts among `points`, `*` last, as listed in error messages.
    public static func validNames(among points: [FaultPoint]) -> String {
        points.map(\.name).joined(separator: ", ") + " or *"
    }

    /// The point of `points` that `name` names, ignoring case.
    public static func named(_ name: String, among points: [FaultPoint]) -> FaultPoint? {
        let name = name.lowercased()
        return points.first { $0.name == name }
    }
}
