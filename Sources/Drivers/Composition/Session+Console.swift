import Adapters
import UseCases

extension Session {
    /// The console the session reads: the script's lines when there is a script, else the world's console's input,
    /// through the line editor when a person types at the terminal (Tab completing `commands` and `products`, a line
    /// holding a secret of `commands` never kept), and answers taller than the window through the pager unless
    /// `--no-pager` says not to. Scripts never wait for answers unless --interactive says a person is there after all, or
    /// a person steps through one (`--step`), answering its questions.
    func console(script: [String]?, commands: CommandTable, products: any ProductIDCompleting & ProductNameCompleting) -> any Console {
        let console = world.console
        if stepsThrough(script), let script {
            return SteppingConsole(
                terminal: console, keys: world.terminal, script: script, secrets: LineSecrets(table: commands),
                narration: narration(usesColour: settings.usesColour), columns: columns
            )
        }
        let isInteractive = options.interactive ?? (script == nil && console.isInteractive)
        let input = lineEditing(
            base: console, terminal: script == nil && isInteractive ? world.terminal : nil, commands: commands, products: products
        )
        let paged = world.pager.flatMap { pager, rows -> PagingConsole? in
            guard script == nil, isInteractive, options.usesPager, columns() != nil else { return nil }
            return PagingConsole(base: input, pager: pager, window: { [columns] in rows().flatMap { rows in columns().map { ($0, rows) } } })
        }
        return RedirectedConsole(base: paged ?? input, script: script, isInteractive: isInteractive)
    }

    /// The console a person types at on `terminal`: the line editor, Tab completing `commands` and `products`, with the
    /// history file the environment names, where no line holding a secret of `commands` is kept; `base` as it is without
    /// a terminal. Ctrl-C reaches a wait for the history file's lock as it reaches a command's.
    private func lineEditing(
        base: any Console, terminal: (any RawTerminal)?, commands: CommandTable, products: any ProductIDCompleting & ProductNameCompleting
    ) -> any Console {
        guard let terminal else { return base }
        let historyFile = Settings.historyPath(environment: environment).map { HistoryFile(path: $0, fileSystem: world.fileSystem) }
        let completer = CommandCompleter(
            table: commands,
            productIDs: Self.completions { products.products(withIDsStartingWith: $0, limit: $1) },
            productNames: Self.completions { products.products(withNamesStartingWith: $0, limit: $1) }
        )
        return LineEditingConsole(
            base: base, terminal: terminal, completer: completer, historyFile: historyFile, canceller: world.services.canceller,
            keepsInHistory: { [secrets = LineSecrets(table: commands)] in !secrets.holdsSecret($0) }
        )
    }

    /// Product completion by `matches`: each product's id, with its name, cleaned.
    private static func completions(_ matches: @escaping (String, Int) -> ProductIDMatches) -> ProductIDCompletions {
        { prefix, limit in
            let found = matches(prefix, limit)
            return Completions(found.found.map { Completion($0.id.description, detail: TerminalSafeText.clean($0.name)) }, total: found.total)
        }
    }

    /// A stepped script's comments as the people watching read them (`ScriptNarration`), dimmed.
    private func narration(usesColour: Bool) -> ([String]) -> String {
        let style = TextStyle(usesColour: usesColour)
        return { [columns] comments in
            ScriptNarration.lines(comments, columns: columns()).map { style.dim($0) + "\n" }.joined()
        }
    }
}
