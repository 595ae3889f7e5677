import Foundation

/// What a client call returns: the value mapped, the report of what the
/// payload got wrong, and the response it came from.
///
/// ```swift
/// let result = try await client.objects(for: search, as: Artist.self)
/// result.value            // [Artist]
/// result.report.issues    // issue paths start at the selected part ("[3].name")
/// result.response.url     // where the report's payload came from
/// ```
public struct EndpointResult<Value> {
    /// The models or JSON built.
    public var value: Value
    /// The issues found; the URL they came from is ``response``'s.
    public var report: ValidationReport
    /// The HTTP response.
    public var response: EndpointResponse

    /// A result.
    public init(value: Value, report: ValidationReport, response: EndpointResponse) {
        self.value = value
        self.report = report
        self.response = response
    }

    /// The URL the payload and its report came from.
    public var url: URL { response.url }
}

extension EndpointResult: Sendable where Value: Sendable {}
