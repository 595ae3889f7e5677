import Foundation
import MappingKit
import MappingKitHTTP

extension InferCommand {
    /// An exit status a step ended with, after printing why.
    struct ExitStatus: Error {
        var code: Int32
    }

    /// The samples, parsed as `mappings apply` parses a payload: the files
    /// (a JSON Lines file gives one sample a non-blank line), or the pages
    /// of `--url`; a failure after printing what is wrong (2 for a sample,
    /// 3 for HTTP).
    static func read(_ options: Options) -> Result<[Sample], ExitStatus> {
        if let request = options.request { return fetch(request) }
        var samples: [Sample] = []
        for path in options.samples {
            guard let bytes = InputFile.read(path) else { return .failure(ExitStatus(code: MappingsTool.invalidInput)) }
            let name = InputFile.displayName(path)
            let lines = options.lines || path.hasSuffix(".jsonl") || path.hasSuffix(".ndjson")
            do throws(JSONParseError) {
                if lines {
                    samples += try Self.lines(bytes, name: name)
                } else {
                    samples.append(Sample(name: name, payload: try Payload(parsing: bytes)))
                }
            } catch {
                MappingsTool.print(.diagnostic(error.inFile(name).diagnostic))
                return .failure(ExitStatus(code: MappingsTool.invalidInput))
            }
        }
        return .success(samples)
    }

    /// Each non-blank line of a JSON Lines file as a sample named
    /// `file:line`; a line that is not JSON throws, its position counted in
    /// the file's lines.
    static func lines(_ bytes: [UInt8], name: String) throws(JSONParseError) -> [Sample] {
        var samples: [Sample] = []
        var number = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
            guard text.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            do {
                samples.append(Sample(name: "\(name):\(number)", payload: try Payload(parsing: Array(text))))
            } catch {
                var located = error
                located.location.line = number
                throw located
            }
        }
        return samples
    }

    /// The pages of `--url` (one, or every page with `--all-pages`), each a
    /// sample named by the URL; fetched as `fetch` fetches them.
    static func fetch(_ options: FetchCommand.Options) -> Result<[Sample], ExitStatus> {
        // The client resolves the endpoint's context before it fetches: an empty one, never applied.
        guard let catalog = try? MappingCatalog(string: #"{"\#(options.context)": {}}"#), let body = FetchCommand.body(options),
            let transport = FetchCommand.transport(options)
        else { return .failure(ExitStatus(code: MappingsTool.invalidInput)) }
        let client = FetchCommand.client(options, catalog: catalog, transport: transport)
        let endpoint = FetchCommand.endpoint(options, body: body)
        let name = options.url.absoluteString
        if options.allPages {
            switch FetchCommand.fetchPages(endpoint, client: client, options: options) {
            case .failure(let error):
                return .failure(ExitStatus(code: FetchCommand.report(error, options: options)))
            case .success(let pages):
                if let left = pages.leftURL { MappingsTool.print(.pagesLeft(fetched: pages.payloads.count, next: left)) }
                return .success(pages.payloads.enumerated().map { Sample(name: "\(name) page \($0.offset + 1)", payload: $0.element) })
            }
        }
        switch FetchCommand.fetch(endpoint, client: client) {
        case .failure(let error):
            return .failure(ExitStatus(code: FetchCommand.report(error, options: options)))
        case .success(let (payload?, _)):
            return .success([Sample(name: name, payload: payload)])
        case .success(let (nil, response)):
            MappingsTool.print(.emptyAnswer(status: response.status))
            return .failure(ExitStatus(code: MappingsTool.invalidInput))
        }
    }

    /// Each sample's part at `--key-path` (the whole sample without one);
    /// `nil` after printing which sample lacks it.
    static func select(_ samples: [Sample], keyPath: String?) -> [Sample]? {
        guard let keyPath else { return samples }
        var selected: [Sample] = []
        for sample in samples {
            guard let part = MappingsTool.select(keyPath, in: sample.payload ?? Payload(sample.json)) else { return nil }
            selected.append(Sample(name: sample.name, payload: part))
        }
        return selected
    }
}
