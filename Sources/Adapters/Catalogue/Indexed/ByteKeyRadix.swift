/// Positions sorted by byte keys a byte at a time (a most-significant-byte radix sort, the few keys of a bucket by
/// insertion), in place of comparing keys a hundred thousand times over. It only proposes an order: `NameSortKeys` has
/// the order rule check it, and sorts by the rule itself should it disagree.
enum ByteKeyRadix {
    /// Buckets this small are sorted by insertion instead of being distributed again.
    private static let small = 32

    /// The positions 0 to `starts.count - 2` by their keys (the key of position `p` is `bytes[starts[p]..<starts[p + 1]]`)
    /// ascending, or descending when `descending`, bytes compared as unsigned numbers and a key before any longer one it
    /// begins; equal keys in ascending position either way.
    static func order(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, descending: Bool) -> [Int] {
        var sorting = Sorting(bytes: bytes, starts: starts, descending: descending)
        while let (range, known) = sorting.work.popLast() {
            // Past the bytes every key of the range shares (names in a catalogue often begin alike), a word at a time.
            let depth = known + shared(by: sorting.order[range], from: known, bytes: bytes, starts: starts)
            if range.count > small {
                sorting.distribute(range, by: depth)
            } else {
                insertionSort(&sorting.order, range, from: depth, bytes: bytes, starts: starts, descending: descending)
            }
        }
        return sorting.order
    }

    /// The positions as they are sorted, and the ranges of them still to sort.
    private struct Sorting {
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>
        let descending: Bool
        var order: [Int]
        private var scratch: [Int]
        /// Ranges of `order` still to sort, and how many bytes their keys are known to share; a stack, not recursion,
        /// as a key may be as long as a file allows.
        var work: [(range: Range<Int>, depth: Int)]
        private var counts = [Int](repeating: 0, count: 257)
        private var firsts = [Int](repeating: 0, count: 257)

        init(bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, descending: Bool) {
            (self.bytes, self.starts, self.descending) = (bytes, starts, descending)
            order = Array(0..<max(starts.count - 1, 0))
            (scratch, work) = (order, [(0..<order.count, 0)])
        }

        /// Bucket 0 holds the keys that end at `depth`, which are equal; bucket b + 1 those whose byte there is b;
        /// turned round when descending.
        private func bucket(_ position: Int, at depth: Int) -> Int {
            let index = starts[position] + depth
            let value = index < starts[position + 1] ? Int(bytes[index]) + 1 : 0
            return descending ? 256 - value : value
        }

        /// Distributes the positions of `range` by their keys' byte at `depth`, keeping their order within a bucket, and
        /// leaves each bucket of more than one key that goes on to be sorted from the next byte.
        mutating func distribute(_ range: Range<Int>, by depth: Int) {
            // Only the buckets between the lowest and the highest met are looked at: a name's next letter is one of a few.
            var (lowest, highest) = (256, 0)
            for index in range {
                let bucketNumber = bucket(order[index], at: depth)
                counts[bucketNumber] += 1
                (lowest, highest) = (min(lowest, bucketNumber), max(highest, bucketNumber))
            }
            let ended = descending ? 256 : 0
            guard lowest != highest else {
                // Every key has the same next byte: nothing moves.
                counts[lowest] = 0
                if lowest != ended { work.append((range, depth + 1)) }
                return
            }
            var next = range.lowerBound
            for bucketNumber in lowest...highest {
                (firsts[bucketNumber], next) = (next, next + counts[bucketNumber])
            }
            for index in range {
                let position = order[index]
                let bucketNumber = bucket(position, at: depth)
                scratch[firsts[bucketNumber]] = position
                firsts[bucketNumber] += 1
            }
            for index in range { order[index] = scratch[index] }
            var start = range.lowerBound
            for bucketNumber in lowest...highest {
                if counts[bucketNumber] > 1, bucketNumber != ended { work.append((start..<(start + counts[bucketNumber]), depth + 1)) }
                (start, counts[bucketNumber]) = (start + counts[bucketNumber], 0)
            }
        }
    }

    /// How many bytes from `depth` the keys of `positions` all share.
    private static func shared(by positions: ArraySlice<Int>, from depth: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>) -> Int {
        guard let first = positions.first else { return 0 }
        let raw = UnsafeRawBufferPointer(bytes)
        var shared = starts[first + 1] - starts[first] - depth
        for position in positions.dropFirst() where shared > 0 {
            let (a, b) = (starts[first] + depth, starts[position] + depth)
            let common = min(shared, starts[position + 1] - b)
            var length = 0
            while length + 8 <= common, raw.loadUnaligned(fromByteOffset: a + length, as: UInt64.self) == raw.loadUnaligned(fromByteOffset: b + length, as: UInt64.self) {
                length += 8
            }
            while length < common, bytes[a + length] == bytes[b + length] { length += 1 }
            shared = length
        }
        return max(shared, 0)
    }

    private static func insertionSort(
        _ order: inout [Int], _ range: Range<Int>, from depth: Int, bytes: UnsafeBufferPointer<UInt8>, starts: UnsafeBufferPointer<Int>, descending: Bool
    ) {
        func before(_ left: Int, _ right: Int) -> Bool {
            var (a, b) = (starts[left] + depth, starts[right] + depth)
            while a < starts[left + 1], b < starts[right + 1] {
                if bytes[a] != bytes[b] { return (bytes[a] < bytes[b]) != descending }
                (a, b) = (a + 1, b + 1)
            }
            let (leftEnded, rightEnded) = (a == starts[left + 1], b == starts[right + 1])
            return leftEnded != rightEnded && (leftEnded != descending)
        }
        for index in range.dropFirst() {
            let position = order[index]
            var hole = index
            while hole > range.lowerBound, before(position, order[hole - 1]) {
                order[hole] = order[hole - 1]
                hole -= 1
            }
            order[hole] = position
        }
    }
}
