@testable import Drivers
import XCTest

/// A feature adds to the command table what it needs (a command of its own, an option of a command there already, a
/// secret), and every reader of the assembled table reads it: nothing else learns the feature's name.
final class CommandTableAdditionTests: XCTestCase {
    func test_anAddedCommand_goesAfterTheLastOfItsGroup_andIsParsedHelpedAndCompleted() throws {
        let table = CommandTable.core.adding(CommandTableAddition(commands: [voucher]))

        XCTAssertEqual(table.names.firstIndex(of: "voucher"), table.names.firstIndex(of: "checkout").map { $0 + 1 })
        XCTAssertEqual(try CommandParser(table: table).parse("VOUCHER v-1")?.input.codes, [TypedCode(kind: "voucher", text: "v-1")])
        XCTAssertEqual(HelpText(table: table).detail(for: "voucher", columns: 80), ["usage: voucher CODE", "  a voucher's value", "example: voucher V-1"])
        XCTAssertEqual(CommandCompleter(table: table, productIDs: { _, _ in .none }).completions(after: [], typing: "vo").candidates.map(\.word), ["voucher"])
    }

    func test_anAddedOption_joinsItsCommandsUsageSummaryParsingAndTab() throws {
        let table = CommandTable.core.adding(CommandTableAddition(options: [.init(promo, to: CartCommands.checkout)]))
        let checkout = try XCTUnwrap(table.named("checkout"))

        XCTAssertEqual(checkout.usage, "checkout [--yes] [--promo CODE]")
        XCTAssertEqual(checkout.summary, "place the order (--yes: without asking; --promo: a promotion takes its part off)")
        XCTAssertEqual(
            try CommandParser(table: table).parse("checkout --PROMO=autumn10 -y")?.input,
            CommandInput(confirmed: true, codes: [TypedCode(kind: "promotion", text: "autumn10")])
        )
        XCTAssertEqual(CommandCompleter(table: table, productIDs: { _, _ in .none }).completions(after: ["checkout"], typing: "-").candidates.map(\.word), ["--yes", "--promo"])
        XCTAssertNil(LineSecrets(table: table).masked("checkout --promo AUTUMN10"), "a promotion is no secret")
    }

    func test_anAddedSecret_isMaskedByEveryReaderOfTheTable() {
        let table = CommandTable.core.adding(CommandTableAddition(commands: [voucher], options: [.init(voucherOption, to: CartCommands.checkout)]))
        let secrets = LineSecrets(table: table)

        XCTAssertEqual(secrets.masked("voucher v-1; checkout --voucher=V-2 -y; chekout --VOUCHER v-3"), "voucher •••; checkout --voucher=••• -y; chekout --VOUCHER •••")
        XCTAssertEqual(secrets.kept("checkout --voucher v-1"), "checkout --voucher V1")
        XCTAssertEqual(RetriedLine("voucher v-1", secrets: secrets).shown, "voucher •••")
        XCTAssertEqual(CommandCompleter(table: table, productIDs: { _, _ in .none }).completions(after: ["checkout", "--voucher"], typing: ""), .none)
    }

    func test_aRefusedStatementOfACommandTakingASecret_neverQuotesWhatWasTyped() {
        let table = CommandTable.core.adding(CommandTableAddition(options: [.init(voucherOption, to: CartCommands.checkout)]))

        XCTAssertThrowsError(try CommandParser(table: table).parse("checkout V-1")) { error in
            XCTAssertEqual("\(error)", "checkout takes --yes and --voucher CODE, each once: usage: checkout [--yes] [--voucher CODE]")
        }
    }

    func test_theCoreTable_namesNoFeature() throws {
        let core = CommandTable.core

        XCTAssertNil(core.named("card"))
        XCTAssertEqual(core.named("checkout")?.usage, "checkout [--yes]")
        XCTAssertFalse(LineSecrets(table: core).holdsSecret("card WINTER-7KQ2; checkout --card WINTER-7KQ2"))
        XCTAssertEqual(CommandTable.shop.entries.count, core.entries.count + 1)
    }

    // MARK: - A feature's words

    private let voucherCode = ArgumentKind(
        "CODE", noun: "the voucher's code", secret: Secret(shown: { _ in "•••" }, kept: { $0.uppercased().filter { $0 != "-" } })
    ) { text, input in input.codes.append(TypedCode(kind: "voucher", text: text)) }

    private var voucher: CommandEntry {
        CommandEntry(
            "voucher", summary: "a voucher's value", example: "voucher V-1", group: .cart, arguments: [.one(voucherCode)], json: "voucher"
        ) { _, _ in .done }
    }

    private var voucherOption: CommandOption { .named(["--voucher"], voucherCode, aside: "a voucher pays") }

    private let promo = CommandOption.named(
        ["--promo"], ArgumentKind("CODE", noun: "the promotion's code") { text, input in input.codes.append(TypedCode(kind: "promotion", text: text)) },
        aside: "a promotion takes its part off"
    )
}
