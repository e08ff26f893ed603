/// How a change broke the order numbers' rule (`ShopTransaction.requireOrderNumbers()`); a store saves nothing of it.
public enum OrderNumberingViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// An order placed is numbered `order`, not above `last`, the number of the last order placed before it.
    case notAboveTheLast(order: Int, last: Int)
    /// The state's next number, `next`, is not above `last`, the number of the last order placed.
    case nextNotAboveTheLast(next: Int, last: Int)

    public var description: String {
        switch self {
        case let .notAboveTheLast(order, last):
            "order #\(order) is not above #\(last), the last order placed: order numbers ascend"
        case let .nextNotAboveTheLast(next, last):
            "the next order number, \(next), is not above #\(last), the last order placed: the next order would take a number in use"
        }
    }
}
