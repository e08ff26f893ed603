@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// For a signal that ends the shop, the process's terminal is given back without waiting for a terminal that stopped
/// reading (a stalled link): a write waiting for room gives up, and the settings are back at once.
final class GiveTheTerminalBackNowTests: XCTestCase {
    func test_giveBackNow_onATerminalThatStoppedReading_endsTheWaitingWriteAndPutsTheSettingsBackAtOnce() throws {
        let ends = try PseudoTerminalPair(columns: 80, rows: 24)
        let before = settings(of: ends.terminal)
        let sut = try XCTUnwrap(TermiosTerminal(input: ends.terminal, output: ends.terminal))
        XCTAssertTrue(sut.enterRawMode())
        fillOutput(of: ends)
        let written = DispatchSemaphore(value: 0)
        Thread {
            sut.write(String(repeating: "x", count: 100_000))
            written.signal()
        }.start()

        sut.giveBackNow()

        XCTAssertEqual(written.wait(timeout: HangGuard.fromNow), .success, "\(HangGuard.Stuck(waitingFor: "the write waiting for room to give up"))")
        XCTAssertEqual(settings(of: ends.terminal), before)
    }

    func test_enterRawMode_onceTheTerminalIsGivenBack_isRefusedAndLeavesTheSettingsAsTheyWere() throws {
        let ends = try PseudoTerminalPair(columns: 80, rows: 24)
        let before = settings(of: ends.terminal)
        let sut = try XCTUnwrap(TermiosTerminal(input: ends.terminal, output: ends.terminal))

        sut.giveBackNow()

        XCTAssertFalse(sut.enterRawMode(), "a signal that ends the shop between the prompt and raw mode must not leave it raw")
        XCTAssertFalse(sut.enterQuietMode())
        XCTAssertEqual(settings(of: ends.terminal), before)
    }

    func test_giveBackNow_fromAnotherThreadWhileRawModeIsEntered_alwaysLeavesTheSettingsAsTheyWere() throws {
        for _ in 0..<200 {
            let ends = try PseudoTerminalPair(columns: 80, rows: 24)
            let before = settings(of: ends.terminal)
            let sut = try XCTUnwrap(TermiosTerminal(input: ends.terminal, output: ends.terminal))
            let givenBack = DispatchSemaphore(value: 0)
            Thread {
                sut.giveBackNow()
                givenBack.signal()
            }.start()

            _ = sut.enterRawMode()
            givenBack.wait()

            XCTAssertEqual(settings(of: ends.terminal), before)
        }
    }

    /// Writes to the terminal until it takes no more, as what a stalled link leaves it holding.
    private func fillOutput(of ends: PseudoTerminalPair) {
        let filler = open(ends.path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        defer { close(filler) }
        let spaces = [UInt8](repeating: 0x20, count: 1024)
        while spaces.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// The modes and control characters of the terminal's settings.
    private func settings(of descriptor: Int32) -> [UInt32] {
        var settings = termios()
        tcgetattr(descriptor, &settings)
        return [settings.c_iflag, settings.c_oflag, settings.c_cflag, settings.c_lflag] + withUnsafeBytes(of: settings.c_cc) { $0.map(UInt32.init) }
    }
}
