/// Why a typed line is not a command the shop can run, in one line, with the stable kind scripts match.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String
    /// `usage` for a line the parser cannot read; the shop error's own kind where the line names what is not there.
    public let kind: String

    init(_ description: String, kind: String = "usage") {
        self.description = description
        self.kind = kind
    }
}
