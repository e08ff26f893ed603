import Entities
import TaschTestSupport
import UseCases
import XCTest

/// Checkout asked again after its answer was lost: the order the lost attempt placed is found, never placed twice.
@MainActor
final class RetryCheckoutUseCaseTests: XCTestCase {
    func test_checkout_afterAnAnswerWasLostFindsTheOrderTheEarlierAttemptPlacedAndPlacesNoOther() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        let confirmation = CheckoutConfirmationSpy(answer: true)
        s.store.losesNextAnswer = true

        let lost = await s.sut.checkout()
        let again = await s.sut.checkout(confirmingWith: confirmation)

        let order = try XCTUnwrap(s.store.orders.first)
        XCTAssertEqual(lost, .failed(.dataAccess(.timedOut)))
        XCTAssertEqual(again, .done)
        XCTAssertEqual(s.store.orders.count, 1)
        XCTAssertEqual(order.checkoutKey, "key-1")
        XCTAssertEqual(s.store.messages, [.read, .update(ordersFrom: nil), .read, .ordersNumberedFrom(1001)])
        XCTAssertEqual(confirmation.askedAbout, [], "nothing to ask: the order is placed")
        XCTAssertEqual(s.observer.states.suffix(2), [.loading, .loaded(.placedEarlier(order))])
        XCTAssertEqual(s.changes.changes, [.refreshed(makeWishList([]))])
    }

    func test_checkout_afterAnAnswerWasLostLooksOnlyAtTheOrdersPlacedSinceTheAttemptBegan() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1), nextOrderNumber: 2001))
        s.store.updateError = .timedOut
        await s.sut.checkout()
        s.store.updateError = nil

        await s.sut.checkout()

        XCTAssertEqual(s.store.messages.suffix(3), [.read, .ordersNumberedFrom(2001), .update(ordersFrom: 2001)])
    }

    func test_checkout_afterAnAnswerWasLostPlacesTheOrderUnderTheSameKeyWhenTheEarlierAttemptDidNot() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .timedOut
        await s.sut.checkout()
        s.store.updateError = nil

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders.map(\.checkoutKey), ["key-1"])
        XCTAssertEqual(s.keys.given, 1)
    }

    func test_checkout_takesANewKeyForEachCheckoutThatWasAnswered() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        await s.sut.checkout()
        s.store.state.wishList = wished(3)

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders.map(\.checkoutKey), ["key-1", "key-2"])
        XCTAssertEqual(s.keys.given, 2)
    }

    func test_checkout_findsInItsTransactionAnOrderItsKeyPlacedAfterItLooked() async {
        let late = placedOrder(1001, [boughtLine(1, cents: 6450)], totalCents: 6450)
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .timedOut
        await s.sut.checkout()
        s.store.updateError = nil
        s.store.changedElsewhere = { [store = s.store] state in
            store.orders.append(late)
            state = makeState(nextOrderNumber: 1002)
        }

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders, [late])
        XCTAssertEqual(s.observer.states.last, .loaded(.placedEarlier(late)))
    }

    func test_checkout_keepsTheLostAttemptsKeyThroughAFailureOfAnotherKindAndFindsItsOrder() async throws {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.losesNextAnswer = true
        await s.sut.checkout()
        s.store.readError = .unavailable
        await s.sut.checkout()
        s.store.readError = nil
        s.store.state.wishList = wished(1)

        let outcome = await s.sut.checkout()

        let order = try XCTUnwrap(s.store.orders.first)
        XCTAssertEqual(outcome, .done)
        XCTAssertEqual(s.store.orders.count, 1, "the Market Tote is ordered once")
        XCTAssertEqual(s.observer.states.last, .loaded(.placedEarlier(order)))
    }

    func test_checkout_forgetsTheKeyOnceACheckoutUnderItWasDeclined() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .timedOut
        await s.sut.checkout()
        s.store.updateError = nil
        await s.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: false))

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders.map(\.checkoutKey), ["key-2"])
    }

    func test_checkout_forgetsTheKeyOnceACheckoutUnderItWasRefused() async {
        let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
        s.store.updateError = .timedOut
        await s.sut.checkout()
        s.store.updateError = nil
        s.store.state.wishList = WishList()
        await s.sut.checkout()
        s.store.state.wishList = wished(1)

        await s.sut.checkout()

        XCTAssertEqual(s.store.orders.map(\.checkoutKey), ["key-2"])
    }

    /// Every sequence of up to three attempts that lose their answer (with the order placed or not), fail another way,
    /// are declined or refused, then a checkout that goes through: an order is placed only while no order placed by a
    /// lost answer is unreported, the last checkout reports any such order, and no key places two orders.
    func test_checkout_neverOrdersTwiceWhateverTheAttemptsBeforeItDid() async {
        for events in Self.sequences(upTo: 3) {
            let s = makeCheckoutSUT(state: makeState(wishList: wished(1)))
            var unreported = false
            for event in events + [.goThrough] {
                let ordersBefore = s.store.orders.count
                let result = await attempt(event, on: s)
                let placedNow = s.store.orders.count > ordersBefore
                if case .placed = result { XCTAssertFalse(unreported, "placed another order while one was unreported: \(events)") }
                if case .placedEarlier = result { unreported = false }
                if placedNow, result == nil { unreported = true }
            }
            XCTAssertFalse(unreported, "the order a lost answer placed was never reported: \(events)")
            XCTAssertEqual(Set(s.store.orders.compactMap(\.checkoutKey)).count, s.store.orders.count, "\(events)")
        }
    }

    private enum Attempt: CaseIterable {
        case loseAfterPlacing, loseBeforePlacing, failToRead, decline, refuse
        case goThrough
    }

    private static func sequences(upTo length: Int) -> [[Attempt]] {
        let kinds = Attempt.allCases.filter { $0 != .goThrough }
        var all: [[Attempt]] = [[]], last: [[Attempt]] = [[]]
        for _ in 0..<length {
            last = last.flatMap { prefix in kinds.map { prefix + [$0] } }
            all += last
        }
        return all
    }

    /// Runs one checkout after arranging `event`; the result when it was answered, nil when its answer was lost.
    private func attempt(_ event: Attempt, on s: CheckoutSUT) async -> CheckoutResult? {
        s.store.state.wishList = event == .refuse ? WishList() : wished(1)
        switch event {
        case .loseAfterPlacing: s.store.losesNextAnswer = true
        case .loseBeforePlacing: s.store.updateError = .timedOut
        case .failToRead: s.store.readError = .unavailable
        case .decline, .refuse, .goThrough: break
        }
        await s.sut.checkout(confirmingWith: CheckoutConfirmationSpy(answer: event != .decline))
        (s.store.updateError, s.store.readError, s.store.losesNextAnswer) = (nil, nil, false)
        switch s.observer.states.last {
        case let .loaded(result): return result
        case .failed(.dataAccess(.timedOut)): return nil
        default: return .declined
        }
    }
}
