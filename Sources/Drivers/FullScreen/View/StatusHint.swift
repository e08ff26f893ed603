/// One hint of the status line (a key and what it does), how much it matters, and a shorter way to say it.
struct StatusHint: Equatable, Sendable {
    /// How much a hint matters: the least drops first, and those needed `always` (help, quit) never do.
    enum Importance: Int, Comparable, Sendable {
        case low, medium, high, always

        static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var text: String
    var importance: Importance
    /// What the hint says when the line is too narrow, before it drops; nil when it only drops.
    var shorter: String?

    init(_ text: String, _ importance: Importance, shorter: String? = nil) {
        (self.text, self.importance, self.shorter) = (text, importance, shorter)
    }

    /// `hints` in one line of at most `width` columns, as htop and lazygit fit theirs: while the line is too wide, the
    /// least important hint (the rightmost of the least) says itself shorter, or drops; the hints needed always stay
    /// (said shorter, when they can be, last), and are cut only where even they alone do not fit.
    static func line(_ hints: [StatusHint], width: Int) -> String {
        var hints = hints.filter { !$0.text.isEmpty }
        while DisplayWidth.of(joined(hints)) > width, let index = leastImportant(in: hints) {
            if let shorter = hints[index].shorter {
                (hints[index].text, hints[index].shorter) = (shorter, nil)
            } else {
                hints.remove(at: index)
            }
        }
        return DisplayWidth.truncated(joined(hints), toColumns: width)
    }

    private static func joined(_ hints: [StatusHint]) -> String {
        hints.map(\.text).joined(separator: "  ")
    }

    /// The hint to say shorter or drop next: of those that can give way, the rightmost of the least important.
    private static func leastImportant(in hints: [StatusHint]) -> Int? {
        let yielding = hints.indices.filter { hints[$0].importance != .always || hints[$0].shorter != nil }
        guard let least = yielding.map({ hints[$0].importance }).min() else { return nil }
        return yielding.last { hints[$0].importance == least }
    }
}
