/// Bracketed classes: `[a-z]`, `[^"\\]`, `[\w.-]`, `[\p{L}\d]`. ICU's set
/// syntax, which ECMA-262 reads as literal characters (a `[` inside a
/// class, `&&`, `--`), is refused, and so is a `-` whose meaning the two
/// disagree on.
extension PatternParser {
    /// The class at the current `[`.
    mutating func parseClass() throws(PatternSyntaxError) -> ScalarSet {
        let open = position
        position += 1
        var inverted = false
        if peek == "^" {
            inverted = true
            position += 1
        }
        if peek == "]" { throw PatternSyntaxError(reason: .emptyClass, offset: open) }
        var ranges: [ClosedRange<UInt32>] = []
        var classes: [ScalarSet.NamedClass] = []
        while true {
            guard let scalar = peek else { throw PatternSyntaxError(reason: .unterminatedClass, offset: open) }
            if scalar == "]" {
                position += 1
                break
            }
            let itemStart = position
            let item = try parseClassItem()
            guard peek == "-", let afterHyphen = peek(1), afterHyphen != "]" else {
                switch item {
                case .scalar(let scalar): ranges.append(scalar.value...scalar.value)
                case .named(let named): classes.append(named)
                }
                continue
            }
            let hyphen = position
            if afterHyphen == "-" { throw PatternSyntaxError(reason: .setSyntax("--"), offset: hyphen) }
            switch item {
            case .named(let named):
                // `[\w-.]`: after a class the `-` is a character for both
                // ICU and ECMA-262, unless a range follows (`[\w-a-z]`).
                classes.append(named)
                ranges.append(0x2D...0x2D)
                position += 1
                var probe = self
                _ = try probe.parseClassItem()
                if probe.peek == "-", let next = probe.peek(1), next != "]" {
                    throw PatternSyntaxError(reason: .ambiguousHyphen(text(from: itemStart, through: probe.position + 2)), offset: hyphen)
                }
            case .scalar(let low):
                position += 1
                guard case .scalar(let high) = try parseClassItem() else {
                    throw PatternSyntaxError(reason: .ambiguousHyphen(text(from: itemStart)), offset: hyphen)
                }
                guard low.value <= high.value else {
                    throw PatternSyntaxError(reason: .invalidRange(text(from: itemStart)), offset: itemStart)
                }
                ranges.append(low.value...high.value)
            }
        }
        return ScalarSet(ranges: ranges, classes: classes, inverted: inverted)
    }

    /// One scalar or escape of a class.
    private mutating func parseClassItem() throws(PatternSyntaxError) -> Item {
        let start = position
        guard let scalar = peek else { throw PatternSyntaxError(reason: .unterminatedClass, offset: start) }
        switch scalar {
        case "[":
            throw PatternSyntaxError(reason: .setSyntax("["), offset: start)
        case "&" where peek(1) == "&":
            throw PatternSyntaxError(reason: .setSyntax("&&"), offset: start)
        case "-" where peek(1) == "-":
            throw PatternSyntaxError(reason: .setSyntax("--"), offset: start)
        case "\\":
            switch peek(1) {
            case "b", "B":
                // A backspace for ECMA-262, not for ICU.
                throw PatternSyntaxError(reason: .unsupportedEscape(text(from: start, through: start + 2)), offset: start)
            default:
                return try parseEscapedItem()
            }
        default:
            position += 1
            return .scalar(scalar)
        }
    }
}
