import Adapters

/// Reads the labelled parts of view models as a test asserts them.
extension ProductDetailViewModel {
    /// The lines of the field labelled `label`; nil when there is none, or it holds colours.
    func lines(_ label: String) -> [String]? {
        guard case let .lines(lines)? = (fields + [image]).first(where: { $0.label == label })?.value else { return nil }
        return lines
    }

    /// The one line of the field labelled `label`.
    func line(_ label: String) -> String? {
        lines(label)?.joined(separator: "\n")
    }

    /// The colours of the field labelled `label`; nil when there is none, or it holds lines.
    func colours(_ label: String) -> [ColourViewModel]? {
        guard case let .colours(colours)? = fields.first(where: { $0.label == label })?.value else { return nil }
        return colours
    }
}

extension [LabelledAmount] {
    /// The amount labelled `label`.
    func amount(_ label: String) -> String? {
        first { $0.label == label }?.amount
    }
}
