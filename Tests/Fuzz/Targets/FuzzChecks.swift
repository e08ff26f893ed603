/// Checks that several targets share about the messages a reader gives people.
enum FuzzChecks {
    /// The longest message a reader may give: a refusal names what is wrong and where, and quotes only a little.
    static let longestMessage = 400

    /// A message for one line of a terminal: not empty, and no control character, line or paragraph separator in it.
    static func isOneLine(_ text: String) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// A finding when `message`, what `reader` said, is not one line or is too long to read.
    static func requireOneLine(_ message: String, from reader: String) -> FuzzFinding? {
        guard isOneLine(message) else {
            return FuzzFinding("\(reader) answered with a message that is not one line: \(message.prefix(300).debugDescription)")
        }
        return requireShort(message, from: reader)
    }

    /// A finding when `message`, what `reader` said, is empty or longer than `longestMessage` characters. Messages from
    /// files may hold control characters: the drivers clean them (`TerminalSafeText`) before they are shown.
    static func requireShort(_ message: String, from reader: String) -> FuzzFinding? {
        guard message.isEmpty || message.count > longestMessage else { return nil }
        return FuzzFinding("\(reader) answered with a message of \(message.count) characters: \(message.prefix(300).debugDescription)")
    }
}
