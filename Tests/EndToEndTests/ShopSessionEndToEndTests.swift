import Foundation
import XCTest

/// The built binary on scripted input, with the bundled catalogue, compared with transcripts kept in the repository.
final class ShopSessionEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_wholeSession_printsTheExpectedTranscript() throws {
        let result = try tasch.run(input: transcript("session.in"))

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, try transcript("session.out"))
        XCTAssertEqual(result.errors, try transcript("session.err"))
    }

    func test_secondRun_seesTheWishListRatingAndStockSavedByTheFirst() throws {
        _ = try tasch.run(input: try transcript("session.in"))

        let result = try tasch.run(input: "wish\nshow 1\n")

        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, try transcript("second-run.out"))
    }

    func test_pipedOutput_hasNoPromptAndNoColourCodes() throws {
        let result = try tasch.run(input: "catalogue\nshow 1\nquit\n", environment: ["TERM": "xterm-256color"])

        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.hasPrefix("Catalogue: 10 products\n"), result.output)
        XCTAssertFalse(result.output.contains("tasch>"))
        XCTAssertFalse(result.output.contains("\u{1B}"))
    }

    func test_endOfInput_leavesWithStatusZero() throws {
        XCTAssertEqual(try tasch.run(input: "").status, 0)
    }

    func test_quitWithAStatus_leavesWithThatStatus() throws {
        XCTAssertEqual(try tasch.run(input: "quit 7\n").status, 7)
    }

    func test_unknownOption_leavesWithStatus64AndAHint() throws {
        let result = try tasch.run(["--nope"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.errors, "tasch: unknown option \"--nope\"\nTry 'tasch --help' for the options.\n")
    }

    func test_missingCatalogue_leavesWithStatus66() throws {
        let result = try tasch.run(["--catalogue", tasch.folder.appendingPathComponent("none.json").path])

        XCTAssertEqual(result.status, 66)
        XCTAssertTrue(result.errors.hasSuffix("none.json: no such file\n"), result.errors)
    }

    func test_invalidCatalogue_leavesWithStatus65NamingTheProblem() throws {
        let path = tasch.folder.appendingPathComponent("bad.json")
        try Data(#"{"products": [{"id": 3, "name": "Tote", "price": -1, "quantity": 1}]}"#.utf8).write(to: path)

        let result = try tasch.run(["--catalogue", path.path])

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "tasch: \(path.path): product 3 (\"Tote\"): price must not be negative\n")
    }

    func test_catalogueWithATrailingCommaInAnIgnoredField_leavesWithStatus65NamingWhereItIs() throws {
        let path = tasch.folder.appendingPathComponent("comma.json")
        try Data(#"{"notes": [1,], "products": [{"id": 3, "name": "Tote", "price": 1, "quantity": 1}]}"#.utf8).write(to: path)

        let result = try tasch.run(["--catalogue", path.path])

        XCTAssertEqual(result.status, 65)
        XCTAssertEqual(result.errors, "tasch: \(path.path): not valid JSON: expected a value, found \"]\" at line 1, column 14\n")
    }

    func test_stateOption_keepsStateInTheNamedFile() throws {
        let state = tasch.folder.appendingPathComponent("custom/state.json")

        _ = try tasch.run(["--state", state.path], input: "add 2\n")

        XCTAssertTrue(FileManager.default.fileExists(atPath: state.path))
    }

    private func transcript(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
