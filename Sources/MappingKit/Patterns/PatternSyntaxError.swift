/// Why the loader refuses a `@pattern`, and where in it: a construct that
/// needs backtracking (a backreference, a lookaround), one outside the
/// dialect MappingKit matches (ICU's own, or one ICU and ECMA-262 read
/// differently), a syntax error, or a pattern beyond the engine's size
/// limits. Worded in `PatternSyntaxError+Messages.swift`; the loader
/// reports it as ``Diagnostic/Code/invalidPattern`` with the caret on the
/// construct.
///
/// ```swift
/// do { _ = try ValuePattern(#"(a)\1"#) } catch { error.offset }  // 3
/// ```
struct PatternSyntaxError: Error, Sendable, Hashable {
    enum Reason: Sendable, Hashable {
        /// `\1`…`\9`, `\k<name>`: a match that depends on what a group matched.
        case backreference(String)
        /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
        case lookaround(String)
        /// `a*+`, `a++`, `a?+`, `a{2}+` (ICU's possessive quantifiers).
        case possessiveQuantifier(String)
        /// `(?>…)` (ICU's atomic groups).
        case atomicGroup
        /// `(?i)`, `(?#…)`, `(?P<…>`: a group form the dialect lacks.
        case unsupportedGroup(String)
        /// `\A`, `\Z`, `\v`, `\h`, `\0`…: an escape the dialect lacks, or
        /// one ICU and ECMA-262 read differently.
        case unsupportedEscape(String)
        /// `\p{Greek}`: a property that is not a general category, `Any`,
        /// `ASCII` or `Assigned`.
        case unknownProperty(String)
        /// `[` inside a class, `&&` or `--`: ICU's set syntax, which
        /// ECMA-262 reads as literal characters.
        case setSyntax(String)
        /// `[]`, `[^]`.
        case emptyClass
        /// `[` with no `]`.
        case unterminatedClass
        /// `(` with no `)`.
        case unterminatedGroup
        /// `)` with no `(`.
        case unmatchedParenthesis
        /// A `\` that ends the pattern.
        case trailingBackslash
        /// `*`, `+`, `?` or `{…}` with nothing before it.
        case nothingToRepeat(String)
        /// `(a?)*?`, `(|b)+?`: a lazy loop on something that can match
        /// nothing, which `NSRegularExpression` answered wrongly.
        case lazyEmptyLoop(String)
        /// `a**`, `a{2}{3}`: a quantifier right after another.
        case repeatedQuantifier(String)
        /// `^*`, `\b+`: a quantifier on an anchor.
        case quantifiedAnchor(String)
        /// `{` that does not begin a quantifier, or a `}` alone.
        case loneBrace(String)
        /// `[z-a]`.
        case invalidRange(String)
        /// `[a-\d]`, `[\w-a-z]`: a range with a class at an end, or a `-`
        /// whose meaning ICU and ECMA-262 disagree on.
        case ambiguousHyphen(String)
        /// `\x4`, `\u12`, `\c1`, `\p{`: an escape cut short.
        case malformedEscape(String)
        /// `\uD83D`: half of a UTF-16 pair.
        case surrogateEscape(String)
        /// `(?<1a>…)`: a group name that is not letters and digits.
        case invalidGroupName(String)
        /// A group name used twice.
        case duplicateGroupName(String)
        /// `a{5,2}`.
        case quantifierOrder(min: Int, max: Int)
        /// `a{100000}`: a count above ``PatternSyntaxError/maximumCount``.
        case countTooLarge(String)
        /// Groups nested deeper than ``PatternSyntaxError/maximumDepth``.
        case nestedTooDeep
        /// More than ``PatternSyntaxError/maximumInstructions`` steps once
        /// the counts are unrolled.
        case tooLarge(instructions: Int)
    }

    var reason: Reason
    /// Where the construct starts: an offset in the pattern's Unicode scalars.
    var offset: Int

    /// The largest count of a quantifier (`{0,10000}`).
    static let maximumCount = 10_000
    /// The deepest nesting of groups.
    static let maximumDepth = 100
    /// The most instructions a pattern compiles to: what bounds the work
    /// per scalar of a string when no cached state answers.
    static let maximumInstructions = 100_000
}
