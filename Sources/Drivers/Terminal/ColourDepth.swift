/// How many colours the terminal shows: 24-bit colour only when `COLORTERM` says so, else xterm's 256-colour
/// palette on a `*-256color` terminal, else the 16 basic colours. A colour it cannot show is sent as the nearest
/// one it can, so a swatch looks about right everywhere instead of wrong where true colour is missing.
public enum ColourDepth: Equatable, Sendable {
    /// 24-bit colour: any colour as it is.
    case trueColour
    /// xterm's 256 colours: a 6×6×6 cube and 24 greys.
    case palette256
    /// The 16 basic colours every colour terminal has.
    case basic16

    /// The depth the environment's `COLORTERM` and `TERM` promise.
    public init(environment: [String: String]) {
        if ["truecolor", "24bit"].contains(environment["COLORTERM"]) {
            self = .trueColour
        } else if environment["TERM"]?.hasSuffix("-256color") == true {
            self = .palette256
        } else {
            self = .basic16
        }
    }

    /// The parameters of the escape sequence (`ESC [ … m`) that sets the text to the nearest colour there is.
    func foreground(red: UInt8, green: UInt8, blue: UInt8) -> String {
        let colour = RGB(red: Int(red), green: Int(green), blue: Int(blue))
        switch self {
        case .trueColour:
            return "38;2;\(red);\(green);\(blue)"
        case .palette256:
            return "38;5;\(Self.nearestIn256(colour))"
        case .basic16:
            let index = Self.basic.indices.min { Self.basic[$0].distance(to: colour) < Self.basic[$1].distance(to: colour) } ?? 7
            return String(index < 8 ? 30 + index : 90 + index - 8)
        }
    }

    private struct RGB {
        let red, green, blue: Int

        func distance(to other: RGB) -> Int {
            let (r, g, b) = (red - other.red, green - other.green, blue - other.blue)
            return r * r + g * g + b * b
        }
    }

    /// The colours xterm shows for the 16 basic ones, in the order of their numbers.
    private static let basic = [
        RGB(red: 0, green: 0, blue: 0), RGB(red: 205, green: 0, blue: 0), RGB(red: 0, green: 205, blue: 0),
        RGB(red: 205, green: 205, blue: 0), RGB(red: 0, green: 0, blue: 238), RGB(red: 205, green: 0, blue: 205),
        RGB(red: 0, green: 205, blue: 205), RGB(red: 229, green: 229, blue: 229), RGB(red: 127, green: 127, blue: 127),
        RGB(red: 255, green: 0, blue: 0), RGB(red: 0, green: 255, blue: 0), RGB(red: 255, green: 255, blue: 0),
        RGB(red: 92, green: 92, blue: 255), RGB(red: 255, green: 0, blue: 255), RGB(red: 0, green: 255, blue: 255),
        RGB(red: 255, green: 255, blue: 255),
    ]

    /// The levels of each channel in xterm's 6×6×6 colour cube (colours 16 to 231).
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The nearer of the cube's nearest colour and the nearest of the 24 greys (colours 232 to 255, 8 to 238).
    private static func nearestIn256(_ colour: RGB) -> Int {
        func level(_ value: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
        }
        let (r, g, b) = (level(colour.red), level(colour.green), level(colour.blue))
        let cube = RGB(red: cubeLevels[r], green: cubeLevels[g], blue: cubeLevels[b])
        let greyStep = min(23, max(0, ((colour.red + colour.green + colour.blue) / 3 - 8 + 5) / 10))
        let grey = RGB(red: 8 + 10 * greyStep, green: 8 + 10 * greyStep, blue: 8 + 10 * greyStep)
        return grey.distance(to: colour) < cube.distance(to: colour) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}
