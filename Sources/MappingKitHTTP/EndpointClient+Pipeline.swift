import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response read and checked, its payload selected, ready for a verb.
struct FetchedPayload: Sendable {
    var payload: Payload
    var response: EndpointResponse
    var deadline: ContinuousClock.Instant
    var timeout: Duration
    var method: HTTPMethod
}

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

    /// Sends the endpoint and checks its status (and, when `checkingContentTypes`
    /// is given, its content type) as soon as the response's head arrives; the
    /// response and its body.
    func exchange(_ endpoint: Endpoint, checkingContentTypes: [String]? = nil) async throws
        -> (EndpointResponse, HTTPTransportResponse, ContinuousClock.Instant, Duration)
    {
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
                try catalog.context(identifier)
            }
        } catch {
            throw EndpointError.mappingConfiguration(error).at(method, requestURL)
        }
        let acceptable = endpoint.acceptableStatusCodes
        let head: ResponseHeadCheck = { status, headers in
            guard acceptable.contains(status) else { return .readBounded }
            if let expected = checkingContentTypes {
                let found = headers["Content-Type"]
                guard let found, ContentType.matches(found, anyOf: expected) else {
                    return .fail(.unacceptableContentType(found: found, expected: expected))
                }
            }
            return .proceed
        }
        // URLSession's own idle timeout after the deadline: the client's deadline
        // decides (FoundationNetworking rounds a timeout under a second down to none).
        request.timeoutInterval = Self.seconds(timeout).rounded(.up) + 1

        let transport = self.transport
        let prepare = self.prepare
        let onEvent = self.onEvent
        let prepared = request
        let sent: HTTPTransportResponse
        do {
            sent = try await Self.within(deadline) {
                var request = prepared
                if let prepare { request = try await prepare(request) }
                try Task.checkCancellation()
                if let onEvent, let url = request.url {
                    onEvent(.requestSent(method: method.rawValue, url: url, curl: Self.curl(request)))
                }
                if let transport = transport as? URLSessionTransport {
                    return try await transport.send(request, limit: limit, head: head)
                }
                return try await transport.send(request, limit: limit)
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
            status: sent.status, headers: sent.headers, url: sent.url, duration: start.duration(to: clock.now),
            byteCount: sent.body.count)
        onEvent?(.responseReceived(status: response.status, bytes: response.byteCount, duration: response.duration, url: response.url))

        guard endpoint.acceptableStatusCodes.contains(sent.status) else {
            let excerpt = String(decoding: sent.body.prefix(EndpointError.bodyExcerptLimit), as: UTF8.self)
            var errorBody: MappedErrorBody?
            if let errorContext, !sent.bodyTruncated, sent.body.count <= limit,
                let payload = try? Payload(parsing: [UInt8](sent.body))
            {
                let mapped = errorContext.object(from: payload, as: JSON.self)
                errorBody = MappedErrorBody(value: mapped.value, report: mapped.report)
            }
            throw EndpointError.status(sent.status, headers: sent.headers, bodyExcerpt: excerpt, errorBody: errorBody)
                .at(method, sent.url)
        }
        // A transport of the user's may not bound the body.
        guard sent.body.count <= limit else { throw EndpointError.bodyTooLarge(limit: limit).at(method, sent.url) }
        return (response, sent, deadline, timeout)
    }

    /// The whole pipeline up to the selected payload.
    func fetch(_ endpoint: Endpoint) async throws -> FetchedPayload {
        let method = endpoint.method
        let expected = expectedContentTypes(endpoint)
        let (response, sent, deadline, timeout) = try await exchange(endpoint, checkingContentTypes: expected)
        let url = sent.url

        let found = sent.headers["Content-Type"]
        guard let found, ContentType.matches(found, anyOf: expected) else {
            throw EndpointError.unacceptableContentType(found: found, expected: expected).at(method, url)
        }

        var body = sent.body
        if let responseTransform {
            do {
                guard let http = sent.httpURLResponse else { throw URLError(.badServerResponse) }
                body = try responseTransform(body, http)
            } catch {
                throw EndpointError.responseTransform(String(describing: error)).at(method, url)
            }
        }

        try Self.check(deadline, timeout, method, url)
        var payload: Payload
        do {
            payload = try Payload(parsing: [UInt8](body))
        } catch {
            throw EndpointError.invalidJSON(error).at(method, url)
        }
        if appendsResponseHeaders { payload = Self.appendingHeaders(sent.headers, to: payload) }
        do {
            payload = try payload.selecting(endpoint.responseKeyPath)
        } catch {
            throw EndpointError.keyPathNotFound(error).at(method, url)
        }
        try Self.check(deadline, timeout, method, url)
        return FetchedPayload(payload: payload, response: response, deadline: deadline, timeout: timeout, method: method)
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

    static func check(_ deadline: ContinuousClock.Instant, _ timeout: Duration, _ method: HTTPMethod, _ url: URL) throws {
        try Task.checkCancellation()
        if ContinuousClock().now >= deadline { throw EndpointError.timedOut(after: timeout).at(method, url) }
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

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

/// The deadline came before the transport's answer.
struct DeadlinePassed: Error {}
