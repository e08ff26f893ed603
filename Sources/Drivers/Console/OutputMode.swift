/// How results are written: text for people, or one JSON object a line for scripts.
public enum OutputMode: String, Equatable, Sendable {
    case text
    case json
}
