/// One thing wrong with a payload, found while mapping it.
///
/// ```swift
/// issue.kind        // .missingRequired
/// issue.sourcePath  // "[3].user.name"
/// issue.targetPath  // "[3].name"
/// issue.context     // "$TweetModel"
/// issue.location    // Twitter.mappings:7:5
/// issue.message     // "missing required value for 'name'"
/// issue.code        // .missingRequired
/// ```
///
/// ``code`` names the problem for tools and tests (new codes never break a
/// `switch` with a `default`), ``message`` words it, ``kind`` groups codes
/// for the report's summary.
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
        /// An invalid value replaced by the entry's default (`@onInvalid: "default"`; a warning).
        public static let invalidValueReplaced = Kind(rawValue: "invalidValueReplaced")
        /// An invalid value ignored (`@onInvalid: "ignore"`; a warning).
        public static let invalidValueIgnored = Kind(rawValue: "invalidValueIgnored")
        /// A value that breaks one of its entry's constraints (`@minimum`,
        /// `@pattern`, `@maxItems`…).
        public static let constraintViolated = Kind(rawValue: "constraintViolated")
        /// Not an issue: a summary line counting the objects whose value was
        /// read from one of an entry's `@fallbackKeyPaths` (the line's key path).
        public static let readFromFallback = Kind(rawValue: "readFromFallback")
        /// `null` for a property that is not optional, where `null` is a value (`@null: "value"`).
        public static let unexpectedNull = Kind(rawValue: "unexpectedNull")
        /// An element of a collection that could not be made, dropped (`@invalidElements: "skip"`; a warning).
        public static let invalidElementSkipped = Kind(rawValue: "invalidElementSkipped")
        /// A value an entry with `"@optional": "warning"` reads is missing (a warning).
        public static let missingOptional = Kind(rawValue: "missingOptional")
    }

    /// Which problem an issue reports: a stable name, finer-grained than
    /// ``Kind`` (each code belongs to one kind). Typed and dynamic mapping
    /// give the same code for the same problem.
    ///
    /// ```swift
    /// report.issues.filter { $0.code == .transformerThrew }
    /// ValidationIssue.Code.transformerThrew.kind   // .transformerFailed
    /// ```
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        public let rawValue: String
        /// The kind of issue this code is reported as.
        public let kind: Kind

        /// The code of this name; an unknown name's kind is a kind of the same name.
        public init(rawValue: String) {
            self = Self.known[rawValue] ?? Code(rawValue, kind: Kind(rawValue: rawValue))
        }

        private init(_ rawValue: String, kind: Kind) {
            self.rawValue = rawValue
            self.kind = kind
        }

        public var description: String { rawValue }

        /// A required value is absent, `null`, or behind a non-container (`missingRequired`).
        public static let missingRequired = Code("missingRequired", kind: .missingRequired)
        /// The value could not become the property's type (`typeMismatch`).
        public static let conversionFailed = Code("conversionFailed", kind: .typeMismatch)
        /// The model has no mappable property of the entry's name (`typeMismatch`).
        public static let noMappableProperty = Code("noMappableProperty", kind: .typeMismatch)
        /// An `@object` entry's value is not the object it needs (`typeMismatch`).
        public static let expectedObject = Code("expectedObject", kind: .typeMismatch)
        /// An `@object` entry's value is not the array its collection needs (`typeMismatch`).
        public static let expectedArray = Code("expectedArray", kind: .typeMismatch)
        /// A mapped model or collection could not be stored in its property (`typeMismatch`).
        public static let cannotStore = Code("cannotStore", kind: .typeMismatch)
        /// The document to populate does not fit the payload (`typeMismatch`).
        public static let documentMismatch = Code("documentMismatch", kind: .typeMismatch)
        /// The entry's transformer threw (`transformerFailed`).
        public static let transformerThrew = Code("transformerThrew", kind: .transformerFailed)
        /// The transformer's output is not the property's type (`transformerFailed`).
        public static let transformerOutputWrongType = Code("transformerOutputWrongType", kind: .transformerFailed)
        /// An `@self` transformer's output is not the model (typed) or not an object (dynamic) (`transformerFailed`).
        public static let selfOutputWrongType = Code("selfOutputWrongType", kind: .transformerFailed)
        /// The transformer's output has no JSON form (`transformerFailed`, a warning).
        public static let outputHasNoJSON = Code("outputHasNoJSON", kind: .transformerFailed)
        /// The entry's transformer is not registered (`transformerUnavailable`).
        public static let transformerUnregistered = Code("transformerUnregistered", kind: .transformerUnavailable)
        /// An element of a collection, or the payload's root, is not an object (`invalidElement`).
        public static let elementNotObject = Code("elementNotObject", kind: .invalidElement)
        /// Contexts nested too deep (`invalidElement`).
        public static let nestingTooDeep = Code("nestingTooDeep", kind: .invalidElement)
        /// An element's `@switch` value matches no case and there is no `@default` (`invalidElement`).
        public static let noMatchingCase = Code("noMatchingCase", kind: .invalidElement)
        /// A key path through an array gives a collection for a property that holds one value (`typeMismatch`).
        public static let fanOutIntoSingleValue = Code("fanOutIntoSingleValue", kind: .typeMismatch)
        /// A line of a JSON Lines stream is not JSON, is too long, or lacks the key path mapped (`invalidElement`).
        public static let invalidLine = Code("invalidLine", kind: .invalidElement)
        /// An invalid value replaced by the entry's `@defaultValue`, as its
        /// `"@onInvalid": "default"` says (`invalidValueReplaced`, a warning).
        public static let invalidValueReplaced = Code("invalidValueReplaced", kind: .invalidValueReplaced)
        /// An invalid value ignored, the property left as a missing optional
        /// value leaves it, as its `"@onInvalid": "ignore"` says
        /// (`invalidValueIgnored`, a warning).
        public static let invalidValueIgnored = Code("invalidValueIgnored", kind: .invalidValueIgnored)
        /// `null` for a property that is not optional, where the entry's
        /// `"@null": "value"` makes `null` a value (`unexpectedNull`).
        public static let unexpectedNull = Code("unexpectedNull", kind: .unexpectedNull)
        /// An element of a collection that could not be made, dropped as the
        /// entry's `"@invalidElements": "skip"` says (`invalidElementSkipped`, a warning).
        public static let invalidElementSkipped = Code("invalidElementSkipped", kind: .invalidElementSkipped)
        /// A value that breaks one of its entry's constraints: `number 120
        /// is above '@maximum' 100` (`constraintViolated`).
        public static let constraintViolated = Code("constraintViolated", kind: .constraintViolated)
        /// A value an entry with `"@optional": "warning"` reads is missing: the object is made without it (`missingOptional`, a warning).
        public static let missingOptional = Code("missingOptional", kind: .missingOptional)

        /// Every code the applier reports.
        public static let allCases: [Code] = [
            .missingRequired, .conversionFailed, .noMappableProperty, .expectedObject, .expectedArray, .cannotStore,
            .documentMismatch, .transformerThrew, .transformerOutputWrongType, .selfOutputWrongType, .outputHasNoJSON,
            .transformerUnregistered, .elementNotObject, .nestingTooDeep, .noMatchingCase, .fanOutIntoSingleValue,
            .invalidLine, .invalidValueReplaced, .invalidValueIgnored, .unexpectedNull, .invalidElementSkipped,
            .constraintViolated, .missingOptional,
        ]

        private static let known: [String: Code] = Dictionary(allCases.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
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
    /// The line of a JSON Lines stream whose payload this issue is about
    /// (counted from 1, every physical line); `nil` for a single payload.
    /// Paths are from that line's payload.
    public var line: Int?
    /// The report this issue came from, named when reports of parts of one
    /// dataset are merged (`part-00003.json`); `nil` otherwise.
    public var source: String?
    /// Which problem this is; for an issue made from a message alone, the
    /// code of its kind's name.
    public var code: Code
    /// The problem's facts behind ``message``; `nil` for an issue made from
    /// a message alone. Internal, as `IssueProblem` is: clients match on
    /// ``code``.
    var problem: IssueProblem?

    /// Creates an issue from a message (its ``code`` is `code`, or else
    /// the code named like `kind`).
    ///
    /// ```swift
    /// ValidationIssue(severity: .error, kind: .typeMismatch, sourcePath: "[0].id", targetPath: "[0].id",
    ///                 context: "$User", entry: "id", location: nil, message: "expected an id")
    /// ```
    public init(
        severity: Severity, kind: Kind, sourcePath: String, targetPath: String, context: String, entry: String,
        keyPath: String = "", location: SourcePosition?, message: String, code: Code? = nil
    ) {
        self.keyPath = keyPath
        self.severity = severity
        self.kind = kind
        self.code = code ?? Code(rawValue: kind.rawValue)
        self.problem = nil
        self.sourcePath = sourcePath
        self.targetPath = targetPath
        self.context = context
        self.entry = entry
        self.location = location
        self.message = message
    }

    /// Creates an issue from a problem: its kind, code and message are the problem's.
    ///
    /// ```swift
    /// let issue = ValidationIssue(
    ///     severity: .error, problem: .missingRequired(property: "name"), sourcePath: "[3].user.name",
    ///     targetPath: "[3].name", context: "$TweetModel", entry: "name", keyPath: "user.name", location: nil)
    /// issue.message   // "missing required value for 'name'"
    /// ```
    init(
        severity: Severity, problem: IssueProblem, sourcePath: String, targetPath: String, context: String, entry: String,
        keyPath: String = "", location: SourcePosition?
    ) {
        self.init(
            severity: severity, kind: problem.kind, sourcePath: sourcePath, targetPath: targetPath, context: context,
            entry: entry, keyPath: keyPath, location: location, message: problem.message, code: problem.code)
        self.problem = problem
    }

    /// One line: `Twitter.mappings:7:5: error: [3].user.name: missing required value for 'name' [$TweetModel → [3].name]`;
    /// from a JSON Lines stream, the line first: `… error: line 1042: [0].user.name: …`.
    ///
    /// Every part is printed with its control characters escaped
    /// (`\u001b`, `\u000a`): an issue read back from a report file cannot
    /// recolour a terminal or start a line.
    public var description: String {
        let place = (self.source.map { "\($0): " } ?? "") + (location.map { "\($0): " } ?? "")
        return TerminalText.escaped(place + severity.rawValue + ": ") + detail
    }

    /// The description without its place and severity, escaped:
    /// `[3].user.name: missing required value for 'name' [$TweetModel → [3].name]`
    /// (what an annotation of `mappings … --format github` says).
    package var detail: String {
        let source = (line.map { "line \($0): " } ?? "") + (sourcePath.isEmpty ? "(root)" : sourcePath)
        let target = targetPath.isEmpty ? (entry.isEmpty ? "(root)" : entry) : targetPath
        return TerminalText.escaped("\(source): \(message) [\(context) → \(target)]")
    }
}
