/// How results are written: text for people, or one JSON object a line for scripts.
public enum OutputMode: String, CaseIterable, Equatable, Sendable {
    case text
    case json
}
