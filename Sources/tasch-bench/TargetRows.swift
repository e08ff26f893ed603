import Foundation

/// Issue 11's targets, each with what this run measured, side by side, and whether it was met.
struct TargetRows {
    /// A catalogue's start-up figures from this run.
    struct Start {
        let products: Int
        let fileBytes: Int
        let first: ProcessProbe.Run
        let second: ProcessProbe.Run
        let yardstick: ProcessProbe.Run?
    }

    /// The bundled catalogue's start and the big catalogues' second starts, run in the same rounds.
    struct SideBySide {
        let bundled: ProcessProbe.Run
        let secondStarts: [Int: ProcessProbe.Run]
    }

    let sideBySide: SideBySide
    let starts: [Start]
    let afterStarts: [AfterStart]

    func lines() -> [String] {
        var lines = ["", "## Against the targets (issue 11), measured side by side in this run", ""]
        lines += ["The starts compared are run in the same rounds (the bundled catalogue, then each big one), as are the commands and the start alone they are compared with.", ""]
        lines += ["| target | measured | met? |", "| --- | --- | --- |"]
        let rows = [secondStartRow(), biggerSecondStartRow(), searchAndSortRow(), pageRow(), secondStartMemoryRow(), firstStartRow()]
        for (target, measured, met) in rows {
            lines.append("| \(target) | \(measured) | \(met.map { $0 ? "met" : "**not met**" } ?? "not measured") |")
        }
        return lines
    }

    private func start(_ products: Int) -> Start? { starts.first { $0.products == products } }
    private func times(_ ratio: Double) -> String { String(format: "%.2f ×", ratio) }

    /// How much longer `row` took than the start alone, in time and in processor time.
    private func more(_ row: AfterStart.Row, _ after: AfterStart) -> String {
        "\(ms(after.extra(row))) more (processor time \(ms(row.run.cpuSeconds - after.start.cpuSeconds)) more)"
    }
    private func afterStart(_ products: Int) -> AfterStart? { afterStarts.first { $0.products == products } }

    private func secondStartRow() -> (String, String, Bool?) {
        let target = "second start with 100,000 products ≤ 2 × the start with the bundled catalogue"
        guard let second = sideBySide.secondStarts[100_000] else { return (target, "—", nil) }
        let bundled = sideBySide.bundled
        let ratio = second.seconds / bundled.seconds
        return (target, "\(ms(second.seconds)) against \(ms(bundled.seconds)): \(times(ratio)) (processor time \(times(second.cpuSeconds / bundled.cpuSeconds)))", ratio <= 2)
    }

    private func biggerSecondStartRow() -> (String, String, Bool?) {
        let target = "second start with 300,000 products ≤ 1.2 × the second start with 100,000"
        guard let small = sideBySide.secondStarts[100_000], let big = sideBySide.secondStarts[300_000] else { return (target, "—", nil) }
        let ratio = big.seconds / small.seconds
        return (target, "\(ms(big.seconds)) against \(ms(small.seconds)): \(times(ratio)) (processor time \(times(big.cpuSeconds / small.cpuSeconds)))", ratio <= 1.2)
    }

    private func searchAndSortRow() -> (String, String, Bool?) {
        let target = "first `find TEXT`, and each sort, right after a second start (100,000) ≤ 20 ms more than the start alone"
        guard let after = afterStart(100_000), let slowest = after.slowestSearchOrSort, let search = after.search else { return (target, "—", nil) }
        let measured = "`\(search.command)` \(more(search, after)); slowest `\(slowest.command)` \(more(slowest, after))"
        return (target, measured, after.extra(slowest) <= 0.020)
    }

    private func pageRow() -> (String, String, Bool?) {
        let target = "`catalogue page N` anywhere in the catalogue (100,000) ≤ 5 ms more than the start alone"
        guard let after = afterStart(100_000), let slowest = after.slowestPage else { return (target, "—", nil) }
        return (target, "slowest `\(slowest.command)` \(more(slowest, after))", after.extra(slowest) <= 0.005)
    }

    private func secondStartMemoryRow() -> (String, String, Bool?) {
        let target = "peak memory of a second start, and of a start plus a search ≤ 0.25 × the catalogue file's size"
        let measured = afterStarts.compactMap { after -> (String, Bool)? in
            guard let search = after.search else { return nil }
            let (start, withSearch) = (Double(after.start.peakBytes) / Double(after.fileBytes), Double(search.run.peakBytes) / Double(after.fileBytes))
            let words = "\(grouped(after.products)): \(megabytes(after.start.peakBytes)) (\(String(format: "%.2f", start)) ×), with a search "
                + "\(megabytes(search.run.peakBytes)) (\(String(format: "%.2f", withSearch)) ×), for \(megabytes(after.fileBytes))"
            return (words, max(start, withSearch) <= 0.25)
        }
        guard !measured.isEmpty else { return (target, "—", nil) }
        return (target, measured.map(\.0).joined(separator: "; "), measured.allSatisfy(\.1))
    }

    private func firstStartRow() -> (String, String, Bool?) {
        let target = "first start with 100,000 products ≤ 0.2 × the `JSONDecoder` yardstick; peak memory ≤ 2 × the file"
        guard let start = start(100_000), let yardstick = start.yardstick else { return (target, "—", nil) }
        let time = start.first.seconds / yardstick.seconds
        let memory = Double(start.first.peakBytes) / Double(start.fileBytes)
        let processor = times(start.first.cpuSeconds / yardstick.cpuSeconds)
        let measured = "\(ms(start.first.seconds)) against \(ms(yardstick.seconds)): \(times(time)) (processor time \(processor)); \(megabytes(start.first.peakBytes)) for \(megabytes(start.fileBytes)): \(times(memory))"
        return (target, measured, time <= 0.2 && memory <= 2)
    }
}
