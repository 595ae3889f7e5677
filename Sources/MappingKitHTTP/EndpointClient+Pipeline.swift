import Foundation
import MappingKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension EndpointClient {
    /// The context an endpoint maps with, looked up before anything is sent.
    func context(for endpoint: Endpoint, url: URL?) throws(EndpointError) -> MappingContext {
        guard let identifier = endpoint.context else { throw EndpointError.noContext.at(endpoint.method, url) }
        do {
            return try catalog.context(identifier)
        } catch {
            throw EndpointError.mappingConfiguration(error).at(endpoint.method, url)
        }
    }

    /// The content types a response to `endpoint` may have.
    func expectedContentTypes(_ endpoint: Endpoint) -> [String] {
        endpoint.acceptableContentTypes == Endpoint.defaultAcceptableContentTypes
            ? acceptableContentTypes : endpoint.acceptableContentTypes
    }

    /// Sends the endpoint, follows its redirects, and reads the answer: the
    /// one place a response is checked. On each response's head, before its
    /// body is read: a redirect is followed (``RedirectPolicy``); an
    /// unacceptable status reads at most the limit, for the status error; a
    /// body announced over the limit fails; with `contentTypes` (a call
    /// that maps the body), the content type is checked unless the answer
    /// is announced empty (`204`, `205`, `HEAD`, `Content-Length: 0`). The
    /// body is then read under the limit.
    ///
    /// The first request's URL is where the credentials belong; a
    /// listing's next page passes the `scope` its previous page left, and
    /// its request is admitted as a next page (``CredentialScope``).
    func exchange(_ endpoint: Endpoint, expecting contentTypes: [String]?, scope: CredentialScope? = nil) async throws -> Exchange {
        let clock = ContinuousClock()
        let start = clock.now
        let timeout = endpoint.timeout ?? self.timeout
        let deadline = start.advanced(by: timeout)
        let limit = endpoint.maximumResponseSize ?? maximumResponseSize
        let method = endpoint.method

        var headers = defaultHeaders
        if !headers.contains("Accept"), !endpoint.headers.contains("Accept"),
            endpoint.acceptableContentTypes == Endpoint.defaultAcceptableContentTypes,
            acceptableContentTypes != Endpoint.defaultAcceptableContentTypes
        {
            headers["Accept"] = Endpoint.acceptHeader(for: acceptableContentTypes)
        }
        var request = try endpoint.urlRequest(baseURL: baseURL, defaultHeaders: headers, catalog: catalog)
        let requestURL = request.url
        let errorContext: MappingContext?
        do {
            errorContext = try endpoint.errorContext.map { identifier throws(MappingConfigurationError) in
                try catalog.context(identifier).unobserved
            }
        } catch {
            throw EndpointError.mappingConfiguration(error).at(method, requestURL)
        }
        // URLSession's own idle timeout after the deadline: the client's deadline
        // decides (FoundationNetworking rounds a timeout under a second down to none).
        request.timeoutInterval = timeout.seconds.rounded(.up) + 1

        let hops = Hops(
            transport: transport, policy: redirects, acceptable: endpoint.acceptableStatusCodes,
            contentTypes: contentTypes, limit: limit, method: method, requestURL: requestURL, start: start,
            onEvent: onEvent)
        let prepare = self.prepare
        let prepared = request
        let answer: Hops.Answer
        do {
            answer = try await Self.within(deadline) {
                var request = prepared
                if let prepare { request = try await prepare(request) }
                try HTTPHeaders.check(request.allHTTPHeaderFields ?? [:])
                var credentials = scope ?? CredentialScope(policy: hops.policy, first: request.url)
                if scope != nil { try credentials.admit(&request, as: .nextPage) }
                return try await hops.send(request, scope: credentials)
            }
        } catch let error as EndpointError {
            throw error.url == nil ? error.at(method, requestURL) : error
        } catch let error as URLError {
            if error.code == .timedOut { throw EndpointError.timedOut(after: timeout).at(method, requestURL) }
            if error.code == .cancelled { throw CancellationError() }
            throw EndpointError.transport(error).at(method, requestURL)
        } catch is DeadlinePassed {
            throw EndpointError.timedOut(after: timeout).at(method, requestURL)
        }
        let response = EndpointResponse(
            status: answer.status, headers: answer.headers, url: answer.url, duration: start.duration(to: clock.now),
            byteCount: answer.body.count)

        guard endpoint.acceptableStatusCodes.contains(answer.status) else {
            let excerpt = String(decoding: answer.body.prefix(EndpointError.bodyExcerptLimit), as: UTF8.self)
            var errorBody: MappedErrorBody?
            if let errorContext, !answer.truncated, let payload = try? Payload(parsing: answer.body) {
                let mapped = errorContext.object(from: payload, as: JSON.self)
                errorBody = MappedErrorBody(value: mapped.value, report: mapped.report)
            }
            throw EndpointError.status(answer.status, headers: answer.headers, bodyExcerpt: excerpt, errorBody: errorBody)
                .at(method, requestURL, answeredBy: answer.url)
        }
        return Exchange(
            response: response, body: answer.body, method: method, requestURL: requestURL, deadline: deadline,
            timeout: timeout, scope: answer.scope)
    }

    /// The answer's body transformed, parsed, with the response headers
    /// added when asked, and the part at `keyPath` selected.
    func payload(of exchange: Exchange, selecting keyPath: MappingKeyPath) throws -> Payload {
        let method = exchange.method
        let answered = exchange.response.url
        func located(_ error: EndpointError) -> EndpointError {
            error.at(method, exchange.requestURL, answeredBy: answered)
        }
        var body = exchange.body
        if let responseTransform {
            do {
                guard let http = exchange.response.httpURLResponse else { throw URLError(.badServerResponse) }
                body = try responseTransform(body, http)
            } catch {
                throw located(.responseTransform(String(describing: error)))
            }
        }

        try Self.check(exchange.deadline, exchange.timeout, located)
        var payload: Payload
        do {
            payload = try Payload(parsing: body)
        } catch {
            throw located(.invalidJSON(error))
        }
        if appendsResponseHeaders { payload = Self.appendingHeaders(exchange.response.headers, to: payload) }
        do {
            payload = try payload.selecting(keyPath)
        } catch {
            throw located(.keyPathNotFound(error))
        }
        try Self.check(exchange.deadline, exchange.timeout, located)
        return payload
    }

    /// Polymer's `Header` key: an object gains `"Header"`; anything else
    /// becomes `{"Header": …, "response": …}`. Names lower-cased.
    static func appendingHeaders(_ headers: HTTPHeaders, to payload: Payload) -> Payload {
        var header = JSON.Object()
        for field in headers { header[field.name.lowercased()] = .string(field.value) }
        let json = payload.value.json
        if case .object(var object) = json {
            object["Header"] = .object(header)
            return Payload(.object(object))
        }
        return Payload(.object(["Header": .object(header), "response": json]))
    }

    static func check(
        _ deadline: ContinuousClock.Instant, _ timeout: Duration, _ located: (EndpointError) -> EndpointError
    ) throws {
        try Task.checkCancellation()
        if ContinuousClock().now >= deadline { throw located(.timedOut(after: timeout)) }
    }

    /// Runs `operation`, throwing ``DeadlinePassed`` if `deadline` comes
    /// first (the operation is then cancelled and awaited: it must end
    /// promptly on cancellation).
    static func within<T: Sendable>(
        _ deadline: ContinuousClock.Instant, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await operation() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                try Task.checkCancellation()
                throw DeadlinePassed()
            }
            return value
        }
    }
}

extension Duration {
    /// The duration in seconds, as a `Double`.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

extension EndpointResponse {
    /// The response as an `HTTPURLResponse`, for response transforms.
    var httpURLResponse: HTTPURLResponse? {
        HTTPURLResponse(
            url: url, statusCode: status, httpVersion: "HTTP/1.1",
            headerFields: Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }))
    }
}

/// The deadline came before the transport's answer.
struct DeadlinePassed: Error {}
