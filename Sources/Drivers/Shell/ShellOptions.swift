import UseCases

/// How the shell runs a session: the choices the command line makes about scripts.
public struct ShellOptions: Equatable, Sendable {
    /// Copy each input line to standard output before its result.
    public var echoesInput = false
    /// Stop at the first command that fails, with status 1.
    public var stopsAtFirstFailure = false
    /// How many products (or orders) a page shows until `catalogue --page-size N` changes it.
    public var pageSize = PageSize.standard

    public init(echoesInput: Bool = false, stopsAtFirstFailure: Bool = false, pageSize: PageSize = .standard) {
        self.echoesInput = echoesInput
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.pageSize = pageSize
    }
}
