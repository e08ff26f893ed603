import Drivers

/// A console that reads from a list of lines and keeps what is written, for whole sessions in tests.
@MainActor
public final class ScriptedConsole: Console {
    public let isInteractive: Bool
    private var input: [String]
    /// Everything written to standard output.
    public private(set) var output = ""
    /// Everything written to standard error.
    public private(set) var errors = ""
    /// The prompts shown, in order.
    public private(set) var prompts: [String] = []
    /// Run each time a question is asked, before it is answered: what happens elsewhere while the customer decides.
    public var whenAsked: ((String) -> Void)?

    public init(lines: [String], isInteractive: Bool = false) {
        self.input = lines
        self.isInteractive = isInteractive
    }

    public func ask(_ question: String) -> String? {
        whenAsked?(question)
        return readLine(prompt: question)
    }

    public func readLine(prompt: String?) -> String? {
        if let prompt {
            prompts.append(prompt)
        }
        return input.isEmpty ? nil : input.removeFirst()
    }

    public func write(_ text: String) {
        output += text
    }

    public func writeError(_ text: String) {
        errors += text
    }

    public func flush() {}
}
