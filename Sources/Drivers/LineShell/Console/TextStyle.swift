/// How text is dressed for the terminal: plain, or with ANSI colour.
public struct TextStyle: Equatable, Sendable {
    /// Whether ANSI colour codes may be written.
    public let usesColour: Bool
    /// How many colours the terminal shows, for the swatches.
    public let depth: ColourDepth

    public init(usesColour: Bool, depth: ColourDepth = .trueColour) {
        self.usesColour = usesColour
        self.depth = depth
    }

    /// `text` in bold when colour is on.
    func bold(_ text: String) -> String {
        usesColour ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// `text` dimmed when colour is on.
    func dim(_ text: String) -> String {
        usesColour ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }

    /// `text` in the error colour, red, when colour is on.
    func error(_ text: String) -> String {
        usesColour ? "\u{1B}[31m\(text)\u{1B}[0m" : text
    }

    /// A small block in the given colour followed by a space, or nothing when colour is off. The space is a no-break
    /// one, so that wrapping never parts a swatch from the code written after it.
    func swatch(red: UInt8, green: UInt8, blue: UInt8) -> String {
        usesColour ? "\u{1B}[\(depth.foreground(red: red, green: green, blue: blue))m██\u{1B}[0m\u{A0}" : ""
    }
}
