import Foundation

/// The catalogue file's sections beside the products, read by the fast decoder as any JSON (`JSONValue`) for each
/// section's own reader to judge, as the slow path hands it what Foundation read. They are small, so they are read into
/// values; the same strict subset of JSON as the rest is accepted, and anything else left to the slow path.
extension FastCatalogueDecoder {
    /// The name of the section (`FormatSections.catalogue`) whose name the top-level field `key` is; nil for any other.
    static func section(named key: FieldName) -> String? {
        FormatSections.catalogue.first { $0.name.utf8.elementsEqual(key.bytes) }?.name
    }

    /// The value at the position, any kind of JSON, at `depth` levels of nesting.
    mutating func value(depth: Int) throws(Unaccepted) -> JSONValue {
        guard depth <= Self.maximumDepth, let byte = peek() else { throw Unaccepted() }
        switch byte {
        case UInt8(ascii: "{"):
            var fields: [String: JSONValue] = [:]
            try object { (decoder, key) throws(Unaccepted) in
                let name = String(decoding: key.bytes, as: UTF8.self)
                guard fields[name] == nil else { throw Unaccepted() }
                fields[name] = try decoder.value(depth: depth + 1)
            }
            return .object(fields)
        case UInt8(ascii: "["):
            var elements: [JSONValue] = []
            try array { (decoder) throws(Unaccepted) in elements.append(try decoder.value(depth: depth + 1)) }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try decimal())
        }
    }

    /// A number, its sign included, exactly as the slow path reads it: through `Decimal` from the digits written.
    private mutating func decimal() throws(Unaccepted) -> Decimal {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        _ = try number()
        let written = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Decimal(string: written, locale: Locale(identifier: "en_US_POSIX")) else { throw Unaccepted() }
        return value
    }
}
