import Dispatch
import Entities

/// The products of a big catalogue, decoded on two cores: a second decoder starts at a product near the middle of the
/// file while this one decodes from the beginning. Where the middle lies is a guess, made without knowing what is
/// inside a string, so it is checked: the second half is used only when this decoder, reading in order, arrives exactly
/// at the product the second one started at. Otherwise this decoder reads on alone, as it would have anyway.
extension FastCatalogueDecoder {
    /// Smaller catalogues decode in a few milliseconds on one core.
    package static let twoCoreMinimumSize = 1 << 20
    /// How many places near the middle are tried as the start of a product before reading on one core.
    private static let splitTries = 64
    /// How far past the middle those places are looked for, and how long a product tried there may be: a file built
    /// to make every try read megabytes only falls back to one core, without first reading itself over and over.
    private static let splitSearchBytes = 1 << 20
    private static let trialProductBytes = 64 << 10
    /// No product takes fewer bytes of the file: `{"id":1,"name":"a","price":0,"quantity":0}` takes 43.
    private static let smallestProductBytes = 40
    /// How far a decoder reads on before it gives back what it read since it started (`releasing`): a few calls a file.
    static let defaultReleaseStep = 4 << 20

    /// The products array, from its `[` to its `]`, each product made a `Record` as soon as it is read.
    mutating func products<Record: DecodedRecord>(as: Record.Type, currency: Currency?, releasing release: Release?) throws(Unaccepted) -> [Record] {
        skipWhitespace()
        try expect(UInt8(ascii: "["))
        guard bytes.count >= twoCoresFrom, let split = secondHalfStart() else {
            return try elements(stoppingAt: nil, currency: currency, releasing: release).products
        }
        // concurrentPerform rather than an async block and a wait: it runs an iteration on the calling thread when no
        // other is free, so it cannot wait for a thread that never comes.
        let halves = Halves<Record>(first: self, split: split, currency: currency, releasing: release)
        DispatchQueue.concurrentPerform(iterations: 2) { halves.decode($0) }
        self = halves.takeFirst()
        // Taken out of `halves`, so that nothing is held twice: the second half's records are let go once appended.
        guard let first = halves.takeFirstResult() else { throw Unaccepted() }
        guard first.reachedStop else { return first.products }
        var products = first.products
        // The second half started at a product of this array, so what it found is what reading on would find.
        guard let (restProducts, restText, end) = halves.takeSecondResult() else { throw Unaccepted() }
        let offset = text.count
        textAfter.append(restText)
        position = end
        // Grown once and appended to in place, rather than `+` and `map`, which held two more copies of the records at once.
        products.reserveCapacity(products.count + restProducts.count)
        for index in restProducts.indices {
            products.append(restProducts[index].shifted(by: offset))
        }
        return products
    }

    /// The elements from the position (just after `[`) up to and past the closing `]`, or up to the element that starts
    /// at `stop`, if one does; `reachedStop` says which. What it read since it started goes to `release` every few MiB.
    mutating func elements<Record: DecodedRecord>(
        stoppingAt stop: Int?, currency: Currency?, releasing release: Release? = nil
    ) throws(Unaccepted) -> (products: [Record], reachedStop: Bool) {
        var products: [Record] = []
        // Room for as many products as the rest of the file could hold, so that neither this array nor the first
        // half's, once the second's are appended to it, is ever grown by copying; only the part written is memory.
        products.reserveCapacity((bytes.count - position) / Self.smallestProductBytes)
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return (products, false)
        }
        // Nothing before the products array is given back: the names of the fields ignored before it are still compared.
        let start = position
        var released = position
        while true {
            skipWhitespace()
            if position == stop { return (products, true) }
            products.append(try Record(try product(), currency: currency))
            skipWhitespace()
            guard let byte = peek() else { throw Unaccepted() }
            position += 1
            if byte == UInt8(ascii: "]") { return (products, false) }
            guard byte == UInt8(ascii: ",") else { throw Unaccepted() }
            // Every product before the position is read whole: nothing refers to its bytes any more.
            if let release, position - released >= releaseStep {
                release(start..<position)
                released = position
            }
        }
    }

    /// A `{` after a `,` past the middle of the file where a whole product can be read, followed by `,` or `]`; nil when
    /// none of the first few such places is one.
    private func secondHalfStart() -> Int? {
        var from = max(position, bytes.count / 2)
        let searchEnd = min(bytes.count, from + Self.splitSearchBytes)
        for _ in 0..<Self.splitTries {
            guard let brace = nextBraceAfterComma(from: from, before: searchEnd) else { return nil }
            // The same bytes cut short: positions are the file's, and a longer product simply fails the try.
            let limited = UnsafeRawBufferPointer(rebasing: bytes[..<min(bytes.count, brace + Self.trialProductBytes)])
            var trial = FastCatalogueDecoder(bytes: limited, textCapacity: 0)
            trial.position = brace
            if (try? trial.product()) != nil {
                trial.skipWhitespace()
                if trial.peek() == UInt8(ascii: ",") || trial.peek() == UInt8(ascii: "]") { return brace }
            }
            from = brace + 1
        }
        return nil
    }

    private func nextBraceAfterComma(from start: Int, before end: Int) -> Int? {
        var index = start
        while index < end {
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

    /// The two halves' shared state. Unchecked: each half, on its own thread, touches only its own decoder and
    /// result, and both are read only after `concurrentPerform` has returned, when both halves are done.
    private final class Halves<Record: DecodedRecord>: @unchecked Sendable {
        private var first: FastCatalogueDecoder
        /// The same bytes as `first`'s, kept apart so the second half never touches `first` while it decodes.
        private let bytes: UnsafeRawBufferPointer
        private let split: Int
        private let currency: Currency?
        private let release: Release?
        private let releaseStep: Int
        private var firstResult: (products: [Record], reachedStop: Bool)?
        private var secondResult: (products: [Record], text: [UInt8], end: Int)?

        init(first: FastCatalogueDecoder, split: Int, currency: Currency?, releasing release: Release?) {
            self.first = first
            self.bytes = first.bytes
            self.split = split
            self.currency = currency
            self.release = release
            releaseStep = first.releaseStep
        }

        /// The first half's decoder, no longer held here, so that its text can grow without being copied first.
        func takeFirst() -> FastCatalogueDecoder {
            defer { first = FastCatalogueDecoder(bytes: bytes, textCapacity: 0) }
            return first
        }

        /// The first half's records, and whether it stopped where the second started; no longer held here.
        func takeFirstResult() -> (products: [Record], reachedStop: Bool)? {
            defer { firstResult = nil }
            return firstResult
        }

        /// The second half's records, its text and where it ended; no longer held here.
        func takeSecondResult() -> (products: [Record], text: [UInt8], end: Int)? {
            defer { secondResult = nil }
            return secondResult
        }

        func decode(_ half: Int) {
            if half == 0 {
                firstResult = try? first.elements(stoppingAt: split, currency: currency, releasing: release)
                return
            }
            var second = FastCatalogueDecoder(bytes: bytes, textCapacity: bytes.count - split)
            second.position = split
            second.releaseStep = releaseStep
            guard let (products, _) = try? second.elements(stoppingAt: nil, currency: currency, releasing: release) as ([Record], Bool) else { return }
            secondResult = (products, second.text, second.position)
        }
    }
}
