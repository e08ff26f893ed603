import Adapters
import Drivers
import Foundation

/// The command line's options on any arguments: the input's NUL-separated words, as `execve` passes them.
enum LaunchOptionsFuzzing {
    static let target = FuzzTarget(
        "launch-options", .drivers,
        "LaunchOptions and FaultSettings on any arguments (NUL-separated): options, or a short one-line usage error as shown"
    ) { input in
        let arguments = input.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        do throws(UsageError) {
            let options = try LaunchOptions.parse(arguments)
            _ = try FaultSettings.make(options: options, environment: [:]) { 0 }
            return nil
        } catch {
            // What a start shows of a usage error (`StartProblem.usage`): the message cleaned for the terminal.
            return FuzzChecks.requireOneLine(TerminalSafeText.clean(error.description), from: "LaunchOptions")
        }
    }
}
