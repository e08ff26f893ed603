import Adapters
import Drivers
import Foundation

/// The line shell's command parser on any line, as typed, piped or given with `-c` (which may hold line feeds).
enum CommandParserFuzzing {
    private static let parser = CommandParser(table: .shop)

    static let target = FuzzTarget(
        "command", .drivers,
        "CommandParser on any text: a command, nothing, or a short one-line error; a fault command's spec too"
    ) { input in
        let line = String(decoding: input, as: UTF8.self)
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
}
