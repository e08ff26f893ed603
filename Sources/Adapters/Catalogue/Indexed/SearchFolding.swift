import Foundation

/// Folds text for searching: lower case, accents taken off, as UTF-8 bytes, so that "CAFÉ" and "cafe" compare equal.
/// One folding remembers how it folded each accented Latin letter, so indexing a catalogue asks Foundation once a letter.
struct SearchFolding {
    /// How each scalar below U+0300 folds, once Foundation has been asked; nil until then.
    private var latin = [[UInt8]?](repeating: nil, count: 0x300)

    /// `text` folded. ASCII text, most of a catalogue, is folded byte by byte; Latin letters with accents one by one;
    /// the rest goes through Foundation's folding, which knows every script's cases and accents.
    static func folded(_ text: String) -> [UInt8] {
        var folding = SearchFolding()
        var bytes: [UInt8] = []
        folding.append(folding: text, to: &bytes)
        return bytes
    }

    /// Appends `text` folded to `bytes`, without building an array per text, for indexing a whole catalogue.
    mutating func append(folding text: String, to bytes: inout [UInt8]) {
        var text = text
        text.makeContiguousUTF8()
        let foldedASCII = text.utf8.withContiguousStorageIfAvailable { Self.appendASCII(folding: $0, to: &bytes) } ?? false
        if !foldedASCII {
            appendUnicode(folding: text, to: &bytes)
        }
    }

    /// Appends the text whose UTF-8 is `utf8` folded to `bytes`, building a string only when it is not ASCII.
    mutating func append(foldingUTF8 utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        if !Self.appendASCII(folding: utf8, to: &bytes) {
            appendUnicode(folding: String(decoding: utf8, as: UTF8.self), to: &bytes)
        }
    }

    /// Folds ASCII text in place in one go, checked first (a byte at a time was most of the cost of indexing);
    /// false, with nothing appended, for any other text.
    private static func appendASCII(folding utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) -> Bool {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: utf8.count))
        bytes.withUnsafeMutableBufferPointer { folded in
            for index in utf8.indices {
                let byte = utf8[index]
                folded[start + index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            }
        }
        return true
    }

    /// Below U+0300 no scalar combines with, or changes the case of, its neighbours, so such text folds scalar by
    /// scalar, each as Foundation folds it alone: the same bytes at a fraction of the cost (about a sixth of a big
    /// catalogue's names carry an accent).
    private mutating func appendUnicode(folding text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value < 0x80 {
                let byte = UInt8(value)
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                continue
            }
            guard value < 0x300 else {
                bytes.removeSubrange(start...)
                return bytes += Self.foldedByFoundation(text)
            }
            if let folded = latin[value] {
                bytes += folded
            } else {
                let folded = Self.foldedByFoundation(String(Character(scalar)))
                latin[value] = folded
                bytes += folded
            }
        }
    }

    /// `text` folded by Foundation alone: the definition the fast paths agree with.
    static func foldedByFoundation(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.lowercased().utf8)
    }
}
