/// A one-line answer to something the customer did.
public struct MessageViewModel: Equatable, Sendable {
    public let text: String

    public init(text: String) {
        self.text = text
    }
}
