/// The ids that, written in digits, start with some digits, as ascending ranges of numbers: "12" is 12, 120–129,
/// 1200–1299 and so on, up to the largest id there can be. For finding them in ids kept in order, without reading
/// any other.
enum IDPrefixRanges {
    /// The ranges of positive ids starting with `digits`, in ascending order; none when `digits` is not all digits,
    /// starts with 0 (no id does), or is a number larger than any id.
    static func of(_ digits: String) -> [ClosedRange<Int>] {
        guard !digits.isEmpty else { return [1...Int.max] }
        guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), digits.first != "0", let first = Int(digits) else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var (low, width) = (first, 1)
        while true {
            let (high, overflow) = low.addingReportingOverflow(width - 1)
            ranges.append(low...(overflow ? Int.max : high))
            let (nextLow, lowOverflow) = low.multipliedReportingOverflow(by: 10)
            let (nextWidth, widthOverflow) = width.multipliedReportingOverflow(by: 10)
            guard !lowOverflow, !widthOverflow else { return ranges }
            (low, width) = (nextLow, nextWidth)
        }
    }
}
