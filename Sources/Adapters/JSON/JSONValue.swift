import Foundation

/// Any JSON value, held as it is: numbers exactly, as `Decimal`. The catalogue file's sections beyond its products are
/// read into these by either decoder, so that one reader a section judges what both found.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Decimal)
    /// A number too large for a `Decimal`: refused where a number is read, as out of range, and only there.
    case outOfRange
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue: Decodable {
    /// The value Foundation's decoder finds, of whichever kind; a document reaches it only once `JSONSyntaxCheck` has
    /// found it JSON, so no kind fails but a number too large, which is held as `outOfRange`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            self = Self.number(in: container)
        }
    }

    /// The number in `container`; one that does not fit a `Decimal` fails with an error that is no `DecodingError`.
    private static func number(in container: any SingleValueDecodingContainer) -> JSONValue {
        do {
            return .number(try container.decode(Decimal.self))
        } catch {
            return .outOfRange
        }
    }
}
