import Entities
import Foundation

/// A catalogue written as the catalogue file format says, so that a test can read back through the real file path
/// exactly the products it made.
public enum CatalogueFileText {
    /// The file for `catalogue`, issuing `giftCards` when there are any.
    public static func json(for catalogue: Catalogue, giftCards: [GiftCard] = []) -> Data {
        let digits = catalogue.currency.minorUnitDigits
        let products = catalogue.products.map { product(product: $0, digits: digits) }
        let cards = giftCards.map { "{\"code\": \(string($0.code)), \"amount\": \(price($0.amount.minorUnits, digits: digits))}" }
        let issued = cards.isEmpty ? "" : "\"giftCards\": [\(cards.joined(separator: ", "))], "
        return Data("{\"currency\": \"\(catalogue.currency.code)\", \(issued)\"products\": [\n\(products.joined(separator: ",\n"))\n]}\n".utf8)
    }

    private static func product(product: Product, digits: Int) -> String {
        let colours = product.colours.map { "{\"value\": \"\($0.hex)\"}" }.joined(separator: ", ")
        let dimensions = product.dimensions.map { dimension in
            "{\"dimension\": \"\(name(of: dimension.axis))\", \"centimeters\": \(dimension.centimeters), \"inches\": \(dimension.inches)}"
        }.joined(separator: ", ")
        let fields = [
            "\"id\": \(product.id)", "\"name\": \(string(product.name))", "\"shortDescription\": \(string(product.shortDescription))",
            "\"description\": \(string(product.description))", "\"colors\": [\(colours)]", "\"dimensions\": [\(dimensions)]",
            "\"price\": \(price(product.price.minorUnits, digits: digits))", "\"quantity\": \(product.stock)",
            "\"image\": \(string(product.image))",
        ]
        return "{" + fields.joined(separator: ", ") + "}"
    }

    private static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case _ where scalar.value < 0x20: escaped += String(format: "\\u%04X", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    private static func price(_ minorUnits: Int, digits: Int) -> String {
        guard digits > 0 else { return String(minorUnits) }
        let text = String(repeating: "0", count: max(0, digits + 1 - String(minorUnits).count)) + String(minorUnits)
        return text.dropLast(digits) + "." + text.suffix(digits)
    }

    private static func name(of axis: Entities.Dimension.Axis) -> String {
        switch axis {
        case .height: "height"
        case .width: "width"
        case .depth: "depth"
        }
    }
}
