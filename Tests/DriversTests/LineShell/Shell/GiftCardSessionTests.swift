import Adapters
@testable import Drivers
import Entities
import TaschTestSupport
import UseCases
import XCTest

/// The line shell with gift cards, whole sessions in-process: the amounts before the question, the card's part on the
/// receipt, a card's balance, a clear line for an unknown code, and a lost answer retried that charges the card once.
@MainActor
final class GiftCardSessionTests: XCTestCase {
    private let tote = makeProduct(id: 1, name: "Tote", priceCents: 6_450)
    private let card = makeGiftCard("WINTER-7KQ2", cents: 5_000)

    func test_checkoutWithACard_showsWhatTheCardPaysBeforeAsking_andItsPartOnTheReceipt() async throws {
        let (shell, console, _) = try await makeShell(["add 1", "checkout --card winter-7kq2", "y", "card WINTER7KQ2"], interactive: true)

        _ = await shell.run()

        XCTAssertTrue(console.output.contains("""
          Sub-total:            $64.50
          Shipping:               free
          Gift card ····7KQ2:  −$50.00
          To pay:               $14.50
        """), console.output)
        XCTAssertEqual(console.prompts.filter { $0.hasPrefix("Place") }, ["Place the order for 1 item, $14.50 to pay? [y/N, or a code] "])
        XCTAssertTrue(console.output.contains("  Total:                $64.50\n  Gift card ····7KQ2:  −$50.00\n  To pay:               $14.50\n"), console.output)
        XCTAssertTrue(console.output.contains("Gift card ····7KQ2 is spent: nothing is left of $50.00."), console.output)
    }

    func test_aCodeTypedAtTheQuestion_isApplied_andTheQuestionAskedAgainWithWhatIsLeftToPay() async throws {
        let (shell, console, state) = try await makeShell(["add 1", "checkout", "winter-7kq2", "yes"], interactive: true)

        _ = await shell.run()

        XCTAssertEqual(console.prompts.filter { $0.hasPrefix("Place") }, [
            "Place the order for 1 item, $64.50 in all? [y/N, or a code] ", "Place the order for 1 item, $14.50 to pay? [y/N, or a code] ",
        ])
        let paid = try await state.read().paid(with: card)
        XCTAssertEqual(paid, dollars(cents: 5_000))
        XCTAssertTrue(console.output.contains("Thank you! Order #1001 is placed."), console.output)
    }

    func test_anUnknownCodeTypedAtTheQuestion_isSaid_andTheQuestionAskedAgain_whileOtherWordsStillOrderNothing() async throws {
        let (shell, console, _) = try await makeShell(["add 1", "checkout", "NOPE", "no thanks"], interactive: true)

        _ = await shell.run()

        XCTAssertEqual(console.prompts.filter { $0.hasPrefix("Place") }.count, 2)
        XCTAssertTrue(console.errors.contains("nothing has that code"), console.errors)
        XCTAssertTrue(console.output.contains("Checkout cancelled: nothing was ordered."), console.output)
    }

    func test_anUnknownCode_getsOneClearLine() async throws {
        let (shell, console, _) = try await makeShell(["add 1", "checkout --yes --card NOPE", "card nope"])

        let status = await shell.run()

        XCTAssertEqual(status, 1)
        XCTAssertEqual(console.errors, "line 2: no gift card with that code\nline 3: no gift card with that code\n")
    }

    func test_aLostAnswerRetried_chargesTheCardOnce_andRetryNeverQuotesTheCode() async throws {
        let lines = ["add 1", "fault checkout 1*lose", "checkout --yes --card winter-7kq2", "retry", "retry", "card winter-7kq2", "orders"]
        let (shell, console, state) = try await makeShell(lines)

        _ = await shell.run()

        let (orders, paid) = (try await state.orders(0..<10).count, try await state.read().paid(with: card))
        XCTAssertEqual(orders, 1)
        XCTAssertEqual(paid, dollars(cents: 5_000))
        XCTAssertTrue(console.errors.contains("\"checkout --yes --card ····7KQ2\" went through when retried"), console.errors)
        XCTAssertFalse((console.output + console.errors).contains("winter-7kq2"), console.output + console.errors)
        XCTAssertTrue(console.output.contains("−$50.00 gift card"), console.output)
    }

    /// A shell selling the tote, issuing the card, its state in memory.
    private func makeShell(_ lines: [String], interactive: Bool = false) async throws -> (Shell, ScriptedConsole, InMemoryShopStateStore) {
        let console = ScriptedConsole(lines: lines, isInteractive: interactive)
        let state = InMemoryShopStateStore()
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: false,
            builtInCatalogue: CatalogueFileText.json(for: makeCatalogue([tote]), giftCards: [card]), services: .stopped(),
            overrides: { $0.register((any ShopStateStore).self) { _ in state } }
        )
        let (shell, _) = try await CompositionRoot.makeShell(for: Session.composed(in: world))
        return (shell, console, state)
    }
}
