/// What a person must be able to read on the full screen in any window: every amount whole, and the keys for help and
/// quitting in the status line.
public enum WindowReading {
    /// The keys every view's status line keeps (a search's says `Esc` and `Ctrl-C` instead, since every key types there).
    public static let helpAndQuit = ["? help", "q quit"]

    /// A price or total as the shop writes one in US English: `$1,439.00`.
    static var amount: Regex<(Substring, Substring?)> { #/\$[0-9]{1,3}(,[0-9]{3})*\.[0-9]{2}/# }

    /// The places in `line` where a `$` does not start a whole amount (cut, or run into something else).
    public static func cutAmounts(in line: String) -> [String] {
        line.indices.filter { line[$0] == "$" }.compactMap { start in
            let rest = line[start...]
            guard let match = rest.prefixMatch(of: amount) else { return String(rest.prefix(12)) }
            let next = rest[match.range.upperBound...].first
            return next.map { $0.isNumber || $0 == "…" || $0 == "," || $0 == "." } == true ? String(rest.prefix(12)) : nil
        }
    }

    /// Whether a header ends with the wish list's whole total, or says the wish list is empty.
    public static func showsTheTotal(header: String) -> Bool {
        header.hasSuffix("Your wish list is empty") || header.firstMatch(of: #/Total: \$[0-9,]+\.[0-9]{2}$/#) != nil
    }
}
