import Foundation
import MappingKit

/// A mapping call up to its payload: the core every mapping verb and every
/// page runs, in two halves — ``EndpointClient/call(_:at:next:)`` (the
/// endpoint's context looked up before anything is sent, the exchange, the
/// payload, the next page's URL), then ``map(emptyValue:objectCount:_:)``
/// (the context applied, the `mapped` event). The second half is
/// synchronous, so it runs in the caller's isolation: `map(for:into:)`
/// fills a model the caller owns, and the models a verb returns are fresh
/// values it hands over (`sending`).
///
/// ```swift
/// try await call(endpoint).map(objectCount: \.count) { context, payload, metadata in
///     context.objects(from: payload, as: JSON.self, metadata: metadata)
/// }
/// ```
struct MappingCall: Sendable {
    let context: MappingContext
    /// The selected payload; `nil` for an empty answer.
    let payload: Payload?
    let response: EndpointResponse
    let method: HTTPMethod
    let requestURL: URL?
    /// The next page's URL, when the call was asked for one.
    let nextURL: URL?
    /// Where the credentials stood after the call's last hop.
    let scope: CredentialScope
    let onEvent: (@Sendable (EndpointClient.Event) -> Void)?

    /// `error` with the request and the URL that answered.
    func located(_ error: EndpointError) -> EndpointError {
        error.at(method, requestURL, answeredBy: response.url)
    }

    /// Applies `map` to the payload (an empty answer gives `emptyValue`, or
    /// throws ``EndpointError/emptyResponse(status:)`` without one) and
    /// reports the `mapped` event.
    func map<Value>(
        emptyValue: sending Value? = nil, objectCount: (Value) -> Int,
        _ map: (MappingContext, Payload, JSON) throws(MappingConfigurationError) -> MappingResult<Value>
    ) throws(EndpointError) -> sending EndpointResult<Value> {
        let mapped: MappingResult<Value>
        if let payload {
            do {
                mapped = try map(context, payload, response.mappingMetadata)
            } catch {
                throw located(.mappingConfiguration(error))
            }
        } else {
            guard let emptyValue else { throw located(.emptyResponse(status: response.status)) }
            context.observeEmptyAnswer()
            mapped = MappingResult(value: emptyValue, report: ValidationReport())
        }
        onEvent?(.mapped(objects: objectCount(mapped.value), issues: mapped.report.issueCount, url: response.url))
        return EndpointResult(value: mapped.value, report: mapped.report, response: response)
    }
}

extension EndpointClient {
    /// The first half of every mapping verb and page (see ``MappingCall``):
    /// the endpoint's context, looked up before anything is sent (`url`
    /// names the request in that error); the exchange (status, content
    /// type, size, deadline); its payload (transformed, parsed, the response
    /// headers added, the response key path selected). With `next`, the
    /// next page's URL: from the `Link` header, or from the whole body
    /// before the key path is selected. A next page passes the `scope` its
    /// previous page left (``CredentialScope``). With an observer attached,
    /// the call is observed as `source` (a listing's first page's), else as
    /// the endpoint's (``reportSource(for:)``), a refused response included.
    func call(
        _ endpoint: Endpoint, at url: URL? = nil, next: NextPage? = nil, scope: CredentialScope? = nil, reportingAs source: ReportSource? = nil
    ) async throws -> MappingCall {
        let context = observed(try context(for: endpoint, url: url), as: source ?? reportSource(for: endpoint))
        let exchange: Exchange
        do {
            exchange = try await self.exchange(endpoint, expecting: expectedContentTypes(endpoint), scope: scope)
        } catch let error as EndpointError {
            if let refusal = error.refusal(response: nil) { context.observeRefusal(refusal) }
            throw error
        }
        let response = exchange.response
        do {
            return try makeCall(endpoint, context: context, exchange: exchange, next: next)
        } catch let error as EndpointError {
            if let refusal = error.refusal(response: response) { context.observeRefusal(refusal) }
            throw error
        }
    }

    /// The rest of ``call(_:at:next:scope:)`` once the answer is in: the
    /// next page's URL and the payload.
    private func makeCall(_ endpoint: Endpoint, context: MappingContext, exchange: Exchange, next: NextPage?) throws -> MappingCall {
        let response = exchange.response
        func located(_ error: EndpointError) -> EndpointError {
            error.at(exchange.method, exchange.requestURL, answeredBy: response.url)
        }
        var following: URL?
        if case .linkHeader = next, let link = PageLink.parse(response.headers["Link"] ?? "", relativeTo: response.url)
            .first(where: { $0.has("next") && $0.url != nil }), let target = link.url
        {
            guard let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil else {
                throw located(.invalidNextLink(target: link.target))
            }
            following = target
        }
        var payload: Payload?
        if !exchange.isEmpty {
            if case .keyPath(let path) = next {
                let whole = try self.payload(of: exchange, selecting: .wholeSource)
                following = try Pages<Payload>.nextURL(in: whole, at: path, relativeTo: response.url, located: located)
                do {
                    payload = try whole.selecting(endpoint.responseKeyPath)
                } catch {
                    throw located(.keyPathNotFound(error))
                }
            } else {
                payload = try self.payload(of: exchange, selecting: endpoint.responseKeyPath)
            }
        }
        return MappingCall(
            context: context, payload: payload, response: response, method: exchange.method, requestURL: exchange.requestURL,
            nextURL: following, scope: exchange.scope, onEvent: onEvent)
    }
}
