/// The fault entries in force; an entry for one point overrides a `*` entry, and a later entry an earlier one.
public struct FaultPlan: Equatable, Sendable, CustomStringConvertible {
    public private(set) var entries: [FaultEntry]

    public init(entries: [FaultEntry] = []) {
        self.entries = []
        entries.forEach { setting($0) }
    }

    /// Whether no fault is injected at all.
    public var isEmpty: Bool { entries.isEmpty }

    /// The entry that decides calls at `point`, if any.
    public func entry(for point: FaultPoint) -> FaultEntry? {
        entries.last { $0.point == point } ?? entries.last { $0.point == nil }
    }

    /// Sets `entry`, replacing the one for the same point.
    public mutating func setting(_ entry: FaultEntry) {
        entries.removeAll { $0.point == entry.point }
        entries.append(entry)
    }

    /// The plan as a spec writes it, entries joined by `;`.
    public var description: String {
        entries.map(\.description).joined(separator: ";")
    }
}
