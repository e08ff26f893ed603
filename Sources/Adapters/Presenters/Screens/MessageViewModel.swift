/// A one-line answer to something the customer did, and what the customer must know of it beside: that it is saved,
/// but not yet safe on disk.
public struct MessageViewModel: Equatable, Sendable {
    public let text: String
    public let warning: String?

    public init(text: String, warning: String? = nil) {
        self.text = text
        self.warning = warning
    }
}
