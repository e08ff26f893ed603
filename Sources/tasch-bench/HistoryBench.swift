import Foundation

/// The order history's table (issue 19): each command a whole process on the bundled catalogue, with a history of 0,
/// 1,000 and 100,000 orders, all run in the same rounds so that the ratios compare runs made under the same load. A
/// checkout's state is put back before and after each of its runs (the document alone: its journal's committed bytes
/// end where they did, and the next append cuts off what the last run added). With `before`, an earlier build runs the same
/// commands on the same histories as version 2 files, in the same rounds.
struct HistoryBench {
    /// One measured command line, whether each run starts from the state as generated, and the status it ends with.
    struct Command {
        let name: String
        let arguments: [String]
        let putsStateBack: Bool
        var status: Int32 = 0
    }

    /// One build's runs of every command at every size.
    struct Measured {
        let label: String
        let runs: [String: [Int: ProcessProbe.Run]]
    }

    let sizes: [Int]
    let rounds: Int
    let tasch: String
    let before: String?
    let folder: String
    let environment: [String: String]

    /// The commands of the table, and the start alone.
    static func commands(orders: Int) -> [Command] {
        [
            Command(name: "start alone (`-c quit`)", arguments: ["-c", "quit"], putsStateBack: false),
            Command(name: "`cart`", arguments: ["-c", "cart"], putsStateBack: false),
            Command(name: "`add 2` then `remove 2`", arguments: ["-c", "add 2", "-c", "remove 2"], putsStateBack: false),
            Command(name: "`orders`", arguments: ["-c", "orders"], putsStateBack: false),
            // With no orders there is no order N to show: the command fails, as it should.
            Command(name: "`order N`", arguments: ["-c", "order \(1001 + orders / 2)"], putsStateBack: false, status: orders == 0 ? 1 : 0),
            Command(name: "`add 2` then `checkout --yes`", arguments: ["-c", "add 2", "-c", "checkout --yes"], putsStateBack: true),
        ]
    }

    /// A run of the table that could not be started or did not end with the status its command ends with, as a line
    /// that says which.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes the histories, then runs every command at every size (and the earlier build's, when given) in turn, round
    /// after round; throws `Failure` at the first run that fails.
    func measure() async throws -> (after: Measured, before: Measured?, files: [Int: (document: Int, journal: Int)]) {
        var files: [Int: (document: Int, journal: Int)] = [:]
        var programs: [(build: Int, size: Int, command: Command, program: String, state: String, original: Data)] = []
        for size in sizes {
            let saved = try HistoryStates.saved(orders: size)
            let path = "\(folder)/history-\(size)/state.json"
            try await HistoryStates.write(saved, toPath: path)
            let document = try Data(contentsOf: URL(fileURLWithPath: path))
            let journal = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/history-\(size)/state.orders.jsonl")[.size] as? Int) ?? 0
            files[size] = (document.count, journal)
            var builds = [(0, tasch, path, document)]
            if let before {
                let earlier = "\(folder)/before-\(size)/state.json"
                try HistoryStates.writeVersionTwo(saved, toPath: earlier)
                builds.append((1, before, earlier, try Data(contentsOf: URL(fileURLWithPath: earlier))))
            }
            for command in Self.commands(orders: size) {
                for (build, program, state, original) in builds { programs.append((build, size, command, program, state, original)) }
            }
        }
        var runs = [[ProcessProbe.Run]](repeating: [], count: programs.count)
        for round in 0...rounds {
            for (index, measured) in programs.enumerated() {
                let putBack = { if measured.command.putsStateBack { try measured.original.write(to: URL(fileURLWithPath: measured.state)) } }
                try putBack()
                let run = try run(measured.program, ["--state", measured.state] + measured.command.arguments, status: measured.command.status)
                // Put back after the run too, so that the commands of the next round see the history of their size.
                try putBack()
                if round > 0 { runs[index].append(run) }
            }
        }
        func build(_ number: Int, _ label: String) -> Measured {
            var table: [String: [Int: ProcessProbe.Run]] = [:]
            for (index, measured) in programs.enumerated() where measured.build == number {
                table[measured.command.name, default: [:]][measured.size] = ProcessProbe.median(of: runs[index])
            }
            return Measured(label: label, runs: table)
        }
        return (build(0, "this build"), before.map { _ in build(1, "before (version 2 files)") }, files)
    }

    /// The first start of the largest history as a version 2 file: the conversion, timed over `count` runs, each on a
    /// fresh copy; and the version 2 file's size; nil with no history to convert.
    func conversion(count: Int) throws -> (run: ProcessProbe.Run, fileBytes: Int)? {
        guard let size = sizes.last else { return nil }
        let path = "\(folder)/convert-\(size)/state.json"
        try HistoryStates.writeVersionTwo(try HistoryStates.saved(orders: size), toPath: path)
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        var runs: [ProcessProbe.Run] = []
        for _ in 0..<count {
            try original.write(to: URL(fileURLWithPath: path))
            try? FileManager.default.removeItem(atPath: "\(folder)/convert-\(size)/state.orders.jsonl")
            runs.append(try run(tasch, ["--state", path, "-c", "quit"]))
        }
        return (ProcessProbe.median(of: runs), original.count)
    }

    /// `program` run with `arguments` once, through the launcher that measures it, which must end with `status`.
    private func run(_ program: String, _ arguments: [String], status: Int32 = 0) throws -> ProcessProbe.Run {
        let line = ([program] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        guard let run = ProcessProbe.run(program, arguments, environment: environment) else {
            throw Failure(description: "\(line) could not be started")
        }
        guard run.status == status else { throw Failure(description: "\(line) ended with status \(run.status)") }
        return run
    }
}
