/// A word Tab can put in place of the one being typed; `detail` says what it stands for, such as a product's name.
struct Completion: Equatable, Sendable {
    let word: String
    let detail: String?

    init(_ word: String, detail: String? = nil) {
        self.word = word
        self.detail = detail
    }
}

/// The words that can complete the one being typed, and how many there are in all when only the first are listed.
struct Completions: Equatable, Sendable {
    let candidates: [Completion]
    let total: Int
    /// Whether a candidate takes the place of every word typed after the command's name, not only the last: a
    /// product's name of several words, completed to its id.
    var replacesArguments = false

    init(_ candidates: [Completion], total: Int? = nil) {
        self.candidates = candidates
        self.total = max(total ?? candidates.count, candidates.count)
    }

    /// Plain words, in order, for the ones that start with `prefix`, ignoring case.
    init(words: [String], startingWith prefix: String) {
        let prefix = prefix.lowercased()
        self.init(words.filter { $0.lowercased().hasPrefix(prefix) }.map { Completion($0) })
    }

    static let none = Completions([])
}

/// What Tab completes: given the words before the one being typed and its start, the words that may follow.
protocol LineCompleter {
    func completions(after words: [String], typing prefix: String) -> Completions
}
