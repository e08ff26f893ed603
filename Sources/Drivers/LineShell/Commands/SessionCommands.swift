import Adapters

/// The commands about the session itself: help, how results are written, leaving, and the faults. They fail the same
/// way however often they are repeated, so `retry` never repeats one.
enum SessionCommands {
    static let all = [help, mode, quit, retry, faults, fault]

    static let help = CommandEntry(
        "help", summary: "every command, or one in detail", example: "help show", group: .shop, arguments: [.optional(.commandName)],
        retry: .neverRepeated, json: "help"
    ) { command, shell in showHelp(on: command.input.topic, shell) }

    static let mode = CommandEntry(
        "mode", summary: "write results as text, or as one JSON object a line", example: "mode json", group: .shop,
        arguments: [.one(.outputMode)], retry: .neverRepeated, json: "message"
    ) { command, shell in
        let mode = command.input.mode ?? .text
        shell.output.mode = mode
        // The screen on show was built for the old mode; let it go so it cannot print in the old one.
        shell.router.releaseCurrentScreen()
        shell.output.message("Results are now written as \(mode == .json ? "JSON, one object a line" : "text").")
        return .done
    }

    static let quit = CommandEntry(
        "quit", aliases: ["exit"], summary: "leave the shop (end of input leaves too)", example: "quit", group: .shop,
        arguments: [.optional(.exitStatus)], retry: .neverRepeated, json: "quit"
    ) { command, shell in
        let status = command.input.exitStatus ?? 0
        if shell.output.mode == .json, let key = command.entry.jsonName { shell.output.document(key, ["status": status]) }
        return .quit(status)
    }

    static let retry = CommandEntry(
        "retry", summary: "repeat the last command that failed", example: "retry", group: .faults, retry: .repeatsTheLastFailure, json: nil
    ) { _, shell in await shell.controls.retry(execute: shell.execute) }

    static let faults = CommandEntry(
        "faults", summary: "the injected faults, and for each point the calls it saw, failed, delayed and lost the answer to, and what its "
            + "next call meets", example: "faults", group: .faults,
        retry: .neverRepeated, json: "faults"
    ) { _, shell in await shell.controls.listFaults() }

    static let fault = CommandEntry(
        "fault", summary: "make one kind of call fail or wait, or all as a preset does (see FAULTS in the manual: \(ManualPage.howToRead))",
        example: "fault catalogue 1*fail", group: .faults, arguments: [.rest(.faultTerms, required: false)], retry: .neverRepeated,
        json: "message"
    ) { command, shell in await shell.controls.setFault(command.input.words) }

    @MainActor
    private static func showHelp(on topic: String?, _ shell: ShellContext) -> CommandResult {
        let (output, columns) = (shell.output, shell.output.width ?? shell.options.pipedHelpColumns)
        let text = HelpText(table: shell.table)
        guard let topic else {
            switch output.mode {
            case .text: text.overview(columns: columns).forEach { output.line($0) }
            case .json: output.document(help.jsonName ?? help.name, text.document())
            }
            return .done
        }
        guard let lines = text.detail(for: topic, columns: columns) else {
            let suggestion = Suggestion.question(for: topic, among: shell.table.names)
            output.error("no help for \(Printable.word(topic)): \(suggestion)type \"\(help.name)\" to see the commands", kind: "usage")
            return .failed
        }
        switch output.mode {
        case .text: lines.forEach { output.line($0) }
        case .json: output.document(help.jsonName ?? help.name, text.document(for: topic))
        }
        return .done
    }
}

extension ArgumentKind {
    /// What `fault` takes: a point and its terms, a preset, or `clear`, each word as typed; Tab offers the points,
    /// presets and `clear`, then a point's terms.
    static let faultTerms = ArgumentKind(
        "POINT TERMS|PRESET|clear", noun: "a point and its terms, or a preset", completion: .faultTerms
    ) { word, input in input.words.append(word) }
}
