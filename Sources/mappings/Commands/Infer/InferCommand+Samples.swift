import Foundation
import MappingKit
import MappingKitHTTP

extension InferCommand {
    /// The samples, parsed as `mappings apply` parses a payload: the files
    /// (a JSON Lines file gives one sample a non-blank line), or the pages
    /// of `--url`; exit 2 (a sample) or 3 (HTTP) after printing what is
    /// wrong.
    static func read(_ options: Options) throws(ExitStatus) -> [Sample] {
        if let request = options.request { return try fetch(request) }
        var samples: [Sample] = []
        for path in options.samples {
            let bytes = try InputFile.read(path)
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
                throw .invalidInput
            }
        }
        return samples
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
    static func fetch(_ options: FetchCommand.Options) throws(ExitStatus) -> [Sample] {
        // The client resolves the endpoint's context before it fetches: an empty one, never applied.
        guard let catalog = try? MappingCatalog(string: #"{"\#(options.context)": {}}"#) else { throw .invalidInput }
        let body = try FetchCommand.body(options)
        let client = FetchCommand.client(options, catalog: catalog, transport: try FetchCommand.transport(options))
        let endpoint = FetchCommand.endpoint(options, body: body)
        let name = options.url.absoluteString
        do {
            if options.allPages {
                let pages = try FetchCommand.fetchPages(endpoint, client: client, options: options)
                if let left = pages.leftURL { MappingsTool.print(.pagesLeft(fetched: pages.payloads.count, next: left)) }
                return pages.payloads.enumerated().map { Sample(name: "\(name) page \($0.offset + 1)", payload: $0.element) }
            }
            let (payload, response) = try FetchCommand.fetch(endpoint, client: client)
            guard let payload else {
                MappingsTool.print(.emptyAnswer(status: response.status))
                throw ExitStatus.invalidInput
            }
            return [Sample(name: name, payload: payload)]
        } catch let status as ExitStatus {
            throw status
        } catch {
            throw ExitStatus(FetchCommand.report(error, options: options))
        }
    }

    /// Each sample's part at `--key-path` (the whole sample without one);
    /// exit 2 after printing which sample lacks it.
    static func select(_ samples: [Sample], keyPath: String?) throws(ExitStatus) -> [Sample] {
        guard let keyPath else { return samples }
        return try samples.map { sample throws(ExitStatus) in
            Sample(name: sample.name, payload: try MappingsTool.select(keyPath, in: sample.payload ?? Payload(sample.json)))
        }
    }
}
