/// One thing wrong with a payload, found while mapping it.
///
/// ```swift
/// issue.kind        // .missingRequired
/// issue.sourcePath  // "[3].user.name"
/// issue.targetPath  // "[3].name"
/// issue.context     // "$TweetModel"
/// issue.location    // Twitter.mappings:7:5
/// issue.message     // "missing required value for 'name'"
/// ```
public struct ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// How serious an issue is.
    public enum Severity: String, Sendable, Hashable {
        /// The property was left untouched; the payload does not satisfy the mappings.
        case error
        /// Worth knowing, but the mapping did what was asked.
        case warning
    }

    /// What went wrong.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A required value is absent, `null`, or behind a non-container.
        public static let missingRequired = Kind(rawValue: "missingRequired")
        /// The value could not become the property's type.
        public static let typeMismatch = Kind(rawValue: "typeMismatch")
        /// The entry's transformer threw.
        public static let transformerFailed = Kind(rawValue: "transformerFailed")
        /// An element of a collection could not be mapped (not an object).
        public static let invalidElement = Kind(rawValue: "invalidElement")
        /// The entry's transformer is not registered (dynamic mapping only;
        /// the value is copied as it is).
        public static let transformerUnavailable = Kind(rawValue: "transformerUnavailable")
    }

    /// `error` when the property was left untouched, `warning` otherwise.
    public var severity: Severity
    /// What went wrong.
    public var kind: Kind
    /// Where the value is (or should be) in the payload, from its root:
    /// `[3].user.profile_image_url`.
    public var sourcePath: String
    /// The property it was meant for, from the result's root: `[3].imageUrl`.
    public var targetPath: String
    /// The identifier of the context whose entry this is.
    public var context: String
    /// The entry's property name.
    public var entry: String
    /// The entry's source key path as written (`user.profile_image_url`).
    public var keyPath: String
    /// Where the entry is written in its `.mappings` file.
    public var location: SourcePosition?
    /// One sentence: what was expected and what was found.
    public var message: String

    /// Creates an issue.
    public init(
        severity: Severity, kind: Kind, sourcePath: String, targetPath: String, context: String, entry: String,
        keyPath: String = "", location: SourcePosition?, message: String
    ) {
        self.keyPath = keyPath
        self.severity = severity
        self.kind = kind
        self.sourcePath = sourcePath
        self.targetPath = targetPath
        self.context = context
        self.entry = entry
        self.location = location
        self.message = message
    }

    /// One line: `Twitter.mappings:7:5: error: [3].user.name: missing required value for 'name' [$TweetModel → [3].name]`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        let source = sourcePath.isEmpty ? "(root)" : sourcePath
        let target = targetPath.isEmpty ? (entry.isEmpty ? "(root)" : entry) : targetPath
        return "\(place)\(severity.rawValue): \(source): \(message) [\(context) → \(target)]"
    }
}
