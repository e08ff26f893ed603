import Adapters
import XCTest

/// What a retry repeats, for both drivers: what did not happen, until an attempt that replaces it goes through; the
/// latest first, and after a retry got through, what else could still be retried.
final class RetryMemoryTests: XCTestCase {
    func test_latest_isTheLatestFailure() {
        var sut = RetryMemory<Typed>()
        sut.note("show 1", happened: false)
        sut.note("cart", happened: false)

        XCTAssertEqual(sut.latest(), .retry("cart"))
        XCTAssertEqual(sut.failed, ["show 1", "cart"])
    }

    func test_latest_withNothingFailed_saysSo() {
        var sut = RetryMemory<Typed>()
        sut.note("cart", happened: true)

        XCTAssertEqual(sut.latest(), .nothing(.nothingFailed))
        XCTAssertTrue(sut.isEmpty)
    }

    func test_latestAfterARetryThatGotThrough_saysNothingFailedSince_thenNothingFailed() {
        var sut = RetryMemory<Typed>()
        sut.note("cart", happened: false)
        sut.noteRetry(of: "cart", happened: true)

        XCTAssertEqual(sut.latest(), .nothing(.retriedAndNothingFailedSince("cart")))
        XCTAssertEqual(sut.latest(), .nothing(.nothingFailed))
    }

    func test_latestAfterARetryThatGotThrough_namesTheEarlierFailure_andTheNextRetryRepeatsIt() {
        var sut = RetryMemory<Typed>()
        sut.note("show 1", happened: false)
        sut.note("cart", happened: false)
        sut.noteRetry(of: "cart", happened: true)

        XCTAssertEqual(sut.latest(), .nothing(.retriedAndEarlierFailed("cart", earlier: "show 1")))
        XCTAssertEqual(sut.latest(), .retry("show 1"))
    }

    func test_aFailedRetry_keepsTheAttempt() {
        var sut = RetryMemory<Typed>()
        sut.note("cart", happened: false)
        sut.noteRetry(of: "cart", happened: false)

        XCTAssertEqual(sut.latest(), .retry("cart"))
    }

    func test_anAttemptThatWentThrough_forgetsTheFailuresItReplaces() {
        var sut = RetryMemory<Typed>()
        sut.note("show 1", happened: false)
        sut.note("cart", happened: false)
        sut.note("show 1", happened: true)

        XCTAssertEqual(sut.failed, ["cart"])
    }

    func test_aFailureAgain_isRememberedOnceAsTheLatest() {
        var sut = RetryMemory<Typed>()
        sut.note("show 1", happened: false)
        sut.note("cart", happened: false)
        sut.note("show 1", happened: false)

        XCTAssertEqual(sut.failed, ["cart", "show 1"])
    }

    func test_aNewFailure_forgetsThatARetryGotThrough() {
        var sut = RetryMemory<Typed>()
        sut.note("cart", happened: false)
        sut.noteRetry(of: "cart", happened: true)
        sut.note("wish", happened: false)

        XCTAssertEqual(sut.latest(), .retry("wish"))
    }

    func test_onlyTheLatestFailuresAreKept() {
        var sut = RetryMemory<Typed>()
        for number in 1...(RetryMemory<Typed>.limit + 5) {
            sut.note(Typed(line: "show \(number)"), happened: false)
        }

        XCTAssertEqual(sut.failed.count, RetryMemory<Typed>.limit)
        XCTAssertEqual(sut.failed.first, "show 6")
    }
}

/// A line typed, as the line shell remembers one to retry: it replaces the same line typed earlier.
private struct Typed: Retriable, ExpressibleByStringLiteral, CustomStringConvertible {
    let line: String

    init(line: String) {
        self.line = line
    }

    init(stringLiteral line: String) {
        self.line = line
    }

    var description: String { line }

    func replaces(_ earlier: Typed) -> Bool {
        line == earlier.line
    }
}
