import Drivers
import Foundation

// Everything lives in Drivers; the executable only hands over the process's arguments and environment.
let status = await TaschApp.main(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    executablePath: ExecutablePath.current
)
exit(status)
