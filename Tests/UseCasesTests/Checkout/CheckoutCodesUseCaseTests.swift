import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Codes at checkout, whatever they pay with: each kind's method registered with the checkout finds what a code names,
/// and the payments are applied in the order the methods were registered, each toward what is left to pay. A voucher
/// taking a fixed amount off stands in for a second kind, registered before the gift card.
@MainActor
final class CheckoutCodesUseCaseTests: XCTestCase {
    func test_codesOfTwoKinds_payInTheOrderTheirMethodsWereRegistered_eachTowardWhatIsLeft() async throws {
        let vouchers = VoucherMethodSpy(["TEN": 1_000])
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [vouchers])
        let confirmation = CheckoutConfirmationSpy(answer: true)

        await s.sut.checkout(codes: [card("FIFTY-7KQ2"), CheckoutCode(kind: VoucherMethodSpy.kind, text: "TEN")], confirmingWith: confirmation)

        let expected = [voucher("TEN", 1_000), Payment(kind: .giftCard, reference: "7KQ2", amount: dollars(cents: 5_000))]
        XCTAssertEqual(confirmation.questions.first?.payments.map(\.payment), expected)
        XCTAssertEqual(confirmation.questions.first?.toPay, dollars(cents: 450))
        XCTAssertEqual(s.store.orders.map(\.payments), [expected])
        XCTAssertEqual(s.store.orders.first?.toPay, dollars(cents: 450))
    }

    func test_aCodeOfAKind_isLookedUpByThatKindAlone() async {
        let vouchers = VoucherMethodSpy(["TEN": 1_000])
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [vouchers])

        let outcome = await s.sut.checkout(codes: [card("TEN")])

        XCTAssertEqual(outcome, .failed(.refused(.unknownGiftCard)))
        XCTAssertEqual(vouchers.lookedUp, [])
        XCTAssertEqual(s.giftCards.lookedUp, ["TEN"])
    }

    func test_aCodeOfNoKindTypedWhenAsked_isTriedByEachKindInTurn_andTheFirstThatKnowsItApplies() async throws {
        let vouchers = VoucherMethodSpy(["TEN": 1_000])
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [vouchers])
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "fifty-7kq2"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(vouchers.lookedUp, ["fifty-7kq2"])
        XCTAssertEqual(s.giftCards.lookedUp, ["fifty-7kq2"])
        XCTAssertEqual(s.store.orders.map { $0.payments.map(\.kind) }, [[.giftCard]])
    }

    func test_aCodeOfNoKindThatNoKindKnows_isSaidToBeNobodysCode_namingNoKind() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)), before: [VoucherMethodSpy([:])])
        let confirmation = CheckoutConfirmationSpy(answer: false)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "NOPE"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.unknownCode), "not the card's unknownGiftCard: it may be a voucher's")
    }

    func test_aCodeOfNoKindWithOneKindRegistered_isSaidByThatKind() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: false)
        confirmation.answers = [.apply(CheckoutCode(kind: nil, text: "NOPE"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.unknownGiftCard))
    }

    func test_aCodeOfAKindNoMethodTakes_isUnknown() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))

        let outcome = await s.sut.checkout(codes: [CheckoutCode(kind: PaymentKind("nothing"), text: "TEN")])

        XCTAssertEqual(outcome, .failed(.refused(.unknownCode)))
    }

    func test_aSecondCodeOfOneKind_takesThePlaceOfTheFirst() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(card("FIFTY-7KQ2")), .apply(card("HUNDRED-9ZZ1"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.payments.map(\.payment.reference), ["9ZZ1"])
        XCTAssertEqual(s.store.orders.map { $0.payments.map(\.reference) }, [["9ZZ1"]])
    }

    func test_aCodeThatCannotBeUsed_keepsThePaymentsAppliedBefore() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        confirmation.answers = [.apply(card("FIFTY-7KQ2")), .apply(card("NOPE"))]

        await s.sut.checkout(confirmingWith: confirmation)

        XCTAssertEqual(confirmation.questions.last?.codeProblem, .refused(.unknownGiftCard))
        XCTAssertEqual(s.store.orders.map { $0.payments.map(\.reference) }, [["7KQ2"]])
    }

    private func card(_ code: String) -> CheckoutCode {
        CheckoutCode(kind: .giftCard, text: code)
    }

    private func voucher(_ code: String, _ cents: Int) -> Payment {
        Payment(kind: VoucherMethodSpy.kind, reference: code, amount: dollars(cents: cents))
    }
}

/// A second way of paying, for the checkout's codes: vouchers taking a fixed amount off, at most what is left to pay;
/// records each code looked up.
@MainActor
private final class VoucherMethodSpy: CheckoutPaymentMethod {
    nonisolated static let kind = PaymentKind("voucher")
    private(set) var lookedUp: [String] = []
    private let vouchers: [String: Int]

    init(_ vouchers: [String: Int]) {
        self.vouchers = vouchers
    }

    nonisolated var kind: PaymentKind { Self.kind }

    func instrument(forCode code: String) async throws(ShopError) -> any PaymentInstrument {
        lookedUp.append(code)
        guard let cents = vouchers[code] else { throw .refused(.unknownCode) }
        return Voucher(code: code, amount: dollars(cents: cents))
    }

    private struct Voucher: PaymentInstrument {
        let code: String
        let amount: Money

        func payment(toward leftToPay: Money, of cart: Cart, in state: ShopState) throws(ShopError) -> PlannedPayment {
            PlannedPayment(Payment(kind: VoucherMethodSpy.kind, reference: code, amount: amount.minorUnits < leftToPay.minorUnits ? amount : leftToPay))
        }

        func record(_ payment: Payment, in state: inout ShopState) throws(ShopRuleViolation) {}
    }
}
