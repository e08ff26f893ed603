/// The console of a person at a terminal, through which an answer taller than the window is shown by a pager, as git
/// shows a long log: what a command writes is held until it is sent, then measured in rows of the window. The start
/// screen, sent before the first line is read, is never paged. A pager that cannot be run is said once, and from then
/// on long answers are written as they are.
@MainActor
final class PagingConsole: Console {
    private let base: any Console
    private let pager: any Pager
    private let window: () -> (columns: Int, rows: Int)?
    private var pending = ""
    /// Whether a line has been read: answers from then on may be paged.
    private var isAnswering = false
    private var pagerWorks = true

    /// `base` with answers taller than `window` shown through `pager`.
    init(base: any Console, pager: any Pager, window: @escaping () -> (columns: Int, rows: Int)?) {
        self.base = base
        self.pager = pager
        self.window = window
    }

    var isInteractive: Bool { base.isInteractive }

    func readLine(prompt: String?) async -> String? {
        flush()
        isAnswering = true
        return await base.readLine(prompt: prompt)
    }

    func ask(_ question: String) -> String? {
        flush()
        return base.ask(question)
    }

    func write(_ text: String) {
        pending += text
    }

    func writeError(_ text: String) {
        flush()
        base.writeError(text)
    }

    func flush() {
        let text = pending
        pending = ""
        if isAnswering, pagerWorks, let window = window(), Self.rows(of: text, columns: window.columns) >= window.rows {
            base.flush()
            if pager.show(text) { return }
            pagerWorks = false
            let problem = "tasch: the pager \(Printable.word(pager.commandLine)) cannot be run, so long answers are written as they are: "
            base.writeError(WordWrap.fitted(problem + "set PAGER to another, or pass --no-pager", columns: window.columns, indent: 2))
        }
        base.write(text)
        base.flush()
    }

    /// The rows `text` takes in a window `columns` wide, a line wider than it taking as many as the terminal wraps it to.
    static func rows(of text: String, columns: Int) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().reduce(0) { rows, line in
            rows + max(1, (DisplayWidth.of(String(line)) + columns - 1) / max(1, columns))
        }
    }
}
