import Foundation

/// Issue 38's table: the first start of 100,000 products, its index removed before each run, against the `JSONDecoder`
/// yardstick on the same file, on two shapes of catalogue (the benchmark's, and `RichCatalogueWriter`'s), with its peak
/// memory against the file and the second start that follows. Every program of a shape runs once in each round, so
/// that the ratios compare runs made under the same load; with `before`, an earlier build's tasch runs in the same
/// rounds on the same files.
struct FirstStartBench {
    /// A shape of catalogue: its name in the table, and how it is written (returns the file's size).
    struct Shape: Sendable {
        let name: String
        let write: @Sendable (_ products: Int, _ path: String) throws -> Int
    }

    static let shapes = [
        Shape(name: "the benchmark's") { try CatalogueFileWriter.write(products: $0, toPath: $1) },
        Shape(name: "long descriptions, many colours and sizes, other scripts") { try RichCatalogueWriter.write(products: $0, toPath: $1) },
    ]

    let products: Int
    let rounds: Int
    let tasch: String
    let yardstick: String
    let before: String?
    let folder: String
    let environment: [String: String]
    /// The index a first start of the catalogue at a path writes, removed before each first start.
    let indexPath: (String) -> String

    /// The table's lines; nil, having said which run failed, when one did.
    func lines() throws -> [String]? {
        var lines = [
            "", "## A first start of \(grouped(products)) products against the yardstick (issue 38)", "",
            "The index removed before each first start; every program of a catalogue runs once a round, \(rounds) rounds after one to warm the file cache, medians.", "",
            "| catalogue | build | file | first start | processor time | yardstick | first start / yardstick | peak memory | peak / file | second start |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for (number, shape) in Self.shapes.enumerated() {
            let path = "\(folder)/first-start-\(number).json"
            let bytes = try shape.write(products, path)
            guard let rows = measure(path: path, fileBytes: bytes, shape: shape.name) else { return nil }
            lines += rows
        }
        return lines
    }

    private func measure(path: String, fileBytes: Int, shape: String) -> [String]? {
        let builds = [("this", tasch)] + (before.map { [("before", $0)] } ?? [])
        let removeIndex = { _ = unlink(indexPath(path)) }
        var programs: [ProcessProbe.Program] = builds.map { build in
            ProcessProbe.Program(path: build.1, arguments: arguments(path, build.0), prepare: removeIndex)
        }
        programs.append(ProcessProbe.Program(path: yardstick, arguments: [path], prepare: {}))
        guard let firsts = ProcessProbe.medians(rounds, programs, environment: environment), firsts.allSatisfy({ $0.status == 0 }) else {
            print("tasch-bench: a first start or the yardstick failed on \(path)")
            return nil
        }
        let yardstickRun = firsts[firsts.count - 1]
        var rows: [String] = []
        for (index, build) in builds.enumerated() {
            // Each build's second start reads the index that build's first start, the warm-up run here, wrote.
            removeIndex()
            guard let second = ProcessProbe.median(rounds, build.1, arguments(path, build.0), environment: environment), second.status == 0 else {
                print("tasch-bench: a second start failed on \(path)")
                return nil
            }
            let first = firsts[index]
            let cells = [
                shape, build.0, megabytes(fileBytes), ms(first.seconds), ms(first.cpuSeconds), ms(yardstickRun.seconds),
                String(format: "%.3f ×", first.seconds / yardstickRun.seconds), megabytes(first.peakBytes),
                String(format: "%.2f ×", Double(first.peakBytes) / Double(fileBytes)), ms(second.seconds),
            ]
            rows.append("| " + cells.joined(separator: " | ") + " |")
        }
        return rows
    }

    private func arguments(_ path: String, _ build: String) -> [String] {
        ["--catalogue", path, "--state", "\(folder)/first-start-state-\(build)/state.json", "-c", "quit"]
    }
}
