/// A catalogue that finds products by the first digits of their id, for completing an id as it is typed; a terminal's
/// convenience rather than a use case, so it is no part of the catalogue port.
public protocol ProductIDCompleting: Sendable {
    /// The products whose id, written in digits, starts with `digits` (every product for none), in id order: at most
    /// `limit` of them, and how many there are in all.
    func products(withIDsStartingWith digits: String, limit: Int) -> ProductIDMatches
}
