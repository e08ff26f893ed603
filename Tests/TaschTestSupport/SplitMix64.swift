/// A small seeded random number generator, so that a fuzz test that fails can be run again with the same input.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The seed it started from, to print in a failure message.
    public let seed: UInt64
    private var state: UInt64

    /// A generator whose every number follows from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
