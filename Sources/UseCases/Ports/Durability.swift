/// How safely a saved change is kept. Either way the change is made: everything read from now on shows it.
public enum Durability: Equatable, Sendable {
    /// Safe on disk: it outlasts a crash of the computer or a power cut.
    case safe
    /// Saved, but not yet safe on disk, for the reason given: a crash of the computer or a power cut before the data
    /// layer gets it there could still undo it.
    case notYetSafe(String)
}
