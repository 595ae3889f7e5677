import Foundation

extension EndpointClient {
    /// Runs the whole response pipeline (status, content type, size,
    /// transform, parse, headers into the payload, key path) and returns the
    /// selected payload unmapped, with the response: for `mappings fetch`,
    /// which maps and renders it exactly as `mappings apply` does. No context
    /// is looked up; the endpoint's context is ignored.
    ///
    /// - Throws: ``EndpointError`` or `CancellationError`, as the verbs do.
    package func payload(for endpoint: some EndpointConvertible) async throws -> (payload: Payload, response: EndpointResponse) {
        let fetched = try await fetch(endpoint.endpoint)
        return (fetched.payload, fetched.response)
    }
}
