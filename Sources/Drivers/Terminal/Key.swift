/// One key press as the line editor sees it, decoded from the bytes a terminal sends (`KeyDecoder`).
package enum Key: Equatable, Sendable {
    /// Text to insert: a character typed, or several that arrived at once (a paste the terminal did not bracket).
    case text(String)
    /// Text pasted, as the terminal bracketed it (`BracketedPaste`): text for the field or line it lands in, never keys;
    /// each line break in it is "\n".
    case paste(String)
    case enter, tab, backspace, delete, escape
    case left, right, up, down, home, end
    /// Page Up and Page Down, which the full screen pages with and the line editor ignores.
    case pageUp, pageDown
    /// Ctrl-Left, Ctrl-Right (and Alt-Left, Alt-Right).
    case wordLeft, wordRight
    /// A letter pressed with Ctrl: `.control("a")` is Ctrl-A.
    case control(Character)
    /// A key pressed with Alt (sent as Escape before it): `.alt("b")` is Alt-B.
    case alt(Character)
    /// A key the editor has no use for, such as F5: ignored.
    case unknown
}
