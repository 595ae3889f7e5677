import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension EndpointConvertible {
    /// The request for this endpoint under `baseURL`, built before anything
    /// is sent.
    ///
    /// - The path appends to the base URL's path, never replacing it
    ///   (`https://api.example.com/v1` + `search` → `/v1/search`, with or
    ///   without a slash on either side); `:slug` segments are filled and
    ///   percent-encoded as one segment each; a missing slug's segment is
    ///   left out for `GET` and `HEAD` and is an error for other methods.
    /// - The query follows any query of the base URL, form-encoded.
    /// - Headers: the endpoint's replace `defaultHeaders` of the same name.
    ///   `Content-Type` is the endpoint's header if it sets one, else the
    ///   body's, else a default header's. `Accept` is a header's if one sets
    ///   it, else the exact types of ``Endpoint/acceptableContentTypes``
    ///   (`*/*` when there are only patterns).
    /// - A `.model(_:context:)` body (a `Mappable` model or any `Encodable`
    ///   value) is reverse-mapped through its context in `catalog`.
    /// - ``Endpoint/timeout``, when set, is the request's `timeoutInterval`.
    ///
    /// ```swift
    /// let base = URL(string: "https://api.example.com/v1")!
    /// let request = try Endpoint(.get, "posts/:identifier", slugs: ["identifier": "a/b"])
    ///     .urlRequest(baseURL: base, defaultHeaders: ["Authorization": "Token abc"])
    /// request.url?.absoluteString  // "https://api.example.com/v1/posts/a%2Fb"
    /// ```
    ///
    /// - Throws: ``EndpointError`` with the method and, where known, the URL:
    ///   ``EndpointError/missingSlug(_:)``, ``EndpointError/invalidSlugValue(_:value:)``,
    ///   ``EndpointError/bodyNotAllowed``, ``EndpointError/invalidURL(base:path:)``,
    ///   ``EndpointError/invalidHeaderField(name:inName:)`` (a header value
    ///   with a line break, or a name that is not a token),
    ///   and for a model body ``EndpointError/noCatalogForModel(context:)``,
    ///   ``EndpointError/unknownModelContext(_:suggestions:)``,
    ///   ``EndpointError/modelDoesNotFit(context:_:)`` or
    ///   ``EndpointError/modelNotEncodable(context:path:reason:)``.
    public func urlRequest(
        baseURL: URL, defaultHeaders: HTTPHeaders = [:], catalog: MappingCatalog? = nil
    ) throws(EndpointError) -> URLRequest {
        let endpoint = self.endpoint
        let method = endpoint.method
        let template = PathTemplate(endpoint.path)

        let segments: [String]
        do {
            segments = try template.filled(with: endpoint.slugs, omittingMissing: method.omitsMissingSlugs)
        } catch {
            throw error.at(method, URLJoining.url(base: baseURL, segments: template.unfilled, trailingSlash: template.hasTrailingSlash, query: []))
        }
        guard let url = URLJoining.url(base: baseURL, segments: segments, trailingSlash: template.hasTrailingSlash, query: endpoint.query) else {
            throw EndpointError.invalidURL(base: baseURL.absoluteString, path: endpoint.path).at(method, nil)
        }

        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        if let timeout = endpoint.timeout {
            let parts = timeout.components
            request.timeoutInterval = Double(parts.seconds) + Double(parts.attoseconds) / 1e18
        }

        var contentType: String?
        if let body = endpoint.body {
            guard method.allowsBody else { throw EndpointError.bodyNotAllowed.at(method, url) }
            do {
                request.httpBody = try body.encoded(catalog: catalog)
            } catch {
                throw error.at(method, url)
            }
            contentType = body.contentType
        }

        var headers = defaultHeaders
        if let contentType { headers["Content-Type"] = contentType }
        headers = headers.merging(endpoint.headers)
        if !headers.contains("Accept") {
            headers["Accept"] = Self.acceptHeader(for: endpoint.acceptableContentTypes)
        }
        for field in headers {
            do {
                try HTTPHeaders.check(name: field.name, value: field.value)
            } catch {
                throw error.at(method, url)
            }
            request.setValue(field.value, forHTTPHeaderField: field.name)
        }
        return request
    }

    /// The exact types, in order; `*/*` when there are none.
    static func acceptHeader(for types: [String]) -> String {
        let exact = types.filter { !$0.contains("*") }
        return exact.isEmpty ? "*/*" : exact.joined(separator: ", ")
    }
}

extension Endpoint.Body {
    /// The bytes sent.
    func encoded(catalog: MappingCatalog?) throws(EndpointError) -> Data {
        switch storage {
        case .json(let json):
            return json.data()
        case .form(let pairs):
            return Data(PercentEncoding.form(pairs).utf8)
        case .data(let data, _):
            return data
        case .model(let write, let identifier):
            guard let catalog else { throw .noCatalogForModel(context: identifier) }
            guard catalog.identifiers.contains(identifier) else {
                throw .unknownModelContext(identifier, suggestions: EditDistance.closest(to: identifier, in: catalog.identifiers))
            }
            let context: MappingContext
            do {
                context = try catalog.context(identifier)
            } catch {
                throw .modelDoesNotFit(context: identifier, error)
            }
            do throws(MappingError) {
                return try write(context).data()
            } catch {
                switch error.code {
                case .configuration(let configuration):
                    throw .modelDoesNotFit(context: identifier, configuration)
                case .encodingFailed(let path, let reason):
                    throw .modelNotEncodable(context: identifier, path: path, reason: reason)
                case .invalidJSON(let parse):
                    // Writing parses nothing; kept whole should it ever.
                    throw .modelNotEncodable(context: identifier, path: "", reason: parse.description)
                }
            }
        }
    }
}
