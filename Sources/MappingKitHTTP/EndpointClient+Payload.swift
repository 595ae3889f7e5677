import Foundation

extension EndpointClient {
    /// Runs the whole response pipeline (status, content type, size,
    /// transform, parse, headers into the payload, key path) and returns the
    /// selected payload unmapped, with the response: for `mappings fetch`,
    /// which maps and renders it exactly as `mappings apply` does. No context
    /// is looked up; the endpoint's context is ignored. An empty answer
    /// (`204`, `205`, `Content-Length: 0`, `HEAD`) is a success with no
    /// payload: `nil`.
    ///
    /// - Throws: ``EndpointError`` or `CancellationError`, as the verbs do.
    package func payload(for endpoint: some EndpointConvertible) async throws -> (payload: Payload?, response: EndpointResponse) {
        let endpoint = endpoint.endpoint
        let exchange = try await exchange(endpoint, expecting: expectedContentTypes(endpoint))
        guard !exchange.isEmpty else { return (nil, exchange.response) }
        return (try payload(of: exchange, selecting: endpoint.responseKeyPath), exchange.response)
    }
}
