/// The order numbers' rule, written once: an order is numbered above every order placed before it, so that numbers
/// ascend in the order the orders were placed and none is given twice. A store holds every change to it before saving
/// (`ShopTransaction.requireOrderNumbers()`), and a reader of saved orders holds the orders it reads to it.
public enum OrderNumbering {
    /// Refuses an order numbered `number` unless it is above `last`, the number of the order placed before it; any
    /// number may be the first's (`last` nil).
    public static func requireOrder(numbered number: Int, after last: Int?) throws(OrderNumberingViolation) {
        if let last, number <= last { throw .notAboveTheLast(order: number, last: last) }
    }
}
