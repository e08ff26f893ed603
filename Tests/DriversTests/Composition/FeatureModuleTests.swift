import Adapters
@testable import Drivers
import TaschTestSupport
import UseCases
import XCTest

/// A feature is one module: its fault points join the shop's, its words join the command table, and what its command
/// runs is bound at start-up from the services composed for it.
@MainActor
final class FeatureModuleTests: XCTestCase {
    func test_theShopsFaultPoints_areItsOwnThenEachModulesInTheOrderListed() async {
        XCTAssertEqual(ShopFeatures.faultPoints, FaultPoint.shopPoints + ShopFeatures.modules.flatMap { $0.faultPoints })
        XCTAssertEqual(ShopFeatures.faultPoints.last, .giftcard)
    }

    func test_theShopsCommandTable_holdsEachModulesCommandsAndOptions() async throws {
        XCTAssertEqual(CommandTable.shop.entries.count, CommandTable.core.entries.count + 1)
        XCTAssertNotNil(CommandTable.shop.named("card"))
        XCTAssertEqual(try XCTUnwrap(CommandTable.shop.named("checkout")).usage, "checkout [--yes] [--promo CODE] [--card CODE]")
    }

    func test_aFeaturesCommand_runsWhatItWasBoundToAtStartUp() async throws {
        var looked: [String] = []
        let console = ScriptedConsole(lines: ["voucher v-1"])
        let shell = try await makeShell(console) { locator in
            locator.decorate(CommandTable.self) { table, _ in
                table.binding(self.voucher) { command, _ in
                    looked.append(command.input.words.joined())
                    return .done
                }
            }
        }

        let status = await shell.run()

        XCTAssertEqual(status, 0)
        XCTAssertEqual(looked, ["v-1"])
    }

    func test_aFeaturesCommandNoModuleBound_failsSayingSo() async throws {
        let console = ScriptedConsole(lines: ["voucher v-1"])
        let shell = try await makeShell(console)

        let status = await shell.run()

        XCTAssertEqual(status, 1)
        XCTAssertEqual(console.errors, "line 1: internal error: voucher was not bound to what it runs at start-up\n")
    }

    private var voucher: CommandEntry {
        CommandEntry(
            "voucher", summary: "a voucher's value", example: "voucher V-1", group: .cart,
            arguments: [.one(ArgumentKind("CODE", noun: "the voucher's code") { text, input in input.words.append(text) })], json: "voucher",
            run: CommandEntry.boundAtStartUp
        )
    }

    /// A shell selling the small catalogue, whose table holds the voucher's command too.
    private func makeShell(_ console: ScriptedConsole, overrides: @escaping (ServiceLocator) -> Void = { _ in }) async throws -> Shell {
        let world = ShopWorld(
            console: console, fileSystem: InMemoryFileSystem(), outputIsTerminal: false, builtInCatalogue: smallCatalogueJSON,
            services: .stopped(), overrides: overrides
        )
        let commands = CommandTable.shop.adding(CommandTableAddition(commands: [voucher]))
        return try await CompositionRoot.makeShell(for: Session.composed(in: world), commands: commands).0
    }
}
