@testable import Drivers
import TaschTestSupport
import XCTest

@MainActor
final class ShowLoadingLineTests: XCTestCase {
    func test_start_showsNothingBeforeTheThreshold() async {
        let (sut, console, clock) = makeSUT()

        sut.start()
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(99))
        sut.stop()

        XCTAssertEqual(console.errors, "")
    }

    func test_start_showsNothingAndWaitsForNothingWhenStandardErrorIsNotATerminal() async {
        let (sut, console, clock) = makeSUT(errorIsTerminal: false)

        await showUntilStopped(sut, console, clock, for: .seconds(1))

        XCTAssertEqual(clock.sleeperCount, 0)
        XCTAssertEqual(console.errors, "")
    }

    func test_start_animatesASpinnerOnATerminalThatStopClears() async {
        let (sut, console, clock) = makeSUT()

        sut.start()
        for frame in 1...2 {
            await clock.waitForSleepers()
            clock.advance(by: .milliseconds(100))
            await yieldUntil { console.errors.components(separatedBy: "loading…").count > frame }
        }
        sut.stop()

        XCTAssertEqual(console.errors, "\r⠋ loading…\r⠙ loading…\r\u{1B}[2K")
    }

    func test_start_showsOnlyTheSpinnerInAWindowTooNarrowForTheLineWithItsLastColumnFree() async {
        for (columns, shown) in [(12, "\r⠋ loading…"), (11, "\r⠋ loading…"), (10, "\r⠋"), (1, "\r⠋")] {
            let (sut, console, clock) = makeSUT(columns: columns)

            await showUntilStopped(sut, console, clock, for: .milliseconds(100))

            XCTAssertEqual(console.errors, shown + "\r\u{1B}[2K", "\(columns) columns")
        }
    }

    func test_stop_beforeTheThresholdLeavesNothingToClear() async {
        let (sut, console, clock) = makeSUT()

        sut.start()
        await clock.waitForSleepers()
        sut.stop()
        await yieldUntil { clock.sleeperCount == 0 }

        XCTAssertEqual(console.errors, "")
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    /// Starts `sut`, moves `clock` on by `duration` once it waits, lets the indicator write what it will, and stops it.
    private func showUntilStopped(_ sut: LoadingIndicator, _ console: ScriptedConsole, _ clock: ManualFaultClock, for duration: Duration) async {
        sut.start()
        await clock.waitForSleepers()
        clock.advance(by: duration)
        await yieldUntil { !console.errors.isEmpty }
        sut.stop()
    }

    private func makeSUT(
        errorIsTerminal: Bool = true,
        columns: Int? = nil,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: LoadingIndicator, console: ScriptedConsole, clock: ManualFaultClock) {
        let console = ScriptedConsole(lines: [], isInteractive: false)
        let clock = ManualFaultClock()
        let sut = LoadingIndicator(console: console, isOnTerminal: errorIsTerminal, clock: clock, columns: { columns })
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(console, file: file, line: line)
        return (sut, console, clock)
    }
}
