import Dispatch

/// Builds one array in place from two halves made at the same time on two cores: a cached start rebuilds a hundred
/// thousand products, and the allocations and page faults of that spread over both cores.
enum TwoHalves {
    /// Makes the elements of one half: given where to put them and how many, it initialises them all and returns
    /// true, or fails, leaving none initialised, and returns false.
    typealias Maker<Element> = (UnsafeMutablePointer<Element>, Int) -> Bool

    /// An array of `count` elements, those before `split` made by `first` while `second` makes the rest, on two
    /// cores; nil, with everything made released, when either half fails.
    static func array<Element>(
        count: Int, split: Int, first: @escaping Maker<Element>, second: @escaping Maker<Element>
    ) -> [Element]? {
        guard (0...count).contains(split) else { return nil }
        guard count > 0 else {
            // Nothing to make, but each half still checks that it has nothing left over.
            let none = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            defer { none.deallocate() }
            return first(none, 0) && second(none, 0) ? [] : nil
        }
        var complete = false
        let array = [Element](unsafeUninitializedCapacity: count) { buffer, initialised in
            initialised = 0
            guard let base = buffer.baseAddress else { return }
            let halves = Halves(base: base, split: split, count: count, first: first, second: second)
            DispatchQueue.concurrentPerform(iterations: 2) { halves.make($0) }
            switch (halves.firstMade, halves.secondMade) {
            case (true, true):
                initialised = count
                complete = true
            case (true, false): base.deinitialize(count: split)
            case (false, true): (base + split).deinitialize(count: count - split)
            case (false, false): break
            }
        }
        return complete ? array : nil
    }

    /// The two halves' shared state. Unchecked: each half writes only its own part of the buffer and its own count,
    /// and the counts are read only after `concurrentPerform` has returned, when both halves are done.
    private final class Halves<Element>: @unchecked Sendable {
        private let base: UnsafeMutablePointer<Element>
        private let split: Int
        private let count: Int
        private let first: Maker<Element>
        private let second: Maker<Element>
        private(set) var firstMade = false
        private(set) var secondMade = false

        init(base: UnsafeMutablePointer<Element>, split: Int, count: Int, first: @escaping Maker<Element>, second: @escaping Maker<Element>) {
            (self.base, self.split, self.count, self.first, self.second) = (base, split, count, first, second)
        }

        func make(_ half: Int) {
            if half == 0 {
                firstMade = first(base, split)
            } else {
                secondMade = second(base + split, count - split)
            }
        }
    }
}
