/// A JSON pointer (RFC 6901) into a contract document, as a fragment:
/// `#/components/schemas/issue/properties/user`. Notes, errors and the
/// import report name every place by one.
///
/// ```swift
/// JSONPointer.root.appending("components").appending("schemas").appending("a/b").text
/// // "#/components/schemas/a~1b"
/// ```
struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The unescaped tokens, outermost first.
    var tokens: [String]

    static let root = JSONPointer(tokens: [])

    /// `#/a/b`, each token escaped (`~` → `~0`, `/` → `~1`).
    var text: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    var description: String { text }

    func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

    /// The pointer a local reference names (`#/components/schemas/issue`,
    /// percent-encoded or not); `nil` for a reference into another
    /// document or one that is no pointer.
    init?(reference: String) {
        guard reference.hasPrefix("#") else { return nil }
        let fragment = String(reference.dropFirst()).removingPercentEncoding ?? String(reference.dropFirst())
        if fragment.isEmpty {
            tokens = []
            return
        }
        guard fragment.hasPrefix("/") else { return nil }
        tokens = fragment.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    init(tokens: [String]) { self.tokens = tokens }

    static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.tokens.lexicographicallyPrecedes(rhs.tokens) }
}
