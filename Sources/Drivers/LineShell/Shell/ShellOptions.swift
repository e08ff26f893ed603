import UseCases

/// How the shell runs a session: the choices the command line makes about scripts.
public struct ShellOptions: Equatable, Sendable {
    /// Copy each input line to standard output before its result.
    public var echoesInput = false
    /// Stop at the first command that fails, with status 1.
    public var stopsAtFirstFailure = false
    /// How many products (or orders) a page shows until `catalogue --page-size N` or `orders --page-size N` changes it.
    public var pageSize = PageSize.standard
    /// The width `help` is fitted to when output is not a terminal (`COLUMNS`, else `WindowSize.standardColumns`), as `--help` is: other output
    /// is written as scripts expect it, but help is prose for a person, wherever it goes.
    public var pipedHelpColumns = WindowSize.standardColumns
    /// Why the session asks nothing when it does not (a script, `--batch`, input that is not a terminal).
    public var unasked = Unasked.inputIsNotATerminal
    /// Whether a person steps through a script (`--step` at a terminal), which the banner says how to do.
    public var stepsThroughScript = false

    public init(
        echoesInput: Bool = false, stopsAtFirstFailure: Bool = false, pageSize: PageSize = .standard, pipedHelpColumns: Int? = nil,
        unasked: Unasked = .inputIsNotATerminal
    ) {
        self.echoesInput = echoesInput
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.pageSize = pageSize
        self.pipedHelpColumns = pipedHelpColumns ?? WindowSize.standardColumns
        self.unasked = unasked
    }
}
