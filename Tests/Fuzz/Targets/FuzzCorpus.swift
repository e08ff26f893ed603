import Foundation

/// The corpora kept in the repository, `Tests/Fuzz/Corpus/<target>/`: the seeds each run starts from, and every input
/// that once found something, kept as a regression. The layers' test targets replay them all, once each.
public enum FuzzCorpus {
    /// The folder of the corpora.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    /// The names of the corpus folders.
    public static func targetNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The inputs of `target`'s corpus in `corpora` (the kept corpora unless given), by file name.
    public static func inputs(of target: FuzzTarget, in corpora: URL = folder) throws -> [(name: String, bytes: Data)] {
        let targetFolder = corpora.appendingPathComponent(target.name)
        return try FileManager.default.contentsOfDirectory(atPath: targetFolder.path).filter { !$0.hasPrefix(".") }.sorted().map {
            ($0, try Data(contentsOf: targetFolder.appendingPathComponent($0)))
        }
    }

    /// Every input of the corpora of the targets of `layer` run once: what any of them found, as `target/file: finding`.
    public static func replay(_ layer: FuzzTarget.Layer) throws -> [String] {
        var findings: [String] = []
        for target in FuzzTarget.all where target.layer == layer {
            for input in try inputs(of: target) {
                if let finding = target.run(input.bytes) { findings.append("\(target.name)/\(input.name): \(finding)") }
            }
        }
        return findings
    }

    /// What the corpora of the targets of `layer` in `corpora` (the kept ones unless given) do not reach of their
    /// readers' formats, as `target: version or part`: each version and registered part that no input of its target's
    /// corpus reaches (`FuzzSeedNeeds`).
    public static func unreached(_ layer: FuzzTarget.Layer, in corpora: URL = folder) throws -> [String] {
        var missing: [String] = []
        for target in FuzzTarget.all where target.layer == layer {
            let reached = try inputs(of: target, in: corpora).reduce(into: Set<String>()) { $0.formUnion(target.needs.reached($1.bytes)) }
            missing += target.needs.required().filter { !reached.contains($0) }.map { "\(target.name): \($0)" }
        }
        return missing
    }

    /// The seeds of the `index` target, by name: the index a start writes for each catalogue seed that is a catalogue.
    public static func indexSeeds() async throws -> [(name: String, bytes: Data)] {
        guard let catalogues = FuzzTarget.named("catalogue") else { return [] }
        var seeds: [(name: String, bytes: Data)] = []
        for catalogue in try inputs(of: catalogues) {
            if let seed = await CatalogueIndexFuzzing.seed(forCatalogue: catalogue.bytes) { seeds.append(("from-" + catalogue.name, seed)) }
        }
        return seeds
    }

    /// Whether `input` of the `index` target makes an index a start opens and answers from, not one it refuses.
    public static func opensAsIndex(_ input: Data) -> Bool {
        CatalogueIndexFuzzing.opens(input)
    }
}
