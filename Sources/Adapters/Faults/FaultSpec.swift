/// Reads fault specs, in the grammar of FreeBSD fail points and fail-rs, sized for a shop (`grammar`).
public enum FaultSpec {
    /// The grammar `parse` reads, a rule a line, as the manual page and Docs/faults.md show it.
    public static var grammar: [String] {
        [
            "SPEC     := ENTRY (';' ENTRY)* | PRESET",
            "ENTRY    := POINT '=' TERM ('->' TERM)*",
            "TERM     := [P '%'] [N '*'] ACTION ('+' ACTION)*",
            "ACTION   := off | fail[(KIND)] | delay(DURATION) | lose",
            "KIND     := " + FaultKind.allCases.map(\.rawValue).joined(separator: " | "),
            "            (fail alone means fail(\(defaultKind.rawValue)))",
            "DURATION := whole milliseconds or seconds: 300ms, 2s",
            "PRESET   := " + FaultPreset.allCases.map(\.rawValue).joined(separator: " | "),
        ]
    }

    /// How `fail` without a kind fails.
    private static let defaultKind = FaultKind.noInternet

    /// The plan `text` describes, naming any of `points`; a preset name (`demo`, `slow`, `flaky`, `offline`) stands
    /// for its spec.
    public static func parse(_ text: String, points: [FaultPoint]) throws(FaultSpecError) -> FaultPlan {
        let trimmed = text.trimmed
        if let preset = preset(named: text) {
            return try parse(preset.spec, points: points)
        }
        var entries: [FaultEntry] = []
        for part in trimmed.split(separator: ";", omittingEmptySubsequences: false) {
            entries.append(try entry(String(part), in: text, points: points))
        }
        return FaultPlan(entries: entries)
    }

    /// The preset `text` names, if it names one rather than giving entries.
    public static func preset(named text: String) -> FaultPreset? {
        FaultPreset(rawValue: text.trimmed)
    }

    /// The entry for `point`, one of `points`, with the chain `terms`, as typed after `fault` at the prompt.
    public static func parseEntry(point: String, terms: String, points: [FaultPoint]) throws(FaultSpecError) -> FaultEntry {
        try entry("\(point)=\(terms)", in: "\(point)=\(terms)", points: points)
    }

    private static func entry(_ text: String, in spec: String, points: [FaultPoint]) throws(FaultSpecError) -> FaultEntry {
        let text = text.trimmed
        guard !text.isEmpty else { throw FaultSpecError(spec: spec, problem: "an entry is empty (entries are separated by \";\")") }
        guard let equals = text.firstIndex(of: "=") else {
            throw FaultSpecError(spec: spec, problem: "\(quoted(text)) needs POINT=TERMS, like catalogue=1*fail")
        }
        let pointName = String(text[..<equals]).trimmed
        let point: FaultPoint?
        if pointName == "*" {
            point = nil
        } else if let named = FaultPoint.named(pointName, among: points) {
            point = named
        } else {
            throw FaultSpecError(spec: spec, problem: "unknown point \(quoted(pointName)) (expected \(FaultPoint.validNames(among: points)))")
        }
        var terms: [FaultTerm] = []
        for termText in String(text[text.index(after: equals)...]).pieces(separatedBy: "->") {
            terms.append(try term(termText.trimmed, in: spec))
        }
        return FaultEntry(point: point, terms: terms)
    }

    private static func term(_ text: String, in spec: String) throws(FaultSpecError) -> FaultTerm {
        guard !text.isEmpty else { throw FaultSpecError(spec: spec, problem: "a term is empty (expected off, fail, lose or delay)") }
        var rest = Substring(text)
        var percent: Int?
        var count: Int?
        if let sign = rest.firstIndex(of: "%"), rest[..<sign].allSatisfy(\.isNumber) {
            let digits = String(rest[..<sign])
            guard let value = Int(digits), (0...100).contains(value) else {
                throw FaultSpecError(spec: spec, problem: "\(quoted(digits + "%")) is not a percentage from 0 to 100")
            }
            percent = value
            rest = rest[rest.index(after: sign)...]
        }
        if let star = rest.firstIndex(of: "*"), rest[..<star].allSatisfy(\.isNumber) {
            let digits = String(rest[..<star])
            guard let value = Int(digits), value > 0 else {
                throw FaultSpecError(spec: spec, problem: "\(quoted(digits + "*")) is not a count: use a whole number from 1")
            }
            count = value
            rest = rest[rest.index(after: star)...]
        }
        var actions: [FaultAction] = []
        for actionText in rest.split(separator: "+", omittingEmptySubsequences: false) {
            actions.append(try action(String(actionText).trimmed, in: spec))
        }
        if actions.count > 1 {
            try checkCombination(actions, term: text, in: spec)
        }
        return FaultTerm(percent: percent, count: count, actions: actions)
    }

    // A combined term is delays followed by at most one failure or lost answer; anything else has no clear meaning.
    private static func checkCombination(_ actions: [FaultAction], term: String, in spec: String) throws(FaultSpecError) {
        let endings = actions.filter { if case .delay = $0 { false } else { true } }
        let lastIsEnding = if case .delay = actions.last { false } else { true }
        guard !actions.contains(.off), endings.count <= 1, endings.isEmpty || lastIsEnding else {
            throw FaultSpecError(
                spec: spec, problem: "\(quoted(term)) combines actions wrongly: write delays first and at most one fail or lose, like delay(1s)+fail"
            )
        }
    }

    private static func action(_ text: String, in spec: String) throws(FaultSpecError) -> FaultAction {
        let (name, argument) = split(text)
        switch name {
        case "off" where argument == nil:
            return .off
        case "fail":
            guard let argument else { return .fail(defaultKind) }
            guard let kind = FaultKind(rawValue: argument) else {
                let kinds = FaultKind.allCases.map(\.rawValue)
                throw FaultSpecError(
                    spec: spec,
                    problem: "unknown failure \(quoted(argument)) (expected \(kinds.dropLast().joined(separator: ", ")) or \(kinds.last ?? ""))"
                )
            }
            return .fail(kind)
        case "lose" where argument == nil:
            return .lose
        case "delay":
            guard let argument else { throw FaultSpecError(spec: spec, problem: "\(quoted(text)) needs a duration, like delay(300ms)") }
            return .delay(try duration(argument, in: spec))
        default:
            throw FaultSpecError(spec: spec, problem: "unknown action \(quoted(text)) (expected off, fail, lose or delay)")
        }
    }

    /// `name(argument)` as its two parts; an unbalanced bracket leaves the whole text as the name.
    private static func split(_ text: String) -> (String, String?) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return (text, nil) }
        let argument = text[text.index(after: open)..<text.index(before: text.endIndex)]
        return (String(text[..<open]).trimmed, String(argument).trimmed)
    }

    private static func duration(_ text: String, in spec: String) throws(FaultSpecError) -> Duration {
        let unit = text.drop(while: \.isNumber)
        let digits = text.prefix(while: \.isNumber)
        guard let value = Int(digits), value <= 600_000 else {
            throw FaultSpecError(spec: spec, problem: "\(quoted(text)) is not a duration: use milliseconds or seconds, like 300ms or 2s")
        }
        switch unit {
        case "ms": return .milliseconds(value)
        case "s" where value <= 600: return .seconds(value)
        default: throw FaultSpecError(spec: spec, problem: "\(quoted(text)) is not a duration: use milliseconds or seconds, like 300ms or 2s")
        }
    }

    private static func quoted(_ text: String) -> String {
        FaultSpecError.quoted(text)
    }
}

private extension String {
    /// The text between each `separator`, empty pieces kept so that `a->` is reported.
    func pieces(separatedBy separator: String) -> [String] {
        var pieces: [String] = []
        var rest = self[...]
        while let range = rest.firstRange(of: separator) {
            pieces.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        return pieces + [String(rest)]
    }
}

private extension StringProtocol {
    // Cut between the first and last characters that are not white space: a reversed collection here made every start
    // look its generic types up by name, 1.5 M instructions (Docs/performance.md).
    var trimmed: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
