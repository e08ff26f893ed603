import Foundation
import XCTest

/// A terminal that stops reading, as a stalled ssh link does: the test fills what the terminal holds for it and reads
/// nothing more, so every write of the shop's waits. SIGTERM, SIGHUP and SIGINT end the shop all the same, with the
/// terminal given back as far as it takes it: its settings at once, and on the full screen the sequences that leave it,
/// in the room left by the frame that could not be sent.
final class StalledTerminalEndToEndTests: EndToEndTestCase {
    private let endings: [(signal: Int32, status: Int32)] = [(SIGTERM, 128 + SIGTERM), (SIGHUP, 128 + SIGHUP), (SIGINT, 130)]

    func test_aSignal_endsTheFullScreenOnATerminalThatStoppedReading() throws {
        for ending in endings {
            let terminal = try PseudoTerminal(columns: 80, rows: 24)
            let before = terminal.settings
            let shop = try ScreenOnATerminal(home: tasch, terminal: terminal)
            shop.waitFor("Market Tote")

            // Ctrl-L a hundred times: the screen drawn whole each time, for a terminal that takes none of it.
            terminal.type(String(repeating: "\u{C}", count: 100))
            terminal.fillOutput()
            terminal.send(ending.signal)

            XCTAssertEqual(terminal.waitForExitUnread(), ending.status, "signal \(ending.signal)")
            XCTAssertTrue(PseudoTerminal.same(terminal.settings, before), "signal \(ending.signal)")
            terminal.readAvailable(waitingUpTo: 0)
            // Linux hands typed keys to the terminal's line discipline later, on a worker of its own: under load the
            // Ctrl-Ls are still there once the settings are back, and echoed after the shop's last bytes.
            let end = String(terminal.output.replacingOccurrences(of: "^L", with: "").suffix(200))
            XCTAssertTrue(end.contains("\u{1B}[?1049l") && end.contains("\u{1B}[?25h") && end.contains("\u{1B}[?2004l"), end.debugDescription)
        }
    }

    func test_aSignal_endsTheLineShellOnATerminalThatStoppedReading() throws {
        for ending in endings {
            let terminal = try PseudoTerminal(columns: 80)
            let before = terminal.settings
            _ = try ShopOnATerminal(terminal: terminal, arguments: ["--state", statePath], home: tasch)

            terminal.fillOutput()
            terminal.send(ending.signal)

            XCTAssertEqual(terminal.waitForExitUnread(), ending.status, "signal \(ending.signal)")
            XCTAssertTrue(PseudoTerminal.same(terminal.settings, before), "signal \(ending.signal)")
        }
    }
}
