import Adapters
import Entities

/// A line `retry` may repeat, kept as it runs again and as it is shown. A gift card's code is a secret that pays: it is
/// never kept as typed, but by the key it is matched by (`GiftCard.key(of:)`), and shown masked (`····7KQ2`).
struct RetriedLine: Retriable {
    /// The line as `retry` runs it.
    let runnable: String
    /// The line as a message quotes it.
    let shown: String

    init(_ line: String) {
        runnable = LineSecrets.replacingSecrets(in: line) { GiftCard.key(of: String($0)) ?? String($0) } ?? line
        shown = LineSecrets.quoted(line)
    }

    /// A line replaces the same line typed earlier.
    func replaces(_ earlier: RetriedLine) -> Bool {
        runnable == earlier.runnable
    }
}
