/// Why a typed line is not a command the shop can run, in one line.
public struct CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
