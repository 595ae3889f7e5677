import Foundation
import MappingKit
import MappingKitHTTP

extension FetchCommand {
    /// The options, or what is wrong with the command line.
    static func options(from read: ArgumentReader.Arguments) throws(UsageError) -> Options {
        guard let file = read.positionals.first else { throw .missingMappingsFile(subcommand: "fetch") }
        let context = try read.context(subcommand: "fetch")
        let positionals = read.positionals.dropFirst()
        guard let text = positionals.first else { throw .missingURL }
        if positionals.count > 1 { throw .unexpectedArgument(positionals[positionals.startIndex + 1]) }
        var options = try request(from: read, url: text, mappingsFile: MappingsTool.mappingsFile(file), context: context)
        options.format = try read.format() ?? options.format
        options.maximumIssues = try read.maximumIssues() ?? options.maximumIssues
        options.unmapped = read.has("unmapped")
        options.quiet = read.has("quiet")
        options.asObject = read.has("object")
        options.driftFile = read["drift"]
        if let template = read["path-template"] {
            guard options.driftFile != nil else { throw .requiresOption("--path-template", requires: "--drift") }
            guard matches(template, path: options.url.path) else {
                throw .pathTemplateMismatch(template: template, path: options.url.path)
            }
            options.pathTemplate = template
        }
        return options
    }

    /// The names of the options that say how the request is made and its
    /// pages followed: `infer --url` takes them too.
    static let requestOptionNames: Set<String> = [
        "method", "header", "data", "append-headers", "timeout", "max-bytes", "all-pages", "next-key-path", "max-pages",
        "redact", "location-trusted", "record", "replay",
    ]

    /// The request's options (``requestOptionNames``, `--key-path`, `--env`)
    /// for `url`, read as `fetch` reads them.
    static func request(from read: ArgumentReader.Arguments, url text: String, mappingsFile: String, context: String)
        throws(UsageError) -> Options
    {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { throw .invalidURL(text) }
        let environment = try read.environment()

        let data = read["data"]
        let method: HTTPMethod
        if let text = read["method"] {
            guard let parsed = HTTPMethod(rawValue: text.uppercased()) else { throw .invalidMethod(text) }
            method = parsed
        } else {
            method = data == nil ? .get : .post
        }
        if data != nil, !method.allowsBody { throw .dataNotAllowed(method: method.rawValue) }

        var options = Options(
            mappingsFile: mappingsFile, context: context, url: url, method: method, data: data,
            keyPath: read.keyPath, appendsHeaders: read.has("append-headers"), environment: environment)
        for header in read.all("header") {
            if header.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) {
                let name = header.firstIndex(of: ":").map { header[..<$0].trimmingCharacters(in: .whitespaces) }
                throw .headerLineBreak(name: name.flatMap { isToken($0) ? $0 : nil })
            }
            guard let (name, value) = Self.header(header) else { throw .invalidHeader(header) }
            options.headers[name] = value
        }
        if let text = read["timeout"] {
            // At most a day: a Duration from a huge Double would not fit.
            guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
                throw .invalidTimeout(text)
            }
            options.timeout = .milliseconds(max(1, Int((seconds * 1_000).rounded())))
        }
        if let text = read["max-bytes"] {
            guard let count = Int(text), count > 0 else { throw .invalidMaximumBytes(text) }
            options.maximumBytes = count
        }
        // --next-key-path and --max-pages only make sense when paging: they imply --all-pages.
        options.nextKeyPath = read["next-key-path"]
        options.allPages = read.has("all-pages") || options.nextKeyPath != nil || read["max-pages"] != nil
        if let text = read["max-pages"] {
            guard let count = Int(text), count > 0 else { throw .invalidMaximumPages(text) }
            options.maximumPages = count
        }
        for name in read.all("redact") {
            guard Self.isToken(name) else { throw .invalidHeaderName(name) }
            options.redirects.credentialHeaders.append(name)
        }
        options.redirects.keepsCredentialsAcrossOrigins = read.has("location-trusted")
        options.recordDirectory = read["record"]
        options.replayDirectory = read["replay"]
        if options.recordDirectory != nil, options.replayDirectory != nil {
            throw .conflictingOptions("--record", "--replay")
        }
        return options
    }

    /// Whether `template` (`/repos/:owner/:repo/issues`) is `path` with
    /// some segments written `:name`: as many segments, each the path's own
    /// or a `:name` standing for a non-empty one.
    static func matches(_ template: String, path: String) -> Bool {
        let path = path.isEmpty ? "/" : path
        let wanted = template.split(separator: "/", omittingEmptySubsequences: false)
        let given = path.split(separator: "/", omittingEmptySubsequences: false)
        guard template.hasPrefix("/"), wanted.count == given.count else { return false }
        return zip(wanted, given).allSatisfy { pattern, segment in
            pattern == segment || (pattern.count > 1 && pattern.hasPrefix(":") && !segment.isEmpty)
        }
    }

    /// `Name: value` split at the first colon, both trimmed; `nil` without a
    /// colon, with an empty name, or with a name that is not an HTTP token.
    static func header(_ text: String) -> (String, String)? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        // Scalars, not characters: "\r\n" is one Character, equal to neither "\r" nor "\n".
        guard isToken(name), !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }) else { return nil }
        return (name, value)
    }

    /// Whether `name` is a non-empty HTTP token (a header name).
    static func isToken(_ name: String) -> Bool {
        let token = CharacterSet(charactersIn: "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return !name.isEmpty && name.unicodeScalars.allSatisfy { token.contains($0) }
    }
}
