@testable import Drivers
import TaschTestSupport
import XCTest

/// What every terminal the line editor drives must do (`RawTerminal`), as the process's own does on a pseudo-terminal
/// the test opens: raw mode taken or refused, keys brought at once as typed and unechoed in raw mode and in the quiet
/// mode of a stepped script (what was typed before kept),
/// a read that waits a while, text shown as written, the window's width and its changes, and the terminal going
/// away. Each subclass runs it against one terminal. Left out, as no test process can do them to itself: stopping the
/// job (`suspendJob`, which stops the whole process group), and the echo and line editing that `restore()` gives back
/// (the end-to-end tests compare the terminal's settings before and after a run).
///
/// Where the real terminal answers from another thread of the kernel, a test waits for it up to a few seconds, a guard
/// against a hang rather than a pause: each wait ends as soon as the answer comes.
class RawTerminalContract: XCTestCase {
    /// The terminal under test, in a world of its own whose window is 80 columns wide.
    func makeWorld() throws -> any RawTerminalWorld {
        throw XCTSkip("the contract itself runs no terminal")
    }

    func assertRawModeIsTakenOnATerminalAndRefusedByOneThatIsNot() throws {
        let world = try makeWorld()
        let refusing = try world.terminalRefusingRawMode()

        XCTAssertTrue(world.sut.enterRawMode())
        XCTAssertFalse(refusing.enterRawMode())
        world.sut.restore()
    }

    func assertReadInRawModeBringsKeysAtOnceAsTypedAndUnechoed() throws {
        try assertKeysComeAtOnceUnechoed(entering: { $0.enterRawMode() }, typed: "a\u{3}\r", [0x61, 0x03, 0x0D], "Ctrl-C a byte")
    }

    func assertReadInQuietModeBringsKeysAtOnceAsTypedAndUnechoed() throws {
        try assertKeysComeAtOnceUnechoed(entering: { $0.enterQuietMode() }, typed: "q\r", [0x71, 0x0D], "q a key")
    }

    /// In the mode `enter` switches to, `typed` is read as `bytes`, at once (no line to end, Return as typed) and unechoed.
    private func assertKeysComeAtOnceUnechoed(entering enter: (any RawTerminal) -> Bool, typed: String, _ bytes: [UInt8], _ what: String) throws {
        let world = try makeWorld()
        XCTAssertTrue(enter(world.sut))
        defer { world.sut.restore() }

        world.type(typed)
        let read = world.sut.read(timeout: Self.hangGuard)
        world.sut.write("|")

        XCTAssertEqual(read, .bytes(bytes), "no line to end, \(what), Return as typed")
        XCTAssertEqual(world.shown(), "|", "nothing typed was echoed before what the program wrote")
    }

    func assertReadInRawModeBringsWhatWasTypedBeforeIt() throws {
        let world = try makeWorld()
        world.typeAhead("ab")
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }

        XCTAssertEqual(world.sut.read(timeout: Self.hangGuard), .bytes([0x61, 0x62]), "typed ahead while a command ran")
    }

    func assertReadThatWaitsAWhileBringsTimedOutWhenNothingIsTyped() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }

        XCTAssertEqual(world.sut.read(timeout: .milliseconds(1)), .timedOut)
    }

    func assertWriteShowsTheTextAtOnceAsWritten() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }

        world.sut.write("Tasch ▸ \u{1B}[1mwish\u{1B}[0m")

        XCTAssertEqual(world.shown(), "Tasch ▸ \u{1B}[1mwish\u{1B}[0m")
    }

    func assertColumnsIsTheWindowsWidthAndAChangeWakesAWaitingRead() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }
        let before = world.sut.columns

        world.resize(columns: 100)

        XCTAssertEqual(before, 80)
        XCTAssertEqual(world.sut.read(timeout: Self.hangGuard), .resized)
        XCTAssertEqual(world.sut.columns, 100)
    }

    func assertReadBringsClosedOnceTheTerminalIsGone() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }

        world.hangUp()

        XCTAssertEqual(world.sut.read(timeout: nil), .closed, "waiting for ever")
        XCTAssertEqual(world.sut.read(timeout: Self.hangGuard), .closed, "waiting a while")
    }

    func assertReadBringsAPasteOfManyPiecesAsOne() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterRawMode())
        defer { world.sut.restore() }
        let paste = String(repeating: "linen cushion ", count: 1_200)

        world.paste(paste)

        let read = world.sut.read(timeout: Self.hangGuard)

        // Compared as a whole: a failure prints no 16 KiB of bytes.
        XCTAssertTrue(read == .bytes(Array(paste.utf8)), "16 KiB, four times what one piece holds, came in more than one read")
    }

    func assertRawModeAsksForPastesBracketedAndRestoreStopsAsking() throws {
        let world = try makeWorld()

        XCTAssertTrue(world.sut.enterRawMode())
        _ = world.shown()
        let inRawMode = world.bracketsPastes
        world.sut.restore()
        _ = world.shown()

        XCTAssertEqual([inRawMode, world.bracketsPastes], [true, false])
    }

    /// How long a read waits for what the test typed before the test gives up on it: it ends as soon as it comes.
    static let hangGuard = HangGuard.duration
}

/// One terminal as the contract sees it: the terminal, and the person at it.
protocol RawTerminalWorld {
    var sut: any RawTerminal { get }
    /// Another terminal, one that refuses raw mode (it is no terminal at all).
    func terminalRefusingRawMode() throws -> any RawTerminal
    /// Types `text`, as a person does.
    func type(_ text: String)
    /// Pastes `text`, more than the terminal takes at once, as a terminal emulator does: a piece at a time as the
    /// program reads.
    func paste(_ text: String)
    /// Types `text` while nothing reads the terminal, and returns once the terminal has taken it.
    func typeAhead(_ text: String)
    /// What the terminal shows that it did not show when last asked (the modes the program asks for left out).
    func shown() -> String
    /// Whether pastes come bracketed, as the program last asked.
    var bracketsPastes: Bool { get }
    /// Changes the window's width, as a terminal emulator does (the program gets SIGWINCH).
    func resize(columns: Int)
    /// Closes the terminal, as a terminal emulator's window closing does.
    func hangUp()
}

/// The process's own terminal, on a pseudo-terminal of the test's own.
final class TermiosTerminalWorld: RawTerminalWorld {
    private let ends: PseudoTerminalPair
    private let terminal: TermiosTerminal
    /// The ends of the pipe a terminal refusing raw mode is made on, closed with the world.
    private var pipe: [Int32] = []
    var sut: any RawTerminal { terminal }

    init() throws {
        ends = try PseudoTerminalPair(columns: 80, rows: 24)
        terminal = try XCTUnwrap(TermiosTerminal(input: ends.terminal, output: ends.terminal))
    }

    deinit {
        pipe.forEach { close($0) }
    }

    /// The process's own terminal over a pipe.
    func terminalRefusingRawMode() throws -> any RawTerminal {
        pipe = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw XCTSkip("no pipe") }
        return try XCTUnwrap(TermiosTerminal(input: pipe[0], output: pipe[1]))
    }

    func type(_ text: String) {
        ends.type(text)
    }

    /// Its first KiB at once, as a terminal's paste starts, and the rest from another thread, since the terminal takes
    /// only a few KiB until the program reads them.
    func paste(_ text: String) {
        let keyboard = ends.keyboard, bytes = Array(text.utf8)
        ends.type(String(decoding: bytes.prefix(1024), as: UTF8.self))
        DispatchQueue.global().async {
            var left = bytes.dropFirst(1024)
            while !left.isEmpty {
                let written = left.withUnsafeBytes { Glibc.write(keyboard, $0.baseAddress, $0.count) }
                guard written > 0 else { return }
                left = left.dropFirst(written)
            }
        }
    }

    /// Until its echo shows: the terminal starts as a pseudo-terminal does, echoing each line as it is typed.
    func typeAhead(_ text: String) {
        ends.type(text)
        _ = ends.readShown(waitingUpTo: 10)
    }

    private(set) var bracketsPastes = false

    /// The terminal's settings now.
    var settings: termios {
        var settings = termios()
        tcgetattr(ends.terminal, &settings)
        return settings
    }

    func shown() -> String {
        let shown = String(decoding: ends.readShown(waitingUpTo: 10), as: UTF8.self)
        let asked = shown.range(of: BracketedPaste.on, options: .backwards)?.lowerBound
        let stopped = shown.range(of: BracketedPaste.off, options: .backwards)?.lowerBound
        if asked != nil || stopped != nil { bracketsPastes = (asked ?? shown.startIndex) > (stopped ?? shown.startIndex) || stopped == nil }
        return shown.replacingOccurrences(of: BracketedPaste.on, with: "").replacingOccurrences(of: BracketedPaste.off, with: "")
    }

    /// As the shop's listener for SIGWINCH does, on top of the pseudo-terminal's own change.
    func resize(columns: Int) {
        ends.resize(columns: columns, rows: 24)
        terminal.windowDidChange()
    }

    func hangUp() {
        ends.hangUp()
    }
}

/// The line editor's tests' terminal, its script written as the person types.
final class ScriptedTerminalWorld: RawTerminalWorld {
    private let terminal = ScriptedTerminal([])
    private var shownBefore = 0
    var sut: any RawTerminal { terminal }

    func terminalRefusingRawMode() -> any RawTerminal {
        ScriptedTerminal([], refusesRawMode: true)
    }

    func type(_ text: String) {
        terminal.bring(.typed(text))
    }

    func typeAhead(_ text: String) {
        type(text)
    }

    func paste(_ text: String) {
        type(text)
    }

    func shown() -> String {
        let output = terminal.output
        defer { shownBefore = output.count }
        return String(output.dropFirst(shownBefore))
    }

    var bracketsPastes: Bool { terminal.bracketsPastes }

    func resize(columns: Int) {
        terminal.columns = columns
        terminal.bring(.resized)
    }

    func hangUp() {
        terminal.hangUp()
    }
}
