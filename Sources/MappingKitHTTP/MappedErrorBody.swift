/// The body of an unacceptable status mapped through the endpoint's
/// ``Endpoint/errorContext`` (RestKit's error descriptors): the dynamic
/// mapping's JSON and its report.
///
/// ```swift
/// do {
///     _ = try await client.object(for: Endpoint(.get, "albums/:id", slugs: ["id": "x"],
///                                               context: "$Album", errorContext: "$SpotifyError"), as: JSON.self)
/// } catch let error as EndpointError {
///     error.errorBody?.value["status"]   // 400
///     error.errorBody?.value["message"]  // "invalid id"
/// }
/// ```
public struct MappedErrorBody: Sendable, Hashable {
    /// The error body as the error context maps it.
    public var value: JSON
    /// What the error context found missing or mistyped in the error body.
    public var report: ValidationReport

    /// A mapped error body.
    public init(value: JSON, report: ValidationReport) {
        self.value = value
        self.report = report
    }
}
