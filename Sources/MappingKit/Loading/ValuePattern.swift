import Foundation

/// A `@pattern`'s regular expression, compiled when the catalog loads.
///
/// `NSRegularExpression` is immutable and documented as safe to use from
/// several threads at once; two patterns are equal when their text is.
final class ValuePattern: @unchecked Sendable, Hashable {
    /// The pattern as written.
    let source: String
    let expression: NSRegularExpression

    /// The compiled pattern; throws the compiler's error when it is not a
    /// regular expression.
    init(_ source: String) throws {
        self.source = source
        expression = try NSRegularExpression(pattern: source)
    }

    /// `true` when `text` holds a match anywhere.
    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static func == (lhs: ValuePattern, rhs: ValuePattern) -> Bool { lhs.source == rhs.source }

    func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
