/// Typed words quoted back in messages: short, and with control characters made visible.
enum Printable {
    static let maximumLength = 40

    static func word(_ text: String) -> String {
        let visible = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? "\\u{\(String(scalar.value, radix: 16))}"
                : String(scalar)
        }.joined()
        let shortened = visible.count > maximumLength ? visible.prefix(maximumLength) + "…" : visible
        return "\"\(shortened)\""
    }
}
