import Dispatch
import Entities

/// The products of a big catalogue, decoded on two cores: a second decoder starts at a product near the middle of the
/// file while this one decodes from the beginning. Where the middle lies is a guess, made without knowing what is
/// inside a string, so it is checked: the second half is used only when this decoder, reading in order, arrives exactly
/// at the product the second one started at. Otherwise this decoder reads on alone, as it would have anyway.
extension FastCatalogueDecoder {
    /// Smaller catalogues decode in a few milliseconds on one core.
    static let twoCoreMinimumSize = 1 << 20
    /// How many places near the middle are tried as the start of a product before reading on one core.
    private static let splitTries = 64

    /// The products array, from its `[` to its `]`.
    mutating func products() throws(Unaccepted) -> [RawProduct] {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        guard bytes.count >= twoCoreMinimumSize, let split = secondHalfStart() else {
            return try elements(stoppingAt: nil).products
        }
        let second = SecondHalf(bytes: bytes, start: split)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { second.decode() }
        // Waited for on every way out: the second half reads the same bytes, which live only as long as this call.
        defer { group.wait() }
        let first = try elements(stoppingAt: split)
        guard first.reachedStop else { return first.products }
        group.wait()
        // The second half started at a product of this array, so what it found is what reading on would find.
        guard let rest = second.result else { throw Unaccepted() }
        let offset = text.count
        appendText(rest.text)
        position = rest.end
        return first.products + rest.products.map { $0.shifted(by: offset) }
    }

    /// The elements from the position (just after `[`) up to and past the closing `]`, or up to the element that starts
    /// at `stop`, if one does; `reachedStop` says which.
    mutating func elements(stoppingAt stop: Int?) throws(Unaccepted) -> (products: [RawProduct], reachedStop: Bool) {
        var products: [RawProduct] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return (products, false)
        }
        while true {
            skipWhitespace()
            if position == stop { return (products, true) }
            products.append(try product())
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "]") { return (products, false) }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
        }
    }

    /// A `{` after a `,` past the middle of the file where a whole product can be read, followed by `,` or `]`; nil when
    /// none of the first few such places is one.
    private func secondHalfStart() -> Int? {
        var from = max(position, bytes.count / 2)
        for _ in 0..<Self.splitTries {
            guard let brace = nextBraceAfterComma(from: from) else { return nil }
            var trial = FastCatalogueDecoder(bytes: bytes, textCapacity: 0)
            trial.position = brace
            if (try? trial.product()) != nil {
                trial.skipWhitespace()
                if trial.peek() == UInt8(ascii: ",") || trial.peek() == UInt8(ascii: "]") { return brace }
            }
            from = brace + 1
        }
        return nil
    }

    private func nextBraceAfterComma(from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: ",") else { continue }
            var next = index + 1
            while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A || bytes[next] == 0x0D || bytes[next] == 0x09 {
                next += 1
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: "{") { return next }
        }
        return nil
    }

    /// The second half's decoding, shared with the thread that runs it. Unchecked: `decode` writes `result` on that
    /// thread, and it is read only after the dispatch group has been waited for.
    private final class SecondHalf: @unchecked Sendable {
        private let bytes: UnsafeRawBufferPointer
        private let start: Int
        private(set) var result: (products: [RawProduct], text: [UInt8], end: Int)?

        init(bytes: UnsafeRawBufferPointer, start: Int) {
            self.bytes = bytes
            self.start = start
        }

        func decode() {
            var decoder = FastCatalogueDecoder(bytes: bytes, textCapacity: bytes.count - start)
            decoder.position = start
            guard let (products, _) = try? decoder.elements(stoppingAt: nil) else { return }
            result = (products, decoder.text, decoder.position)
        }
    }
}
