import Entities

/// A product's colours and sizes as bytes, in the layout the catalogue index's bodies keep them: three bytes a colour
/// (red, green, blue), and seventeen a size (an axis byte, then centimetres and inches as the bits of 64-bit floating-point
/// numbers, least significant byte first). A packed catalogue keeps them so in its shared text, beside the names, rather
/// than in two arrays a product: a hundred thousand products made two hundred thousand allocations.
enum PackedDetails {
    static let colourSize = 3
    static let dimensionSize = 17

    /// Appends `colour`'s bytes to `bytes`.
    static func append(_ colour: Colour, to bytes: inout [UInt8]) {
        bytes.append(colour.red)
        bytes.append(colour.green)
        bytes.append(colour.blue)
    }

    /// Appends `dimension`'s bytes to `bytes`.
    static func append(_ dimension: Dimension, to bytes: inout [UInt8]) {
        bytes.append(axisCode(dimension.axis))
        withUnsafeBytes(of: dimension.centimeters.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: dimension.inches.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// The colours in `bytes`, three bytes each; a byte left over is not read.
    static func colours(_ bytes: UnsafeRawBufferPointer) -> [Colour] {
        (0..<(bytes.count / colourSize)).map { index in
            let at = index * colourSize
            return Colour(red: bytes[at], green: bytes[at + 1], blue: bytes[at + 2])
        }
    }

    /// The sizes in `bytes`, seventeen bytes each, or nil when one has no axis or a length no size has.
    static func dimensions(_ bytes: UnsafeRawBufferPointer) -> [Dimension]? {
        var dimensions: [Dimension] = []
        for at in stride(from: 0, to: bytes.count / dimensionSize * dimensionSize, by: dimensionSize) {
            let lengths = UnsafeRawBufferPointer(rebasing: bytes[(at + 1)..<(at + dimensionSize)])
            let centimeters = Double(bitPattern: UInt64(littleEndian: lengths.loadUnaligned(fromByteOffset: 0, as: UInt64.self)))
            let inches = Double(bitPattern: UInt64(littleEndian: lengths.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
            guard let axis = axis(code: bytes[at]), let dimension = Dimension(axis: axis, centimeters: centimeters, inches: inches) else { return nil }
            dimensions.append(dimension)
        }
        return dimensions
    }

    static func axisCode(_ axis: Dimension.Axis) -> UInt8 {
        switch axis {
        case .height: 0
        case .width: 1
        case .depth: 2
        }
    }

    private static func axis(code: UInt8) -> Dimension.Axis? {
        switch code {
        case 0: .height
        case 1: .width
        case 2: .depth
        default: nil
        }
    }
}
