import Adapters
import Foundation
import XCTest

final class ReadFaultSpecTests: XCTestCase {
    func test_parse_readsFailOnceWithAKind() throws {
        XCTAssertEqual(try FaultSpec.parse("catalogue=1*fail(no-internet)"), FaultPlan(entries: [
            FaultEntry(point: .catalogue, terms: [FaultTerm(count: 1, actions: [.fail(.noInternet)])]),
        ]))
    }

    func test_parse_readsAChainOfTerms() throws {
        XCTAssertEqual(try FaultSpec.parse("checkout=2*fail(timeout)->off"), FaultPlan(entries: [
            FaultEntry(point: .checkout, terms: [FaultTerm(count: 2, actions: [.fail(.timeout)]), FaultTerm(actions: [.off])]),
        ]))
    }

    func test_parse_readsPlainFailAsNoInternet() throws {
        XCTAssertEqual(try FaultSpec.parse("add=1*off->fail"), FaultPlan(entries: [
            FaultEntry(point: .add, terms: [FaultTerm(count: 1, actions: [.off]), FaultTerm(actions: [.fail(.noInternet)])]),
        ]))
    }

    func test_parse_readsADelayForEveryPoint() throws {
        XCTAssertEqual(try FaultSpec.parse("*=delay(800ms)"), FaultPlan(entries: [
            FaultEntry(point: nil, terms: [FaultTerm(actions: [.delay(.milliseconds(800))])]),
        ]))
    }

    func test_parse_readsAPercentage() throws {
        XCTAssertEqual(try FaultSpec.parse("cart=30%fail"), FaultPlan(entries: [
            FaultEntry(point: .cart, terms: [FaultTerm(percent: 30, actions: [.fail(.noInternet)])]),
        ]))
    }

    func test_parse_readsADelayThenAFailureInOneTerm() throws {
        XCTAssertEqual(try FaultSpec.parse("rate=delay(2s)+fail(decoding)"), FaultPlan(entries: [
            FaultEntry(point: .rate, terms: [FaultTerm(actions: [.delay(.seconds(2)), .fail(.decoding)])]),
        ]))
    }

    func test_parse_readsSeveralEntriesAndSpaces() throws {
        let plan = try FaultSpec.parse(" product = 1*fail(not-found) ; remove=fail(timeout) ")

        XCTAssertEqual(plan.description, "product=1*fail(not-found);remove=fail(timeout)")
    }

    func test_parse_keepsTheLaterOfTwoEntriesForOnePoint() throws {
        XCTAssertEqual(try FaultSpec.parse("cart=fail;cart=off").description, "cart=off")
    }

    func test_parse_readsEachPresetAsItsSpec() throws {
        for preset in FaultPreset.allCases {
            XCTAssertEqual(try FaultSpec.parse(preset.rawValue), try FaultSpec.parse(preset.spec), preset.rawValue)
        }
    }

    func test_description_writesEveryEntryBackAsItsCanonicalSpec() throws {
        let text = "catalogue=1*fail(no-internet);checkout=2*fail(timeout)->off;*=25%3*delay(1s)+fail(not-found)->delay(150ms)"

        XCTAssertEqual(try FaultSpec.parse(text).description, text)
    }

    func test_parse_refusesAnUnknownActionQuotingIt() {
        assertRefused("cart=30%fial", "fault spec: \"cart=30%fial\": unknown action \"fial\" (expected off, fail, lose or delay)")
    }

    func test_parse_refusesAnUnknownPointListingTheValidNames() {
        assertRefused(
            "basket=fail",
            "fault spec: \"basket=fail\": unknown point \"basket\" (expected catalogue, product, wishlist, add, remove, quantity, cart, checkout, orders, rate, search, ratings, giftcard or *)"
        )
    }

    func test_parse_readsTheNamesOfThePointsItIsGiven_aFeaturesToo() throws {
        let promotion = FaultPoint("promotion")

        let plan = try FaultSpec.parse("Promotion=1*fail;*=delay(1s)", points: FaultPoint.shopPoints + [promotion])

        XCTAssertEqual(plan.entry(for: promotion)?.description, "promotion=1*fail(no-internet)")
        XCTAssertThrowsError(try FaultSpec.parse("promotion=fail", points: FaultPoint.shopPoints)) { error in
            XCTAssertEqual(
                "\(error)",
                "fault spec: \"promotion=fail\": unknown point \"promotion\" (expected catalogue, product, wishlist, add, remove, quantity, cart, checkout, orders, rate, search, ratings or *)"
            )
        }
    }

    func test_parse_refusesAnUnknownFailureKind() {
        assertRefused("cart=fail(gone)", "fault spec: \"cart=fail(gone)\": unknown failure \"gone\" (expected no-internet, timeout, not-found or decoding)")
    }

    func test_parse_refusesABadDuration() {
        assertRefused("cart=delay(3h)", "fault spec: \"cart=delay(3h)\": \"3h\" is not a duration: use milliseconds or seconds, like 300ms or 2s")
    }

    func test_parse_refusesAPercentageOver100() {
        assertRefused("cart=130%fail", "fault spec: \"cart=130%fail\": \"130%\" is not a percentage from 0 to 100")
    }

    func test_parse_refusesAZeroCount() {
        assertRefused("cart=0*fail", "fault spec: \"cart=0*fail\": \"0*\" is not a count: use a whole number from 1")
    }

    func test_parse_refusesAnEntryWithoutEquals() {
        assertRefused("cart", "fault spec: \"cart\": \"cart\" needs POINT=TERMS, like catalogue=1*fail")
    }

    func test_parse_refusesAnEmptyTerm() {
        assertRefused("cart=fail->", "fault spec: \"cart=fail->\": a term is empty (expected off, fail, lose or delay)")
    }

    func test_parse_refusesAnEmptyEntry() {
        assertRefused("cart=fail;;", "fault spec: \"cart=fail;;\": an entry is empty (entries are separated by \";\")")
    }

    func test_parse_refusesAFailureBeforeADelayInOneTerm() {
        assertRefused(
            "cart=fail+delay(1s)",
            "fault spec: \"cart=fail+delay(1s)\": \"fail+delay(1s)\" combines actions wrongly: write delays first and at most one fail or lose, like delay(1s)+fail"
        )
    }

    func test_parse_readsALostAnswerAloneOrAfterADelay() throws {
        let plan = try FaultSpec.parse("checkout=1*lose;add=delay(300ms)+lose")

        XCTAssertEqual(plan.entries, [
            FaultEntry(point: .checkout, terms: [FaultTerm(count: 1, actions: [.lose])]),
            FaultEntry(point: .add, terms: [FaultTerm(actions: [.delay(.milliseconds(300)), .lose])]),
        ])
        XCTAssertEqual(plan.description, "checkout=1*lose;add=delay(300ms)+lose")
    }

    func test_parse_refusesALostAnswerWithAFailureOrAnArgument() {
        assertRefused(
            "cart=fail+lose",
            "fault spec: \"cart=fail+lose\": \"fail+lose\" combines actions wrongly: write delays first and at most one fail or lose, like delay(1s)+fail"
        )
        assertRefused("cart=lose(timeout)", "fault spec: \"cart=lose(timeout)\": unknown action \"lose(timeout)\" (expected off, fail, lose or delay)")
    }

    func test_parse_quotesASpecAndItsBadPartCutShort_whateverWasPasted() {
        let huge = String(repeating: "x", count: 100_000)

        assertRefused(
            huge + "=fail",
            "fault spec: \"\(huge.prefix(80))…\": unknown point \"\(huge.prefix(40))…\" (expected catalogue, product, wishlist, add, remove, "
                + "quantity, cart, checkout, orders, rate, search, ratings, giftcard or *)"
        )
    }

    func test_parse_answersTheFuzzersSpecInOneShortLine() throws {
        // Tests/Fuzz/Corpus/fault-spec/finding-long-unknown-point: quoted whole, the message was 407 characters.
        let input = try XCTUnwrap(Data(base64Encoded: """
        Y2F0YWz//1N1YnN0cv////////////////8p//////////////9B////////dnZ2dnZ2dnb/b2F17u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7///////9B///////u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7u7mUgAAAAAAAAZT0yKmNoZA==
        """))

        XCTAssertThrowsError(try FaultSpec.parse(String(decoding: input, as: UTF8.self))) { error in
            let message = "\(error)"
            XCTAssertLessThanOrEqual(message.count, 300, message)
            XCTAssertTrue(message.hasPrefix("fault spec: \"catal\u{FFFD}\u{FFFD}Substr"), message)
            XCTAssertFalse(message.contains("\n"), message)
        }
    }

    private func assertRefused(_ spec: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try FaultSpec.parse(spec), file: file, line: line) { error in
            XCTAssertEqual((error as? FaultSpecError)?.description, message, file: file, line: line)
        }
    }
}
