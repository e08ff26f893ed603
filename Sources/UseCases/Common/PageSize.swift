/// How many things a page of a list holds: from 1 to 1,000, so that one page stays readable; 20 unless the customer
/// asks for another.
public struct PageSize: Equatable, Sendable {
    /// The sizes a page may have.
    public static let allowed = 1...1000
    /// The size of a page unless the customer asks for another.
    public static let standard = PageSize(allowedValue: 20)

    /// How many things the page holds; always within `allowed`.
    public let value: Int

    /// A page of `value` things, or nil when that is not an allowed size.
    public init?(_ value: Int) {
        guard Self.allowed.contains(value) else { return nil }
        self.init(allowedValue: value)
    }

    private init(allowedValue: Int) {
        value = allowedValue
    }
}
