import Foundation
import TaschTestSupport
import XCTest

/// A pseudo-terminal of the test's own, to run the built `tasch` as a person at a terminal does: the program gets the
/// terminal as its standard streams and, in a new session, as its controlling terminal (so Ctrl-C is a signal when
/// the line discipline says so); the test sets the window size, types, and reads what the program writes.
final class PseudoTerminal {
    /// Its terminal end is kept open so that the settings can be read after the program ends, and reading never fails
    /// with EIO meanwhile.
    private let ends: PseudoTerminalPair
    private var master: Int32 { ends.keyboard }
    private var slave: Int32 { ends.terminal }
    private var child: pid_t = 0
    private var received: [UInt8] = []
    /// Where in the output the next `waitFor` starts looking.
    private var mark = 0
    /// The processor time the program took (user and system), once it has ended.
    private(set) var processorTime: Duration?

    /// Everything the program wrote so far.
    var output: String { String(decoding: received, as: UTF8.self) }
    /// The same, as the bytes written.
    var bytes: [UInt8] { received }

    /// A pseudo-terminal whose window is `columns` wide.
    init(columns: Int, rows: Int = 40) throws {
        ends = try PseudoTerminalPair(columns: columns, rows: rows)
    }

    deinit {
        if child > 0 { kill(child, SIGKILL) }
    }

    /// The path of the terminal's other end, for a program started otherwise to write to as a file.
    var path: String { ends.path }

    /// Sets the window's size, as a terminal emulator does when its window changes (the program gets SIGWINCH).
    func resize(columns: Int, rows: Int = 40) {
        ends.resize(columns: columns, rows: rows)
    }

    /// The terminal's settings now (for comparing before and after a run).
    var settings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// Starts `program` on the terminal in a new session, with exactly `environment`.
    func start(_ program: String, _ arguments: [String], environment: [String: String]) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, the terminal becomes the new session's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, path, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGWINCH, SIGTSTP] {
            sigaddset(&defaults, signal)
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(PseudoTerminalPair.spawnSetSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        let result = posix_spawn(&child, program, &actions, &attributes, argv, envp)
        guard result == 0 else { throw NSError(domain: "posix_spawn", code: Int(result)) }
    }

    /// Sends `signal` to the program, as `kill` does.
    func send(_ signal: Int32) {
        kill(child, signal)
    }

    /// Whether two sets of terminal settings are the same: modes and control characters.
    static func same(_ first: termios, _ second: termios) -> Bool {
        let modes = { (settings: termios) in [settings.c_iflag, settings.c_oflag, settings.c_cflag, settings.c_lflag] }
        let characters = { (settings: termios) in withUnsafeBytes(of: settings.c_cc) { Array($0) } }
        return modes(first) == modes(second) && characters(first) == characters(second)
    }

    /// Types `text` as keys, bytes as they are.
    func type(_ text: String) {
        ends.type(text)
    }

    /// Pastes `text` as a terminal does, a piece at a time while reading what the program draws meanwhile, so that
    /// neither side waits for the other with a full buffer.
    func paste(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            var descriptor = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            if poll(&descriptor, 1, 50) > 0 {
                let written = bytes.prefix(4096).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
                if written > 0 { bytes = bytes.dropFirst(written) }
            }
            readAvailable(waitingUpTo: 0)
        }
    }

    /// Reads until the output since the last wait holds `text`; fails the test with the output when the program
    /// looks stuck (`HangGuard`).
    @discardableResult
    func waitFor(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        while Date() < deadline {
            let since = String(decoding: received[mark...], as: UTF8.self)
            if let range = since.range(of: text) {
                mark += since[..<range.upperBound].utf8.count
                return since
            }
            readAvailable(waitingUpTo: 0.05)
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: text.debugDescription)); the terminal shows:\n\(output)", file: file, line: line)
        return output
    }

    /// Reads what the program writes until it ends, and returns its exit status (128 + N when signal N ended it); nil
    /// and a failure when the program looks stuck (`HangGuard`).
    func waitForExit(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        var status: Int32 = 0
        var usage = rusage()
        while Date() < deadline {
            readAvailable(waitingUpTo: 0.05)
            guard wait4(child, &status, WNOHANG, &usage) == child else { continue }
            child = 0
            func duration(_ time: timeval) -> Duration { .seconds(time.tv_sec) + .microseconds(time.tv_usec) }
            processorTime = duration(usage.ru_utime) + duration(usage.ru_stime)
            readAvailable(waitingUpTo: 0)
            return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: "the program to end")); the terminal shows:\n\(output)", file: file, line: line)
        return nil
    }

    /// Fills what the terminal holds for its reader (the test) until it takes no more, as a stalled link leaves it: from
    /// then on, until the test reads again, every write the program makes to the terminal waits.
    func fillOutput() {
        let filler = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard filler >= 0 else { return XCTFail("the terminal cannot be opened to fill it") }
        defer { close(filler) }
        let spaces = [UInt8](repeating: 0x20, count: 1024)
        while spaces.withUnsafeBytes({ write(filler, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Waits for the program to end without reading what it writes (the terminal stays as stalled as it was), and
    /// returns its exit status as `waitForExit` does; nil and a failure when it looks stuck (`HangGuard`).
    func waitForExitUnread(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        var status: Int32 = 0
        while Date() < deadline {
            guard waitpid(child, &status, WNOHANG) == child else {
                usleep(10_000)
                continue
            }
            child = 0
            return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: "the program to end on a terminal that stopped reading"))", file: file, line: line)
        return nil
    }

    /// Waits until the program is stopped (as Ctrl-Z stops it) and says whether it was; fails the test when it looks
    /// stuck (`HangGuard`).
    func waitForStop(file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let deadline = Date().addingTimeInterval(HangGuard.seconds)
        var status: Int32 = 0
        while Date() < deadline {
            readAvailable(waitingUpTo: 0.05)
            if waitpid(child, &status, WNOHANG | WUNTRACED) == child, status & 0xFF == 0x7F { return true }
        }
        XCTFail("\(HangGuard.Stuck(waitingFor: "the program to stop")); the terminal shows:\n\(output)", file: file, line: line)
        return false
    }

    /// Reads what the program wrote, waiting up to `seconds` for the first bytes.
    func readAvailable(waitingUpTo seconds: TimeInterval) {
        received += ends.readShown(waitingUpTo: seconds)
    }
}
