import Adapters
@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// Tens of thousands of generated lines: the parser answers each with a command, nothing, or a one-line error.
final class FuzzedCommandParserTests: XCTestCase {
    private let seed: UInt64 = 0x7A5C_4_2026

    func test_parse_answersEveryGeneratedLineWithACommandOrAOneLineError() {
        var lines = FuzzLines(seed: seed)
        var failures: [String] = []

        for index in 0..<20_000 {
            let line = lines.next(allowingHuge: index == 10_000)
            do {
                _ = try CommandParser.parse(line)
            } catch {
                if !isOneLine(error.description) { failures.append("line \(index): \(error.description.prefix(200).debugDescription)") }
            }
        }

        XCTAssertEqual(failures, [], "seed \(seed): replay with FuzzLines(seed: \(seed))")
    }

    func test_parse_answersAMegabyteOfDigitsWithAShortError() {
        let line = "show " + String(repeating: "9", count: 1_048_576)

        XCTAssertThrowsError(try CommandParser.parse(line)) { error in
            XCTAssertLessThan("\(error)".count, 200)
            XCTAssertTrue(isOneLine("\(error)"))
        }
    }

    func test_faultCommand_quotesASpecOfControlCharactersInOneShortLine() throws {
        // Tests/Fuzz/Corpus/command/finding-fault-spec-of-c1-controls: each C1 control shows as \u{9E}, six characters,
        // and a spec cut before it was cleaned made a message of 407.
        let input = try XCTUnwrap(Data(base64Encoded: """
        DAwMDGZhdWx0IMtock1yTcKewo1pwstock1yTcKewo1pwo1oTZ7Ci4uca2N0bsKeaU1yTcKewo1pwstock1yTcKewo1pwo1oTZ7Ci4uca2N0bsKeacKNwo0gjWhNnsKLi5xrY3RoTYuL/w==
        """))
        guard let command = try CommandParser.parse(String(decoding: input, as: UTF8.self)), command.entry.name == SessionCommands.fault.name else {
            return XCTFail("expected a fault command")
        }
        let arguments = command.input.words

        XCTAssertThrowsError(try FaultSpec.parseEntry(point: arguments[0], terms: arguments.dropFirst().joined(separator: " "))) { error in
            XCTAssertLessThanOrEqual("\(error)".count, 300, "\(error)")
            XCTAssertTrue(isOneLine("\(error)"))
        }
    }

    private func isOneLine(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }
}
