import Entities

/// Sizes as the product page lists them: `H 48 cm / 19 in`.
enum DimensionFormatter {
    static func string(for dimension: Dimension) -> String {
        "\(letter(for: dimension.axis)) \(number(dimension.centimeters)) cm / \(inches(dimension)) in"
    }

    // Below an inch a whole number says too little (1 cm is not 0 in): one decimal, worked out from the centimetres
    // when the catalogue rounded the inches away.
    private static func inches(_ dimension: Dimension) -> String {
        guard dimension.inches < 1 else { return number(dimension.inches) }
        let inches = dimension.inches > 0 ? dimension.inches : dimension.centimeters / centimetersPerInch
        let tenths = Int((inches * 10).rounded())
        if inches == 0 { return "0" }
        return tenths >= 10 ? "1" : "0.\(tenths)"
    }

    private static let centimetersPerInch = 2.54

    private static func letter(for axis: Dimension.Axis) -> String {
        switch axis {
        case .height: "H"
        case .width: "W"
        case .depth: "D"
        }
    }

    // Whole lengths print without decimals; others keep one, which is as exact as a product page needs.
    private static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths < 1e15 else { return String(describing: value) }
        let whole = Int(tenths) / 10
        let fraction = Int(tenths) % 10
        return fraction == 0 ? String(whole) : "\(whole).\(fraction)"
    }
}
