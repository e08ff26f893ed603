/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every platform and release.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A whole number in 0..<100, by our own rule rather than the standard library's, so a seed replays across Swift releases.
    public mutating func nextPercentile() -> Int {
        // The modulo bias is below one in 10^17: far too small to matter for a demo.
        Int(next() % 100)
    }
}
