import Foundation
import XCTest

/// Work that an attacker, or a big script, could make grow out of bounds: each case takes well under a second
/// now and took minutes while it grew with the square of its input.
final class BigInputEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_aWishListOfFortyThousandIDs_costsEachCommandLittle() throws {
        let statePath = tasch.folder.appendingPathComponent("state.json").path
        let ids = (1...40_000).map(String.init).joined(separator: ",")
        let state = #"{"version": 1, "wishList": [\#(ids)], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
        try Data(state.utf8).write(to: URL(fileURLWithPath: statePath))

        let result = try tasch.run(["--state", statePath], input: String(repeating: "wish\n", count: 20), finishingWithin: 20)

        let finished = try XCTUnwrap(result, "20 commands over a wish list of 40,000 ids did not finish in 20 s")
        XCTAssertEqual(finished.status, 0, finished.errors)
        XCTAssertTrue(finished.output.hasPrefix("Your wish list: 10 items"), String(finished.output.prefix(200)))
    }

    func test_anUnknownWordOfTenMegabytes_isQuotedShortAtOnce() throws {
        let word = String(repeating: "x", count: 10_000_000)

        let result = try tasch.run(["--state", tasch.folder.appendingPathComponent("s.json").path], input: word + "\n", finishingWithin: 2.5)

        let finished = try XCTUnwrap(result, "a 10 MB word was not refused in 2.5 s")
        XCTAssertEqual(finished.errors, "line 1: unknown command \"\(String(repeating: "x", count: 40))…\": type \"help\" to see the commands\n")
    }

    func test_aScriptFileOfAMillionLines_isReadInOnePass() throws {
        let script = tasch.folder.appendingPathComponent("long.tasch")
        try Data((String(repeating: "#\n", count: 1_000_000) + "cart\n").utf8).write(to: script)

        let result = try tasch.run(["--state", tasch.folder.appendingPathComponent("s.json").path, script.path], input: "", finishingWithin: 60)

        let finished = try XCTUnwrap(result, "a script of a million lines did not finish in 60 s")
        XCTAssertEqual(finished.status, 0, finished.errors)
        XCTAssertTrue(finished.output.hasPrefix("Your cart"), finished.output)
    }
}
