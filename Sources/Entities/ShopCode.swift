/// The one rule of the codes the shop issues for a customer to give at checkout (a gift card's; any code that comes
/// next): one word of at most `maximumLength` ASCII letters, digits and dashes, holding at least one letter or digit,
/// compared ignoring case and dashes, so that `winter-7kq2` is `WINTER7KQ2`. Both drivers and the catalogue file keep
/// to the same limit.
public enum ShopCode {
    /// The most characters a code holds, its dashes counted: room for any code a person types, and no paste of a page.
    public static let maximumLength = 64

    /// `code` as codes are compared: its letters upper-cased and its dashes left out; nil when it is not a code.
    public static func key(of code: String) -> String? {
        var key = "", length = 0
        for scalar in code.unicodeScalars {
            length += 1
            guard length <= maximumLength else { return nil }
            switch scalar {
            case "-": continue
            case "a"..."z": key.unicodeScalars.append(Unicode.Scalar(scalar.value - 0x20) ?? scalar)
            case "A"..."Z", "0"..."9": key.unicodeScalars.append(scalar)
            default: return nil
            }
        }
        return key.isEmpty ? nil : key
    }

    /// Whether `code` is longer than any code: what a field a code is typed into keeps to.
    public static func isTooLong(_ code: String) -> Bool {
        code.unicodeScalars.count > maximumLength
    }
}
