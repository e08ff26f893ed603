/// How text is dressed for the terminal: plain, or with ANSI colour.
public struct TextStyle: Equatable, Sendable {
    /// Whether ANSI colour codes may be written.
    public let usesColour: Bool

    public init(usesColour: Bool) {
        self.usesColour = usesColour
    }

    /// `text` in bold when colour is on.
    func bold(_ text: String) -> String {
        usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// `text` dimmed when colour is on.
    func dim(_ text: String) -> String {
        usesColour ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }

    /// A small block in the given colour followed by a space, or nothing when colour is off.
    func swatch(red: UInt8, green: UInt8, blue: UInt8) -> String {
        usesColour ? "\u{1B}[38;2;\(red);\(green);\(blue)m██\u{1B}[0m " : ""
    }
}
