import Adapters
import Drivers
import Foundation

/// The line shell's command parser on any line, as typed, piped or given with `-c` (which may hold line feeds).
enum CommandParserFuzzing {
    static let target = FuzzTarget(
        "command", .drivers,
        "CommandParser on any text: a command, nothing, or a short one-line error; a fault command's spec too"
    ) { input in
        let command: Command?
        do throws(CommandError) {
            command = try CommandParser.parse(String(decoding: input, as: UTF8.self))
        } catch {
            return FuzzChecks.requireOneLine(error.description, from: "CommandParser")
        }
        guard case let .fault(arguments)? = command, let point = arguments.first, arguments.count > 1 else { return nil }
        do throws(FaultSpecError) {
            _ = try FaultSpec.parseEntry(point: point, terms: arguments.dropFirst().joined(separator: " "), points: ShopFeatures.faultPoints)
        } catch {
            return FuzzChecks.requireOneLine(error.description, from: "a fault command")
        }
        return nil
    }
}
