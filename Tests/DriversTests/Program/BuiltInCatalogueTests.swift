import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// With no `--catalogue`, the shop sells the catalogue built into the program, read from no file.
@MainActor
final class SellTheBuiltInCatalogueTests: XCTestCase {
    func test_withoutCatalogueOption_sellsTheBuiltInCatalogueReadingNoFile() async {
        let files = InMemoryFileSystem()

        let (status, console) = await run(["-c", "show 1"], builtIn: smallCatalogueJSON, files: files)

        XCTAssertEqual(status, 0, console.errors)
        XCTAssertTrue(console.output.hasPrefix("Heron Tote (#1)"), console.output)
        let read = files.journal.compactMap { event -> String? in if case let .read(path) = event { path } else { nil } }
        XCTAssertEqual(Set(read).subtracting(["/state.json"]), [])
    }

    func test_catalogueOption_winsOverTheBuiltInCatalogue() async {
        let files = InMemoryFileSystem(files: ["/other.json": Data(#"{"currency": "USD", "products": [{"id": 7, "name": "Kite", "price": 5, "quantity": 1}]}"#.utf8)])

        let (_, console) = await run(["--catalogue", "/other.json", "-c", "show 7"], builtIn: smallCatalogueJSON, files: files)

        XCTAssertTrue(console.output.hasPrefix("Kite (#7)"), console.output)
    }

    func test_withNeitherACatalogueOptionNorABuiltInOne_leavesWithNoInputStatus() async {
        let (status, console) = await run(["-c", "quit"], builtIn: nil, files: InMemoryFileSystem())

        XCTAssertEqual(status, 66)
        XCTAssertEqual(console.errors, "tasch: no catalogue is built into this tasch: pass --catalogue PATH\n")
    }

    private func run(_ arguments: [String], builtIn: Data?, files: InMemoryFileSystem) async -> (Int32, ScriptedConsole) {
        let console = ScriptedConsole(lines: [])
        let status = await TaschApp.run(
            arguments: ["--state", "/state.json"] + arguments, environment: [:], console: console, fileSystem: files,
            outputIsTerminal: false, builtInCatalogue: builtIn,
            services: SessionServices(faultClock: ManualFaultClock(), shopClock: FixedShopClock(), checkoutKeys: SequentialCheckoutKeys())
        )
        return (status, console)
    }
}
