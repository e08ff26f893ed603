/// The full screen's loop, in the Elm architecture's way: it takes the terminal, draws the model, and for each event
/// (a key from the terminal's reader, a window change, an answer from a request, a save waiting for another shop)
/// updates the model, draws it again by difference in one write, and runs the effects. The terminal is given back
/// however the loop ends, and then the screen says what became of the changes it finished before leaving.
@MainActor
package final class ScreenProgram {
    private let terminal: any ScreenTerminal
    private let requests: ScreenRequests
    private let view: ScreenView
    private var renderer: FrameRenderer
    private let lockWaits: LockWaitNotices
    private let farewell: ScreenFarewell
    /// What the screen says of the faults it injects as it opens, if any are on.
    private let faults: FaultsBanner?
    /// Told each time the screen has drawn the answer to everything it asked for but the count of a page on show (the
    /// benchmark times keys by it).
    package var whenAnswered: () -> Void = {}
    /// Told each time the screen has drawn the answer to everything it asked for.
    package var whenIdle: () -> Void = {}

    /// A program whose saves that wait for another shop say so through `lockWaits`, which it takes while it runs.
    init(
        terminal: any ScreenTerminal, requests: ScreenRequests, view: ScreenView, renderer: FrameRenderer, lockWaits: LockWaitNotices,
        farewell: ScreenFarewell, faults: FaultsBanner? = nil
    ) {
        self.faults = faults
        self.terminal = terminal
        self.requests = requests
        self.view = view
        self.renderer = renderer
        self.lockWaits = lockWaits
        self.farewell = farewell
    }

    /// Runs until `q`, a confirmed Ctrl-C or the end of input, and returns the exit status.
    package func run() async -> Int32 {
        guard terminal.enterFullScreen() else { return ExitStatus.ioError }
        let (events, sink) = AsyncStream.makeStream(of: ScreenEvent?.self)
        requests.send = { sink.yield($0) }
        terminal.startReading { sink.yield($0.map(ScreenEvent.init)) }
        let formerRoute = lockWaits.route { sink.yield(.saveIsWaiting($0)) }
        if let faults {
            Task { [retry = view.hints.retryToGoOn] in
                if let banner = await faults.words(retry: retry) { sink.yield(.faultsAreOn(banner)) }
            }
        }
        let (status, model) = await loop(over: events)
        terminal.stopReading()
        requests.stop()
        terminal.leaveFullScreen()
        // Only once the full screen is given back may a save's wait be said on standard error again: a save cancelled
        // on the way out may still say it waits, and a line written over the full screen would scroll it.
        lockWaits.route(to: formerRoute)
        farewell.say(model.farewell)
        return status
    }

    /// Takes each event until the screen quits or the input ends; returns the exit status and the screen as it ended.
    private func loop(over events: AsyncStream<ScreenEvent?>) async -> (Int32, ScreenModel) {
        var (model, effects) = ScreenModel.start(size: terminal.size, style: view.style)
        draw(model)
        if let status = perform(effects) { return (status, model) }
        for await event in events {
            guard let event else { break }
            if case .resized = event { renderer.invalidate() }
            effects = model.update(event)
            // Ctrl-L: the next frame is drawn whole, over whatever else wrote to the terminal.
            if effects.contains(.redrawAll) { renderer.invalidate() }
            draw(model)
            if let status = perform(effects) { return (status, model) }
            if model.requests.values.allSatisfy(\.completesACount) { whenAnswered() }
            if model.requests.isEmpty { whenIdle() }
        }
        return (ExitStatus.success, model)
    }

    /// Runs `effects`; the exit status when one of them quits.
    private func perform(_ effects: [ScreenEffect]) -> Int32? {
        for effect in effects {
            switch effect {
            case let .quit(status): return status
            case .suspend:
                terminal.suspend()
            case .redrawAll: break
            default: requests.perform(effect)
            }
        }
        return nil
    }

    private func draw(_ model: ScreenModel) {
        let bytes = renderer.render(view.frame(model))
        if !bytes.isEmpty { terminal.writeFrame(bytes) }
    }
}
