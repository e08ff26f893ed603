import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// A whole full-screen session with a gift card, in-process over the real composition: the code typed in the dialog,
/// the new total before `y`, the card's part on the receipt, and what the card paid remembered.
@MainActor
final class BuyWithAGiftCardOnTheScreenTests: XCTestCase {
    func test_aCodeTypedInTheDialog_showsTheNewTotalBeforeY_andTheReceiptShowsTheCardsPart() async throws {
        let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)
        let tour = try await ScreenTour(giftCards: [card])
        await tour.start(showing: "Market Tote")
        await tour.type(.text("a"), showing: "Your wish list: 1 item")
        await tour.type(.text("c"), showing: "[ Check out ]")
        await tour.type(.end, .enter, showing: "Place the order for 1 item, $64.50 in all?")

        await tour.type(.text("g"), showing: "Gift card code: ▏")
        "winter-7kq2".forEach { tour.terminal.type(.text(String($0))) }
        await tour.type(.enter, showing: "$14.50 to pay?")
        XCTAssertTrue(tour.terminal.text.contains("Gift card ····7KQ2"), tour.terminal.text)
        await tour.type(.text("y"), showing: "Thank you!")

        XCTAssertTrue(tour.terminal.text.contains("To pay"), tour.terminal.text)
        let paid = try await tour.state.read().paid(with: card)
        XCTAssertEqual(paid, dollars(cents: 5_000))
        _ = await tour.quit()
    }

    func test_anUnknownCodeTypedInTheDialog_isSaidThere_andTheTotalStays() async throws {
        let tour = try await ScreenTour(giftCards: [makeGiftCard("WINTER-7KQ2", cents: 5_000)])
        await tour.start(showing: "Market Tote")
        await tour.type(.text("a"), showing: "Your wish list: 1 item")
        await tour.type(.text("c"), showing: "[ Check out ]")
        await tour.type(.end, .enter, showing: "Place the order")

        await tour.type(.text("g"), .text("N"), .text("O"), .enter, showing: "no gift card with that code")

        XCTAssertTrue(tour.terminal.text.contains("$64.50 in all?"), tour.terminal.text)
        _ = await tour.quit()
    }
}
