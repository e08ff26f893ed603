import Foundation

/// The judge of what is JSON, for the catalogue and the state file: RFC 8259 exactly, in fields Tasch ignores as much as
/// in those it reads, and the first place a document stops being JSON as a line of text. Foundation's decoder accepts
/// trailing commas, numbers such as `01` and `2.`, raw control characters and unknown escapes in the fields it skips, and
/// says only "not valid JSON" when it refuses, so documents pass here before it sees them. Beyond the grammar it refuses
/// what Tasch cannot read unambiguously: a field named twice in one object, a lone surrogate in a `\u` escape, nesting
/// deeper than `maximumDepth`. It builds no values.
package struct JSONSyntaxCheck {
    /// What is wrong, and where: a byte offset from the start of the file, or a line and column.
    package struct Failure: Error, Equatable {
        package let message: String
    }

    /// Foundation's decoder refuses documents nested deeper than this; a catalogue needs 4 levels.
    static let maximumDepth = 512
    /// Longer field names are cut short in messages, which stay one line.
    private static let longestNameShown = 40
    /// Objects with more names are checked for a repeat with a set; smaller ones, which files are made of, by a short
    /// search that allocates nothing.
    private static let namesSearched = 32

    let bytes: UnsafeRawBufferPointer
    var position = 0
    /// The characters of the string being read, unescaped, when it is a field name.
    var name: [UInt8] = []
    /// A hash of each name of the objects being read, innermost last, and where the name starts: one array for all.
    private var openNames: [(hash: UInt64, start: Int)] = []

    /// The first thing in `data` that is not UTF-8 or not JSON, or nil when it is one valid JSON value, nothing after it.
    /// One leading byte-order mark is allowed (RFC 8259 lets a parser ignore it); places count from the file's start.
    package static func firstError(in data: Data) -> Failure? {
        if String(validating: data, as: UTF8.self) == nil, let failure = firstInvalidUTF8(in: data) {
            return failure
        }
        return firstSyntaxError(in: data)
    }

    /// The first place `data` is not UTF-8, as `not valid UTF-8 at byte N` counting from 1, or nil when it all is.
    static func firstInvalidUTF8(in data: Data) -> Failure? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return Failure(message: "not valid UTF-8 at byte \(offset + 1)")
            }
        }
    }

    /// The first syntax error in `data`, or nil when it is one valid JSON value with nothing after it. Bytes of 0x80 and
    /// above inside strings are taken as checked by `firstInvalidUTF8`.
    static func firstSyntaxError(in data: Data) -> Failure? {
        data.withUnsafeBytes { bytes in
            var check = JSONSyntaxCheck(bytes: bytes)
            do throws(Failure) {
                check.skipWhitespace()
                try check.value(depth: 1)
                check.skipWhitespace()
                guard check.position == bytes.count else { throw check.failure("unexpected text after the end of the document") }
                return nil
            } catch {
                return error
            }
        }
    }

    /// A check of `bytes` from their start, or just past a byte-order mark.
    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
    }

    /// Reads a value; `depth` counts the objects and arrays it would be inside of, itself included.
    mutating func value(depth: Int) throws(Failure) {
        guard let byte = peek() else { throw endedEarly() }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
            if byte == UInt8(ascii: "{") { try object(depth: depth) } else { try array(depth: depth) }
        case UInt8(ascii: "\""): try string(keepingName: false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw expected("a value")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        let firstName = openNames.count
        defer { openNames.removeSubrange(firstName...) }
        var manyNames: Set<[UInt8]>?
        while true {
            try fieldName(after: firstName, orIn: &manyNames)
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw expected("\":\"") }
            position += 1
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            guard try goesOn(closer: UInt8(ascii: "}")) else { return }
        }
    }

    /// Reads a field name, refusing one the object already has: Tasch would have to choose which one counts. The object's
    /// names are those in `openNames` from `firstName` on, or `manyNames` once there are too many to search.
    private mutating func fieldName(after firstName: Int, orIn manyNames: inout Set<[UInt8]>?) throws(Failure) {
        guard peek() == UInt8(ascii: "\"") else { throw expected("a field name in quotes") }
        let start = position
        try string(keepingName: true)
        if manyNames == nil, openNames.count - firstName == Self.namesSearched {
            manyNames = Set(openNames[firstName...].map { name(at: $0.start) })
        }
        let isRepeated: Bool
        if manyNames != nil {
            isRepeated = manyNames?.insert(name).inserted == false
        } else {
            let hash = Self.hash(name)
            isRepeated = openNames[firstName...].contains { $0.hash == hash && name(at: $0.start) == name }
            openNames.append((hash, start))
        }
        guard !isRepeated else {
            position = start
            throw repeated()
        }
    }

    /// The refusal of the name just read, at its place, cut short when long.
    private func repeated() -> Failure {
        let head = String(decoding: name.prefix(Self.longestNameShown * 4), as: UTF8.self)
        let isLong = name.count > Self.longestNameShown * 4 || head.count > Self.longestNameShown
        let shown = isLong ? head.prefix(Self.longestNameShown) + "…" : head
        return failure("duplicate field \"\(shown)\"", isSyntax: false)
    }

    /// The characters of the field name that starts at `start`, unescaped: read again, only when a hash matches.
    private func name(at start: Int) -> [UInt8] {
        var reader = JSONSyntaxCheck(bytes: bytes)
        reader.position = start
        _ = try? reader.string(keepingName: true)
        return reader.name
    }

    /// FNV-1a: cheap, and enough to tell a small object's names apart before their characters are compared.
    private static func hash(_ name: [UInt8]) -> UInt64 {
        name.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    private mutating func array(depth: Int) throws(Failure) {
        position += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try value(depth: depth + 1)
            skipWhitespace()
            guard try goesOn(closer: UInt8(ascii: "]")) else { return }
        }
    }

    /// After a member: true past a comma (and the space after it), false past the closing bracket.
    private mutating func goesOn(closer: UInt8) throws(Failure) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            skipWhitespace()
            return true
        case closer:
            position += 1
            return false
        default:
            throw expected("\",\" or \"\(Character(Unicode.Scalar(closer)))\"")
        }
    }

    /// Skips the four characters RFC 8259 calls whitespace, and nothing else: no form feed, no non-breaking space.
    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    // MARK: - Messages

    func endedEarly() -> Failure {
        failure("the document ends too early")
    }

    /// `expected <expectation>, found <the byte at the position>`; at the end of the document, that it ends too early.
    func expected(_ expectation: String) -> Failure {
        guard position < bytes.count else { return endedEarly() }
        return failure("expected \(expectation), found \(found(at: position))")
    }

    /// The character at `offset` as a message shows it: printable ASCII in quotes, anything else as its code point.
    func found(at offset: Int) -> String {
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): return "\"\\\(Character(Unicode.Scalar(byte)))\""
        case 0x20..<0x7F: return "\"\(Character(Unicode.Scalar(byte)))\""
        case ..<0x80: return Self.codePoint(UInt32(byte))
        default:
            var iterator = UnsafeRawBufferPointer(rebasing: bytes[offset...]).makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            guard case let .valid(scalar) = parser.parseScalar(from: &iterator) else { return "byte \(byte)" }
            return Self.codePoint(Unicode.UTF8.decode(scalar).value)
        }
    }

    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// `problem` followed by the line and column of the current position, counting columns in bytes from 1; a syntax
    /// error says that the document is not valid JSON.
    func failure(_ problem: String, isSyntax: Bool = true) -> Failure {
        let (line, column) = location(of: position)
        return Failure(message: (isSyntax ? "not valid JSON: " : "") + "\(problem) at line \(line), column \(column)")
    }

    /// The line and column of the byte at `offset`, as messages give them.
    func location(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }
}
