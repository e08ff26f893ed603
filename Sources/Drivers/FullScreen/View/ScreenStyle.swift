/// How the full screen dresses what it draws: box-drawing lines and symbols in a UTF-8 locale, ASCII otherwise, and
/// colour swatches only when colour is on (the renderer then sends no colour at all; attributes such as reverse video
/// and bold are not colour, and stay).
struct ScreenStyle: Equatable, Sendable {
    let usesColour: Bool
    let isUnicode: Bool

    var rule: Character { isUnicode ? "│" : "|" }
    var line: Character { isUnicode ? "─" : "-" }
    var corners: (topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character) {
        isUnicode ? ("┌", "┐", "└", "┘") : ("+", "+", "+", "+")
    }
    var marker: String { isUnicode ? "›" : ">" }
    var swatch: String { isUnicode ? "██" : "##" }
    var cursor: String { isUnicode ? "▏" : "_" }
    var enter: String { isUnicode ? "⏎" : "Enter" }
    var upDown: String { isUnicode ? "↑↓" : "Up/Down" }
    var failure: String { isUnicode ? "✗" : "!" }
    /// The signs that lines are hidden above, or below, those on show.
    var moreAbove: String { isUnicode ? "↑ more" : "^ more" }
    var moreBelow: String { isUnicode ? "↓ more" : "v more" }
    var spinnerFrames: [String] { isUnicode ? LoadingIndicator.frames : ["|", "/", "-", "\\"] }

    /// Whether a locale's environment asks for UTF-8: the first of LC_ALL, LC_CTYPE and LANG that is set says.
    static func isUnicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let lowered = locale.lowercased()
        return lowered.contains("utf-8") || lowered.contains("utf8")
    }

}
