/// The catalogue file's sections beside the products, read by the fast decoder as any JSON (`JSONValue`) for each
/// section's own reader to judge, as the slow path hands it what Foundation read. They are small, so they are read into
/// values; the same strict subset of JSON as the rest is accepted, and anything else left to the slow path.
extension FastCatalogueDecoder {
    /// The place in `FormatSections.catalogue` of the section whose name the top-level field `key` is; nil for any other.
    static func section(named key: FieldName) -> Int? {
        FormatSections.catalogue.firstIndex { $0.name.utf8.elementsEqual(key.bytes) }
    }

    /// The value at the position, any kind of JSON, at `depth` levels of nesting.
    mutating func value(depth: Int) throws(Unaccepted) -> JSONValue {
        guard depth <= Self.maximumDepth, let byte = peek() else { throw Unaccepted() }
        switch byte {
        case UInt8(ascii: "{"):
            var fields: [JSONField] = []
            try object { (decoder, key) throws(Unaccepted) in
                // A name given twice is refused, as in every object this decoder reads; few names keep the search short.
                let name = String(decoding: key.bytes, as: UTF8.self)
                guard fields.count < Self.maximumIgnoredFields, !fields.contains(where: { $0.name == name }) else { throw Unaccepted() }
                fields.append(JSONField(name: name, value: try decoder.value(depth: depth + 1)))
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
        default: return .number(try digits())
        }
    }

    /// A number's digits as written, its sign included; no exponent, as ever in this decoder.
    private mutating func digits() throws(Unaccepted) -> String {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        _ = try number()
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }
}
