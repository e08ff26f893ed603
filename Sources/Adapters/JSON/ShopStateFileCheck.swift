import Foundation

/// What the state file must be before its fields are mapped: strict JSON (`JSONSyntaxCheck`).
enum ShopStateFileCheck {
    /// Refuses `data` unless it is strict JSON, naming the first thing that is not and where.
    static func requireJSON(_ data: Data) throws(ShopStateFileError) {
        if let failure = JSONSyntaxCheck.firstError(in: data) { throw ShopStateFileError(failure.message) }
    }
}
