import Foundation
import XCTest

/// The built binary with faults injected: for each point a failure, its message and a retry that works;
/// saved state untouched by failed changes; replayable seeds; refused specs; the guided demo.
final class FaultsEndToEndTests: XCTestCase {
    private var tasch: TaschProcess!

    override func setUpWithError() throws {
        tasch = try TaschProcess()
    }

    override func tearDown() {
        tasch.cleanUp()
    }

    func test_eachPoint_failsWithItsMessageAndARetrySucceeds() throws {
        let cases: [(point: String, setUp: String, command: String, message: String, success: String)] = [
            ("catalogue", "", "catalogue", "no internet connection: check your connection and try again", "Catalogue: 10 products"),
            ("product", "", "show 1", "no internet connection: check your connection and try again", "Market Tote (#1)"),
            ("wishlist", "add 1\n", "wish", "no internet connection: check your connection and try again", "Your wish list: 1 item"),
            ("add", "", "add 1", "no internet connection: check your connection and try again", "Added \"Market Tote\""),
            ("remove", "add 1\n", "remove 1", "no internet connection: check your connection and try again", "Removed \"Market Tote\""),
            ("cart", "add 1\n", "cart", "no internet connection: check your connection and try again", "Your cart: 1 item"),
            ("checkout", "add 1\n", "checkout --yes", "no internet connection: check your connection and try again", "Order #1001 is placed"),
            ("rate", "", "rate 1 4", "no internet connection: check your connection and try again", "You rated \"Market Tote\""),
        ]
        for (point, setUp, command, message, success) in cases {
            let run = try TaschProcess()
            defer { run.cleanUp() }
            let setUpLines = setUp.split(separator: "\n").count

            let result = try run.run(["--faults", "\(point)=1*fail", "--fault-seed", "1"], input: setUp + command + "\nretry\n")

            // A piped script in which a command failed ends with 1, even when a retry then worked.
            XCTAssertEqual(result.status, 1, point)
            XCTAssertEqual(result.errors, """
            line \(setUpLines + 1): \(message)
              (injected at \(point) by fault entry "\(point)=1*fail(no-internet)"; type "retry" to try again)

            """, point)
            XCTAssertTrue(result.output.contains(success), "\(point): \(result.output)")
        }
    }

    func test_failedMutations_leaveTheStateFileBytesUnchanged() throws {
        let statePath = tasch.folder.appendingPathComponent("state.json").path
        _ = try tasch.run(["--state", statePath], input: "add 1\nadd 2\nrate 2 3\n")
        let saved = try Data(contentsOf: URL(fileURLWithPath: statePath))

        for (point, command) in [("add", "add 3"), ("remove", "remove 1"), ("checkout", "checkout --yes"), ("rate", "rate 1 5")] {
            let result = try tasch.run(["--state", statePath, "--faults", "\(point)=fail(timeout)", "--fault-seed", "1"], input: command + "\n")

            XCTAssertTrue(result.errors.contains("the shop did not answer in time"), "\(point): \(result.errors)")
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: statePath)), saved, point)
        }
    }

    func test_sameSeed_printsIdenticalOutputTwice() throws {
        let input = String(repeating: "cart\n", count: 15)

        let first = try tasch.run(["--faults", "cart=30%fail", "--fault-seed", "42"], input: input)
        let second = try tasch.run(["--faults", "cart=30%fail", "--fault-seed", "42"], input: input)

        XCTAssertEqual(first.output, second.output)
        XCTAssertEqual(first.errors, second.errors)
        XCTAssertTrue(first.errors.contains("injected at cart"), first.errors)
    }

    func test_environment_switchesFaultsOnWithASeed() throws {
        let result = try tasch.run(input: "catalogue\n", environment: ["TASCH_FAULTS": "offline", "TASCH_FAULT_SEED": "3"])

        XCTAssertTrue(result.errors.hasPrefix("line 1: no internet connection"), result.errors)
    }

    func test_noSeed_printsTheChosenSeedToReplay() throws {
        let result = try tasch.run(["--faults", "demo"])

        XCTAssertTrue(result.errors.hasPrefix("tasch: faults on (*=1*fail(no-internet)->off); seed "), result.errors)
        XCTAssertTrue(result.errors.contains(": replay with --fault-seed "), result.errors)
    }

    func test_malformedSpec_leavesWithStatus64PointingAtTheBadPart() throws {
        let result = try tasch.run(["--faults", "cart=30%fial"])

        XCTAssertEqual(result.status, 64)
        XCTAssertEqual(result.errors, "tasch: fault spec: \"cart=30%fial\": unknown action \"fial\" (expected off, fail, lose or delay)\nTry 'tasch --help' for the options.\n")
    }

    func test_offline_saysToClearTheFaultsBeforeRetryingAndThenRetryWorks() throws {
        let result = try tasch.run(["--faults", "offline", "--fault-seed", "1"], input: "catalogue\nfault clear\nretry\n")

        XCTAssertEqual(result.errors, """
        line 1: no internet connection: check your connection and try again
          (injected at catalogue by fault entry "*=fail(no-internet)", which fails every call there: type "fault clear", then "retry")

        """)
        XCTAssertTrue(result.output.hasSuffix("Type \"show ID\" to see a product.\n\n"), result.output)
    }

    func test_startScreenFailure_canBeRetried() throws {
        let result = try tasch.run(["--interactive", "--faults", "catalogue=1*fail", "--fault-seed", "1"], input: "retry\n")

        XCTAssertEqual(result.errors, """
        no internet connection: check your connection and try again
          (injected at catalogue by fault entry "catalogue=1*fail(no-internet)"; type "retry" to try again)

        """)
        XCTAssertTrue(result.output.contains("tasch> Welcome to Tasch: 10 products to browse."), result.output)
    }

    func test_slowCall_writesNothingAboutProgressToAStandardErrorThatIsNotATerminal() throws {
        let result = try tasch.run(["--faults", "catalogue=delay(300ms)", "--fault-seed", "1"], input: "catalogue\n")

        XCTAssertEqual(result.errors, "")
        XCTAssertTrue(result.output.hasPrefix("Catalogue: 10 products"), result.output)
    }

    func test_guidedDemo_printsTheExpectedTranscript() throws {
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/faults-demo.tasch")
        // As Docs/faults.md and the README run it: with --echo, so that the transcript shows each command.
        let result = try tasch.run(["--echo", "--fault-seed", "1"], input: try String(contentsOf: demo, encoding: .utf8))

        XCTAssertEqual(result.status, 1, "the demo's injected failures make a piped run end with 1: \(result.errors)")
        XCTAssertEqual(result.output, try transcript("faults-demo.out"))
        XCTAssertEqual(result.errors, try transcript("faults-demo.err"))
    }

    private func transcript(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts/\(name)")
        return try String(contentsOf: url, encoding: .utf8)
    }
}
