@testable import Drivers
import Adapters
import Foundation
import XCTest

final class FaultSettingsTests: XCTestCase {
    func test_make_readsTheSpecAndSeedFromTheOptions() throws {
        let sut = try FaultSettings.make(options: options("--faults", "cart=30%fail", "--fault-seed", "42"), environment: [:], chooseSeed: { 7 })

        XCTAssertEqual(sut, FaultSettings(plan: try FaultSpec.parse("cart=30%fail"), seed: 42, seedWasChosen: false))
    }

    func test_make_readsTheEnvironmentWhenNoOptionIsGiven() throws {
        let sut = try FaultSettings.make(options: options(), environment: ["TASCH_FAULTS": "offline", "TASCH_FAULT_SEED": "5"], chooseSeed: { 7 })

        XCTAssertEqual(sut, FaultSettings(plan: try FaultSpec.parse("offline"), seed: 5, seedWasChosen: false, preset: .offline))
    }

    func test_make_keepsThePresetASpecNames() throws {
        let preset = try FaultSettings.make(options: options("--faults", " demo "), environment: [:], chooseSeed: { 7 }).preset
        let spec = try FaultSettings.make(options: options("--faults", "*=1*fail->off"), environment: [:], chooseSeed: { 7 }).preset

        XCTAssertEqual(preset, .demo)
        XCTAssertNil(spec)
    }

    func test_make_choosesASeedAndAnnouncesItWhenFaultsAreOnWithoutOne() throws {
        let sut = try FaultSettings.make(options: options("--faults", "demo"), environment: [:], chooseSeed: { 7 })

        XCTAssertEqual(sut.announcement, "faults on (*=1*fail(no-internet)->off); seed 7: replay with --fault-seed 7")
    }

    func test_make_announcesNothingWithoutFaults() throws {
        XCTAssertNil(try FaultSettings.make(options: options(), environment: [:], chooseSeed: { 7 }).announcement)
    }

    func test_make_refusesAMalformedSpecPointingAtTheBadPart() {
        XCTAssertThrowsError(try FaultSettings.make(options: options("--faults", "cart=30%fial"), environment: [:], chooseSeed: { 7 })) {
            XCTAssertEqual("\($0)", "fault spec: \"cart=30%fial\": unknown action \"fial\" (expected off, fail, lose or delay)")
        }
    }

    func test_make_answersTheFuzzersCommandLineInOneShortLine() throws {
        // Tests/Fuzz/Corpus/launch-options/finding-long-fault-spec: quoted whole, the message was 410 characters.
        let input = try XCTUnwrap(Data(base64Encoded: """
        LS1mYXVsdHMAY6mpqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqampqakYGBgYGBgYOBgYGBgYGBgYGBgYq6urq6urq6urGBgYGBghGBgYaGVja291dD0tLQ==
        """))
        let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }

        XCTAssertThrowsError(try FaultSettings.make(options: LaunchOptions.parse(arguments), environment: [:], chooseSeed: { 7 })) { error in
            let message = "\(error)"
            XCTAssertLessThanOrEqual(message.count, 300, message)
            XCTAssertTrue(message.hasPrefix("fault spec: \"c\u{FFFD}"), message)
        }
    }

    func test_make_answersASpecOfFormatControlsInOneShortLine() throws {
        // Tests/Fuzz/Corpus/launch-options/finding-fault-spec-of-format-controls: each U+0600 shows as \u{600}, eight
        // characters, and a spec cut before it was cleaned made a message of 401.
        let input = try XCTUnwrap(Data(base64Encoded: """
        LS1mYXVsdHMAY2ignNiAaGVj2IDYgC0t2IDYgD/YLXPYgKCc2IBoZWPYgNiALS3YgNiAP9gtc9iA2IDYgDL/YdiA2IAy/2Hd3d3d3d0=
        """))
        let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }

        XCTAssertThrowsError(try FaultSettings.make(options: LaunchOptions.parse(arguments), environment: [:], chooseSeed: { 7 })) { error in
            let message = TerminalSafeText.clean("\(error)")
            XCTAssertLessThanOrEqual(message.count, 300, message)
            XCTAssertTrue(message.hasPrefix("fault spec: \"ch"), message)
        }
    }

    func test_make_suggestsTheNearestPresetForAMistypedOne() {
        XCTAssertThrowsError(try FaultSettings.make(options: options("--faults", "demoo"), environment: [:], chooseSeed: { 7 })) {
            XCTAssertEqual("\($0)", "fault spec: \"demoo\": \"demoo\" needs POINT=TERMS, like catalogue=1*fail; did you mean the preset \"demo\"?")
        }
    }

    func test_make_listsThePresetsForAWordThatIsNoneOfThem() {
        XCTAssertThrowsError(try FaultSettings.make(options: options("--faults", "chaos"), environment: [:], chooseSeed: { 7 })) {
            XCTAssertEqual("\($0)", "fault spec: \"chaos\": \"chaos\" needs POINT=TERMS, like catalogue=1*fail; or name a preset: demo, slow, flaky, offline")
        }
    }

    func test_make_refusesASeedThatIsNotANumber() {
        XCTAssertThrowsError(try FaultSettings.make(options: options("--fault-seed", "abc"), environment: [:], chooseSeed: { 7 })) {
            XCTAssertEqual("\($0)", "the fault seed must be a whole number from 0 to 18446744073709551615, not \"abc\"")
        }
    }

    private func options(_ arguments: String...) throws -> LaunchOptions {
        try LaunchOptions.parse(arguments)
    }
}
