/// How one cell of the full screen is drawn: its attributes and, when colour is on, its colour.
struct CellStyle: Hashable, Sendable {
    /// A colour for text: one of the basic eight, or any colour, which the renderer sends at the terminal's depth.
    enum Colour: Hashable, Sendable {
        case red, green, yellow, cyan
        case rgb(UInt8, UInt8, UInt8)
    }

    var isBold = false
    var isDim = false
    var isReversed = false
    var foreground: Colour?

    /// Plain text.
    static let plain = CellStyle()
    static let bold = CellStyle(isBold: true)
    static let dim = CellStyle(isDim: true)
    static let reversed = CellStyle(isReversed: true)

    /// This style in `colour`.
    func coloured(_ colour: Colour?) -> CellStyle {
        var style = self
        style.foreground = colour
        return style
    }
}
