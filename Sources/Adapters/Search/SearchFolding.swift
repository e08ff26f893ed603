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
        var text = text
        text.makeContiguousUTF8()
        let foldedASCII = text.utf8.withContiguousStorageIfAvailable { utf8 in
            // Checked first and appended in one go: a byte at a time was most of the cost of indexing a big catalogue.
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            bytes.append(contentsOf: utf8.lazy.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 })
            return true
        } ?? false
        if !foldedASCII {
            appendUnicode(folding: text, to: &bytes)
        }
    }

    /// Below U+0300 no scalar combines with, or changes the case of, its neighbours, so such text folds scalar by
    /// scalar: each folded once by Foundation into `latinFoldings`, which gives the same bytes at a fraction of the
    /// cost (about a sixth of a big catalogue's names carry an accent).
    private static func appendUnicode(folding text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        let (foldings, starts) = (latinFoldings, latinStarts)
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            if value < 0x80 {
                let byte = UInt8(value)
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                continue
            }
            guard value < 0x300 else {
                bytes.removeSubrange(start...)
                return bytes += foldedByFoundation(text)
            }
            bytes += foldings[starts[value]..<starts[value + 1]]
        }
    }

    /// Every scalar below U+0300 folded by Foundation, one after another, and where each starts (plus the end).
    private static let (latinFoldings, latinStarts): ([UInt8], [Int]) = {
        var foldings: [UInt8] = []
        var starts: [Int] = []
        for value in 0..<UInt32(0x300) {
            starts.append(foldings.count)
            if let scalar = Unicode.Scalar(value) { foldings += foldedByFoundation(String(Character(scalar))) }
        }
        starts.append(foldings.count)
        return (foldings, starts)
    }()

    /// `text` folded by Foundation alone: the definition the fast paths agree with.
    static func foldedByFoundation(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.lowercased().utf8)
    }
}
