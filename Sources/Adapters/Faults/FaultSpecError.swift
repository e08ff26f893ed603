/// Why a fault spec cannot be read, quoting the spec and the bad part.
public struct FaultSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The most characters of the spec a message quotes; the parts it names are quoted up to `longestPartShown`.
    static let longestSpecShown = 80
    static let longestPartShown = Quoted.longestExcerpt

    public let description: String

    /// The error for `spec`, which may come from anywhere (the prompt, the environment, a paste of any length): cleaned
    /// for the terminal, and quoting no more than a line can hold.
    init(spec: String, problem: String) {
        description = TerminalSafeText.clean("fault spec: \(Self.quoted(spec, longest: Self.longestSpecShown)): \(problem)")
    }

    /// `text` in quotes, cut to its first `longest` characters and an ellipsis when it is longer.
    static func quoted(_ text: String, longest: Int = longestPartShown) -> String {
        Quoted.excerpt(text, longest: longest)
    }
}
