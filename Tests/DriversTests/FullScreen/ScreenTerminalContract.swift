@testable import Drivers
import Foundation
import Synchronization
import TaschTestSupport
import XCTest

/// What every terminal the full screen drives must do (`ScreenTerminal`), as the process's own does on a pseudo-terminal
/// the test opens, judged by what a person sees (a strict virtual terminal fed what reached the terminal): the
/// terminal taken whole and given back as it was, frames shown only while it is taken, keys passed on in order, the
/// window's size and its changes, and the end of input. Each subclass runs it against one terminal. Left out, as no
/// test process can do them to itself or see them end: `suspend()` (it stops the process), and that a reader stopped
/// passes nothing more on (a wait for nothing has no end).
class ScreenTerminalContract: XCTestCase {
    /// The terminal under test, in a world of its own whose window is 80 × 24.
    func makeWorld() throws -> any ScreenTerminalWorld {
        throw XCTSkip("the contract itself runs no terminal")
    }

    func assertEnterTakesTheTerminalWholeAndLeaveGivesItBackAsItWas() throws {
        let world = try makeWorld()
        let before = try world.screen()

        let entered = world.sut.enterFullScreen()
        let taken = try world.screen()
        world.sut.leaveFullScreen()
        let givenBack = try world.screen()

        XCTAssertTrue(entered)
        XCTAssertEqual(
            [taken.isAlternateScreen, taken.isCursorVisible, taken.wrapsLines, taken.bracketsPastes], [true, false, false, true],
            "the alternate screen, no cursor, no wrapping, pastes bracketed"
        )
        XCTAssertEqual([givenBack.isAlternateScreen, givenBack.isCursorVisible, givenBack.wrapsLines, givenBack.bracketsPastes], [false, true, true, false])
        XCTAssertEqual(givenBack.lines, before.lines, "the screen as it was")
    }

    func assertFrameIsShownWhileTheTerminalIsTakenAndNeverOnceItIsGivenBack() throws {
        let world = try makeWorld()
        XCTAssertTrue(world.sut.enterFullScreen())

        world.sut.writeFrame("\u{1B}[1;1Hframe \u{1B}[1mone")
        let shown = try world.screen()
        world.sut.leaveFullScreen()
        world.sut.writeFrame("\u{1B}[2;1Hlate")
        let afterLeaving = try world.screen()

        XCTAssertEqual(shown.lines.first, "frame one")
        XCTAssertTrue(shown.cell(row: 0, column: 6).attributes.isBold)
        XCTAssertFalse(afterLeaving.lines.joined().contains("late"), afterLeaving.lines.joined(separator: "\n"))
    }

    func assertKeysTypedArePassedOnInOrder() throws {
        let world = try makeWorld()
        let inputs = ScreenInputs()
        XCTAssertTrue(world.sut.enterFullScreen())
        world.sut.startReading(inputs.send)
        defer { stop(world) }

        for (count, key) in [Key.text("q"), .down, .enter].enumerated() {
            world.type(key)
            inputs.wait(untilThereAre: count + 1)
        }

        XCTAssertEqual(inputs.received, [.key(.text("q")), .key(.down), .key(.enter)])
    }

    func assertSizeIsTheWindowsAndAChangeIsPassedOnWithTheNewSize() throws {
        let world = try makeWorld()
        let inputs = ScreenInputs()
        XCTAssertTrue(world.sut.enterFullScreen())
        world.sut.startReading(inputs.send)
        defer { stop(world) }
        let before = world.sut.size

        world.resize(columns: 100, rows: 30)
        inputs.wait(untilThereAre: 1)

        XCTAssertEqual(before, ScreenSize(columns: 80, rows: 24))
        XCTAssertEqual(inputs.received, [.resized(ScreenSize(columns: 100, rows: 30))])
        XCTAssertEqual(world.sut.size, ScreenSize(columns: 100, rows: 30))
    }

    func assertEndOfInputIsPassedOnAsNil() throws {
        let world = try makeWorld()
        let inputs = ScreenInputs()
        XCTAssertTrue(world.sut.enterFullScreen())
        world.sut.startReading(inputs.send)
        defer { stop(world) }

        world.hangUp()
        inputs.wait(untilThereAre: 1)

        XCTAssertEqual(inputs.received, [nil])
    }

    private func stop(_ world: any ScreenTerminalWorld) {
        world.sut.stopReading()
        world.sut.leaveFullScreen()
    }
}

/// One terminal as the contract sees it: the terminal, the person at it, and what they see.
protocol ScreenTerminalWorld: AnyObject {
    var sut: any ScreenTerminal { get }
    /// What the terminal shows now, everything written to it so far taken in.
    func screen() throws -> VirtualTerminal
    /// Types `key`, as a person does.
    func type(_ key: Key)
    /// Changes the window's size, as a terminal emulator does (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int)
    /// Closes the terminal, as a terminal emulator's window closing does.
    func hangUp()
}

/// What a terminal passed on, from whichever thread it reads on; a test waits for it with a guard against a hang, never
/// a pause: the wait ends as soon as it comes.
final class ScreenInputs: Sendable {
    private let inputs = Mutex<[ScreenInput?]>([])
    private let arrived = DispatchSemaphore(value: 0)

    var received: [ScreenInput?] { inputs.withLock { $0 } }

    func send(_ input: ScreenInput?) {
        inputs.withLock { $0.append(input) }
        arrived.signal()
    }

    /// Returns once `count` inputs have come; fails the test when they look as if they never will (`HangGuard`).
    func wait(untilThereAre count: Int, file: StaticString = #filePath, line: UInt = #line) {
        while received.count < count {
            guard arrived.wait(timeout: HangGuard.fromNow) == .success else {
                return XCTFail("\(HangGuard.Stuck(waitingFor: "\(count) inputs")); these came: \(received)", file: file, line: line)
            }
        }
    }
}
