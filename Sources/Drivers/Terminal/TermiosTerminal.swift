import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's own terminal for the line editor: the `termios` settings of standard input (raw mode asks for pastes
/// bracketed, `BracketedPaste`, and giving the terminal back stops asking), standard output's window size, and a pipe
/// that a change of window (or a return from being stopped) writes to, so that a read waiting for a key wakes up to
/// draw the line again. `restore()` may be called from any thread, so a signal can put the settings back before
/// leaving.
final class TermiosTerminal: RawTerminal, Sendable {
    private let input: Int32
    let output: Int32
    /// The settings raw mode replaced, and raw mode's own, while it is on.
    private let saved = Mutex<(replaced: termios, raw: termios)?>(nil)
    private let wakeRead: Int32
    private let wakeWrite: Int32
    /// The output's terminal opened again on a description of its own that never blocks, so that a write waits for room
    /// in `poll`, where it can give up, never in the kernel; nil where it cannot be opened (then writes block).
    let writingEnd: Int32?
    /// Set once a signal ends the shop (`giveBackNow`): every write still waiting for room gives up at once.
    let isGivenBackForGood = Atomic(false)
    /// While the full screen is on: what leaves it, which `restore()` writes first, and what suspends it.
    let fullScreen = Mutex(FullScreenState())

    /// The terminal on standard input and output when both are one and TERM is not dumb; nil otherwise.
    static func standard(environment: [String: String]) -> TermiosTerminal? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, environment["TERM"] != "dumb" else { return nil }
        return TermiosTerminal(input: STDIN_FILENO, output: STDOUT_FILENO)
    }

    /// The terminal on `input` and `output`, already open; nil when no pipe can be made to wake its reads.
    init?(input: Int32, output: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        self.input = input
        self.output = output
        wakeRead = ends[0]
        wakeWrite = ends[1]
        writingEnd = Self.reopenedWithoutBlocking(output)
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
        if let writingEnd { close(writingEnd) }
    }

    var columns: Int {
        WindowSize.columns(of: output) ?? WindowSize.standardColumns
    }

    /// The window's height in rows.
    var rows: Int {
        WindowSize.rows(of: output) ?? 24
    }

    func enterRawMode() -> Bool {
        enter(keepingSignals: false)
    }

    func enterQuietMode() -> Bool {
        enter(keepingSignals: true)
    }

    /// Raw mode, with Ctrl-C and Ctrl-Z still signals when `keepingSignals`.
    private func enter(keepingSignals: Bool) -> Bool {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return false }
        var raw = settings
        // As linenoise does, less output processing: "\n" still starts a new line at its left edge.
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | (keepingSignals ? 0 : ISIG))
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        // Entered under the settings' lock, and never once the terminal is given back for good: a signal that ends the
        // shop meanwhile either finds the settings saved and puts them back, or stops raw mode from being entered at all
        // (a signal between the prompt and raw mode left the terminal raw). TCSANOW, so that the lock is never held while
        // the terminal is waited for; it keeps what was typed ahead while a command ran, as TCSADRAIN did, and output is
        // processed as before, so nothing waiting to be sent is changed by it.
        let entered = saved.withLock { saved -> Bool in
            guard !isGivenBackForGood.load(ordering: .sequentiallyConsistent), tcsetattr(input, TCSANOW, &raw) == 0 else { return false }
            saved = (settings, raw)
            return true
        }
        guard entered else { return false }
        write(BracketedPaste.on)
        drainWakePipe()
        return true
    }

    // The settings stay saved until they are back, and their lock is never held while the terminal is waited for, so
    // that a signal that finds this waiting (`giveBackNow`) still puts them back.
    func restore() {
        fullScreen.withLock { state in
            guard let leaving = state.leaving else { return }
            write(leaving)
            state.leaving = nil
        }
        guard var settings = saved.withLock({ $0?.replaced }) else { return }
        write(BracketedPaste.off)
        _ = tcsetattr(input, TCSADRAIN, &settings)
        saved.withLock { $0 = nil }
    }

    /// Gives the terminal back as far as it takes it without waiting, for a signal that ends the shop: a terminal that
    /// stopped reading (a stalled link) must not keep the shop from ending. Every write still waiting for room gives up;
    /// a frame not yet sent is dropped (no one will see it), the full screen is left and pastes no longer bracketed as
    /// far as the terminal takes it at once, and the settings raw mode replaced are put back at once (TCSANOW), without
    /// waiting for what was written to be sent. Safe from any thread; nothing is written through this terminal after it.
    func giveBackNow() {
        isGivenBackForGood.store(true, ordering: .sequentiallyConsistent)
        // A frame's write gives up within a wait for room (`roomWait`), and lets go of the full screen's lock.
        let leaving = fullScreen.withLock { $0.leaving.take() }
        let settings = saved.withLock { $0?.replaced }
        if leaving != nil { _ = tcflush(output, TCOFLUSH) }
        send(Array(((leaving ?? "") + (settings == nil ? "" : BracketedPaste.off)).utf8), waitingForRoom: false)
        guard var settings else { return }
        _ = tcsetattr(input, TCSANOW, &settings)
    }

    /// Puts the terminal's settings back and stops the shop's process group, as the terminal does on Ctrl-Z outside
    /// raw mode, so that the shell can take the terminal; once continued, raw mode is on again. In a group no shell
    /// controls (an orphaned one), the system does not stop it, and the line is simply drawn again. (The full screen
    /// stops the process alone, `suspend()`, since it takes SIGTSTP from outside as its own.)
    func suspendJob() {
        restore()
        stopJob()
        _ = enterRawMode()
    }

    /// Stops the shop's process group, this process before returning. A SIGTSTP sent to the whole group would be taken
    /// here by whichever thread does not block it, in its own time, and Dispatch's threads (which run the shop) block
    /// it: this one would go on and draw the line again before the shop stopped. So the rest of the group gets it while
    /// this process ignores it, and this thread sends one to itself, let through, which stops the process at once.
    private func stopJob() {
        let previous = signal(SIGTSTP, SIG_IGN)
        kill(0, SIGTSTP)
        signal(SIGTSTP, previous)
        var stop = sigset_t()
        var mask = sigset_t()
        sigemptyset(&stop)
        sigaddset(&stop, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &stop, &mask)
        raise(SIGTSTP)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    /// After the shop was stopped and continued with raw mode on (a stop from outside), raw mode's settings again, which
    /// the shell may have changed meanwhile, and a wake-up for the line to be drawn again; safe from a signal's handler.
    func didContinue() {
        if var raw = saved.withLock({ $0?.raw }), !isGivenBackForGood.load(ordering: .sequentiallyConsistent) {
            _ = tcsetattr(input, TCSADRAIN, &raw)
            // The shell may have stopped asking for bracketed pastes meanwhile, as bash does before `fg` continues a job.
            write(BracketedPaste.on)
        }
        windowDidChange()
    }

    /// The most one read brings: what has arrived, up to this, comes as one piece.
    static let largestRead = 256 * 1024

    func read(timeout: Duration?) -> TerminalInput {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        let milliseconds = timeout.map { Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) } ?? -1
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let ready = poll(&descriptors, 2, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
            if descriptors[1].revents != 0 {
                drainWakePipe()
                return .resized
            }
            let count = readBytes(input, &buffer, buffer.count)
            // More than one key sends at once is a paste (or typing ahead): what follows it closely comes with it.
            if count > 0 { return .bytes(Array(buffer[..<count]) + (count > EscapeSequence.maximumLength ? readingOn(into: &buffer) : [])) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return .closed
        }
    }

    /// What else arrives with no pause longer than `pasteGap`, up to `largestRead` in all: a paste the terminal sends a
    /// few KiB at a time comes as one piece, so that a screen answers it once, not once a read. A key typed by hand
    /// comes at once.
    private func readingOn(into buffer: inout [UInt8]) -> [UInt8] {
        var more: [UInt8] = []
        var waiting = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        while buffer.count + more.count < Self.largestRead, poll(&waiting, 1, Self.pasteGap) > 0, waiting.revents & Int16(POLLIN) != 0 {
            let count = readBytes(input, &buffer, buffer.count)
            guard count > 0 else { break }
            more += buffer[..<count]
        }
        return more
    }

    /// The longest pause, in milliseconds, between the pieces of a paste that `read` brings as one.
    private static let pasteGap: Int32 = 10

    func write(_ text: String) {
        send(Array(text.utf8), waitingForRoom: true)
    }

    /// Wakes a waiting read to draw the line at the window's new size; safe to call from a signal's handler.
    func windowDidChange() {
        var byte: UInt8 = 1
        _ = writeBytes(wakeWrite, &byte, 1)
    }

    private func drainWakePipe() {
        var bytes = [UInt8](repeating: 0, count: 64)
        while readBytes(wakeRead, &bytes, bytes.count) > 0 {}
    }
}

// The class's own `read` and `write` hide the C library's inside it.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
