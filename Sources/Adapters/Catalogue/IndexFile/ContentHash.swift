import Foundation

/// A fast, non-cryptographic 64-bit hash of bytes, to notice that bytes were damaged: four independent lanes of eight
/// bytes (the rounds of xxHash64), so that 65 MB hash in a few milliseconds. Bytes can be given in pieces of any size.
/// Not a defence against an attacker, who could as well edit the catalogue itself.
package struct ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let blockSize = 32

    private var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
    /// Bytes of an unfinished block, carried to the next piece.
    private var pending: [UInt8] = []
    private var count = 0

    init() {}

    /// The hash of `bytes`.
    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = ContentHash()
        hash.combine(bytes)
        return hash.finalize()
    }

    /// The hash of `data`'s bytes.
    static func hash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { hash($0) }
    }

    /// Adds the next piece of the bytes.
    mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        count += bytes.count
        var offset = 0
        if !pending.isEmpty {
            let taken = min(Self.blockSize - pending.count, bytes.count)
            pending += bytes[0..<taken]
            offset = taken
            guard pending.count == Self.blockSize else { return }
            pending.withUnsafeBytes { Self.consumeBlock($0, at: 0, into: &self.lanes) }
            pending.removeAll(keepingCapacity: true)
        }
        // The lanes in locals, which stay in registers, rather than read from and written to `self` each block.
        var running = lanes
        while offset + Self.blockSize <= bytes.count {
            Self.consumeBlock(bytes, at: offset, into: &running)
            offset += Self.blockSize
        }
        lanes = running
        pending += bytes[offset...]
    }

    /// The hash of every byte combined.
    func finalize() -> UInt64 {
        var hash = Self.rotate(lanes.0, 1) &+ Self.rotate(lanes.1, 7) &+ Self.rotate(lanes.2, 12) &+ Self.rotate(lanes.3, 18)
        hash ^= UInt64(count) &* Self.prime3
        for byte in pending {
            hash = Self.rotate(hash ^ UInt64(byte) &* Self.prime3, 11) &* Self.prime1
        }
        // Mixes the last bytes into every bit of the result.
        hash ^= hash >> 33
        hash &*= Self.prime2
        hash ^= hash >> 29
        hash &*= Self.prime3
        return hash ^ (hash >> 32)
    }

    @inline(__always)
    private static func consumeBlock(_ bytes: UnsafeRawBufferPointer, at offset: Int, into lanes: inout (UInt64, UInt64, UInt64, UInt64)) {
        lanes = (
            round(lanes.0, word(bytes, offset)), round(lanes.1, word(bytes, offset + 8)),
            round(lanes.2, word(bytes, offset + 16)), round(lanes.3, word(bytes, offset + 24))
        )
    }

    @inline(__always)
    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        value << bits | value >> (64 - bits)
    }
}
