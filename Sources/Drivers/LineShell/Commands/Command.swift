/// One thing the customer asked for at the prompt: the table's entry for the word typed, and what its arguments said.
public struct Command: Equatable, Sendable {
    let entry: CommandEntry
    let input: CommandInput

    init(_ entry: CommandEntry, _ input: CommandInput = CommandInput()) {
        self.entry = entry
        self.input = input
    }

    /// The command's name, as the table gives it, whatever word called it.
    public var name: String { entry.name }

    public static func == (lhs: Command, rhs: Command) -> Bool {
        lhs.entry.name == rhs.entry.name && lhs.input == rhs.input
    }
}
