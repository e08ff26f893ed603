import Entities

/// A colour ready to show: its hex code, and its channels for a terminal swatch.
public struct ColourViewModel: Equatable, Sendable {
    public let hex: String
    public let red: UInt8
    public let green: UInt8
    public let blue: UInt8

    init(_ colour: Colour) {
        hex = colour.hex
        red = colour.red
        green = colour.green
        blue = colour.blue
    }
}
