import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// What failed is a notice under the list that `r` retries; a slow request turns a spinner; Ctrl-C cancels what is
/// under way, and with nothing under way asks before leaving.
final class FaultsOnTheScreenTests: XCTestCase {
    private let timeout = ErrorViewModel(kind: "timeout", message: "the shop did not answer in time: try again")

    func test_theFaultsBanner_standsAboveTheNoticeUntilTheFirstKey() {
        var sut = openScreen(columns: 40, rows: 10)
        let failed = request(in: sut.press(.text("a")), for: .change)!
        _ = sut.update(.failed(failed, timeout))
        _ = sut.update(.faultsAreOn("Faults are on: add=1*fail(timeout)."))

        let shown = ScreenView(style: screenStyle).frame(sut).lines
        XCTAssertEqual(Array(shown[6...8]), ["Faults are on: add=1*fail(timeout).", "✗ the shop did not answer in time: try", "again"], shown.joined(separator: "\n"))
        XCTAssertTrue(shown.contains { $0.hasPrefix("› 1") }, "the selected row stays in sight:\n" + shown.joined(separator: "\n"))
        _ = sut.press(.down)
        XCTAssertNil(sut.faultsBanner)
        XCTAssertFalse(ScreenView(style: screenStyle).frame(sut).lines.contains { $0.hasPrefix("Faults are on") })
    }

    func test_theScreenOpeningWithFaultsOn_saysWhichInTheLineShellsWords_retriedWithR() async throws {
        let tour = try await ScreenTour(faults: "cart=1*fail(no-internet)")

        await tour.start(showing: "Faults are on: cart=1*fail(no-internet). So the next call at cart fails once:")

        XCTAssertTrue(tour.terminal.text.contains("press r after it to go on."), tour.terminal.text)
        await tour.type(.text("w")) { !$0.text.contains("Faults are on") }
        _ = await tour.quit()
    }

    func test_aFailure_isANoticeAndRRetriesTheSameRequest() {
        var sut = openScreen()
        let failed = request(in: sut.press(.text("w")), for: .wishList)!
        _ = sut.update(.failed(failed, timeout))
        _ = sut.update(.finished(failed, .failed(.dataAccess(.timedOut))))

        XCTAssertEqual(sut.notice, .error(timeout))
        XCTAssertEqual(loads(sut.press(.text("r"))), [.wishList])
    }

    func test_aRetryThatSucceeds_clearsTheNoticeAndLeavesNothingToRetry() {
        var sut = openScreen()
        let failed = request(in: sut.press(.text("a")), for: .change)!
        _ = sut.update(.failed(failed, timeout))
        _ = sut.update(.finished(failed, .failed(.dataAccess(.timedOut))))

        let retried = request(in: sut.press(.text("r")), for: .change)!
        _ = sut.answer(retried, with: .message(MessageViewModel(text: "Added \"Product 1\", by your earlier attempt.")))

        XCTAssertEqual(sut.notice, .message("Added \"Product 1\", by your earlier attempt."))
        XCTAssertEqual(sut.retries.failed, [])
    }

    func test_aFailedChange_isStillRetried_afterAPartOfTheScreenIsAnswered() throws {
        var sut = openScreen()
        let failed = request(in: sut.press(.text("a")), for: .change)!
        _ = sut.update(.failed(failed, timeout))
        _ = sut.update(.finished(failed, .failed(.dataAccess(.timedOut))))
        let cart = request(in: sut.press(.text("c")), for: .cart)!

        _ = sut.answer(cart, with: .cart(screenPresenters.cart(try Cart(wishList: makeWishList([])))))

        XCTAssertEqual(changes(sut.press(.text("r"))), [.add(id(1))])
    }

    func test_r_retriesEachPartThatFailedAtOnce() {
        var sut = openScreen()
        let wishList = request(in: sut.press(.text("w")), for: .wishList)!
        let cart = request(in: sut.press(.text("c")), for: .cart)!
        _ = sut.update(.failed(wishList, timeout))
        _ = sut.update(.finished(wishList, .failed(.dataAccess(.timedOut))))
        _ = sut.update(.failed(cart, timeout))
        _ = sut.update(.finished(cart, .failed(.dataAccess(.timedOut))))

        XCTAssertEqual(loads(sut.press(.text("r"))), [.wishList, .cart])
    }

    func test_theNoticeOfAFailure_goesOnceItsPartIsAnswered() {
        var sut = openScreen()
        let failed = request(in: sut.press(.text("c")), for: .cart)!
        _ = sut.update(.failed(failed, timeout))
        _ = sut.update(.finished(failed, .failed(.dataAccess(.timedOut))))
        let other = request(in: sut.press(.text("o")), for: .orders)!
        _ = sut.answer(other, with: .orders(screenPresenters.orders(makeOrderPage([]))))
        XCTAssertEqual(sut.notice, .error(timeout))

        let retried = request(in: sut.press(.text("r")), for: .cart)!
        _ = sut.answer(retried, with: .cart(screenPresenters.cart(try! Cart(wishList: makeWishList([])))))

        XCTAssertNil(sut.notice)
    }

    func test_r_withNothingFailed_saysSo() {
        var sut = openScreen()

        XCTAssertEqual(sut.press(.text("r")), [])
        XCTAssertEqual(sut.notice, .message("There is nothing to retry: nothing has failed."))
    }

    func test_controlC_cancelsASlowCallUnderWay() {
        var sut = openScreen()
        let slow = request(in: sut.press(.text("o")), for: .orders)!
        _ = sut.update(.requestIsSlow(slow))

        XCTAssertEqual(sut.press(.control("c")), [.cancelRequests])
        XCTAssertNil(sut.overlay)
    }

    func test_controlC_whileAPartStillLoadsThatIsNotYetSlow_asksBeforeQuittingAndCancelsNothing() {
        var sut = openScreen()
        _ = sut.press(.text("o"))

        XCTAssertEqual(sut.press(.control("c")), [])
        XCTAssertEqual(sut.overlay, .confirmQuit)
    }

    func test_controlC_withNothingUnderWayAsksBeforeQuittingAndYQuits() {
        var sut = openScreen()

        XCTAssertEqual(sut.press(.control("c")), [])
        XCTAssertEqual(sut.overlay, .confirmQuit)
        XCTAssertEqual(sut.press(.text("y")), [.quit(0)])
    }

    func test_controlC_thenAnyOtherKeyStays() {
        var sut = openScreen()

        XCTAssertEqual(sut.press(.control("c"), .text("n")), [])
        XCTAssertNil(sut.overlay)
    }

    func test_aSlowRequest_turnsTheSpinnerUntilItEnds() {
        var sut = openScreen()
        let slow = request(in: sut.press(.text("o")), for: .orders)!

        XCTAssertEqual(sut.update(.requestIsSlow(slow)), [.turnSpinner])
        XCTAssertEqual(sut.update(.spinnerTurned), [.turnSpinner])
        XCTAssertEqual(sut.spinner, 1)
        _ = sut.update(.finished(slow, .done))

        XCTAssertNil(sut.spinner)
        XCTAssertEqual(sut.update(.spinnerTurned), [])
    }

    func test_aRequestThatEndedBeforeItWasSlow_turnsNoSpinner() {
        var sut = openScreen()
        let quick = request(in: sut.press(.text("o")), for: .orders)!
        _ = sut.update(.finished(quick, .done))

        XCTAssertEqual(sut.update(.requestIsSlow(quick)), [])
        XCTAssertNil(sut.spinner)
    }

    func test_q_quitsControlZSuspendsAndControlLDrawsAgain() {
        var sut = openScreen()

        XCTAssertEqual(sut.press(.control("z")), [.suspend])
        XCTAssertEqual(sut.press(.control("l")), [.redrawAll])
        XCTAssertEqual(sut.press(.text("q")), [.quit(0)])
    }
}
