/// The opt-in that lets a ``DriftMonitor`` keep one short excerpt per
/// fingerprint: the example issue's message (which may quote the payload's
/// value), passed through a redaction and cut to ``maximumLength``
/// characters. Off by default: a summary then holds paths and codes only.
///
/// ```swift
/// // MappingKitHTTP's recording rules (credential URLs and parameters): 
/// let monitor = DriftMonitor(excerpts: .redactingCredentials(maximumLength: 60))
/// // or a rule of the app's own:
/// let masked = DriftMonitor(excerpts: DriftExcerpts(maximumLength: 40) { $0.replacingOccurrences(of: "@", with: "(at)") })
/// ```
///
/// The excerpt is cut after redacting, at a character boundary, and
/// control characters are replaced with `?`, so an excerpt never holds a
/// terminal escape.
public struct DriftExcerpts: Sendable {
    /// The most characters an excerpt keeps (an ellipsis `…` ends a cut one).
    public var maximumLength: Int
    let redact: @Sendable (String) -> String

    /// Excerpts redacted by `redact`, at most `maximumLength` characters
    /// (at least 1).
    public init(maximumLength: Int = 80, redacting redact: @escaping @Sendable (String) -> String) {
        self.maximumLength = max(1, maximumLength)
        self.redact = redact
    }

    /// `message` redacted, its control characters replaced, cut.
    func excerpt(of message: String) -> String {
        let redacted = redact(message)
        var kept = String.UnicodeScalarView()
        var count = 0
        for character in redacted {
            if count == maximumLength {
                kept.append("…")
                break
            }
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                kept.append("?")
            } else {
                kept.append(contentsOf: character.unicodeScalars)
            }
            count += 1
        }
        return String(kept)
    }
}
