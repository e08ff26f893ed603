/// One bit for each product position: which products a search matched, or which are in stock.
struct PositionBits: Equatable, Sendable {
    private(set) var words: [UInt64]
    let count: Int

    /// No position set, among `count`.
    init(count: Int) {
        self.count = count
        words = [UInt64](repeating: 0, count: count / 64 + (count % 64 == 0 ? 0 : 1))
    }

    /// The bits in `words`, of which the first `count` are used.
    init(words: [UInt64], count: Int) {
        self.words = words
        self.count = count
    }

    func contains(_ position: Int) -> Bool {
        words[position / 64] & (1 << UInt64(position % 64)) != 0
    }

    mutating func insert(_ position: Int) {
        words[position / 64] |= 1 << UInt64(position % 64)
    }

    mutating func remove(_ position: Int) {
        words[position / 64] &= ~(1 << UInt64(position % 64))
    }

    /// Gives each position set below `count` to `body`, in ascending order; a word with no position set costs one test.
    func forEach(_ body: (Int) throws(IndexDamage) -> Void) throws(IndexDamage) {
        for (index, word) in words.enumerated() where word != 0 {
            var rest = word
            while rest != 0 {
                let position = index * 64 + rest.trailingZeroBitCount
                guard position < count else { return }
                try body(position)
                rest &= rest - 1
            }
        }
    }

    /// The positions set both here and in `other`.
    func intersection(_ other: PositionBits) -> PositionBits {
        PositionBits(words: zip(words, other.words).map { $0 & $1 }, count: count)
    }
}
