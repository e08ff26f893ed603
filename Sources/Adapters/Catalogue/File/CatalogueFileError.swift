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

    /// How a message names a product: by id and name when the file gives them, else by its place in the list. The name
    /// is not yet held to the catalogue's rules, so it may be of any length: its first characters are quoted.
    static func productLabel(index: Int, id: Int?, name: String?) -> String {
        guard let id, id > 0 else { return "products[\(index)]" }
        guard let name, !Product.isBlank(name: name) else { return "product \(id)" }
        return "product \(id) (\(Quoted.excerpt(name)))"
    }

    static func invalidID(index: Int) -> CatalogueFileError {
        CatalogueFileError("products[\(index)]: id must be a positive integer")
    }

    /// A field that is not there, at `place` (a product or an entry of a section), or at the top when nil.
    static func missing(_ field: String, at place: String?) -> CatalogueFileError {
        CatalogueFileError(place, "missing \"\(field)\"")
    }

    /// What is wrong with the value of `field` (`colors[1].value`, as the file writes a path) at `place`, or at the top.
    static func field(_ field: String, at place: String?, _ problem: String) -> CatalogueFileError {
        CatalogueFileError(place, "\"\(field)\" \(problem)")
    }

    /// The decoder's error in the file's own terms; `productLabels[i]` names the product at index `i`.
    init(_ error: DecodingError, productLabels: [String]) {
        switch error {
        case let .keyNotFound(key, context):
            self = .missing(key.stringValue, at: Self.place(context.codingPath, productLabels))
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

    /// A message about the value at `path`: a product itself, one of its fields, or a top-level field.
    private init(_ path: [any CodingKey], _ productLabels: [String], problem: String) {
        if path.isEmpty {
            self.init("the catalogue must be a JSON object with \"products\"")
        } else if path.last?.stringValue == "id", path.count == 3, path[0].stringValue == "products", let index = path[1].intValue {
            self = .invalidID(index: index)
        } else if path.count == 2, let index = path[1].intValue {
            self.init("\(path[0].stringValue)[\(index)] \(problem)")
        } else {
            self = .field(JSONPath.text(path.dropFirst(path.count > 2 ? 2 : 0)), at: Self.place(path, productLabels), problem)
        }
    }

    /// The product a path lies in, or nil for a top-level field. The decoder reads only products: the file's other
    /// sections are read by `CatalogueSectionEntry`, which words their errors alike.
    private static func place(_ path: [any CodingKey], _ productLabels: [String]) -> String? {
        guard path.count >= 2, let index = path[1].intValue, path[0].stringValue == "products" else { return nil }
        return productLabels.indices.contains(index) ? productLabels[index] : "products[\(index)]"
    }

    private static func expectation(for path: [any CodingKey]) -> String {
        guard let last = path.last else { return "a JSON object" }
        if last.intValue != nil { return "an object" }
        switch last.stringValue {
        case "products", "colors", "dimensions": return "a list"
        case "price", "centimeters", "inches": return "a number"
        case "quantity": return "a whole number"
        default: return "a string"
        }
    }
}
