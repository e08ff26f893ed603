/// Keys typed ahead act in the order they were typed, as `less` and a file manager take them: a key that acts on what
/// the screen still waits for (a move, on the page it asked for or the cart `c` opens; `a`, `+` and `-`, on the wish
/// list a change is saving) waits for it, and every key typed after it waits behind it, `q` too, whose meaning a key
/// before it may change (`/` makes it text). When what it waited for failed, a key acts on what the screen shows. While a
/// checkout is under way with no question on show (before its question comes, while a code given is applied, while the
/// order is placed), every key but `q` waits: the question, which no key typed before it came may answer, drops them and
/// the status line says so (`droppedKeys`); the receipt, or the cart the checkout leaves, takes them. Ctrl-C, Ctrl-Z
/// and Ctrl-L act at once; Ctrl-C drops the keys still waiting, as a terminal flushes what was typed ahead on an
/// interrupt.
extension ScreenModel {
    /// What a key acts on that an answer still under way may change.
    enum Reading: Equatable, Sendable {
        /// The rows of the list on show, and which is selected.
        case list
        /// The list on show, and how many of the selected product the wish list holds.
        case wishList
    }

    /// Keeps `key` to be taken in its turn, when it must wait for it; true when it was kept. `q` typed while a checkout
    /// works is not kept behind the keys waiting for its receipt: it leaves once the checkout ends, and says what it did.
    mutating func keepsTypedAhead(_ key: Key) -> Bool {
        guard !Self.actsAtOnce(key), !(awaitsTheCheckout && key == .text("q")), !typedAhead.isEmpty || waits(key) else { return false }
        typedAhead.append(key)
        return true
    }

    /// Takes the keys typed ahead, in order, once the first no longer waits; those after a key that waits again keep
    /// waiting behind it. None is taken once the screen is leaving.
    mutating func takeTypedAhead() -> [ScreenEffect] {
        guard let first = typedAhead.first, !waits(first) else { return [] }
        let keys = typedAhead
        typedAhead = []
        var effects: [ScreenEffect] = []
        for key in keys where !isLeaving && !effects.contains(where: \.quits) {
            effects += respond(to: key)
        }
        return effects
    }

    /// Drops the keys still waiting.
    mutating func dropTypedAhead() {
        typedAhead = []
    }

    /// Whether a checkout is under way with no question on show that a key could answer: before its question comes,
    /// while a code given is applied, and while the order is placed.
    var awaitsTheCheckout: Bool {
        guard isCheckingOut else { return false }
        switch overlay {
        case nil: return true
        case let .confirmCheckout(dialog)?: return dialog.isApplying
        case .help?, .confirmQuit?: return false
        }
    }

    /// Whether `key` must wait for what the screen is waiting for. `q` never waits for a checkout: it leaves once the
    /// checkout has ended, a question it asks meanwhile answered no.
    private func waits(_ key: Key) -> Bool {
        if awaitsTheCheckout { return key != .text("q") }
        return overlay == nil && isAwaited(reading(of: key))
    }

    private static func actsAtOnce(_ key: Key) -> Bool {
        [.control("c"), .control("z"), .control("l")].contains(key)
    }

    private func reading(of key: Key) -> Reading? {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end: .list
        case .enter: isSearching ? nil : .list
        case let .text(text) where !isSearching:
            switch text {
            case "j", "k": .list
            case "a", "+", "-": .wishList
            // The digits rate the selected product.
            default: text.count == 1 && text.allSatisfy(\.isNumber) ? .list : nil
            }
        default: nil
        }
    }

    private func isAwaited(_ reading: Reading?) -> Bool {
        switch reading {
        case nil: false
        case .list: isPageAwaited
        case .wishList: isPageAwaited || isUnderWay(.change) || isUnderWay(.wishList)
        }
    }

    /// Whether the list on show waits for what it asked for, which moves its selection: a page of the catalogue or the
    /// orders, the cart `c` opens (on "Check out" once it comes, and once the changes under way are saved), a wish list
    /// shown for the first time.
    private var isPageAwaited: Bool {
        switch place {
        case .catalogue: catalogue.arrival != nil && isUnderWay(.catalogue)
        case .orders: orders.arrival != nil && isUnderWay(.orders)
        case .cart: (cart == nil || opensOnCheckout) && (isUnderWay(.cart) || isUnderWay(.change))
        case .wishList: wishList == nil && isUnderWay(.wishList)
        case .receipt: false
        }
    }
}

extension ScreenEffect {
    /// Whether this ends the screen.
    var quits: Bool {
        if case .quit = self { true } else { false }
    }
}
