/// Reads a `@pattern` into a ``PatternNode``: the JSON Schema dialect
/// (ECMA-262's syntax: classes, `\d \w \s \b`, `\p{…}` for general
/// categories, anchors, groups, alternation, `* + ? {m,n}` and their lazy
/// forms), with the meanings `NSRegularExpression` gave it, so that every
/// pattern both accept answers alike. What needs backtracking
/// (backreferences, lookarounds, possessive quantifiers, atomic groups),
/// what only ICU knows, and what ICU and ECMA-262 read differently are
/// refused with their place (``PatternSyntaxError``). Recursion is bounded
/// by ``PatternSyntaxError/maximumDepth``.
///
/// ```swift
/// var parser = PatternParser(#"^[a-z]+(-[a-z]+)*$"#)
/// let node = try parser.parse()
/// ```
struct PatternParser {
    let scalars: [Unicode.Scalar]
    var position = 0
    /// The names of the named groups met so far.
    var groupNames: Set<String> = []

    init(_ pattern: String) {
        scalars = Array(pattern.unicodeScalars)
    }

    /// The whole pattern.
    mutating func parse() throws(PatternSyntaxError) -> PatternNode {
        let node = try parseChoice(depth: 0)
        if position < scalars.count {
            // parseChoice stops only at the end or at a ')' it did not open.
            throw PatternSyntaxError(reason: .unmatchedParenthesis, offset: position)
        }
        return node
    }

    var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }

    func peek(_ distance: Int) -> Unicode.Scalar? {
        position + distance < scalars.count ? scalars[position + distance] : nil
    }

    /// The text from `start` up to the current position, for messages.
    func text(from start: Int, through end: Int? = nil) -> String {
        let upper = min(end ?? position, scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[min(start, upper)..<upper])
        return String(view)
    }

    /// Alternatives separated by `|`, up to the end or a `)`.
    private mutating func parseChoice(depth: Int) throws(PatternSyntaxError) -> PatternNode {
        var branches = [try parseSequence(depth: depth)]
        while peek == "|" {
            position += 1
            branches.append(try parseSequence(depth: depth))
        }
        return branches.count == 1 ? branches[0] : .choice(branches)
    }

    /// Terms, each with its quantifier, up to `|`, `)` or the end.
    private mutating func parseSequence(depth: Int) throws(PatternSyntaxError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = peek, scalar != "|", scalar != ")" {
            let start = position
            let term = try parseTerm(depth: depth)
            items.append(try parseQuantifier(of: term, startingAt: start))
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    /// One term: a scalar, `.`, a class, an escape, an anchor or a group.
    private mutating func parseTerm(depth: Int) throws(PatternSyntaxError) -> PatternNode {
        let start = position
        guard let scalar = peek else { return .empty }
        switch scalar {
        case "^":
            position += 1
            return .assertion(.start)
        case "$":
            position += 1
            return .assertion(.end)
        case ".":
            position += 1
            return .atom(.set(.dot))
        case "[":
            return .atom(.set(try parseClass()))
        case "(":
            return try parseGroup(depth: depth)
        case "\\":
            return try parseEscape()
        case "*", "+", "?":
            throw PatternSyntaxError(reason: .nothingToRepeat(String(scalar)), offset: start)
        case "{":
            if let length = countLength() {
                throw PatternSyntaxError(reason: .nothingToRepeat(text(from: start, through: start + length)), offset: start)
            }
            throw PatternSyntaxError(reason: .loneBrace("{"), offset: start)
        case "}":
            throw PatternSyntaxError(reason: .loneBrace("}"), offset: start)
        default:
            position += 1
            return .atom(.scalar(scalar))
        }
    }

    /// `(…)`, `(?:…)`, `(?<name>…)`; the other `(?` forms refused.
    private mutating func parseGroup(depth: Int) throws(PatternSyntaxError) -> PatternNode {
        let open = position
        guard depth < PatternSyntaxError.maximumDepth else {
            throw PatternSyntaxError(reason: .nestedTooDeep, offset: open)
        }
        position += 1
        if peek == "?" {
            try parseGroupKind(open: open)
        }
        let content = try parseChoice(depth: depth + 1)
        guard peek == ")" else { throw PatternSyntaxError(reason: .unterminatedGroup, offset: open) }
        position += 1
        return content
    }

    /// What follows `(?`: `:` or a name; anything else refused.
    private mutating func parseGroupKind(open: Int) throws(PatternSyntaxError) {
        let next = peek(1)
        let afterNext = peek(2)
        switch (next, afterNext) {
        case (":", _):
            position += 2
        case ("=", _), ("!", _):
            throw PatternSyntaxError(reason: .lookaround(text(from: open, through: open + 3)), offset: open)
        case ("<", "="), ("<", "!"):
            throw PatternSyntaxError(reason: .lookaround(text(from: open, through: open + 4)), offset: open)
        case (">", _):
            throw PatternSyntaxError(reason: .atomicGroup, offset: open)
        case ("<", _):
            position += 2
            try parseGroupName(open: open)
        default:
            throw PatternSyntaxError(reason: .unsupportedGroup(text(from: open, through: open + 3)), offset: open)
        }
    }

    /// `name>` of `(?<name>`: an ASCII letter, then letters and digits.
    private mutating func parseGroupName(open: Int) throws(PatternSyntaxError) {
        let start = position
        while let scalar = peek, scalar != ">" {
            guard scalar.isASCII, scalar.properties.isAlphabetic || (position > start && ("0"..."9").contains(scalar))
            else { throw PatternSyntaxError(reason: .invalidGroupName(text(from: start, through: position + 1)), offset: position) }
            position += 1
        }
        guard peek == ">", position > start else {
            throw PatternSyntaxError(reason: .invalidGroupName(text(from: start)), offset: start)
        }
        let name = text(from: start)
        guard groupNames.insert(name).inserted else {
            throw PatternSyntaxError(reason: .duplicateGroupName(name), offset: start)
        }
        position += 1
    }

    /// The quantifier after `term`, if any, with its lazy `?`; a second
    /// quantifier, a possessive `+` or a quantified anchor refused.
    private mutating func parseQuantifier(of term: PatternNode, startingAt start: Int) throws(PatternSyntaxError) -> PatternNode {
        let quantifierStart = position
        let bounds: (min: Int, max: Int?)
        switch peek {
        case "*": bounds = (0, nil); position += 1
        case "+": bounds = (1, nil); position += 1
        case "?": bounds = (0, 1); position += 1
        case "{" where countLength() != nil: bounds = try parseCount()
        case "{": throw PatternSyntaxError(reason: .loneBrace("{"), offset: position)
        default: return term
        }
        if case .assertion = term, scalars[start] != "(" {
            throw PatternSyntaxError(reason: .quantifiedAnchor(text(from: start)), offset: quantifierStart)
        }
        if peek == "?" {
            // Lazy: the same answer to "is there a match" as greedy, but
            // ICU answers wrongly for a lazy loop that can match nothing
            // (`(a?)*?c|b` misses "b"), so that one is refused.
            position += 1
            if bounds.max == nil, term.matchesEmpty {
                throw PatternSyntaxError(reason: .lazyEmptyLoop(text(from: start)), offset: start)
            }
        }
        let afterQuantifier = position
        switch peek {
        case "+":
            throw PatternSyntaxError(reason: .possessiveQuantifier(text(from: quantifierStart, through: position + 1)), offset: quantifierStart)
        case "*", "?":
            throw PatternSyntaxError(reason: .repeatedQuantifier(text(from: quantifierStart, through: position + 1)), offset: afterQuantifier)
        case "{":
            if let length = countLength() {
                throw PatternSyntaxError(
                    reason: .repeatedQuantifier(text(from: quantifierStart, through: position + length)), offset: afterQuantifier)
            }
        default:
            break
        }
        return .repetition(term, min: bounds.min, max: bounds.max)
    }

    /// The length of `{m}`, `{m,}` or `{m,n}` at the current `{`, or `nil`
    /// when what follows is not one.
    func countLength() -> Int? {
        var index = position + 1
        func digits() -> Bool {
            let start = index
            while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
            return index > start
        }
        guard peek == "{", digits() else { return nil }
        if index < scalars.count, scalars[index] == "," {
            index += 1
            _ = digits()
        }
        guard index < scalars.count, scalars[index] == "}" else { return nil }
        return index + 1 - position
    }

    /// `{m}`, `{m,}` or `{m,n}` at the current `{`.
    private mutating func parseCount() throws(PatternSyntaxError) -> (min: Int, max: Int?) {
        let open = position
        position += 1
        guard let minimum = try parseNumber(open: open) else { throw PatternSyntaxError(reason: .loneBrace("{"), offset: open) }
        var maximum: Int? = minimum
        if peek == "," {
            position += 1
            maximum = try parseNumber(open: open)
        }
        guard peek == "}" else { throw PatternSyntaxError(reason: .loneBrace("{"), offset: open) }
        position += 1
        if let maximum, maximum < minimum {
            throw PatternSyntaxError(reason: .quantifierOrder(min: minimum, max: maximum), offset: open)
        }
        return (minimum, maximum)
    }

    /// Decimal digits, or `nil` when there are none; a count above
    /// ``PatternSyntaxError/maximumCount`` refused.
    private mutating func parseNumber(open: Int) throws(PatternSyntaxError) -> Int? {
        let start = position
        var value = 0
        while let scalar = peek, ("0"..."9").contains(scalar) {
            value = min(value * 10 + Int(scalar.value - 0x30), PatternSyntaxError.maximumCount + 1)
            position += 1
        }
        guard position > start else { return nil }
        if value > PatternSyntaxError.maximumCount {
            throw PatternSyntaxError(reason: .countTooLarge(text(from: start)), offset: start)
        }
        return value
    }
}
