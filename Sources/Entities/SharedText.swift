/// UTF-8 text that many products point into: a catalogue's names and descriptions in one buffer, so that a hundred
/// thousand products hold spans of it instead of four hundred thousand strings of their own.
public final class SharedText: Sendable {
    /// The bytes; meant to be UTF-8, though anything else is only shown repaired, never trusted.
    public let utf8: [UInt8]

    /// Shares `utf8` among the products that will point into it.
    public init(utf8: [UInt8]) {
        self.utf8 = utf8
    }
}
