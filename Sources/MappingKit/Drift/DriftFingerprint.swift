/// What a ``DriftMonitor`` groups issues by: one problem at one place of one
/// endpoint's payloads, with the payload's array indices collapsed, and
/// never a value from the payload.
///
/// Two issues share a fingerprint when they have the same context mapped,
/// source, issue context, entry, code, collapsed path and `.mappings` file
/// and line: `[3].user.name` and `[17].user.name` are both
/// `[*].user.name`.
///
/// ```swift
/// let line = try #require(monitor.summary().lines.first)
/// line.fingerprint.path      // "[*].user.name"
/// line.fingerprint.code      // "missingRequired"
/// line.fingerprint.location  // "Twitter.mappings:7"
/// ```
///
/// A ``Kind/shape`` fingerprint stands for a whole payload of the wrong
/// shape (an HTML page, an error object where an array was expected):
/// one per payload, not one per entry it lacks. Its code is the root's
/// issue code (`expectedArray`), or for a response that was never mapped
/// the ``ReportObservation/Refusal/Reason`` (`status`, `contentType`,
/// `invalidJSON`, `keyPathNotFound`), with the response's ``status`` and
/// ``contentType`` when it came over HTTP.
public struct DriftFingerprint: Sendable, Hashable, Codable, Comparable {
    /// Whether a fingerprint is about fields or about the whole payload.
    public enum Kind: String, Sendable, Hashable, Codable, Comparable {
        /// An issue with one entry's value: the payload drifted.
        case drift
        /// The payload's root is not the shape the call expected: no entry was read.
        case shape

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Drift or shape.
    public var kind: Kind
    /// The identifier of the context the call mapped with (``ReportObserver``'s `context`).
    public var context: String
    /// Where the payloads came from.
    public var source: ReportSource
    /// The identifier of the context whose entry the issue is about (a nested
    /// context's, for an issue inside an `@object`).
    public var issueContext: String
    /// The entry's property name; empty for a shape fingerprint.
    public var entry: String
    /// The issue's code (``ValidationIssue/Code``'s raw value).
    public var code: String
    /// The payload path with every array index written `[*]`:
    /// `statuses[*].user.name`; empty for the root.
    public var path: String
    /// The `.mappings` file of the entry, as reports name it.
    public var file: String?
    /// The entry's line in that file.
    public var line: Int?
    /// For a shape fingerprint of an HTTP response: its status code.
    public var status: Int?
    /// For a shape fingerprint of an HTTP response: its media type (`text/html`).
    public var contentType: String?

    /// Creates a fingerprint.
    ///
    /// ```swift
    /// let fingerprint = DriftFingerprint(
    ///     kind: .drift, context: "$Tweet", source: ReportSource(label: "timeline"), issueContext: "$User",
    ///     entry: "name", code: "missingRequired", path: "[*].user.name", file: "Twitter.mappings", line: 7)
    /// ```
    public init(
        kind: Kind, context: String, source: ReportSource, issueContext: String, entry: String, code: String, path: String,
        file: String?, line: Int?, status: Int? = nil, contentType: String? = nil
    ) {
        self.kind = kind
        self.context = context
        self.source = source
        self.issueContext = issueContext
        self.entry = entry
        self.code = code
        self.path = path
        self.file = file
        self.line = line
        self.status = status
        self.contentType = contentType
    }

    /// The issue's code as a ``ValidationIssue/Code``.
    public var issueCode: ValidationIssue.Code { ValidationIssue.Code(rawValue: code) }

    /// `file:line`, `line`, or `nil` when the issue named no entry's place.
    public var location: String? {
        switch (file, line) {
        case (let file?, let line?): "\(file):\(line)"
        case (nil, let line?): "\(line)"
        case (let file?, nil): file
        case (nil, nil): nil
        }
    }

    /// Fingerprints in a stable order (source, context, path, entry, code,
    /// place): how summaries list them, whatever order reports arrived in.
    public static func < (lhs: DriftFingerprint, rhs: DriftFingerprint) -> Bool {
        if lhs.source != rhs.source { return lhs.source < rhs.source }
        if (lhs.context, lhs.path, lhs.issueContext, lhs.entry) != (rhs.context, rhs.path, rhs.issueContext, rhs.entry) {
            return (lhs.context, lhs.path, lhs.issueContext, lhs.entry) < (rhs.context, rhs.path, rhs.issueContext, rhs.entry)
        }
        if (lhs.code, lhs.kind, lhs.file ?? "", lhs.line ?? 0) != (rhs.code, rhs.kind, rhs.file ?? "", rhs.line ?? 0) {
            return (lhs.code, lhs.kind, lhs.file ?? "", lhs.line ?? 0) < (rhs.code, rhs.kind, rhs.file ?? "", rhs.line ?? 0)
        }
        return (lhs.status ?? -1, lhs.contentType ?? "") < (rhs.status ?? -1, rhs.contentType ?? "")
    }

    /// The fingerprint as strings, one per field that tells it apart
    /// (empty fields left out): what a crash reporter's own grouping takes
    /// (Sentry's `fingerprint`), the same on every device.
    ///
    /// ```swift
    /// line.fingerprint.components
    /// // ["drift", "$Tweet", "GET api.twitter.com/1.1/statuses/home_timeline.json", "$User", "name",
    /// //  "missingRequired", "[*].user.name", "Twitter.mappings:7"]
    /// ```
    public var components: [String] {
        let fields: [String?] = [
            kind.rawValue, context, source.description, issueContext, entry, code, path, location, status.map(String.init), contentType,
        ]
        return fields.compactMap { $0 }.filter { !$0.isEmpty }
    }
}

extension DriftFingerprint {
    /// `path` with every array index (`[3]`) written `[*]`; quoted keys
    /// (`meta["a[3]"]`) are kept as they are.
    ///
    /// ```swift
    /// DriftFingerprint.collapsingIndices("statuses[12].user.name")   // "statuses[*].user.name"
    /// ```
    static func collapsingIndices(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "[")) else { return path }
        var path = path
        return path.withUTF8 { bytes in
            // `[12]` becomes `[*]`: never longer than what it replaces.
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var written = 0
                var index = 0
                var inQuote = false
                func put(_ byte: UInt8) {
                    out[written] = byte
                    written += 1
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    if inQuote {
                        put(byte)
                        if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                            put(bytes[index + 1])
                            index += 2
                            continue
                        }
                        if byte == UInt8(ascii: "\"") { inQuote = false }
                        index += 1
                        continue
                    }
                    if byte == UInt8(ascii: "\"") {
                        inQuote = true
                    } else if byte == UInt8(ascii: "[") {
                        var end = index + 1
                        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
                        if end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "]") {
                            put(UInt8(ascii: "["))
                            put(UInt8(ascii: "*"))
                            put(UInt8(ascii: "]"))
                            index = end + 1
                            continue
                        }
                    }
                    put(byte)
                    index += 1
                }
                return written
            }
        }
    }

    /// The index of the root array's element `path` is in (`[3].user` → 3),
    /// or `nil` when the path does not start with an index.
    static func rootIndex(_ path: String) -> Int? {
        guard path.utf8.first == UInt8(ascii: "[") else { return nil }
        var value = 0
        var digits = 0
        for byte in path.utf8.dropFirst() {
            if byte == UInt8(ascii: "]") { return digits > 0 ? value : nil }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            value = times.addingSaturated(Int(byte - UInt8(ascii: "0")))
            digits += 1
        }
        return nil
    }
}
