/// One line being read at the prompt, and what each key does to it, as in readline and linenoise: a plain value
/// whose key handling is tested without a terminal. `TerminalLineReader` feeds it keys and does what it answers.
struct LineEditor {
    private(set) var buffer = LineBuffer()
    private let history: [String]
    private var browser: HistoryBrowser
    /// The Ctrl-R search under way, if any.
    private var search: HistorySearch?
    /// Whether the key before was a Tab that found several candidates, so that this Tab lists them.
    private var tabFoundSeveral = false
    /// The text Ctrl-K, Ctrl-U, Ctrl-W, Alt-D or Alt-Backspace cut out last, for Ctrl-Y.
    private var cut = ""

    /// An empty line, with `history` (oldest first) for Up, Down and Ctrl-R.
    init(history: [String]) {
        self.history = history
        browser = HistoryBrowser(lines: history)
    }

    /// What to draw: `prompt` and the line, or the search's prompt and the line it found.
    func view(prompt: String) -> LineView {
        guard let search else { return LineView(prompt: prompt, buffer: buffer) }
        return LineView(prompt: search.prompt, buffer: search.buffer(in: history))
    }

    mutating func handle(_ key: Key, completer: any LineCompleter) -> EditorAction {
        let tabBefore = tabFoundSeveral
        tabFoundSeveral = false
        if search != nil {
            return handleSearching(key, completer: completer)
        }
        switch key {
        case let .text(text): buffer.insert(text)
        case let .paste(text): buffer.insertPasted(text)
        case .enter: return .submit(buffer.text)
        case .tab: return complete(with: completer, listing: tabBefore)
        case .control("d") where buffer.characters.isEmpty: return .endOfInput
        case .control("c"): return .interrupt
        case .control("l"): return .clearScreen
        case .control("z"): return .suspend
        case .up, .control("p"): return recall(by: -1)
        case .down, .control("n"): return recall(by: 1)
        case .control("r"): search = HistorySearch(original: buffer)
        case .control("y"): buffer.insert(cut)
        default: return edit(key)
        }
        return .redraw
    }

    private mutating func edit(_ key: Key) -> EditorAction {
        switch key {
        case .backspace: buffer.deleteBackward()
        case .delete, .control("d"): buffer.deleteForward()
        case .left, .control("b"): buffer.moveLeft()
        case .right, .control("f"): buffer.moveRight()
        case .home, .control("a"): buffer.moveToStart()
        case .end, .control("e"): buffer.moveToEnd()
        case .wordLeft, .alt("b"), .alt("B"): buffer.moveWordLeft()
        case .wordRight, .alt("f"), .alt("F"): buffer.moveWordRight()
        case .control("k"): keepCut(buffer.deleteToEnd())
        case .control("u"): keepCut(buffer.deleteToStart())
        case .control("w"), .alt("\u{7F}"): keepCut(buffer.deleteWordBackward())
        case .alt("d"), .alt("D"): keepCut(buffer.deleteWordForward())
        default: return .unchanged
        }
        return .redraw
    }

    private mutating func keepCut(_ text: String) {
        if !text.isEmpty { cut = text }
    }

    private mutating func recall(by step: Int) -> EditorAction {
        guard let line = browser.move(by: step, leaving: buffer.text) else { return .bell }
        buffer = LineBuffer(line)
        return .redraw
    }

    private mutating func complete(with completer: any LineCompleter, listing: Bool) -> EditorAction {
        switch TabCompletion.complete(buffer, with: completer) {
        case let .completed(completed):
            buffer = completed
            return .redraw
        case let .ambiguous(candidates):
            tabFoundSeveral = true
            return listing ? .list(candidates) : .bell
        case .nothing:
            return .bell
        }
    }

    private mutating func handleSearching(_ key: Key, completer: any LineCompleter) -> EditorAction {
        guard var search else { return .unchanged }
        switch key {
        case let .text(text): search.type(text, in: history)
        case let .paste(text): search.type(BracketedPaste.oneLine(text), in: history)
        case .backspace: search.deleteBackward(in: history)
        case .control("r"): search.searchOlder(in: history)
        case .control("g"), .escape:
            buffer = search.original
            self.search = nil
            return .redraw
        case .control("c"):
            self.search = nil
            return .interrupt
        default:
            // Any other key takes the line found and then does what it does, as in readline.
            buffer = search.buffer(in: history)
            self.search = nil
            return handle(key, completer: completer)
        }
        self.search = search
        return .redraw
    }
}
