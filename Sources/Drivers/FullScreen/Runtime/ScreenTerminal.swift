/// The terminal as the full screen drives it: taken whole (raw mode, the alternate screen, the cursor hidden) and
/// given back as it was, a frame written at once, keys read on a thread of their own. `TermiosTerminal` is the
/// process's own; tests use a scripted one, and `tasch-bench` one that counts the bytes (hence `package`).
package protocol ScreenTerminal: AnyObject, Sendable {
    /// Takes the terminal for the full screen; false when it refuses raw mode.
    func enterFullScreen() -> Bool
    /// Gives the terminal back as it was before `enterFullScreen()`.
    func leaveFullScreen()
    /// Writes one frame's bytes at once, unless the terminal has been given back meanwhile (a signal may do that).
    func writeFrame(_ text: String)
    /// Starts passing what the terminal brings to `send`, from another thread: keys, the window's size when it
    /// changes (or when the screen must be drawn whole again), and nil at the end of input.
    func startReading(_ send: @escaping @Sendable (ScreenInput?) -> Void)
    /// Stops passing input on.
    func stopReading()
    /// Gives the terminal back and stops the process, as Ctrl-Z does; once continued, takes the terminal again and
    /// passes on the window's size, so that the screen is drawn whole.
    func suspend()
    /// The window's size.
    var size: ScreenSize { get }
}

/// The escape sequences that take the terminal for the full screen and give it back.
enum FullScreenSequences {
    /// The alternate screen, the cursor hidden, no wrapping at the right edge.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
    /// Plain text, the alternate screen cleared, wrapping, the cursor shown, the main screen back as it was. The clear
    /// matters after a resize: tmux 3.3a reflows the alternate screen to the main screen's width before putting that
    /// back, and each row written past that width would spill above the prompt (as vim's and less's long lines do).
    static let leave = "\u{1B}[0m\u{1B}[2J\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"
}
