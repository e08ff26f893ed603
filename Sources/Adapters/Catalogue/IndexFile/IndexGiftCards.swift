import Entities

/// The gift cards' section of the catalogue index: each card the catalogue file issues, in the file's order, as its
/// amount in minor units (8 bytes), the length of its code (8 bytes) and the code's bytes.
extension GiftCardsSection {
    static let indexName = "giftCards"

    static func indexBytes(of cards: [GiftCard]) -> [UInt8] {
        var bytes: [UInt8] = []
        for card in cards {
            withUnsafeBytes(of: UInt64(bitPattern: Int64(card.amount.minorUnits)).littleEndian) { bytes += $0 }
            withUnsafeBytes(of: UInt64(card.code.utf8.count).littleEndian) { bytes += $0 }
            bytes += card.code.utf8
        }
        return bytes
    }

    /// The cards in the section's bytes: damage where a card is cut short, cannot be one (`GiftCard`'s rules) or has
    /// another's key (`repeatedKey(in:)`), none of which an index Tasch wrote holds.
    static func value(indexBytes bytes: [UInt8], currency: Currency) throws(IndexDamage) -> [GiftCard] {
        let cards = try bytes.withIndexBytes { (raw) throws(IndexDamage) -> [GiftCard] in
            let words = IndexWords(raw)
            var (cards, offset) = ([GiftCard](), 0)
            while offset < raw.count {
                let amount = Money(minorUnits: Int(try words.signed(at: offset)), currency: currency)
                let length = try words.count(at: offset + 8)
                offset += 16
                guard length <= raw.count - offset else { throw IndexDamage("a gift card past the end of its section") }
                let code = String(decoding: raw[offset..<(offset + length)], as: UTF8.self)
                offset += length
                guard let card = try? GiftCard(code: code, amount: amount) else { throw IndexDamage("a gift card that cannot be one") }
                cards.append(card)
            }
            return cards
        }
        guard repeatedKey(in: cards) == nil else { throw IndexDamage("two gift cards of one code") }
        return cards
    }
}
