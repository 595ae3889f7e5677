import Foundation

extension EndpointClient {
    /// Fetches an array and maps one model per element (AppCoreKit's
    /// `requestForObjects`).
    ///
    /// ```swift
    /// let result = try await client.objects(for: search, as: Artist.self)
    /// result.value.count   // one per element of artists.items
    /// ```
    ///
    /// The models are built after the last network wait and returned as a
    /// `sending` result, so they need not be `Sendable`.
    ///
    /// - Throws: ``EndpointError`` (every case but the body ones), or
    ///   `CancellationError`. Payload problems are issues in the report.
    public func objects<M: Mappable>(for endpoint: some EndpointConvertible, as type: M.Type) async throws
        -> sending EndpointResult<[M]>
    {
        try await call(endpoint.endpoint).map(objectCount: \.count) { context, payload, metadata throws(MappingConfigurationError) in
            try context.objects(from: payload, as: M.self, metadata: metadata)
        }
    }

    /// Fetches an object and maps one model.
    ///
    /// ```swift
    /// let user = try await client.object(for: Endpoint(.get, "users/:login", slugs: ["login": "octocat"],
    ///                                                  context: "$GitHubUser"), as: GitHubUser.self)
    /// user.value.login  // "octocat"
    /// ```
    public func object<M: Mappable>(for endpoint: some EndpointConvertible, as type: M.Type) async throws
        -> sending EndpointResult<M>
    {
        try await call(endpoint.endpoint).map(objectCount: { _ in 1 }) { context, payload, metadata throws(MappingConfigurationError) in
            try context.object(from: payload, as: M.self, metadata: metadata)
        }
    }

    /// Fetches an object and populates an existing struct (AppCoreKit's
    /// `requestForObject:` with an object); properties the payload lacks
    /// keep their values.
    ///
    /// Runs in the caller's isolation (`isolation` defaults to it), so the
    /// model never crosses an isolation boundary.
    ///
    /// ```swift
    /// var place = Place(identifier: "42")
    /// let result = try await client.map(for: Endpoint(.get, "places/:id", slugs: ["id": "42"], context: "$Place"),
    ///                                   into: &place)
    /// result.value.issues  // what was missing or mistyped
    /// ```
    public func map<M: Mappable>(
        for endpoint: some EndpointConvertible, into model: inout M, isolation: isolated (any Actor)? = #isolation
    ) async throws -> EndpointResult<ValidationReport> {
        try await call(endpoint.endpoint).map(objectCount: { _ in 1 }) { context, payload, metadata throws(MappingConfigurationError) in
            let report = try context.map(payload, into: &model, metadata: metadata)
            return MappingResult(value: report, report: report)
        }
    }

    /// Fetches an object and populates an existing class instance, in the
    /// caller's isolation.
    ///
    /// ```swift
    /// let place = PlaceObject()
    /// _ = try await client.map(for: placeEndpoint, into: place)
    /// ```
    public func map<M: Mappable & AnyObject>(
        for endpoint: some EndpointConvertible, into model: M, isolation: isolated (any Actor)? = #isolation
    ) async throws -> EndpointResult<ValidationReport> {
        var reference = model
        return try await map(for: endpoint, into: &reference)
    }

    /// Fetches an array and maps it dynamically: one JSON object per
    /// element, no model types (what `mappings fetch` prints).
    ///
    /// ```swift
    /// let result = try await client.objects(for: search, as: JSON.self)
    /// result.value.first?["name"]  // "Tania Bowra"
    /// ```
    public func objects(for endpoint: some EndpointConvertible, as type: JSON.Type) async throws -> EndpointResult<[JSON]> {
        try await call(endpoint.endpoint).map(objectCount: \.count) { context, payload, metadata in
            context.objects(from: payload, as: JSON.self, metadata: metadata)
        }
    }

    /// Fetches an object and maps it dynamically.
    ///
    /// ```swift
    /// let result = try await client.object(for: userEndpoint, as: JSON.self)
    /// result.value["login"]  // "octocat"
    /// ```
    public func object(for endpoint: some EndpointConvertible, as type: JSON.Type) async throws -> EndpointResult<JSON> {
        try await call(endpoint.endpoint).map(objectCount: { _ in 1 }) { context, payload, metadata in
            context.object(from: payload, as: JSON.self, metadata: metadata)
        }
    }

    /// Sends a call that maps nothing (a `DELETE` or a lock answered `204`,
    /// a `HEAD`): the status is checked and the body bounded, its content
    /// type is not; the value is the raw body, empty for an empty answer.
    ///
    /// ```swift
    /// let result = try await client.send(Endpoint(.delete, "posts/:id", slugs: ["id": "17"]))
    /// result.response.status  // 204
    /// result.value.isEmpty    // true
    /// ```
    public func send(_ endpoint: some EndpointConvertible) async throws -> EndpointResult<Data> {
        let exchange = try await exchange(endpoint.endpoint, expecting: nil)
        return EndpointResult(value: exchange.body, report: ValidationReport(), response: exchange.response)
    }
}
