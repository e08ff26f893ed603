/// The identity of a product in the catalogue: always a positive whole number.
public struct ProductID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number as written in the catalogue and typed at the prompt.
    public let rawValue: Int

    /// Creates an id, or nil when the number is not positive.
    public init?(_ rawValue: Int) {
        guard rawValue > 0 else { return nil }
        self.rawValue = rawValue
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: ProductID, rhs: ProductID) -> Bool { lhs.rawValue < rhs.rawValue }
}
