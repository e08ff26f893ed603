import Foundation
import XCTest

/// The built `tasch` on a pseudo-terminal of its own, with a home folder of its own: what a person at a terminal
/// types and sees.
final class ShopOnATerminal {
    let terminal: PseudoTerminal
    let home: TaschProcess

    /// Keys as a terminal sends them.
    enum Keys {
        static let up = "\u{1B}[A"
        static let left = "\u{1B}[D"
        static let controlC = "\u{3}"
        static let controlD = "\u{4}"
        static let controlR = "\u{12}"
        static let backspace = "\u{7F}"
    }

    /// Starts the shop in a window `columns` wide and waits for its first prompt; `home` is shared by runs that
    /// must see each other's files.
    convenience init(
        columns: Int = 80, arguments: [String] = [], environment: [String: String] = [:], home: TaschProcess,
        waitsForPrompt: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        try self.init(
            terminal: PseudoTerminal(columns: columns), arguments: arguments, environment: environment, home: home,
            waitsForPrompt: waitsForPrompt, file: file, line: line
        )
    }

    /// Starts the shop on `terminal`, as above.
    init(
        terminal: PseudoTerminal, arguments: [String] = [], environment: [String: String] = [:], home: TaschProcess,
        waitsForPrompt: Bool = true, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        self.home = home
        self.terminal = terminal
        // No pager unless a test asks for one: a pager waits for keys the test would have to type.
        let base = TaschProcess.environment(home: home.folder).merging(["TERM": "xterm-256color", "PAGER": "cat"]) { $1 }
        try terminal.start(TaschProcess.binary.path, arguments, environment: base.merging(environment) { $1 })
        if waitsForPrompt {
            terminal.waitFor("tasch> ", file: file, line: line)
        }
    }

    /// Types `keys`, then waits for `expected` and, when `thenPrompt`, for the next prompt after it.
    @discardableResult
    func type(_ keys: String, expecting expected: String, thenPrompt: Bool = true, file: StaticString = #filePath, line: UInt = #line) -> String {
        terminal.type(keys)
        let shown = terminal.waitFor(expected, file: file, line: line)
        if thenPrompt {
            terminal.waitFor("tasch> ", file: file, line: line)
        }
        return shown
    }

    /// Types Ctrl-D at the prompt and returns the exit status.
    func leave(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        terminal.type(Keys.controlD)
        return terminal.waitForExit(file: file, line: line)
    }

    /// The rows of the screen wider than the window.
    func rowsWiderThan(_ columns: Int) -> [String] {
        TerminalScreen.rows(of: terminal.output).filter { $0.count > columns }
    }
}
