/// The catalogue index cannot be trusted: cut short, damaged, of another format or made for another catalogue file.
/// It is never used then, only rebuilt from the catalogue.
package struct IndexDamage: Error, Equatable, CustomStringConvertible {
    /// What was found wrong, for a message.
    package let description: String

    init(_ description: String) {
        self.description = description
    }
}
