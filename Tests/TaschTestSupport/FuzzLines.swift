import Adapters

/// Lines a careless or hostile user might type or pipe in: random bytes read as `readLine` reads them,
/// command words with wrong, huge, negative or extra arguments, and the odd megabyte-long line.
public struct FuzzLines {
    private var random: SeededGenerator

    /// Lines that follow from `seed`.
    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private static let words = [
        "home", "catalogue", "list", "show", "add", "remove", "wish", "wishlist", "cart", "checkout", "rate",
        "back", "help", "SHOW", "Add", "shwo", "#", "", "--yes", "-y", "quit", "exit",
    ]
    private static let arguments = [
        "1", "2", "3", "0", "-1", "-0", "+1", "007", "4", "5", "6", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "99999999999999999999999999", "1e3", "0x10", "1.5", "١", "３", "abc", "--yes", "-y",
        "\u{1B}[2J", "\u{07}", "\r", "\u{202E}", "\u{0}", "é", "💥", "show",
    ]

    /// The next line; at most `maximumLength` bytes unless `allowingHuge`, when it may rarely be a megabyte long.
    public mutating func next(allowingHuge: Bool = false) -> String {
        switch random.next() % 100 {
        case 0..<40: return command()
        case 40..<75: return randomBytes(count: Int(random.next() % 64))
        case 75..<95: return command() + " " + randomBytes(count: Int(random.next() % 16))
        case 95..<99: return String(repeating: Self.arguments.randomElement(using: &random) ?? "", count: Int(random.next() % 500))
        default: return allowingHuge ? hugeLine() : command()
        }
    }

    private mutating func command() -> String {
        let word = Self.words.randomElement(using: &random) ?? ""
        let count = Int(random.next() % 4)
        let arguments = (0..<count).map { _ in Self.arguments.randomElement(using: &random) ?? "" }
        let separator = [" ", "  ", "\t", " \u{A0}"].randomElement(using: &random) ?? " "
        return ([word] + arguments).joined(separator: separator)
    }

    /// Bytes as `readLine` turns them into a line: never a line break, and invalid UTF-8 replaced.
    private mutating func randomBytes(count: Int) -> String {
        let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }.filter { $0 != 0x0A }
        return String(decoding: bytes, as: UTF8.self)
    }

    private mutating func hugeLine() -> String {
        let word = ["show ", "add ", "", "rate 1 "].randomElement(using: &random) ?? ""
        return word + String(repeating: "9", count: 1_048_576)
    }
}
