import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// The source `--drift` names the responses by: the method, the URL's
    /// host (with a port other than the scheme's) and its path (`/` when it
    /// has none), or `--path-template` (the path with `:name` segments);
    /// never its query, whose values may be an account's, a search's or a
    /// token. Without `--path-template` an id in the path is part of it:
    /// `fetch` is given a URL, not an endpoint's template.
    static func driftSource(_ options: Options) -> ReportSource {
        let host = EndpointClient.reportedHost(of: options.url)
        let path = options.pathTemplate ?? options.url.path
        return ReportSource(method: options.method.rawValue, host: host, pathTemplate: path.isEmpty ? "/" : path)
    }

    /// `--drift FILE`, checked against the run's files (the `.mappings`
    /// file, `--data @FILE`, standard output's) and made before anything is
    /// sent; `nil` without `--drift`.
    static func prepareDrift(_ options: Options) throws(ExitStatus) -> DriftFile? {
        guard let path = options.driftFile else { return nil }
        let bodyFile = options.data.flatMap { $0.hasPrefix("@") && $0 != "@-" ? String($0.dropFirst()) : nil }
        let files: [(UsageError.Input, String?)] = [(.mappingsFile, options.mappingsFile), (.requestBody, bodyFile)]
        return try DriftFile.prepare(path, for: FetchCommand.self, inputs: files, context: options.context, source: driftSource(options))
    }

    /// The root shape each response (each page) is expected to have:
    /// `--object`, an object; `--all-pages`, an array (pages are lists);
    /// otherwise what it was mapped as (an array element by element, else
    /// one object).
    static func expectedRoot(_ options: Options, asOneObject: Bool) -> ExpectedRoot {
        if options.asObject { return .object }
        if options.allPages { return .array }
        return asOneObject ? .object : .array
    }

    /// The root shape a response that was not mapped was expected to have.
    static func refusedRoot(_ options: Options) -> ExpectedRoot {
        options.asObject ? .object : options.allPages ? .array : .any
    }

    /// A request that failed, told to `--drift` when a response came and was
    /// refused, as the library's client tells an observer: a status that is
    /// not a success (with its content type), another content type (an HTML
    /// page), a body that is not JSON. A transport failure (refused, timed
    /// out) has no response to count.
    static func observeFailure(_ error: any Error, drift: DriftRecorder?, options: Options) {
        guard let drift, let error = error as? EndpointError, let refusal = error.refusal(response: nil) else { return }
        drift.refuse(refusal, expecting: refusedRoot(options))
    }
}
