import Foundation
import MappingKit
import MappingKitHTTP

/// `mappings fetch FILE --context ID URL`: fetch a JSON payload over HTTP
/// with ``EndpointClient``, map it dynamically (no model types) and print
/// exactly what `mappings apply` prints for the same payload, through the
/// same ``ReportRenderer``; `--format json` adds an `"http"` member.
enum FetchCommand: Subcommand {
    static let name = "fetch"
    static let synopsis = "mappings fetch FILE --context ID [options] URL"
    static let abstract = SubcommandAbstract(
        "fetch FILE --context ID URL",
        "Fetch a JSON payload over HTTP, map it, and print\nwhat apply prints (exit 3 on an HTTP failure).")

    static let reader = ArgumentReader(options: [
        .context,
        .keyPath,
        .flag("object", help: """
            Map the response as one object even when it is an array
            (each page, with --all-pages), as apply --object does.
            """),
        .value("method", short: "X", "M", help: """
            GET (default), POST, PUT, PATCH, DELETE or HEAD;
            POST when --data is given.
            """),
        .value("header", short: "H", "'NAME: VALUE'", help: """
            A request header; repeat for more. Replaces a default
            header of the same name (any case): Accept, Content-Type.
            """),
        .value("data", short: "d", "JSON|@FILE", help: """
            The request body, sent verbatim (@FILE: the file's bytes,
            @- standard input), as Content-Type: application/json
            unless a --header sets one.
            """),
        .flag("append-headers", help: """
            Add the response headers to the payload under "Header"
            (an array response becomes {"Header", "response"});
            --key-path applies after.
            """),
        .value("timeout", "SECONDS", help: "The deadline of the whole request (default 30)."),
        .value("max-bytes", "N", help: "The largest response body read (default 33554432, 32 MiB)."),
        .maximumIssues,
        .flag("unmapped", help: """
            After the report, the payload's keys that no entry
            read, per context and key path, with how many objects
            held each, over every page ("unmapped" in --format json).
            """),
        .environment,
        .format,
        .flag("all-pages", help: """
            Follow the pages (Link: <…>; rel="next") and print them
            as one array, the report counted over all of them.
            """),
        .value("next-key-path", "PATH", help: """
            Take the next page's URL from the body at PATH (e.g.
            artists.next; null or absent ends) instead of the Link
            header. Implies --all-pages.
            """),
        .value("max-pages", "N", help: """
            Fetch at most N pages (default 100); one warning on
            stderr if a next page is left. Implies --all-pages.
            """),
        .flag("quiet", short: "q", help: """
            No progress line (shown on a terminal when --all-pages
            takes more than a second).
            """),
        .value("redact", "NAME", help: """
            Treat header NAME, and query parameter NAME, as a
            credential too (repeat for more): not sent across
            origins, redacted in --record files and in output.
            """),
        .flag("location-trusted", help: """
            Send the credentials to every origin a redirect or a
            next page leads to (by default they stay with the
            URL's origin).
            """),
        .value("record", "DIR", help: """
            Write each exchange (every page and redirect hop) as a
            JSON file in DIR, credentials and secrets redacted.
            """),
        .value("replay", "DIR", help: """
            Answer from the exchanges recorded in DIR, with no
            network; a request not recorded fails (exit 3).
            """),
        .value("drift", "FILE", help: """
            Merge this run's drift into the drift summary FILE
            (created if absent), each response (each page) one
            payload, its source the method, host and URL path (no
            query); a status that is not a success or a body that
            is not JSON counts as a refused payload. Paths and
            codes, never a value; 'report merge' reads it.
            """),
        .value("path-template", "TEMPLATE", help: """
            With --drift: the source's path, the URL's with :name
            for the segments that vary (/repos/:owner/:repo/issues),
            so that runs for other ids count as one endpoint.
            """),
    ])

    static let usage = """
        USAGE: \(synopsis)

        Fetches URL, maps the JSON response with a context of the catalog rooted at
        FILE ('.mappings' is added to a name without extension), and prints the
        result and the report exactly as 'mappings apply' does. Redirects are
        followed (at most \(RedirectPolicy.default.maximumRedirects)) as RFC 9110 says: 307 and 308 repeat the method
        and body, 303 (and 301/302 after a POST) become a GET without body. A redirect
        or a next page on another origin gets no credential unless --location-trusted:
        no Authorization, Cookie, Proxy-Authorization, API-key header (X-Api-Key,
        Private-Token, …), header whose name has token, secret, password, session,
        api-key…, or --redact name, nor the URL's user:password (which every hop on
        its origin gets, its URL relative or absolute). An https URL never leads to
        an http one.
        A 2xx with no body (204, 205, Content-Length: 0, HEAD) is a success: nothing
        on stdout (text), "result": null (json). With --all-pages, every page is fetched
        before anything is printed: the pages' arrays (after --key-path) print as one,
        a page that fails prints nothing on stdout, and a next page fetched already
        ends the pages with a warning.

        OPTIONS:
        \(reader.optionsHelp())

        Options take their value as '--option value' or '--option=value'.

        Exit status: 0 no error issue, 1 the payload has error issues, 2 the mappings,
        the context or the JSON are invalid, or --key-path is not in the response
        (nothing is sent when the mappings or the context are invalid), or the --replay
        recordings are invalid, 3 an HTTP or transport failure, or a request --replay
        has no recording for (one line on stderr, with the URL), 64 bad command line,
        74 the output or a --record file could not be written in full.
        """

    /// The request and how its response is read.
    struct Options {
        var mappingsFile: String
        var context: String
        var url: URL
        var method: HTTPMethod
        var headers: HTTPHeaders = [:]
        /// `--data` as given: the text, or `@FILE`.
        var data: String?
        var keyPath: String?
        /// `--object`: each response (each page) mapped as one object, an array too.
        var asObject = false
        var appendsHeaders = false
        var timeout: Duration = .seconds(30)
        var maximumBytes = EndpointClient.defaultMaximumResponseSize
        var environment: MappingEnvironment
        var format = OutputFormat.text
        var maximumIssues = ValidationReport.defaultMaximumIssues
        /// `--unmapped`.
        var unmapped = false
        /// `--all-pages`, or implied by `--next-key-path` or `--max-pages`.
        var allPages = false
        var nextKeyPath: String?
        var maximumPages = EndpointClient.defaultPageLimit
        /// How redirects are followed: `--location-trusted`, `--redact`.
        var redirects = RedirectPolicy.default
        /// `--record DIR`.
        var recordDirectory: String?
        /// `--quiet`.
        var quiet = false
        /// `--replay DIR`.
        var replayDirectory: String?
        /// `--drift FILE`.
        var driftFile: String?
        /// `--path-template TEMPLATE`: checked against the URL's path.
        var pathTemplate: String?
    }

    static func execute(_ options: Options) throws(ExitStatus) -> Int32 {
        try MappingsTool.running(in: options.format) { log throws(ExitStatus) in try execute(options, log: &log) }
    }

    /// Runs `fetch`; with a log (`--format github`, `sarif`), the problems
    /// and the report's issues go to it and the result is not printed.
    static func execute(_ options: Options, log: inout AnnotationLog?) throws(ExitStatus) -> Int32 {
        // Everything that can be wrong locally is found before anything is sent.
        var drift = try prepareDrift(options)
        let context: (catalog: MappingCatalog, context: MappingContext)
        let client: EndpointClient
        let endpoint: Endpoint
        do throws(ExitStatus) {
            context = try self.context(options, log: &log)
            endpoint = self.endpoint(options, body: try body(options))
            client = self.client(options, catalog: context.catalog, transport: try transport(options))
        } catch {
            drift?.discard()
            throw error
        }
        let recorder = drift?.recorder
        let status: Int32
        do throws(ExitStatus) {
            status = try fetchAndRender(endpoint, client: client, context: context.context, options: options, drift: recorder, log: &log)
        } catch {
            throw ExitStatus(drift?.commit() ?? error.code)
        }
        return drift?.commit() ?? status
    }

    /// Fetches (every page, with `--all-pages`), maps and prints; each
    /// response observed by `drift`.
    private static func fetchAndRender(
        _ endpoint: Endpoint, client: EndpointClient, context: MappingContext, options: Options, drift: DriftRecorder?,
        log: inout AnnotationLog?
    ) throws(ExitStatus) -> Int32 {
        if options.allPages {
            let pages: FetchedPages
            do {
                pages = try Self.fetchPages(endpoint, client: client, options: options)
            } catch {
                observeFailure(error, drift: drift, options: options)
                return report(error, options: options)
            }
            return try render(pages, context: context, options: options, drift: drift, log: &log)
        }
        let fetched: (Payload?, EndpointResponse)
        do {
            fetched = try Self.fetch(endpoint, client: client)
        } catch {
            observeFailure(error, drift: drift, options: options)
            return report(error, options: options)
        }
        guard let payload = fetched.0 else {
            drift?.observe(ValidationReport(), expecting: refusedRoot(options))
            return renderEmpty(fetched.1, options: options, log: log)
        }
        return try render(payload, response: fetched.1, context: context, options: options, drift: drift, log: &log)
    }
}

extension FetchCommand {
    /// `--data`: the text, or the bytes of `@FILE` (`@-`: standard input);
    /// `nil` without `--data`; exit 2 after printing why the file cannot be
    /// read.
    static func body(_ options: Options) throws(ExitStatus) -> Data? {
        guard let data = options.data else { return nil }
        guard data.hasPrefix("@") else { return Data(data.utf8) }
        return Data(try InputFile.read(String(data.dropFirst())))
    }
}
