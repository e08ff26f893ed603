import Adapters

/// Shows that a request is under way once it has taken longer than a moment: an animated spinner on a terminal,
/// one plain line on standard error otherwise. Waiting goes through the clock, so tests move time on themselves.
@MainActor
final class LoadingIndicator {
    nonisolated static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    private let console: any Console
    private let clock: any FaultClock
    private let threshold: Duration
    private let frameInterval: Duration
    private var task: Task<Void, Never>?
    private var isShowing = false

    init(console: any Console, clock: any FaultClock, threshold: Duration = .milliseconds(100), frameInterval: Duration = .milliseconds(100)) {
        self.console = console
        self.clock = clock
        self.threshold = threshold
        self.frameInterval = frameInterval
    }

    /// Starts waiting to show the loading line; a start while one is pending changes nothing.
    func start() {
        guard task == nil else { return }
        task = Task { [weak self, clock, threshold, frameInterval] in
            var frame = 0
            var wait = threshold
            while true {
                do {
                    try await clock.wait(for: wait)
                } catch {
                    return
                }
                guard let self, !Task.isCancelled, self.show(frame: frame) else { return }
                frame += 1
                wait = frameInterval
            }
        }
    }

    /// Takes the loading line away, or stops it from appearing.
    func stop() {
        task?.cancel()
        task = nil
        if isShowing, console.isInteractive {
            console.writeError("\r\u{1B}[2K")
        }
        isShowing = false
    }

    /// Draws one frame; returns whether to keep animating.
    private func show(frame: Int) -> Bool {
        isShowing = true
        guard console.isInteractive else {
            console.writeError("loading…\n")
            return false
        }
        console.writeError("\r\(Self.frames[frame % Self.frames.count]) loading…")
        return true
    }
}
