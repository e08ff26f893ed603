/// Positions sorted by whole-number keys in a few passes over them (a least-significant-digit radix sort, eleven bits a
/// pass, passing over the digits every key shares), in place of comparing keys a hundred thousand times over. It only
/// proposes an order: `PositionOrder` has the order rule check it, and sorts by the rule itself should it disagree.
enum RadixOrder {
    private static let digitBits = 11
    private static let buckets = 1 << digitBits
    private static let passes = (64 + digitBits - 1) / digitBits

    /// The positions of `keys` (0 to `keys.count - 1`) by ascending key, or descending when `descending`; equal keys in
    /// ascending position either way.
    static func of(_ keys: [Int], descending: Bool) -> [Int] {
        // Signed to unsigned, so that the bits order as the numbers do; complemented to turn the order round.
        let flip: UInt64 = descending ? ~(1 << 63) : 1 << 63
        let sortable = keys.map { UInt64(bitPattern: Int64($0)) ^ flip }
        var counts = [Int](repeating: 0, count: passes * buckets)
        counts.withUnsafeMutableBufferPointer { counts in
            for key in sortable {
                for pass in 0..<passes { counts[pass * buckets + digit(key, pass)] += 1 }
            }
        }
        var order = Array(keys.indices)
        var next = order
        for pass in 0..<passes where !counts[(pass * buckets)..<((pass + 1) * buckets)].contains(keys.count) {
            var starts = [Int](repeating: 0, count: buckets)
            for bucket in 1..<buckets { starts[bucket] = starts[bucket - 1] + counts[pass * buckets + bucket - 1] }
            sortable.withUnsafeBufferPointer { sortable in
                starts.withUnsafeMutableBufferPointer { starts in
                    order.withUnsafeBufferPointer { order in
                        next.withUnsafeMutableBufferPointer { next in
                            for position in order {
                                let bucket = digit(sortable[position], pass)
                                next[starts[bucket]] = position
                                starts[bucket] += 1
                            }
                        }
                    }
                }
            }
            swap(&order, &next)
        }
        return order
    }

    private static func digit(_ key: UInt64, _ pass: Int) -> Int {
        Int(truncatingIfNeeded: key >> UInt64(pass * digitBits)) & (buckets - 1)
    }
}
