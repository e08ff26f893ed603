import TaschTestSupport
import XCTest

/// The process's own terminal (`TermiosTerminal`) on a pseudo-terminal of the test's own.
final class TermiosTerminalContractTests: RawTerminalContract {
    override func makeWorld() throws -> any RawTerminalWorld {
        let world = try TermiosTerminalWorld()
        trackForMemoryLeaks(world)
        return world
    }

    func test_enterRawMode_isTakenOnATerminalAndRefusedByOneThatIsNot() throws { try assertRawModeIsTakenOnATerminalAndRefusedByOneThatIsNot() }
    func test_read_inRawModeBringsKeysAtOnceAsTypedAndUnechoed() throws { try assertReadInRawModeBringsKeysAtOnceAsTypedAndUnechoed() }
    func test_read_inQuietModeBringsKeysAtOnceAsTypedAndUnechoed() throws { try assertReadInQuietModeBringsKeysAtOnceAsTypedAndUnechoed() }
    func test_read_inRawModeBringsWhatWasTypedBeforeIt() throws { try assertReadInRawModeBringsWhatWasTypedBeforeIt() }
    func test_read_thatWaitsAWhileBringsTimedOutWhenNothingIsTyped() throws { try assertReadThatWaitsAWhileBringsTimedOutWhenNothingIsTyped() }
    func test_write_showsTheTextAtOnceAsWritten() throws { try assertWriteShowsTheTextAtOnceAsWritten() }
    func test_columns_isTheWindowsWidthAndAChangeWakesAWaitingRead() throws { try assertColumnsIsTheWindowsWidthAndAChangeWakesAWaitingRead() }
    func test_read_bringsClosedOnceTheTerminalIsGone() throws { try assertReadBringsClosedOnceTheTerminalIsGone() }
    func test_enterRawMode_asksForPastesBracketedAndRestoreStopsAsking() throws { try assertRawModeAsksForPastesBracketedAndRestoreStopsAsking() }
    func test_read_bringsAPasteOfManyPiecesAsOne() throws { try assertReadBringsAPasteOfManyPiecesAsOne() }

    func test_enterQuietMode_keepsCtrlCAndCtrlZSignalsWhileRawModeMakesThemKeys() throws {
        let world = try TermiosTerminalWorld()
        XCTAssertTrue(world.sut.enterQuietMode())
        let quiet = world.settings.c_lflag
        world.sut.restore()
        XCTAssertTrue(world.sut.enterRawMode())
        let raw = world.settings.c_lflag
        world.sut.restore()

        XCTAssertEqual([quiet & tcflag_t(ISIG) != 0, quiet & tcflag_t(ECHO | ICANON) != 0], [true, false])
        XCTAssertEqual([raw & tcflag_t(ISIG) != 0, raw & tcflag_t(ECHO | ICANON) != 0], [false, false])
    }
}

/// The line editor's tests' scripted terminal, held to what the real one does.
final class ScriptedTerminalContractTests: RawTerminalContract {
    override func makeWorld() throws -> any RawTerminalWorld {
        let world = ScriptedTerminalWorld()
        trackForMemoryLeaks(world)
        return world
    }

    func test_enterRawMode_isTakenOnATerminalAndRefusedByOneThatIsNot() throws { try assertRawModeIsTakenOnATerminalAndRefusedByOneThatIsNot() }
    func test_read_inRawModeBringsKeysAtOnceAsTypedAndUnechoed() throws { try assertReadInRawModeBringsKeysAtOnceAsTypedAndUnechoed() }
    func test_read_inQuietModeBringsKeysAtOnceAsTypedAndUnechoed() throws { try assertReadInQuietModeBringsKeysAtOnceAsTypedAndUnechoed() }
    func test_read_inRawModeBringsWhatWasTypedBeforeIt() throws { try assertReadInRawModeBringsWhatWasTypedBeforeIt() }
    func test_read_thatWaitsAWhileBringsTimedOutWhenNothingIsTyped() throws { try assertReadThatWaitsAWhileBringsTimedOutWhenNothingIsTyped() }
    func test_write_showsTheTextAtOnceAsWritten() throws { try assertWriteShowsTheTextAtOnceAsWritten() }
    func test_columns_isTheWindowsWidthAndAChangeWakesAWaitingRead() throws { try assertColumnsIsTheWindowsWidthAndAChangeWakesAWaitingRead() }
    func test_read_bringsClosedOnceTheTerminalIsGone() throws { try assertReadBringsClosedOnceTheTerminalIsGone() }
    func test_enterRawMode_asksForPastesBracketedAndRestoreStopsAsking() throws { try assertRawModeAsksForPastesBracketedAndRestoreStopsAsking() }
    func test_read_bringsAPasteOfManyPiecesAsOne() throws { try assertReadBringsAPasteOfManyPiecesAsOne() }
}
