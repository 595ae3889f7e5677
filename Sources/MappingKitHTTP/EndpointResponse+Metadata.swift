import Foundation

extension EndpointResponse {
    /// What the client gives a mapping beside the payload, for `@metadata`
    /// key paths: `response.status`, `response.headers.<name>` (each header
    /// name lowercased; a repeated header keeps its last value) and
    /// `request.url` (the URL that answered, after redirects).
    ///
    /// ```swift
    /// // "etag": "@metadata.response.headers.etag" in the context
    /// let result = try await client.object(for: userEndpoint, as: GitHubUser.self)
    /// result.response.mappingMetadata["response"]?["status"]  // 200
    /// ```
    public var mappingMetadata: JSON {
        var headerValues = JSON.Object()
        for field in headers { headerValues[field.name.lowercased()] = .string(field.value) }
        return [
            "response": ["status": JSON(status), "headers": .object(headerValues)],
            "request": ["url": .string(url.absoluteString)],
        ]
    }
}
