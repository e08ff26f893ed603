import Adapters

/// Leaving (`q`, or a Ctrl-C confirmed): at once when no change is under way, else once every change under way has
/// ended, so that an order confirmed is placed (or not) before the screen goes, never cut off half-way. Meanwhile the
/// status line says so, keys do nothing but Ctrl-C (which cancels what is under way, and so leaves sooner), Ctrl-Z and
/// Ctrl-L, and a checkout that asks again is answered no. What the changes answer is kept in `farewell`, said once
/// the terminal is given back.
extension ScreenModel {
    /// Leaves now, or once the changes under way have ended.
    mutating func leave() -> [ScreenEffect] {
        guard isUnderWay(.change) else { return [.quit(0)] }
        (isLeaving, overlay, isSearching) = (true, nil, false)
        dropTypedAhead()
        return []
    }

    /// Whether a checkout is under way.
    var isCheckingOut: Bool {
        requests.values.contains { if case .change(_, .checkOut) = $0 { true } else { false } }
    }

    /// Takes `event` while leaving: the answers of the changes are kept to be said, and the screen quits once the last
    /// change has ended.
    mutating func updateWhileLeaving(_ event: ScreenEvent) -> [ScreenEffect] {
        switch event {
        case .key(.control("c")): return [.cancelRequests]
        case .key(.control("z")): return [.suspend]
        case .key(.control("l")): return [.redrawAll]
        case .key: return []
        // The customer is not there to answer: nothing is bought that they have not agreed to.
        case .checkoutQuestion: return [.answerCheckout(.no)]
        case let .loaded(request, content) where request.slot == .change: farewell += Self.notices(answering: content)
        case let .failed(request, error) where request.slot == .change: farewell.append(.error(error))
        default: break
        }
        let effects = react(to: event)
        return isUnderWay(.change) ? effects : [.quit(0)]
    }

    /// What a change's answer says: the order placed (and whether it is safe on disk), or the message.
    private static func notices(answering content: ScreenContent) -> [Notice] {
        switch content {
        case let .checkout(.receipt(placed)): [.message(placed.title)] + (placed.warning.map { [.warning($0)] } ?? [])
        case let .checkout(.message(message)), let .message(message), let .edited(message, _): [.answer(message)]
        default: []
        }
    }
}
