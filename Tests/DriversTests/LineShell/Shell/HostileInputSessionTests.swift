import Adapters
import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Whole sessions on catalogues and state files that are empty, hostile or unusable: messages, never a crash.
@MainActor
final class HostileInputSessionTests: XCTestCase {
    func test_emptyCatalogue_answersEveryCommandWithAMessage() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data("{\"products\": []}".utf8)])

        let (status, console) = await runSession(["home", "catalogue", "show 1", "add 1", "cart", "checkout --yes"], files: files)

        XCTAssertEqual(status, 1, "the refused commands make the script's status 1")
        XCTAssertTrue(console.output.contains("Welcome to Tasch. The catalogue is empty: there is nothing to buy yet."), console.output)
        XCTAssertTrue(console.output.contains("The catalogue is empty: there is nothing to buy yet."), console.output)
        XCTAssertTrue(console.output.contains("Your cart is empty."), console.output)
        XCTAssertEqual(console.errors, """
        line 3: no product with id 1
        line 4: no product with id 1
        line 6: your cart is empty: add products with "add ID" first

        """)
    }

    func test_hostileCatalogue_neverSendsAControlCharacterToTheTerminal() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": hostileCatalogueJSON])
        let lines = ["home", "catalogue", "show 1", "add", "rate 5", "wish", "cart", "add 1", "checkout --yes", "show 1", "help"]

        let (_, console) = await runSession(lines, files: files)

        XCTAssertTrue(console.output.contains("Tote␛[2J␛[H␇"), console.output)
        for (stream, text) in [("output", console.output), ("errors", console.errors)] {
            let forbidden = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
            XCTAssertEqual(forbidden.map(\.value), [], "\(stream) holds control characters")
        }
    }

    func test_start_cleansAHostileCatalogueQuotedInItsError() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": Data(#"{"products": [{"id": 1, "name": "\u001b[2J", "price": 1, "quantity": 1, "colors": [{"value": "\u001b[31m"}]}]}"#.utf8)])

        let (status, console) = await runSession([], files: files)

        XCTAssertEqual(status, 65)
        XCTAssertEqual(console.errors, "tasch: /catalogue.json: product 1 (\"␛[2J\"): colour \"␛[31m\" is not RRGGBB\n")
    }

    func test_start_refusesAStateFileThatCannotBeSavedWithCannotCreateStatus() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])
        files.failSaveChecks(with: FileSystemError("cannot save /file/state.json: cannot create folder /file"))

        let (status, console) = await runSession(["add 1"], files: files)

        XCTAssertEqual(status, 73)
        XCTAssertEqual(
            console.errors,
            "tasch: cannot save /file/state.json: cannot create folder /file: your state cannot be kept there; pass --state with a file you can write\n"
        )
    }

    func test_start_refusesADamagedStateFileSayingHowToRecover() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON, "/state.json": Data("{\"version\": 5}".utf8)])

        let (status, console) = await runSession(["add 1"], files: files)

        XCTAssertEqual(status, 65)
        XCTAssertEqual(
            console.errors,
            "tasch: /state.json: written by a newer Tasch (version 5); this one reads version 4: "
                + "fix it, or move it aside to start afresh; Tasch never overwrites it\n"
        )
    }

    func test_script_stopsWithTemporaryFailureWhenAnotherShopKeepsTheStateLocked() async {
        let files = InMemoryFileSystem(files: ["/catalogue.json": smallCatalogueJSON])
        files.failLocks(with: LockWaitTimeout(path: "/state.json", seconds: 30))

        let (status, console) = await runSession(["add 1", "cart"], files: files)

        XCTAssertEqual(status, 75)
        XCTAssertEqual(console.errors, "line 1: nothing was changed: /state.json was still being saved by another Tasch after 30 seconds; try again in a moment\n")
        XCTAssertEqual(console.output, "", "the script stops there")
    }

    private var hostileCatalogueJSON: Data {
        Data(#"""
        {"products": [
          {"id": 1, "name": "Tote\u001b[2J\u001b[H\u0007", "shortDescription": "\u001b]0;pwned\u0007\r",
           "description": "\u009b31mred\u202e\u2066 bell\u0007\b\u007f", "image": "\u001b[5mimg", "price": 1, "quantity": 1}
        ]}
        """#.utf8)
    }

    private func runSession(_ lines: [String], files: InMemoryFileSystem) async -> (status: Int32, console: ScriptedConsole) {
        let console = ScriptedConsole(lines: lines)
        let status = await TaschApp.run(
            arguments: ["--catalogue", "/catalogue.json", "--state", "/state.json"],
            environment: [:],
            console: console,
            fileSystem: files,
            outputIsTerminal: false,
            services: .stopped()
        )
        return (status, console)
    }
}
