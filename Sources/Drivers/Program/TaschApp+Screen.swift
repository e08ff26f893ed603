import Adapters
import Foundation

extension TaschApp {
    /// Runs the full screen over the files `session` opens, on the session's terminal, which must be one a person
    /// types at and that can draw it; returns the exit status.
    static func runScreen(session: Session) async throws -> Int32 {
        // The process's terminal draws the full screen too.
        let terminal = session.world.terminal as? any ScreenTerminal
        if let problem = ScreenLaunch.problem(
            options: session.options, inputIsTerminal: session.world.console.isInteractive, outputIsTerminal: session.world.outputIsTerminal,
            environment: session.environment, canDraw: terminal != nil
        ) {
            throw problem
        }
        guard let terminal else { return ExitStatus.usage }
        let (program, catalogue) = try await CompositionRoot.makeScreen(
            for: session, on: terminal, isUnicode: ScreenStyle.isUnicode(environment: session.environment)
        )
        let status = await program.run()
        await finishWriting(catalogue, settings: session.settings)
        return status
    }
}
