/// What Tab does to the line: the word before the cursor is completed as far as its candidates agree. The words
/// before it, back to the last `;`, tell the completer which command the word belongs to.
enum TabCompletion {
    enum Outcome: Equatable {
        /// The word was completed, or extended as far as the candidates agree.
        case completed(LineBuffer)
        /// Several candidates, and nothing they all agree on beyond what is typed.
        case ambiguous(Completions)
        case nothing
    }

    static func complete(_ buffer: LineBuffer, with completer: any LineCompleter) -> Outcome {
        let command = buffer.beforeCursor.split(separator: ";", omittingEmptySubsequences: false).last ?? ""
        var words = command.split(whereSeparator: \.isWhitespace).map(String.init)
        let typed = command.last?.isWhitespace == false ? words.removeLast() : ""
        let found = completer.completions(after: words, typing: typed)
        guard let first = found.candidates.first else { return .nothing }
        var completed = buffer
        if found.total == 1 {
            let space = buffer.fromCursor.first?.isWhitespace == true ? "" : " "
            completed.replace(charactersBeforeCursor: found.replacesArguments ? arguments(in: command).count : typed.count, with: first.word + space)
            return .completed(completed)
        }
        let shared = found.total == found.candidates.count ? commonPrefix(of: found.candidates.map(\.word)) : ""
        // Only candidates that go on from what is typed extend it: not ids standing for names.
        guard shared.count > typed.count, shared.lowercased().hasPrefix(typed.lowercased()) else { return .ambiguous(found) }
        completed.replace(charactersBeforeCursor: typed.count, with: shared)
        return .completed(completed)
    }

    /// What `command` holds after its name and the white space after that.
    private static func arguments(in command: Substring) -> Substring {
        command.drop(while: \.isWhitespace).drop { !$0.isWhitespace }.drop(while: \.isWhitespace)
    }

    private static func commonPrefix(of words: [String]) -> String {
        guard var shared = words.first else { return "" }
        for word in words.dropFirst() {
            shared = String(zip(shared, word).prefix { $0.lowercased() == $1.lowercased() }.map(\.0))
        }
        return shared
    }
}
