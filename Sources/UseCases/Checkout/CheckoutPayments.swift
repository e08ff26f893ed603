import Entities

/// The payment methods registered with the checkout, in the order they pay, and the instruments the codes given so far
/// named, one a kind: the checkout's one place for what a code does to an order.
struct CheckoutPayments: Sendable {
    private let methods: [any CheckoutPaymentMethod]
    /// The instruments applied, by their method's place among `methods`.
    private var applied: [Int: any PaymentInstrument] = [:]

    init(methods: [any CheckoutPaymentMethod]) {
        self.methods = methods
    }

    /// These payments with what `code` names applied, in place of what a code of its kind named before. A code of no
    /// kind is tried by each method in turn, and applies what the first that knows it names; when none does, the first
    /// refusal that says more than that nothing has the code is said (a spent card); else, tried by one method, its
    /// refusal, and by several, `unknownCode`, naming no kind (it may have been any).
    func applying(_ code: CheckoutCode) async throws(ShopError) -> CheckoutPayments {
        var refusals: [ShopRuleViolation] = []
        for index in methods.indices where code.kind == nil || methods[index].kind == code.kind {
            do {
                var applying = self
                applying.applied[index] = try await methods[index].instrument(forCode: code.text)
                return applying
            } catch let .refused(violation) {
                refusals.append(violation)
            }
        }
        let said = refusals.first { !$0.saysOnlyThatNothingHasTheCode } ?? (refusals.count == 1 ? refusals[0] : .unknownCode)
        throw .refused(said)
    }

    /// What the instruments applied pay toward `cart`, as `state` has their balances, each toward what those before it
    /// left to pay; refused when one can pay nothing.
    func planned(toward cart: Cart, in state: ShopState) throws(ShopError) -> [PlannedPayment] {
        var planned: [PlannedPayment] = []
        for (_, instrument) in inOrder {
            planned.append(try instrument.payment(toward: try Self.leftToPay(of: cart, after: planned), of: cart, in: state))
        }
        return planned
    }

    /// These payments without the instruments that can pay nothing toward `cart` as `state` has them (a card spent
    /// meanwhile), what the rest pay, and why the first left out was.
    func keepingWhatCanPay(toward cart: Cart, in state: ShopState) -> (kept: CheckoutPayments, planned: [PlannedPayment], refusal: ShopError?) {
        var kept = self, planned: [PlannedPayment] = [], refusal: ShopError?
        for (index, instrument) in inOrder {
            do throws(ShopError) {
                planned.append(try instrument.payment(toward: try Self.leftToPay(of: cart, after: planned), of: cart, in: state))
            } catch {
                kept.applied[index] = nil
                refusal = refusal ?? error
            }
        }
        return (kept, planned, refusal)
    }

    /// Records each of `payments`, as `planned(toward:in:)` gave them, with the instrument that makes it.
    func record(_ payments: [Payment], in state: inout ShopState) throws(ShopRuleViolation) {
        for ((_, instrument), payment) in zip(inOrder, payments) {
            try instrument.record(payment, in: &state)
        }
    }

    private var inOrder: [(key: Int, value: any PaymentInstrument)] {
        applied.sorted { $0.key < $1.key }
    }

    private static func leftToPay(of cart: Cart, after planned: [PlannedPayment]) throws(ShopError) -> Money {
        do {
            return try Payment.leftToPay(of: cart.total, after: planned.map(\.payment))
        } catch {
            throw .refused(error)
        }
    }
}
