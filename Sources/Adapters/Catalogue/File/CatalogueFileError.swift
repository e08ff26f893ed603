import Entities
import Foundation

/// What is wrong with a catalogue file and where, as one line; the caller prefixes the file's name.
public struct CatalogueFileError: Error, Equatable, CustomStringConvertible {
    public let description: String

    /// An error reading `description` as is.
    public init(_ description: String) {
        self.description = description
    }
}

extension CatalogueFileError {
    static let emptyFile = CatalogueFileError("the file is empty")
    static let notJSON = CatalogueFileError("not valid JSON")

    /// How a message names a product: by id and name when the file gives them, else by its place in the list.
    static func productLabel(index: Int, id: Int?, name: String?) -> String {
        guard let id, id > 0 else { return "products[\(index)]" }
        guard let name, !Product.isBlank(name: name) else { return "product \(id)" }
        return "product \(id) (\"\(name)\")"
    }

    /// How a message names a gift card: by its place in the list, since its code is a secret worth keeping off a screen.
    static func giftCardLabel(place: Int) -> String {
        "giftCards[\(place)]"
    }

    static func invalidID(index: Int) -> CatalogueFileError {
        CatalogueFileError("products[\(index)]: id must be a positive integer")
    }

    /// The decoder's error in the file's own terms; `productLabels[i]` names the product at index `i`.
    init(_ error: DecodingError, productLabels: [String]) {
        switch error {
        case let .keyNotFound(key, context):
            self.init(Self.place(context.codingPath, productLabels), "missing \"\(key.stringValue)\"")
        case let .typeMismatch(_, context):
            self.init(context.codingPath, productLabels, problem: "must be \(Self.expectation(for: context.codingPath))")
        case let .valueNotFound(_, context):
            self.init(context.codingPath, productLabels, problem: "must be \(Self.expectation(for: context.codingPath)), not null")
        case let .dataCorrupted(context) where context.codingPath.isEmpty:
            self = .notJSON
        case let .dataCorrupted(context):
            self.init(context.codingPath, productLabels, problem: "is out of range")
        @unknown default:
            self = .notJSON
        }
    }

    private init(_ place: String?, _ problem: String) {
        self.init(place.map { "\($0): \(problem)" } ?? problem)
    }

    /// A message about the value at `path`: a product or gift card itself, one of its fields, or a top-level field.
    private init(_ path: [any CodingKey], _ productLabels: [String], problem: String) {
        if path.isEmpty {
            self.init("the catalogue must be a JSON object with \"products\"")
        } else if path.last?.stringValue == "id", path.count == 3, path[0].stringValue == "products", let index = path[1].intValue {
            self = .invalidID(index: index)
        } else if path.count == 2, let index = path[1].intValue {
            self.init("\(path[0].stringValue)[\(index)] \(problem)")
        } else {
            let field = Self.field(path.dropFirst(path.count > 2 ? 2 : 0))
            self.init(Self.place(path, productLabels), "\"\(field)\" \(problem)")
        }
    }

    /// The product or gift card a path lies in, or nil for a top-level field.
    private static func place(_ path: [any CodingKey], _ productLabels: [String]) -> String? {
        guard path.count >= 2, let index = path[1].intValue else { return nil }
        switch path[0].stringValue {
        case "products": return productLabels.indices.contains(index) ? productLabels[index] : "products[\(index)]"
        case "giftCards": return giftCardLabel(place: index)
        default: return nil
        }
    }

    /// A path inside a product written as in the file: `colors[1].value`.
    private static func field(_ path: ArraySlice<any CodingKey>) -> String {
        JSONPath.text(path)
    }

    private static func expectation(for path: [any CodingKey]) -> String {
        guard let last = path.last else { return "a JSON object" }
        if last.intValue != nil { return "an object" }
        switch last.stringValue {
        case "products", "colors", "dimensions", "giftCards": return "a list"
        case "price", "centimeters", "inches", "amount": return "a number"
        case "quantity": return "a whole number"
        default: return "a string"
        }
    }
}
