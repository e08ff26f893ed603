@testable import Drivers
import Synchronization
import TaschTestSupport
import XCTest

/// A terminal for whole full-screen sessions in-process: what the program writes is applied to a strict virtual
/// terminal, and keys, resizes and the end of input are sent when the test says, on the test's own thread. Held to
/// what the process's own terminal does by `ScreenTerminalContract`.
final class ScriptedScreenTerminal: ScreenTerminal {
    enum Step: Equatable {
        case entered, left, suspended
    }

    private struct State {
        var screen: VirtualTerminal
        var size: ScreenSize
        var steps: [Step] = []
        /// Whether the full screen is on: a frame is written only then, as the real one writes it.
        var isOn = false
        var frames: [String] = []
        var errors: [String] = []
        var send: (@Sendable (ScreenInput?) -> Void)?
        var whenReadingStops: (@Sendable () -> Void)?
    }

    private let state: Mutex<State>

    init(columns: Int = 80, rows: Int = 24) {
        state = Mutex(State(screen: VirtualTerminal(columns: columns, rows: rows), size: ScreenSize(columns: columns, rows: rows)))
    }

    /// What the screen shows, row by row.
    var lines: [String] { state.withLock { $0.screen.lines } }
    /// The whole screen as one text.
    var text: String { lines.joined(separator: "\n") }
    var steps: [Step] { state.withLock { $0.steps } }
    /// The bytes of each frame written.
    var frames: [String] { state.withLock { $0.frames } }
    /// Sequences the virtual terminal refused.
    var errors: [String] { state.withLock { $0.errors } }
    var screen: VirtualTerminal { state.withLock { $0.screen } }
    /// Whether the full screen is on.
    var isFullScreen: Bool { state.withLock { $0.isOn } }
    /// What happens as the program stops reading keys, on its way out (another shop's save said to wait, say).
    var whenReadingStops: (@Sendable () -> Void)? {
        get { state.withLock { $0.whenReadingStops } }
        set { state.withLock { $0.whenReadingStops = newValue } }
    }

    func enterFullScreen() -> Bool {
        state.withLock { $0.isOn = true }
        // As the real one: raw mode asks for pastes bracketed, then the full screen is taken.
        record(.entered, writing: BracketedPaste.on + FullScreenSequences.enter)
        return true
    }

    func leaveFullScreen() {
        state.withLock { $0.isOn = false }
        record(.left, writing: FullScreenSequences.leave + BracketedPaste.off)
    }

    func writeFrame(_ text: String) {
        let isOn = state.withLock { state in
            if state.isOn { state.frames.append(text) }
            return state.isOn
        }
        if isOn { apply(text) }
    }

    func startReading(_ send: @escaping @Sendable (ScreenInput?) -> Void) {
        state.withLock { $0.send = send }
    }

    func stopReading() {
        let whenReadingStops = state.withLock { state in
            state.send = nil
            return state.whenReadingStops
        }
        whenReadingStops?()
    }

    /// As the real one: gives the terminal back, and once continued takes it again and draws whole.
    func suspend() {
        state.withLock { $0.isOn = false }
        record(.suspended, writing: FullScreenSequences.leave + BracketedPaste.off)
        _ = enterFullScreen()
        sendToProgram(.resized(size))
    }

    var size: ScreenSize { state.withLock { $0.size } }

    /// Lets other tasks run until `condition` holds of this terminal, looking again only after each frame; gives up
    /// after many turns and fails the test, so that a bug fails it instead of hanging it. It never sleeps.
    @MainActor
    func waitUntil(file: StaticString = #filePath, line: UInt = #line, _ condition: (ScriptedScreenTerminal) -> Bool) async {
        var framesSeen = -1
        for _ in 0..<200_000 {
            let frames = state.withLock { $0.frames.count + $0.steps.count }
            if frames != framesSeen {
                framesSeen = frames
                if condition(self) { return }
            }
            await Task.yield()
        }
        XCTFail("the screen never showed what the test waited for; it shows:\n\(text)", file: file, line: line)
    }

    /// Types `keys`, one event each.
    func type(_ keys: Key...) {
        keys.forEach { sendToProgram(.key($0)) }
    }

    /// Changes the window's size, as a terminal emulator does: the alternate screen starts blank at the new size.
    func resize(columns: Int, rows: Int) {
        state.withLock { state in
            state.size = ScreenSize(columns: columns, rows: rows)
            state.screen.resize(columns: columns, rows: rows)
        }
        sendToProgram(.resized(size))
    }

    /// Closes the input, as a terminal that goes away does.
    func endInput() {
        sendToProgram(nil)
    }

    private func sendToProgram(_ event: ScreenInput?) {
        state.withLock { $0.send }?(event)
    }

    private func record(_ step: Step, writing text: String) {
        state.withLock { $0.steps.append(step) }
        apply(text)
    }

    private func apply(_ text: String) {
        state.withLock { state in
            do {
                try state.screen.apply(text)
            } catch {
                state.errors.append("\(error)")
            }
        }
    }
}
