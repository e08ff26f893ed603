/// A console that reads in a way of its own and writes through another as it is: the line editor, a script stepped
/// through.
@MainActor
protocol WritingThrough: Console {
    /// The console everything written goes through.
    var writer: any Console { get }
}

extension WritingThrough {
    func write(_ text: String) {
        writer.write(text)
    }

    func writeError(_ text: String) {
        writer.writeError(text)
    }

    func flush() {
        writer.flush()
    }
}
