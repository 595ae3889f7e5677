/// How a refused `@pattern` is worded: what the construct is, where
/// (`character N`, counted in Unicode scalars from 1), why it is refused,
/// and the fix. The one place these sentences are written; the loader puts
/// them after `'@pattern' "…"` (``ConfigurationProblem/invalidPattern(pattern:error:)``).
///
/// ```swift
/// // '@pattern' "(a)\\1" cannot be matched in linear time: '\1' (character 4)
/// // is a backreference, which needs backtracking
/// ```
extension PatternSyntaxError {
    /// What kind of refusal this is, which opens the sentence.
    enum Kind {
        /// A construct only a backtracking engine can match.
        case needsBacktracking
        /// A construct outside the JSON Schema dialect, or read differently by ICU and ECMA-262.
        case outsideDialect
        /// Not a regular expression at all.
        case syntax
        /// Beyond the engine's size limits.
        case limit
    }

    var kind: Kind {
        switch reason {
        case .backreference, .lookaround, .possessiveQuantifier, .atomicGroup: .needsBacktracking
        case .unsupportedGroup, .unsupportedEscape, .unknownProperty, .setSyntax, .emptyClass, .ambiguousHyphen,
            .lazyEmptyLoop:
            .outsideDialect
        case .countTooLarge, .nestedTooDeep, .tooLarge: .limit
        default: .syntax
        }
    }

    /// What the pattern is, before the colon: `cannot be matched in linear time`.
    var verdict: String {
        switch kind {
        case .needsBacktracking: "cannot be matched in linear time"
        case .outsideDialect: "is outside the dialect MappingKit matches"
        case .syntax: "is not a regular expression"
        case .limit: "is too large"
        }
    }

    /// The construct, where, and why.
    var message: String {
        let at = "(character \(offset + 1))"
        switch reason {
        case .backreference(let text):
            return "'\(text)' \(at) is a backreference, which needs backtracking"
        case .lookaround(let text):
            return "'\(text)' \(at) opens a lookaround, which needs backtracking"
        case .possessiveQuantifier(let text):
            return "'\(text)' \(at) is a possessive quantifier (ICU's), which needs backtracking"
        case .atomicGroup:
            return "'(?>' \(at) opens an atomic group (ICU's), which needs backtracking"
        case .unsupportedGroup(let text):
            return "'\(text)' \(at) is not a group it knows: groups are '(…)', '(?:…)' and '(?<name>…)'"
        case .unsupportedEscape(let text):
            return "'\(text)' \(at) " + Self.escapeWhy(text)
        case .unknownProperty(let text):
            return "'\(text)' \(at) names no general category; '\\p{…}' takes \(ScalarClass.shortNames) (and their long names)"
        case .setSyntax(let text) where text == "[":
            return "'[' inside a class \(at) is ICU's nested set, which ECMA-262 reads as a character"
        case .setSyntax(let text):
            return "'\(text)' inside a class \(at) is ICU's set operation, which ECMA-262 reads as characters"
        case .emptyClass:
            return "the class \(at) is empty: ECMA-262 reads '[]' as matching nothing, ICU as a class that holds ']'"
        case .unterminatedClass:
            return "the class opened at character \(offset + 1) has no closing ']'"
        case .unterminatedGroup:
            return "the group opened at character \(offset + 1) has no closing ')'"
        case .unmatchedParenthesis:
            return "the ')' \(at) closes no group"
        case .trailingBackslash:
            return "the '\\' \(at) ends the pattern and escapes nothing"
        case .nothingToRepeat(let text):
            return "'\(text)' \(at) repeats nothing"
        case .repeatedQuantifier(let text):
            return "'\(text)' \(at) puts a quantifier right after another"
        case .quantifiedAnchor(let text):
            return "'\(text)' \(at) repeats an anchor, which matches no character"
        case .lazyEmptyLoop(let text):
            return "'\(text)' \(at) is a lazy loop on something that can match nothing, which NSRegularExpression, "
                + "the engine '@pattern' had before, answered wrongly"
        case .loneBrace(let brace) where brace == "}":
            return "the '}' \(at) closes no quantifier"
        case .loneBrace:
            return "the '{' \(at) does not begin a quantifier ({2}, {2,} or {2,5})"
        case .invalidRange(let text):
            return "the range '\(text)' \(at) runs backwards"
        case .ambiguousHyphen(let text):
            return "the '-' \(at) in '\(text)' is read differently by ICU and ECMA-262 (a range needs a character at each end)"
        case .malformedEscape(let text):
            return "'\(text)' \(at) is cut short: " + Self.escapeShape(text)
        case .surrogateEscape(let text):
            return "'\(text)' \(at) is half of a UTF-16 surrogate pair, not a character"
        case .invalidGroupName(let text):
            return "the group name '\(text)' \(at) is not an ASCII letter followed by letters and digits"
        case .duplicateGroupName(let name):
            return "the group name '\(name)' \(at) is used twice"
        case .quantifierOrder(let minimum, let maximum):
            return "'{\(minimum),\(maximum)}' \(at) has its minimum above its maximum"
        case .countTooLarge(let text):
            return "the count \(text) \(at) is above \(Self.maximumCount), the most a quantifier takes"
        case .nestedTooDeep:
            return "its groups nest deeper than \(Self.maximumDepth) \(at)"
        case .tooLarge(let instructions):
            let count = instructions == .max ? "more instructions than can be counted" : "\(instructions) instructions"
            return "its counts unroll to \(count), more than \(Self.maximumInstructions) (nested counts multiply)"
        }
    }

    /// The likely fix.
    var suggestion: String {
        switch reason {
        case .backreference, .lookaround, .possessiveQuantifier, .atomicGroup:
            "rewrite it without '\(Self.construct(reason))' (a linear-time engine matches classes, groups, "
                + "alternation and quantifiers), or check the value with a transformer"
        case .unsupportedGroup:
            "write '(?:…)' for a group"
        case .unsupportedEscape(let text):
            Self.escapeFix(text)
        case .unknownProperty:
            "write a general category, such as \\p{L} for letters or \\p{Nd} for decimal digits, or list the characters in a class"
        case .setSyntax(let text) where text == "[":
            "write \\[ for a '[' character, or list the class's members in one class"
        case .setSyntax:
            "write the class's members without set operations, escaping a doubled character (\\&\\&, \\-\\-)"
        case .emptyClass:
            "write \\] for a ']' character, or remove the class"
        case .unterminatedClass:
            "close the class with ']', or write \\[ for a '[' character"
        case .unterminatedGroup:
            "close the group with ')', or write \\( for a '(' character"
        case .unmatchedParenthesis:
            "remove it, or write \\) for a ')' character"
        case .trailingBackslash:
            "write \\\\ for a '\\' character (in a JSON string, \"\\\\\\\\\")"
        case .nothingToRepeat(let text), .repeatedQuantifier(let text):
            "write \\\(text.prefix(1)) for a '\(text.prefix(1))' character, or put the quantifier after what it repeats"
        case .quantifiedAnchor:
            "remove the quantifier"
        case .lazyEmptyLoop:
            "write the loop without the lazy '?' (for whether a string matches, '*?' and '*' are the same)"
        case .loneBrace(let brace):
            "write \\\(brace) for a '\(brace)' character"
        case .invalidRange:
            "write the lower character first"
        case .ambiguousHyphen:
            "write \\- for a '-' character, or put it first or last in the class"
        case .malformedEscape(let text):
            "write " + Self.escapeShape(text)
        case .surrogateEscape:
            "write the character itself (MappingKit matches Unicode scalars, not UTF-16 code units)"
        case .invalidGroupName:
            "name the group with ASCII letters and digits, a letter first: (?<year>…)"
        case .duplicateGroupName:
            "give each group its own name, or write '(?:…)'"
        case .quantifierOrder:
            "write the smaller count first"
        case .countTooLarge, .tooLarge:
            "check the length with '@minLength'/'@maxLength' instead of a large count"
        case .nestedTooDeep:
            "remove groups that hold a single group"
        }
    }

    private static func construct(_ reason: Reason) -> String {
        switch reason {
        case .backreference(let text), .lookaround(let text), .possessiveQuantifier(let text): text
        default: "(?>"
        }
    }

    private static func escapeWhy(_ text: String) -> String {
        switch text {
        case "\\v": "means any vertical space for ICU and U+000B for ECMA-262"
        case "\\0": "is an octal escape for ICU and U+0000 for ECMA-262"
        case "\\b", "\\B": "inside a class is a backspace for ECMA-262 and not for ICU"
        case "\\A", "\\z", "\\Z", "\\G": "is an anchor of ICU's, not of ECMA-262"
        default: "is not an escape of the JSON Schema dialect (ECMA-262)"
        }
    }

    private static func escapeFix(_ text: String) -> String {
        switch text {
        case "\\v": "write \\x0B for U+000B, or a class of the vertical spaces meant"
        case "\\0": "write \\x00 for U+0000"
        case "\\b", "\\B": "write \\x08 for a backspace, or move the word boundary out of the class"
        case "\\A", "\\G": "write ^ for the string's start"
        case "\\z", "\\Z": "write $ for the string's end"
        default: "write the character without the backslash, or an escape of \\d \\w \\s \\b \\t \\n \\r \\f \\xHH \\uHHHH \\cX \\p{…}"
        }
    }

    private static func escapeShape(_ text: String) -> String {
        switch text.unicodeScalars.dropFirst().first {
        case "x": "\\x takes two hexadecimal digits (\\x41)"
        case "u": "\\u takes four hexadecimal digits (\\u00E9)"
        case "c": "\\c takes an ASCII letter (\\cJ)"
        default: "\\p and \\P take a name in braces (\\p{L})"
        }
    }
}
