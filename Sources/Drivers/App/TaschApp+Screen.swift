import Adapters

extension TaschApp {
    /// Runs the full screen over the files `session` opens, on `terminal`, and returns the exit status.
    static func runScreen(
        session: Session, settings: Settings, faults: FaultSettings, services: SessionServices, terminal: any ScreenTerminal
    ) async throws -> Int32 {
        let (program, catalogue) = try session.openScreen(
            settings: settings, faults: faults, services: services, terminal: terminal, isUnicode: ScreenStyle.isUnicode(environment: session.environment)
        )
        let status = await program.run()
        await catalogue.finishWriting()
        return status
    }
}
