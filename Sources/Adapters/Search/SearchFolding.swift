import Foundation

/// Folds text for searching: lower case, accents taken off, as UTF-8 bytes, so that "CAFÉ" and "cafe" compare equal.
enum SearchFolding {
    /// `text` folded. ASCII text, most of a catalogue, is folded byte by byte; the rest goes through Foundation's
    /// folding, which knows every script's cases and accents.
    static func folded(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return foldedUnicode(text) }
            bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
        }
        return bytes
    }

    private static func foldedUnicode(_ text: String) -> [UInt8] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return Array(folded.lowercased().utf8)
    }
}
