/// What the terminal must do after a key: the line editor decides, the console does it.
enum EditorAction: Equatable {
    /// The line or the cursor changed: draw them again.
    case redraw
    /// The key changed nothing.
    case unchanged
    /// The key could not do anything here, such as Up at the oldest line.
    case bell
    /// Enter: the line is done.
    case submit(String)
    /// Ctrl-C: drop the line.
    case interrupt
    /// Ctrl-D on an empty line: no more input.
    case endOfInput
    /// Ctrl-L: clear the screen, then draw the prompt and the line at the top.
    case clearScreen
    /// Ctrl-Z: give the terminal back and stop until continued (`fg`), then draw the line again.
    case suspend
    /// A second Tab with several candidates: list them under the line, then draw it again.
    case list(Completions)
}

/// What the line editor shows: a prompt, and the line with its cursor.
struct LineView: Equatable {
    let prompt: String
    let buffer: LineBuffer
}
