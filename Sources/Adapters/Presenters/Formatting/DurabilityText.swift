import UseCases

/// Words how safely a saved change is kept, when the customer should hear of it: saved, but not yet safe on disk.
enum DurabilityText {
    /// The sentence that says a change is saved but not yet safe, and why; nil when it is safe.
    static func warning(for durability: Durability) -> String? {
        guard case let .notYetSafe(reason) = durability else { return nil }
        return "Saved, but not yet safe on disk: \(TerminalSafeText.clean(reason)); a crash of the computer or a power cut now could still undo it."
    }
}
