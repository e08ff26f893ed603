/// Finds the command a typo most likely meant.
enum Suggestion {
    /// `did you mean "show"? ` when a candidate is close to `word`, else nothing: the start of a refusal's hint.
    static func question(for word: String, among candidates: [String]) -> String {
        question(nearest(to: word, among: candidates))
    }

    /// `did you mean "en_GB"? ` when there is a `suggestion`, else nothing.
    static func question(_ suggestion: String?) -> String {
        suggestion.map { "did you mean \"\($0)\"? " } ?? ""
    }

    /// The candidate closest to `word` by edit distance, if it is close enough to be a typo.
    static func nearest(to word: String, among candidates: [String]) -> String? {
        let word = Array(word.prefix(32))
        let scored = candidates.map { ($0, distance(word, Array($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) ? best.0 : nil
    }

    // Edit distance in which swapping two neighbouring letters, the commonest typo, counts as one edit.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
