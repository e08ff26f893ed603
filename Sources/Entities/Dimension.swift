/// One measured side of a product, given in both centimetres and inches.
public struct Dimension: Hashable, Sendable {
    /// Which side is measured.
    public enum Axis: Hashable, Sendable, CaseIterable {
        case height, width, depth
    }

    public let axis: Axis
    public let centimeters: Double
    public let inches: Double

    /// Creates a dimension, or nil when a length is negative, infinite or not a number.
    public init?(axis: Axis, centimeters: Double, inches: Double) {
        guard centimeters.isFinite, inches.isFinite, centimeters >= 0, inches >= 0 else { return nil }
        self.axis = axis
        self.centimeters = centimeters
        self.inches = inches
    }
}
