import Foundation
import TaschTestSupport
import XCTest

/// The built `tasch --screen` on a pseudo-terminal of its own, read through a strict virtual terminal: the screen as
/// a person sees it, row by row.
final class ScreenOnATerminal {
    let terminal: PseudoTerminal
    private(set) var screen: VirtualTerminal
    private var applied = 0

    /// Keys as a terminal sends them.
    enum Keys {
        static let down = "\u{1B}[B"
        static let end = "\u{1B}[F"
        static let escape = "\u{1B}"
        static let controlC = "\u{3}"
        static let controlZ = "\u{1A}"
    }

    /// Starts the full screen in a window of `columns` × `rows`, with its state in `home`, and waits for the catalogue;
    /// through `launcher` when one is given (a program and its arguments, such as valgrind's, that runs tasch).
    init(
        columns: Int = 80, rows: Int = 24, arguments: [String] = [], environment: [String: String] = [:], home: TaschProcess,
        terminal: PseudoTerminal? = nil, launcher: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        self.terminal = try terminal ?? PseudoTerminal(columns: columns, rows: rows)
        screen = VirtualTerminal(columns: columns, rows: rows)
        let base = TaschProcess.environment(home: home.folder).merging(["TERM": "xterm-256color", "TASCH_HISTORY": ""]) { $1 }
        let command = launcher + [TaschProcess.binary.path, "--screen", "--state", home.folder.appendingPathComponent("state.json").path] + arguments
        try self.terminal.start(command[0], Array(command.dropFirst()), environment: base.merging(environment) { $1 })
    }

    /// Types `keys`, bytes as they are.
    func type(_ keys: String) {
        terminal.type(keys)
    }

    /// Reads until the screen shows `text` somewhere, and returns its rows; fails the test with the screen when the
    /// shop looks stuck (`HangGuard`).
    @discardableResult
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        waitUntil(file: file, line: line, "\(text.debugDescription)") { $0.contains { $0.contains(text) } }
    }

    /// Reads until `condition` holds of the screen's rows, as above: it looks again each time the shop writes.
    @discardableResult
    func waitUntil(file: StaticString = #filePath, line: UInt = #line, _ what: String, _ condition: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        while Date() < deadline {
            readScreen(file: file, line: line)
            if condition(screen.lines) { return screen.lines }
            terminal.readAvailable(waitingUpTo: 0.05)
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: what)); the screen shows:\n\(screen.lines.joined(separator: "\n"))", file: file, line: line)
        return screen.lines
    }

    /// Keeps the first product and asks to check out (`a`, `c`, Enter), up to the question.
    func askToCheckOutTheFirstProduct(file: StaticString = #filePath, line: UInt = #line) {
        type("a")
        waitFor("Total: $64.50", file: file, line: line)
        type("c")
        waitFor("› [ Check out ]", file: file, line: line)
        type("\r")
        waitFor("Place the order", file: file, line: line)
    }

    /// Resizes the window: the alternate screen starts blank at the new size, as an emulator's does before a redraw.
    func resize(columns: Int, rows: Int) {
        readScreen()
        terminal.resize(columns: columns, rows: rows)
        screen.resize(columns: columns, rows: rows)
    }

    /// Applies what arrived since the last look; a sequence the virtual terminal does not know fails the test.
    func readScreen(file: StaticString = #filePath, line: UInt = #line) {
        let bytes = terminal.bytes
        guard bytes.count > applied else { return }
        do {
            try screen.apply(bytes: Array(bytes[applied...]))
        } catch {
            XCTFail("the screen wrote \(error)", file: file, line: line)
        }
        applied = bytes.count
    }
}
