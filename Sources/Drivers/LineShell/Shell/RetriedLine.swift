import Adapters

/// A line `retry` may repeat, kept as it runs again and as it is shown. A secret (a gift card's code, which pays) is
/// never kept as typed, but as its kind keeps it (a card by the key it is matched by), and shown masked (`····7KQ2`).
struct RetriedLine: Retriable {
    /// The line as `retry` runs it.
    let runnable: String
    /// The line as a message quotes it.
    let shown: String

    init(_ line: String, secrets: LineSecrets) {
        runnable = secrets.kept(line) ?? line
        shown = secrets.quoted(line)
    }

    /// A line replaces the same line typed earlier.
    func replaces(_ earlier: RetriedLine) -> Bool {
        runnable == earlier.runnable
    }
}
