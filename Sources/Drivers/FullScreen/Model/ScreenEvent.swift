import Adapters
import UseCases

/// Something that happened to the full screen: a key, a new window size, or an answer to one of its requests.
enum ScreenEvent: Equatable, Sendable {
    case key(Key)
    /// The window has this size now (after a resize, or after coming back from a suspension): draw it whole.
    case resized(ScreenSize)
    /// A request's answer, ready to show.
    case loaded(ScreenRequest, ScreenContent)
    /// A request failed, and why.
    case failed(ScreenRequest, ErrorViewModel)
    /// A request ended, as its use case says.
    case finished(ScreenRequest, Outcome)
    /// The checkout asks this before it places the order.
    case checkoutQuestion(CheckoutQuestionContent)
    /// A request has been under way for a moment: time to show that it is.
    case requestIsSlow(ScreenRequest)
    /// Time for the spinner's next frame.
    case spinnerTurned
    /// A change's save waits for another shop's lock, and says so in these words.
    case saveIsWaiting(String)
    /// Faults are on, as these words say (`FaultsBanner`): the screen says so as it opens.
    case faultsAreOn(String)
}

extension ScreenEvent {
    /// What the terminal brought, as it happened to the screen.
    init(_ input: ScreenInput) {
        switch input {
        case let .key(key): self = .key(key)
        case let .resized(size): self = .resized(size)
        }
    }
}

/// One request the screen made, named by what it fills and when it was made, so that only the latest answer for
/// each part is shown.
struct ScreenRequest: Hashable, Sendable {
    /// The part of the screen a request fills.
    enum Slot: Hashable, Sendable {
        case catalogue, detail, wishList, cart, orders, change
    }

    let slot: Slot
    let number: Int
}
