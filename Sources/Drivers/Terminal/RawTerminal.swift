/// The terminal as the line editor drives it: raw mode on and off, bytes in and out, the window's width.
/// `TermiosTerminal` is the process's own; tests use a scripted one.
public protocol RawTerminal: AnyObject {
    /// Switches to raw mode (keys arrive one by one, unechoed, Ctrl-C as a byte, a paste bracketed as `BracketedPaste`
    /// says); false when the terminal refuses.
    func enterRawMode() -> Bool
    /// Switches to the mode a script stepped through at a terminal runs in (`--step`): keys arrive one by one and
    /// unechoed, as in raw mode, even while a command runs, and Ctrl-C and Ctrl-Z still interrupt and stop it; false
    /// when the terminal refuses. `restore()` leaves it.
    func enterQuietMode() -> Bool
    /// Puts back the settings that raw mode replaced, pastes no longer bracketed; nothing when raw mode is off.
    func restore()
    /// Waits for input, for at most `timeout` when one is given.
    func read(timeout: Duration?) -> TerminalInput
    /// Writes `text` to the terminal at once.
    func write(_ text: String)
    /// Gives the terminal back and stops the shop's job as Ctrl-Z stops a program; returns once it is continued (`fg`),
    /// in raw mode again.
    func suspendJob()
    /// The window's width in columns.
    var columns: Int { get }
}

/// What waiting for the terminal brought.
public enum TerminalInput: Equatable, Sendable {
    /// Bytes typed or pasted.
    case bytes([UInt8])
    /// Nothing arrived in time.
    case timedOut
    /// The window changed size.
    case resized
    /// The terminal is gone: end of input.
    case closed
}
