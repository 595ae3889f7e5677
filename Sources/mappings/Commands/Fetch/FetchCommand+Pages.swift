import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// What `--all-pages` fetched: each page's payload (whole; `--key-path`
    /// is the tool's), the last response, and whether `--max-pages` left a
    /// page unfetched.
    struct FetchedPages: Sendable {
        var payloads: [Payload] = []
        /// Each payload's `@metadata` (its page's response, see
        /// `EndpointResponse.mappingMetadata`).
        var metadata: [JSON] = []
        var lastResponse: EndpointResponse?
        /// The page `--max-pages` did not fetch; `nil` when every page was read.
        var leftURL: URL?
        /// The next page the last page named that was fetched already, and
        /// that page's number: the pages ended there.
        var repeated: (page: Int, url: URL)?
    }

    /// Fetches every page (the `Link` header's `rel="next"`, or the URL at
    /// `--next-key-path`), up to `--max-pages` or a next page fetched
    /// already, waiting on this thread as
    /// ``fetch(_:client:)`` does. A failing page fails the whole fetch: the
    /// pages before it are dropped, so nothing partial is printed.
    static func fetchPages(_ endpoint: Endpoint, client: EndpointClient, options: Options) throws -> FetchedPages {
        let next: EndpointClient.NextPage = options.nextKeyPath.map { .keyPath($0) } ?? .linkHeader
        let pages = client.payloadPages(for: endpoint, next: next, limit: options.maximumPages)
        let quiet = options.quiet
        return try TaskWaiter.wait {
            var progress = ProgressLine(quiet: quiet)
            defer { progress.erase() }
            var bytes = 0
            var fetched = FetchedPages()
            for try await page in pages {
                fetched.payloads += page.value
                fetched.metadata += page.value.map { _ in page.response.mappingMetadata }
                fetched.lastResponse = page.response
                fetched.leftURL = page.limitReached ? page.nextURL : nil
                fetched.repeated = page.nextAlreadyFetched ? page.nextURL.map { (page.number, $0) } : nil
                bytes += page.response.byteCount
                progress.update(pages: page.number, bytes: bytes)
            }
            return fetched
        }
    }

    /// Selects `--key-path` in each page, maps the pages' arrays as one
    /// (each element streamed through `apply`'s renderer; the pages' reports
    /// merged with their paths indexing into the joined array) and prints
    /// exactly what `apply` prints for the joined array. `--max-pages` with a
    /// page left, or a next page fetched already: one warning line on stderr
    /// first; the exit status is that of the pages fetched.
    static func render(
        _ pages: FetchedPages, context: MappingContext, options: Options, drift: DriftRecorder? = nil, log: inout AnnotationLog?
    ) throws(ExitStatus) -> Int32 {
        var selected: [Payload] = []
        for payload in pages.payloads {
            do throws(ExitStatus) {
                selected.append(try MappingsTool.select(options.keyPath, in: payload))
            } catch {
                drift?.refuse(.keyPathNotFound, expecting: refusedRoot(options))
                throw error
            }
        }
        if let left = pages.leftURL {
            MappingsTool.print(.pagesLeft(fetched: pages.payloads.count, next: left))
        }
        if let (page, url) = pages.repeated {
            MappingsTool.print(.pagesRepeated(page: page, next: url))
        }
        var output = log == nil ? StandardStream.output() : .discarding()
        var diagnostics = StandardStream(descriptor: 2)
        let http = pages.lastResponse.map {
            Self.http($0, pages: pages.payloads.count, repeatedURL: pages.repeated?.url, options: options)
        }
        // The pages' objects as one array, as they are mapped.
        let unmapped = options.unmapped ? context.unmappedKeys(in: .array(selected.flatMap { page -> [JSON] in
            let json = page.value.json
            if !options.asObject, case .array(let elements) = json { return elements }
            return [json]
        })) : nil
        let report = map(
            selected, metadata: pages.metadata, context: context, asObject: options.asObject, format: options.format.reportFormat,
            http: http, unmapped: unmapped, drift: drift, output: &output, diagnostics: &diagnostics)
        log?.add(report, payload: Redactor(policy: options.redirects).text(options.url.absoluteString))
        return MappingsTool.finish(report, output: &output, diagnostics: &diagnostics)
    }

    /// The pages' selected parts mapped as one array: an array page adds
    /// each element (unless `asObject`: `--object`), any other page one
    /// object. Each page's report is merged after the ones before it, its
    /// leading indexes offset by the elements before it.
    private static func map(
        _ payloads: [Payload], metadata: [JSON], context: MappingContext, asObject: Bool, format: ValidationReport.Format,
        http: JSON?, unmapped: [UnmappedKey]?, drift: DriftRecorder?, output: inout some TextOutputStream,
        diagnostics: inout some TextOutputStream
    ) -> ValidationReport {
        var renderer = ReportRenderer(format: format, limitHint: ToolMessage.limitHint)
        renderer.beginArray(to: &output)
        var merged: ValidationReport?
        var offset = 0
        for (number, payload) in payloads.enumerated() {
            let isArray = !asObject && payload.value.kind == .array
            let pageMetadata = number < metadata.count ? metadata[number] : [:]
            let report = context.forEachJSONObject(from: payload, asOneObject: !isArray, metadata: pageMetadata) { object in
                renderer.writeElement(object, to: &output)
            }
            // Each page is one payload to --drift, an array expected of it (pages are lists) unless --object.
            drift?.observe(report, expecting: asObject ? .object : .array)
            merged = merged.map { $0.merging(report, indexOffset: offset) } ?? report
            offset += isArray ? payload.value.count : 1
        }
        let report = merged ?? ValidationReport()
        MappingsTool.finish(report, unmapped: unmapped, http: http, renderer: &renderer, output: &output, diagnostics: &diagnostics)
        return report
    }
}
