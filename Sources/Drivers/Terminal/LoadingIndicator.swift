import Adapters

/// Shows that a request is under way once it has taken longer than a moment: an animated spinner on standard error
/// when that is a terminal, and nothing otherwise, since a log or a pipe wants results and errors, not progress.
/// Waiting goes through the clock, so tests move time on themselves.
@MainActor
final class LoadingIndicator {
    nonisolated static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let console: any Console
    private let isOnTerminal: Bool
    private let clock: any FaultClock
    private let threshold: Duration
    private let frameInterval: Duration
    private let columns: () -> Int?
    private var task: Task<Void, Never>?
    private var isShowing = false

    /// An indicator writing to `console`'s standard error, which `isOnTerminal` says is a terminal (else it shows nothing),
    /// in a window `columns` wide (nil when no one says).
    init(
        console: any Console, isOnTerminal: Bool, clock: any FaultClock,
        threshold: Duration = .milliseconds(100), frameInterval: Duration = .milliseconds(100), columns: @escaping () -> Int? = { nil }
    ) {
        self.console = console
        self.columns = columns
        self.isOnTerminal = isOnTerminal
        self.clock = clock
        self.threshold = threshold
        self.frameInterval = frameInterval
    }

    /// Starts waiting to show the loading line; a start while one is pending changes nothing.
    func start() {
        guard isOnTerminal, task == nil else { return }
        task = Task { [weak self, clock, threshold, frameInterval] in
            var frame = 0
            var wait = threshold
            while true {
                do {
                    try await clock.wait(for: wait)
                } catch {
                    return
                }
                guard let self, !Task.isCancelled else { return }
                self.show(frame: frame)
                frame += 1
                wait = frameInterval
            }
        }
    }

    /// Takes the loading line away, or stops it from appearing.
    func stop() {
        task?.cancel()
        task = nil
        if isShowing {
            console.writeError("\r\u{1B}[2K")
        }
        isShowing = false
    }

    /// Draws one frame over the last: the spinner alone where the window has no room for its word, since a line the
    /// terminal wrapped would be cleared only on its last row.
    private func show(frame: Int) {
        isShowing = true
        let spinner = Self.frames[frame % Self.frames.count], line = "\(spinner) loading…"
        let fits = columns().map { DisplayWidth.of(line) <= max(1, $0 - 1) } ?? true
        console.writeError("\r" + (fits ? line : spinner))
    }
}
