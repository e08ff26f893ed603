import Foundation
import XCTest

/// The two ends of a pseudo-terminal of the test's own: the terminal (`terminal`, /dev/pts/N), which a program takes as
/// its own, and the far end (`keyboard`), where the test types as a person would and reads what the terminal shows.
public final class PseudoTerminalPair {
    /// The far end: what is written here is typed, and what the program writes to the terminal is read here.
    public let keyboard: Int32
    /// The terminal's own end, as a program has it.
    public let terminal: Int32
    private var keyboardIsOpen = true

    /// A pseudo-terminal whose window is `columns` × `rows`; skips the test on a machine that has none.
    public init(columns: Int, rows: Int) throws {
        keyboard = PTYFunctions.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard keyboard >= 0, PTYFunctions.grantpt(keyboard) == 0, PTYFunctions.unlockpt(keyboard) == 0 else {
            throw XCTSkip("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        terminal = open(PTYFunctions.name(of: keyboard), O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard terminal >= 0 else { throw XCTSkip("the pseudo-terminal cannot be opened") }
        resize(columns: columns, rows: rows)
    }

    deinit {
        hangUp()
        close(terminal)
    }

    /// The path of the terminal, `/dev/pts/N`.
    public var path: String { PTYFunctions.name(of: keyboard) }

    /// Sets the window's size, as a terminal emulator does when its window changes.
    public func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(keyboard, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` as keys, bytes as they are, in one write.
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
    }

    /// What the terminal shows that was not read yet, waiting up to `seconds` for the first bytes.
    public func readShown(waitingUpTo seconds: TimeInterval) -> [UInt8] {
        var descriptor = pollfd(fd: keyboard, events: Int16(POLLIN), revents: 0)
        var buffer = [UInt8](repeating: 0, count: 65536)
        var shown: [UInt8] = []
        var wait = Int32(seconds * 1000)
        while keyboardIsOpen, poll(&descriptor, 1, wait) > 0 {
            let count = read(keyboard, &buffer, buffer.count)
            guard count > 0 else { break }
            shown += buffer[..<count]
            wait = 0
        }
        return shown
    }

    /// Closes the far end, as a terminal emulator's window closing does: the terminal is gone for the program.
    public func hangUp() {
        guard keyboardIsOpen else { return }
        keyboardIsOpen = false
        close(keyboard)
    }

    /// The flag that makes posix_spawn start the program in a new session, whose controlling terminal the first
    /// terminal it opens becomes.
    public static let spawnSetSID = PTYFunctions.spawnSetSID
}

/// The C library's pseudo-terminal calls. glibc declares them only for _XOPEN_SOURCE, which Swift's Glibc module is
/// not built with, so they are looked up by name; POSIX_SPAWN_SETSID is hidden behind _GNU_SOURCE the same way.
enum PTYFunctions {
    static let spawnSetSID: Int32 = 0x80

    static func openpt(_ flags: Int32) -> Int32 {
        call("posix_openpt", as: (@convention(c) (Int32) -> Int32).self).map { $0(flags) } ?? -1
    }

    static func grantpt(_ descriptor: Int32) -> Int32 {
        call("grantpt", as: (@convention(c) (Int32) -> Int32).self).map { $0(descriptor) } ?? -1
    }

    static func unlockpt(_ descriptor: Int32) -> Int32 {
        call("unlockpt", as: (@convention(c) (Int32) -> Int32).self).map { $0(descriptor) } ?? -1
    }

    /// The path of the terminal's other end, `/dev/pts/N`.
    static func name(of descriptor: Int32) -> String {
        var name = [CChar](repeating: 0, count: 128)
        let ptsname = call("ptsname_r", as: (@convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32).self)
        _ = ptsname?(descriptor, &name, name.count)
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func call<Function>(_ name: String, as type: Function.Type) -> Function? {
        dlsym(dlopen(nil, RTLD_NOW), name).map { unsafeBitCast($0, to: type) }
    }
}
