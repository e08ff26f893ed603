import Adapters
@testable import Drivers
import Synchronization
import TaschTestSupport
import XCTest

/// A save that waits for another shop's lock says so in the status line, where the spinner says what the screen waits
/// for, never over the screen; it says so while a change is under way, and no longer once none is.
final class SayThatASaveWaitsOnTheScreenTests: XCTestCase {
    private let waiting = "waiting for another Tasch to finish saving…"

    func test_aSaveWaitingForAnotherShop_isSaidInTheStatusLineUntilTheChangeEnds() {
        var sut = openScreen()
        let add = request(in: sut.press(.text("a")), for: .change)!

        _ = sut.update(.saveIsWaiting(waiting))
        XCTAssertEqual(statusLine(sut), "waiting for another Tasch to finish saving…  Ctrl-C cancels  ? help  q quit")
        _ = sut.answer(add, with: .message(MessageViewModel(text: "Added.")))

        XCTAssertFalse(statusLine(sut).contains("waiting"), statusLine(sut))
    }

    func test_aSaveWaitingOnceItIsSlow_turnsTheSpinnerBesideIt() {
        var sut = openScreen()
        let add = request(in: sut.press(.text("a")), for: .change)!
        _ = sut.update(.requestIsSlow(add))

        _ = sut.update(.saveIsWaiting(waiting))

        XCTAssertTrue(statusLine(sut).hasPrefix("⠋ waiting for another Tasch to finish saving…  Ctrl-C cancels"), statusLine(sut))
    }

    func test_aSaveWaitingInA40ColumnWindow_saysItWaitsInAWordBesideTheSpinnerAndKeepsHelpAndQuit() {
        var sut = openScreen(columns: 40, rows: 15)
        let add = request(in: sut.press(.text("a")), for: .change)!
        _ = sut.update(.requestIsSlow(add))

        _ = sut.update(.saveIsWaiting(waiting))

        XCTAssertEqual(statusLine(sut), "⠋ waiting…  ^C cancels  ? help  q quit")
    }

    func test_aSaveWaitingWithNoChangeUnderWay_isOutOfDateAndUnsaid() {
        var sut = openScreen()

        _ = sut.update(.saveIsWaiting(waiting))

        XCTAssertNil(sut.saveWaiting)
        XCTAssertFalse(statusLine(sut).contains("waiting"))
    }

    func test_aSaveSaidToWaitWhileTheScreenLeaves_isNeverWrittenOverTheScreen() async throws {
        let terminal = Mutex<ScriptedScreenTerminal?>(nil)
        let overTheScreen = Mutex(0)
        let lockWaits = LockWaitNotices { _ in
            if terminal.withLock({ $0?.isFullScreen }) == true { overTheScreen.withLock { $0 += 1 } }
        }
        let tour = try await ScreenTour(lockWaits: lockWaits)
        terminal.withLock { $0 = tour.terminal }
        tour.terminal.whenReadingStops = { lockWaits.say() }
        await tour.start(showing: "Catalogue: 10 products")

        _ = await tour.quit()

        XCTAssertEqual(overTheScreen.withLock { $0 }, 0, "said on standard error while the full screen was on")
    }

    private func statusLine(_ model: ScreenModel) -> String {
        ScreenView(style: screenStyle).frame(model).lines[model.layout.statusRow]
    }
}
