import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A shop's checkouts take turns: one started while another waits for the customer's answer is refused before it
/// reads or asks anything, and the first goes on as if it had not been tried.
@MainActor
final class OneCheckoutAtATimeUseCaseTests: XCTestCase {
    func test_checkout_isRefusedUnaskedWhileAnotherOfTheShopWaitsForItsAnswer() async throws {
        let checkouts = OneCheckoutAtATime()
        let first = makeCheckoutSUT(state: makeState(wishList: wished(1)), checkouts: checkouts)
        let second = makeCheckoutSUT(state: makeState(wishList: wished(1)), checkouts: checkouts)
        let customer = HeldCheckoutConfirmation()
        let firstCheckout = Task { await first.sut.checkout(confirmingWith: customer) }
        await customer.untilAsked()

        let outcome = await second.sut.checkout(confirmingWith: customer)

        XCTAssertEqual(outcome, .failed(.checkoutUnderWay))
        XCTAssertEqual(second.observer.states, [.loading, .failed(.checkoutUnderWay)])
        XCTAssertEqual(second.store.messages, [], "nothing read")
        XCTAssertEqual(customer.questions.count, 1, "asked once")
        customer.answer(.yes)
        let firstOutcome = await firstCheckout.value
        XCTAssertEqual(firstOutcome, .done)
        XCTAssertEqual(first.store.orders.count, 1)
    }

    func test_checkout_goesAheadOnceTheOneBeforeItEnded() async throws {
        let checkouts = OneCheckoutAtATime()
        let first = makeCheckoutSUT(state: makeState(wishList: wished(1)), checkouts: checkouts)
        let second = makeCheckoutSUT(state: makeState(wishList: wished(1)), checkouts: checkouts)
        await first.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: false))

        let outcome = await second.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: true))

        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(second.store.orders.count, 1)
    }

    func test_checkout_goesAheadOnceTheOneBeforeItFailed() async throws {
        let checkouts = OneCheckoutAtATime()
        let first = makeCheckoutSUT(checkouts: checkouts)
        let second = makeCheckoutSUT(state: makeState(wishList: wished(1)), checkouts: checkouts)
        await first.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: true))

        let outcome = await second.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: true))

        XCTAssertEqual(first.observer.states, [.loading, .failed(.refused(.cartIsEmpty))])
        XCTAssertEqual(outcome, .done)
    }
}
