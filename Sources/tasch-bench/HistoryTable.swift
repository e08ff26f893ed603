import Foundation

/// The order history's tables: issue 19's targets with what this run measured, each command at each size, and the
/// files and the conversion of a version 2 file.
struct HistoryTable {
    let sizes: [Int]
    let after: HistoryBench.Measured
    let before: HistoryBench.Measured?
    let files: [Int: (document: Int, journal: Int)]
    let conversion: (run: ProcessProbe.Run, fileBytes: Int)?
    let rounds: Int

    private var none: Int { sizes.first ?? 0 }
    private var most: Int { sizes.last ?? 0 }
    private var commands: [String] { HistoryBench.commands(orders: 0).map(\.name) }

    func lines() -> [String] {
        var lines = ["", "## The order history (issue 19): the bundled catalogue with \(sizes.map(grouped).joined(separator: ", ")) orders", ""]
        lines += ["Whole processes on the catalogue built into tasch (`tasch --state STATE -c …`), every command at every size run in turn in each of \(rounds) rounds (medians), after a round to warm the file cache; the checkout's state is put back before each of its runs.", ""]
        lines += targetLines()
        lines += table(after)
        if let before { lines += table(before) }
        lines += fileLines()
        return lines
    }

    private func targetLines() -> [String] {
        var lines = ["| target (issue 19) | measured | met? |", "| --- | --- | --- |"]
        let changes = ["`cart`", "`add 2` then `remove 2`", "`add 2` then `checkout --yes`"].compactMap { name in
            ratio(name).map { (name, $0) }
        }
        if let worst = changes.max(by: { $0.1 < $1.1 }) {
            let measured = changes.map { "\($0.0) \(String(format: "%.2f ×", $0.1))" }.joined(separator: ", ")
            lines.append("| each command with \(grouped(most)) orders ≤ 1.5 × with none | \(measured) | \(worst.1 <= 1.5 ? "met" : "**not met**") |")
        }
        let shown = ["`orders`", "`order N`"].compactMap { name in extra(name).map { (name, $0) } }
        if let worst = shown.max(by: { $0.1 < $1.1 }) {
            let measured = shown.map { "\($0.0) \(ms($0.1)) more" }.joined(separator: ", ")
            lines.append("| `orders` and `order N` with \(grouped(most)) orders ≤ 20 ms more than with none | \(measured) | \(worst.1 <= 0.020 ? "met" : "**not met**") |")
        }
        if let (peakMost, peakNone) = peaks() {
            let ratio = Double(peakMost) / Double(peakNone)
            let measured = "\(megabytes(peakMost)) against \(megabytes(peakNone)): \(String(format: "%.2f ×", ratio))"
            lines.append("| peak memory with \(grouped(most)) orders ≤ 1.25 × with none (the most of any command) | \(measured) | \(ratio <= 1.25 ? "met" : "**not met**") |")
        }
        return lines + [""]
    }

    private func table(_ measured: HistoryBench.Measured) -> [String] {
        let headings = sizes.map { "\(grouped($0)) orders" } + ["\(grouped(most)) / none", "processor time, \(grouped(most)) / none"]
        var lines = ["", "### \(measured.label)", "", "| command | " + headings.joined(separator: " | ") + " |"]
        lines.append("| --- |" + String(repeating: " ---: |", count: headings.count))
        for name in commands {
            guard let runs = measured.runs[name] else { continue }
            let cells = sizes.map { size in runs[size].map { cell($0) } ?? "—" }
            let ratios = [runs[most], runs[none]].compactMap { $0 }
            let ratio = ratios.count == 2 ? String(format: "%.2f", ratios[0].seconds / ratios[1].seconds) : "—"
            let cpu = ratios.count == 2 ? String(format: "%.2f", ratios[0].cpuSeconds / ratios[1].cpuSeconds) : "—"
            lines.append("| \(name) | " + (cells + [ratio, cpu]).joined(separator: " | ") + " |")
        }
        let peaks = sizes.map { size in measured.runs.values.compactMap { $0[size]?.peakBytes }.max().map(megabytes) ?? "—" }
        lines.append("| peak memory, the most of any command | " + (peaks + ["", ""]).joined(separator: " | ") + " |")
        return lines
    }

    private func cell(_ run: ProcessProbe.Run) -> String {
        ms(run.seconds) + (run.status == 0 ? "" : " (status \(run.status))")
    }

    private func fileLines() -> [String] {
        var lines = ["", "| orders | state document | order journal |", "| ---: | ---: | ---: |"]
        for size in sizes {
            guard let sizes = files[size] else { continue }
            lines.append("| \(grouped(size)) | \(sizes.document) B | \(String(format: "%.1f MB", Double(sizes.journal) / 1_000_000)) |")
        }
        if let conversion {
            lines += ["", "The first start on \(grouped(most)) orders in a version 2 file (\(megabytes(conversion.fileBytes))), which converts it: \(ms(conversion.run.seconds)) (processor time \(ms(conversion.run.cpuSeconds))), peak memory \(megabytes(conversion.run.peakBytes))."]
        }
        return lines
    }

    private func ratio(_ name: String) -> Double? {
        guard let runs = after.runs[name], let big = runs[most], let small = runs[none] else { return nil }
        return big.seconds / small.seconds
    }

    private func extra(_ name: String) -> Double? {
        guard let runs = after.runs[name], let big = runs[most], let small = runs[none] else { return nil }
        return big.seconds - small.seconds
    }

    private func peaks() -> (Int, Int)? {
        let most = after.runs.values.compactMap { $0[self.most]?.peakBytes }.max()
        let none = after.runs.values.compactMap { $0[self.none]?.peakBytes }.max()
        guard let most, let none else { return nil }
        return (most, none)
    }
}
