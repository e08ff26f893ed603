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

    func test_start_showsOnePlainLineOnStandardErrorAfterTheThresholdWhenNotATerminal() async {
        let (sut, console, clock) = makeSUT()

        sut.start()
        await clock.waitForSleepers()
        clock.advance(by: .milliseconds(100))
        await yieldUntil { !console.errors.isEmpty }
        sut.stop()

        XCTAssertEqual(console.errors, "loading…\n")
    }

    func test_start_animatesASpinnerOnATerminalThatStopClears() async {
        let (sut, console, clock) = makeSUT(interactive: true)

        sut.start()
        for frame in 1...2 {
            await clock.waitForSleepers()
            clock.advance(by: .milliseconds(100))
            await yieldUntil { console.errors.components(separatedBy: "loading…").count > frame }
        }
        sut.stop()

        XCTAssertEqual(console.errors, "\r⠋ loading…\r⠙ loading…\r\u{1B}[2K")
    }

    func test_stop_beforeTheThresholdLeavesNothingToClear() async {
        let (sut, console, clock) = makeSUT(interactive: true)

        sut.start()
        await clock.waitForSleepers()
        sut.stop()
        await yieldUntil { clock.sleeperCount == 0 }

        XCTAssertEqual(console.errors, "")
        XCTAssertEqual(clock.sleeperCount, 0)
    }

    private func makeSUT(
        interactive: Bool = false,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> (sut: LoadingIndicator, console: ScriptedConsole, clock: ManualFaultClock) {
        let console = ScriptedConsole(lines: [], isInteractive: interactive)
        let clock = ManualFaultClock()
        let sut = LoadingIndicator(console: console, clock: clock)
        trackForMemoryLeaks(sut, file: file, line: line)
        trackForMemoryLeaks(console, file: file, line: line)
        return (sut, console, clock)
    }
}
