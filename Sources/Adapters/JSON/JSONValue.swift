import Foundation

/// Any JSON value, held as it is: a number exactly, as its decimal digits, never with an exponent. The catalogue file's
/// sections beside its products are read into these by either decoder, so that one reader a section judges what both
/// found.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// A number's decimal digits, perhaps signed: `-12.50`.
    case number(String)
    /// A number too large for a `Decimal`: refused where a number is read, as out of range, and only there.
    case outOfRange
    case string(String)
    case array([JSONValue])
    /// An object's fields, each name once; in the file's order, or by name where Foundation read them.
    case object([JSONField])
}

/// A field of a JSON object: its name and its value.
struct JSONField: Equatable, Sendable {
    let name: String
    let value: JSONValue
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
            self = .object(object.sorted { $0.key < $1.key }.map { JSONField(name: $0.key, value: $0.value) })
        } else {
            self = Self.number(in: container)
        }
    }

    /// The number in `container`, its digits as a `Decimal` writes them out, exactly; one that does not fit a `Decimal`
    /// fails with an error that is no `DecodingError`.
    private static func number(in container: any SingleValueDecodingContainer) -> JSONValue {
        do {
            return .number(try container.decode(Decimal.self).description)
        } catch {
            return .outOfRange
        }
    }
}
