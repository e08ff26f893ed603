/// Finds the command a typo most likely meant.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let word = Array(word.prefix(32))
        let scored = candidates.map { ($0, distance(word, Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) ? best.0 : nil
    }

    // Levenshtein distance, one row at a time.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
