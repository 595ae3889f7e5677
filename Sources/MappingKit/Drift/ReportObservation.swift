/// What a ``ReportObserver`` is handed for one payload: its report, the
/// context it was mapped with, where it came from and the root shape the
/// call expected; for a response that was never mapped (a status that is
/// not acceptable, an HTML page, a body that is not JSON), why.
///
/// ```swift
/// func observe(_ observation: ReportObservation) {
///     if let refusal = observation.refusal {
///         print("\(observation.source): not mapped: \(refusal.reason) (status \(refusal.status.map(String.init) ?? "-"))")
///     }
/// }
/// ```
public struct ReportObservation: Sendable {
    /// Why a payload was not mapped at all: it never reached the context.
    public struct Refusal: Sendable, Hashable, Codable {
        /// What refused it.
        public enum Reason: String, Sendable, Hashable, Codable, Comparable {
            /// The response's status was not an acceptable one (a `502`, a `401`).
            case status
            /// The response's content type was not one the call accepts (an HTML page).
            case contentType
            /// The body (or a JSON Lines line) was not JSON.
            case invalidJSON
            /// The response key path the endpoint selects was not in the body.
            case keyPathNotFound

            public static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        /// What refused the payload.
        public var reason: Reason
        /// The response's status code, when it came over HTTP.
        public var status: Int?
        /// The response's media type (`text/html`: lower-cased, without
        /// parameters, at most 64 bytes), when it said one.
        public var contentType: String?

        /// A refusal; `contentType` is reduced to its media type.
        ///
        /// ```swift
        /// let refusal = ReportObservation.Refusal(.status, status: 502, contentType: "text/html; charset=utf-8")
        /// refusal.contentType   // "text/html"
        /// ```
        public init(_ reason: Reason, status: Int? = nil, contentType: String? = nil) {
            self.reason = reason
            self.status = status
            self.contentType = contentType.flatMap(Self.mediaType)
        }

        /// `text/html` of `Text/HTML; charset=utf-8`; `nil` when empty. A
        /// server's header is untrusted: only the bytes a media type may
        /// hold are kept, and at most 64 of them.
        static func mediaType(_ value: String) -> String? {
            let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
            let kept = type.lowercased().unicodeScalars.filter { scalar in
                scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$&-^_.+/*".unicodeScalars.contains(scalar))
            }
            let text = String(String.UnicodeScalarView(kept.prefix(64)))
            return text.isEmpty ? nil : text
        }
    }

    /// The payload's report (empty for a refused response).
    public var report: ValidationReport
    /// The identifier of the context the call mapped with.
    public var context: String
    /// Where the payload came from.
    public var source: ReportSource
    /// The shape the call expected the payload's root to have.
    public var expecting: ExpectedRoot
    /// Why the payload was not mapped, when it was not.
    public var refusal: Refusal?

    /// An observation of one mapping call.
    ///
    /// ```swift
    /// monitor.observe(ReportObservation(report: result.report, context: "$Tweet", expecting: .array))
    /// ```
    public init(
        report: ValidationReport, context: String, source: ReportSource = .unnamed, expecting: ExpectedRoot = .any, refusal: Refusal? = nil
    ) {
        self.report = report
        self.context = context
        self.source = source
        self.expecting = expecting
        self.refusal = refusal
    }
}
