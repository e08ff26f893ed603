import Foundation
import XCTest

/// Work that an attacker, or a big script, could make grow out of bounds: each case grew with the square of its input
/// and took minutes. Each is run on an input and on one four times as big, and the bigger may cost at most twice what
/// growing in step with its input would: four times the processor time, or sixteen when it grows with the square.
/// Processor time, not time on the wall, and a ratio of two runs side by side, not a limit: a busy or slow machine
/// changes neither much.
final class BigInputEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_commandsOverABigWishList_costInStepWithTheList() throws {
        func wishListOf(_ count: Int) throws -> Input {
            let path = tasch.folder.appendingPathComponent("state-\(count).json")
            let ids = (1...count).map(String.init).joined(separator: ",")
            let state = #"{"version": 1, "wishList": [\#(ids)], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#
            try Data(state.utf8).write(to: path)
            return Input(arguments: ["--state", path.path], standardInput: String(repeating: "wish\n", count: 20))
        }

        let (big, _) = try assertCostsInStep(small: try wishListOf(10_000), big: try wishListOf(40_000))

        XCTAssertEqual(big.status, 0, big.errors)
        XCTAssertTrue(big.output.hasPrefix("Your wish list: 10 items"), String(big.output.prefix(200)))
    }

    func test_aWishListOfEveryProductInABigCatalogue_isShownAndBoughtFromAtACostInStepWithIt() throws {
        func wishingForAll(_ count: Int) throws -> Input {
            let catalogue = tasch.folder.appendingPathComponent("catalogue-\(count).json")
            let products = (1...count).map { #"{"id": \#($0), "name": "Item \#($0)", "price": 1, "quantity": 5}"# }
            try Data(#"{"currency": "USD", "products": [\#(products.joined(separator: ","))]}"#.utf8).write(to: catalogue)
            let state = tasch.folder.appendingPathComponent("state-all-\(count).json")
            let ids = (1...count).map(String.init).joined(separator: ",")
            try Data(#"{"version": 1, "wishList": [\#(ids)], "ratings": {}, "sold": {}, "orders": [], "nextOrderNumber": 1001}"#.utf8).write(to: state)
            return Input(arguments: ["--catalogue", catalogue.path, "--state", state.path], standardInput: "wish\ncart\nwish\ncart\n")
        }

        let (big, _) = try assertCostsInStep(small: try wishingForAll(5_000), big: try wishingForAll(20_000))

        XCTAssertEqual(big.status, 0, big.errors)
        XCTAssertTrue(big.output.hasPrefix("Your wish list: 20,000 items"), String(big.output.prefix(200)))
    }

    func test_anUnknownWordOfMegabytes_isQuotedShortAtACostInStepWithItsLength() throws {
        func word(_ length: Int) -> Input {
            Input(arguments: ["--state", tasch.folder.appendingPathComponent("s.json").path], standardInput: String(repeating: "x", count: length) + "\n")
        }

        let (big, _) = try assertCostsInStep(small: word(2_500_000), big: word(10_000_000))

        XCTAssertEqual(big.errors, "line 1: unknown command \"\(String(repeating: "x", count: 40))…\": type \"help\" to see the commands\n")
    }

    func test_aScriptFileOfAMillionLines_isReadAtACostInStepWithItsLength() throws {
        func script(_ lines: Int) throws -> Input {
            let script = tasch.folder.appendingPathComponent("long-\(lines).tasch")
            try Data((String(repeating: "#\n", count: lines) + "cart\n").utf8).write(to: script)
            return Input(arguments: ["--state", tasch.folder.appendingPathComponent("s.json").path, script.path], standardInput: "")
        }

        let (big, _) = try assertCostsInStep(small: try script(250_000), big: try script(1_000_000))

        XCTAssertEqual(big.status, 0, big.errors)
        XCTAssertTrue(big.output.hasPrefix("Your cart"), big.output)
    }

    // MARK: - Helpers

    /// What a run of tasch is given.
    private struct Input {
        let arguments: [String]
        let standardInput: String
    }

    /// Runs `small` and `big` (four times as big) twice each, in turn, and fails when the bigger's least processor
    /// time is more than eight times the smaller's; returns what the bigger's runs gave.
    private func assertCostsInStep(
        small: Input, big: Input, file: StaticString = #filePath, line: UInt = #line
    ) throws -> (TaschProcess.Result, Duration) {
        var smallest = (small: Duration.seconds(Int64.max), big: Duration.seconds(Int64.max))
        var result: TaschProcess.Result?
        for _ in 0..<2 {
            smallest.small = min(smallest.small, try measure(small).processorTime)
            let (bigResult, time) = try measure(big)
            smallest.big = min(smallest.big, time)
            result = bigResult
        }
        XCTAssertLessThan(
            smallest.big, smallest.small * 8,
            "four times the input took \(smallest.big) of processor time against \(smallest.small): more than in step", file: file, line: line
        )
        return (try XCTUnwrap(result), smallest.big)
    }

    private func measure(_ input: Input) throws -> (TaschProcess.Result, processorTime: Duration) {
        let files = ["stdin", "stdout", "stderr"].map { tasch.folder.appendingPathComponent("\($0)-\(UUID().uuidString)") }
        try Data(input.standardInput.utf8).write(to: files[0])
        for output in files.dropFirst() { _ = FileManager.default.createFile(atPath: output.path, contents: nil) }
        let environment = TaschProcess.environment(home: tasch.folder)
        let run = try XCTUnwrap(ChildProcess.run(
            TaschProcess.binary.path, input.arguments, environment: environment, input: files[0].path, output: files[1].path, errors: files[2].path
        ))
        XCTAssertFalse(run.ending.stuck, "the shop was stuck")
        let result = TaschProcess.Result(
            status: run.ending.status, output: try String(contentsOf: files[1], encoding: .utf8), errors: try String(contentsOf: files[2], encoding: .utf8)
        )
        return (result, run.processorTime)
    }
}
