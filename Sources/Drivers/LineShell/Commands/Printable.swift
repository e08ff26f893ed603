/// Typed words quoted back in messages: short, and with control characters made visible.
enum Printable {
    static let maximumLength = 40

    static func word(_ text: String) -> String {
        // Only what is shown is looked at, so that a word of megabytes costs no more than a short one.
        let shown = text.prefix(maximumLength + 1)
        let visible = shown.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? "\\u{\(String(scalar.value, radix: 16))}"
                : String(scalar)
        }.joined()
        let shortened = visible.count > maximumLength ? visible.prefix(maximumLength) + "…" : visible
        return "\"\(shortened)\""
    }
}
