@testable import Drivers
import XCTest

/// What `retry` repeats: the latest command that did not happen; after a retry got through, what else it could retry.
final class RetryTheLatestFailureTests: XCTestCase {
    func test_retry_repeatsTheLatestFailedLine() {
        var sut = RetryMemory()
        sut.record("show 1", isRetry: false, result: .failed)
        sut.record("cart", isRetry: false, result: .cancelled)

        XCTAssertEqual(sut.answerRetry(), .retry("cart"))
    }

    func test_retry_saysSoWhenNothingFailed() {
        var sut = RetryMemory()
        sut.record("cart", isRetry: false, result: .done)

        XCTAssertEqual(sut.answerRetry(), .nothing(because: "there is nothing to retry: no command has failed"))
    }

    func test_retryAfterARetryThatGotThrough_saysNothingFailedSince() {
        var sut = RetryMemory()
        sut.record("cart", isRetry: false, result: .failed)
        _ = sut.answerRetry()
        sut.record("retry", isRetry: true, result: .done)

        XCTAssertEqual(sut.answerRetry(), .nothing(because: "there is nothing to retry: \"cart\" went through when retried, and nothing has failed since"))
        XCTAssertEqual(sut.answerRetry(), .nothing(because: "there is nothing to retry: no command has failed"))
    }

    func test_retryAfterARetryThatGotThrough_saysWhatItCanStillRetryAndTheNextRetryDoes() {
        var sut = RetryMemory()
        sut.record("show 1", isRetry: false, result: .failed)
        sut.record("cart", isRetry: false, result: .failed)
        _ = sut.answerRetry()
        sut.record("retry", isRetry: true, result: .done)

        XCTAssertEqual(sut.answerRetry(), .nothing(because: "\"cart\" went through when retried; \"show 1\" failed before it: type \"retry\" again to try it"))
        sut.record("retry", isRetry: true, result: .failed)
        XCTAssertEqual(sut.answerRetry(), .retry("show 1"))
    }

    func test_aFailedRetry_keepsTheLineForTheNextRetry() {
        var sut = RetryMemory()
        sut.record("cart", isRetry: false, result: .failed)
        _ = sut.answerRetry()
        sut.record("retry", isRetry: true, result: .failed)

        XCTAssertEqual(sut.answerRetry(), .retry("cart"))
    }

    func test_aLineThatWentThroughWhenTypedAgain_isNoLongerRetried() {
        var sut = RetryMemory()
        sut.record("show 1", isRetry: false, result: .failed)
        sut.record("show 1", isRetry: false, result: .done)

        XCTAssertEqual(sut.answerRetry(), .nothing(because: "there is nothing to retry: no command has failed"))
    }

    func test_onlyTheLatestFailuresAreKept() {
        var sut = RetryMemory()
        for number in 1...(RetryMemory.limit + 5) {
            sut.record("show \(number)", isRetry: false, result: .failed)
        }

        XCTAssertEqual(sut.failedLines.count, RetryMemory.limit)
        XCTAssertEqual(sut.failedLines.first, "show 6")
    }
}
