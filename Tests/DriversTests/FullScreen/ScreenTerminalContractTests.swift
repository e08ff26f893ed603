@testable import Drivers
import Foundation
import TaschTestSupport
import XCTest

/// The process's own terminal (`TermiosTerminal`) on a pseudo-terminal of the test's own.
final class TermiosScreenTerminalContractTests: ScreenTerminalContract {
    override func makeWorld() throws -> any ScreenTerminalWorld {
        let world = try TermiosScreenTerminalWorld()
        trackForMemoryLeaks(world)
        return world
    }

    func test_enterAndLeave_takeTheTerminalWholeAndGiveItBackAsItWas() throws { try assertEnterTakesTheTerminalWholeAndLeaveGivesItBackAsItWas() }
    func test_writeFrame_isShownWhileTheTerminalIsTakenAndNeverOnceItIsGivenBack() throws { try assertFrameIsShownWhileTheTerminalIsTakenAndNeverOnceItIsGivenBack() }
    func test_startReading_passesKeysTypedOnInOrder() throws { try assertKeysTypedArePassedOnInOrder() }
    func test_size_isTheWindowsAndAChangeIsPassedOnWithTheNewSize() throws { try assertSizeIsTheWindowsAndAChangeIsPassedOnWithTheNewSize() }
    func test_startReading_passesTheEndOfInputOnAsNil() throws { try assertEndOfInputIsPassedOnAsNil() }
}

/// The full screen's tests' scripted terminal, held to what the real one does.
final class ScriptedScreenTerminalContractTests: ScreenTerminalContract {
    override func makeWorld() throws -> any ScreenTerminalWorld {
        let world = ScriptedScreenTerminalWorld()
        trackForMemoryLeaks(world)
        return world
    }

    func test_enterAndLeave_takeTheTerminalWholeAndGiveItBackAsItWas() throws { try assertEnterTakesTheTerminalWholeAndLeaveGivesItBackAsItWas() }
    func test_writeFrame_isShownWhileTheTerminalIsTakenAndNeverOnceItIsGivenBack() throws { try assertFrameIsShownWhileTheTerminalIsTakenAndNeverOnceItIsGivenBack() }
    func test_startReading_passesKeysTypedOnInOrder() throws { try assertKeysTypedArePassedOnInOrder() }
    func test_size_isTheWindowsAndAChangeIsPassedOnWithTheNewSize() throws { try assertSizeIsTheWindowsAndAChangeIsPassedOnWithTheNewSize() }
    func test_startReading_passesTheEndOfInputOnAsNil() throws { try assertEndOfInputIsPassedOnAsNil() }
}

/// The process's own terminal, on a pseudo-terminal of the test's own: what it shows is what reached the far end.
private final class TermiosScreenTerminalWorld: ScreenTerminalWorld {
    private let ends: PseudoTerminalPair
    private let terminal: TermiosTerminal
    private var shown = VirtualTerminal(columns: 80, rows: 24)
    var sut: any ScreenTerminal { terminal }

    init() throws {
        ends = try PseudoTerminalPair(columns: 80, rows: 24)
        terminal = try XCTUnwrap(TermiosTerminal(input: ends.terminal, output: ends.terminal))
    }

    /// Writes a mark to the terminal after whatever the terminal under test wrote, and reads up to it: all that was
    /// written before it has then come, and nothing is waited for that never comes.
    func screen() throws -> VirtualTerminal {
        let mark = Array("\u{7}contract\u{7}".utf8)
        _ = mark.withUnsafeBytes { write(ends.terminal, $0.baseAddress, $0.count) }
        var bytes: [UInt8] = []
        while !bytes.suffix(mark.count).elementsEqual(mark) {
            let more = ends.readShown(waitingUpTo: 10)
            guard !more.isEmpty else { throw XCTSkip("the pseudo-terminal passed nothing on") }
            bytes += more
        }
        try shown.apply(bytes: Array(bytes.dropLast(mark.count)))
        return shown
    }

    /// The bytes a terminal sends for the keys the contract types.
    func type(_ key: Key) {
        switch key {
        case let .text(text): ends.type(text)
        case .down: ends.type("\u{1B}[B")
        case .enter: ends.type("\r")
        default: XCTFail("the world types no \(key)")
        }
    }

    /// As the shop's listener for SIGWINCH does, on top of the pseudo-terminal's own change.
    func resize(columns: Int, rows: Int) {
        ends.resize(columns: columns, rows: rows)
        terminal.windowDidChange()
    }

    func hangUp() {
        ends.hangUp()
    }
}

private final class ScriptedScreenTerminalWorld: ScreenTerminalWorld {
    private let terminal = ScriptedScreenTerminal(columns: 80, rows: 24)
    var sut: any ScreenTerminal { terminal }

    func screen() -> VirtualTerminal { terminal.screen }
    func type(_ key: Key) { terminal.type(key) }
    func resize(columns: Int, rows: Int) { terminal.resize(columns: columns, rows: rows) }
    func hangUp() { terminal.endInput() }
}
