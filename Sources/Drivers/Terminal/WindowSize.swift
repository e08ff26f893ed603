#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The size of the terminal window a file descriptor writes to.
enum WindowSize {
    /// The window's width in columns; nil when `descriptor` is not a terminal or the terminal does not say.
    static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The window's height in rows; nil when `descriptor` is not a terminal or the terminal does not say.
    static func rows(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else { return nil }
        return Int(size.ws_row)
    }

    /// The width assumed when nothing says what it is: a terminal's customary width.
    static let standardColumns = 80

    /// The width output is fitted to on a terminal: the window's (`measured`), else `COLUMNS`, else `standardColumns`.
    static func columns(measured: Int?, environment: [String: String]) -> Int {
        if let measured { return measured }
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        return standardColumns
    }
}
