import Foundation

/// One reader of bytes from outside the shop, driven by a fuzzer (Scripts/fuzz.sh) or replayed over its corpus by the
/// tests: `check` feeds it the bytes and returns what it did wrong beyond crashing, or nil. A crash, a trap or a
/// sanitizer's report is a finding too; those stop the process, and libFuzzer keeps the input that caused them.
public struct FuzzTarget: Sendable {
    /// The test target whose replay test runs this target's corpus: the layer of the code it reads with.
    public enum Layer: String, Sendable {
        case adapters, drivers
    }

    /// The name `Scripts/fuzz.sh` takes and the corpus folder's, `Tests/Fuzz/Corpus/<name>`.
    public let name: String
    public let layer: Layer
    /// What it feeds and what it checks, for `Scripts/fuzz.sh --list`.
    public let summary: String
    /// The versions and parts of its format that its corpus must reach.
    let needs: FuzzSeedNeeds
    private let check: @Sendable (Data) -> FuzzFinding?

    init(
        _ name: String, _ layer: Layer, _ summary: String, needs: FuzzSeedNeeds = .nothing, check: @escaping @Sendable (Data) -> FuzzFinding?
    ) {
        (self.name, self.layer, self.summary, self.needs, self.check) = (name, layer, summary, needs, check)
    }

    /// Feeds `input` to the reader: nil when it answered as it must, else what was wrong.
    public func run(_ input: Data) -> FuzzFinding? {
        check(input)
    }

    /// Every target, in the order `--list` prints them.
    public static let all: [FuzzTarget] = [
        JSONSyntaxFuzzing.target, CatalogueFuzzing.target, StateDocumentFuzzing.target, JournalLinesFuzzing.target,
        OrderJournalFuzzing.target, CatalogueIndexFuzzing.target, KeyDecoderFuzzing.target, CommandParserFuzzing.target,
        LaunchOptionsFuzzing.target, FaultSpecFuzzing.target, HistoryFileFuzzing.target,
    ]

    /// The target called `name`, if there is one.
    public static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// What a fuzz target found wrong in how its reader answered, beyond a crash.
public struct FuzzFinding: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
