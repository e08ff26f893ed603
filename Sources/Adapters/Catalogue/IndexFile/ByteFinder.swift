import Foundation

/// Finds bytes and runs of bytes in a buffer, for the index's search. A single byte is found by the C library's
/// `memchr`; a longer run by its first and last bytes together, sixteen offsets at a time, and only where both stand in
/// place is it compared whole, so that a common first letter costs nothing where the run's last letter does not follow
/// it. Mechanism only: what a match is stays the search rule's (`CatalogueSearch`), and the tests hold this to a plain
/// byte-by-byte search.
struct ByteFinder {
    private let text: UnsafeRawBufferPointer

    init(_ text: UnsafeRawBufferPointer) {
        self.text = text
    }

    /// The offset of the first `byte` from `start` on; nil when there is none.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        guard start >= 0, start < text.count, let base = text.baseAddress,
              let found = memchr(base + start, Int32(byte), text.count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// The offset of the first run equal to `run` from `start` on; nil when there is none, or `run` is empty.
    func firstIndex(of run: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = run.first, let last = run.last, let base = text.baseAddress, start >= 0 else { return nil }
        guard run.count > 1 else { return firstIndex(of: first, from: start) }
        let distance = run.count - 1
        let firsts = SIMD16<UInt8>(repeating: first), lasts = SIMD16<UInt8>(repeating: last)
        var offset = start
        while offset + 16 + distance <= text.count {
            let candidates = (base.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) .== firsts)
                .& (base.loadUnaligned(fromByteOffset: offset + distance, as: SIMD16<UInt8>.self) .== lasts)
            if any(candidates) {
                for lane in 0..<16 where candidates[lane] && holds(run, at: offset + lane) {
                    return offset + lane
                }
            }
            offset += 16
        }
        while offset + distance < text.count {
            if holds(run, at: offset) { return offset }
            offset += 1
        }
        return nil
    }

    /// Whether `run` stands at `offset`, whole.
    private func holds(_ run: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        offset + run.count <= text.count && (0..<run.count).allSatisfy { text[offset + $0] == run[$0] }
    }
}
