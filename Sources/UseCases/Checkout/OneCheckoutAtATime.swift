/// One checkout at a time in a shop: a checkout started while another is under way (Enter pressed again while the
/// first waits for its answer, a retry meanwhile) is refused before it reads or asks anything, so that the customer is
/// asked one question at a time and every answer reaches the checkout that asked it. Every checkout interactor of one
/// shop shares it.
@MainActor
public final class OneCheckoutAtATime {
    private var isUnderWay = false

    public init() {}

    /// Takes the turn for a checkout; refused while another checkout holds it.
    func begin() throws(ShopError) {
        guard !isUnderWay else { throw .checkoutUnderWay }
        isUnderWay = true
    }

    /// Gives the turn back once the checkout that took it has ended, however it ended.
    func end() {
        isUnderWay = false
    }
}
