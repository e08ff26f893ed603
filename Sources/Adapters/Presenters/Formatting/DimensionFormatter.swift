import Entities

/// Sizes as the product page lists them: `H 48 cm / 19 in`.
enum DimensionFormatter {
    static func string(for dimension: Dimension) -> String {
        "\(letter(for: dimension.axis)) \(number(dimension.centimeters)) cm / \(number(dimension.inches)) in"
    }

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
