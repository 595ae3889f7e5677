import Foundation
import MappingKit
import MappingKitHTTP

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension FetchCommand {
    /// The catalog and the context, loaded as `apply` loads them (same
    /// diagnostics); exit 2 after printing what is wrong.
    static func context(
        _ options: Options, log: inout AnnotationLog?
    ) throws(ExitStatus) -> (catalog: MappingCatalog, context: MappingContext) {
        try MappingsTool.loadContext(
            file: options.mappingsFile, environment: options.environment, identifier: options.context,
            maximumIssues: options.maximumIssues, log: &log)
    }

    /// The URL itself as the endpoint (an empty path keeps the URL's path
    /// and query as they are). The key path is not the endpoint's: the tool
    /// selects it itself, after the headers are added, with `apply`'s message.
    static func endpoint(_ options: Options, body: Data?) -> Endpoint {
        Endpoint(
            options.method, "", headers: options.headers,
            body: body.map { .data($0, contentType: "application/json") }, context: options.context)
    }

    static func client(_ options: Options, catalog: MappingCatalog, transport: any HTTPTransport) -> EndpointClient {
        EndpointClient(
            baseURL: options.url, catalog: catalog, timeout: options.timeout, maximumResponseSize: options.maximumBytes,
            appendsResponseHeaders: options.appendsHeaders, transport: transport, redirects: options.redirects)
    }

    /// The network (`URLSessionTransport`), recorded into `--record DIR`, or
    /// the exchanges recorded in `--replay DIR` instead; exit 2 after
    /// printing why the recordings cannot be read.
    static func transport(_ options: Options) throws(ExitStatus) -> any HTTPTransport {
        if let directory = options.replayDirectory {
            do {
                return try ReplayTransport(directory: URL(fileURLWithPath: directory), displayName: directory)
            } catch {
                MappingsTool.print(.fetchFailed(error))
                throw .invalidInput
            }
        }
        if let directory = options.recordDirectory {
            return RecordingTransport(
                wrapping: URLSessionTransport(), directory: URL(fileURLWithPath: directory),
                redacting: options.redirects.credentialHeaders)
        }
        return URLSessionTransport()
    }

    /// Sends the request and reads the response through the client's
    /// pipeline, waiting on this thread (``TaskWaiter``).
    static func fetch(_ endpoint: Endpoint, client: EndpointClient) throws -> (Payload?, EndpointResponse) {
        try TaskWaiter.wait { try await client.payload(for: endpoint) }
    }

    /// An HTTP or transport failure: one line on standard error, with the
    /// method and URL (and the URL that answered, after a redirect); exit 3.
    /// Invalid JSON is the payload's fault: the parser's diagnostic with
    /// line and column, as `apply` prints it, naming the URL that answered;
    /// exit 2. A `--record` file that cannot be written: exit 74.
    static func report(_ error: any Error, options: Options) -> Int32 {
        if let error = error as? EndpointError {
            if let parseError = error.parseError {
                let file = Redactor(policy: options.redirects).text((error.responseURL ?? error.url ?? options.url).absoluteString)
                MappingsTool.print(.diagnostic(parseError.inFile(file).diagnostic))
                return MappingsTool.invalidInput
            }
            MappingsTool.print(.fetchFailed(error))
            return error.isRecordingError && options.recordDirectory != nil ? MappingsTool.outputFailed : MappingsTool.httpFailure
        }
        MappingsTool.print(.requestFailed(method: options.method.rawValue, url: options.url, error: String(describing: error)))
        return MappingsTool.httpFailure
    }
}
