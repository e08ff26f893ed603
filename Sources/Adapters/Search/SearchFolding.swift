import Foundation

/// Folds text for searching: lower case, accents taken off, as UTF-8 bytes, so that "CAFÉ" and "cafe" compare equal.
enum SearchFolding {
    /// `text` folded. ASCII text, most of a catalogue, is folded byte by byte; Latin letters with accents from a
    /// table; the rest goes through Foundation's folding, which knows every script's cases and accents.
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        append(folding: text, to: &bytes)
        return bytes
    }

    /// Appends `text` folded to `bytes`, without building an array per text, for indexing a whole catalogue.
    static func append(folding text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                return appendUnicode(folding: text, to: &bytes)
            }
            bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
    }

    /// Below U+0300 no scalar combines with, or changes the case of, its neighbours, so such text folds scalar by
    /// scalar: each folded once by Foundation into `latinFoldings`, which gives the same bytes at a fraction of the
    /// cost (about a sixth of a big catalogue's names carry an accent).
    private static func appendUnicode(folding text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        for scalar in text.unicodeScalars {
            guard scalar.value < 0x300 else {
                bytes.removeSubrange(start...)
                return bytes += foldedByFoundation(text)
            }
            bytes += latinFoldings[Int(scalar.value)]
        }
    }

    /// Every scalar below U+0300 folded by Foundation.
    static let latinFoldings: [[UInt8]] = (0..<UInt32(0x300)).map { value in
        Unicode.Scalar(value).map { foldedByFoundation(String(Character($0))) } ?? []
    }

    /// `text` folded by Foundation alone: the definition the fast paths agree with.
    static func foldedByFoundation(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.lowercased().utf8)
    }
}
