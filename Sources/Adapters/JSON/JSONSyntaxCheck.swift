import Foundation

/// Finds where a document stops being valid JSON, for a message that says where. Foundation's decoder only says
/// "not valid JSON", and accepts invalid UTF-8 inside strings it skips, so the catalogue checks its bytes here first.
/// It checks syntax only, building no values, and refuses nesting deeper than `maximumDepth` before the decoder can.
struct JSONSyntaxCheck {
    /// What is wrong, and where: a byte offset from the start of the file, or a line and column.
    struct Failure: Error, Equatable {
        let message: String
    }

    /// Foundation's decoder refuses documents nested deeper than this; a catalogue needs 4 levels.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    /// Added to offsets so that they count from the start of the file, before a byte-order mark was dropped.
    private let offsetBase: Int
    private var position = 0

    /// The first place `data` is not UTF-8, as `not valid UTF-8 at byte N` counting from 1, or nil when it all is.
    static func firstInvalidUTF8(in data: Data, offsetBase: Int = 0) -> Failure? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = offsetBase
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return Failure(message: "not valid UTF-8 at byte \(offset + 1)")
            }
        }
    }

    /// The first syntax error in `data`, or nil when it is one valid JSON value with nothing after it.
    static func firstSyntaxError(in data: Data, offsetBase: Int = 0) -> Failure? {
        var check = JSONSyntaxCheck(bytes: [UInt8](data), offsetBase: offsetBase)
        do throws(Failure) {
            check.skipWhitespace()
            try check.value(depth: 1)
            check.skipWhitespace()
            guard check.position == check.bytes.count else { throw check.failure("unexpected text after the end of the document") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8], offsetBase: Int) {
        self.bytes = bytes
        self.offsetBase = offsetBase
    }

    private mutating func value(depth: Int) throws(Failure) {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = peek() else { throw failure("the document ends too early") }
        switch byte {
        case UInt8(ascii: "{"): try container(closer: UInt8(ascii: "}"), depth: depth, isObject: true)
        case UInt8(ascii: "["): try container(closer: UInt8(ascii: "]"), depth: depth, isObject: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw unexpected()
        }
    }

    private mutating func container(closer: UInt8, depth: Int, isObject: Bool) throws(Failure) {
        position += 1
        skipWhitespace()
        if peek() == closer {
            position += 1
            return
        }
        while true {
            if isObject {
                guard peek() == UInt8(ascii: "\"") else { throw peek() == nil ? endedEarly() : unexpected("a field name in quotes") }
                try string()
                skipWhitespace()
                guard peek() == UInt8(ascii: ":") else { throw peek() == nil ? endedEarly() : unexpected("\":\"") }
                position += 1
                skipWhitespace()
            }
            try value(depth: depth + 1)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): position += 1; skipWhitespace()
            case closer: position += 1; return
            case nil: throw endedEarly()
            default: throw unexpected("\",\" or \"\(Character(Unicode.Scalar(closer)))\"")
            }
        }
    }

    private mutating func string() throws(Failure) {
        position += 1
        while let byte = peek() {
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return
            case UInt8(ascii: "\\"):
                guard peek() != nil else { throw endedEarly() }
                position += 1
            default: break
            }
        }
        throw endedEarly()
    }

    private mutating func number() throws(Failure) {
        let start = position
        let allowed = Set("+-.eE0123456789".utf8)
        while let byte = peek(), allowed.contains(byte) { position += 1 }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let number = Double(text), text.last?.isNumber == true else {
            position = start
            throw failure("\"\(text)\" is not a number")
        }
        guard number.isFinite else {
            position = start
            throw failure("the number \(text) is too large for JSON")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard peek() == expected else { throw peek() == nil ? endedEarly() : unexpected() }
            position += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { position += 1 }
    }

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func endedEarly() -> Failure {
        failure("the document ends too early")
    }

    private func unexpected(_ expectation: String? = nil) -> Failure {
        let found = peek().map { $0 >= 0x21 && $0 < 0x7F ? "\"\(Character(Unicode.Scalar($0)))\"" : "byte \($0)" } ?? "nothing"
        return failure(expectation.map { "expected \($0), found \(found)" } ?? "unexpected \(found)")
    }

    /// `problem` followed by the line and column of the current position, counting columns in bytes from 1.
    private func failure(_ problem: String) -> Failure {
        var line = 1
        var lineStart = 0
        for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = position - lineStart + 1 + (line == 1 ? offsetBase : 0)
        return Failure(message: "not valid JSON: \(problem) at line \(line), column \(column)")
    }
}
