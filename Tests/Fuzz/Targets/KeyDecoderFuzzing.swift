import Drivers
import Foundation

/// The key decoder on raw terminal bytes, read whole and in pieces.
enum KeyDecoderFuzzing {
    static let target = FuzzTarget(
        "keys", .drivers,
        "KeyDecoder on raw terminal bytes: read in any pieces, the same keys as read whole; no empty text; nothing left waiting after a flush"
    ) { input in
        guard let cut = input.first else { return nil }
        let bytes = [UInt8](input.dropFirst())
        var whole = KeyDecoder()
        let expected = joiningText(whole.decode(bytes) + whole.flush())
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for piece in pieces(of: bytes, sizes: cut) { keys += decoder.decode(piece) }
        keys += decoder.flush()
        if whole.isWaiting || decoder.isWaiting { return FuzzFinding("bytes were left waiting after a flush") }
        if keys.contains(.text("")) { return FuzzFinding("an empty text key") }
        guard joiningText(keys) == expected else { return FuzzFinding("bytes read in pieces made other keys than read whole") }
        return nil
    }

    /// `bytes` cut into pieces whose sizes `cut`'s bits choose, from 1 to 8 bytes, as a terminal's reads may cut them.
    private static func pieces(of bytes: [UInt8], sizes cut: UInt8) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let size = Int((cut >> UInt8(turn % 8)) & 0x07) + 1
            pieces.append(Array(bytes[start..<min(bytes.count, start + size)]))
            start += size
            turn += 1
        }
        return pieces
    }

    /// `keys` with each run of text keys made one: text read in pieces comes as a key a piece.
    private static func joiningText(_ keys: [Key]) -> [Key] {
        var joined: [Key] = []
        for key in keys {
            if case let .text(more) = key, case let .text(text)? = joined.last {
                joined[joined.count - 1] = .text(text + more)
            } else {
                joined.append(key)
            }
        }
        return joined
    }
}
