/// The escapes of a `@pattern`, outside and inside classes.
extension PatternParser {
    /// What an escape stands for inside or outside a class: a scalar or a
    /// named class.
    enum Item {
        case scalar(Unicode.Scalar)
        case named(ScalarSet.NamedClass)
    }

    /// An escape outside a class: `\b` and `\B`, or an ``Item``.
    mutating func parseEscape() throws(PatternSyntaxError) -> PatternNode {
        switch peek(1) {
        case "b":
            position += 2
            return .assertion(.wordBoundary)
        case "B":
            position += 2
            return .assertion(.notWordBoundary)
        default:
            switch try parseEscapedItem() {
            case .scalar(let scalar): return .atom(.scalar(scalar))
            case .named(let named): return .atom(.set(ScalarSet(classes: [named])))
            }
        }
    }

    /// The escape at the current `\`: a class (`\d`, `\W`, `\p{L}`), a
    /// control (`\n`, `\t`, `\cJ`), a code (`\x41`, `\u00e9`) or a
    /// character written literally (`\.`, `\\`, `\-`); the rest refused.
    mutating func parseEscapedItem() throws(PatternSyntaxError) -> Item {
        let start = position
        guard let escaped = peek(1) else { throw PatternSyntaxError(reason: .trailingBackslash, offset: start) }
        position += 2
        switch escaped {
        case "d", "D": return .named(ScalarSet.NamedClass(scalarClass: .digit, inverted: escaped == "D"))
        case "w", "W": return .named(ScalarSet.NamedClass(scalarClass: .word, inverted: escaped == "W"))
        case "s", "S": return .named(ScalarSet.NamedClass(scalarClass: .space, inverted: escaped == "S"))
        case "t": return .scalar("\t")
        case "n": return .scalar("\n")
        case "r": return .scalar("\r")
        case "f": return .scalar("\u{0C}")
        case "x": return .scalar(try parseHex(digits: 2, escapeStart: start))
        case "u": return .scalar(try parseHex(digits: 4, escapeStart: start))
        case "c":
            guard let letter = peek, letter.isASCII, letter.properties.isAlphabetic else {
                throw PatternSyntaxError(reason: .malformedEscape(text(from: start, through: position + 1)), offset: start)
            }
            position += 1
            return .scalar(Unicode.Scalar(UInt8(letter.value % 32)))
        case "p", "P":
            return .named(try parseProperty(inverted: escaped == "P", escapeStart: start))
        case "1"..."9":
            while let digit = peek, ("0"..."9").contains(digit) { position += 1 }
            throw PatternSyntaxError(reason: .backreference(text(from: start)), offset: start)
        case "k" where peek == "<":
            while let scalar = peek, scalar != ">" { position += 1 }
            throw PatternSyntaxError(reason: .backreference(text(from: start, through: position + 1)), offset: start)
        case _ where escaped.isASCII && (escaped.properties.isAlphabetic || ("0"..."9").contains(escaped)):
            throw PatternSyntaxError(reason: .unsupportedEscape(text(from: start)), offset: start)
        default:
            return .scalar(escaped)
        }
    }

    /// Exactly `digits` hexadecimal digits after `\x` or `\u`; half of a
    /// UTF-16 pair refused.
    private mutating func parseHex(digits: Int, escapeStart: Int) throws(PatternSyntaxError) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let digit = peek, let number = Self.hexValue(digit)
            else {
                throw PatternSyntaxError(
                    reason: .malformedEscape(text(from: escapeStart, through: escapeStart + 2 + digits)), offset: escapeStart)
            }
            value = value * 16 + number
            position += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw PatternSyntaxError(reason: .surrogateEscape(text(from: escapeStart)), offset: escapeStart)
        }
        return scalar
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: scalar.value - 0x30
        case 0x41...0x46: scalar.value - 0x41 + 10
        case 0x61...0x66: scalar.value - 0x61 + 10
        default: nil
        }
    }

    /// `{Name}` after `\p` or `\P`.
    private mutating func parseProperty(inverted: Bool, escapeStart: Int) throws(PatternSyntaxError) -> ScalarSet.NamedClass {
        guard peek == "{" else {
            throw PatternSyntaxError(reason: .malformedEscape(text(from: escapeStart, through: position + 1)), offset: escapeStart)
        }
        let nameStart = position + 1
        var end = nameStart
        while end < scalars.count, scalars[end] != "}", end - nameStart <= 64 { end += 1 }
        guard end < scalars.count, scalars[end] == "}" else {
            throw PatternSyntaxError(reason: .malformedEscape(text(from: escapeStart, through: end)), offset: escapeStart)
        }
        let name = text(from: nameStart, through: end)
        position = end + 1
        guard let scalarClass = ScalarClass.named(name) else {
            throw PatternSyntaxError(reason: .unknownProperty(text(from: escapeStart)), offset: escapeStart)
        }
        return ScalarSet.NamedClass(scalarClass: scalarClass, inverted: inverted)
    }
}
