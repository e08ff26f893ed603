import Foundation

/// A field read as numbers (one, a list or a table of them) whose error, when a number does not fit its type, names the
/// field's path. Foundation reports such a number as "not valid JSON" with no path at all, an internal error that only
/// becomes that at the top; caught here, where the path is known, it becomes a `dataCorrupted` error at the field.
/// Encoded exactly as the value itself.
@propertyWrapper
struct PathOnOverflow<Value: Codable>: Codable {
    var wrappedValue: Value

    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            wrappedValue = try container.decode(Value.self)
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "a number that does not fit")
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(wrappedValue)
    }
}

extension PathOnOverflow: Sendable where Value: Sendable {}
