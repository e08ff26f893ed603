import Entities
import Foundation

/// The lines of the order journal beside the state document (Docs/state-file.md): a first line naming the journal, its
/// salt and its version, then one order a line with its position among them, each compact JSON with sorted keys, so
/// that `jq` reads the journal an order at a time. An order's text never holds a line feed: JSON escapes it.
package enum ShopStateJournalLines {
    /// What the first line says the file is.
    static let journalName = "Tasch orders"
    /// The journal's own format version. The document's version 4 left it at 3: it only added a field that an order's
    /// line may hold (`giftCard`), which a Tasch knowing version 3 never meets, as it refuses the version 4 document
    /// without which no such line is committed; an older journal is appended to as it is.
    static let version = 3

    /// The first line of a journal salted `salt`, line feed included.
    package static func header(salt: String) throws -> Data {
        try encoder().encode(ShopStateMapper.JournalHeader(journal: journalName, salt: salt, version: version)) + newline
    }

    /// The salt the first line `line` (without its line feed) gives, refused unless it is a journal of this version.
    package static func salt(inHeader line: Data) throws(ShopStateFileError) -> String {
        let header: ShopStateMapper.JournalHeader = try decode(line)
        guard header.journal == journalName else { throw ShopStateFileError("the first line is not a Tasch order journal's") }
        guard header.version <= version else {
            throw ShopStateFileError.newerVersion(header.version, supported: version)
        }
        guard header.version == version else {
            throw ShopStateFileError("version \(header.version) is not a Tasch journal version")
        }
        return header.salt
    }

    /// The lines of `orders`, the first at `position` and each at the next, line feeds included.
    package static func lines(_ orders: [Order], from position: Int) throws -> [Data] {
        let encoder = encoder()
        return try orders.enumerated().map { offset, order in
            try encoder.encode(ShopStateOrderMapping.item(order, position: position + offset)) + newline
        }
    }

    /// The order on `line` (without its line feed) and its position; `currency` prices an order that names none.
    package static func entry(_ line: Data, currency: Currency) throws(ShopStateFileError) -> (position: Int, order: Order) {
        let item: ShopStateMapper.OrderItem = try decode(line)
        guard let position = item.position else { throw ShopStateFileError("missing \"position\"") }
        guard position >= 0 else { throw ShopStateFileError("position: \(position) must not be negative") }
        return (position, try ShopStateOrderMapping.order(item, at: "", currency: currency))
    }

    private static let newline = Data("\n".utf8)

    private static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `line` decoded as `Value` once it is strict JSON; an error's place is a column of the line.
    private static func decode<Value: Decodable>(_ line: Data) throws(ShopStateFileError) -> Value {
        do throws(ShopStateFileError) {
            try ShopStateFileCheck.requireJSON(line)
            return try decodeJSON(line)
        } catch {
            throw ShopStateFileError(error.description.replacingOccurrences(of: " at line 1, column ", with: " at column "))
        }
    }

    private static func decodeJSON<Value: Decodable>(_ line: Data) throws(ShopStateFileError) -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: line)
        } catch let error as DecodingError {
            throw ShopStateFileError(error, in: line)
        } catch {
            throw ShopStateFileError.notJSON
        }
    }
}
