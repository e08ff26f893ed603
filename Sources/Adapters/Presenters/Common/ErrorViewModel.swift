/// Why a request failed, in one line ready to show.
public struct ErrorViewModel: Equatable, Sendable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
