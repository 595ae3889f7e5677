import Foundation
import MappingKit

/// Attaching a ``ReportObserver`` (a `DriftMonitor`) to a client: every
/// fetched response is observed, named by its endpoint — the method, the
/// host and the endpoint's path template, never a slug's or a query's
/// value — and a response the client refused before mapping (a status that
/// is not acceptable, another content type, a body that is not JSON, a
/// missing response key path) is observed as one refusal.
extension EndpointClient {
    /// This client, its responses observed by `observer`: its catalog
    /// `MappingCatalog.observing(_:as:)` `observer`, each call's source
    /// its endpoint's (`GET api.github.com/repos/:owner/:repo/issues`).
    ///
    /// ```swift
    /// let monitor = DriftMonitor()
    /// let github = EndpointClient(baseURL: URL(string: "https://api.github.com/")!, catalog: catalog).observing(monitor)
    /// let issues = try await github.objects(for: Endpoint(.get, "repos/:owner/:repo/issues",
    ///                                                  slugs: ["owner": "apple", "repo": "swift"], context: "$Issue"),
    ///                                       as: JSON.self)
    /// monitor.summary().streams.first?.source.description   // "GET api.github.com/repos/:owner/:repo/issues"
    /// ```
    ///
    /// Setting ``catalog`` to a catalog that observes does the same.
    public func observing(_ observer: some ReportObserver) -> EndpointClient {
        var client = self
        client.catalog = catalog.observing(observer)
        return client
    }

    /// The source an endpoint's responses are observed as: its method,
    /// the base URL's host (with a port other than the scheme's) and its
    /// path template joined to the base URL's path, without a query.
    func reportSource(for endpoint: Endpoint) -> ReportSource {
        var host = Self.reportedHost(of: baseURL)
        let template = endpoint.path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        let path: String
        if template.contains("://"), let absolute = URL(string: template) {
            if absolute.host != nil { host = Self.reportedHost(of: absolute) }
            path = absolute.path
        } else if template.hasPrefix("/") {
            path = template
        } else if template.isEmpty {
            path = baseURL.path.isEmpty ? "/" : baseURL.path
        } else {
            let base = baseURL.path
            path = (base.hasSuffix("/") ? base : base + "/") + template
        }
        return ReportSource(method: endpoint.method.rawValue, host: host, pathTemplate: path)
    }

    /// A URL's host as a source names it: with its port when the URL gives
    /// one (`127.0.0.1:8080`), else the host alone. `fetch --drift` names its
    /// responses the same way.
    package static func reportedHost(of url: URL) -> String {
        (url.host ?? "") + (url.port.map { ":\($0)" } ?? "")
    }

    /// `context` named as `source`, when an observer is attached.
    func observed(_ context: MappingContext, as source: @autoclosure () -> ReportSource) -> MappingContext {
        context.reportSource == nil ? context : context.reporting(as: source())
    }
}

extension EndpointError {
    /// The refusal an observer is told of when this error stopped a
    /// response before it was mapped; `nil` for any other error (a
    /// transport error, a timeout: no response to speak of). The tool's
    /// `fetch --drift` reads it too.
    package func refusal(response: EndpointResponse?) -> ReportObservation.Refusal? {
        let status = response?.status
        let contentType = response?.headers["Content-Type"]
        switch code {
        case .status(let code, let headers, _, _): return ReportObservation.Refusal(.status, status: code, contentType: headers["Content-Type"])
        case .unacceptableContentType(let found, _): return ReportObservation.Refusal(.contentType, status: status, contentType: found)
        case .invalidJSON: return ReportObservation.Refusal(.invalidJSON, status: status, contentType: contentType)
        case .keyPathNotFound: return ReportObservation.Refusal(.keyPathNotFound, status: status, contentType: contentType)
        default: return nil
        }
    }
}
