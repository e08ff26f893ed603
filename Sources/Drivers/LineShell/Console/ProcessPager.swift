import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows text through a pager, or says it could not: the pager program, and one a test puts in its place.
@MainActor
public protocol Pager: AnyObject {
    /// The pager's command line, as a message names it.
    var commandLine: String { get }
    /// Shows `text` and returns once the pager has ended; false, with nothing shown, when the pager cannot be run.
    func show(_ text: String) -> Bool
}

/// The pager as a process of its own, run by the shell on the terminal the shop writes to, the text written to its
/// standard input. A pager that quits before reading it all (`q` in less) closes the pipe: the write fails with EPIPE
/// (SIGPIPE is ignored, `StandardStream`), the rest is dropped and the shop goes on. While it runs, Ctrl-C and Ctrl-\
/// are the pager's: the shop ignores them until it has ended, as `system()` does, and the pager starts with their
/// default actions.
final class ProcessPager: Pager {
    private let command: PagerCommand
    private let environment: [String: String]

    /// A pager running `command` with `environment`, which gets `LESS=FRX` when it sets no `LESS`, as git does.
    init(command: PagerCommand, environment: [String: String]) {
        self.command = command
        self.environment = environment.merging(["LESS": "FRX"]) { own, _ in own }
    }

    var commandLine: String { command.commandLine }

    func show(_ text: String) -> Bool {
        guard command.programPath(searching: environment["PATH"], isExecutable: { access($0, X_OK) == 0 }) != nil else { return false }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        let interrupts = InterruptsIgnored()
        defer { interrupts.restore() }
        let child = spawn(readingFrom: ends[0])
        close(ends[0])
        guard let child else {
            close(ends[1])
            return false
        }
        // A pager that left early makes this fail; what it did not read is not wanted.
        StandardStream.write(text, to: ends[1])
        close(ends[1])
        return Self.waitForEnd(of: child) != 127
    }

    /// Starts `sh -c COMMAND` with `input` as its standard input and the shop's terminal as its output.
    private func spawn(readingFrom input: Int32) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input, 0)
        let arguments: [String] = ["sh", "-c", command.commandLine]
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        InterruptsIgnored.signals.forEach { sigaddset(&defaults, $0) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        guard posix_spawn(&child, "/bin/sh", &actions, &attributes, argv, envp) == 0 else { return nil }
        return child
    }

    /// The pager's exit status once it has ended (128 + N when signal N ended it).
    private static func waitForEnd(of child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 {
            guard errno == EINTR else { return 0 }
        }
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    }
}

/// Ctrl-C and Ctrl-\ ignored by the shop while a child has the terminal, their actions put back by `restore()`. The
/// shop's signal listeners keep their signals blocked in every thread (`SignalListener`), and the kernel holds a blocked
/// signal for them even when its action is to ignore it: so they are also unblocked in this thread, the main one, to
/// which the terminal sends them, and one sent while the child runs is dropped, not taken by the shop once it has ended.
private struct InterruptsIgnored {
    static let signals = [SIGINT, SIGQUIT]
    private var saved: [sigaction] = []
    private var savedMask = sigset_t()

    init() {
        for signal in Self.signals {
            var ignore = sigaction()
            ignore.__sigaction_handler.sa_handler = SIG_IGN
            var old = sigaction()
            sigaction(signal, &ignore, &old)
            saved.append(old)
        }
        var interrupts = sigset_t()
        sigemptyset(&interrupts)
        Self.signals.forEach { sigaddset(&interrupts, $0) }
        pthread_sigmask(SIG_UNBLOCK, &interrupts, &savedMask)
    }

    func restore() {
        var mask = savedMask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        for (signal, old) in zip(Self.signals, saved) {
            var old = old
            sigaction(signal, &old, nil)
        }
    }
}
