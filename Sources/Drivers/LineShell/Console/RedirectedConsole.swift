/// The terminal with its input taken from a script (`-c`, a script file) and its interactivity decided by options.
@MainActor
public final class RedirectedConsole: Console {
    public let isInteractive: Bool
    private let base: any Console
    private let script: [String]?
    /// The script's next line: a place rather than removing lines, so a long script is read in one pass.
    private var next = 0

    /// Reads `script` instead of `base`'s input when given; writes through `base`.
    public init(base: any Console, script: [String]?, isInteractive: Bool) {
        self.base = base
        self.script = script
        self.isInteractive = isInteractive
    }

    public func readLine(prompt: String?) async -> String? {
        guard script != nil else { return await base.readLine(prompt: prompt) }
        return scriptLine(prompt: prompt)
    }

    public func ask(_ question: String) -> String? {
        script == nil ? base.ask(question) : scriptLine(prompt: question)
    }

    /// The script's next line, after writing `prompt`; nil at its end.
    private func scriptLine(prompt: String?) -> String? {
        if let prompt {
            base.write(prompt)
        }
        guard let script, next < script.count else { return nil }
        defer { next += 1 }
        return script[next]
    }

    public func write(_ text: String) {
        base.write(text)
    }

    public func writeError(_ text: String) {
        base.writeError(text)
    }

    public func flush() {
        base.flush()
    }
}
