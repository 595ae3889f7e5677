import Foundation
import MappingKit

/// The mapping verbs for any `Decodable` type, through the endpoint's
/// context (``MappingContext/objects(from:as:metadata:options:)-(Payload,D.Type,_,_)``):
/// the context names the coding keys that differ from the payload's. A
/// type that is also ``Mappable`` uses its property table.
extension EndpointClient {
    /// Fetches an array and decodes one value per element; an element whose
    /// initializer cannot complete is skipped, with its issues.
    ///
    /// ```swift
    /// struct Artist: Decodable { let id: String; let name: String; let followers: Int }
    /// // "$Artist": {"followers": "followers.total"}
    /// let result = try await client.objects(for: search, as: Artist.self)
    /// result.value.count   // the artists that decoded
    /// ```
    ///
    /// - Throws: ``EndpointError``, or `CancellationError`. Payload problems
    ///   are issues in the report.
    public func objects<D: Decodable>(
        for endpoint: some EndpointConvertible, as type: D.Type, options: DecodingOptions = DecodingOptions()
    ) async throws -> sending EndpointResult<[D]> {
        try await call(endpoint.endpoint).map(objectCount: \.count) { context, payload, metadata throws(MappingConfigurationError) in
            try context.objects(from: payload, as: D.self, metadata: metadata, options: options)
        }
    }

    /// Fetches an object and decodes it; the value is `nil` when its
    /// initializer could not complete (the report says why).
    ///
    /// ```swift
    /// let user = try await client.object(for: Endpoint(.get, "users/octocat", context: "$User"), as: User.self)
    /// user.value?.login  // "octocat"
    /// ```
    public func object<D: Decodable>(
        for endpoint: some EndpointConvertible, as type: D.Type, options: DecodingOptions = DecodingOptions()
    ) async throws -> sending EndpointResult<D?> {
        try await call(endpoint.endpoint).map(objectCount: { $0 == nil ? 0 : 1 }) {
            context, payload, metadata throws(MappingConfigurationError) in
            try context.object(from: payload, as: D.self, metadata: metadata, options: options)
        }
    }

    /// The pages of a listing, each element decoded as `D`, as
    /// ``pages(for:as:next:limit:)-(_,M.Type,_,_)`` maps models.
    ///
    /// ```swift
    /// for try await page in client.pages(for: issues, as: Issue.self) {
    ///     print(page.number, page.value.count)
    /// }
    /// ```
    public func pages<D: Decodable & Sendable>(
        for endpoint: some EndpointConvertible, as type: D.Type, next: NextPage = .linkHeader,
        limit: Int = EndpointClient.defaultPageLimit, options: DecodingOptions = DecodingOptions()
    ) -> Pages<D> {
        Pages(client: self, endpoint: endpoint.endpoint, next: next, limit: max(1, limit)) {
            context, payload, metadata throws(MappingConfigurationError) in
            try context.objects(from: payload, as: D.self, metadata: metadata, options: options)
        }
    }
}
