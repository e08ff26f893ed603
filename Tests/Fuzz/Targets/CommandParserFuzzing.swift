import Adapters
import Drivers
import Foundation

/// The line shell's command parser on any line, as typed, piped or given with `-c` (which may hold line feeds), and the
/// masking of the secrets it holds, as the history, `--echo` and `retry` keep and show it.
enum CommandParserFuzzing {
    private static let parser = CommandParser(table: .shop)
    private static let secrets = LineSecrets(table: .shop)
    /// Where a line holds a secret beyond what the command table names: after a word that calls no command (a misspelt
    /// one), and in a statement after the first.
    private static let shapes = ["a word that calls no command", "a later statement"]

    static let target = FuzzTarget(
        "command", .drivers,
        "CommandParser on any text: a command, nothing, or a short one-line error; a fault command's spec too; a line's secrets masked in place",
        needs: FuzzSeedNeeds(required: { secrets.placesOfSecrets + shapes }, reached: { placesOfSecrets(in: String(decoding: $0, as: UTF8.self)) })
    ) { input in
        let line = String(decoding: input, as: UTF8.self)
        if let finding = masking(line) { return finding }
        let command: Command?
        do throws(CommandError) {
            command = try parser.parse(line)
        } catch {
            return FuzzChecks.requireOneLine(error.description, from: "CommandParser")
        }
        // The fault command takes its words as typed: its spec is read when it runs.
        let arguments = line.split(whereSeparator: \.isWhitespace).dropFirst().map(String.init)
        guard command?.name == "fault", let point = arguments.first, arguments.count > 1 else { return nil }
        do throws(FaultSpecError) {
            _ = try FaultSpec.parseEntry(point: point, terms: arguments.dropFirst().joined(separator: " "), points: ShopFeatures.faultPoints)
        } catch {
            return FuzzChecks.requireOneLine(error.description, from: "a fault command")
        }
        return nil
    }

    /// A line's secrets are masked in place: the masked line keeps every statement and line of the line.
    private static func masking(_ line: String) -> FuzzFinding? {
        guard let masked = secrets.masked(line) else { return nil }
        guard masked.count(where: { $0 == ";" }) == line.count(where: { $0 == ";" }),
              masked.count(where: \.isNewline) == line.count(where: \.isNewline) else {
            return FuzzFinding("masking the secrets of a line changed its statements or lines: \(masked.prefix(200).debugDescription)")
        }
        return nil
    }

    /// The places of `LineSecrets.placesOfSecrets` (and `shapes`) where `line` holds a secret.
    private static func placesOfSecrets(in line: String) -> Set<String> {
        var reached = Set<String>()
        for (index, statement) in line.split(separator: ";", omittingEmptySubsequences: false).enumerated() where secrets.masked(String(statement)) != nil {
            let words = statement.split(whereSeparator: \.isWhitespace).map { $0.drop { $0 == "#" }.lowercased() }.filter { !$0.isEmpty }
            if index > 0 { reached.insert(shapes[1]) }
            reached.insert(words.first.flatMap { secrets.commandName(calledBy: Substring($0)) } ?? shapes[0])
            for option in secrets.placesOfSecrets where words.contains(where: { $0 == option || $0.hasPrefix(option + "=") }) {
                reached.insert(option)
            }
        }
        return reached
    }
}
