@testable import Drivers

/// Answers every request with the same completions and records what it was asked.
final class CompleterSpy: LineCompleter {
    struct Request: Equatable {
        let words: [String]
        let prefix: String
    }

    let answer: Completions
    private(set) var requests: [Request] = []

    init(_ answer: Completions) {
        self.answer = answer
    }

    func completions(after words: [String], typing prefix: String) -> Completions {
        requests.append(Request(words: words, prefix: prefix))
        return answer
    }
}
